/**
 * The small advertisements of the demo papers (issue 51): many shapes per language and period, so
 * that no sentence is the demo's commonest, each filled by one scene (story.ts). The advertiser's
 * sex decides its words ({P.Der} Unterzeichnete … {P.sein}, {P.Le} soussigné{P.e} … qu'{P.il});
 * goods stand in the case their sentence needs ({goodDative}: "Lager in Hüten"). Under the
 * occupation a paper printed what was left to advertise: barter, lost ration cards, family news.
 */
import { addDays, daysFromEaster, isPublicHoliday, type DateParts } from './calendar.ts'
import { NEIGHBOURS, byDistance } from './geography.ts'
import type { Template } from './story.ts'
import { CANTON_OF } from './stories/types.ts'
import { PLACES, type Lang } from './vocabulary.ts'
import { escapeRegExp } from '../domain/regex.ts'

export interface AdShape {
  title: Template
  body: Template
  /** The years the advertisement belongs to: [from, to). */
  years?: [number, number]
  /** Printed under the press control of 1940–1944: 'only' then, 'also' then too; by default never then. */
  occupation?: 'only' | 'also'
  /** The months (1–12) it is printed in; all year when absent. */
  months?: readonly number[]
  /** A family's own notice (a thanks, a birth, an engagement) or one that names its telephone itself: no shop's telephone line under it. */
  noPhone?: true
}

const BEFORE_WAR: [number, number] = [1840, 1940]
const OLD: [number, number] = [1840, 1914]
const KIRMES_MONTHS: readonly number[] = [5, 6, 7, 8, 9, 10]
/**
 * The months a commune's wood sale is printed in: the beech was felled and sold in winter and early spring, out of the sap,
 * and carted before the fields were worked (issue 51, thirteenth reading row 11: not on 4 September).
 */
const FELLING_MONTHS: readonly number[] = [11, 12, 1, 2, 3, 4]

