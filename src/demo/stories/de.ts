/**
 * German articles of the demo papers, written as a Luxembourg paper of the period wrote them
 * (pre-1996 spelling throughout: daß, muß). Every template names the facts of its scene only:
 * one town ({place}), the people P, Q, R, the day of the event ({when}, {evDate}).
 */
import { BY_ROAD, NEIGHBOURS, byDistance, railPartners, railTowns } from '../geography.ts'
import { MAJORITY_COMMUNES, CANTON_SEATS, GUTLAND, INLAND_RIVER_TOWNS, MOSELLE, MOSELLE_BANK, NOT_SUNDAY, NO_CHAMBER, NO_COUNCIL, NO_COURT, NO_INAUGURATION, NO_SOCIAL_LIFE, OCCUPIED, RIVER_TOWNS, SOUTH, STEEL_PLANT_TOWNS, SUNDAY, TRAM_TOWNS, WEEKDAYS_ONLY, type StoryBook, HISTORY_TOWNS, type CrashLine, crashLists } from './types.ts'
import { MOSELLE_FRONT, WINTER_FRONT } from './types.ts'
import { CHAMBER_MONTHS } from './types.ts'
import { COMMUNAL_ELECTIONS, whitTuesday } from '../calendar.ts'
import type { Template } from '../story.ts'
import { originLines } from '../town-origins.ts'
import { STEEL_CRISIS_YEARS, STEEL_IDLE_YEARS, steelReportTowns, usualSteelYears } from '../steel.ts'
import { brigadeJubileesDe } from '../brigades.ts'
import { bellEntries, feastDays, feastEntries } from '../feasts.ts'

/**
 * The country's naturalists' society, named, whose collection a note's specimen joins (issue 51, seventh reading: not
 * "des Vereins" in a paper with none). "Fauna, Verein Luxemburger Naturfreunde" was founded on 21 May 1890 and also
 * called itself the Société des naturalistes luxembourgeois from 1891; it studied animals (insects first) and took in
 * all the natural sciences from 1896, plants among them; it ceased all activity under the occupation and resumed in
 * October 1945 (J. A. Massard, "La Société des naturalistes luxembourgeois de 1890 à 2015", Bull. SNL 116, 2015).
 * Before it, and in those years, a note has no society's collection to close with. After the war the papers named it
 * by its French name. The sentence is written for the years the society collected the note's subject.
 */
function societyCollection(specimens: string, from: number): Template[] {
  return [
    { text: `Die Sammlung des Vereins Luxemburger Naturfreunde besitzt bisher nur ${specimens} aus dem Kanton {canton}.`, from, to: 1940 },
    { text: `Die Sammlung der Société des naturalistes luxembourgeois besitzt bisher nur ${specimens} aus dem Kanton {canton}.`, from: 1946 },
  ]
}

/** What a plant report of any season closes with: the plea to leave it, and the society's herbarium (plants from 1896). */
// Each in two wordings, so that two plant notes of an issue (a paper of few kinds) do not close in the same words (issue 51).
const PLANT_NOTES: Template[] = [
  '{=Wir bitten die Besucher, {plant.den} stehen zu lassen: nur so bleibt der Bestand erhalten.|Es sei den Spaziergängern ans Herz gelegt, sich am Anblick zu freuen und nichts auszureißen.}',
  {
    text: '{=Die Sammlung des Vereins Luxemburger Naturfreunde besitzt bisher nur ein einziges Belegstück aus dem Kanton {canton}.|Im Herbarium des Vereins Luxemburger Naturfreunde liegt aus dem Kanton {canton} erst ein einziger Herbarbogen dieser Art.}',
    from: 1896,
    to: 1940,
  },
  {
    text: '{=Die Sammlung der Société des naturalistes luxembourgeois besitzt bisher nur ein einziges Belegstück aus dem Kanton {canton}.|Im Herbarium der Société des naturalistes luxembourgeois liegt aus dem Kanton {canton} erst ein einziger Herbarbogen dieser Art.}',
    from: 1946,
  },
]

/**
 * A car accident's lines (carAccident): years and town marks (text.ts), what the headline says, where, the opening and the hurt.
 * Each case in two wordings; the lorry from 1920, the carter's wagon to 1950, the capital's tram while it ran (to 1964).
 */
const DE_CRASHES: readonly CrashLine[] = [
  { years: '@1920', what: 'Personenauto und Lastwagen zusammengestoßen', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr stieß auf der Staatsstraße zwischen {place} und {place2} ein Personenauto mit einem Lastwagen zusammen.',
    hurt: 'Das Personenauto wurde schwer beschädigt; {P=driver.der} Fahrer{P.in} kam mit leichten Verletzungen davon, während ein Mitfahrer ins nächste Spital gebracht werden mußte.' },
  { years: '@1920', what: 'Ein Automobil fährt auf einen Lastwagen auf', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr fuhr {P=driver.nom} aus {place} auf der Straße nach {place2} mit {P.sein}em Automobil auf einen haltenden Lastwagen auf.',
    hurt: '{P.Der} Fahrer{P.in} erlitt Verletzungen am Kopf und wurde ins nächste Spital gebracht; der Lastwagen blieb fast unbeschädigt.' },
  { years: '@1905-1950', what: 'Ein Automobil stößt mit einem Fuhrwerk zusammen', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr stieß auf der Staatsstraße zwischen {place} und {place2} ein Automobil mit einem Fuhrwerk zusammen, das ohne Laterne fuhr.',
    hurt: 'Das Pferd scheute und ging durch; der Fuhrmann wurde vom Wagen geschleudert und mußte ins nächste Spital gebracht werden.' },
  { years: '@1905-1950', what: 'Ein Bauernwagen von einem Automobil gestreift', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr streifte auf der Straße von {place} nach {place2} ein Automobil beim Überholen einen schwer beladenen Bauernwagen.',
    hurt: 'Der Bauernwagen stürzte um; der Bauer kam mit Quetschungen davon, das Pferd mußte getötet werden.' },
  { years: '', what: 'Ein Radfahrer von einem Automobil angefahren', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr wurde auf der Straße von {place} nach {place2} ein Radfahrer von einem Automobil angefahren.',
    hurt: 'Der Radfahrer erlitt einen Beinbruch und wurde ins nächste Spital gebracht; der Fahrer des Automobils hatte sofort angehalten und Hilfe geleistet.' },
  { years: '', what: 'Zusammenstoß zwischen Automobil und Radfahrer', at: 'bei {place}',
    lead: '{When} abend gegen {#h:6-10} Uhr stieß am Ortsausgang von {place}, an der Straße nach {place2}, ein Automobil mit einem Radfahrer zusammen.',
    hurt: 'Der Radfahrer wurde auf die Straße geschleudert und trug eine Kopfwunde davon; das Fahrrad ist völlig zertrümmert.' },
  { years: '', what: 'Ein Fußgänger von einem Automobil angefahren', at: 'bei {place}',
    lead: '{When} abend gegen {#h:6-10} Uhr wurde in der Ortsdurchfahrt von {place}, an der Straße nach {place2}, ein Fußgänger von einem Automobil angefahren.',
    hurt: 'Der Verletzte, ein Arbeiter auf dem Heimweg, wurde ins nächste Spital gebracht.' },
  { years: '', what: 'Eine ältere Frau von einem Automobil angefahren', at: 'auf der Straße {place}–{place2}',
    lead: '{When} abend gegen {#h:6-10} Uhr erfaßte auf der Straße von {place} nach {place2} ein Automobil eine ältere Frau, die die Fahrbahn überqueren wollte.',
    hurt: 'Die Frau erlitt Quetschungen und einen Armbruch und wurde ins nächste Spital gebracht.' },
  { years: '', what: 'Ein Kraftwagen prallt gegen einen Baum', at: 'auf der Straße {place}–{place2}',
    lead: '{When} geriet {P=driver.nom} aus {place} auf der Straße nach {place2} mit {P.sein}em Automobil in einer scharfen Kurve ins Schleudern und prallte gegen einen Baum.',
    hurt: 'Der Wagen wurde schwer beschädigt; {P=driver.der} Fahrer{P.in} kam mit leichten Verletzungen davon, während eine Mitfahrerin ins nächste Spital gebracht werden mußte.' },
  { years: '', what: 'Ein Automobil überschlägt sich', at: 'bei {place}',
    lead: '{When} abend gegen {#h:6-10} Uhr kam auf der Straße von {place} nach {place2} ein Automobil ins Schleudern und überschlug sich im Straßengraben.',
    hurt: 'Die beiden Insassen wurden unter dem Wagen hervorgezogen; der eine kam mit dem Schrecken davon, der andere mußte ins nächste Spital gebracht werden.' },
  { years: '@1908-1965', towns: '<Luxemburg>', what: 'Ein Automobil stößt mit der Straßenbahn zusammen', at: 'in {place}',
    lead: '{When} abend gegen {#h:6-10} Uhr stieß in {place}, unweit des Bahnhofs, ein Automobil mit einem Wagen der elektrischen Straßenbahn zusammen.',
    hurt: 'Das Automobil wurde schwer beschädigt; {P=driver.der} Fahrer{P.in} kam mit leichten Verletzungen davon, und von den Fahrgästen der Straßenbahn wurde niemand verletzt.' },
]

