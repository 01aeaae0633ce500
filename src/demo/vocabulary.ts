/**
 * Word lists and phrase templates for the demo texts in German, French,
 * Luxembourgish and English. Lists are in rough frequency order: the
 * generator draws from them with Zipf weights, so the first entries are very
 * common and the tail is rare, as in real newspaper text.
 *
 * The spelling is deliberately period-flavoured (daß, muß, Schluß, Theil) and
 * full of ß, umlauts, accents and ligatures (Großherzog, Versammlungen,
 * théâtre, élection, société, œufs), because search must fold them.
 *
 * Compact notation keeps the lists readable:
 *   nouns  "m:Tag:+e f:Straße:+n n:Haus:Häuser m:Bürger:="   (= same plural, +x suffix)
 *   verbs  "eröffnete|eröffneten"                            (singular|plural, _ is a space)
 *   French adjectives "grand|grande" (masculine|feminine), ^ marks ones placed before the noun
 */

export type Lang = 'de' | 'fr' | 'lb' | 'en'
export const LANGS: readonly Lang[] = ['de', 'fr', 'lb', 'en']
export const MARC_LANGUAGE: Record<Lang, string> = { de: 'ger', fr: 'fre', lb: 'ltz', en: 'eng' }

export type Gender = 'm' | 'f' | 'n'
export interface Noun {
  sg: string
  pl: string
  g: Gender
}
export interface Verb {
  sg: string
  pl: string
}
export interface Adjective {
  m: string
  f: string
  /** French: placed before the noun (grand, nouveau). */
  before: boolean
}
/** A name that differs by language (places, institutions). */
export type Localized = Record<Lang, string>

function words(list: string): string[] {
  return list.split(/\s+/).filter((w) => w.length > 0).map((w) => w.replace(/_/g, ' '))
}

function nouns(list: string): Noun[] {
  const out: Noun[] = []
  for (const entry of words(list)) {
    const [g, sg, plural] = entry.split(':')
    if ((g !== 'm' && g !== 'f' && g !== 'n') || !sg || plural === undefined) throw new Error(`bad noun entry ${entry}`)
    const pl = plural === '=' ? sg : plural.startsWith('+') ? sg + plural.slice(1) : plural
    out.push({ sg, pl, g })
  }
  return out
}

function verbs(list: string): Verb[] {
  return words(list).map((entry) => {
    const [sg, pl] = entry.split('|')
    if (!sg || !pl) throw new Error(`bad verb entry ${entry}`)
    return { sg, pl }
  })
}

function frenchAdjectives(list: string): Adjective[] {
  return words(list).map((entry) => {
    const before = entry.startsWith('^')
    const [m, f] = (before ? entry.slice(1) : entry).split('|')
    if (!m || !f) throw new Error(`bad adjective entry ${entry}`)
    return { m, f, before }
  })
}

function plainAdjectives(list: string): Adjective[] {
  return words(list).map((w) => ({ m: w, f: w, before: true }))
}

function localized(list: string): Localized[] {
  // One entry per line: de | fr | lb | en
  return list
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [de, fr, lb, en] = line.split('|').map((p) => p.trim())
      if (!de || !fr || !lb || !en) throw new Error(`bad localized entry ${line}`)
      return { de, fr, lb, en }
    })
}

export interface LanguageVocabulary {
  lang: Lang
  nouns: Noun[]
  adjectives: Adjective[]
  /** Transitive verbs, past or present, third person singular|plural. */
  verbs: Verb[]
  /** Verbs without object: "starb", "est arrivé". */
  intransitive: Verb[]
  adverbs: string[]
  /** Prepositions taking the dative (German, Luxembourgish) or plain (French, English). */
  prepositions: string[]
  conjunctions: string[]
  /** Frequent short words scattered into sentences. */
  particles: string[]
  months: string[]
  /** Sunday first, as Date.getUTCDay(). */
  weekdays: string[]
  honorifics: { m: string; f: string }
}