export const ADS: Record<Lang, AdShape[]> = {
  de: [
    { title: '{good} bei {P=merchant.fam} in {place}.', body: '{P.Der} Unterzeichnete empfiehlt {P.sein} reichhaltiges Lager in {goodDative} zu den billigsten Preisen. {P.name}, {street} {#no:2-60}, {place}.', years: BEFORE_WAR },
    { title: 'Neu eröffnet in {place}: {good}.', body: 'Einem geehrten Publikum von {place} und Umgebung zur gefälligen Nachricht, daß ich in der {street} ein Geschäft in {goodDative} eröffnet habe. {=Prompte und reelle Bedienung wird zugesichert.|Um geneigten Zuspruch bittet} {P=merchant.name}.', years: BEFORE_WAR },
    { title: 'Ausverkauf: {good} bei {P=merchant.fam}.', body: 'Wegen Geschäftsaufgabe großer Ausverkauf in {goodDative} zu herabgesetzten Preisen bei {P.name}, {street}, {place}.' },
    { title: '{good}: Neuheiten bei {P=merchant.fam}, {place}.', body: 'Soeben eingetroffen: {good} in großer Auswahl, {=in allen Preislagen|zu mäßigen Preisen|nur gute Qualitäten}. {P.name}, {street} {#no:2-60}, {place}.', years: [1870, 1940] },
    { title: 'Haus zu verkaufen in {place}.', body: 'Zu verkaufen: ein gut erhaltenes Wohnhaus mit {=Garten und Stallung|Hof und Scheune|Garten und Werkstätte}, gelegen in der {street} zu {place}. Näheres bei Notar {notary} in {place2}.' },
    { title: 'Gesucht: ein Dienstmädchen nach {place}.', body: 'Gesucht wird {=für sofort|auf den {nextDay}|zum Eintritt am 1. des nächsten Monats} ein ordentliches Dienstmädchen, das kochen kann, in ein bürgerliches Haus nach {place}. Adresse in der Expedition {=dieses Blattes|des Blattes}.', occupation: 'also' },
    { title: 'Gesucht in {place}: {job_worker}.', body: '{job_worker} findet dauernde Beschäftigung bei {P=father.name}, {job_trade} in {place}. {=Näheres in der Expedition dieser Zeitung.|Sich persönlich vorzustellen, {street} {#no:2-60}.}', occupation: 'also' },
    { title: 'Versteigerung in {place} am {saleDay}.', body: 'Am {saleDate}, {pmHour}, läßt {P.name} zu {place} öffentlich versteigern: {#cows:3-12} Stück Rindvieh, Ackergeräte, Möbel und Hausrat. Zahlungsausstand bis {=Martini|Lichtmeß|Weihnachten|zum 1. Oktober}; {=der beauftragte Notar {Q=notary.fam}|Notar {notary}, {place2}}.', years: BEFORE_WAR },
    { title: 'Holzversteigerung im Gemeindewald von {place}.', body: 'Am {saleDate}, {hour}, läßt die Gemeinde {place} im Distrikt „{=Bösch|Hardt|Eichenberg|Kalkberg|Langenfeld}“ {#ster:20-80} Ster Buchenholz und {#wellen:500-2000} Wellen öffentlich versteigern. Sammelplatz am {=Wegkreuz|Schulhaus|Forsthaus} um {#h:8-10} Uhr.', occupation: 'also', months: FELLING_MONTHS },
    { title: 'Zu vermieten in der {street} zu {place}.', body: 'Eine schöne Wohnung von {#rooms:3-5:w} Zimmern mit Küche und Keller ist auf den {letDay} zu vermieten. Auskunft {=in der Expedition dieses Blattes|bei {P.name}, {street} {#no:2-60}}.', years: BEFORE_WAR },
    { title: 'Verloren: ein Regenschirm in {place}.', body: 'Am {evWeekday} ist auf dem Wege von der {street} zum Markte in {place} ein seidener Regenschirm mit beinernem Griff verloren worden. Der redliche Finder wird gebeten, denselben gegen gute Belohnung bei {P.name} abzugeben.', years: OLD },
    { title: 'Eine goldene Brosche in {place} verloren.', body: 'Am {evWeekday} wurde auf dem Wege von der {street} zur Pfarrkirche von {place} eine goldene Brosche mit {=Granaten|einer Perle|einem Bildnis} verloren. Abzugeben gegen gute Belohnung bei {P.name}, {place}.', occupation: 'also' },
    { title: 'Gefunden in {place}: ein Geldbeutel mit Inhalt.', body: 'In der {street} zu {place} wurde am {evWeekday} ein Geldbeutel mit Inhalt gefunden. Der Eigentümer kann denselben gegen Erstattung der Einrückungsgebühren bei {P.name}, {street} {#no:2-60}, abholen.', occupation: 'also' },
    { title: 'Entlaufen bei {place}: ein {=brauner|schwarzer|gefleckter} Jagdhund.', body: 'Am {evWeekday} ist bei {place} ein junger Jagdhund, auf den Namen „{=Waldmann|Hektor|Tyras|Nero|Sultan}“ hörend, entlaufen. Wer über seinen Verbleib Auskunft geben kann, erhält eine Belohnung bei {P.name}, {street}, {place}.' },
    { title: 'Pariser Moden bei Schneidermeister {P=father.fam} in {place}.', body: '{P.Der} Unterzeichnete beehrt sich anzuzeigen, daß {P.er} die neuesten Pariser Moden erhalten hat, und empfiehlt sich zur Anfertigung von {=Herrenkleidern nach Maß|Damenkleidern und Mänteln}. {P.name}, {street}, {place}.', years: OLD },
    { title: 'Nach Amerika! Auskunft bei {P=merchant.fam} in {place}.', body: '{=Regelmäßige Überfahrten von {=Antwerpen|Havre|Bremen} nach New-York und New-Orleans|Jeden Samstag geht ein Schiff von {=Antwerpen|Havre|Bremen} nach New-York|Billige und sichere Überfahrt über {=Antwerpen|Havre|Bremen} nach New-York, Baltimore und New-Orleans|Wer nach Amerika auswandern will, reist am besten über {=Antwerpen|Havre|Bremen}}. {=Nähere Auskunft und Abschluß von Verträgen beim konzessionierten Agenten {P.name} in {place}|Auskunft erteilt der konzessionierte Agent {P.name} in {place}|Verträge schließt ab und jede Auskunft gibt gern der Agent {P.name}, {place}|Anmeldungen nimmt jederzeit entgegen der Agent {P.name} zu {place}}.', years: [1850, 1914] },
    { title: 'Heu und Stroh zu verkaufen bei {P.fam} in {place}.', body: '{#hay:20-90} Zentner {=gutes Wiesenheu|Kleeheu|Grummet} und eine Partie Roggenstroh sind abzugeben auf dem Hofe {P.gen} in {place}.', occupation: 'also' },
    { title: 'Obstbäume aus der Baumschule {P.fam}, {place}.', body: 'Schöne Obstbäume, Hochstämme und Zwergobst in den bewährten Sorten des Landes, empfiehlt die Baumschule {P.fam} in {place}. {=Preisliste auf Verlangen bei {P.fam}.|Besichtigung jederzeit, {street}.|Versand ab {place} nach allen Orten des Landes.|Lieferung frei Haus bis {place2}.}', occupation: 'also' },
    // The Kirmes is a Sunday, its ball on the Sunday and the Monday (issue 51, seventh reading row 4: not "am Freitag"); the
    // village feasts fall between spring and autumn, and no ball was held in Lent or Advent (not "am 17. März").
    { title: 'Kirmes in {place}: Ball im Saale {P.fam}.', body: 'Zur Kirmes in {place}, am {kirmesSunday}, und am Montag, großer Ball im Saale {P.fam}, {street}. Es spielt die Musikgesellschaft von {place2}.', years: BEFORE_WAR, months: KIRMES_MONTHS },
    { title: 'Dr. {Q.fam}, praktischer Arzt in {place}.', body: 'Dr. {Q.fam} hat sich als praktischer Arzt in {place}, {street} {#no:2-60}, niedergelassen. Sprechstunden {=täglich|werktags} von {#a:8-10} bis {#b:11-12} Uhr.', years: [1850, 1991], occupation: 'also' },
    // "Aufnahmen bei jeder Witterung", "Vergrößerungen nach jedem Bilde" are the studio's words of about 1900, when a portrait
    // wanted daylight; after the First World War the studio offers passport photographs and sittings by appointment (issue 51, ninth reading).
    { title: 'Photographisches Atelier {P.fam} in {place}.', body: 'Porträts, Gruppen, Vergrößerungen nach jedem Bilde: Atelier {P.fam}, {street} {#no:2-60}, {place}, Aufnahmen {=bei jeder Witterung|auch an Sonntagen}.', years: [1860, 1915] },
    { title: 'Photographisches Atelier {P.fam} in {place}.', body: 'Porträts, Gruppen, Paßbilder und Vergrößerungen: Atelier {P.fam}, {street} {#no:2-60}, {place}, Aufnahmen {=nach Vereinbarung|auch an Sonntagen}.', years: [1915, 1991] },
    { title: 'Möbliertes Zimmer in {place} gesucht.', body: 'Ein junger {=Beamter|Lehrer|Kaufmann} sucht in {place} ein möbliertes Zimmer, möglichst in der Nähe {=des Bahnhofs|der Kirche|der {street}}. Angebote unter Nr. {#box:100-999} an die Expedition.', years: [1860, 1991], occupation: 'also' },
    { title: 'Danksagung der Familie {Q.fam}, {place}.', body: 'Für die {=vielen Beweise herzlicher Teilnahme|zahlreichen Beweise aufrichtiger Teilnahme|vielen Zeichen der Anteilnahme} beim Hinscheiden {=unseres lieben Vaters|unserer lieben Mutter|unseres teuren Gatten} sagen wir {=allen|allen Verwandten, Freunden und Nachbarn|allen, die am Begräbnis teilnahmen,} unseren innigsten Dank. Familie {Q.fam}, {street}, {place}.', occupation: 'also', noPhone: true },
    { title: 'Verlobung in {place}: {bride} und {groom}.', body: 'Ihre Verlobung beehren sich anzuzeigen: {bride}, {place}, und {groom}, {place2}. {place}, im {month} {year}.', occupation: 'also', noPhone: true },
    { title: 'Geburtsanzeige der Familie {groomFamily}, {place}.', body: 'Die glückliche Geburt {=eines gesunden Knaben|eines gesunden Mädchens|ihres {=zweiten|dritten} Kindes} zeigen hocherfreut an: {groom} und Frau {brideGiven}, geb. {brideFamily}, {place}, den {today}.', years: [1890, 1991], occupation: 'also', noPhone: true },
    // A motor garage, a smithy, a master's workshop is a man's before about 1970, the widow's only in her husband's name ({P=father}:
    // a man at every date, as the job advertisement's master; issue 51, thirteenth reading row 4: not "Anna Bour, Schulstraße 26").
    { title: 'Reparaturwerkstätte {P=father.fam} in {place}.', body: 'Reparaturen an Automobilen und Fahrrädern, Bereifung und Zubehör: {P.name}, {street} {#no:2-60}, {place}, bei {=schneller Bedienung|mäßigen Preisen}.', years: [1910, 1940] },
    { title: 'Kino {cinema} in {place}: „{film}“.', body: '{=Ab {nextWeekday} im Kino {cinema}, {place}, der große Film „{film}“. Vorstellungen täglich um 8.30 Uhr|Samstag und Sonntag im Kino {cinema}, {place}, der große Film „{film}“. Vorstellungen um 8 Uhr, Sonntag auch um 3 Uhr}.', years: [1912, 1940] },
    // A nursery sells what the month asks for (issue 51, ninth reading row 2: no tomato or lettuce plants in November): young
    // plants from March to June, the plants of the winter vegetables in summer, roses, fruit trees and bulbs in the autumn,
    // the pot plants and greenery of the feasts in December, and seed for the coming year in January and February.
    { title: 'Gärtnerei {P.fam}, {place}: Pflanzen für den Garten.', body: '{=Kohl-, Lauch- und Salatpflanzen|Sellerie- und Blumenkohlpflanzen|Stiefmütterchen und Vergißmeinnicht} {=in bester Qualität|aus eigener Anzucht|in kräftiger Ware|zu billigen Preisen} abzugeben. Gärtnerei {P.fam}, {street}, {place}.', occupation: 'also', months: [3, 4, 5, 6] },
    { title: 'Gärtnerei {P.fam}, {place}: Pflanzen für das Wintergemüse.', body: '{=Winterlauch- und Endivienpflanzen|Grünkohl- und Winterwirsingpflanzen|Endivien- und Grünkohlpflanzen} {=in bester Qualität|aus eigener Anzucht|in kräftiger Ware|zu billigen Preisen} abzugeben. Gärtnerei {P.fam}, {street}, {place}.', occupation: 'also', months: [7, 8] },
    { title: 'Gärtnerei {P.fam}, {place}: für die Herbstpflanzung.', body: '{=Rosen in Busch und Hochstamm|Tulpen-, Hyazinthen- und Narzissenzwiebeln|Stiefmütterchen und Vergißmeinnicht für das Frühjahr} {=in bester Qualität|aus eigener Anzucht|in reicher Auswahl|zu billigen Preisen} abzugeben. Gärtnerei {P.fam}, {street}, {place}.', occupation: 'also', months: [9, 10, 11] },
    { title: 'Gärtnerei {P.fam}, {place}: zu den Festtagen.', body: '{=Hyazinthen in Gläsern und Töpfen|Tannengrün und Stechpalmenzweige|blühende Topfpflanzen für das Zimmer} {=in bester Qualität|aus eigener Anzucht|in reicher Auswahl|zu billigen Preisen} abzugeben. Gärtnerei {P.fam}, {street}, {place}.', occupation: 'also', months: [12] },
    { title: 'Gärtnerei {P.fam}, {place}: Sämereien für Feld und Garten.', body: '{=Gemüse- und Blumensamen|Klee- und Grassamen|Gemüsesamen aus eigener Ernte} {=in bester Qualität|in frischer Ware|in reicher Auswahl|zu billigen Preisen} abzugeben. Gärtnerei {P.fam}, {street}, {place}.', occupation: 'also', months: [1, 2] },
    { title: 'Tausche {swap} gegen {swap2}.', body: 'Tausche {swap} gegen {swap2}. Angebote an {P.name}, {street} {#no:2-60}, {place}.', occupation: 'only' },
    { title: 'Verloren in {place}: {card.der} auf den Namen {P.fam}.', body: 'Verloren wurde am {evWeekday} in {place} {card.der} für {=die laufende Zuteilungsperiode|den Monat {month}} auf den Namen {P.name}. {=Der ehrliche Finder wird gebeten|Man bittet den ehrlichen Finder|Der Finder wird ersucht}, {=sie|die Karte} {=auf der Kartenstelle|bei der Kartenstelle von {place}|auf dem Gemeindesekretariat in {place}|in der Geschäftsstelle dieses Blattes} abzugeben.', occupation: 'only' },
    { title: 'Zu verkaufen in {place}: {secondHand}.', body: 'Zu verkaufen: {secondHand}, gut erhalten, {=gegen bar|nur an Selbstabholer|bezugscheinfrei}. {P.name}, {street} {#no:2-60}, {place}.', occupation: 'only' },
    { title: 'Wohnungstausch: {place} gegen {place2}.', body: 'Biete {#r1:2-4}-Zimmer-Wohnung in {place}, suche gleichwertige in {place2}. Zuschriften unter Nr. {#box:100-999} an die Geschäftsstelle.', occupation: 'only' },
    { title: 'Fahrrad gestohlen in {place}.', body: 'Am {evWeekday} wurde in {place}, vor dem Hause {street} {#no:2-60}, ein {=Herrenfahrrad|Damenfahrrad} mit {=schwarzem|grünem} Rahmen gestohlen. Sachdienliche Angaben an {P.name}; Belohnung zugesichert.', years: [1890, 1991], occupation: 'also' },
    { title: 'Hausgehilfin für {place} gesucht.', body: 'Für einen Haushalt von {#persons:3-6:w} Personen in {place} wird eine {=ehrliche|zuverlässige|kinderliebe} Hausgehilfin gesucht. Vorzustellen bei {P.name}, {street} {#no:2-60}.', occupation: 'only' },
    { title: 'Maurer für den Wiederaufbau in {place} gesucht.', body: 'Für den Wiederaufbau in {place} werden {#men:4-20} Maurer und Handlanger gesucht. Meldungen bei Bauunternehmer {P=father.name} in {place2}.', years: [1945, 1952] },
    // Words that fit every good of the list, wine and coffee as well as machines (issue 51, fourth reading: no "Vorführung" of wine).
    { title: '{good} bei {P=merchant.fam}: Lieferung frei Haus in {place}.', body: '{good} in reicher Auswahl, auf Wunsch frei Haus geliefert: {=fachkundige Beratung|freundliche Bedienung} bei {P.name}, {street} {#no:2-60}, {place}.', years: [1950, 1991] },
    { title: 'Ferienwohnung in {place} zu vermieten.', body: 'Ruhig gelegene Ferienwohnung für {#beds:2-6:w} Personen in {place} zu vermieten, {=mit Blick auf das Tal|nahe am Wald|mit Garten}. Anfragen an {P.name}, {street}, {place}.', years: [1955, 1991] },
  ],
  fr: [
    // "Le soussigné … a l'honneur d'informer le public" is the formula of the 19th century and the first half of the
    // 20th; a shop of the years after the war speaks for itself (issue 51, sixth reading: not in 1987).
    { title: '{good} chez {P=merchant.fam}, à {place}.', body: "{P.Le} soussigné{P.e} {P.name}, {P.role} à {place}, a l'honneur d'informer le public qu'{P.il} vient d'ouvrir un magasin de {good}, {street}, n° {#no:2-60}.", years: BEFORE_WAR },
    { title: 'Nouveau à {place} : {good} chez {P=merchant.fam}.', body: 'Ouverture d’un magasin de {good} : {P.name} vous y accueille, {street}, n° {#no:2-60}, à {place}. {=Ouvert du mardi au samedi|Ouvert aussi le lundi après-midi|Accueil aimable et prix étudiés}.', years: [1945, 10_000] },
    { title: 'Maison à vendre à {place}.', body: "À vendre de gré à gré : une maison d'habitation avec {=jardin et dépendances|cour et grange|jardin et atelier}, située {street}, à {place}. S'adresser à Me {notary}, notaire à {place2}." },
    { title: 'On demande une bonne à {place}.', body: "On demande pour entrer {=de suite|le {nextDay}} une bonne à tout faire, sachant cuisiner, pour une famille {dePlace}. S'adresser à {P.nom}, {street}." },
    { title: 'Vente publique à {place}, le {saleDay}.', body: 'Le {saleDate}, {pmHour}, il sera procédé à {place}, à la requête de {P.nom}, à la vente publique de {#cows:3-12} bêtes à cornes, de meubles et d’instruments aratoires. {=Terme de paiement : {=la Saint-Martin|la Chandeleur|le 1er octobre|la Noël}|Paiement au comptant, avec escompte de {#esc:2-5} pour cent|Terme de paiement jusqu’à {=la Saint-Martin|la Chandeleur}, moyennant caution solvable}.' },
    { title: 'Parapluie perdu à {place}.', body: "Un parapluie de soie à manche d'os a été perdu {evWeekday}, de la {street} au marché {dePlace}. Le rapporter, contre bonne récompense, chez {P.nom}.", years: OLD },
    // "du stock de" fits a singular good (café) as the plural ones (issue 51, fourteenth reading row 5: not "des café").
    { title: 'Liquidation totale : {good} chez {P=merchant.fam}.', body: 'Pour cause de cessation de commerce, liquidation totale du stock de {good} à des prix très réduits, chez {P.name}, {street}, à {place}.' },
    { title: 'Appartement à louer, {street}, à {place}.', body: 'Bel appartement de {#rooms:3-5:w} pièces, avec cuisine et cave, à louer pour le {letDay}. S’adresser à {P.nom}, {street}, n° {#no:2-60}.' },
    { title: 'Bois à vendre dans la forêt communale {dePlace}.', body: 'La commune {dePlace} fera vendre publiquement, le {saleDate}, {hour}, {#st:20-80} stères de hêtre et {#fag:500-2000} fagots. Rendez-vous {=à la croix du chemin|devant l’école|à la maison forestière}.', months: FELLING_MONTHS },
    { title: 'Le docteur {Q.fam} à {place}.', body: 'Le docteur {Q.fam} s’est établi à {place}, {street}, n° {#no:2-60}. Consultations tous les jours de {#a:8-10} à {#b:11-12} heures.', years: [1850, 1991] },
    { title: 'Photographie {P.fam}, à {place}.', body: 'Portraits, groupes, agrandissements d’après toute photographie : atelier {P.fam}, {street}, à {place}, {=pose par tous les temps|ouvert le dimanche}.', years: [1860, 1915] },
    { title: 'Photographie {P.fam}, à {place}.', body: 'Portraits, groupes, photographies d’identité et agrandissements : atelier {P.fam}, {street}, à {place}, {=pose sur rendez-vous|ouvert le dimanche}.', years: [1915, 1991] },
    { title: 'Remerciements de la famille {Q.fam}, {place}.', body: 'Profondément touchée des nombreuses marques de sympathie reçues à l’occasion du décès {=de son cher époux|de sa chère mère|de son regretté père}, la famille {Q.fam}, à {place}, prie toutes les personnes qui y ont pris part de trouver ici ses sincères remerciements.', noPhone: true },
    { title: 'Naissance chez {groomFamily}-{brideFamily}, à {place}.', body: 'M. et Mme {groomFamily}-{brideFamily} ont la joie d’annoncer la naissance de {=leur fils|leur fille|leur {=deuxième|troisième} enfant}. {place}, le {today}.', years: [1890, 1991], noPhone: true },
    { title: 'Fiançailles : {bride} et {groom}.', body: 'On annonce les fiançailles de Mademoiselle {bride}, {dePlace}, avec Monsieur {groom}, {dePlace2}.', noPhone: true },
    // Until after the First World War a French-language paper gave a show's hour by the twelve-hour clock ("à 8 h. ½ du soir"); the
    // 24-hour clock of the French railways (1912) reached the cinema advertisements later. 1920, as story.ts hour() and the theatre
    // take it, is our choice and unsure: some papers kept the old form into the 1920s (issue 51).
    { title: 'Cinéma {cinema}, {place} : « {film} ».', body: '{=À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 8 heures et demie|Samedi et dimanche, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances à 8 heures du soir, dimanche aussi à 3 heures de l’après-midi|À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 8 h. ¾, le dimanche aussi à 2 h. ½ de relevée|Cette semaine, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances le jeudi, le samedi et le dimanche à 8 h. ½ du soir|À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 9 heures}.', years: [1912, 1920] },
    { title: 'Cinéma {cinema}, {place} : « {film} ».', body: '{=À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 20 h 30|Samedi et dimanche, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances à 20 heures, dimanche aussi à 15 heures|À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 20 h 45, le dimanche aussi à 14 h 30|Cette semaine, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances le jeudi, le samedi et le dimanche à 20 h 30|À partir de {nextWeekday}, au cinéma {cinema} {dePlace}, le grand film « {film} ». Séances tous les soirs à 21 heures}.', years: [1920, 1991] },
    // A garage's master is a man ({P=father}), as the German workshop's (issue 51, thirteenth reading row 4).
    { title: 'Garage {P=father.fam}, à {place}.', body: 'Réparations d’automobiles et de bicyclettes, pneumatiques et accessoires : {P.name}, {street}, à {place}, {=travail soigné|prix modérés}.', years: [1910, 1991] },
    { title: 'Leçons de piano à {place}.', body: 'Mademoiselle {brideFamily}, diplômée du Conservatoire, donne des leçons de piano et de solfège. S’adresser {street}, n° {#no:2-60}, à {place}.' },
    // A hotel-pension is a resort's (resortTown); elsewhere the traveller's house is an inn (issue 51, twelfth and thirteenth readings).
    { title: '{Hostelry} {P.fam}, à {place}.', body: 'Chambres confortables, cuisine soignée, prix modérés : {hostelry} {P.fam}, {street}, à {place}, {=près de l’église|dans un quartier tranquille|au centre de la localité}.' },
    { title: 'Perdu un chien à {place}.', body: 'Un jeune chien de chasse, répondant au nom de « {=Tom|Médor|Finaud|Brutus} », s’est égaré {evWeekday} près {dePlace}. Bonne récompense à qui le ramènera chez {P.nom}, {street}.' },
  ],
  lb: [
    // A plural good ends in -en, which the n-rule would cut before "bei": the good stands last or before a vowel (issue 51, fourth reading).
    { title: 'Bei {P=merchant.fam} zu {place}: {good}', body: 'Grouss Auswiel u {good} zu gudde Präisser. {P.name}, {street} {#no:2-60}, {place}.' },
    { title: 'Verkeeferin gesicht zu {place}', body: 'Fir eist Geschäft zu {place} siche mir eng Verkeeferin. Ze melle bei {P.name}, {street}.' },
    { title: 'Appartement ze verlounen zu {place}', body: 'Appartement mat {#rooms:2-4:w} Zëmmeren, Kichen a Keller ze verlounen, {street}, {place}. {=Ze froen um Büro vun der Redaktioun|Ze froe beim Proprietär|Ze froen an der Bäckerei nieft dem Haus}.' },
    { title: 'Haus ze verkafen zu {place}, {street}', body: '{=E gutt ënnerhalent Haus|E klengt Haus|En Eckhaus|E Geschäftshaus} mat {=Gaart|Stall a Gaart|Haff a Schapp|Keller a Späicher} ze verkafen. Ze froe beim Notaire {notary} zu {place2}.' },
    { title: 'Gesicht: e Schräiner fir {P=father.fam} zu {place}', body: 'D\'Schräinerei {P.name} sicht e fläissege Geselle. Adress: {street}, {place}.' },
    { title: 'Nei zu {place}: {good} am Geschäft {P=merchant.fam}', body: 'Mir hunn eist Geschäft fir {good} an der {street} zu {place} opgemaach. {=Kommt laanscht|Kuckt era|Kommt eis besiche} bei {P.name}{=, mir freeën eis op Äre Besuch!|: gutt Wuer zu gudde Präisser.|.}' },
    { title: 'Verkaf vu Miwwelen zu {place} den {saleDay}', body: 'E {saleDate} ginn zu {place} {=Miwwelen, Geschir a Gaardegezei|Miwwelen a Wäsch|Dëscher, Still a Schief} verkaf, Ufank {pmHour}.' },
    { title: 'Merci vun der Famill {Q.fam}, {place}', body: '{=Fir déi vill Zeeche vu Matgefill|Fir déi vill Blummen a Kaarte|Fir all déi Beweiser vun Deelnam} beim Doud vun {=eisem léiwe Papp|eiser léiwer Mamm|eisem léiwe Mann|eisem léiwe Bopa|eiser léiwer Bomi} soe mir {=all eise Merci|vun Häerze Merci|all deenen, déi bei der Begriefnes waren, eise Merci}. Famill {Q.fam}, {place}.', noPhone: true },
  ],
  en: [
    // A shop is called at, not applied to: "Apply to" is a let's or a situation's (issue 51, fourth reading).
    // A shop of a Luxembourg town is kept by a Luxembourger ({P=merchant}): English names are the expatriates' own notices' (issue 51, seventh reading row 13).
    // So is a flat, a car, a lost wallet or a piano teacher of such a town ({P=resident}, issue 51, eighth reading row 3): only
    // the notices of the English-speaking community itself (English lessons, an English-speaking babysitter) name Britons too.
    { title: '{good} at {P=merchant.fam}’s, {place}', body: '{good} of the best quality {=at moderate prices|at the lowest prices in town|for every purse}, at {P.name}’s, {#no:2-60} {street}, {place}.' },
    { title: 'Wanted: clerk for an office in {place}', body: 'Wanted: a reliable clerk with a good knowledge of French and German for an office in {place}. Apply in writing to {P=resident.name}, {street}.' },
    { title: 'Flat to let in {place}', body: 'Flat to let in {street}, {place}: {#rooms:3-5:w} rooms, kitchen and {=garden|garage|balcony}. Apply to {P=resident.name}.' },
    { title: 'For sale: house at {place}', body: 'For sale: a detached house with garden at {place}, {=near the station|in a quiet street|with a view of the valley}. Apply to {notaryNom}, notary, {place2}.' },
    { years: [1920, 10_000], title: 'Car for sale at {place}', body: 'For sale: {=saloon car|estate car|small two-seater}, {#years:2-6:w} years old, {#km:20-90},000 kilometres, in good order. Apply to {P=resident.name}, {street}, {place}.' },
    { title: 'Piano lessons in {place}', body: 'Piano and theory lessons for children and adults, given by {P=resident.name} at {#no:2-60} {street}, {place}; {=beginners welcome|moderate terms}.' },
    { title: 'Wanted: babysitter at {place}', body: 'English-speaking babysitter wanted for {#kids:2-3:w} children at {place}, {=two evenings a week|on Saturdays}. Write to {P.name}.', years: [1945, 10_000] },
    { title: 'Lost at {place}: a {=brown leather|black} wallet', body: 'Lost on {evWeekday} in {street}, {place}: a wallet containing papers of no value to the finder. Reward on return to {P=resident.name}.' },
    { title: 'English lessons at {place}', body: 'English conversation and correspondence taught by a qualified teacher, {P.name}, {street}, {place}, {=in evening classes|in small groups}.' },
  ],
}