export const DE: StoryBook = {
  fire: {
    // A brigade that comes to help, relatives who take the family in: a neighbouring town (issue 51: not Differdingen at a fire in Grevenmacher).
    second: NEIGHBOURS,
    headlines: [
      'Brand in {place}: {site_obj.der} der Familie {P.fam} eingeäschert.',
      'Brand in der {street} zu {place}.',
      '{place}: Brand im Anwesen {P.gen}.',
      'Feuer in {place}. — {site_obj.Der} {P.gen} ein Raub der Flammen.',
      'Brandunglück in {place}: {site_obj.der} {P.gen} zerstört.',
      'Großer Brand in {place}. — {site_obj.Der} {P.gen} niedergebrannt.',
      'Feuersbrunst in {place}.',
      'Feueralarm in {place}: {site_obj.der} in der {street}.',
      'Schadenfeuer bei {place}.',
      'Die Feuerwehr von {place} im Einsatz.',
    ],
    // Every opening names the street: a headline may name it, and the body's further sentences may all be left out (issue 51, seventh reading).
    lead: [
      '{When} abend gegen {#h:8-11} Uhr brach in {site_obj.dem} {P.gen} in der {street} zu {place} Feuer aus, das mit großer Schnelligkeit um sich griff.',
      // The neighbours of one street, not "die Bewohner von Luxemburg" for one barn (issue 51).
      // The alarm of its time: the cry of fire and the horn before the war, the sirens from the 1960s (issue 51, fifth reading).
      { text: 'In der Nacht zum {evWeekday} wurden die Anwohner der {street} zu {place} durch Feuerlärm aus dem Schlafe geschreckt: {site_obj.der} {P.gen} stand in hellen Flammen.', to: 1960 },
      { text: 'In der Nacht zum {evWeekday} heulten in {place} die Sirenen: {site_obj.der} {P.gen} in der {street} stand in hellen Flammen.', from: 1960 },
      '{When} nachmittag entstand in {site_obj.dem} {P.gen}, in der {street} zu {place}, ein Brand, der in kurzer Zeit das ganze Gebäude ergriff.',
      'Kurz nach Mitternacht schlugen {when} aus dem Dache {site_obj.des} {P.gen} in der {street} zu {place} die Flammen.',
    ],
    body: [
      'Die Feuerwehr von {place} war bald zur Stelle und arbeitete unter der Leitung ihres Kommandanten {Q=fireChief.fam} mit großer Umsicht.',
      // A neighbour's brigade, named as such: no "auch" after a sentence that may not be printed, no long way from the next village.
      { text: 'Die Nachbarwehr von {place2} eilte {=mit ihrer Spritze|in kürzester Zeit|auf den ersten Alarm} zur Hilfe herbei.', to: 1960 },
      { text: 'Die Wehr von {place2} eilte {=mit ihrem Tanklöschfahrzeug|in kürzester Zeit|auf den ersten Alarm} zur Hilfe herbei.', from: 1960 },
      // Water a town and a village alike could fetch from (issue 51: no "Dorfbrunnen" in Esch or the capital).
      { text: 'Da es an Wasser fehlte, mußte eine Eimerkette bis zum {=nahen Bach|nächsten Brunnen|Löschweiher} gebildet werden.', to: 1925 },
      // A motor pump was news when the communes bought their first ones, between the wars; by the 1960s every brigade
      // had long had its own, and came with its vehicles (issue 51, fifth reading: not "bought last year" in 1968).
      { text: 'Die Motorspritze, die die Gemeinde {place} erst im vorigen Jahre angeschafft hat, leistete dabei vortreffliche Dienste.', from: 1925, to: 1940 },
      { text: '{=Die Motorspritze der Wehr leistete dabei vortreffliche Dienste|Die Motorspritze der Wehr lieferte reichlich Wasser|Die Motorspritze der Wehr war bald in Tätigkeit}.', from: 1940, to: 1960 },
      { text: '{=Das Tanklöschfahrzeug der Wehr gab sofort Wasser|Die Wehr griff zunächst mit dem Wasser ihres Tanklöschfahrzeugs an|Aus dem Tanklöschfahrzeug konnte sofort Wasser gegeben werden}, bis die Schläuche an die Hydranten angeschlossen waren.', from: 1960 },
      { text: 'Ein Krankenwagen der Protection civile stand an der Brandstelle bereit.', from: 1965 },
      // What was saved and what burnt, and the likely cause, are the building's own (site_*: one line of each).
      '{site_saved}',
      'Nach {#hours:2-5:w} Stunden war man des Feuers Herr; von {site_obj.dem} stehen nur noch die Umfassungsmauern.',
      'Die Nachbarhäuser in der {street} konnten gehalten werden, obschon die Funken bis auf die Dächer flogen.',
      // A building burnt down cost some thousands of francs before the wars and hundreds of thousands after the second: the sum is a
      // base times the price factor (period.ts), and the base is larger from 1945, as the councils' buildings from 1920 (issue 51,
      // twelfth reading row 4: not 33,000 francs for a sawmill in 1958). The figures are an order of magnitude, not a record.
      { text: 'Der Schaden wird auf {$damage:1500-9000} geschätzt und ist {=zum größten Teil|nur zum Teil|nicht} durch Versicherung gedeckt.', to: 1945 },
      { text: 'Der Schaden wird auf {$damage:10000-45000} geschätzt und ist {=zum größten Teil|nur zum Teil|nicht} durch Versicherung gedeckt.', from: 1945 },
      'Die Ursache des Brandes in {place} ist wahrscheinlich in {site_cause} zu suchen.',
      // A hurt fireman of no brigade by name: the one from {place2} is in the text only when its line is drawn (issue 51, fifteenth reading).
      '{=Menschenleben sind glücklicherweise nicht zu beklagen.|Glücklicherweise kam niemand zu Schaden.|{=Ein Feuerwehrmann erlitt leichte Brandwunden|Ein Feuerwehrmann wurde durch einen herabstürzenden Balken leicht verletzt}.|{P.nom} zog sich beim Rettungswerk Verletzungen an den Händen zu.}',
      'Die Gendarmerie von {place} hat eine Untersuchung eingeleitet.',
    ],
    close: [
      'Der schwer betroffenen Familie {P.fam} wendet sich die allgemeine Teilnahme zu.',
      // A count since New Year only where a first fire could have been reported: the second from February, the third from March (issue 51, thirteenth reading row 7).
      '{tally}',
      '{site_close}',
    ],
    // Parallel lists (story.ts): cattle, hay and straw only where a farm keeps them (barn, stable,
    // farm building, mill), a family rehoused only where it lived (issue 51).
    lists: {
      // The fire's count since New Year (text.ts month marks): the second from February, the third from March, a winter's second
      // in January and February; a line with no count for any month (issue 51, thirteenth reading row 7).
      tally: [
        '<2-12>Es ist dies schon der zweite Brand in {place} seit Beginn des Jahres.',
        '<3-12>Es ist dies schon der dritte Brand in {place} seit Beginn des Jahres.',
        '<1-2>Es ist dies schon der zweite Brand in {place} in diesem Winter.',
        'Der Brand bildet in {place} noch immer das Tagesgespräch.',
      ],
      // A farm's buildings (barn, stable, mill, cart shed) not in the capital, whose fires are told in a street of the town (Großstraße,
      // Philippstraße): its farms stood in outer quarters the text does not name (issue 51, fifteenth reading: "Brand in Luxemburg: die
      // Scheune der Familie Molitor" in 1963).
      site_obj: ['<!Luxemburg>f:Scheune', '<!Luxemburg>f:Scheune', '<!Luxemburg>f:Stallung', '<!Luxemburg>n:Ökonomiegebäude', '<!Luxemburg>f:Mühle', 'n:Wohnhaus',
        'n:Wohnhaus', 'f:Werkstätte', 'f:Schmiede', 'f:Bäckerei', 'f:Schreinerei', '<!Luxemburg>f:Remise', '<!Luxemburg>f:Scheune', 'n:Wohnhaus', 'n:Wohnhaus', 'f:Werkstätte', 'f:Werkstätte'],
      site_saved: [
        'Das Vieh {P.gen} konnte mit knapper Not ins Freie gebracht werden; dagegen verbrannten das Heu und das Stroh.',
        'Das Vieh {P.gen} konnte mit knapper Not ins Freie gebracht werden; dagegen verbrannten die Futtervorräte.',
        'Die Pferde und das Rindvieh {P.gen} wurden gerettet; das Futter auf dem Heuboden aber ist verloren.',
        'Das Vieh {P.gen} konnte gerettet werden; dagegen verbrannten die Ackergeräte und der Wagen.',
        'Die Pferde des Müllers wurden gerettet; dagegen verbrannten die Korn- und Mehlvorräte.',
        'Die Bewohner konnten nur das Notwendigste an Kleidern und Betten retten.',
        'Ein Teil des Hausrates {P.gen} konnte durch die Fenster ins Freie geschafft werden.',
        'Das Werkzeug {P.gen} konnte zum Teil gerettet werden; die Vorräte verbrannten.',
        'Der Amboß und das Werkzeug {P.gen} konnten noch ins Freie geschafft werden.',
        'Die Mehlvorräte {P.gen} sind verloren; der Backofen hat dem Feuer standgehalten.',
        'Die Hobelbänke {P.gen} verbrannten mit den Holzvorräten und den fertigen Möbeln.',
        'Die Wagen und die Ackergeräte {P.gen} konnten nicht mehr gerettet werden.',
        'Das Vieh {P.gen} konnte mit knapper Not ins Freie gebracht werden; dagegen verbrannten das Heu und das Stroh.',
        'Die Bewohner konnten nur das Notwendigste an Kleidern und Betten retten.',
        'Die Bewohner konnten nur das Notwendigste an Kleidern und Betten retten.',
        'Das Werkzeug {P.gen} konnte zum Teil gerettet werden; die Vorräte verbrannten.',
        'Das Werkzeug {P.gen} konnte zum Teil gerettet werden; die Vorräte verbrannten.',
      ],
      // No stable lantern, which electric light had replaced by the 1950s (tenth reading row 13). Freshly carted hay heats and takes
      // fire in the weeks after the harvest: the last barn's cause only in July–September (text.ts's month mark; issue 51, tenth
      // reading row 6: not "frisch eingefahrenes Heu" in January). A stove is heated from October to April: the house's and the
      // workshop's stove lines are marked for those months (a mark is one range, so two lines), and each has a line of another
      // cause for May–September (issue 51, twelfth reading row 2: not "einem überheizten Ofen" in July). The baker's and the
      // joiner's glue ovens burn all year.
      site_cause: [
        'einer unvorsichtig ausgeklopften Tabakspfeife', 'einem achtlos weggeworfenen Zündholz', 'Funkenflug aus dem Schornstein des Wohnhauses', 'Funkenflug aus dem Schornstein',
        'einem schadhaften Kamin', '<10-12>einem überheizten Ofen', 'einem schadhaften Kamin', '<10-12>einem überheizten Ofen', 'Funkenflug aus der Esse',
        'einem überheizten Backofen', 'einem überheizten Leimofen', 'der Unvorsichtigkeit spielender Kinder',
        '<7-9>der Selbstentzündung des frisch eingefahrenen Heues',
        '<1-4>einem überheizten Ofen', '<5-9>einer Unvorsichtigkeit in der Küche', '<1-4>einem überheizten Ofen', '<5-9>der Unachtsamkeit eines Lehrlings',
      ],
      site_close: [
        'Das Wohnhaus der Familie {P.fam} blieb verschont.', 'Das Wohnhaus der Familie {P.fam} blieb verschont.', 'Das Wohnhaus der Familie {P.fam} blieb verschont.',
        'Das angebaute Wohnhaus konnte gehalten werden.', 'Die Familie des Müllers hat bei Nachbarn in der {street} Unterkunft gefunden.',
        'Die Familie {P.fam} hat bei Nachbarn in der {street} Unterkunft gefunden.', 'Die Familie {P.fam} hat bei Verwandten in {place2} Unterkunft gefunden.',
        'Die Arbeit in der Werkstätte {P.gen} ruht bis auf weiteres.', 'Die Arbeit in der Schmiede {P.gen} ruht bis auf weiteres.',
        'Die Kundschaft der Bäckerei {P.gen} wird vorläufig von einem Nachbarn beliefert.', 'Die Gesellen {P.gen} finden einstweilen bei einem Meister in {place2} Arbeit.',
        'Das Wohnhaus der Familie {P.fam} blieb verschont.',
        'Das angebaute Wohnhaus konnte gehalten werden.',
        'Die Familie {P.fam} hat bei Nachbarn in der {street} Unterkunft gefunden.', 'Die Familie {P.fam} hat bei Nachbarn in der {street} Unterkunft gefunden.',
        'Die Arbeit in der Werkstätte {P.gen} ruht bis auf weiteres.', 'Die Arbeit in der Werkstätte {P.gen} ruht bis auf weiteres.',
      ],
    },
  },

  cartAccident: {
    // A carter and his team: the horse-drawn haulier had given way to the lorry by the 1950s (issue 51, as the French report).
    years: [1840, 1955],
    second: BY_ROAD,
    headlines: [
      'Unglücksfall bei {place}: ein Fuhrmann unter seinem Wagen.',
      'Schwerer Unfall auf der Straße von {place} nach {place2}.',
      '{place}: Ein Fuhrwerk verunglückt.',
      'Unfall in {place}. — Fuhrmann {P=carter.fam} schwer verletzt.',
      'Scheuende Pferde bei {place}.',
      'Ein Unglück am Berg bei {place}.',
    ],
    lead: [
      '{When} früh verunglückte auf der Straße von {place} nach {place2} der Fuhrmann {P=carter.name} aus {place}.',
      '{When} nachmittag verunglückte unweit von {place} der Fuhrmann {P=carter.name}, der mit einer Fuhre {load} nach {place2} unterwegs war.',
    ],
    body: [
      'Die Pferde scheuten {=an einer abschüssigen Stelle|vor einem Hunde|in der scharfen Kurve vor {place}}, der schwer beladene Wagen kam ins Rollen und stürzte um.',
      '{P.nom} geriet dabei unter das Fuhrwerk und erlitt {=einen doppelten Beinbruch|einen Bruch des rechten Armes|schwere Quetschungen}.',
      'Arbeiter aus {place} befreiten den Verunglückten aus seiner schlimmen Lage und trugen ihn in das nächste Haus.',
      // The hospital is not named: a scene has no slot for the town nearest to the first that had one in the year, and one of three
      // towns drawn at random sent a carter of Esch to Ettelbrück (issue 51, sixth reading; the French report says "à l'hôpital" alike).
      'Dr. {Q.fam} aus {place} leistete die erste Hilfe und ordnete die Überführung {=ins nächste Spital|ins Spital|ins Krankenhaus} an.',
      'Die Ladung, {#sacks:20-40} Säcke {load}, lag weit über die Straße verstreut.',
      'Es ist bereits der {=zweite|dritte} Unfall an dieser Stelle bei {place}, und man fragt sich, wann die Gemeinde dort endlich ein Geländer anbringen läßt.',
    ],
    close: ['Der Zustand {P.gen} gibt zu ernsten Besorgnissen Anlaß.', 'Man hofft, {P.ihn} in einigen Wochen wieder hergestellt zu sehen.'],
    lists: { load: ['Hafer', 'Kartoffeln', 'Kohlen', 'Mehl', 'Gerste'] },
  },

  drowning: {
    headlines: ['Ertrunken in der {river} bei {place}.', 'Badeunfall bei {place}: ein Kind ertrunken.', '{place}: Ein Kind in der {river} ertrunken.', 'Ein Unglück an der {river} bei {place}.', 'Tod in den Wellen der {river}.'],
    lead: ['{When} nachmittag ist beim Baden in der {river} unweit von {place} {P.der} {#age:10-14}jährige {P.given} {P.fam} ertrunken.'],
    body: [
      'Das Kind hatte sich mit einigen Kameraden aus {place} an eine tiefe Stelle gewagt, wo es die Strömung erfaßte.',
      'Seine Kameraden riefen um Hilfe, und {=ein Landwirt|ein Fischer|ein Arbeiter}, der in der Nähe war, sprang ohne Zögern ins Wasser.',
      'Alle Wiederbelebungsversuche von Dr. {Q.fam} blieben leider erfolglos.',
      'Die Leiche wurde erst nach {=einstündigem|langem} Suchen etwa {#m:100-400} Meter weiter flußabwärts geborgen.',
      'Eltern und Lehrer in {place} können nicht oft genug vor dem Baden an unbewachten Stellen warnen.',
    ],
    close: ['Die Teilnahme mit den schwer geprüften Eltern {P.fam} ist in {place} allgemein.'],
    months: [6, 7, 8],
    places: RIVER_TOWNS,
    lists: { river: ['f:Sauer', 'f:Alzette', 'f:Mosel', 'f:Our', 'f:Wiltz', 'f:Attert'] },
  },

  carAccident: {
    // Two towns on one road (issue 51: not "zwischen Clerf und Esch").
    second: BY_ROAD,
    // What the car met is of its era (issue 51, thirteenth reading row 2: not a lorry in every crash of 1910): motor lorries were
    // few before about 1920, so until then a car meets a carter's wagon, a cyclist, a walker, the capital's electric tram (from
    // 1908), or leaves the road alone; the lorry comes in from 1920, the horse-drawn wagon goes out by 1950. The headline, the
    // opening and the hurt are one line of the crash_* lists (parallel), so each says what the others report (no car overturns
    // in a headline that the report keeps on its wheels: ninth reading).
    headlines: ['{place}: {crash_what}.', '{place}: Ein Automobilunfall am {evWeekday}.', 'Verkehrsunfall {crash_at}.', 'Autounfall {crash_at}.', 'Unfall {crash_at}.'],
    lead: ['{crash_lead}'],
    body: [
      // The driver is the opening's person, with that person's sex (issue 51, ninth reading). The hospital is not named: the second
      // town of the road is often a village that had none (issue 51, ninth reading; as the carter's accident since the sixth).
      '{crash_hurt}',
      // A cause true in every month of the year: no ice, fog or dark in a June evening (issue 51, ninth reading).
      'Die {=nasse|schlüpfrige|schmale} Fahrbahn und zu schnelles Fahren dürften den Unfall verschuldet haben.',
      'Die Gendarmerie von {place} nahm den Tatbestand auf.',
      'Der Verkehr zwischen {place} und {place2} war während über einer Stunde unterbrochen.',
      'Man kann die Autofahrer nicht genug zur Vorsicht mahnen, besonders auf der Strecke bei {place}.',
    ],
    lists: crashLists(DE_CRASHES),
    years: [1905, 1991],
    // No private motoring from the invasion to the end of the war in Europe: cars were requisitioned and petrol kept for the
    // occupier's lorries, then for the Allied armies' (issue 51, ninth reading: car accidents of private drivers in 1941–44).
    absent: [['1940-05', '1945-05']],
  },

  council: {
    headlines: [
      'Gemeinderat {place}. — Sitzung vom {evDay}.',
      'Aus dem Gemeinderat von {place}: {topic_obj.der}.',
      '{place}: Der Gemeinderat und {topic_obj.der}.',
      'Gemeinderatssitzung in {place}.',
      'Der Gemeinderat von {place} beschließt {topic_obj.den}.',
      'Aus dem Rathaus von {place}: {topic_obj.der}.',
      'Die Gemeinde {place} und {topic_obj.der}.',
      '{place}: {topic_obj.Der} vor dem Gemeinderat.',
    ],
    lead: [
      // Every opening names the matter, so that "die Vorlage" below has one (issue 51, fifth reading).
      // The matter announced is reported in every text: the report and its cost (topic_cost, the topic's own: a budget has no estimate)
      // are the opening's, never left out of the body's draw (issue 51, sixth reading: a council met "um über … zu beraten" and never did).
      'Der Gemeinderat von {place} trat {when} unter dem Vorsitz {P=mayor.titledGen} zusammen, um über {topic_obj.den} zu beraten; {#present:seats-2..seats:w} Mitglieder waren anwesend. Nach Verlesung und Genehmigung des letzten Protokolls berichtete {Q=alderman.role} {Q.fam} über die Vorlage. {topic_cost}',
      // Every opening counts the members present: the vote below is cast by them (issue 51: not 4 to 2 of eleven present).
      'In seiner Sitzung vom {evDate}, zu der {#present:seats-2..seats:w} Mitglieder erschienen waren, beschäftigte sich der Gemeinderat von {place} unter dem Vorsitz {P=mayor.gen} in erster Linie mit {topic_obj.dem}. Nach Verlesung und Genehmigung des letzten Protokolls berichtete {Q=alderman.role} {Q.fam} über die Vorlage. {topic_cost}',
      'Der Gemeinderat von {place} hat {when} über {topic_obj.den} beraten; {#present:seats-2..seats:w} Mitglieder waren erschienen. Nach Verlesung und Genehmigung des letzten Protokolls berichtete {Q=alderman.role} {Q.fam} über die Vorlage. {topic_cost}',
    ],
    body: [
      // What a member objects is the topic's own (topic_*: one line of each): a budget has no second plan (issue 51).
      '{topic_critic}',
      // Votes of the members present: at most two of them abstain or are out of the room.
      'Nach {=längerer|lebhafter|kurzer} Aussprache wurde die Vorlage mit {#yes:present-dissent..present-2} gegen {#no:2..present-yes} Stimmen angenommen.',
      // A sentence of its own, with no "sodann": the one before it may not be printed (issue 51, fifth reading).
      // The sitting's smaller business varies (issue 51, thirteenth reading, still seen: the same Armenbüro, Gesangverein, Gemeindejagd and
      // street lamps closed 155 of 986 councils). The council gave its opinion on the church fabric's accounts (decree of 1809).
      '{=Die Rechnung des Armenbüros von {place} für das Jahr {lastYear} wurde ohne Einwand genehmigt|Die Gemeinderechnung für das Jahr {lastYear} wurde ohne Einwand genehmigt|Über die Rechnung der Kirchenfabrik für das Jahr {lastYear} gab der Gemeinderat ein günstiges Gutachten ab}.',
      'Einem Gesuch {club.des} um eine Beihilfe von {$grant:40-150} wurde einstimmig entsprochen.',
      // The commune's own hunting lease only before the hunting syndicates of 1925 (the date unsure: the line stops there); fuel oil for
      // the schools' heating from the 1950s.
      { text: '{=Die Verpachtung der Gemeindejagd von {place}|Die Vergebung der Brennholzlieferung für die Schulen|Die Besichtigung der Feuerlöschgeräte|Die Vergebung der Unterhaltungsarbeiten an den Gemeindewegen} wurde auf den {nextDay} festgesetzt.', to: 1925 },
      { text: '{=Die Revision der Gemeindekasse|Die Vergebung der Brennholzlieferung für die Schulen|Die Besichtigung der Feuerlöschgeräte|Die Vergebung der Unterhaltungsarbeiten an den Gemeindewegen} wurde auf den {nextDay} festgesetzt.', from: 1925, to: 1955 },
      { text: '{=Die Revision der Gemeindekasse|Die Vergebung der Heizöllieferung für die Schulen|Die Vergebung der Reinigungsarbeiten in den Schulgebäuden|Die Vergebung der Unterhaltungsarbeiten an den Gemeindewegen} wurde auf den {nextDay} festgesetzt.', from: 1955 },
      // The last business is another than the matter of the sitting (issue 51, ninth reading row 11: not the lighting twice).
      'Zum Schluß wurde über {topic_last} verhandelt; {=die Angelegenheit wurde an eine Kommission verwiesen|ein Beschluß wurde noch nicht gefaßt|das Schöffenkollegium wird die Sache prüfen}.',
    ],
    close: ['Schluß der Sitzung gegen {#end:6-10} Uhr abends.', 'Die nächste Sitzung des Gemeinderates von {place} findet am {nextDate} statt.', 'Die Zuhörerbänke waren {=gut besetzt|leer|nur schwach besetzt}.'],
    lists: {
      topic_obj: [
        // A school built after the First World War cost hundreds of thousands of francs, after the Second some millions: the
        // school is its own line before 1920 and from 1920 (the last of each topic_* list; issue 51, eleventh reading row 4: not a
        // few hundred thousand francs in the 1960s; the figures are an order of magnitude, as in the fr and en councils).
        // Street lamps were a council's business until the towns were lit; from 1950 the last line, a new building estate, takes their
        // place (issue 51, fifteenth reading, still seen: councils of the 1950s–80s lighting a street).
        'f:Wasserleitung', 'm:Schulhausbau@1800-1920', 'f:Friedhofserweiterung', 'f:Straßenbeleuchtung@1800-1950', 'm:Gemeindehaushalt', 'f:Kanalisation',
        'f:Pflasterung| der Hauptstraße@1800-1950', 'm:Bau| eines Spritzenhauses@1800-1950', 'f:Verpachtung| der Gemeindewiesen', 'm:Neubau| des Waschhauses@1800-1955',
        'm:Schulhausbau@1920', 'f:Erschließung| eines Baugeländes@1950',
        // The paved street and the engine house of the old village, after 1950 the pavements along the through road and a fire
        // station for the motor pumps (issue 51, sixteenth reading row 4: a Spritzenhaus in 1973). Their costs (topic_cost) are in
        // the francs of before 1914, as every sum here (priceFactor): some millions after 1960, a fire station less than a school.
        'm:Bau| von Bürgersteigen an der Hauptstraße@1950', 'm:Bau| eines Feuerwehrhauses@1950',
      ],
      // Another matter than the sitting's own, and not one for every topic (issue 51, thirteenth reading, still seen): no school benches
      // after a school, no churchyard wall after the churchyard, no lamps after the lamps. The line's words only: a list line takes no
      // options (nouns.ts reads "|" as a noun's ending); the body's template adds what became of it.
      topic_last: [
        // A street's lamps before 1950, then the business of the post-war years (lastmatter).
        '{lastmatter}',
        'die Instandsetzung der Feldwege',
        '{schoolmatter}',
        'die Instandsetzung der Feldwege',
        'die Ausbesserung der Friedhofsmauer',
        '{lastmatter}',
        'die Ausbesserung der Friedhofsmauer',
        '{schoolmatter}',
        '{lastmatter}',
        'die Instandsetzung der Feldwege',
        'die Ausbesserung der Friedhofsmauer',
        'die Ausbesserung der Friedhofsmauer',
        'die Ausbesserung der Friedhofsmauer',
        'die Instandsetzung der Feldwege',
      ],
      // A school's benches and slates were a village council's business before 1950; after it the school's heating, its bus and
      // its furniture (issue 51, sixteenth reading row 4: "Bänken und Tafeln" at Differdingen in 1986).
      schoolmatter: [
        'die Anschaffung von Bänken und Tafeln für die Schule@1800-1950',
        'die Anschaffung von Tischen und Stühlen für die Schulsäle@1950',
        'die Erneuerung der Heizung im Schulgebäude@1950',
        'die Beförderung der Schulkinder aus den Ortsteilen@1960',
      ],
      // The last business of the lines whose matter is the water, the sewers or the meadows: no water mains or sewers among them.
      lastmatter: [
        'die Straßenbeleuchtung in der {street}@1800-1950',
        'die Teerung der Feldwege@1950',
        'die Erneuerung der Fahrbahndecke in der {street}@1950',
        'die Anlage eines Sportplatzes@1950',
        'die Anlage eines Parkplatzes bei der Kirche@1960',
      ],
      topic_cost: [
        'Der Kostenvoranschlag beläuft sich auf {$cost:4000-30000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:4000-30000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Die Kosten der Erweiterung werden auf {$cost:2000-12000} veranschlagt; das Gelände ist bereits erworben.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:2000-12000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Der Entwurf des Haushalts schließt in Einnahmen und Ausgaben mit rund {$cost:6000-40000} ab.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:4000-30000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:3000-20000}; die Anlieger sollen einen Teil der Kosten tragen.',
        // A pump house, as a washhouse, cost some thousands of francs before 1914 (issue 51, twelfth reading row 3).
        'Der Kostenvoranschlag beläuft sich auf {$cost:2000-12000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Die Wiesen brachten bisher eine jährliche Pacht von {$cost:300-2000} ein.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:2000-12000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:200000-550000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
        'Die Kosten für Straße, Wasserleitung und Kanal werden auf {$cost:100000-400000} veranschlagt; die Bauplätze sollen vor allem jungen Familien der Gemeinde zugute kommen.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:30000-150000}; die Anlieger sollen einen Teil der Kosten tragen.',
        'Der Kostenvoranschlag beläuft sich auf {$cost:150000-600000}; die Regierung hat einen Zuschuß in Aussicht gestellt.',
      ],
      topic_critic: [
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:4000-30000} zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:4000-30000} zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß zuerst ein anderes Gelände geprüft werde.',
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:2000-12000} zu hoch und verlangte, daß man sich mit weniger Laternen begnüge.',
        'Ratsmitglied {R=councillor.fam} verlangte größere Sparsamkeit bei den Ausgaben für die Gemeindewege.',
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:4000-30000} zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        // A wish true in a steel town and in December too (issue 51, ninth reading: not "bis nach der Ernte" at Petingen in December).
        'Ratsmitglied {R=councillor.fam} verlangte, daß die Anlieger vor der Vergabe der Arbeiten gehört würden.',
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:2000-12000} zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß die Wiesen öffentlich versteigert und nicht unter der Hand verpachtet würden.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        'Ratsmitglied {R=councillor.fam} fand die Ausgabe von {$cost:200000-550000} zu hoch und verlangte, daß zuerst ein zweiter Plan ausgearbeitet werde.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß die Bauplätze zuerst an Einwohner der Gemeinde verkauft würden.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß die Anlieger vor der Vergabe der Arbeiten gehört würden.',
        'Ratsmitglied {R=councillor.fam} verlangte, daß zuerst ein anderes Gelände geprüft werde.',
      ],
      club: ['m:Gesangverein', 'f:Musikgesellschaft', 'f:Feuerwehr', 'm:Turnverein', 'm:Kirchenchor', 'm:Obstbauverein', 'm:Radfahrerverein@1895', 'm:Fußballverein@1910'],
    },
    occupation: 'never',
    absent: [NO_COUNCIL],
    eventWeekdays: NOT_SUNDAY,
  },

  chamber: {
    headlines: [
      'Abgeordnetenkammer. — Sitzung vom {evDay}: {bill_topic.der}.',
      'Aus der Kammer: {bill_topic.der} ({month} {year}).',
      // No headline names a speaker whose speech is one of the body's optional sentences (issue 51, eighth reading).
      'Die Kammer und {bill_topic.der}: eine lange Debatte.',
      'Kammerverhandlungen vom {evDay}. — {bill_topic.Der}.',
      // Not "Die Regierung vor der Kammer": the government's sentences are optional in the body (issue 51, seventh reading's row 8).
      'Vor der Kammer: {bill_topic.der}.',
      'Die Kammer berät {bill_topic.den}.',
      // Not "Eine Anfrage an die Regierung": the body is a bill's debate, not a question, and may never name the government.
      'Kammersitzung: {bill_topic.der}.',
      'In der Kammer: Debatte über {bill_topic.den}.',
    ],
    lead: [
      'In ihrer Sitzung vom {evDate} setzte die Abgeordnetenkammer die Beratung über {bill_topic.den} fort.',
      'Die Kammer trat {when} nachmittag zusammen; auf der Tagesordnung stand {bill_topic.der}, und {#deputies:38-50} Abgeordnete waren anwesend.',
      'Die Debatte über {bill_topic.den} füllte {when} die ganze Sitzung der Kammer aus.',
    ],
    body: [
      // The first speaker's words fit a woman deputy too (issue 51, fifth reading row 22: no "Die Abgeordnete … als erster Redner").
      // The rapporteur's reply is printed with the critic it answers, never alone (issue 51, sixteenth reading row 1: "Der
      // Berichterstatter der Zentralsektion erwiderte" when no deputy had spoken).
      'Zuerst ergriff {P=deputy.der} Abgeordnete {P.fam} aus {place} das Wort und warf der Regierung vor, die Bedürfnisse {=der ländlichen Kantone|des Nordens|der Arbeiterschaft} zu vernachlässigen. Der Berichterstatter der Zentralsektion erwiderte, die Vorlage sei gründlich geprüft worden und belaste den Staatshaushalt nicht über Gebühr.',
      // What a bill costs and what its critics ask are the bill's own (bill_*: one line of each): no works put out to tender for a school law.
      '{bill_cost}',
      '{bill_demand}',
      'Ein Abänderungsantrag {R=deputy.des} Abgeordneten {R.fam} wurde mit {#yes:20-26} gegen {#no:8-12} Stimmen verworfen.',
      'Die Aussprache über {bill_topic.den} zog sich bis in die Abendstunden hin.',
      // The Chamber votes a bill twice unless the Council of State (from November 1856) agrees to dispense it (Const. 1868 art. 59; issue 51: the Staatsrat held no second vote).
      { text: 'Schließlich wurde die Vorlage mit {#ayes:26-32} Stimmen angenommen.', to: 1857 },
      { text: 'Schließlich wurde die Vorlage mit {#ayes:26-32} Stimmen angenommen; der Staatsrat wird um Befreiung von der zweiten verfassungsmäßigen Abstimmung ersucht.', from: 1857 },
    ],
    close: ['Nächste Sitzung: {nextWeekday}, {hour}.', 'Die Kammer vertagte sich auf {nextWeekday}, den {nextDay}.'],
    lists: {
      bill_topic: [
        // The last new lines opened in the early 1900s (geography.ts: Luxembourg–Echternach 1904) and from 1948 lines were closed:
        // no bill for a new line after the First World War (issue 51, fifth reading row 15).
        // The budget "for the coming year" was voted before the year began, not in April or July: a sitting of any month debates
        // the State's budget (issue 51, seventh reading).
        'n:Budget| des Staates', 'f:Eisenbahnvorlage@1848-1920', 'n:neu~ Schulgesetz', 'm:Zolltarif', 'f:Arbeiterversicherung@1900',
        'f:Reform| des Steuerwesens', 'f:Anleihe| für den Straßenbau', 'f:Trinkwasserversorgung| der Ardennergemeinden', 'n:Wahlgesetz',
      ],
      bill_cost: [
        // The budget is the State's spending: no sum of a few millions "for the budget" (issue 51: "the cost of the budget").
        'Die Regierung verteidigte die Ansätze der einzelnen Verwaltungen Kapitel für Kapitel.',
        'Die Kosten der neuen Linie werden auf {$cost:80000-400000} veranschlagt.',
        'Die Mehrausgaben des Staates für die Schulen werden auf {$cost:40000-200000} im Jahr veranschlagt.',
        // The State's figures, not always "die Regierung": a short report saying it thrice fills the first page of its search (issue 51).
        'Der Staat rechnet mit Mehreinnahmen von {$cost:40000-200000} im Jahr.',
        'Der jährliche Zuschuß des Staates zur Versicherung wird auf {$cost:40000-200000} veranschlagt.',
        'Der Staat rechnet mit einem Ausfall von {$cost:20000-100000} im ersten Jahr.',
        'Die Anleihe soll {$cost:200000-800000} betragen.',
        'Die Kosten der Wasserleitungen werden auf {$cost:80000-400000} veranschlagt.',
        'Die Vorlage war schon in der vorigen Session eingebracht worden.',
      ],
      bill_demand: [
        'Mehrere Redner verlangten, daß in den Ausgaben der Verwaltungen größere Sparsamkeit geübt werde.',
        'Mehrere Redner verlangten, daß die Arbeiten öffentlich ausgeschrieben würden.',
        'Mehrere Redner verlangten, daß die Gemeinden zu den Kosten der Schulen nicht über ihre Kräfte herangezogen würden.',
        'Mehrere Redner verlangten, daß die Landwirtschaft durch den neuen Tarif nicht benachteiligt werde.',
        'Mehrere Redner verlangten, daß auch die landwirtschaftlichen Arbeiter in die Versicherung einbezogen würden.',
        'Mehrere Redner verlangten, daß die kleinen Einkommen geschont würden.',
        'Mehrere Redner verlangten, daß die Arbeiten an einheimische Unternehmer vergeben würden.',
        'Mehrere Redner verlangten, daß die Arbeiten noch im laufenden Jahre begonnen würden.',
        // The cantons elected the deputies until 1919, four constituencies since: "Wahlbezirk" is true of both (fifth reading row 23).
        'Mehrere Redner verlangten, daß die Zahl der Abgeordneten jedes Wahlbezirks seiner Bevölkerung angepaßt werde.',
      ],
    },
    occupation: 'never',
    // The Chamber of Deputies sat from 1848; the Assembly of Estates before it and from 1857 to 1867.
    years: [1848, 1991],
    absent: NO_CHAMBER,
    // The Chamber was in recess in the late summer (sixteenth reading, arguable): no sitting reported in August or September,
    // nor in October, whose first issues report the days before and before the session's opening (issue month; as en.ts).
    months: CHAMBER_MONTHS,
    eventWeekdays: WEEKDAYS_ONLY,
  },

  court: {
    headlines: [
      'Aus dem Gerichtssaale: {case_crime.der} von {place}.',
      'Zuchtpolizeigericht {court}: {P=defendant.name} wegen {case_charge} angeklagt.',
      'Vor dem Bezirksgericht {court}: {case_crime.der} {case_where}.',
      'Gerichtliches. — {case_crime.Der} {case_where} zu {place}.',
      'Gerichtssaal: ein Urteil aus {place}.',
      'Zuchtpolizeigericht {court}, Sitzung vom {evDay}.',
    ],
    lead: [
      'Vor dem Zuchtpolizeigericht in {court} hatte sich {when} der {#age:19-55}jährige {P=defendant.given} {P.fam} aus {place} wegen {case_charge} zu verantworten.',
      'Das Bezirksgericht in {court} verhandelte in seiner Sitzung vom {evDate} gegen {P=defendant.accFull} aus {place}, dem {case_crime.ein} zur Last gelegt wird.',
    ],
    body: [
      // The offence weeks before its hearing (issue 51: not on the day of the hearing), at the hour of its kind: a theft by night, a sale by day.
      'Der Angeklagte soll {case_deed} haben.',
      'Die Zeugen, darunter der Gendarm {Q=gendarme.fam} aus {place}, sagten übereinstimmend gegen ihn aus.',
      // The defence fits the offence, and the witness who belies it comes with it, as one sentence pair that is printed or left out
      // whole (issue 51, sixth reading: no alibi for an embezzlement, no "diese Aussage" with no statement before it).
      '{case_defence}',
      'Der Verteidiger, Advokat {R=defender.fam}, wies auf die bisherige Unbescholtenheit seines Klienten hin und bat um eine milde Strafe.',
      'Der Staatsanwalt beantragte eine Gefängnisstrafe von {#months:2-8:w} Monaten.',
    ],
    close: [
      'Das Gericht verurteilte {P.accFull} zu {#months:2-8:w} Monaten Gefängnis und in die Kosten.',
      'Das Urteil in der Sache {P.gen} wird am {nextWeekday} verkündet.',
      'In Anbetracht mildernder Umstände kam {P.nom} mit einer Geldbuße von {$fine:20-100} davon.',
    ],
    lists: {
      case_crime: ['m:Diebstahl', 'm:Wilddiebstahl', 'm:Betrug', 'f:Körperverletzung', 'm:Holzfrevel', 'f:Unterschlagung'],
      case_charge: ['Diebstahls', 'Wilddiebstahls', 'Betrugs', 'Körperverletzung', 'Holzfrevels', 'Unterschlagung'],
      // Where the headline puts the offence: a poaching or a felling in the wood of its deed, not in a street (issue 51, ninth reading row 5).
      case_where: ['in der {street}', 'im Walde', 'in der {street}', 'in der {street}', 'im Staatswalde', 'in der {street}'],
      case_deed: [
        'in der Nacht zum {deedDay} aus einer Scheune zwei Säcke Weizen entwendet',
        'in der Nacht zum {deedDay} im Gemeindewalde zwei Rehe mit der Schlinge gefangen',
        'am {deedDay} einem Viehhändler eine kranke Kuh als gesund verkauft',
        'am Abend des {deedDay} nach einem Wortwechsel im Wirtshause einen Gast mit einem Stuhle geschlagen',
        'am {deedDay} im Staatswalde drei junge Eichen gefällt',
        'als Kassierer des Vereins im Laufe des letzten Jahres {$sum:100-600} für sich verwendet',
      ],
      // An alibi only where the offence has an hour (a theft, a poaching by night); a fraud or an embezzlement has its own defence.
      // An answer that is whole without its claim: a claim repeated in the issue is struck (draft-writer), its answer may be left.
      // A list entry takes no {=…|…} choice (its | is a noun's ending).
      case_defence: [
        '{P.Er} leugnete hartnäckig und behauptete, zur fraglichen Zeit in einer Wirtschaft in {place2} gewesen zu sein. Der Wirt aus {place2} konnte diese Aussage jedoch nicht bestätigen.',
        '{P.Er} leugnete hartnäckig und behauptete, zur fraglichen Zeit in einer Wirtschaft in {place2} gewesen zu sein. Der Wirt aus {place2} konnte diese Aussage jedoch nur zum Teil bestätigen.',
        '{P.Er} behauptete, von der Krankheit der Kuh nichts gewußt zu haben. Der Tierarzt, der das Tier untersucht hatte, sagte jedoch aus, die Krankheit sei jedem Kenner sofort aufgefallen.',
        // The witness names the inn himself: the deed that names it may not be printed (issue 51, fifteenth reading row 6: no "übrigen
        // Gäste" in a brawl with no Wirtshaus before them).
        '{P.Er} behauptete, zuerst angegriffen worden zu sein und sich nur gewehrt zu haben. Der Wirt, in dessen Gaststube es zum Streit gekommen war, sagte jedoch aus, der Angeklagte habe ihn begonnen.',
        '{P.Er} behauptete, der Förster habe ihm die Bäume zum Fällen angewiesen. Der Förster bestritt jedoch, ihm je einen Baum angewiesen zu haben.',
        '{P.Er} behauptete, die Kasse sei während seiner Krankheit von einem anderen Mitglied des Vorstandes geführt worden. Der Präsident des Vereins sagte jedoch aus, der Angeklagte habe die Kasse stets allein geführt.',
      ],
    },
    absent: [NO_COURT],
    // The inn of the accused's alibi is in a town next to his own, within an evening's walk (issue 51: not Vianden for a theft in the capital).
    second: NEIGHBOURS,
    // No hearing on a Sunday (issue 51: "in seiner Sitzung vom Sonntag").
    eventWeekdays: NOT_SUNDAY,
  },

  telegram: {
    headlines: [
      // The city and the day stand in the dateline that opens the dispatch, not in its headline as well, in brackets or
      // before it: "Trier, 5. Juli." once, not three times (issue 51, twelfth reading row 1).
      'Neueste Nachrichten. — {topic}',
      'Telegramme. — {topic}',
      '{topic}',
    ],
    lead: ['{city}, {evDay}. ({agency}) — {news}'],
    body: ['{news2}', '{news3}'],
    // The closes and the weekdays are each telegram's (telegrams.ts): "bedarf noch der Bestätigung" after a rumour only.
    eventDaysBefore: [1, 2],
  },

  railway: {
    // A line that ran, between its two ends, in the years it ran (issue 51: no "Strecke Walferdingen–Steinfort").
    places: railTowns,
    second: railPartners,
    headlines: [
      'Eisenbahn {place}–{place2}: {topic.der}.',
      'Von der Eisenbahn. — {topic.Der} auf der Strecke nach {place2}.',
      '{place}: Neue Fahrpläne der Eisenbahn.',
      'Eisenbahnnachrichten aus {place}.',
      'Für die Reisenden von {place}: {topic.der}.',
      'Ein Frühzug von {place} nach {place2}.',
      'Verkehrsnachrichten: {topic.der} ab {nextDay}.',
    ],
    lead: [
      'Die {company} teilt mit, daß vom {nextDay} an auf der Strecke {place}–{place2} {topic.der} in Kraft tritt.',
      'Wie uns aus {place} mitgeteilt wird, ist {topic.der} auf der Linie nach {place2} nunmehr beschlossene Sache.',
    ],
    body: [
      'Der erste Zug verläßt {place} künftig schon um {#dep:5-6}.{#depm:10-50} Uhr.',
      'Damit wird einem langgehegten Wunsche der Geschäftsleute und der Arbeiter entsprochen, die täglich zwischen {place} und {place2} verkehren.',
      // Days of every season (issue 51: no Whit Monday train in a January notice).
      'Am {=Sonntag|Kirmessonntag|Markttage} verkehrt ein Sonderzug von {place} zu ermäßigten Preisen.',
      'Die Fahrpreise zwischen {place} und {place2} bleiben {=unverändert|vorläufig dieselben}.',
      // A timetable changes no station: no enlargement "bei dieser Gelegenheit" for every new timetable (issue 51, fifteenth reading, still seen).
      'Die Reisenden in {place} werden gebeten, sich nach den neuen Abfahrtszeiten zu richten.',
      'Die Gemeindeverwaltung von {place} hat wiederholt bei der Regierung vorstellig werden müssen, ehe ihre Bitte Gehör fand.',
    ],
    close: ['Genaue Fahrpläne sind an den Schaltern in {place} erhältlich.', 'Wir kommen auf die Angelegenheit {=zurück|in der nächsten Nummer zurück}.'],
    lists: {
      // Timetables for travellers: no line "opens to goods" that had carried them for decades (issue 51, fifth reading row 14).
      // Timetables of every day, since the body speaks of those who travel daily (issue 51, ninth reading row 6: no Sunday timetable
      // for the workers' early train).
      topic: ['m:neu~ Fahrplan', 'm:neu~ Winterfahrplan', 'm:neu~ Sommerfahrplan', 'm:neu~ Fahrplan| der Frühzüge', 'm:verbessert~ Fahrplan'],
      // Who ran the trains of any line in the list (issue 51, fifth reading row 9): the Guillaume-Luxembourg company owned its
      // lines but never ran them (the Est, then the Reichseisenbahnen in Elsaß-Lothringen 1872–1918, the AL and the SNCF); the
      // Prince-Henri company ran only its own, and the narrow-gauge lines had theirs. The CFL (1946) ran the standard-gauge lines;
      // whether it also ran the last narrow-gauge ones (to 1955) we could not check, so it is named only from 1956.
      company: ['Eisenbahnverwaltung@1859-1956', 'Direktion der Luxemburger Eisenbahnen@1956'],
    },
    years: [1859, 1991],
    absent: [OCCUPIED],
  },

  tram: {
    headlines: ['Die Straßenbahn in {place}: {topic.der}.', 'Von der Straßenbahn in {place}: {topic.der}.', '{place}: Straßenbahn und Verkehr im {month}.', 'Die Straßenbahn und die {street}.'],
    lead: [
      'Der Verwaltungsrat der Straßenbahn von {place} hat in seiner letzten Sitzung {topic.den} beschlossen.',
      'Die Straßenbahn von {place} beförderte im verflossenen Monat {#riders:80-240}.000 Fahrgäste, {=so viele wie nie zuvor|etwas weniger als im Vorjahr}.',
      // A third opening and more lines: a paper of few kinds prints two tram notes in an issue, not in the same sentences (issue 51).
      'Wie die Direktion der Straßenbahn von {place} mitteilt, ist {topic.der} nunmehr beschlossene Sache.',
      // Each opening and line in a second wording: two tram notes of an issue alike in every sentence read as one note twice.
      'In ihrer jüngsten Sitzung hat die Verwaltung der Straßenbahn von {place} über {topic.den} Beschluß gefaßt.',
      'Im verflossenen Monat zählte man auf den Wagen der Straßenbahn von {place} rund {#riders:80-240}.000 Fahrgäste, {=mehr als je zuvor|ein wenig weniger als vor Jahresfrist}.',
      '{topic.Der} ist, wie uns die Direktion der Straßenbahn von {place} wissen läßt, nunmehr endgültig beschlossen.',
    ],
    body: [
      '{=Die Wagen verkehren künftig an Werktagen alle {#min:6-15} Minuten.|Werktags soll künftig alle {#min:6-15} Minuten ein Wagen fahren.}',
      '{=Das Personal der Straßenbahn zählt gegenwärtig {#staff:40-160} Mann.|Im Dienst der Straßenbahn stehen zur Zeit {#staff:40-160} Angestellte, Schaffner und Arbeiter.}',
      '{=Die Haltestelle in der {street} soll {=verlegt|überdacht} werden.|Für die Haltestelle in der {street} wird {=ein anderer Platz gesucht|ein Wetterdach errichtet}.}',
      '{=Die ältesten Wagen werden {=nach und nach|im Laufe des Jahres} ausgemustert.|Die Direktion will die ausgedienten Wagen {=nach und nach|noch in diesem Jahre} aus dem Verkehr ziehen.}',
      '{=Die Linie soll bis an das Ende der {street} verlängert werden.|Man trägt sich mit dem Gedanken, die Gleise bis zum Ausgang der {street} weiterzuführen.}',
      '{=Die Anwohner der {street} beklagen sich seit langem über den Lärm und verlangen eine Verlegung der Gleise.|Über das Kreischen der Räder in der Kurve der {street} wird von den Anwohnern seit Jahren Klage geführt.}',
      '{=An Sonn- und Feiertagen werden {#extra:2-6:w} Beiwagen eingesetzt.|Sonntags und an Feiertagen laufen {#extra:2-6:w} Beiwagen zusätzlich.}',
    ],
    places: TRAM_TOWNS,
    lists: { topic: ['f:Verlängerung| der Linie', 'm:neu~ Fahrplan', 'f:Anschaffung| neuer Wagen', 'f:Erhöhung| der Fahrpreise'] },
    years: [1875, 1965],
  },

  agriculture: {
    headlines: [
      'Landwirtschaftliches aus dem Kanton {canton}: {crop_n.der}.',
      'Vom Lande. — Der Stand {crop_n.des} bei {place}.',
      'Landwirtschaftlicher Bericht aus {place}.',
      'Die Aussichten {crop_n.des} im Kanton {canton}.',
      'Saatenstand im Kanton {canton} im {month}.',
      'Der Landwirt und {crop_n.der} im Kanton {canton}.',
    ],
    lead: [
      'Aus dem Kanton {canton} wird uns über den Stand {crop_n.des} berichtet, daß die Aussichten {=recht günstig|nur mittelmäßig|wenig erfreulich} sind.',
      'Die Landwirte aus der Umgebung von {place} klagen, {trouble} habe {crop_n.dem} nicht wenig geschadet.',
    ],
    body: [
      // Wet or dry weeks are the month's, the same in the lb and fr notes and in the lead's trouble (text.ts's "<weather:1/2>" mark;
      // issue 51, fifteenth reading: "die lange Trockenheit" and "zu naß" in one note, "zu naß" beside an lb "ze dréchen").
      'Die Witterung der letzten Wochen war im Kanton {canton} {witterung}.',
      // The report is of one canton: its fields and market are its seat's, never a town of the next canton (issue 51, seventh reading; three cantons have no second town in PLACES).
      'Auf den höher gelegenen Feldern um {place} ist der Stand besser als in den Niederungen.',
      'Man rechnet bei {crop_n.dem} mit einem Ertrag von etwa {crop_yield} auf den Hektar.',
      // Local farmers' clubs buying artificial manure and the farming teachers (the Ettelbruck school, 1883/84) belong to the 1880s and after (issue 51, eleventh reading row 11).
      { text: 'Der landwirtschaftliche Lokalverein von {place} hat beschlossen, gemeinschaftlich Kunstdünger zu beziehen, um die Kosten zu senken.', from: 1885 },
      { text: 'Ackerbaulehrer {Q.fam} hielt im Gemeindesaale von {place} einen gut besuchten Vortrag über {=die Bekämpfung der Schädlinge|die Fruchtfolge|die Pflege der Wiesen}.', from: 1885 },
      'Die Preise auf dem letzten Markte in {place} waren {=befriedigend|gedrückt|fest}.',
    ],
    close: ['Hoffen wir, daß die kommenden Wochen im Kanton {canton} besseres Wetter bringen.', 'Alles hängt nun vom Wetter der nächsten {=Tage|Wochen} ab.'],
    lists: {
      // Each crop with its own yield in its era (issue 51, wave 9): grain some 10–16 Doppelzentner a hectare before 1900, up to 22
      // before 1950 and 20–45 after; potatoes ten times that (90–140, 120–180, 170–260); clover as hay. Rye, wheat and barley are cut
      // in July and August, so a report of how they stand is printed June to August; oats, latest in the Ösling, to September.
      crop_n: [
        '<6-8>m:Roggen@1800-1900', '<6-8>m:Roggen@1900-1950', '<6-8>m:Roggen@1950',
        'm:Hafer@1800-1900', 'm:Hafer@1900-1950', 'm:Hafer@1950',
        'f:Kartoffel@1800-1900', 'f:Kartoffel@1900-1950', 'f:Kartoffel@1950',
        '<6-8>m:Weizen@1800-1900', '<6-8>m:Weizen@1900-1950', '<6-8>m:Weizen@1950',
        'm:Klee@1800-1900', 'm:Klee@1900-1950', 'm:Klee@1950',
        '<6-8>f:Gerste@1800-1900', '<6-8>f:Gerste@1900-1950', '<6-8>f:Gerste@1950',
      ],
      crop_yield: [
        '{#yield:10-15} Doppelzentnern', '{#yield:13-20} Doppelzentnern', '{#yield:20-40} Doppelzentnern',
        '{#yield:10-16} Doppelzentnern', '{#yield:14-22} Doppelzentnern', '{#yield:22-42} Doppelzentnern',
        '{#yield:90-140} Doppelzentnern', '{#yield:120-180} Doppelzentnern', '{#yield:170-260} Doppelzentnern',
        '{#yield:12-16} Doppelzentnern', '{#yield:15-22} Doppelzentnern', '{#yield:25-45} Doppelzentnern',
        '{#yield:40-60} Doppelzentnern Heu', '{#yield:45-65} Doppelzentnern Heu', '{#yield:50-80} Doppelzentnern Heu',
        '{#yield:11-16} Doppelzentnern', '{#yield:14-22} Doppelzentnern', '{#yield:22-42} Doppelzentnern',
      ],
      trouble: ['<weather:1/2>der anhaltende Regen', '<weather:2/2>die lange Trockenheit', 'der späte Frost', 'der Hagelschlag der vorigen Woche'],
      witterung: ['<weather:1/2>zu naß', '<weather:2/2>zu trocken', 'sehr wechselhaft'],
    },
    // A crop is judged once it stands: potatoes, oats and barley are sown in April and May and up in June (issue 51, eleventh reading row 13: no potato harvest judged in April).
    months: [6, 7, 8, 9],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
    absent: [OCCUPIED],
  },

  vintage: {
    headlines: ['Von der Mosel: die Weinlese {year} in {place}.', 'Weinlese an der Obermosel. — {place}, {evDay}.', '{place}: Die Weinlese hat begonnen.', 'Der Jahrgang {year} in {place}.', 'Herbst an der Mosel: {place}.', 'Die Lese in den Lagen von {place}.'],
    lead: [
      'In {place} hat {when} die Weinlese begonnen; die Trauben sind {=gut ausgereift|infolge des kühlen Sommers etwas sauer geblieben|gesund, aber nicht reichlich}.',
      'Aus {place} wird uns geschrieben, daß die Lese in den Lagen an der Mosel in vollem Gange ist.',
    ],
    body: [
      'Man schätzt den Ertrag in {place} auf {#hl:20-60} Hektoliter je Hektar.',
      'Das Mostgewicht beträgt {#oechsle:60-85} Grad Öchsle.',
      'Für das Fuder Most werden in {place} {$price:300-700} gezahlt.',
      'Händler aus {=Trier|dem Saarland|Belgien} sind bereits in {place} eingetroffen.',
      // The auctions sold the last vintage, in winter and spring: none in a harvest report (issue 51, eleventh reading row 10).
      'Winzer {P=winegrower.fam} aus {place} hat für die Lese {#pickers:6-15} Helfer aus den Dörfern der Umgebung angenommen.',
      'In den Kelterhäusern von {place} herrscht reges Leben bis in die späte Nacht.',
    ],
    close: ['Alles in allem verspricht der Jahrgang {year} in {place} {=ein guter Mittelwein|ein kleiner, aber feiner Wein|ein Wein für das eigene Haus} zu werden.'],
    places: MOSELLE,
    // The Moselle's harvest began in the last days of September at the earliest, mostly in October: printed in October (issue 51, sixth reading: not begun on 3 September 1910).
    months: [10],
    // October 1944: the Moselle villages lay on the front (issue 51, fourteenth reading row 4).
    absent: [MOSELLE_FRONT],
  },

  moselle: {
    headlines: ['Von der Mosel: Pegel und Schiffahrt bei {place} am {evDay}.', 'Hochwasser der Mosel bei {place}, {month} {year}.', 'Der Moselpegel bei {place} vom {evDay}.', 'Die Mosel steigt bei {place}.', 'Hochwasser in {place}: die Uferstraße überflutet.'],
    lead: [
      'Der Pegel an der Moselbrücke zu {place} zeigte {when} {#cm:180-520} Zentimeter.',
      'Das Hochwasser der Mosel ist bei {place} {when} {=weiter gestiegen|noch immer im Steigen begriffen}.',
    ],
    body: [
      'Die Uferstraße von {place} steht stellenweise unter Wasser, und die Keller der tiefer gelegenen Häuser mußten geräumt werden.',
      'Die Schiffahrt ist vorläufig eingestellt; {#boats:3-9:w} beladene Lastkähne liegen im Hafen von {place} fest.',
      'Der Fährbetrieb von {place} nach dem deutschen Ufer ruht.',
      'Bei weiterem Steigen droht die Überschwemmung der Wiesen unterhalb von {place}.',
      'Vom Oberlauf wird Regen gemeldet, so daß bei {place} mit einem baldigen Fallen nicht zu rechnen ist.',
    ],
    close: ['Wir werden über den Stand des Wassers bei {place} weiter berichten.'],
    // A gauge, a port and a ferry on the river's bank, not at Mondorf (4 km inland; issue 51, sixth reading), as the French report.
    places: MOSELLE_BANK,
    months: [1, 2, 3, 4, 11, 12],
    // From the liberation (10 September 1944) to March 1945 the German bank was the enemy's and the river the front: no gauge, port or ferry news (issue 51, fourteenth reading row 4).
    absent: [MOSELLE_FRONT],
  },

  cattle: {
    // Offices, schools, markets and deliveries keep no Sunday hours.
    eventWeekdays: NOT_SUNDAY,
    headlines: ['Viehmarkt in {place} am {evDay}.', 'Der Monatsmarkt in {place} vom {evDay}.', 'Vom Viehmarkt zu {place}: der Auftrieb vom {evDay}.', 'Der Markt in {place}: Rindvieh und Schweine.', 'Viehhandel in {place}.', 'Der Markttag in {place}.'],
    lead: [
      'Der {when} abgehaltene Viehmarkt in {place} war mit {#head:120-480} Stück Großvieh und {#pigs:80-300} Schweinen befahren.',
      'Auf dem Monatsmarkt zu {place} herrschte {when} trotz des {=kalten|regnerischen|trüben} Wetters reger Verkehr.',
    ],
    body: [
      'Der Handel in {place} war {=lebhaft|schleppend|mittelmäßig}, die Preise hielten sich auf der Höhe des letzten Marktes.',
      'Für gute Milchkühe wurden {%cow:250-450} bis {%cow2:500-700} {currency} gezahlt.',
      'Ferkel galten in {place} {$piglet:12-30} das Paar.',
      // No dealers from across the border, or from the Ösling, in the war's last months (1944–45); none from the Eifel, in
      // Germany, before the borders opened again: left out to 1949, a cautious bound (issue 51, fifteenth reading row 3).
      { text: 'Händler aus {=Belgien und der Eifel|Lothringen|dem Ösling} waren {=zahlreich|nur spärlich} erschienen.', to: 1944 },
      { text: 'Händler aus {=Belgien|Lothringen|dem Ösling} waren {=zahlreich|nur spärlich} erschienen.', from: 1946, to: 1950 },
      { text: 'Händler aus {=Belgien und der Eifel|Lothringen|dem Ösling} waren {=zahlreich|nur spärlich} erschienen.', from: 1950 },
      'In den Wirtschaften rund um den Marktplatz von {place} ging es bis zum Abend hoch her.',
    ],
    // Not every report names the next "Markt": a search for the word finds more than cattle reports (issue 51's variety).
    // A cattle market came back monthly, on its own day, as the French report says; no yearly fair
    // (Jahrmarkt) or autumn market followed by "the next market" within the week (issue 51, eighth reading).
    close: ['{=Der nächste Markt in {place} findet im kommenden Monat am gewohnten Tage statt.|Der nächste Viehmarkt in {place} ist auf den gewohnten Tag des kommenden Monats angesetzt.|Im kommenden Monat wird in {place} wieder Vieh aufgetrieben.}'],
    absent: [OCCUPIED],
    // Not of the towns at the front in the winter of 1944–45 (issue 51, fifteenth reading row 3).
    awayFrom: WINTER_FRONT,
  },

  festival: {
    headlines: [
      'Festzug in {place}: {occasion.der}.',
      '{place} im Festschmuck: {occasion.der}.',
      'Von der Feier in {place}: {occasion.der}.',
      'Der Festzug in {place} am {evDay}.',
      'Ein Festtag für {place}.',
      'Feierlichkeiten in {place}: {occasion.der}.',
    ],
    lead: [
      // Not "a procession the village has not seen for long": most years the feast is the yearly Kirmes (feasts.ts).
      '{When} beging {place} {occasion.den} mit einem {=stattlichen|langen|farbenprächtigen} Festzug.',
      'In {place} fand {when} bei {=herrlichem|leidlichem|unsicherem} Wetter {occasion.der} statt.',
    ],
    body: [
      'Der Festzug setzte sich um {#h:2-3} Uhr am Schulhaus in Bewegung und zog durch die reich beflaggte {street} zum Marktplatz.',
      'An der Spitze marschierte die Musikgesellschaft von {place}, gefolgt von der Feuerwehr, den Vereinen und der Schuljugend.',
      '{P=mayor.titled} hielt eine {=zündende|herzliche|kurze} Ansprache, in der {P.er} die Bedeutung des Tages für {place} würdigte.',
      'Den Abschluß bildete ein Festbankett im Saale {Q.gen}, bei dem zahlreiche Trinksprüche ausgebracht wurden.',
      'Abends war {place} {=festlich beleuchtet|mit Lampions geschmückt}.',
      { text: 'Beim Festessen in {place} wurde ein dreifaches Hoch auf den Großherzog ausgebracht.', from: 1890, to: 1912 },
      { text: 'Beim Festessen in {place} wurde ein dreifaches Hoch auf den Großherzog ausgebracht.', from: 1964 },
      { text: 'Beim Festessen in {place} wurde ein dreifaches Hoch auf die Großherzogin ausgebracht.', from: 1912, to: 1940 },
      { text: 'Beim Festessen in {place} wurde ein dreifaches Hoch auf die Großherzogin ausgebracht.', from: 1945, to: 1964 },
      'Die Ordnung ließ in {place} nichts zu wünschen übrig.',
    ],
    // A village's feast, its procession and its jubilee were kept on a Sunday: a town's one feast of the year, on its day (feasts.ts).
    eventWeekdays: SUNDAY,
    eventDays: (year) => feastDays(year, ['brigade', 'priest', 'flag', 'band', 'kermesse']),
    // Told in the six days after it: the Sunday is the last one before the issue.
    eventDaysBefore: [1, 6],
    lists: {
      // A brigade's jubilee only in its town and its year (brigades.ts; issue 51, fifteenth reading row 1: not fifty again and again);
      // the priest's jubilee, the flag and the Kirmes only as the town's feast of the year (feasts.ts; sixteenth reading row 2).
      occasion: [
        ...brigadeJubileesDe(),
        ...feastEntries('flag', 'f:Fahnenweihe| des Gesangvereins'),
        ...feastEntries('band', 'n:Stiftungsfest| der Musikgesellschaft'),
        ...feastEntries('kermesse', 'f:Kirmes'),
        ...feastEntries('priest', 'n:silbern~ Priesterjubiläum| des Pfarrers'),
      ],
    },
    months: [5, 6, 7, 8, 9],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  procession: {
    headlines: ['Die Springprozession in Echternach.', 'Echternach: Die Springprozession vom {evDay}.', 'Zur Echternacher Springprozession.'],
    lead: ['Bei {=herrlichem Wetter|trübem Himmel} fand {when} in Echternach die altberühmte Springprozession zu Ehren des heiligen Willibrord statt.'],
    body: [
      'Die Zahl der Springer und Beter wird auf {#pilgrims:8-16}.000 geschätzt.',
      'Aus allen Teilen des Landes, aus der Eifel und aus Belgien waren die Pilger schon am Vorabend eingetroffen.',
      'Nach der Predigt an der Sauerbrücke setzte sich der Zug um {#h:8-9} Uhr in Bewegung.',
      'Die Musikkapellen spielten unermüdlich die alte Springprozessionsweise.',
      'Erst gegen Mittag erreichten die letzten Gruppen die Kirche, wo das Grab des Heiligen verehrt wird.',
    ],
    places: ['Echternach'],
    // Echternach's procession is on Whit Tuesday, reported in the week after it.
    eventDays: (year) => ({ Echternach: whitTuesday(year) }),
    eventDaysBefore: [1, 7],
    months: [5, 6],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  schobermesse: {
    headlines: ['Die Schobermesse in Luxemburg.', 'Schobermesse {year}: Eröffnung am Glacis.', 'Vom Glacis: die Schobermesse.'],
    lead: ['Die diesjährige Schobermesse auf dem Glacis in {place} wurde {when} eröffnet und verzeichnete schon am ersten Tage einen gewaltigen Andrang.'],
    body: [
      'Über {#stands:80-160} Buden und Karussells reihen sich dicht an dicht.',
      'Der Hammelmarsch zog am Vormittag mit Musik durch die Straßen der Oberstadt.',
      'Die Gebackenen Fische und der Viez finden wie jedes Jahr reißenden Absatz.',
      'Die Polizei mußte den Verkehr an der Avenue umleiten.',
    ],
    places: ['Luxemburg'],
    months: [8, 9],
    occupation: 'never',
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  bridge: {
    headlines: ['Die neue Brücke bei {place}.', 'Einweihung der Brücke über die {river} bei {place}.', '{place}: Die Brücke über die {river} vollendet.', 'Brückenbau bei {place}: die Arbeiten vollendet.'],
    lead: ['{When} wurde die neue Brücke über die {river} bei {place} feierlich dem Verkehr übergeben.', 'Nach anderthalbjähriger Bauzeit ist die Brücke über die {river} bei {place} {when} eröffnet worden.'],
    body: [
      'Die neue Brücke ist {#len:30-90} Meter lang und ruht auf {#arches:2-5:w} steinernen Bogen.',
      'Sie ersetzt die alte Holzbrücke, die das Hochwasser des vorigen Winters schwer beschädigt hatte.',
      'Die Kosten belaufen sich auf {$cost:20000-90000}; Staat und Gemeinde teilen sie sich.',
      // The ribbon cut by the mayor belongs to the 20th century; before, the priest blessed the bridge before the authorities (issue 51, sixth reading).
      { text: '{P=mayor.titled} durchschnitt das Band, und der Pfarrer segnete die Brücke.', from: 1920 },
      { text: 'In Gegenwart {P=mayor.titledGen} und des Gemeinderates segnete der Pfarrer die Brücke ein.', to: 1920 },
      'Der erste Wagen, der die Brücke befuhr, war das Gespann des Bauunternehmers {R.fam}.',
      'Für die Landwirte beider Ufer bedeutet die Brücke eine große Erleichterung.',
    ],
    places: INLAND_RIVER_TOWNS,
    lists: { river: ['f:Sauer', 'f:Alzette', 'f:Our', 'f:Wiltz', 'f:Attert', 'f:Clerve', 'f:Eisch'] },
    absent: [NO_INAUGURATION],
  },

  building: {
    headlines: [
      'Einweihung {building_obj.des} in {place}.',
      '{place}: {building_obj.Der} eingeweiht.',
      'Die Einweihung {building_obj.des} zu {place} vom {evDay}.',
      '{place}: {building_obj.Der} vollendet.',
      'Ein Festtag für {place}: {building_obj.der} eingeweiht.',
      'Bauwesen: {building_obj.der} in {place}.',
    ],
    lead: [
      '{When} wurde in {place} {building_obj.der} feierlich eingeweiht.',
      'Nach {=zweijähriger|anderthalbjähriger|kaum einjähriger} Bauzeit konnte {when} in {place} {building_obj.der} {building_obj.sein}er Bestimmung übergeben werden.',
    ],
    body: [
      'Die Pläne stammen von Architekt {Q.fam} aus Luxemburg; die Arbeiten führte Unternehmer {R.fam} aus {place2} aus.',
      '{building_cost}',
      // A church is consecrated by a bishop, a school or a fire station blessed by the clergy; no "Pfarrer von Luxemburg", a city of several parishes (issue 51).
      '{building_rite}',
      '{P=mayor.titled} dankte in {P.sein}er Ansprache allen, die zum Gelingen des Werkes in {place} beigetragen haben.',
      'Die Musikgesellschaft von {place} und der Gesangverein von {place2} verschönerten die Feier durch ihre Vorträge.',
      'Anschließend vereinigte ein Festessen die Ehrengäste im Gemeindehause von {place}.',
    ],
    close: ['Das Werk gereicht der Gemeinde {place} zur Ehre.', 'Die Bevölkerung nahm an der Feier regen Anteil.'],
    lists: {
      // A new church, not "die neue Pfarrkirche zu Luxemburg" of a city of several parishes. It is consecrated by the apostolic vicar Laurent
      // until his exile (1848); by none in the land until Adames (1863), so it was blessed and its consecration put off; by the bishop of
      // Luxembourg from 1870, its archbishop from 1988. No bridge: it is the bridge kind's, drawn in towns on a river (issue 51, sixth reading).
      building_obj: [
        'n:Denkmal| auf dem Marktplatz@1800-1920', 'f:neu~ Kirche@1840-1848', 'f:neu~ Kirche@1848-1863', 'f:neu~ Kirche@1863-1870', 'f:neu~ Kirche@1870-1920',
        'f:neu~ Kirche@1988', 'n:neu~ Schulhaus@1800-1920', 'f:Wasserleitung@1800-1920', 'n:Spritzenhaus@1800-1920', 'n:neu~ Pfarrhaus@1800-1920', 'n:Denkmal| für die Gefallenen@1919', 'f:neu~ Kapelle@1800-1920',
        'n:neu~ Waschhaus@1800-1920', 'n:Gemeindehaus@1800-1920', 'n:neu~ Schulhaus@1920',
        // From 1920 the monument, the church, the presbytery and the town hall at their own era's cost (lines 15–18).
        'n:Denkmal| auf dem Marktplatz@1920', 'f:neu~ Kirche@1920-1988', 'n:neu~ Pfarrhaus@1920', 'n:Gemeindehaus@1920',
        // From 1920 the water main, the fire-engine house, the chapel and the washhouse too (lines 19–22; issue 51, wave 12).
        'f:Wasserleitung@1920', 'n:Spritzenhaus@1920', 'f:neu~ Kapelle@1920', 'n:neu~ Waschhaus@1920-1955',
      ],
      // What each building cost, line by line with building_obj: a village's memorial to its dead was paid by a collection, a few
      // tens of thousands of francs in the 1920s, not the 200,000 and more of a school (issue 51, ninth reading; the Gëlle Fra of
      // the capital, the national one, was the large exception). Each building costs what its kind cost, times the price factor
      // (period.ts): before 1914 a washhouse or a pump house some thousands of francs, a chapel or a presbytery 10,000–35,000, a
      // school 15,000–60,000, a church 40,000–150,000; a school from 1920 is its own line, as in the councils (issue 51, twelfth
      // reading row 3: not a washhouse of 81,000 francs in 1865 beside a school of 14,700). Orders of magnitude, not records.
      // From 1920 a church, a presbytery, a town hall and a monument cost their own era's sums too, as the school does (issue 51,
      // wave 11: not a church of 1.4–5.3 million francs in the 1960s): a village church of the 1930s some 1.5–4 million francs, of
      // the 1960s 9–25 million; a presbytery a large house's price; a town hall near a school's. Orders of magnitude, unsure.
      // The water main, the fire-engine house, the chapel and the washhouse from 1920 as well (issue 51, wave 12: not a water
      // main of 60,000 francs in the 1930s): a water main some five times its sums of 1900 before the price factor (a village's
      // network of the 1930s 0.4–1.5 million francs); the small three at the upper half of their old range, under the bounds of
      // the twelfth reading (a washhouse or a fire-engine house 12,000, a chapel 30,000 before the factor), as the price factor
      // covers the rest, 1950 and after included. Orders of magnitude, unsure.
      building_cost: [
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:5000-20000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:40000-150000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:40000-150000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:40000-150000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:40000-150000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:250000-700000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:15000-60000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:10000-50000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:2000-8000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:12000-35000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten des Denkmals, rund {$cost:3000-8000}, wurden durch eine Sammlung in der Gemeinde {place} aufgebracht.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:10000-30000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:2000-8000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:15000-60000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:200000-550000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:30000-120000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:250000-700000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:60000-180000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:150000-450000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:60000-250000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:5000-12000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:15000-30000}, wovon der Staat einen erheblichen Teil übernommen hat.',
        'Die Kosten {building_obj.des} belaufen sich auf rund {$cost:5000-12000}, wovon der Staat einen erheblichen Teil übernommen hat.',
      ],
      building_rite: [
        'Die Geistlichkeit nahm die Einsegnung des Denkmals vor.',
        'Die Konsekration der Kirche nahm der Apostolische Vikar, Bischof Laurent, vor.',
        'Die Einsegnung nahm vorläufig der Herr Dechant vor; die feierliche Konsekration soll später folgen.',
        'Die Konsekration der Kirche nahm der Apostolische Vikar, Bischof Adames, vor.',
        'Die Konsekration der Kirche nahm der Bischof von Luxemburg vor.',
        'Die Konsekration der Kirche nahm der Erzbischof von Luxemburg vor.',
        'Die Geistlichkeit segnete das neue Schulhaus ein.',
        'Die Geistlichkeit segnete die Wasserleitung ein.',
        'Die Geistlichkeit segnete das Spritzenhaus und die Geräte der Feuerwehr ein.',
        'Die Geistlichkeit segnete das neue Pfarrhaus ein.',
        'Die Geistlichkeit nahm die Einsegnung des Denkmals vor.',
        'Die Geistlichkeit segnete die neue Kapelle ein.',
        'Die Geistlichkeit segnete das neue Waschhaus ein.',
        'Die Geistlichkeit segnete das neue Gemeindehaus ein.',
        'Die Geistlichkeit segnete das neue Schulhaus ein.',
        'Die Geistlichkeit nahm die Einsegnung des Denkmals vor.',
        'Die Konsekration der Kirche nahm der Bischof von Luxemburg vor.',
        'Die Geistlichkeit segnete das neue Pfarrhaus ein.',
        'Die Geistlichkeit segnete das neue Gemeindehaus ein.',
        'Die Geistlichkeit segnete die Wasserleitung ein.',
        'Die Geistlichkeit segnete das Spritzenhaus und die Geräte der Feuerwehr ein.',
        'Die Geistlichkeit segnete die neue Kapelle ein.',
        'Die Geistlichkeit segnete das neue Waschhaus ein.',
      ],
    },
    // The contractor and the guest choir come from a town within 20 km (issue 51, sixth reading: not from Wiltz to Grevenmacher).
    second: BY_ROAD,
    // Every town but the capital: its mould is a country town's (a "Gemeindehaus" built new, the banquet "im Gemeindehause"), and the
    // capital's town hall on the place Guillaume stood from 1838 (issue 51, eighth reading row 7: no "Gemeindehaus" inaugurated in Luxemburg).
    places: byDistance('Luxemburg'),
    absent: [NO_INAUGURATION],
  },

  society: {
    headlines: [
      '{place}: Generalversammlung {club.des}.',
      'Vereinsnachrichten aus {place}: {club.der}.',
      'Die Generalversammlung {club.des} von {place}.',
      'Aus dem Vereinsleben von {place}.',
      // The election of the committee is an optional sentence of the body: the headline does not promise it (issue 51, seventh reading).
      '{club.Der} von {place} hielt {club.sein}e Generalversammlung ab.',
    ],
    lead: ['Die Generalversammlung {club.des} von {place} fand {when} im Saale {Q.gen} statt; die Versammlung war {=sehr gut|gut|mäßig} besucht.'],
    body: [
      // A band's or a choir's president is a man before 1970 (clubPresident, people.ts; issue 51, thirteenth reading).
      '{P=clubPresident.Der} {P.role}, {P.nom}, begrüßte die Mitglieder und gedachte der im verflossenen Jahre Verstorbenen.',
      'Aus dem Kassenbericht geht hervor, daß {club.der} über ein Guthaben von {$cash:100-900} verfügt.',
      'Der Dirigent, {R=bandmaster.nom}, wurde für {#years:10-40} Jahre treuer Dienste durch ein Ehrengeschenk ausgezeichnet.',
      'Der Vorstand wurde {=in seiner bisherigen Zusammensetzung wiedergewählt|zum Teil erneuert|einstimmig bestätigt}.',
      'Man beschloß, im Sommer am Musikfest in {place2} teilzunehmen.',
    ],
    close: ['Ein gemütliches Beisammensein hielt die Mitglieder {club.des} noch lange vereint.'],
    lists: { club: ['m:Gesangverein', 'f:Musikgesellschaft', 'f:Harmonie', 'm:Männerchor', 'f:Fanfare', 'm:Kirchenchor'] },
    // A general meeting on a weekday evening or a Saturday, never on a public holiday (story.ts: a kind that keeps no Sunday keeps
    // no holiday): none at Christmas, on St Stephen's Day or New Year's Day (issue 51, sixteenth reading: a Fanfare's on 26 December).
    eventWeekdays: NOT_SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  school: {
    headlines: ['Schule in {place}: {event.der}.', '{place}: {event.Der} der Schule vom {evDay}.', 'Aus der Schule zu {place}: {event.der} {year}.', 'Schulnachrichten aus {place}.', 'Die Jugend von {place} und {event.der}.'],
    lead: [
      'In der Schule zu {place} fand {when} {event.der} statt; neben den Eltern war auch Schulinspektor {P=inspector.fam} erschienen.',
      '{When} wurde in {place} {event.der} der Primärschule abgehalten.',
    ],
    body: [
      'Die Kinder legten Zeugnis ab von dem Fleiße, mit dem {Q=teacher.nom} sie unterrichtet.',
      'Die Schule von {place} zählt gegenwärtig {#pupils:40-120} Kinder in {#classes:2-4:w} Klassen.',
      'Die Gemeindeverwaltung ließ an die besten Schüler {=Bücher|Sparkassenbücher|Bilder} als Preise verteilen.',
      'Der Schulinspektor sprach sich lobend über die Leistungen {=im Rechnen|im Lesen|in der Heimatkunde} aus.',
      'Leider läßt der Zustand des Schulhauses von {place} manches zu wünschen übrig.',
    ],
    // The prize-giving closes the school year, in July or early August (issue 51, sixteenth reading: not in March, April or October).
    lists: { event: ['<7-8>f:Preisverteilung', 'f:Schulprüfung', 'n:Schulfest'] },
    months: [3, 4, 7, 8, 10],
    // A school's examination, prize-giving or festival is held on a school day: not on Easter or Whit Sunday, nor on a holiday (issue 51, ninth reading).
    eventWeekdays: NOT_SUNDAY,
    absent: [OCCUPIED],
  },

  mining: {
    // The steel reports by era (steel.ts; issue 51, fifteenth reading row 4): the usual years' lines, the idle works after the
    // liberation (1944–45, until coke came again) and the steel crisis from 1975. No output, hiring or strong demand in those two.
    headlines: [
      ...usualSteelYears(['Von den Hochöfen in {place}: {topic.der}.', 'Die Hochöfen von {place}. — {topic.Der} in Betrieb.', 'Aus dem Erzbecken: {topic.der} in {place}.']),
      'Die Hüttenwerke von {place} im {month}.',
      ...usualSteelYears(['Industrie: {topic.der} in {place}.']),
      { text: 'Arbeit und Lohn in {place}.', to: STEEL_IDLE_YEARS.from },
      { text: 'Arbeit und Lohn in {place}.', from: STEEL_IDLE_YEARS.to },
      { text: 'Die Hüttenwerke von {place} und der Koksmangel.', ...STEEL_IDLE_YEARS },
      { text: 'Aus dem Erzbecken: die Lage in {place}.', ...STEEL_IDLE_YEARS },
      { text: 'Die Stahlkrise und die Hüttenwerke von {place}.', ...STEEL_CRISIS_YEARS },
      { text: 'Weniger Arbeitsplätze auf den Hüttenwerken in {place}.', ...STEEL_CRISIS_YEARS },
    ],
    lead: [
      ...usualSteelYears([
        'Auf den Hüttenwerken in {place} ist {when} {topic.der} in Betrieb genommen worden.',
        // A furnace's month, as the period's furnaces made it: some 50 tonnes a day in the 1870s, 150 before the First War, 500 and more in the 1960s;
        // the whole country's month was about 20,000 tonnes in 1880 (issue 51: not 38,000 at Steinfort in 1883).
        { text: 'Wie man uns aus {place} schreibt, hat jeder Hochofen dort im verflossenen Monat durchschnittlich {#tons:12-24:00} Tonnen Roheisen erzeugt.', to: 1895 },
        { text: 'Wie man uns aus {place} schreibt, hat jeder Hochofen dort im verflossenen Monat durchschnittlich {#tons:25-45:00} Tonnen Roheisen erzeugt.', from: 1895, to: 1920 },
        { text: 'Wie man uns aus {place} schreibt, hat jeder Hochofen dort im verflossenen Monat durchschnittlich {#tons:40-75:00} Tonnen Roheisen erzeugt.', from: 1920, to: 1950 },
        { text: 'Wie man uns aus {place} schreibt, hat jeder Hochofen dort im verflossenen Monat durchschnittlich {#tons:80-140:00} Tonnen Roheisen erzeugt.', from: 1950 },
      ]),
      // After the liberation: idle for want of coke until the spring of 1945, then slowly got going (the months by the marks of idle_lead).
      { text: '{idle_lead}', ...STEEL_IDLE_YEARS },
      // The crisis: short time (to the steel market's recovery of 1988), the jobs the works shed every year.
      { text: 'Auf den Hüttenwerken in {place} wird {=weiterhin|auch in diesem Monat} kurzgearbeitet.', from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: 'Wie man uns aus {place} schreibt, sollen auf den Hüttenwerken dort im laufenden Jahr weitere {#jobs:80-400} Arbeitsplätze abgebaut werden.', ...STEEL_CRISIS_YEARS },
      { text: 'Die Belegschaft der Hüttenwerke in {place} ist im vergangenen Jahr um {#fewer:150-600} Mann zurückgegangen.', from: 1976, to: STEEL_CRISIS_YEARS.to },
    ],
    body: [
      ...usualSteelYears([
        // The change of the workforce, not its size: the big works employed several thousand (issue 51, eleventh reading row 9: not "1518 Mann" at Differdange in 1927).
        'Die Hüttenwerke in {place} haben in den letzten drei Monaten {#men:40-180} Arbeiter {=neu eingestellt|entlassen}.',
        // Thomas steel from 1886 (Dudelange, the first converters of the land) until the oxygen (LD) steelworks took its place in the
        // 1970s, the last Thomas converters blowing about 1977–1979 (1975 is our bound, unsure); then steel in the crisis (issue 51).
        // Italian workers in numbers from about 1890 (issue 51).
        { text: 'Die Nachfrage nach Thomasstahl hält {=unvermindert|weiter|nur noch schwach} an.', from: 1886 },
        { text: 'Die Nachfrage nach Roheisen hält {=unvermindert|weiter|nur noch schwach} an.', to: 1886 },
        // The claim is the headline works' own men, not another town's (issue 51, thirteenth reading, still seen: not "Die Arbeiter
        // aus Bettemburg verlangen …" under the works of Esch; the fr kind got the same fix).
        '{=Die Arbeiter der Hüttenwerke von {place} verlangen|Auf den Hüttenwerken in {place} verlangen die Arbeiter|Die Belegschaft der Hüttenwerke von {place} fordert} eine Erhöhung der Schichtlöhne um {#pct:5-12} vom Hundert.',
        { text: 'Die Zahl der italienischen Arbeiter im Kanton {=ist weiter gestiegen|hat etwas abgenommen}.', from: 1890 },
        'Der Bahnhof von {place} vermag den Verkehr der Erzzüge kaum noch zu bewältigen.',
      ]),
      { text: '{=Ein Teil der Belegschaft ist mit Instandhaltungsarbeiten an den Anlagen beschäftigt|Ein Teil der Arbeiter hält Öfen und Maschinen instand|Die Belegschaft wird, soweit es geht, bei Instandhaltungsarbeiten beschäftigt}.', ...STEEL_IDLE_YEARS },
      { text: '{=Die beschädigten Bahnlinien erschweren die Zufuhr von Koks und Erz|Solange die Bahnlinien nicht wiederhergestellt sind, kommen Koks und Erz nur spärlich an}.', ...STEEL_IDLE_YEARS },
      { text: '{=Die Arbeiter der Hüttenwerke von {place} warten darauf, daß die Arbeit wieder voll aufgenommen wird|Die Arbeiter der Hüttenwerke von {place} hoffen, daß die Arbeit bald wieder voll aufgenommen wird}.', ...STEEL_IDLE_YEARS },
      { text: '{=Die Werksleitung hofft, daß die Kokszüge bald wieder regelmäßig fahren|Wann wieder genug Koks eintrifft, vermag auch die Werksleitung nicht zu sagen}.', ...STEEL_IDLE_YEARS },
      // The crisis (unsure facts left out: which furnace closed when). Early retirement and the tripartite from the agreements of 1977;
      // the Community's production quotas of the "manifest crisis", from 1981 to 1988.
      { text: 'Der Stahlmarkt bleibt {=schwach|gedrückt|unsicher}.', from: STEEL_CRISIS_YEARS.from, to: 1988 },
      { text: '{=Die Arbeiter der Hüttenwerke von {place} bangen um ihre Arbeitsplätze|In {place} geht die Sorge um die Arbeitsplätze um}.', ...STEEL_CRISIS_YEARS },
      { text: 'Die meisten der betroffenen Arbeiter sollen in den Vorruhestand gehen.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: 'Überzählige Arbeiter werden bei außerordentlichen Arbeiten für Staat und Gemeinden beschäftigt.', ...STEEL_CRISIS_YEARS },
      { text: 'Über die weitere Umstrukturierung beraten Regierung, Gewerkschaften und Unternehmen in der Tripartite.', from: 1978, to: STEEL_CRISIS_YEARS.to },
      { text: 'Die Gewerkschaften verlangen, daß kein Arbeiter entlassen wird.', ...STEEL_CRISIS_YEARS },
      { text: 'Die EG-Kommission hat für die Hüttenwerke der Gemeinschaft Erzeugungsquoten festgesetzt.', from: 1981, to: 1988 },
    ],
    // Where steel itself was made: no "neues Stahlwerk" at Rumelange, whose furnaces made pig iron only (issue 51, eighth reading);
    // not at Dudelange from 1985 (steel.ts).
    places: steelReportTowns(STEEL_PLANT_TOWNS),
    lists: {
      topic: ['m:neu~ Hochofen', 'n:neu~ Stahlwerk@1886', 'f:neu~ Walzenstraße', 'f:neu~ Gebläsemaschine'],
      // Idle since the liberation (1944 and to May 1945), slowly working again from June 1945; the last line is true of both.
      idle_lead: [
        'Auf den Hüttenwerken in {place} ruht die Arbeit seit der Befreiung fast ganz, weil kein Koks mehr eintrifft.@1944-1945',
        '<1-5>Auf den Hüttenwerken in {place} ruht die Arbeit seit der Befreiung fast ganz, weil kein Koks mehr eintrifft.@1945-1946',
        'Die Hochöfen von {place} stehen seit der Befreiung still; es fehlt an Koks.@1944-1945',
        '<1-5>Die Hochöfen von {place} stehen seit Monaten still; es fehlt an Koks.@1945-1946',
        '<6-12>Auf den Hüttenwerken in {place} wird die Arbeit langsam wieder aufgenommen, soweit der Koks reicht.@1945-1946',
        '<6-12>Von einem vollen Betrieb ist auf den Hüttenwerken in {place} noch keine Rede; es fehlt noch immer an Koks.@1945-1946',
        'Wann die Hüttenwerke in {place} wieder voll arbeiten können, hängt von den Kokslieferungen ab.',
      ],
    },
    years: [1871, 1991],
    absent: [OCCUPIED],
  },

  pitAccident: {
    headlines: ['Grubenunglück bei {place}.', 'Unglück in der Grube „{pit}“ bei {place}.', '{place}: Ein Bergmann verschüttet.', 'Ein Unfall unter Tage bei {place}.'],
    lead: ['In der Grube „{pit}“ bei {place} wurde {when} der Bergmann {P=miner.name} durch herabstürzendes Gestein verschüttet.'],
    body: [
      'Die Kameraden {P.gen} gingen sofort an die Rettungsarbeit.',
      'Nach {#hours:2-6:w} Stunden konnten sie den Verunglückten bergen; er wurde ins Spital nach {=Esch|Düdelingen|Differdingen} gebracht.',
      'Der Verunglückte ist {#age:24-50} Jahre alt und Vater von {#kids:2-6:w} Kindern.',
      'Die Bergbehörde hat eine Untersuchung der Grube „{pit}“ angeordnet.',
      '{pit_tally}',
    ],
    places: SOUTH,
    lists: {
      pit: ['Katzenberg', 'Lallingerberg', 'Heintzenberg', 'Brucherberg', 'Langengrund'],
      // The accident's count since New Year (text.ts month marks): the second from February, the third from March; a line with
      // no count for any month (issue 51, thirteenth reading: not "das dritte Unglück … seit Beginn des Jahres" on 3 January).
      pit_tally: [
        '<2-12>Es ist bereits das zweite Unglück in der Grube „{pit}“ seit Beginn des Jahres.',
        '<3-12>Es ist bereits das dritte Unglück in der Grube „{pit}“ seit Beginn des Jahres.',
        'Der Unfall hat unter den Bergleuten von {place} große Bestürzung hervorgerufen.',
      ],
    },
    years: [1871, 1991],
    absent: [OCCUPIED],
  },

  elections: {
    headlines: ['Die Wahlen in {place}.', 'Gemeindewahl in {place}: das Ergebnis.', 'Wahlergebnis aus {place}.', 'Nach den Wahlen in {place}.', 'Der neue Gemeinderat von {place}.'],
    // From the electoral law of 1919 the communes voted on a Sunday, the second round a week later; before it, on a working day (issue 51).
    lead: [
      { text: 'Bei den {when} abgehaltenen Wahlen in {place} wurden von {#voters:400-1800} eingeschriebenen Wählern {#votes:voters-120..voters-20} Stimmen abgegeben.', to: 1919 },
      { text: 'Bei den Gemeindewahlen vom vergangenen Sonntag wurden in {place} von {#voters:400-1800} eingeschriebenen Wählern {#votes:voters-120..voters-20} Stimmen abgegeben.', from: 1919 },
      { text: 'Die Wahlen in {place} haben {when} stattgefunden und endeten mit einem Siege der {party}.', to: 1919 },
      { text: 'Die Gemeindewahlen vom vergangenen Sonntag in {place} endeten mit einem Siege der {party}.', from: 1919 },
    ],
    body: [
      'Gewählt wurden im ersten Wahlgang {Q=councillor} und {R=councillor}.',
      // The voters elect councillors; the mayor is appointed among them by the sovereign (issue 51, ninth reading: not "re-elected").
      '{P=mayor.titled} wurde mit den meisten Stimmen wieder in den Gemeinderat gewählt; {P.sein}e Wiederernennung gilt als sicher.',
      'Die Wahlbeteiligung in {place} war {=außerordentlich stark|stark|sehr rege}.',
      { text: 'Für die zwei noch offenen Sitze ist eine Stichwahl auf den {nextDay} angesetzt.', to: 1919 },
      // The second round a week later, as in 1945 (arrêté of 17 September 1945); 1920's is not known here.
      { text: 'Für die zwei noch offenen Sitze findet am kommenden Sonntag eine Stichwahl statt.', from: 1945 },
      'Der Wahlkampf in {place} war mit {=großer Heftigkeit|ungewohnter Ruhe} geführt worden.',
    ],
    // The Rechtspartei of 1914 became the Christian Social party in 1944 (issue 51, eighth reading).
    lists: { party: ['Rechtspartei@1914-1945', 'Christlich-Sozialen@1945', 'Liberalen', 'Sozialisten', 'Bürgerliste'] },
    occupation: 'never',
    absent: [NO_COUNCIL],
    // Only in the week after a day all the communes voted (COMMUNAL_ELECTIONS), and of that Sunday (issue 51, eighth reading).
    eventDates: COMMUNAL_ELECTIONS,
    // A commune voting by majority, where a second round and a few hundred voters belong.
    places: MAJORITY_COMMUNES,
    eventDaysBefore: [1, 6],
    eventWeekdays: SUNDAY,
  },

  letter: {
    // The field path leads to a neighbouring village.
    second: NEIGHBOURS,
    headlines: ['Eingesandt. — {path_obj.Der} in {place}.', 'Eingesandt: {path_obj.der}.', 'Eine Stimme aus {place}: {path_obj.der}.', 'Aus dem Leserkreise: {path_obj.der} in {place}.', 'Klagen aus {place}.'],
    lead: [
      'Man schreibt uns aus {place}: Seit Monaten ist {path_obj.der} in unserer Ortschaft in einem Zustande, der jeder Beschreibung spottet.',
      'Aus dem Leserkreise wird uns geschrieben: Wie lange soll es mit {path_obj.dem} in {place} noch so weitergehen?',
      'Aus {place} erhalten wir folgende Zuschrift: Schon oft ist in diesem Blatte über schlechte Wege geklagt worden, aber {path_obj.der} in unserer Ortschaft übertrifft alles.',
      'Man bittet uns um Aufnahme folgender Zeilen: Wer {path_obj.den} in {place} nicht kennt, macht sich von {path_obj.sein}em Zustande keinen Begriff.',
      'Ein Leser aus {place} schreibt uns: Es ist hohe Zeit, daß auch einmal von {path_obj.dem} die Rede ist.',
    ],
    body: [
      // Who walks the path and how the rain hurts them are the path's own (path_*: one line of each): no schoolchildren on the way to the
      // cemetery (issue 51, eighth reading row 4).
      '{path_wet}',
      '{path_who}',
      '{=Der Schlamm steht dort oft wochenlang|Das Wasser steht nach jedem Gewitter tagelang in den Löchern|Die Löcher werden von Jahr zu Jahr tiefer}.',
      '{=Von einer Ausbesserung ist keine Rede|Seit Jahren ist dort keine Schaufel Kies mehr hingekommen|Die paar Karren Schotter, die man im vorigen Herbst hingeworfen hat, sind längst im Schlamm verschwunden|Der Graben, der früher das Wasser ableitete, ist längst zugeschüttet}.',
      '{=Dabei wäre mit ein paar Fuhren Kies und einer ordentlichen Rinne schon viel geholfen|Die Kosten wären gering, der Nutzen groß|Man fragt sich, wozu man eigentlich seine Steuern zahlt}.',
      'Wiederholt haben die Anwohner bei der Gemeindeverwaltung von {place} vorgesprochen, aber man vertröstet sie {=von einer Sitzung auf die andere|auf das nächste Jahr|mit schönen Worten}.',
      '{=In {place2} hat man dasselbe Übel mit geringen Kosten beseitigt|In {place2} würde man einen solchen Zustand keine Woche dulden|Man sehe nur, wie gut man in {place2} seine Wege unterhält}.',
      '{=Wir wollen niemandem einen Vorwurf machen, aber so kann es nicht weitergehen|Geduld haben wir lange genug gehabt|Wir hoffen, daß diese Zeilen an der rechten Stelle gelesen werden}.',
      '{=Wir richten deshalb die höfliche Bitte an den Gemeinderat von {place}, die Sache endlich in die Hand zu nehmen|Möge der Gemeinderat von {place} endlich Abhilfe schaffen|Wir erwarten vom Gemeinderat von {place}, daß er bald Abhilfe schafft}.',
    ],
    close: [
      'Wir bitten um Aufnahme dieser Zeilen. Mehrere Steuerzahler aus {place}.',
      'Ein alter Abonnent aus {place}.',
      'Ein Familienvater aus {place}.',
      'Mehrere Anwohner.',
      'Einer für viele.',
    ],
    lists: {
      // Three lines for each path, so that two letters about one path seldom read alike.
      path_obj: [
        'm:Weg| zum Friedhof', 'm:Weg| zum Friedhof', 'm:Weg| zum Friedhof',
        'f:Straße| zur Mühle', 'f:Straße| zur Mühle', 'f:Straße| zur Mühle',
        'm:Schulweg', 'm:Schulweg', 'm:Schulweg',
        'f:Gasse| hinter der Kirche', 'f:Gasse| hinter der Kirche', 'f:Gasse| hinter der Kirche',
        'm:Feldweg| nach {place2}', 'm:Feldweg| nach {place2}', 'm:Feldweg| nach {place2}',
      ],
      path_wet: [
        'Bei Regenwetter versinken die Leidtragenden, die einen Toten zu Grabe geleiten, bis an die Knöchel im Schlamm.',
        'Bei jedem Begräbnis haben die Träger Mühe, mit dem Sarg auf den Schultern durch die tiefen Pfützen zu kommen.',
        'Alte Leute, die die Gräber ihrer Angehörigen besuchen wollen, wagen sich bei nassem Wetter gar nicht mehr hinaus.',
        'Bei Regenwetter bleiben die Wagen der Bauern, die ihr Korn zur Mühle fahren, bis an die Achsen im Kot stecken.',
        'Die Radspuren sind so tief, daß die Kunden des Müllers ihre Säcke schon auf halbem Wege abladen müssen.',
        'Wer sein Getreide mahlen lassen will, muß warten, bis der Weg wieder trocken ist.',
        'Bei Regenwetter ist der Schulweg kaum zu begehen, und die Kinder kommen mit durchnäßten Füßen in die Schule.',
        'Die Kleinen waten bei jedem Regen durch tiefe Pfützen und sitzen dann stundenlang mit nassen Strümpfen in der Schulstube.',
        'Im Winter, wenn es früh dunkel wird, finden die Schulkinder ihren Weg kaum zwischen den Löchern hindurch.',
        'Bei Regenwetter sammelt sich das Wasser vom Kirchendach in der Gasse, und die Kirchgänger müssen durch eine wahre Pfütze.',
        'Wer zur Frühmesse geht, tastet sich im Dunkeln zwischen Pfützen und losen Steinen hindurch.',
        'Die Anwohner können bei nassem Wetter kaum trockenen Fußes aus dem Hause treten.',
        'Bei nassem Wetter kommen die Bauern mit ihren Wagen kaum auf ihre Äcker.',
        'Zur Erntezeit bleiben die beladenen Wagen in den tiefen Radspuren des Weges stecken.',
        'Wer zu Fuß nach {place2} muß, geht lieber über die Wiesen als auf dem Wege selbst.',
      ],
      path_who: [
        'Zu Allerheiligen, wenn die ganze Pfarrei zu den Gräbern zieht, ist der Zustand geradezu unwürdig.',
        'Beim letzten Begräbnis wäre einer der Träger beinahe mitsamt dem Sarge gestürzt.',
        'Es ist eine Schande, daß man unsere Toten auf solchem Wege zur letzten Ruhestätte bringen muß.',
        'Der Müller selbst klagt, daß ihm die Kundschaft aus den Nachbardörfern ausbleibt.',
        'Vorige Woche brach an einem schwer beladenen Wagen ein Rad, und die Mehlsäcke lagen im Schlamm.',
        'Und doch ist die Straße für die halbe Ortschaft der einzige Weg zur Mühle.',
        'Der Lehrer hat schon mehrmals Kinder mit nassen Kleidern an den Ofen setzen müssen.',
        'Mehrere Mütter behalten ihre Kinder bei schlechtem Wetter lieber zu Hause.',
        'Schon sind mehrere Kinder an Husten und Fieber erkrankt.',
        'Erst kürzlich ist eine alte Frau auf dem Heimweg von der Messe ausgeglitten und hat sich schwer verletzt.',
        'Dazu fließt das Abwasser der Häuser offen durch die Gasse, was besonders im Sommer übel riecht.',
        'Keine einzige Laterne erhellt die Gasse bei Nacht.',
        'Die Landwirte, die dort ihre Felder haben, haben den Weg schon mehrmals auf eigene Kosten ausgebessert.',
        'Dabei ist es für die Bauern der Gegend der kürzeste Weg zu ihren Feldern.',
        'Im vorigen Herbst mußte ein Wagen voll Kartoffeln mit Vorspann aus dem Morast gezogen werden.',
      ],
    },
    occupation: 'never',
    absent: [OCCUPIED],
  },

  newPaper: {
    headlines: [
      'Eine neue Zeitung für {place} und Umgebung.',
      'In {place} erscheint eine neue Zeitung.',
      '{place} hat seit dem {evDay} eine eigene Zeitung.',
      'Eine Zeitung für {place}: der „{paper}“.',
      // Shapes without the word: the kind goes on once each shape above has printed it (issue 51, shares.ts).
      'Ein neues Blatt in {place}.',
      'Der „{paper}“ in {place}.',
      'Ein Lokalblatt für {place}.',
    ],
    lead: ['In {place} erscheint seit dem {evDay} eine neue Zeitung, der „{paper}“, im Verlag der Buchdruckerei {P.fam}.'],
    body: [
      'Das Blatt kommt {=zweimal|dreimal} in der Woche heraus; das Abonnement kostet {$abo:3-6} im Vierteljahr.',
      'Das Blatt will, wie es in seiner ersten Nummer heißt, den Bedürfnissen der Landbevölkerung dienen und sich von aller Parteipolitik fernhalten.',
      'Die erste Nummer bringt neben einem Geleitwort des Herausgebers Nachrichten aus dem Kanton, einen Marktbericht und Anzeigen.',
    ],
    close: ['Wir wünschen dem jungen Kollegen guten Erfolg.'],
    lists: { paper: ['Landbote', 'Bürgerfreund', 'Volksfreund', 'Anzeiger'] },
    // A country town's own weekly: the capital and Esch had their papers long before.
    places: ['Diekirch', 'Ettelbrück', 'Wiltz', 'Vianden', 'Grevenmacher', 'Remich', 'Mersch', 'Clerf', 'Redingen', 'Capellen', 'Wasserbillig', 'Mondorf', 'Steinfort', 'Junglinster', 'Bissen', 'Hosingen', 'Ulflingen', 'Befort'],
    years: [1850, 1960],
    occupation: 'never',
    absent: [OCCUPIED],
  },

  pressReview: {
    headlines: [
      'Eine auswärtige Zeitung über {topic.den} in {place}.',
      'Was eine Zeitung über {topic.den} in {place} schreibt.',
      'Eine Zeitung von jenseits der Grenze über {place}.',
      // Shapes without the word (issue 51, shares.ts).
      'Von jenseits der Grenze gesehen: {topic.der} in {place}.',
      'Ein fremdes Urteil über {topic.den} in {place}.',
    ],
    lead: ['Eine auswärtige Zeitung bringt in ihrer Nummer vom {evDay} einen längeren Artikel über {topic.den} in {place}.'],
    body: [
      'Der Verfasser, der {place} im vorigen Sommer besucht hat, spricht mit großem Lob von der Gastfreundschaft der Bewohner.',
      'Weniger schmeichelhaft urteilt er über den Zustand der Wege und der Gasthöfe.',
      'Wir geben die Stelle wieder, ohne uns jedes Urteil zu eigen zu machen.',
      'Es ist immerhin erfreulich, daß man auch jenseits der Grenze von unserem Ländchen Notiz nimmt.',
    ],
    lists: { topic: ['m:Fremdenverkehr', 'f:Landwirtschaft', 'n:Vereinsleben', 'n:Schulwesen', 'm:Wochenmarkt'] },
    occupation: 'never',
    absent: [OCCUPIED],
  },

  emigration: {
    headlines: ['Auswanderung nach Amerika: Nachrichten aus {city}.', 'Ein Brief aus {city} nach {place}.', 'Von unseren Landsleuten in {city}.', 'Ein Auswanderer aus {place} schreibt aus {city}.'],
    lead: ['Ein Landsmann aus {place}, der vor {#years:3-12:w} Jahren nach Amerika ausgewandert ist, schreibt uns aus {city}:'],
    body: [
      '„Die Überfahrt von Antwerpen dauerte elf Tage; wir hatten schweres Wetter, doch kamen alle gesund an.“',
      '„Hier in {city} leben viele Luxemburger; sie halten zusammen und haben einen eigenen Verein gegründet.“',
      '„Die Arbeit ist hart, aber der Lohn ist gut, und wer fleißig ist, bringt es zu etwas.“',
      '„Grüßt mir die Verwandten in {place} und sagt ihnen, daß ich oft an die Heimat denke.“',
    ],
    lists: { city: ['Chicago', 'Dubuque', 'Saint Paul', 'Milwaukee', 'New-York'] },
    years: [1850, 1914],
  },

  thunderstorm: {
    second: NEIGHBOURS,
    headlines: ['Unwetter über {place} am {evDay}.', 'Gewitter und Hagel zwischen {place} und {place2}.', 'Schweres Gewitter bei {place}.', 'Das Gewitter vom {evDay} in {place}.', 'Hagelschlag über {place} und Umgebung.', 'Blitzschlag in {place}.'],
    lead: ['{When} zog ein schweres Gewitter über {place} und Umgebung, begleitet von {=wolkenbruchartigem Regen und Hagel|heftigen Sturmböen|Hagelkörnern so groß wie Haselnüsse}.'],
    body: [
      'Der Blitz schlug in {=den Turm der Kirche|eine Scheune am Ortsausgang|einen Nußbaum an der Landstraße} von {place} ein, ohne jedoch zu zünden.',
      'Die Felder zwischen {place} und {place2} sind stellenweise verwüstet.',
      'Die Feuerwehr von {place} mußte {#times:2-5:w}mal ausrücken, um überschwemmte Keller auszupumpen.',
      'Ältere Leute in {place} erinnern sich nicht, ein solches Unwetter erlebt zu haben.',
      'Der Schaden an Feld- und Gartenfrüchten wird auf {$damage:2000-20000} geschätzt.',
    ],
    months: [5, 6, 7, 8],
  },

  gale: {
    // The road and the telegraph or telephone line that the storm cut run to a neighbouring town, not across the country (issue 51, seventh reading).
    second: NEIGHBOURS,
    headlines: ['Sturm über {place}.', 'Sturmschaden im Kanton {canton}.', 'Der Sturm vom {evDay} in {place}.', 'Orkan im Kanton {canton}.', 'Die Sturmnacht vom {evDay}.'],
    lead: ['Ein heftiger Sturm richtete {when} in {place} und den umliegenden Dörfern großen Schaden an.'],
    body: [
      'Zahlreiche Dächer in {place} wurden abgedeckt, und im Gemeindewald sind {#trees:20-300} Bäume entwurzelt.',
      'Die Straße nach {place2} war {#hours:2-9:w} Stunden lang durch umgestürzte Bäume gesperrt.',
      'Ein Schornstein stürzte auf das Dach {=des Schulhauses|der Post|des Pfarrhauses} von {place}.',
      // The first telephone network (the capital's) opened in 1885, country lines later; the telegraph before (issue 51).
      { text: 'Die Telegraphenleitung zwischen {place} und {place2} ist unterbrochen.', from: 1870, to: 1900 },
      { text: 'Die Telephonleitung zwischen {place} und {place2} ist unterbrochen.', from: 1900 },
    ],
    months: [10, 11, 12, 1, 2, 3],
    // Named "the canton of …": a canton's seat.
    places: CANTON_SEATS,
  },

  // A by-election for a seat left empty (a death, a resignation), held by one commune on a Sunday of its own: communal elections
  // of any month, where the general renewals are of their days only (issue 51, eighth reading: elections in March of no election year).
  byElection: {
    headlines: ['Ergänzungswahl in {place}.', 'Die Ergänzungswahl zum Gemeinderat von {place}.', '{place}: ein neues Mitglied des Gemeinderates.'],
    lead: [
      'Bei der {when} abgehaltenen Ergänzungswahl in {place} wurde {P=councillor.name} mit {#votes:120-600} Stimmen in den Gemeinderat gewählt.',
      'In {place} fand {when} eine Ergänzungswahl zum Gemeinderat statt; gewählt wurde {P=councillor.name} mit {#votes:120-600} Stimmen.',
    ],
    body: [
      'Der Sitz war durch {=den Tod eines Ratsmitgliedes|den Rücktritt eines Ratsmitgliedes|den Wegzug eines Ratsmitgliedes} frei geworden.',
      'Die Wahlbeteiligung war {=gering|mäßig|recht gut}, wie meist bei einer Ergänzungswahl.',
      'Der Gegenkandidat erhielt {#other:40-110} Stimmen.',
      'Das neue Ratsmitglied wird in der nächsten Sitzung des Gemeinderates vereidigt.',
    ],
    occupation: 'never',
    absent: [NO_COUNCIL],
    years: [1920, 1991],
    // Only a commune voting by majority filled a seat so: under proportional representation the list's next candidate took it.
    places: MAJORITY_COMMUNES,
    eventWeekdays: SUNDAY,
  },

  football: {
    headlines: ['Fußball: {club} gegen {rival}.', 'Sport. — {club} schlägt {rival}.', 'Das Spiel {club} — {rival} vom {evDay}.'],
    // The report opens with the result, as every match report does (issue 51, tenth reading row 10): the winners by two goals or more,
    // so that they led at half-time and still scored after it.
    lead: ['Vor rund {#crowd:8-30:00} Zuschauern trafen sich {when} die Mannschaften von {club} und {rival}; {club} gewann mit {#f1:2-4} zu {#f2:0..f1-2}.'],
    body: [
      // The winners lead at half-time, and the second half's goal is told without one (issue 51: no "erhöhte" after 1 zu 1, or with no score printed).
      'Das Spiel war von Anfang an lebhaft; zur Pause führte {club} mit {#h1:f2+1..f1-1} zu {#h2:0..f2}.',
      'In der zweiten Halbzeit stellte {P=player.fam} mit einem prächtigen Schuß den Sieg für {club} sicher.',
      'Der Schiedsrichter leitete das Treffen umsichtig.',
      'Die Gäste gaben sich erst in den letzten Minuten geschlagen.',
    ],
    // The next opponent is a club of the league that year (issue 51: not "die Mannschaft von Vianden").
    close: ['Am kommenden Sonntag trifft {club} auf {rival2}.'],
    // Each club from its founding to its merger or renaming (Racing and Sporting into the Spora in 1923, US Hollerich into the Union in 1925,
    // SC Differdange the Red Boys from 1919, the Stade into the F91 in 1991); a league match on a Sunday, reported in the next days.
    lists: {
      club: ['Jeunesse Esch@1907', 'Fola Esch@1906', 'Union Luxemburg@1925-2005', 'Sporting Club@1909-1923', 'Red Boys Differdingen@1919-2003', 'Stade Düdelingen@1913-1991'],
      rival: ['Progrès Niederkorn@1919', 'Spora Luxemburg@1923-2005', 'US Rümelingen@1907', 'Aris Bonneweg@1922-2001', 'Etzella Ettelbrück@1917', 'Racing Club Luxemburg@1907-1923', 'US Hollerich@1908-1925'],
    },
    years: [1910, 1991],
    eventDaysBefore: [1, 1],
    eventWeekdays: SUNDAY,
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
  },

  cycling: {
    headlines: ['Das Radrennen rund um {place} vom {evDay}.', 'Sport. — Das Radrennen in {place}.', 'Radsport: Sieg für {P=rider.fam} in {place}.'],
    lead: ['Das Radrennen rund um {place} sah {when} {#riders:30-70} Fahrer am Start.'],
    body: [
      // A loop of 80–160 km passes a neighbouring town on its way, not a turn there and back (Beaufort–Larochette is 10 km).
      'Die Strecke von {#km:80-160} Kilometern führte in einer großen Schleife unter anderem über {place2}.',
      'Sieger wurde {P=rider.name} aus {place2}, der die Strecke in glänzender Zeit zurücklegte.',
      'An den Steigungen hatte sich eine kleine Spitzengruppe gebildet.',
      'Zahlreiche Zuschauer säumten die Straßen.',
    ],
    years: [1895, 1991],
    months: [4, 5, 6, 7, 8, 9],
    absent: [NO_SOCIAL_LIFE],
    awayFrom: WINTER_FRONT,
    // Road races were run on Sundays, reported in the week after (issue 51: not on a Tuesday or a Friday).
    eventDaysBefore: [1, 6],
    eventWeekdays: SUNDAY,
  },

  history: {
    headlines: [
      'Aus der Geschichte von {place}: {topic_obj.der}.',
      'Zur Ortsgeschichte von {place}. — {topic_obj.Der}.',
      'Beiträge zur Geschichte von {place}.',
      '{place} {topic_zeit}: {topic_obj.der}.',
      // The year of the war is a topic of its own, told in every unit that names it (issue 51, twelfth reading row 5: not
      // "Erinnerungen an das Jahr 1870" over a mill and a charter of 1273): the headline names the topic the body tells.
      'Erinnerungen an {topic_obj.den} in {place}.',
      'Heimatkunde: {topic_obj.der} {topic_von} {place}.',
    ],
    // The building or trade of the headline is described in every unit, with what holds for every one of its kind
    // (issue 51, tenth reading row 2: not a mill in the headline and the village's general history below it).
    lead: [
      // The town's one statement of its beginnings, the same in every unit (town-origins.ts; issue 51, thirteenth reading row 1:
      // not an "oldest charter" of a new year, 1150–1350, in every unit, and kept in the archives of Echternach for every town).
      '{origin} {topic_fact}',
      // One sentence, not two, so that its five sources and its topic make many sentences, not one stock line a topic (issue 51,
      // fifteenth reading, the history mould).
      'Über {topic_obj.den} {topic_von} {place} ist bisher wenig bekannt gewesen, {=und die folgenden Zeilen stützen sich auf die Pfarrbücher und auf mündliche Überlieferung|und was hier folgt, hat ein Leser aus alten Akten und aus dem Munde der ältesten Einwohner zusammengetragen|und die folgenden Angaben verdanken wir einem Freunde unseres Blattes|und wir geben hier wieder, was die alten Leute davon erzählen|und die folgenden Zeilen mögen einen Anfang machen}. {topic_fact}',
    ],
    body: [
      // What the whole country lived through, told only where it bears on the topic (issue 51, fifteenth reading row 5: not the
      // feudal dues, the tithe, 1795 or 1839 in a history of the war year 1870; not the Congress of Vienna after a chapel): each
      // topic draws among its own few lines (topic_land), and a topic no countrywide line fits (the smithy, the well) may have none.
      '{topic_land}',
      'Wer weitere Nachrichten über {topic_obj.den} {topic_von} {place} besitzt, {histask}.',
    ],
    close: ['(Fortsetzung folgt.)', '(Schluß folgt.)'],
    // Parallel lists (story.ts): each building with what was true of every one of its kind in the country's villages and towns.
    lists: {
      // The countrywide lines each topic may draw (issue 51, fifteenth reading row 5), in the order of topic_obj: a few true lines
      // that bear on it, each worded once only, so that no line stands in more than a few dozen histories (the history mould).
      // An empty line leaves it out: a smithy or a well has little to do with a treaty. No 1815 or 1839 (the partition tells
      // nothing of an inland town: fifteenth reading, arguable), no Zollverein: none of these topics was shaped by them.
      topic_land: [
        '{landmill}', '{landparish}', '{landyard}', '{landschool}', '{landtithe}', '{landchapel}', '{landsmith}', '{landwell}', '{landcastle}',
        // The war of 1870 draws the years around it, 1867 to 1871, and nothing of other eras (fifteenth reading row 5).
        '{landwar}@1871-1940', '{landwar}@1945',
      ],
      landmill: [
        'Frondienste und Abgaben an die Grundherren lasteten auf den Einwohnern, bis die französische Herrschaft sie abschaffte.',
        'Im Jahre 1795, nach der Übergabe der Festung Luxemburg, wurde das Land der französischen Republik einverleibt.',
        'Wie überall im Lande lebten die Einwohner meist vom Ackerbau, und das Korn, das sie ernteten, wurde in der Mühle des Ortes gemahlen.',
        '',
      ],
      // The sees before the Revolution (Trier, Liège, also Metz and Reims), the concordat of 1801 (the Forêts in the see of Metz).
      landparish: [
        'Die alten Pfarrbücher von {place} verzeichnen Taufen, Heiraten und Sterbefälle, und viele Familiennamen, die man darin liest, gibt es im Orte heute noch.',
        'Bis zur Französischen Revolution gehörten die Pfarreien des Landes zu auswärtigen Bistümern, die meisten zu Trier oder zu Lüttich.',
        'Durch das Konkordat von 1801 kamen die Pfarreien des Landes zum Bistum Metz.',
        // Not the tithe: the parish's own line already says the priest lived on a part of it (issue 51, sixteenth reading, small).
        'Wie überall im Lande bestimmten die Feste des Kirchenjahres, von der Kirmes bis zu den Bittprozessionen, den Lauf des Jahres im Dorfe.',
      ],
      // The decree of 23 Prairial XII (1804) on burials, in force in the department of the Forests; villages kept their churchyards long after.
      landyard: [
        'Als im siebzehnten Jahrhundert Pest und Hunger das ganze Land heimsuchten, verloren viele Dörfer einen großen Teil ihrer Einwohner.',
        'In der französischen Zeit gehörte {place} zum Wälderdepartement, und der Maire führte die Register in französischer Sprache.',
        'Ein Dekret der französischen Zeit, von 1804, verbot das Begraben in den Kirchen und wollte die Friedhöfe vor die Ortschaften verlegt haben, doch auf dem Lande geschah das oft erst viel später.',
      ],
      landschool: [
        'Das Schulgesetz von 1843 verpflichtete jede Gemeinde, eine Primärschule zu unterhalten.',
        'Wie überall im Lande lebten die Einwohner meist vom Ackerbau und von der Viehzucht, und die Kinder wurden früh zur Arbeit auf dem Felde gebraucht.',
        '',
      ],
      landtithe: [
        'In der französischen Zeit wurden die Güter der Klöster und Kirchen als Nationalgüter versteigert.',
        'Nachdem die Festung Luxemburg sich 1795 den Franzosen ergeben hatte, wurde das Land der französischen Republik einverleibt, und ihre Gesetze galten nun auch hier.',
        'Neben dem Zehnten schuldeten die Bauern den Grundherren noch Frondienste und allerlei Abgaben, bis die französische Herrschaft sie abschaffte.',
      ],
      // Plague chapels (St Roch, St Sebastian); churches sold as national property; the priests who refused the oath of 1797 in hiding.
      landchapel: [
        'In den Pestjahren des siebzehnten Jahrhunderts gelobten manche Gemeinden des Landes Kapellen und Wallfahrten, damit die Seuche von ihnen weiche.',
        'Als in der französischen Zeit die Kirchengüter als Nationalgüter versteigert wurden, kamen auch manche Kapellen in private Hände.',
        'In den Jahren nach 1797, als die Priester, die den Eid verweigerten, verfolgt wurden, hielt man den Gottesdienst oft heimlich in Häusern und Scheunen.',
      ],
      landsmith: ['Wie überall im Lande lebten die Einwohner meist vom Ackerbau und von der Viehzucht, und jede Familie hatte ihren Garten und etwas Vieh.', '', ''],
      landwell: [
        'Eine Wasserleitung hatte bis ins neunzehnte Jahrhundert kaum ein Dorf des Landes, und in trockenen Sommern mußte man das Wasser oft weit herholen.',
        'Wie überall im Lande lebten die Einwohner meist vom Ackerbau und von der Viehzucht, und für das Vieh brauchte jeder Hof viel Wasser.',
        '',
        'In alter Zeit löschte man im ganzen Lande die Brände mit dem Wasser der Brunnen und Weiher, das die Leute in Eimern herbeitrugen.',
      ],
      landcastle: [
        'Die Frondienste und Abgaben, die die Bauern den Schloßherren schuldeten, schaffte erst die französische Herrschaft ab.',
        'Unter Ludwig XIV. hatte das ganze Land schwer unter Einquartierungen und Kontributionen zu leiden.',
        'Als das Land 1795 der französischen Republik einverleibt wurde, hörten die alten Herrschaften auf.',
      ],
      // The crisis of 1867 (Napoleon III's offer to buy the country), the treaty of London (11 May 1867), the Prussian garrison's
      // leaving (September 1867) and the razing of the fortress (1867–1883).
      landwar: [
        'Im Frühjahr 1867 hatte Napoleon III. das Land dem König-Großherzog abkaufen wollen, und der Londoner Vertrag vom Mai 1867 erklärte es statt dessen für immerwährend neutral.',
        'Nach dem Londoner Vertrag zog im September 1867 die preußische Besatzung aus der Festung Luxemburg ab, und die Festungswerke wurden geschleift.',
      ],
      histask: ['wird gebeten, sie der Schriftleitung mitzuteilen', 'möge sie der Schriftleitung zukommen lassen', 'wird herzlich gebeten, sich bei der Schriftleitung zu melden', 'wolle sie gütigst der Schriftleitung einsenden'],
      // Words of the topic's own lines drawn among a few, so that no sentence of a topic stands in all its histories (the mould).
      millpay: ['dem Müller den Mahllohn in Frucht entrichten', 'den Müller mit einem Teil des Mehles bezahlen', 'dem Müller als Lohn einen Teil der Frucht lassen', 'dem Müller die Multer, einen Teil der Frucht, abgeben'],
      millfree: ['steht es jedem frei, auf welcher Mühle er mahlen läßt', 'kann jeder mahlen lassen, wo er will', 'darf jeder Bauer die Mühle selbst wählen', 'ist niemand mehr an eine Mühle gebunden'],
      parishfil: ['deren Kinder in der Pfarrkirche getauft wurden', 'deren Leute zum Gottesdienst in die Pfarrkirche kamen', 'deren Tote auf dem Friedhof der Pfarrkirche begraben wurden', 'die keinen eigenen Pfarrer hatten'],
      parishpay: ['der Pfarrer lebte zum Teil vom Zehnten', 'zum Unterhalt des Pfarrers diente ein Teil des Zehnten', 'der Pfarrer bezog einen Teil des Zehnten', 'ein Teil des Zehnten ging an den Pfarrer'],
      yardwall: ['war von einer Mauer umschlossen', 'war von einer niedrigen Mauer umgeben', 'war gegen die Straße hin durch eine Mauer abgeschlossen', 'war rundum ummauert'],
      yardtalk: [
        'nach dem Hochamt blieben die Leute noch auf dem Friedhof stehen, um Neuigkeiten auszutauschen',
        'nach der Messe blieben die Männer auf dem Friedhof stehen und sprachen von Wetter und Ernte',
        'nach dem Hochamt gingen die Leute an den Gräbern ihrer Angehörigen vorbei',
        'am Sonntag traf man sich nach der Messe auf dem Friedhof',
      ],
      schoolpay: ['dem die Eltern Kost und ein geringes Schulgeld gaben', 'den die Eltern mit Kost und einem kleinen Schulgeld entlohnten', 'der bei den Eltern reihum zu Tisch ging und ein geringes Schulgeld erhielt', 'der für ein geringes Schulgeld und freie Kost unterrichtete'],
      schoolsummer: ['die Kinder mußten auf dem Felde helfen', 'die Kinder wurden zum Viehhüten und auf dem Felde gebraucht', 'die Eltern brauchten die Kinder bei der Ernte', 'dann ging die Feldarbeit vor'],
      tithelord: ['oft ein Kloster oder ein Stift', 'meist eine Abtei oder ein Stift', 'nicht selten ein Kloster außerhalb des Landes', 'oft ein geistlicher Herr'],
      tithehouse: ['manche Zehnthöfe wurden als Nationalgut verkauft', 'mancher Zehnthof wurde als Nationalgut versteigert', 'die Zehnthöfe kamen als Nationalgut in andere Hände', 'der Zehnthof diente fortan anderen Zwecken'],
      chapelgift: ['die Gaben der Pilger dienten dem Unterhalt der Kapelle', 'mit den Gaben der Pilger wurde die Kapelle unterhalten', 'die Opfergaben des Tages kamen der Kapelle zugute', 'was die Pilger opferten, erhielt die Kapelle'],
      chapelcost: ['die Kosten trugen die Einwohner selbst', 'die Einwohner brachten die Kosten selbst auf', 'das Geld dazu sammelten die Einwohner selbst', 'die Gemeinde und die Nachbarn trugen die Kosten'],
      smithpay: ['oft wurde er in Korn bezahlt', 'nicht selten bezahlte man ihn in Korn', 'oft nahm er seinen Lohn in Frucht', 'mancher Bauer zahlte ihn nach der Ernte in Korn'],
      smithson: [
        'Das Handwerk ging in der Schmiede meist vom Vater auf den Sohn über.',
        'In der Schmiede folgte meist der Sohn dem Vater im Handwerk.',
        'Meist lernte der Sohn das Handwerk beim Vater und übernahm später die Schmiede.',
        'Oft blieb die Schmiede über viele Geschlechter in derselben Familie.',
      ],
      wellwater: ['das Wasser für Haus und Vieh', 'jeden Morgen das Wasser für Küche und Stall', 'in Eimern das Wasser für Haus und Stall', 'das Wasser zum Kochen und Waschen'],
      wellfine: ['mußte in alter Zeit eine Buße zahlen', 'wurde in alter Zeit mit einer Buße bestraft', 'hatte in alter Zeit eine Buße zu zahlen', 'verfiel in alter Zeit einer Strafe'],
      warneutral: ['verbürgt hatte', 'zugesichert hatte'],
      warwound: ['der beiden kriegführenden Heere', 'beider Heere'],
      warbreach: ['verletzt zu haben', 'nicht gewahrt zu haben'],
      warrail: ['nach dem Kriege', 'nach dem Frieden'],
      // A castle only in a town that had one (text.ts's town mark; issue 51, eleventh reading row 6: not "Rümelingen in alter Zeit:
      // das Schloß"): those of the guides to the country's castles, less Düdelingen, Hesperingen (ruins long before 1840),
      // Sassenheim and Colpach (manor houses), which are unsure. Befort is marked by its German name in PLACES; German papers
      // print it "Beaufort" outside the occupation (period.ts), a name the eleventh reading's rule now knows too (issue 51, wave 9).
      topic_obj: [
        'f:Mühle', 'f:Pfarrei', 'm:Friedhof', 'f:Schule', 'm:Zehnthof', 'f:Kapelle', 'f:Schmiede', 'm:Brunnen',
        '<Vianden,Clerf,Wiltz,Befort,Fels,Bourscheid,Esch an der Sauer,Mersch,Hollenfels,Ansemburg,Useldingen,Schengen,Bettemburg,Simmern,Körich,Meysemburg,Berburg,Stolzemburg,Brandenburg>n:Schloß',
        // The war of 1870 seen from the neutral country (issue 51, twelfth reading row 5), from the year after it, and not under the
        // occupation, whose censors let no paper praise the neutrality Bismarck had threatened: two lines for the two spans, the
        // years marked in every list of the group, since the first one a text names decides.
        'n:Kriegsjahr| 1870@1871-1940', 'n:Kriegsjahr| 1870@1945',
      ],
      // "von Mersch" of a building, "in Mersch" of a year; "in alter Zeit" of the old days, not of a war its readers remembered.
      topic_von: [...Array<string>(9).fill('von'), 'in@1871-1940', 'in@1945'],
      origin: originLines('de'),
      topic_zeit: [...Array<string>(9).fill('in alter Zeit'), 'in vergangenen Tagen@1871-1940', 'in vergangenen Tagen@1945'],
      topic_fact: [
        'Die Mühle von {place} war, wie die meisten Mühlen des Landes, eine Bannmühle des Grundherrn: die Bauern mußten dort ihr Korn mahlen lassen und {millpay}. Erst die französische Zeit hob den Mühlenbann auf, und seither {millfree}.',
        'Zur Pfarrei {place} gehörten einst auch Filialdörfer der Umgebung, {parishfil}. Das Recht, den Pfarrer vorzuschlagen, lag bei einem Kloster oder beim Grundherrn, und {parishpay}.',
        // A churchyard, which every parish had; the castle (last line) only in a castle town (issue 51, eleventh reading row 6).
        'Der alte Friedhof von {place} lag, wie in den meisten Orten des Landes, rings um die Kirche und {yardwall}. Auf dem Friedhof wurden die Toten der ganzen Pfarrei begraben, und {yardtalk}.',
        'In alter Zeit wurde die Schule meist nur im Winter gehalten, in der Stube eines Bauernhauses, vom Küster oder von einem Wanderlehrer, {schoolpay}. Im Sommer blieb die Schule geschlossen, denn {schoolsummer}.',
        'Im Zehnthof lieferten die Bauern den Zehnten ab, den zehnten Teil ihrer Ernte, und von dort ging er an den Zehntherrn, {tithelord}. Mit der französischen Zeit fiel der Zehnte weg, und {tithehouse}.',
        'Zur Kapelle zog man in alter Zeit am Fest ihres Patrons in Prozession, und {chapelgift}. Die Kapelle wurde mehrmals ausgebessert, und {chapelcost}.',
        'Die Schmiede war in alter Zeit unentbehrlich: der Schmied beschlug die Pferde und Ochsen und schmiedete Pflugscharen und Radreifen, und {smithpay}. {smithson}',
        'Am Brunnen holten die Frauen {wellwater}. Die Unterhaltung des Brunnens war Sache der ganzen Gemeinde, und wer den Brunnen verunreinigte, {wellfine}.',
        'Das Schloß von {place} war der Sitz der Herren des Ortes, und vom Schloß aus wurden ihre Güter und Rechte verwaltet. Durch Heirat und Erbschaft wechselte das Schloß im Laufe der Jahrhunderte oft den Besitzer, und mit der französischen Zeit verloren die Schloßherren ihre alten Rechte.',
        // The treaty of London (11 May 1867), the war (July 1870), Metz (27 October 1870), Bismarck's note of 3 December 1870 on
        // the French soldiers who escaped through the country; the working of the lines the French Est had run (the company that
        // owned them never ran a train) passed to the German railways of Alsace-Lorraine by the convention of 1872.
        'Als im Juli 1870 der Krieg zwischen Frankreich und Preußen ausbrach, bangte man auch in {place} um die Neutralität, die der Londoner Vertrag von 1867 dem Lande {warneutral}. Man sammelte Leinen und Verbandzeug für die Verwundeten {warwound}, und nach dem Fall von Metz zogen entwichene französische Soldaten durch das Land, denen die Leute Kleider und ein Nachtlager gaben. Groß war die Sorge, als Bismarck im Dezember 1870 dem Lande vorwarf, seine Neutralität {warbreach}, doch das Land blieb unabhängig. Die Bahnlinien des Landes, die bis dahin die französische Ostbahn betrieben hatte, übernahmen {warrail} die Reichseisenbahnen in Elsaß-Lothringen.@1871-1940',
        'Als im Juli 1870 der Krieg zwischen Frankreich und Preußen ausbrach, bangte man auch in {place} um die Neutralität, die der Londoner Vertrag von 1867 dem Lande {warneutral}. Man sammelte Leinen und Verbandzeug für die Verwundeten {warwound}, und nach dem Fall von Metz zogen entwichene französische Soldaten durch das Land, denen die Leute Kleider und ein Nachtlager gaben. Groß war die Sorge, als Bismarck im Dezember 1870 dem Lande vorwarf, seine Neutralität {warbreach}, doch das Land blieb unabhängig. Die Bahnlinien des Landes, die bis dahin die französische Ostbahn betrieben hatte, übernahmen {warrail} die Reichseisenbahnen in Elsaß-Lothringen.@1945',
      ],
    },
    // Not the capital nor Echternach, whose first mentions (963, 698) are no charter of 1150–1350 (types.ts).
    places: HISTORY_TOWNS,
  },

  birds: {
    headlines: ['Aus der Vogelwelt bei {place}: {bird.der}.', 'Naturkundliche Beobachtungen bei {place}: {bird.der}.', '{bird.Der} bei {place} beobachtet.', 'Ein seltener Gast bei {place}.'],
    // A note of the paper's own, to its readers: no "unser Mitglied" of a society the paper is not (issue 51, seventh reading).
    lead: ['Am {evDate} beobachtete {P.nom} bei {place} {bird.einen}, der in unserer Gegend selten geworden ist.'],
    body: [
      'Der Vogel hielt sich am Waldrand auf, etwa {=eine halbe Stunde|eine Viertelstunde} von {place} entfernt.',
      'Die Witterung war der Beobachtung {=günstig|nicht günstig}.',
      'Wir bitten unsere Leser, ähnliche Beobachtungen mit Datum und Ort der Schriftleitung zu melden.',
      // The society collected animals from its founding (1890).
      ...societyCollection('{=ein einziges Belegstück|zwei Belegstücke}', 1891),
    ],
    lists: { bird: ['m:Wiedehopf', 'm:Eisvogel', 'm:Schwarzstorch', 'm:Pirol', 'm:Uhu', 'm:Kranich'] },
    months: [3, 4, 5, 6, 7, 8, 9],
  },

  // A plant is written of in the weeks it flowers: one kind for each season's plants, so that none blooms in
  // another season (issue 51, fifth reading: the pasque flower in June, the carline thistle in April). They grow on
  // the limestone and marl of the Gutland, not on the slate of the Ösling. Flowering months from the common floras
  // (e.g. Rothmaler, Exkursionsflora von Deutschland): pasque flower March–April; military orchid, fly orchid and
  // columbine May–June; carline and stemless carline thistle July–September.
  plants: {
    headlines: ['Die Pflanzenwelt um {place}: {plant.der}.', 'Botanische Notizen aus {place}: {plant.der}.', '{plant.Der} blüht bei {place}.'],
    lead: ['Auf den Kalkhängen bei {place} blüht in diesen Wochen {plant.der} in großer Zahl.', 'Wer in diesen Tagen die kalkigen Hänge bei {place} aufsucht, findet dort {plant.den} in schöner Zahl.'],
    body: [
      '{=Der Standort bei {place} liegt an einem sonnigen Waldrand.|Die Pflanzen stehen am Saum eines lichten Gehölzes, wo sie reichlich Sonne bekommen.}',
      ...PLANT_NOTES,
    ],
    lists: { plant: ['n:Helmknabenkraut', 'f:Fliegenragwurz', 'f:Akelei'] },
    months: [5, 6],
    places: GUTLAND,
  },

  springPlants: {
    headlines: ['Die Pflanzenwelt um {place}: {plant.der}.', 'Frühling bei {place}: {plant.der}.', '{plant.Der} blüht bei {place}.'],
    lead: ['Auf den Kalkhängen bei {place} blüht in diesen Wochen {plant.der} in großer Zahl.', 'Kaum ist der Schnee geschmolzen, so zeigt sich auf den Trockenrasen bei {place} {plant.der}.'],
    body: [
      '{=Die violetten Glocken öffnen sich nur bei Sonnenschein.|Bei trübem Wetter bleiben die Blüten geschlossen und neigen sich zur Erde.}',
      ...PLANT_NOTES,
    ],
    lists: { plant: ['f:Küchenschelle'] },
    months: [3, 4],
    places: GUTLAND,
  },

  latePlants: {
    // The month of the issue, not "Spätsommer": these print from July (issue 51, eleventh reading row 12).
    headlines: ['Die Pflanzenwelt um {place}: {plant.der}.', 'Im {month} bei {place}: {plant.der}.', '{plant.Der} blüht bei {place}.'],
    lead: ['Auf den Kalkhängen bei {place} blüht in diesen Wochen {plant.der} in großer Zahl.', 'Auf den mageren Weiden bei {place} öffnet jetzt {plant.der} ihre Blüten.'],
    body: [
      '{=Die trockenen Blütenköpfe halten sich bis in den Winter hinein.|Selbst verdorrt bleiben die Blütenköpfe noch monatelang am Stengel stehen.}',
      ...PLANT_NOTES,
    ],
    lists: { plant: ['f:Silberdistel', 'f:Golddistel'] },
    months: [7, 8, 9],
    places: GUTLAND,
  },

  parish: {
    headlines: ['Aus der Pfarrei {place}: {feast_name.der}.', 'Pfarrnachrichten aus {place}.', '{place}: {feast_name.Der} in der Pfarrkirche.', 'Kirchliches aus {place}.'],
    lead: ['In der Pfarrei {place} fand {when} {feast_name.der} statt, an der die ganze Gemeinde teilnahm; {feast_who}.'],
    body: [
      'Die Predigt erinnerte an die Bedeutung des Tages für die ganze Pfarrei.',
      'Der Kirchenchor von {place} sang eine {=mehrstimmige|neue|alte} Messe.',
      'Die Kollekte ergab {$sum:20-120} für die Missionen.',
      'Am Nachmittag zog eine Prozession durch die geschmückten Straßen von {place}.',
    ],
    // Who leads each feast, in the lead: the confirmation is given by the bishop on his rounds of the parishes, before the
    // diocese (1870) by the Apostolic Vicar, a titular bishop (Laurent to 1848, Adames from 1863); none while the see or the
    // vicariate had no bishop (issue 51, ninth reading row 4: not "das Hochamt hielt der Herr Pfarrer" at a Firmung).
    lists: {
      // The First Communion on a Sunday from Low Sunday (the "Weißer Sonntag") to Whit Sunday, never in winter (issue 51, fifteenth
      // reading row 2); a new bell once in a generation in a parish, on its one Sunday, none from 1940 to 1945, as in the small news
      // (no inauguration then, NO_INAUGURATION; feasts.ts, sixteenth reading row 2: not again and again in one town).
      feast_name: [
        '<easter7-49>f:Erstkommunion', 'f:Firmung@1842-1848', 'f:Firmung@1863-1870', 'f:Firmung@1870-1918', 'f:Firmung@1920', 'f:Ewige Anbetung', 'f:Volksmission',
        ...bellEntries('f:Glockenweihe'),
      ],
      feast_who: [
        'die Kinder führte der Herr Pfarrer zum ersten Mal zum Tisch des Herrn',
        'das Sakrament spendete der Apostolische Vikar, der Hochwürdigste Herr Bischof Laurent, auf seiner Firmungsreise@1842-1848',
        'das Sakrament spendete der Apostolische Vikar, der Hochwürdigste Herr Bischof Adames, auf seiner Firmungsreise@1863-1870',
        'das Sakrament spendete der Hochwürdigste Herr Bischof auf seiner Firmungsreise durch die Pfarreien@1870-1918',
        'das Sakrament spendete der Hochwürdigste Herr Bischof auf seiner Firmungsreise durch die Pfarreien@1920',
        'die Andacht leitete der Herr Pfarrer mit den Geistlichen der Nachbarpfarreien',
        'die Predigten hielten zwei auswärtige Patres',
        ...bellEntries('die neue Glocke weihte der Herr Dechant'),
      ],
    },
    // "Die Pfarrei {place}", "der Pfarrer von {place}": a town of one parish, every one but the capital, which had several (issue 51).
    places: byDistance('Luxemburg'),
    absent: [OCCUPIED],
    // Not of the towns at the front in the winter of 1944–45 (issue 51, fifteenth reading row 3).
    awayFrom: WINTER_FRONT,
    // The First Communion, the confirmation, a bell's blessing: a Sunday's feasts.
    eventWeekdays: SUNDAY,
  },

  children: {
    headlines: ['Für unsere Kleinen: {tale}', 'Eine Geschichte für Kinder aus {place}: {tale}', 'Was die Großmutter in {place} erzählt: {tale}', 'Kinderecke: {tale}'],
    // The child's sex comes from its role, and every word about it agrees: a boy (hero) or a girl (heroine).
    lead: [
      'Es war einmal ein kleiner Junge in {place}, der hieß {P=hero.given} und wünschte sich nichts so sehr wie {wish}.',
      'Es war einmal ein kleines Mädchen in {place}, das hieß {P=heroine.given} und wünschte sich nichts so sehr wie {wish}.',
    ],
    body: [
      'Jeden Tag ging {P.given} am Schaufenster des Krämers in der {street} vorbei und schaute hinein.',
      'Da sagte die {=Großmutter|Mutter|Tante}: „{=Wer fleißig ist und teilt, dem wird auch gegeben|Wer warten kann, dem wird es gelohnt|Was man teilt, kommt doppelt zurück}.“',
      'Als der Winter kam, teilte {P.given} {P.sein} Brot mit einem armen Kind aus der Nachbarschaft.',
      'Und am Nikolausabend stand {wish} vor der Tür.',
    ],
    close: ['Wer von euch kann die Geschichte weitererzählen?', 'Schreibt uns, wie euch die Geschichte gefallen hat!'],
    // Titles of this tale (a child's wish, the shop window, the bread it shares, St Nicholas's gift), never of another (issue 51).
    lists: { tale: ['Der Wunsch zum Nikolaustag', 'Am Schaufenster', 'Das geteilte Brot', 'Der Nikolaus kommt', 'Was man teilt, kommt doppelt zurück', 'Ein Wunsch geht in Erfüllung'], wish: ['ein hölzernes Pferdchen', 'einen roten Schlitten', 'ein Bilderbuch'] },
    // A St Nicholas tale: printed in the weeks before the feast, 6 December (issue 51: not "Der Nikolaus kommt" on 31 December).
    months: [11, 12],
    days: ['11-01', '12-06'],
  },

  rebuilding: {
    headlines: ['Der Wiederaufbau in {place}.', '{place} nach dem Krieg: {work.der}.', 'Kriegsschäden in {place}: {work.der}.', 'Aufbauarbeit in {place}.', '{place} baut wieder auf: {work.der}.'],
    lead: ['In {place}, das in den Kämpfen des Winters 1944–1945 schwer gelitten hat, ist {when} {work.der} begonnen worden.'],
    body: [
      'Von den {#houses:200-900} Häusern der Gemeinde {place} waren nach dem Krieg kaum ein Drittel bewohnbar.',
      'Das Ministerium für den Wiederaufbau hat {place} einen Vorschuß von {$sum:20000-90000} bewilligt.',
      'Viele Familien aus {place} wohnen noch in Baracken am Ortsrand.',
      'Die Arbeiter kommen zum Teil aus {place2}, wo die Schäden geringer sind.',
      'Man hofft, bis zum Winter wenigstens die Schule und die Kirche von {place} wieder unter Dach zu haben.',
    ],
    places: ['Wiltz', 'Clerf', 'Vianden', 'Echternach', 'Diekirch', 'Ettelbrück', 'Hosingen', 'Ulflingen', 'Befort'],
    lists: { work: ['m:Wiederaufbau| der Pfarrkirche', 'm:Bau| der neuen Brücke', 'f:Räumung| der Trümmer', 'm:Wiederaufbau| des Schulhauses'] },
    years: [1945, 1953],
    from: '1945-06',
    occupation: 'never',
  },

  appointments: {
    // Until 23 November 1890 the Grand Duke was the King of the Netherlands, and his decree was "Königlich-Großherzoglich" (issue 51,
    // tenth reading row 4); no appointment is printed in November and December 1890, so the year tells the form.
    headlines: [
      'Ernennung in {place}: ein neuer {office}.', 'Amtliches: ein neuer {office} für {place}.',
      { text: 'Königlich-Großherzoglicher Beschluß vom {evDay}: Ernennung in {place}.', to: 1891 },
      { text: 'Großherzoglicher Beschluß vom {evDay}: Ernennung in {place}.', from: 1891 },
    ],
    // The appointee is a man, as the office's title says (issue 51, sixth reading: not "Mme Welter … nommée garde forestier", "Frau X zum Förster"); the notary of the cast is no forester.
    lead: [
      { text: 'Durch Königlich-Großherzoglichen Beschluß vom {evDate} ist {P=official.nom} zum {office} mit dem Amtssitze in {place} ernannt worden, an Stelle {Q=official.gen}, {Q.der} in den Ruhestand tritt.', to: 1891 },
      { text: 'Durch großherzoglichen Beschluß vom {evDate} ist {P=official.nom} zum {office} mit dem Amtssitze in {place} ernannt worden, an Stelle {Q=official.gen}, {Q.der} in den Ruhestand tritt.', from: 1891 },
    ],
    body: ['Der Ernannte hat den Eid vor dem Präsidenten des Bezirksgerichtes zu leisten.', 'Der Beschluß wird im Memorial veröffentlicht.'],
    lists: { office: ['Notar', 'Steuereinnehmer', 'Posthalter', 'Förster', 'Friedensrichter'] },
    // A decree of a working day (issue 51: not one in seven on a Sunday), as the French kind.
    eventWeekdays: NOT_SUNDAY,
    occupation: 'never',
    absent: [['1940-05', '1944-12'], ['1890-11', '1890-12']],
  },

  europe: {
    headlines: ['Die Hohe Behörde in Luxemburg: {topic.der}.', 'Montanunion: {topic.der}.', 'Europa in Luxemburg. — {topic.Der}.'],
    lead: ['Die Hohe Behörde der Europäischen Gemeinschaft für Kohle und Stahl hat {when} in ihrer Sitzung in Luxemburg {topic.den} beraten.'],
    body: [
      // The High Authority's nine members were bound to no government: no national delegations sat at its meetings (issue 51).
      'An der Sitzung nahmen alle neun Mitglieder der Hohen Behörde teil.',
      'Die luxemburgische Stahlindustrie erwartet davon eine Belebung des Absatzes.',
      'Die Beschlüsse werden in der nächsten Woche veröffentlicht.',
      'Die Sitzung fand {=im Gebäude der Hohen Behörde an der Place de Metz|im Sitzungssaal der Hohen Behörde|unter dem Vorsitz ihres Präsidenten} statt.',
    ],
    lists: { topic: ['m:Schrottpreis', 'f:Kohlenversorgung', 'f:Investitionsplanung', 'm:gemeinsam~ Markt| für Stahl'] },
    // The High Authority's years, from its first full year (it first met on 10 August 1952) to the merger of 1967 (issue 51, sixth reading row 13).
    years: [1953, 1967],
  },
}