const de: LanguageVocabulary = {
  lang: 'de',
  nouns: nouns(`
    m:Tag:+e f:Stadt:Städte n:Jahr:+e m:Herr:+en f:Regierung:+en f:Versammlung:+en m:Bürgermeister:= f:Gemeinde:+n
    n:Land:Länder f:Kammer:+n m:Großherzog:Großherzöge f:Straße:+n f:Zeitung:+en n:Haus:Häuser f:Sitzung:+en
    m:Staat:+en f:Frage:+n f:Woche:+n m:Preis:+e f:Kirche:+n f:Schule:+n f:Eisenbahn:+en m:Markt:Märkte
    n:Gesetz:+e m:Verein:+e f:Wahl:+en m:Rat:Räte n:Dorf:Dörfer f:Frau:+en n:Kind:+er f:Familie:+n m:Krieg:+e
    m:Antrag:Anträge m:Beschluß:Beschlüsse m:Zug:Züge m:Bahnhof:Bahnhöfe f:Zeit:+en f:Arbeit:+en n:Volk:Völker
    m:Brief:+e m:Minister:= m:Pfarrer:= m:Lehrer:= m:Arbeiter:= m:Bauer:+n m:Wein:+e m:Handel:= n:Geld:+er
    f:Stunde:+n f:Nacht:Nächte m:Weg:+e m:Wald:Wälder m:Berg:+e m:Fluß:Flüsse m:Kanton:+e f:Feuerwehr:+en
    n:Amt:Ämter n:Gericht:+e n:Schloß:Schlösser n:Fest:+e n:Konzert:+e n:Theater:= f:Polizei:+en f:Post:+en
    m:Hof:Höfe m:Platz:Plätze m:Brand:Brände m:Unfall:Unfälle f:Brücke:+n f:Mühle:+n f:Fabrik:+en f:Hütte:+n
    f:Grube:+n f:Ernte:+n f:Kartoffel:+n m:Streik:+s m:Vortrag:Vorträge m:Gesang:Gesänge n:Stück:+e n:Lied:+er
    m:Schüler:= m:Kaufmann:Kaufleute m:Richter:= m:Soldat:+en m:König:+e m:Kaiser:= m:Präsident:+en
    m:Direktor:+en m:Bericht:+e m:Fall:Fälle m:Betrieb:+e m:Verkehr:= m:Haushalt:+e m:Gemeinderat:Gemeinderäte
    m:Staatsrat:Staatsräte m:Zollverein:+e m:Kongreß:Kongresse m:Ausschuß:Ausschüsse m:Prozeß:Prozesse
    m:Schluß:Schlüsse m:Gruß:Grüße m:Fuß:Füße m:Winter:= m:Sommer:= m:Frühling:+e m:Herbst:+e m:Regen:=
    m:Schnee:= m:Sturm:Stürme n:Feuer:= n:Wasser:= n:Wetter:= n:Pferd:+e n:Vieh:= n:Korn:= n:Brot:+e
    n:Fleisch:= n:Bier:+e n:Ei:+er n:Feld:+er n:Tal:Täler n:Ufer:= n:Gebäude:= n:Hotel:+s n:Spital:Spitäler
    f:Versteigerung:+en f:Verhandlung:+en f:Verordnung:+en f:Verwaltung:+en f:Bevölkerung:+en
    f:Ausstellung:+en f:Vorstellung:+en f:Aufführung:+en f:Gesellschaft:+en f:Genossenschaft:+en
    f:Sparkasse:+n f:Bank:+en f:Steuer:+n f:Grenze:+n f:Provinz:+en f:Hauptstadt:Hauptstädte f:Ortschaft:+en
    f:Kapelle:+n f:Musik:+en f:Feier:+n f:Prozession:+en f:Wallfahrt:+en f:Oktave:+n f:Kirmes:+sen
    f:Hochzeit:+en f:Taufe:+n f:Beerdigung:+en f:Krankheit:+en f:Seuche:+n f:Überschwemmung:+en
    f:Feuersbrunst:Feuersbrünste f:Kälte:= f:Hitze:= f:Witterung:+en f:Temperatur:+en f:Ankunft:Ankünfte
    f:Abfahrt:+en f:Reise:+n f:Linie:+n f:Ladung:+en f:Ware:+n f:Rechnung:+en f:Anzeige:+n
    f:Bekanntmachung:+en f:Einladung:+en f:Mitteilung:+en f:Nachricht:+en f:Meldung:+en f:Rede:+n
    f:Antwort:+en f:Mehrheit:+en f:Partei:+en f:Opposition:+en f:Verfassung:+en f:Freiheit:+en f:Ordnung:+en
    f:Kommission:+en f:Industrie:+n f:Landwirtschaft:+en f:Viehzucht:= f:Weinlese:+n f:Jagd:+en
    f:Fischerei:+en f:Lehrerin:+nen f:Schülerin:+nen f:Sängerin:+nen f:Großherzogin:+nen f:Fürstin:+nen
    f:Bäuerin:+nen f:Wirtin:+nen f:Magd:Mägde f:Burg:+en f:Straßenbahn:+en f:Telegraphenlinie:+n
    f:Ausgabe:+n f:Beilage:+n f:Gewerbeschule:+n f:Ackerbauschule:+n f:Universität:+en f:Akademie:+n
    f:Bibliothek:+en f:Sammlung:+en f:Geschichte:+n f:Sprache:+n f:Mundart:+en f:Dichtung:+en
    f:Erzählung:+en f:Novelle:+n f:Kritik:+en f:Mutter:Mütter f:Tochter:Töchter f:Schwester:+n f:Witwe:+n
    m:Ochse:+n m:Wagen:= m:Dampfer:= m:Hafen:Häfen m:Kommissar:+e m:Gendarm:+en m:Dieb:+e m:Mord:+e
    m:Diebstahl:Diebstähle m:Arzt:Ärzte m:Apotheker:= m:Notar:+e m:Advokat:+en m:Schmied:+e m:Bäcker:=
    m:Metzger:= m:Wirt:+e m:Gastwirt:+e m:Fabrikant:+en m:Ingenieur:+e m:Hochofen:Hochöfen m:Stahl:Stähle
    m:Grubenarbeiter:= m:Zöllner:= m:Förster:= m:Jäger:= m:Fischer:= m:Winzer:= m:Müller:= m:Landwirt:+e
    m:Gärtner:= m:Schneider:= m:Schuster:= m:Sänger:= m:Musiker:= m:Dichter:= m:Maler:= m:Künstler:=
    m:Schriftsteller:= m:Verleger:= m:Drucker:= m:Leser:= m:Bürger:= m:Einwohner:= m:Nachbar:+n m:Freund:+e
    m:Vater:Väter m:Sohn:Söhne m:Bruder:Brüder m:Onkel:= m:Gatte:+n m:Knabe:+n m:Mann:Männer m:Baum:Bäume
    m:Garten:Gärten m:Keller:= m:Turm:Türme m:Dom:+e m:Friedhof:Friedhöfe m:Saal:Säle m:Ball:Bälle
    m:Tanz:Tänze m:Umzug:Umzüge m:Festzug:Festzüge m:Besuch:+e m:Empfang:Empfänge m:Gottesdienst:+e
    m:Jahrmarkt:Jahrmärkte m:Viehmarkt:Viehmärkte m:Wahlkampf:Wahlkämpfe m:Wähler:= m:Kandidat:+en
    m:Sitz:+e m:Etat:+s m:Kredit:+e m:Zins:+en m:Lohn:Löhne n:Kloster:Klöster n:Museum:Museen
    n:Denkmal:Denkmäler n:Rathaus:Rathäuser n:Stadthaus:Stadthäuser n:Schiff:+e n:Boot:+e n:Unglück:+e
    n:Verbrechen:= n:Urteil:+e n:Mitglied:+er n:Komitee:+s n:Ministerium:Ministerien n:Budget:+s
    n:Projekt:+e n:Unternehmen:= n:Werk:+e n:Hüttenwerk:+e n:Eisenwerk:+e n:Bergwerk:+e n:Erz:+e
    n:Blatt:Blätter n:Buch:Bücher n:Wort:Wörter n:Programm:+e n:Ergebnis:+se n:Ereignis:+se n:Interesse:+n
    n:Publikum:= n:Orchester:= n:Mädchen:= n:Fräulein:= n:Recht:+e n:Vermögen:= n:Kapital:+ien
    n:Grundstück:+e n:Wirtshaus:Wirtshäuser n:Zimmer:= n:Fenster:= n:Dach:Dächer n:Lokal:+e n:Geschäft:+e
    n:Angebot:+e n:Verzeichnis:+se n:Großherzogtum:Großherzogtümer f:Thür:+en m:Theil:+e n:Thal:Thäler
  `),
  adjectives: plainAdjectives(`
    neu groß alt gut klein lang jung letzt erst ganz schön stark schwer reich arm frei deutsch französisch
    luxemburgisch belgisch preußisch holländisch englisch amerikanisch öffentlich amtlich politisch katholisch
    liberal national allgemein wichtig bekannt zahlreich ordentlich außerordentlich großherzoglich städtisch
    ländlich kirchlich heilig treu fleißig tüchtig lieb geehrt verehrt hiesig dortig heutig gestrig nächst vorig
    ehemalig neuest bedeutend schrecklich traurig glücklich fröhlich feierlich prächtig herrlich kalt warm naß
    heiß trocken schwarz weiß rot grün blau gelb billig gesund krank tot möglich nötig sicher schnell langsam
    ruhig laut still ernst streng genau klar voll leer weit nah fern gemeinsam einstimmig endgültig vorläufig
    jährlich monatlich täglich wöchentlich gewaltig furchtbar tapfer mutig fromm würdig gewöhnlich
  `),
  verbs: verbs(`
    eröffnete|eröffneten beschloß|beschlossen besuchte|besuchten erhielt|erhielten verlangte|verlangten
    genehmigte|genehmigten verwarf|verwarfen empfing|empfingen leitete|leiteten unterstützte|unterstützten
    verkaufte|verkauften kaufte|kauften baute|bauten erwartete|erwarteten feierte|feierten
    veranstaltete|veranstalteten besprach|besprachen prüfte|prüften bestätigte|bestätigten meldete|meldeten
    erklärte|erklärten verließ|verließen erreichte|erreichten fand|fanden sah|sahen gab|gaben nahm|nahmen
    brachte|brachten hielt|hielten trug|trugen zeigte|zeigten lobte|lobten forderte|forderten wählte|wählten
    ernannte|ernannten begrüßte|begrüßten verhaftete|verhafteten verurteilte|verurteilten rettete|retteten
    zerstörte|zerstörten beschädigte|beschädigten errichtete|errichteten vollendete|vollendeten
    vertrat|vertraten schloß|schlossen las|lasen schrieb|schrieben bezahlte|bezahlten erhöhte|erhöhten
    senkte|senkten verteilte|verteilten lieferte|lieferten sandte|sandten verbot|verboten erlaubte|erlaubten
    bewilligte|bewilligten beantragte|beantragten vertagte|vertagten ehrte|ehrten überreichte|überreichten
    spendete|spendeten sammelte|sammelten besichtigte|besichtigten untersuchte|untersuchten
    entdeckte|entdeckten fing|fingen traf|trafen spielte|spielten gewann|gewannen verlor|verloren
    begrüßt|begrüßen erwartet|erwarten fordert|fordern verlangt|verlangen meldet|melden
  `),
  intransitive: verbs(`
    kam|kamen starb|starben reiste|reisten sprach|sprachen tagte|tagten brannte|brannten stieg|stiegen
    fiel|fielen blieb|blieben wohnte|wohnten arbeitete|arbeiteten verschied|verschieden erschien|erschienen
    fand_statt|fanden_statt traf_ein|trafen_ein kehrte_zurück|kehrten_zurück zog_ab|zogen_ab
    verunglückte|verunglückten streikte|streikten sang|sangen
  `),
  // Every verb of the running text is in a past tense: no "tomorrow" in any language (issue 19:
  // "the government built tomorrow").
  adverbs: words(`
    gestern heute vorgestern bereits schon noch auch nur sehr ebenfalls wieder endlich leider bekanntlich
    sofort bald später damals nunmehr jedoch indessen allerdings wohl fast kaum etwa ungefähr besonders
    namentlich zunächst abermals neuerdings alljährlich hier dort überall zugleich sogar ferner übrigens freilich
    nämlich ziemlich vollständig glücklicherweise unverzüglich feierlichst gestern_abend heute_früh
  `),
  prepositions: words('in mit nach von bei aus zu seit gegenüber'),
  conjunctions: words('und aber oder denn sondern jedoch doch'),
  particles: words(`
    der die das und in den von zu mit sich des auf für ist im dem nicht ein eine als auch es an werden aus er
    hat daß sie nach wird bei einer um am sind noch wie einem über einen so zum war haben nur oder aber vor zur
    bis mehr durch man sein wurde sei muß soll kann will dieser diese welche alle viele einige mehrere wegen
  `),
  months: words('Januar Februar März April Mai Juni Juli August September Oktober November Dezember'),
  weekdays: words('Sonntag Montag Dienstag Mittwoch Donnerstag Freitag Samstag'),
  honorifics: { m: 'Herr', f: 'Frau' },
}