/** The first year no public sale is announced for a Sunday. */
const SUNDAY_REST = 1945

/**
 * The day of a public sale or auction announced for a day to come ({saleDate}, {saleDay}): that day, or
 * the next on which a sale was held (issue 51, ninth reading: "Le dimanche 25 décembre … vente publique",
 * "Am Montag, den 25. Dezember … öffentlich versteigern"). No sale on a public holiday, Easter Sunday
 * or Whit Sunday; none on any Sunday from 1945. The village auction after Sunday Mass, which the
 * older papers print, is kept before then.
 */
export function saleDayFrom(date: DateParts): DateParts {
  let day = date
  while (noSaleOn(day)) day = addDays(day, 1)
  return day
}

function noSaleOn(day: DateParts): boolean {
  if (isPublicHoliday(day) || (day.weekday === 0 && day.year >= SUNDAY_REST)) return true
  const offset = daysFromEaster(day)
  // Easter Sunday and Whit Sunday.
  return offset === 0 || offset === 49
}

/** How many days after the issue a flat to let is free at the earliest: the notice the tenant gave, and the paper's readers' time to call. */
const LET_NOTICE_DAYS = 14

/**
 * The day a flat advertised to let is free ({letDay}): the first of a month at least two weeks after the issue. Lets ran
 * from the first of a month or a term day, on weeks' notice (issue 51, thirteenth reading row 5: not "à louer pour le 13
 * mars" in a paper of 11 March).
 */