const fr: LanguageVocabulary = {
  lang: 'fr',
  nouns: nouns(`
    m:gouvernement:+s f:ville:+s m:conseil:+s f:commune:+s f:chambre:+s f:société:+s f:élection:+s
    f:séance:+s m:ministre:+s m:député:+s f:question:+s f:loi:+s f:assemblée:+s f:réunion:+s f:fête:+s
    m:roi:+s m:prince:+s m:grand-duc:grands-ducs m:bourgmestre:+s m:échevin:+s m:curé:+s f:église:+s
    f:école:+s f:rue:+s f:route:+s f:gare:+s f:ligne:+s f:maison:+s f:famille:+s f:femme:+s m:maître:+s
    m:instituteur:+s m:ouvrier:+s m:cultivateur:+s m:marchand:+s m:négociant:+s m:commerce:+s m:marché:+s
    m:prix:= m:vin:+s m:blé:+s m:seigle:+s m:froment:+s m:chemin:+s m:train:+s m:pont:+s m:village:+s
    m:canton:+s m:pays:= m:peuple:+s m:projet:+s m:budget:+s m:impôt:+s m:droit:+s m:décret:+s m:arrêté:+s
    m:règlement:+s m:tribunal:tribunaux m:juge:+s m:avocat:+s m:notaire:+s m:médecin:+s m:pharmacien:+s
    m:journal:journaux m:article:+s m:lecteur:+s m:public:+s m:théâtre:+s m:concert:+s m:spectacle:+s
    m:acteur:+s m:chanteur:+s m:orchestre:+s m:bal:+s m:banquet:+s m:discours:= m:voyage:+s m:retour:+s
    m:départ:+s m:accident:+s m:incendie:+s m:vol:+s m:crime:+s m:procès:= m:jugement:+s m:temps:=
    m:froid:+s m:vent:+s m:orage:+s m:nuage:+s m:soleil:+s m:jour:+s m:mois:= m:an:+s m:siècle:+s
    m:matin:+s m:soir:+s m:hiver:+s m:printemps:= m:été:+s m:automne:+s m:cheval:chevaux m:bœuf:+s m:porc:+s
    m:mouton:+s m:œuf:+s m:beurre:+s m:lait:+s m:pain:+s m:fer:+s m:acier:+s m:fourneau:+x m:minerai:+s
    m:charbon:+s m:ouvrage:+s m:livre:+s m:auteur:+s m:poète:+s m:peintre:+s m:tableau:+x m:musée:+s
    m:monument:+s m:château:+x m:hôtel:+s m:hôpital:hôpitaux m:couvent:+s m:collège:+s m:lycée:+s
    m:athénée:+s m:élève:+s m:professeur:+s m:étudiant:+s m:enfant:+s m:fils:= m:frère:+s m:père:+s
    m:oncle:+s m:mari:+s m:époux:= m:veuf:+s m:citoyen:+s m:habitant:+s m:étranger:+s m:soldat:+s
    m:officier:+s m:général:généraux m:gendarme:+s m:voleur:+s m:pompier:+s m:bateau:+x m:navire:+s
    m:paquebot:+s m:port:+s m:quai:+s m:bureau:+x m:télégraphe:+s m:télégramme:+s m:message:+s m:avis:=
    m:programme:+s m:résultat:+s m:succès:= m:échec:+s m:vote:+s m:scrutin:+s m:candidat:+s m:électeur:+s
    m:parti:+s m:État:+s f:mère:+s f:fille:+s f:sœur:+s f:veuve:+s f:demoiselle:+s f:dame:+s f:nouvelle:+s
    f:lettre:+s f:réponse:+s f:proposition:+s f:commission:+s f:majorité:+s f:opposition:+s f:constitution:+s
    f:liberté:+s f:administration:+s f:police:+s f:armée:+s f:guerre:+s f:paix:= f:frontière:+s
    f:province:+s f:capitale:+s f:industrie:+s f:usine:+s f:mine:+s f:récolte:+s f:vigne:+s f:vendange:+s
    f:viande:+s f:farine:+s f:bière:+s f:marchandise:+s f:vente:+s f:adjudication:+s f:annonce:+s
    f:publicité:+s f:exposition:+s f:représentation:+s f:pièce:+s f:musique:+s f:chanson:+s f:harmonie:+s
    f:fanfare:+s f:procession:+s f:messe:+s f:cérémonie:+s f:inauguration:+s f:visite:+s f:arrivée:+s
    f:excursion:+s f:promenade:+s f:pluie:+s f:neige:+s f:chaleur:+s f:température:+s f:tempête:+s
    f:inondation:+s f:maladie:+s f:épidémie:+s f:mort:+s f:naissance:+s f:cour:+s f:justice:+s f:peine:+s
    f:amende:+s f:prison:+s f:banque:+s f:caisse:+s f:somme:+s f:dette:+s f:taxe:+s f:douane:+s
    f:récompense:+s f:médaille:+s f:bibliothèque:+s f:collection:+s f:histoire:+s f:langue:+s f:poésie:+s
    f:critique:+s f:revue:+s f:semaine:+s f:heure:+s f:année:+s f:journée:+s f:soirée:+s f:nuit:+s
    f:œuvre:+s f:manœuvre:+s f:chorale:+s f:kermesse:+s f:foire:+s f:grève:+s f:sidérurgie:+s
  `),
  adjectives: frenchAdjectives(`
    ^grand|grande ^petit|petite ^nouveau|nouvelle ^vieux|vieille ^jeune|jeune ^bon|bonne ^beau|belle
    ^dernier|dernière ^premier|première ^ancien|ancienne ^mauvais|mauvaise public|publique
    officiel|officielle politique|politique général|générale municipal|municipale communal|communale
    national|nationale grand-ducal|grand-ducale royal|royale luxembourgeois|luxembourgeoise français|française
    allemand|allemande belge|belge anglais|anglaise prussien|prussienne hollandais|hollandaise
    américain|américaine catholique|catholique libéral|libérale important|importante nombreux|nombreuse
    considérable|considérable grave|grave heureux|heureuse malheureux|malheureuse triste|triste
    solennel|solennelle brillant|brillante magnifique|magnifique excellent|excellente agricole|agricole
    industriel|industrielle commercial|commerciale électoral|électorale judiciaire|judiciaire
    militaire|militaire religieux|religieuse populaire|populaire étranger|étrangère intérieur|intérieure
    prochain|prochaine actuel|actuelle récent|récente extraordinaire|extraordinaire ordinaire|ordinaire
    unanime|unanime favorable|favorable froid|froide chaud|chaude sec|sèche humide|humide pluvieux|pluvieuse
    fort|forte faible|faible long|longue court|courte cher|chère élevé|élevée modéré|modérée complet|complète
    définitif|définitive provisoire|provisoire annuel|annuelle mensuel|mensuelle quotidien|quotidienne
    hebdomadaire|hebdomadaire célèbre|célèbre régional|régionale rural|rurale urbain|urbaine
  `),
  verbs: verbs(`
    a_décidé|ont_décidé a_adopté|ont_adopté a_voté|ont_voté a_reçu|ont_reçu a_visité|ont_visité
    a_inauguré|ont_inauguré a_présenté|ont_présenté a_approuvé|ont_approuvé a_rejeté|ont_rejeté
    a_nommé|ont_nommé a_élu|ont_élu a_organisé|ont_organisé a_célébré|ont_célébré a_annoncé|ont_annoncé
    a_publié|ont_publié a_examiné|ont_examiné a_discuté|ont_discuté a_terminé|ont_terminé a_ouvert|ont_ouvert
    a_fermé|ont_fermé a_construit|ont_construit a_détruit|ont_détruit a_arrêté|ont_arrêté
    a_condamné|ont_condamné a_acquitté|ont_acquitté a_vendu|ont_vendu a_acheté|ont_acheté a_livré|ont_livré
    a_augmenté|ont_augmenté a_réduit|ont_réduit a_accordé|ont_accordé a_refusé|ont_refusé
    a_demandé|ont_demandé a_obtenu|ont_obtenu a_salué|ont_salué a_félicité|ont_félicité
    a_remercié|ont_remercié a_honoré|ont_honoré a_sauvé|ont_sauvé a_endommagé|ont_endommagé
    a_traversé|ont_traversé a_quitté|ont_quitté a_atteint|ont_atteint a_présidé|ont_présidé
    a_dirigé|ont_dirigé a_soutenu|ont_soutenu a_combattu|ont_combattu a_signé|ont_signé a_ratifié|ont_ratifié
    a_promulgué|ont_promulgué annonce|annoncent reçoit|reçoivent examine|examinent demande|demandent
    prépare|préparent attend|attendent propose|proposent réclame|réclament
  `),
  intransitive: verbs(`
    est_arrivé|sont_arrivés est_parti|sont_partis est_mort|sont_morts s'est_réuni|se_sont_réunis
    a_eu_lieu|ont_eu_lieu est_tombé|sont_tombés a_siégé|ont_siégé a_parlé|ont_parlé est_revenu|sont_revenus
    a_succombé|ont_succombé a_chanté|ont_chanté a_défilé|ont_défilé
  `),
  adverbs: words(`
    hier aujourd'hui avant-hier déjà encore aussi seulement très également enfin malheureusement
    aussitôt bientôt plus_tard alors désormais cependant toutefois néanmoins vraiment presque environ
    particulièrement notamment d'abord souvent partout ici là-bas ensemble même ailleurs certainement
    heureusement immédiatement solennellement unanimement
  `),
  prepositions: words('à de dans avec pour par chez sur vers contre depuis'),
  conjunctions: words('et mais ou car donc puis'),
  particles: words(`
    le la les de des du et à en un une que qui dans pour est au par sur pas plus il ne se ce sont avec son sa
    ses aux été a ont cette ces leur nous on tout tous comme mais ou être fait entre sans sous après avant
  `),
  months: words('janvier février mars avril mai juin juillet août septembre octobre novembre décembre'),
  weekdays: words('dimanche lundi mardi mercredi jeudi vendredi samedi'),
  honorifics: { m: 'M.', f: 'Mme' },
}

const lb: LanguageVocabulary = {
  lang: 'lb',
  nouns: nouns(`
    m:Dag:Deeg f:Stad:Stied n:Joer:= f:Gemeng:+en f:Regierung:+en f:Chamber:+en f:Zeitung:+en m:Mann:Männer
    f:Fra:+en n:Kand:Kanner n:Haus:Haiser n:Land:Länner n:Duerf:Dierfer m:Buergermeeschter:= f:Kierch:+en
    f:Schoul:+en f:Strooss:Stroossen f:Gare:+en f:Bréck:+en f:Mamm:+en m:Papp:+en f:Duechter:Dëchter
    m:Jong:+en f:Schwëster:+en m:Brudder:Bridder f:Bom:+en m:Bopa:+en f:Famill:+jen f:Aarbecht:+en
    f:Zäit:+en f:Woch:+en f:Stonn:+en f:Nuecht:+en f:Wal:+en f:Sëtzung:+en f:Versammlung:+en f:Fro:+en
    f:Äntwert:+en f:Iddi:+en f:Sprooch:+en f:Musek:+en f:Fanfare:+en f:Harmonie:+en f:Kiermes:+sen
    f:Fouer:+en f:Schueberfouer:= f:Prozessioun:+en f:Mass:+en f:Ausstellung:+en f:Virstellung:+en
    f:Fabrik:+en f:Mine:+en f:Hütt:+en f:Rekolt:+en f:Gromper:+en f:Millech:= f:Botter:= f:Kou:Kéi
    f:Bibliothéik:+en f:Geschicht:+en f:Literatur:+en f:Kritik:+en f:Gesellschaft:+en f:Vereenegung:+en
    f:Federatioun:+en f:Equipe:+en f:Polizei:+en f:Gewerkschaft:+en f:Steier:+en f:Bank:+en
    f:Wunneng:+en f:Dier:+en m:Minister:= m:Paschtouer:+en m:Enseignant:+en m:Schüler:= m:Aarbechter:=
    m:Bauer:+en m:Wäin:+er m:Maart:Mäert m:Zuch:Zich m:Bus:+sen m:Vëlo:+en m:Auto:+en m:Bréif:+er
    m:Wee:Weeër m:Bësch:+er m:Bierg:+er m:Floss:Flëss m:Kanton:+er m:Präis:+er m:Veräin:+er m:Club:+en
    m:Match:+en m:Championnat:+er m:Spiller:= m:Trainer:= m:Supporter:+en m:Sänger:= m:Museker:=
    m:Dokter:+en m:Affekot:+en m:Bäcker:= m:Metzler:= m:Wiert:+er m:Frënd:+en m:Monni:+en m:Noper:+en
    m:Reen:= m:Schnéi:= m:Wand:Wänn m:Summer:= m:Wanter:= m:Hierscht:+er m:Mount:Méint m:Sonndeg:+er
    m:Owend:+er m:Moien:= m:Gemengerot:Gemengeréit m:Staatsrot:= m:Deputéierten:= m:Krich:+er
    m:Fridden:= m:Grenzgänger:= m:Stol:= m:Bierger:= m:Awunner:= m:Tourist:+en m:Bauerenhaff:Bauerenhäff
    m:Weier:+en m:Tunnel:+en m:Gaart:Gäert m:Groussherzog:+en f:Groussherzogin:+nen n:Gesetz:+er
    n:Geld:+er n:Geriicht:+er n:Schlass:Schlässer n:Fest:+er n:Concert:+en n:Theater:+en n:Stéck:+er
    n:Lidd:+er n:Feier:= n:Waasser:= n:Wieder:= n:Päerd:= n:Véi:= n:Brout:= n:Fleesch:= n:Béier:= n:Ee:+er
    n:Feld:+er n:Dall:Däller n:Gebai:+er n:Hotel:+en n:Spidol:Spideeler n:Klouschter:+en n:Musée:+en
    n:Monument:+er n:Stadhaus:Stadhaiser n:Schëff:+er n:Boot:+er n:Accident:+en n:Verbriechen:=
    n:Urteel:+er n:Member:+en n:Comité:+en n:Ministère:+en n:Budget:+en n:Projet:+en n:Wierk:+er
    n:Buch:Bicher n:Wuert:Wierder n:Programm:+er n:Resultat:+er n:Evenement:+er n:Publikum:= n:Orchester:=
    n:Meedchen:= n:Recht:+er n:Zëmmer:= n:Fënster:= n:Daach:Diech n:Geschäft:+er n:Bistro:+en
    n:Restaurant:+en n:Stadion:+en n:Spill:+er n:Vollek:Vëlker
  `),
  adjectives: plainAdjectives(`
    nei grouss kleng al jonk gutt schéin laang kuerz staark schwéier räich aarm fräi däitsch franséisch
    lëtzebuergesch belsch englesch amerikanesch ëffentlech offiziell politesch kathoulesch liberal national
    allgemeng wichteg bekannt interessant traureg glécklech kal waarm naass dréchen sécher séier lues roueg
    haart fréi spéit déier bëlleg gesond krank frëndlech flott beléift modern historesch kulturell sportlech
    regional lokal europäesch international sozial ekonomesch
  `),
  verbs: verbs(`
    organiséiert|organiséieren invitéiert|invitéieren presentéiert|presentéieren diskutéiert|diskutéieren
    decidéiert|decidéieren kritiséiert|kritiséieren ënnerstëtzt|ënnerstëtzen feiert|feieren spillt|spillen
    gewënnt|gewannen verléiert|verléieren baut|bauen mécht|maachen kritt|kréien brauch|brauchen sicht|sichen
    verkeeft|verkafen keeft|kafen besicht|besichen begréisst|begréissen plangt|plangen bezuelt|bezuelen
    erhéicht|erhéijen verdeelt|verdeelen liwwert|liwweren schreift|schreiwen liest|liesen weist|weisen
    hëlt|huelen bréngt|bréngen hält|halen fënnt|fannen gesäit|gesinn erwaart|erwaarden ernennt|ernennen
    wielt|wielen
  `),
  intransitive: verbs(`
    ass_komm|si_komm ass_gestuerwen|si_gestuerwen ass_gereest|si_gereest huet_geschwat|hu_geschwat
    huet_getagt|hu_getagt ass_gefall|si_gefall ass_bliwwen|si_bliwwen huet_geschafft|hu_geschafft
    ass_erschéngen|sinn_erschéngen huet_gesongen|hu_gesongen
  `),
  adverbs: words(`
    gëschter haut schonn nach och nëmmen ganz immens ëmmer nees endlech leider dacks geschwënn spéider
    fréier elo dunn domat souguer zimmlech bal ongeféier besonnesch natierlech awer villäicht sécherlech
    hei do iwwerall zesummen
  `),
  prepositions: words('an mat no vun bei aus zu fir op ënner iwwer géint'),
  conjunctions: words('an awer oder well datt also'),
  particles: words(`
    de an d' den ass vun am fir mat op dat déi net och sinn huet hunn e en eng wéi sech ze um vum zu hir
    säin si mir dir et war waren gëtt ginn gouf kann muss wëll all vill e_puer
  `),
  months: words('Januar Februar Mäerz Abrëll Mee Juni Juli August September Oktober November Dezember'),
  weekdays: words('Sonndeg Méindeg Dënschdeg Mëttwoch Donneschdeg Freideg Samschdeg'),
  honorifics: { m: 'Här', f: 'Madame' },
}