export function letDayFrom(date: DateParts): DateParts {
  let day = addDays(date, LET_NOTICE_DAYS)
  while (day.day !== 1) day = addDays(day, 1)
  return day
}

/**
 * The towns a traveller's house advertised itself as a hotel-pension in, from the year in which it did (German names): the
 * resorts of the Ardennes and the Mullerthal, the spa of Mondorf, the Moselle towns of Remich and Grevenmacher, and the
 * capital, once the railways of the 1860s–1880s and the tourist societies brought summer guests; Wiltz only after the
 * 1920s. Elsewhere, and before, it is an inn (issue 51, twelfth and thirteenth readings: no hotel-pension at Hosingen in
 * 1958). The years are approximate and Beaufort, Diekirch and Wasserbillig, which had tourist hotels too, are left out as
 * unsure: an inn is true there too.
 */
const RESORTS: Readonly<Record<string, number>> = {
  Luxemburg: 1880,
  Mondorf: 1880,
  Vianden: 1880,
  Echternach: 1880,
  Clerf: 1880,
  Fels: 1880,
  Remich: 1880,
  Grevenmacher: 1880,
  Wiltz: 1925,
}

/** Whether a town's traveller's house was a hotel-pension in a year, not an inn (RESORTS). */
export function resortTown(town: string, year: number): boolean {
  const from = RESORTS[town]
  return from !== undefined && year >= from
}