const en: LanguageVocabulary = {
  lang: 'en',
  nouns: nouns(`
    m:government:+s f:city:cities m:council:+s m:minister:+s m:mayor:+s m:deputy:deputies m:king:+s
    m:prince:+s m:duke:+s f:duchess:+es m:priest:+s m:teacher:+s m:worker:+s m:farmer:+s m:merchant:+s
    n:trade:+s n:market:+s n:price:+s n:wine:+s n:wheat:= n:railway:+s n:train:+s n:station:+s n:bridge:+s
    n:village:+s n:town:+s n:country:countries n:project:+s n:budget:+s n:tax:+es n:law:+s n:decree:+s
    n:court:+s m:judge:+s m:lawyer:+s m:doctor:+s n:newspaper:+s n:article:+s m:reader:+s n:theatre:+s
    n:concert:+s n:play:+s m:actor:+s m:singer:+s n:orchestra:+s n:ball:+s n:dinner:+s n:speech:+es
    n:journey:+s n:accident:+s n:fire:+s n:theft:+s n:crime:+s n:trial:+s n:weather:= n:wind:+s n:storm:+s
    n:rain:+s n:snow:= n:day:+s n:month:+s n:year:+s n:week:+s n:morning:+s n:evening:+s n:winter:+s
    n:spring:+s n:summer:+s n:autumn:+s n:horse:+s n:egg:+s n:butter:= n:milk:= n:bread:= n:iron:=
    n:steel:= n:furnace:+s n:ore:+s n:coal:= n:book:+s m:author:+s m:poet:+s m:painter:+s n:museum:+s
    n:monument:+s n:castle:+s n:hotel:+s n:hospital:+s n:school:+s m:student:+s n:child:children m:son:+s
    m:brother:+s m:father:+s f:mother:+s f:daughter:+s f:sister:+s f:widow:+s m:citizen:+s m:resident:+s
    m:soldier:+s m:officer:+s n:ship:+s n:steamer:+s n:port:+s n:harbour:+s n:office:+s n:telegram:+s
    n:message:+s n:notice:+s n:programme:+s n:result:+s n:success:+es n:vote:+s n:election:+s
    m:candidate:+s m:voter:+s n:party:parties n:state:+s n:chamber:+s n:society:societies n:meeting:+s
    n:session:+s n:question:+s n:assembly:assemblies n:festival:+s n:church:+es n:street:+s n:road:+s
    n:line:+s n:house:+s n:family:families f:woman:women m:man:men n:letter:+s n:answer:+s n:proposal:+s
    n:committee:+s n:majority:majorities n:freedom:+s n:administration:+s n:army:armies n:war:+s n:peace:=
    n:border:+s n:province:+s n:capital:+s n:industry:industries n:factory:factories n:mine:+s
    n:harvest:+s n:vineyard:+s n:meat:= n:flour:= n:beer:+s n:sale:+s n:auction:+s n:advertisement:+s
    n:exhibition:+s n:performance:+s n:music:= n:song:+s n:procession:+s n:ceremony:ceremonies n:visit:+s
    n:arrival:+s n:excursion:+s n:heat:= n:temperature:+s n:flood:+s n:illness:+es n:epidemic:+s
    n:death:+s n:birth:+s n:justice:= n:fine:+s n:prison:+s n:bank:+s n:sum:+s n:debt:+s n:medal:+s
    n:library:libraries n:collection:+s n:history:histories n:language:+s n:poetry:= n:review:+s n:hour:+s
    n:night:+s n:community:communities n:union:+s n:federation:+s n:team:+s n:match:+es n:club:+s
    m:champion:+s m:player:+s n:company:companies n:agency:agencies n:embassy:embassies m:ambassador:+s
    n:treaty:treaties n:conference:+s n:summit:+s m:delegate:+s n:delegation:+s
  `),
  adjectives: plainAdjectives(`
    new great old good small young last first whole fine strong heavy rich poor free German French Belgian
    Dutch British American European public official political Catholic liberal national general important
    well-known numerous extraordinary grand-ducal municipal rural urban religious local foreign annual weekly
    monthly daily recent former late cold warm wet dry fair cloudy stormy cheap dear healthy possible necessary
    safe quick slow quiet serious strict clear full empty wide near remote common unanimous final provisional
    cultural economic social international
  `),
  verbs: verbs(`
    opened|opened decided|decided approved|approved rejected|rejected received|received visited|visited
    elected|elected appointed|appointed organised|organised celebrated|celebrated announced|announced
    published|published discussed|discussed examined|examined closed|closed built|built destroyed|destroyed
    arrested|arrested sentenced|sentenced sold|sold bought|bought raised|raised reduced|reduced
    granted|granted refused|refused requested|requested obtained|obtained welcomed|welcomed thanked|thanked
    honoured|honoured saved|saved damaged|damaged left|left reached|reached chaired|chaired led|led
    supported|supported signed|signed ratified|ratified expects|expect proposes|propose
    has_adopted|have_adopted has_voted_on|have_voted_on is_preparing|are_preparing
  `),
  intransitive: verbs(`
    arrived|arrived departed|departed died|died met|met spoke|spoke took_place|took_place fell|fell
    remained|remained returned|returned sang|sang
  `),
  adverbs: words(`
    yesterday today already still also only very likewise again finally unfortunately immediately
    soon later then meanwhile however nevertheless indeed almost about particularly namely first often
    everywhere here there together even elsewhere certainly fortunately unanimously
  `),
  prepositions: words('in with at from to for by on near after'),
  conjunctions: words('and but or so yet'),
  particles: words(`
    the of and to a in that is was for it with as on be at by this had not are but from or have an they which
    one were all we their has been would there will more if no when who so its into than other some these
  `),
  months: words('January February March April May June July August September October November December'),
  weekdays: words('Sunday Monday Tuesday Wednesday Thursday Friday Saturday'),
  honorifics: { m: 'Mr.', f: 'Mrs.' },
}

export const VOCABULARY: Record<Lang, LanguageVocabulary> = { de, fr, lb, en }

/** Given names; the Luxembourg lists mix German and French forms, as the civil registers did. */
export const GIVEN_NAMES = {
  m: words(`
    Johann Jean Nikolaus Nicolas Peter Pierre Michel Mathias Joseph Jakob Heinrich Franz Karl Wilhelm Theodor
    Ernest Emile Léon Paul Victor Edmond Camille Alphonse Eugène Auguste Félix Henri Marcel René Roger Fernand
    Albert Robert Gaston Aloyse Batty Jhang Jos Mett Pit Fränz Nico Marc Guy Claude Jeannot Dominique Norbert
    Lucien Gustave Théophile Jules Raymond André Josy Romain
  `),
  f: words(`
    Maria Marie Anna Anne Katharina Catherine Margaretha Marguerite Susanna Elisabeth Barbara Angélique
    Joséphine Louise Thérèse Léonie Emma Bertha Madeleine Hélène Jeanne Lucie Marthe Germaine Irène Simone
    Yvonne Josée Monique Nicole Colette Christiane Liliane Mady Triny Gertrud Mathilde Clémence Renée Lily
  `),
}

export const ENGLISH_GIVEN_NAMES = {
  m: words('John William George Thomas James Charles Henry Arthur Walter Frank'),
  f: words('Mary Elizabeth Margaret Helen Dorothy Ruth Alice Florence'),
}

export const FAMILY_NAMES = words(`
  Schmit Muller Müller Weber Wagner Hoffmann Thill Schroeder Reuter Kieffer Theis Faber Weis Klein Becker
  Hansen Kremer Meyer Schiltz Welter Majerus Reding Kayser Schumacher Steffen Feller Krier Wirtz Goedert
  Frisch Bour Lentz Biver Hilbert Pesch Koch Mersch Nilles Pletschette Schaack Zenner Bettendorf Clemens
  Dostert Engel Flammang Gales Glesener Heinen Hermes Jacoby Jung Kass Kinnen Kohn Konsbrück Lanners Lorang
  Ludwig Marx Mathieu Michels Molitor Neu Olinger Peiffer Philippart Putz Rausch Reiff Ries Roth Sauber
  Scheer Schiltges Schneider Schockmel Spautz Stoffel Thiel Tholl Urbany Wagener Weydert Wolff Zeimet Ney
  Hurt Braun Bausch Fischbach Gengler Hengen Huss Jungblut Kaiser Kemp Krantz Lommel Mangen Meisch Nosbusch
  Origer Poos Reckinger Rodesch Schuster Simon Thinnes Trausch Vesque Weiler Wantz Zeyen Dupont Lambert
  Martin Bernard Lefèvre Collignon Dumont Delvaux Jacquemart Brück Krämer Schäfer Jäger Göbel Groß Weiß
  Strassen Großmann Kößler Jüngling Fuß Hoß Schrœder Noël Hélin Thibeau
`)

export const ENGLISH_FAMILY_NAMES = words('Smith Brown Taylor Wilson Clarke Hughes Walker Wright Green Hall')

/** Places in Luxembourg, then abroad: de | fr | lb | en. */
export const PLACES = localized(`
  Luxemburg | Luxembourg | Lëtzebuerg | Luxembourg
  Esch an der Alzette | Esch-sur-Alzette | Esch-Uelzecht | Esch-sur-Alzette
  Diekirch | Diekirch | Dikrech | Diekirch
  Ettelbrück | Ettelbruck | Ettelbréck | Ettelbruck
  Echternach | Echternach | Iechternach | Echternach
  Wiltz | Wiltz | Wolz | Wiltz
  Vianden | Vianden | Veianen | Vianden
  Grevenmacher | Grevenmacher | Gréiwemaacher | Grevenmacher
  Remich | Remich | Réimech | Remich
  Mersch | Mersch | Miersch | Mersch
  Clerf | Clervaux | Klierf | Clervaux
  Düdelingen | Dudelange | Diddeleng | Dudelange
  Differdingen | Differdange | Déifferdeng | Differdange
  Rümelingen | Rumelange | Rëmeleng | Rumelange
  Petingen | Pétange | Péiteng | Pétange
  Bettemburg | Bettembourg | Beetebuerg | Bettembourg
  Capellen | Capellen | Capellen | Capellen
  Redingen | Redange | Réiden | Redange
  Wasserbillig | Wasserbillig | Waasserbëlleg | Wasserbillig
  Mondorf | Mondorf-les-Bains | Munneref | Mondorf-les-Bains
  Steinfort | Steinfort | Stengefort | Steinfort
  Hesperingen | Hesperange | Hesper | Hesperange
  Walferdingen | Walferdange | Walfer | Walferdange
  Kayl | Kayl | Keel | Kayl
  Schifflingen | Schifflange | Schëffleng | Schifflange
  Befort | Beaufort | Beefort | Beaufort
  Fels | Larochette | Fiels | Larochette
  Ulflingen | Troisvierges | Ëlwen | Troisvierges
  Junglinster | Junglinster | Jonglënster | Junglinster
  Bissen | Bissen | Biissen | Bissen
  Hosingen | Hosingen | Housen | Hosingen
  Wormeldingen | Wormeldange | Wuermer | Wormeldange
  Schengen | Schengen | Schengen | Schengen
  Kehlen | Kehlen | Kielen | Kehlen
  Paris | Paris | Paräis | Paris
  Brüssel | Bruxelles | Bréissel | Brussels
  Berlin | Berlin | Berlin | Berlin
  Trier | Trèves | Tréier | Trier
  Metz | Metz | Metz | Metz
  Arel | Arlon | Arel | Arlon
  Diedenhofen | Thionville | Diddenuewen | Thionville
  Antwerpen | Anvers | Antwerpen | Antwerp
  London | Londres | London | London
  Wien | Vienne | Wien | Vienna
  Rom | Rome | Roum | Rome
  Köln | Cologne | Kölle | Cologne
  Straßburg | Strasbourg | Stroossbuerg | Strasbourg
  Saarbrücken | Sarrebruck | Saarbrécken | Saarbrücken
  Lüttich | Liège | Léck | Liège
  Genf | Genève | Genf | Geneva
  New-York | New-York | New York | New York
`)

/** Where Luxembourg news happens; the foreign cities come after index 34. */
export const HOME_PLACE_COUNT = 34

export const INSTITUTIONS = localized(`
  Abgeordnetenkammer | Chambre des députés | Chamber vun den Deputéierten | Chamber of Deputies
  Staatsrat | Conseil d'État | Staatsrot | Council of State
  Gemeinderat | conseil communal | Gemengerot | municipal council
  Handelskammer | Chambre de commerce | Handelskummer | Chamber of Commerce
  Ackerbauschule | École agricole | Ackerbauschoul | Agricultural School
  Athenäum | Athénée | Athenée | Athénée
  Gesangverein „Sängerbund“ | Société chorale « L'Harmonie » | Gesangveräin „Sängerbond“ | choral society
  Freiwillige Feuerwehr | Corps des sapeurs-pompiers | Pompjeeën | fire brigade
  Turnverein | Société de gymnastique | Turnveräin | gymnastics club
  Philharmonie | Société philharmonique | Philharmonie | Philharmonic Society
  Sparkasse | Caisse d'épargne | Spuerkeess | Savings Bank
  Eisenbahngesellschaft | Compagnie des chemins de fer | Eisebunnsgesellschaft | railway company
  Bauernverband | Fédération agricole | Bauerenzentral | Farmers' Union
  Arbeiterverband | Syndicat des ouvriers | Aarbechterverband | workers' union
  Rote Kreuz | Croix-Rouge | Rout Kräiz | Red Cross
  Großherzogliche Regierung | Gouvernement grand-ducal | Regierung | Grand-Ducal Government
  Landesmuseum | Musée national | Nationalmusée | National Museum
  Nationalbibliothek | Bibliothèque nationale | Nationalbibliothéik | National Library
  Verschönerungsverein | Syndicat d'initiative | Syndicat d'initiative | tourist office
  Hüttengesellschaft | Société des hauts fourneaux | Hüttegesellschaft | steel company
`)

export type SectionKey =
  | 'official'
  | 'nonOfficial'
  | 'politics'
  | 'foreign'
  | 'home'
  | 'local'
  | 'miscellany'
  | 'feuilleton'
  | 'latest'
  | 'commerce'
  | 'markets'
  | 'shipping'
  | 'weather'
  | 'deaths'
  | 'ads'
  | 'sport'
  | 'culture'
  | 'supplement'

/** Section headings; several variants per language, the first the most common. */
export const SECTION_TITLES: Record<SectionKey, Record<Lang, string[]>> = {
  official: {
    de: ['Amtlicher Theil.', 'Amtlicher Teil', 'Amtliche Bekanntmachungen'],
    fr: ['Partie officielle.', 'PARTIE OFFICIELLE.', 'Actes officiels'],
    lb: ['Offizielle Deel', 'Offiziell Matdeelungen'],
    en: ['Official Notices', 'Government Notices'],
  },
  nonOfficial: {
    de: ['Nicht amtlicher Theil.', 'Nichtamtlicher Teil'],
    fr: ['Partie non officielle.', 'PARTIE NON OFFICIELLE.'],
    lb: ['Net offizielle Deel'],
    en: ['General News'],
  },
  politics: {
    de: ['Politische Rundschau.', 'Politische Übersicht', 'Zur Lage'],
    fr: ['Revue politique.', 'Chronique politique', 'La situation'],
    lb: ['Politik', 'Politesch Iwwersiicht'],
    en: ['Politics', 'The Political Week'],
  },
  foreign: {
    de: ['Ausland.', 'Aus dem Auslande', 'Auswärtige Nachrichten'],
    fr: ['Nouvelles étrangères.', 'Étranger', "À l'étranger"],
    lb: ['Ausland', 'Aus der Welt'],
    en: ['Foreign News', 'Abroad'],
  },
  home: {
    de: ['Inland.', 'Aus dem Lande', 'Großherzogtum'],
    fr: ['Intérieur.', 'Nouvelles du pays', 'Grand-Duché'],
    lb: ['Aus dem Land', 'Inland'],
    en: ['Home News', 'Around the Grand Duchy'],
  },
  local: {
    de: ['Lokales.', 'Aus der Hauptstadt', 'Stadtnachrichten', 'Aus Stadt und Land'],
    fr: ['Chronique locale.', 'Nouvelles locales', 'En ville'],
    lb: ['Lokales', 'Aus der Stad', 'Aus de Gemengen'],
    en: ['Local News', 'Town and Country'],
  },
  miscellany: {
    de: ['Vermischtes.', 'Verschiedenes.', 'Allerlei'],
    fr: ['Faits divers.', 'Variétés', 'Mélanges'],
    lb: ['Verschiddenes', 'Allerlee'],
    en: ['Miscellany', 'Odds and Ends'],
  },
  feuilleton: {
    de: ['Feuilleton.', 'Unterhaltungsblatt'],
    fr: ['Feuilleton.', 'Variétés littéraires'],
    lb: ['Feuilleton', 'Fortsetzungsroman'],
    en: ['Serial Story', 'Feuilleton'],
  },
  latest: {
    de: ['Letzte Nachrichten.', 'Neueste Post', 'Telegramme'],
    fr: ['Dernières nouvelles.', 'Dépêches télégraphiques'],
    lb: ['Lescht Noriichten'],
    en: ['Latest News', 'Telegrams'],
  },
  commerce: {
    de: ['Handel und Verkehr.', 'Börsenberichte.', 'Volkswirtschaft'],
    fr: ['Bulletin commercial.', 'Bourses.', 'Finances'],
    lb: ['Wirtschaft', 'Handel'],
    en: ['Commerce', 'Finance and Trade'],
  },
  markets: {
    de: ['Marktberichte.', 'Fruchtmarkt', 'Marktpreise'],
    fr: ['Mercuriales.', 'Marchés', 'Cours des denrées'],
    lb: ['Maartpräisser', 'Mäert'],
    en: ['Market Reports', 'Markets'],
  },
  shipping: {
    de: ['Schiffsnachrichten.', 'Überseeische Post', 'Auswanderung'],
    fr: ['Mouvement des navires.', 'Nouvelles maritimes'],
    lb: ['Schëffsnoriichten'],
    en: ['Shipping News', 'Shipping Intelligence'],
  },
  weather: {
    de: ['Wetter.', 'Witterungsbericht', 'Wetterbericht'],
    fr: ['Bulletin météorologique.', 'Le temps', 'Météo'],
    lb: ['Wieder', "D'Wieder"],
    en: ['Weather', 'The Weather'],
  },
  deaths: {
    de: ['Todesanzeigen.', 'Sterbefälle', 'Familiennachrichten'],
    fr: ['Avis mortuaires.', 'Nécrologie', 'Décès'],
    lb: ['Doudesannoncen', 'Traueranzeigen'],
    en: ['Obituaries', 'Deaths'],
  },
  ads: {
    de: ['Anzeigen.', 'Inserate', 'Annoncen'],
    fr: ['Annonces.', 'Publicités', 'Avis divers'],
    lb: ['Annoncen', 'Petites annonces'],
    en: ['Advertisements', 'Classifieds'],
  },
  sport: {
    de: ['Sport.', 'Sportnachrichten', 'Turnen und Sport'],
    fr: ['Sports.', 'Chronique sportive'],
    lb: ['Sport', 'Fussball'],
    en: ['Sport', 'Sports Round-up'],
  },
  culture: {
    de: ['Kunst und Wissenschaft.', 'Theater und Musik', 'Bücherschau'],
    fr: ['Arts et lettres.', 'Théâtre et musique', 'Bibliographie'],
    lb: ['Kultur', 'Theater a Musek'],
    en: ['Arts and Letters', 'Books'],
  },
  supplement: {
    de: ['Beilage.', 'Sonntagsbeilage', 'Unterhaltungsbeilage'],
    fr: ['Supplément.', 'Supplément illustré', 'Supplément du dimanche'],
    lb: ['Beilag', 'Supplement'],
    en: ['Supplement', 'Sunday Supplement'],
  },
}