/**
 * Where an advertisement's second town may be, given its first (German names, nearest first): a
 * town of its canton or a neighbour within 12 km. The notary who sells a house or holds an auction
 * is of the canton's bench or of the next town, never of the other end of the country (issue 51,
 * fifth reading: a sale at Schengen by a notary of Diekirch, 50 km off); the band of a fair, a
 * nursery's deliveries, a builder's men come from as near.
 */
export function adSecondTowns(town: string): readonly string[] {
  const canton = CANTON_OF[town]
  const neighbours = NEIGHBOURS(town)
  return byDistance(town).filter((other) => (canton !== undefined && CANTON_OF[other] === canton) || neighbours.includes(other))
}

/** Every printed name of the demo's places, longest first, as one pattern: "Esch-sur-Alzette" before "Esch". */
const PLACE_NAMES = new RegExp(
  [...new Set(PLACES.flatMap((place) => [place.de, place.fr, place.lb, place.en]))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|'),
  'g',
)
const FIGURES = /\d[\d.,\u00a0\u202f ]*/g
const CAPITALISED = /(?<![\p{L}\p{N}_])[A-ZÄÖÜÉÈÀÂŒ][\p{L}\p{N}_'’-]+/gu

/** The shapes an issue prints more than once: a family's own notices (several families thank, or announce a birth, in one issue). */
const FAMILY_NOTICES = new Set(Object.values(ADS).flatMap((shapes) => shapes.filter((shape) => shape.noPhone).map((shape) => `ad: ${shape.title}`)))

/**
 * Whether an issue prints an advertisement's shape once only: a second nursery or a second hay sale of the same page is
 * another advertiser's own words, which the demo's shapes cannot give (issue 51: "Kohl-, Lauch- und Salatpflanzen …
 * abzugeben" twice in one issue, in two option words apart).
 */
export function onceAnIssue(template: string): boolean {
  return !FAMILY_NOTICES.has(template)
}

/**
 * An advertisement's sentences of six words or more with its places, figures and names masked:
 * two advertisements of one shape in one issue share none of them (issue 51, fifth reading: three
 * garages and two tree nurseries of one page in the same sentences). A page carries two garages,
 * each in its own words.
 */
export function adSkeletons(paragraphs: readonly string[]): string[] {
  // A place is masked as any name is: "von Antwerpen nach …" and "von Havre nach …" are one sentence to a reader.
  const masked = paragraphs.join(' ').replace(PLACE_NAMES, 'W').replace(FIGURES, 'N').replace(CAPITALISED, 'W')
  const sentences = masked.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 6)
  // Its first seven words too: two "Le soussigné W W, négociant à P, a l'honneur d'informer …" of one page read as one
  // notice twice, whatever their goods (issue 51, sixth reading).
  const opening = masked.split(/\s+/).slice(0, OPENING_WORDS)
  return opening.length === OPENING_WORDS ? [...sentences, `opening: ${opening.join(' ')}`] : sentences
}

/** How many first words of two advertisements of one shape on one page may not be alike. */
const OPENING_WORDS = 7