/** Sovereigns by reign, for the formulas of laws. */
export const SOVEREIGNS: { from: number; to: number; de: string; fr: string }[] = [
  { from: 1840, to: 1849, de: 'Wilhelm II., König der Niederlande, Großherzog von Luxemburg', fr: 'Guillaume II, Roi des Pays-Bas, Grand-Duc de Luxembourg' },
  { from: 1849, to: 1890, de: 'Wilhelm III., König der Niederlande, Prinz von Oranien-Nassau, Großherzog von Luxemburg', fr: "Guillaume III, par la grâce de Dieu, Roi des Pays-Bas, Prince d'Orange-Nassau, Grand-Duc de Luxembourg" },
  { from: 1890, to: 1905, de: 'Adolph, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Adolphe, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
  { from: 1905, to: 1912, de: 'Wilhelm, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Guillaume, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
  { from: 1912, to: 1919, de: 'Maria Adelheid, von Gottes Gnaden Großherzogin von Luxemburg', fr: 'Marie-Adélaïde, par la grâce de Dieu, Grande-Duchesse de Luxembourg' },
  { from: 1919, to: 1964, de: 'Charlotte, von Gottes Gnaden Großherzogin von Luxemburg, Herzogin zu Nassau', fr: 'Charlotte, par la grâce de Dieu, Grande-Duchesse de Luxembourg, Duchesse de Nassau' },
  { from: 1964, to: 1999, de: 'Jean, von Gottes Gnaden Großherzog von Luxemburg, Herzog zu Nassau', fr: 'Jean, par la grâce de Dieu, Grand-Duc de Luxembourg, Duc de Nassau' },
]

/** Market goods with a base price in francs around 1870 and the unit it is quoted in. */
export const MARKET_GOODS: { name: Localized; unit: Localized; price: number }[] = [
  { name: { de: 'Weizen', fr: 'Froment', lb: 'Weess', en: 'Wheat' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 18 },
  { name: { de: 'Roggen', fr: 'Seigle', lb: 'Kar', en: 'Rye' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 13 },
  { name: { de: 'Gerste', fr: 'Orge', lb: 'Gescht', en: 'Barley' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 12 },
  { name: { de: 'Hafer', fr: 'Avoine', lb: 'Hafer', en: 'Oats' }, unit: { de: 'Hektoliter', fr: 'hectolitre', lb: 'Hektoliter', en: 'hectolitre' }, price: 9 },
  { name: { de: 'Kartoffeln', fr: 'Pommes de terre', lb: 'Gromperen', en: 'Potatoes' }, unit: { de: '50 Kilo', fr: '50 kilos', lb: '50 Kilo', en: '50 kilos' }, price: 6 },
  { name: { de: 'Butter', fr: 'Beurre', lb: 'Botter', en: 'Butter' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 2.4 },
  { name: { de: 'Eier', fr: 'Œufs', lb: 'Eeër', en: 'Eggs' }, unit: { de: 'Dutzend', fr: 'douzaine', lb: 'Dosen', en: 'dozen' }, price: 1.1 },
  { name: { de: 'Heu', fr: 'Foin', lb: 'Hee', en: 'Hay' }, unit: { de: '100 Kilo', fr: '100 kilos', lb: '100 Kilo', en: '100 kilos' }, price: 7 },
  { name: { de: 'Stroh', fr: 'Paille', lb: 'Stréi', en: 'Straw' }, unit: { de: '100 Kilo', fr: '100 kilos', lb: '100 Kilo', en: '100 kilos' }, price: 4 },
  { name: { de: 'Ochsenfleisch', fr: 'Viande de bœuf', lb: 'Rëndfleesch', en: 'Beef' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 1.6 },
  { name: { de: 'Schweinefleisch', fr: 'Viande de porc', lb: 'Schwéngefleesch', en: 'Pork' }, unit: { de: 'Kilo', fr: 'kilo', lb: 'Kilo', en: 'kilo' }, price: 1.8 },
  { name: { de: 'Wein', fr: 'Vin', lb: 'Wäin', en: 'Wine' }, unit: { de: 'Liter', fr: 'litre', lb: 'Liter', en: 'litre' }, price: 0.6 },
  { name: { de: 'Milch', fr: 'Lait', lb: 'Millech', en: 'Milk' }, unit: { de: 'Liter', fr: 'litre', lb: 'Liter', en: 'litre' }, price: 0.2 },
]

/** Goods advertised, with the year they start to appear (nobody sold refrigerators in 1860). */
export const ADVERTISED_GOODS: { name: Localized; from: number }[] = [
  { name: { de: 'Tuchwaren', fr: 'Draperies', lb: 'Stoffer', en: 'Cloth' }, from: 1840 },
  { name: { de: 'Kaffee', fr: 'Café', lb: 'Kaffi', en: 'Coffee' }, from: 1840 },
  { name: { de: 'Zigarren', fr: 'Cigares', lb: 'Zigaren', en: 'Cigars' }, from: 1840 },
  { name: { de: 'Möbel', fr: 'Meubles', lb: 'Miwwelen', en: 'Furniture' }, from: 1840 },
  { name: { de: 'Öfen', fr: 'Poêles', lb: 'Uewen', en: 'Stoves' }, from: 1840 },
  { name: { de: 'Sämereien', fr: 'Graines', lb: 'Somen', en: 'Seeds' }, from: 1840 },
  { name: { de: 'Weine und Liköre', fr: 'Vins et liqueurs', lb: 'Wäin a Likör', en: 'Wines and liqueurs' }, from: 1840 },
  { name: { de: 'Schuhe', fr: 'Chaussures', lb: 'Schong', en: 'Shoes' }, from: 1840 },
  { name: { de: 'Hüte', fr: 'Chapeaux', lb: 'Hitt', en: 'Hats' }, from: 1840 },
  { name: { de: 'Uhren', fr: 'Montres', lb: 'Aueren', en: 'Watches' }, from: 1840 },
  { name: { de: 'Dünger', fr: 'Engrais', lb: 'Dünger', en: 'Fertiliser' }, from: 1860 },
  { name: { de: 'Nähmaschinen', fr: 'Machines à coudre', lb: 'Nomaschinnen', en: 'Sewing machines' }, from: 1865 },
  { name: { de: 'Photographien', fr: 'Photographies', lb: 'Fotoen', en: 'Photographs' }, from: 1860 },
  { name: { de: 'Fahrräder', fr: 'Bicyclettes', lb: 'Vëloen', en: 'Bicycles' }, from: 1885 },
  { name: { de: 'Automobile', fr: 'Automobiles', lb: 'Autoen', en: 'Motor cars' }, from: 1905 },
  { name: { de: 'Radio-Apparate', fr: 'Postes de T.S.F.', lb: 'Radioen', en: 'Wireless sets' }, from: 1925 },
  { name: { de: 'Kühlschränke', fr: 'Réfrigérateurs', lb: 'Frigoen', en: 'Refrigerators' }, from: 1950 },
  { name: { de: 'Fernsehgeräte', fr: 'Téléviseurs', lb: 'Televisiounen', en: 'Television sets' }, from: 1955 },
  { name: { de: 'Waschmaschinen', fr: 'Machines à laver', lb: 'Wäschmaschinnen', en: 'Washing machines' }, from: 1955 },
]

export const SHIPS = words(`
  Westernland Noordland Rhynland Pennland Vaderland Zeeland Finland Kroonland Lapland La_Champagne La_Bretagne
  La_Gascogne La_Touraine La_Lorraine La_Savoie Rotterdam Statendam Amsterdam Noordam Kaiser_Wilhelm
  Kronprinz_Wilhelm Bremen Europa Elbe Main
`)

export const SHIPPING_LINES = words(`
  Red_Star_Line Compagnie_Générale_Transatlantique Holland-Amerika-Linie Norddeutscher_Lloyd
`)

export const PORTS = localized(`
  Antwerpen | Anvers | Antwerpen | Antwerp
  Le Havre | Le Havre | Le Havre | Le Havre
  Bremen | Brême | Bremen | Bremen
  Rotterdam | Rotterdam | Rotterdam | Rotterdam
  New-York | New-York | New York | New York
  Philadelphia | Philadelphie | Philadelphia | Philadelphia
  Baltimore | Baltimore | Baltimore | Baltimore
  Buenos-Aires | Buenos-Aires | Buenos Aires | Buenos Aires
  Southampton | Southampton | Southampton | Southampton
`)

export const WIND_DIRECTIONS: Record<Lang, string[]> = {
  de: words('Nord Nordost Ost Südost Süd Südwest West Nordwest'),
  fr: words('nord nord-est est sud-est sud sud-ouest ouest nord-ouest'),
  lb: words('Norden Nordosten Osten Südosten Süden Südwesten Westen Nordwesten'),
  en: words('north north-east east south-east south south-west west north-west'),
}

export const SKY: Record<Lang, string[]> = {
  de: words('heiter bewölkt bedeckt Regen Nebel Schnee Gewitter veränderlich trübe schön'),
  fr: words('serein nuageux couvert pluie brouillard neige orage variable brumeux beau'),
  lb: words('sonneg wollekeg bedeckt Reen Niwwel Schnéi Donnerwieder wiesselhaft déif schéin'),
  en: words('fair cloudy overcast rain fog snow thunder changeable dull fine'),
}

/** Titles of plays, books and songs reviewed or serialised. */
export const WORK_TITLES: Record<Lang, string[]> = {
  de: [
    'Der Schatz im Müllerthal', 'Die Tochter des Försters', 'Das Haus an der Sauer', 'Der letzte Ritter von Vianden',
    'Heimweh', 'Die Glocken von Echternach', 'Unter der Linde', 'Der Wilderer', 'Frühlingsnacht', 'Das Erbe',
  ],
  fr: [
    "L'Écu de six francs", 'La Fille du meunier', 'Le Château de Beaufort', 'Les Forges de la Chiers',
    'Une nuit à Clervaux', "L'Héritage", 'Le Secret du notaire', 'La Dame aux œillets', 'Le Retour', "Mémoires d'un instituteur",
  ],
  lb: [
    "D'Léierchen", 'De Schéifermisch', 'Den Tunnel vu Rëmeleng', "D'Mëllen um Bach", 'Hannert dem Bësch',
    'Wann de Reen kënnt', "D'Kiermes zu Réimech", 'De Fotograf', 'Schueberfouer', 'Den alen Hiewel',
  ],
  en: [
    'The Miller of the Sûre', 'A Winter in the Ardennes', 'The Iron Valley', 'Letters from Luxembourg',
    'The Last Train to Kleinbettingen', 'Quiet Harvest', 'The Steelworks', 'Home Again', 'A Border Town', 'The Ferry',
  ],
}

export const STREETS: Record<Lang, string[]> = {
  de: words('Großstraße Hauptstraße Bahnhofstraße Kirchstraße Neugasse Marktplatz Philippstraße Fleischerstraße Grabenstraße Mühlenweg'),
  fr: words("Grand-Rue rue_de_la_Gare rue_de_l'Église place_du_Marché avenue_de_la_Liberté rue_Philippe-II rue_du_Fossé boulevard_Royal rue_Notre-Dame rue_du_Moulin"),
  lb: words('Groussgaass Haaptstrooss Garer_Strooss Kierchestrooss Maartplaz Millewee Neiegaass Bréckestrooss'),
  en: words('High_Street Station_Road Church_Street Market_Square Mill_Lane Bridge_Street'),
}

/** Roles of the recurring people in the news. */
export const ROLES: { male: Localized; female: Localized }[] = [
  { male: { de: 'Bürgermeister', fr: 'bourgmestre', lb: 'Buergermeeschter', en: 'mayor' }, female: { de: 'Bürgermeisterin', fr: 'bourgmestre', lb: 'Buergermeeschtesch', en: 'mayor' } },
  { male: { de: 'Abgeordneter', fr: 'député', lb: 'Deputéierten', en: 'deputy' }, female: { de: 'Abgeordnete', fr: 'députée', lb: 'Deputéiert', en: 'deputy' } },
  { male: { de: 'Notar', fr: 'notaire', lb: 'Notaire', en: 'notary' }, female: { de: 'Notarin', fr: 'notaire', lb: 'Notaire', en: 'notary' } },
  { male: { de: 'Pfarrer', fr: 'curé', lb: 'Paschtouer', en: 'parish priest' }, female: { de: 'Oberin', fr: 'supérieure', lb: 'Owerin', en: 'mother superior' } },
  { male: { de: 'Arzt', fr: 'médecin', lb: 'Dokter', en: 'physician' }, female: { de: 'Ärztin', fr: 'médecin', lb: 'Dokter', en: 'physician' } },
  { male: { de: 'Lehrer', fr: 'instituteur', lb: 'Schoulmeeschter', en: 'schoolmaster' }, female: { de: 'Lehrerin', fr: 'institutrice', lb: 'Joffer', en: 'schoolmistress' } },
  { male: { de: 'Fabrikant', fr: 'industriel', lb: 'Fabrikant', en: 'manufacturer' }, female: { de: 'Fabrikantin', fr: 'industrielle', lb: 'Fabrikantin', en: 'manufacturer' } },
  { male: { de: 'Staatsminister', fr: "ministre d'État", lb: 'Staatsminister', en: 'Minister of State' }, female: { de: 'Ministerin', fr: 'ministre', lb: 'Ministesch', en: 'minister' } },
  { male: { de: 'Schöffe', fr: 'échevin', lb: 'Schäffen', en: 'alderman' }, female: { de: 'Schöffin', fr: 'échevine', lb: 'Schäffin', en: 'alderwoman' } },
  { male: { de: 'Kaufmann', fr: 'négociant', lb: 'Geschäftsmann', en: 'merchant' }, female: { de: 'Kauffrau', fr: 'commerçante', lb: 'Geschäftsfra', en: 'shopkeeper' } },
  { male: { de: 'Direktor', fr: 'directeur', lb: 'Direkter', en: 'director' }, female: { de: 'Direktorin', fr: 'directrice', lb: 'Direktesch', en: 'director' } },
  { male: { de: 'Präsident', fr: 'président', lb: 'President', en: 'president' }, female: { de: 'Präsidentin', fr: 'présidente', lb: 'Presidentin', en: 'president' } },
  { male: { de: 'Ingenieur', fr: 'ingénieur', lb: 'Ingenieur', en: 'engineer' }, female: { de: 'Ingenieurin', fr: 'ingénieure', lb: 'Ingenieurin', en: 'engineer' } },
  { male: { de: 'Dirigent', fr: 'chef de musique', lb: 'Dirigent', en: 'bandmaster' }, female: { de: 'Sängerin', fr: 'cantatrice', lb: 'Sängerin', en: 'singer' } },
  { male: { de: 'Advokat', fr: 'avocat', lb: 'Affekot', en: 'advocate' }, female: { de: 'Advokatin', fr: 'avocate', lb: 'Affekotin', en: 'advocate' } },
  { male: { de: 'Gastwirt', fr: 'aubergiste', lb: 'Wiert', en: 'innkeeper' }, female: { de: 'Wirtin', fr: 'aubergiste', lb: 'Wiertin', en: 'landlady' } },
]
