/**
 * The laws and ordinances of the demo papers (issue 51): what they are about, their first article,
 * and the articles that close them, each naming the law's subject, a sum or a day so that no
 * article is the same in a great many laws. No sovereign's enacting formula: an invented law in a
 * real Grand Duke's mouth would be an invented act of a real person; the law says instead which
 * body voted it. Under the occupation, ordinances of the offices, in German, on what they ordered.
 */
import { COMMUNAL_ELECTIONS, MONTHS, addDays, type DateParts } from './calendar.ts'
import { LAST_KING_GRAND_DUKE_END } from './era.ts'
import { isCommune } from './geography.ts'
import { ERA_SUBJECTS } from './law-subjects.ts'
import { itemAt } from './random.ts'
import { MOSELLE_BANK } from './stories/types.ts'

export interface LawSubject {
  de: string
  fr: string
  /** The first article, which says what the law does. */
  first: { de: string; fr: string }
  /** Years it can be enacted in: [from, to). */
  from?: number
  to?: number
  /** 'only' for an ordinance of the occupation, 'never' for what no ordinance of those years touched (elections, new railways). */
  occupation?: 'only' | 'never'
  /** Its first article lays down a rule that can be broken (a ban, a duty, a tax): only such a law ends with a penalty, for breaking article 1. */
  rule?: true
  /** The building of a railway line ({lineFrom}, {lineTo}): enacted only in the few years before a real line opened (geography.ts, issue 51). */
  railway?: true
  /** It founds, builds or grants one thing once: nothing earlier on that thing to repeal (issue 51: "Alle früheren Bestimmungen über die Errichtung einer Ackerbauschule … sind aufgehoben"). */
  founds?: true
}

const COMMUNAL = { occupation: 'never', de: 'die Gemeindewahlen', fr: 'les élections communales' } as const

/**
 * The law on the communal elections as the rule of its years had it (issue 51, tenth reading row 5: never "renewed by half
 * every six years"). Under the communal law of 1843 the councillors sat six years and half the council was renewed every
 * three; from the elections of 31 October 1920 the whole council was elected at once, and from the law of 23 May 1932 for
 * six years. A law of the year before a general renewal of the calendar (COMMUNAL_ELECTIONS, after 1945) names its day;
 * the others name none, as the calendar knows none before. One entry for each year, as before, so the draws stay the same.
 */
function communalLaws(): LawSubject[] {
  const wholeForSix = { de: 'Die Gemeinderäte werden auf sechs Jahre gewählt und {=in ihrer Gesamtheit|jeweils vollständig} erneuert', fr: 'Les conseils communaux sont élus pour six ans et renouvelés {=intégralement|en entier}' }
  const laws: LawSubject[] = [
    { ...COMMUNAL, to: 1920, first: { de: 'Die Mitglieder der Gemeinderäte werden auf sechs Jahre gewählt; {=die Gemeinderäte werden|jeder Gemeinderat wird} alle drei Jahre zur Hälfte erneuert.', fr: 'Les conseillers communaux sont élus pour six ans ; {=les conseils sont renouvelés|chaque conseil est renouvelé} par moitié tous les trois ans.' } },
    { ...COMMUNAL, from: 1920, to: 1932, first: { de: 'Die Gemeinderäte werden {=in ihrer Gesamtheit|jeweils vollständig} gewählt und erneuert.', fr: 'Les conseils communaux sont élus et renouvelés {=intégralement|en entier}.' } },
  ]
  let from = 1932
  for (const day of COMMUNAL_ELECTIONS.filter((d) => d > '1946')) {
    const [year = 0, month = 10, date = 1] = day.split('-').map(Number)
    laws.push({ ...COMMUNAL, from, to: year - 1, first: { de: `${wholeForSix.de}.`, fr: `${wholeForSix.fr}.` } })
    laws.push({
      ...COMMUNAL,
      from: year - 1,
      to: year,
      first: {
        de: `${wholeForSix.de}; die nächsten Wahlen finden am ${date}. ${itemAt(MONTHS.de, month - 1)} ${year} statt.`,
        fr: `${wholeForSix.fr} ; les prochaines élections auront lieu le ${date} ${itemAt(MONTHS.fr, month - 1)} ${year}.`,
      },
    })
    from = year
  }
  laws.push({ ...COMMUNAL, from, first: { de: `${wholeForSix.de}.`, fr: `${wholeForSix.fr}.` } })
  return laws
}

/**
 * The occupation's price ordinance for fruit and vegetables, one entry for each year 1940–44 (one subject of the year, as
 * before, so the draws stay the same): fruit and vegetables at their retail price a kilogram, in Reichspfennig, as the price
 * stop of 1936 held them, rising a little from year to year (issue 51, wave 12: not apples alone at "5 RM je Kilogramm" in
 * every year). Approximate figures from general knowledge of the Reich's consumer prices, not from a price list of the Kreis.
 */
function fruitAndVegetablePrices(): LawSubject[] {
  const prices: readonly (readonly [number, readonly string[]])[] = [
    [1940, ['Tafeläpfel der Güteklasse A 0,38 RM, Wirtschaftsäpfel 0,22 RM, Weißkohl 0,10 RM, Möhren 0,12 RM', 'Tafeläpfel der Güteklasse A 0,38 RM, Birnen 0,36 RM, Wirsing 0,14 RM, Zwiebeln 0,24 RM', 'Wirtschaftsäpfel 0,22 RM, Rotkohl 0,15 RM, Möhren 0,12 RM, Zwiebeln 0,24 RM']],
    [1941, ['Tafeläpfel der Güteklasse A 0,40 RM, Wirtschaftsäpfel 0,23 RM, Weißkohl 0,11 RM, Möhren 0,13 RM', 'Tafeläpfel der Güteklasse A 0,40 RM, Birnen 0,38 RM, Wirsing 0,15 RM, Zwiebeln 0,25 RM', 'Wirtschaftsäpfel 0,23 RM, Rotkohl 0,16 RM, Möhren 0,13 RM, Zwiebeln 0,25 RM']],
    [1942, ['Tafeläpfel der Güteklasse A 0,42 RM, Wirtschaftsäpfel 0,24 RM, Weißkohl 0,12 RM, Möhren 0,14 RM', 'Tafeläpfel der Güteklasse A 0,42 RM, Birnen 0,40 RM, Wirsing 0,16 RM, Zwiebeln 0,27 RM', 'Wirtschaftsäpfel 0,24 RM, Rotkohl 0,17 RM, Möhren 0,14 RM, Zwiebeln 0,27 RM']],
    [1943, ['Tafeläpfel der Güteklasse A 0,44 RM, Wirtschaftsäpfel 0,25 RM, Weißkohl 0,12 RM, Möhren 0,15 RM', 'Tafeläpfel der Güteklasse A 0,44 RM, Birnen 0,42 RM, Wirsing 0,17 RM, Zwiebeln 0,28 RM', 'Wirtschaftsäpfel 0,25 RM, Rotkohl 0,18 RM, Möhren 0,15 RM, Zwiebeln 0,28 RM']],
    [1944, ['Tafeläpfel der Güteklasse A 0,45 RM, Wirtschaftsäpfel 0,26 RM, Weißkohl 0,13 RM, Möhren 0,16 RM', 'Tafeläpfel der Güteklasse A 0,45 RM, Birnen 0,44 RM, Wirsing 0,18 RM, Zwiebeln 0,30 RM', 'Wirtschaftsäpfel 0,26 RM, Rotkohl 0,19 RM, Möhren 0,16 RM, Zwiebeln 0,30 RM']],
  ]
  return prices.map(([year, lists]) => ({
    occupation: 'only',
    from: year,
    to: year + 1,
    de: 'die Höchstpreise für Obst und Gemüse',
    fr: '',
    first: { de: `Im Kreis {kreis} gelten im Kleinverkauf folgende Höchstpreise je Kilogramm: {=${lists.join('|')}}.`, fr: '' },
  }))
}

export const LAW_SUBJECTS: readonly LawSubject[] = [
  // The country had one State agricultural school, at Ettelbruck, founded by the law of 1883 (issue 51: not in Remich in 1945).
  { occupation: 'never', founds: true, from: 1883, to: 1884, de: 'die Errichtung einer Ackerbauschule in Ettelbrück', fr: "la création d'une école agricole à Ettelbruck", first: { de: 'Es wird in Ettelbrück eine staatliche Ackerbauschule errichtet.', fr: "Il est créé à Ettelbruck une école agricole de l'État." } },
  { occupation: 'never', founds: true, railway: true, de: 'den Bau der Eisenbahn von {lineFrom} nach {lineTo}', fr: 'la construction du chemin de fer {deLineFrom} à {lineTo}', first: { de: 'Die Regierung wird ermächtigt, eine Eisenbahn von {lineFrom} nach {lineTo} zu bauen oder deren Bau zu konzessionieren.', fr: 'Le gouvernement est autorisé à construire ou à concéder un chemin de fer {deLineFrom} à {lineTo}.' } },
  { rule: true, de: 'die Organisation der Feuerwehren', fr: "l'organisation des corps de sapeurs-pompiers", first: { de: 'Jede Gemeinde von mehr als {=500|600|800} Einwohnern ist gehalten, eine freiwillige Feuerwehr zu unterhalten.', fr: 'Toute commune de plus de {=500|600|800} habitants est tenue d’entretenir un corps de sapeurs-pompiers volontaires.' } },
  { rule: true, occupation: 'never', de: 'die Besteuerung der Getränke', fr: 'la taxe sur les boissons', first: { de: 'Von den im Lande {=ausgeschenkten|verkauften|hergestellten} {=geistigen Getränken|Branntweinen und Likören|Branntweinen} wird eine Verbrauchssteuer von {$tax:1-12} je Hektoliter erhoben.', fr: 'Il est perçu sur {=les boissons spiritueuses|les eaux-de-vie et liqueurs|les eaux-de-vie} {=débitées|vendues|fabriquées} dans le Grand-Duché un droit de consommation de {$tax:1-12} par hectolitre.' } },
  { occupation: 'never', de: 'die Einrichtung von Sparkassen', fr: "l'établissement de caisses d'épargne", first: { de: 'Die Gemeinden können mit Genehmigung der Regierung Sparkassen errichten; die Einlagen dürfen {$cap:500-3000} für jeden Einleger nicht übersteigen.', fr: "Les communes peuvent, avec l'autorisation du gouvernement, établir des caisses d'épargne ; les dépôts ne pourront dépasser {$cap:500-3000} par déposant." } },
  { rule: true, occupation: 'never', de: 'das Jagdrecht', fr: 'la chasse', first: { de: 'Niemand darf auf fremdem Grund und Boden ohne Erlaubnis des Eigentümers jagen; die Jagd ist vom {=1. September|15. September} bis zum {=31. Januar|15. Februar} offen.', fr: "Nul ne pourra chasser sur le terrain d'autrui sans le consentement du propriétaire ; la chasse est ouverte du {=1er|15} septembre au {=31 janvier|15 février}." } },
  // Six to twelve or thirteen years until the school law of 10 August 1912, which made it seven years, six to thirteen (issue 51).
  { rule: true, occupation: 'never', de: 'den Primärunterricht', fr: "l'enseignement primaire", to: 1912, first: { de: 'Der Besuch der Primärschule ist für alle Kinder {=beiderlei Geschlechts|des Landes|der Stadt- und Landgemeinden} vom vollendeten sechsten bis zum vollendeten {=zwölften|dreizehnten} Lebensjahre Pflicht{=|; Ausnahmen bewilligt der Schulinspektor}.', fr: "La fréquentation de l'école primaire est obligatoire pour tous les enfants {=des deux sexes|du pays|des villes et des campagnes} de six à {=douze|treize} ans accomplis{=| ; l'inspecteur scolaire peut accorder des dispenses}." } },
  { rule: true, occupation: 'never', de: 'den Primärunterricht', fr: "l'enseignement primaire", from: 1912, to: 1963, first: { de: 'Der Besuch der Primärschule ist für alle Kinder {=beiderlei Geschlechts|des Landes|der Stadt- und Landgemeinden} vom vollendeten sechsten bis zum vollendeten dreizehnten Lebensjahre Pflicht{=|; Ausnahmen bewilligt der Schulinspektor}.', fr: "La fréquentation de l'école primaire est obligatoire pour tous les enfants {=des deux sexes|du pays|des villes et des campagnes} de six à treize ans accomplis{=| ; l'inspecteur scolaire peut accorder des dispenses}." } },
  { rule: true, occupation: 'never', de: 'die Sonntagsruhe', fr: 'le repos dominical', first: { de: 'In den {=Handelsgeschäften und gewerblichen Betrieben|Läden, Werkstätten und Fabriken|offenen Verkaufsstellen und gewerblichen Betrieben} ist die Arbeit an Sonn- und Feiertagen nach {#noon:10-12} Uhr vormittags untersagt.', fr: 'Le travail est interdit les dimanches et jours fériés, après {#noon:10-12} heures du matin, dans {=les établissements commerciaux et industriels|les magasins, ateliers et fabriques|les boutiques et les établissements industriels}.' }, from: 1890 },
  ...communalLaws(),
  { founds: true, to: 1950, de: 'die Wasserleitung der Stadt {town}', fr: "la distribution d'eau de la ville {deTown}", first: { de: 'Der Stadt {town} wird zum Bau einer Wasserleitung ein Staatszuschuß von {$grant:20000-60000} bewilligt.', fr: "Il est alloué à la ville {deTown} un subside de {$grant:20000-60000} pour l'établissement d'une distribution d'eau." } },
  // From 1950 every town had had piped water for decades: a law helps to extend and renew it (issue 51, sixth reading: not "l'établissement d'une distribution d'eau" in 1958).
  { founds: true, from: 1950, de: 'die Erweiterung der Wasserleitung der Stadt {town}', fr: "l'extension du réseau de distribution d'eau de la ville {deTown}", first: { de: 'Der Stadt {town} wird zur Erweiterung und Erneuerung ihres Wasserleitungsnetzes ein Staatszuschuß von {$grant:20000-60000} bewilligt.', fr: "Il est alloué à la ville {deTown} un subside de {$grant:20000-60000} pour l'extension et la modernisation de son réseau de distribution d'eau." } },
  { rule: true, de: 'die Prüfung der Lebensmittel', fr: 'le contrôle des denrées alimentaires', first: { de: 'Der Verkauf verfälschter oder verdorbener {=Lebensmittel|Milch und Butter|Fleisch- und Wurstwaren|Backwaren|Getränke} ist verboten; die Prüfung obliegt dem Staatslaboratorium{=| und den Ortspolizeibehörden| und den Gemeindeverwaltungen}.', fr: "Il est interdit de vendre {=des denrées alimentaires falsifiées ou corrompues|du lait ou du beurre falsifiés ou corrompus|des viandes et charcuteries falsifiées ou corrompues|du pain et des pâtisseries falsifiés ou gâtés|des boissons falsifiées ou corrompues} ; le contrôle en est confié au laboratoire de l'État{=| et aux autorités de police locale| et aux administrations communales}." } },
  { rule: true, occupation: 'never', de: 'die Regelung des Viehhandels', fr: 'le commerce du bétail', first: { de: 'Wer Vieh zum Verkaufe auf einen Markt bringt, hat ein Gesundheitszeugnis des Tierarztes vorzulegen, das nicht älter als {#days:3-8:w} Tage ist.', fr: "Quiconque amène du bétail sur un marché pour le vendre doit présenter un certificat de santé du vétérinaire datant de moins de {#days:3-8:w} jours." } },
  { founds: true, occupation: 'never', de: 'die Unterstützung der Weinbauern an der Mosel', fr: 'les secours aux vignerons de la Moselle', first: { de: 'Den Weinbauern der Gemeinden {wineTowns} wird für die Wiederherstellung der Weinberge eine Unterstützung von {$aid:5000-40000} gewährt.', fr: 'Il est accordé aux vignerons des communes {wineTowns} un secours de {$aid:5000-40000} pour la reconstitution des vignobles.' }, from: 1880 },
  // The old age and invalidity insurance of the workers began with the law of 1911 (issue 51, wave 9: not from 1900).
  { occupation: 'never', de: 'die Arbeiterpensionen', fr: 'les pensions ouvrières', first: { de: 'Jeder Arbeiter, der das {#age:60-65}. Lebensjahr vollendet hat, hat Anspruch auf eine Altersrente.', fr: "Tout ouvrier âgé de {#age:60-65} ans accomplis a droit à une rente de vieillesse." }, from: 1911 },
  { founds: true, occupation: 'never', de: 'den Straßenbau im Kanton {canton}', fr: 'la construction de routes dans le canton {deCanton}', first: { de: 'Für den Bau und die Verbesserung der Staatsstraßen im Kanton {canton} wird ein Kredit von {$credit:20000-150000} eröffnet.', fr: 'Un crédit de {$credit:20000-150000} est ouvert pour la construction et l’amélioration des routes de l’État dans le canton {deCanton}.' } },
  { rule: true, occupation: 'never', de: 'die Bekämpfung der Reblaus', fr: 'la lutte contre le phylloxéra', first: { de: 'Die Einfuhr von {=Reben und Rebteilen|Rebstöcken, Schnittreben und frischen Trauben} aus dem Ausland ist {=bis zum Ende des Jahres|bis auf Widerruf} verboten.', fr: "L'importation {=de ceps et de parties de vigne|de plants de vigne, de sarments et de raisins frais} venant de l'étranger est interdite jusqu'à {=la fin de l'année|nouvel ordre}." }, from: 1880, to: 1930 },
  { founds: true, occupation: 'never', to: 1945, de: 'die Errichtung eines Spitals in {place}', fr: "la création d'un hospice à {place}", first: { de: 'Der Gemeinde {place} wird für die Errichtung eines Spitals ein Staatszuschuß von {$grant2:15000-80000} bewilligt.', fr: "Il est alloué à la commune {dePlace} un subside de {$grant2:15000-80000} pour la création d'un hospice." } },
  // A hospital built from 1945 cost tens of millions of francs: the State's grant is millions, not the 300,000–1,600,000 of the
  // older range times the post-war price factor (issue 51, wave 11: not 844,000 francs "für die Errichtung eines Spitals" in 1945;
  // an order of magnitude, unsure).
  { founds: true, occupation: 'never', from: 1945, de: 'die Errichtung eines Spitals in {place}', fr: "la création d'un hospice à {place}", first: { de: 'Der Gemeinde {place} wird für die Errichtung eines Spitals ein Staatszuschuß von {$grant2:150000-600000} bewilligt.', fr: "Il est alloué à la commune {dePlace} un subside de {$grant2:150000-600000} pour la création d'un hospice." } },
  { founds: true, occupation: 'never', de: 'den Wiederaufbau der zerstörten Gemeinden', fr: 'la reconstruction des communes sinistrées', first: { de: 'Den durch Kriegshandlungen geschädigten Gemeinden {ruinedTowns} wird ein Vorschuß von {$aid2:50000-400000} gewährt.', fr: 'Une avance de {$aid2:50000-400000} est accordée aux communes sinistrées {ruinedTowns}.' }, from: 1945, to: 1955 },
  { occupation: 'only', de: 'die Verdunkelung', fr: '', first: { de: 'Alle Lichtquellen in Wohnungen, Geschäften und Fahrzeugen sind von {darkFrom} Uhr bis {darkTo} Uhr so abzuschirmen, daß kein Licht nach außen dringt.', fr: '' } },
  { occupation: 'only', de: 'die Bewirtschaftung von Brennholz im Kreis {kreis}', fr: '', first: { de: 'Brennholz darf im Kreis {kreis} nur gegen Bezugschein abgegeben werden; die Menge je Haushalt beträgt {#ster:2-6} Ster.', fr: '' } },
  { occupation: 'only', de: 'die Hausschlachtungen', fr: '', first: { de: 'Hausschlachtungen sind mindestens {#days2:3-8:w} Tage vorher bei der Gemeindeverwaltung anzumelden.', fr: '' } },
  ...fruitAndVegetablePrices(),
  { occupation: 'only', de: 'die Meldepflicht der Hauseigentümer', fr: '', first: { de: 'Die Hauseigentümer haben bis zum {nextDay} jeden Wohnungswechsel ihrer Mieter der Gemeindeverwaltung zu melden.', fr: '' } },
  { occupation: 'only', de: 'den Fahrradverkehr bei Dunkelheit', fr: '', first: { de: 'Radfahrer haben bei Dunkelheit eine abgeblendete Lampe zu führen, deren Lichtaustritt {#mm:10-20} Millimeter nicht übersteigen darf.', fr: '' } },
  { occupation: 'only', de: 'die Ablieferung von Altmetall', fr: '', first: { de: 'Gegenstände aus Kupfer, Messing und Zinn, die nicht täglich gebraucht werden, sind bis zum {nextDay} bei den Sammelstellen abzuliefern.', fr: '' } },
  ...ERA_SUBJECTS,
]

/** The closing articles of a law: each names the law's subject, a sum or a day. */
export const LAW_ARTICLES: readonly { de: string; fr: string; penalty?: true; repeals?: true }[] = [
  // The decree in the sovereign's form of the law's day ({decree}: decreeForm): until 23 November 1890 the King-Grand Duke's
  // "arrêté royal grand-ducal" (issue 51, tenth reading row 4). Not "the government", which put every law among the first
  // results of a search for "Regierung" or "gouvernement".
  { de: 'Ein {decree} regelt die Ausführung der Bestimmungen über {about}.', fr: "Un {decree} déterminera les mesures d'exécution des dispositions concernant {about}." },
  // The rule is article 1: a penalty never cites itself or the credit (issue 51: "Art. 2. Zuwiderhandlungen gegen Artikel 2").
  { penalty: true, de: 'Zuwiderhandlungen gegen Artikel 1 werden mit einer Geldbuße von {$fine:10-200} bestraft.', fr: "Les contraventions à l'article 1er seront punies d'une amende de {$fine:10-200}{=| et, en cas de récidive, d'un emprisonnement de huit jours au plus}." },
  // {credit}: the sum the law's first article grants, where it grants one (issue 51: not a second, other sum).
  { de: 'Die erforderlichen Mittel, {credit}, werden in den Staatshaushalt des Jahres {nextYear} eingestellt.', fr: "Les crédits nécessaires, soit {credit}, seront portés au budget de l'État pour l'exercice {nextYear}." },
  { repeals: true, de: 'Alle früheren Bestimmungen über {about} sind aufgehoben.', fr: 'Toutes dispositions antérieures concernant {about} {=sont abrogées|sont et demeurent abrogées}.' },
  // "Diese Bestimmungen", not "Dieses Gesetz": the same articles close a grand-ducal decree of 1940–45, which is no law (issue 51, tenth reading row 11).
  { de: 'Diese Bestimmungen treten am {firstOfNext} in Kraft.', fr: 'Les présentes dispositions entreront en vigueur le {firstOfNext}.' },
]

/** The closing paragraphs of an ordinance of the occupation years, printed in German only. */
export const ORDINANCE_ARTICLES: readonly { de: string; fr: string }[] = [
  { de: 'Die Durchführungsbestimmungen über {about} erläßt die zuständige Dienststelle.', fr: '' },
  { de: 'Zuwiderhandlungen werden mit Geldstrafe bis zu {$fine:10-200} oder mit Haft bestraft.', fr: '' },
  { de: 'Diese Verordnung tritt am {nextDay} in Kraft.', fr: '' },
  { de: 'Anträge auf Befreiung sind bis zum {firstOfNext} bei der Gemeindeverwaltung zu stellen.', fr: '' },
]

/**
 * `daysBefore` days before a day, or the working day before that: the day the Chamber voted a law (it sat from Monday to
 * Friday, and not on New Year's Day or at Christmas; issue 51: "Texte voté … le 26 janvier 1986", a Sunday), and the day
 * a law was signed before its paper printed it.
 */
export function workingDayBefore(from: DateParts, daysBefore: number): DateParts {
  let day = addDays(from, -daysBefore)
  const holiday = (d: DateParts) => (d.month === 1 && d.day === 1) || (d.month === 12 && (d.day === 25 || d.day === 26))
  while (day.weekday === 0 || day.weekday === 6 || holiday(day)) day = addDays(day, -1)
  return day
}

/**
 * The body that voted a law: the estates before the Chamber of 1848, the Chamber of Deputies from
 * 1848 to 1856 and again from 1868, the Assembly of Estates between.
 */
export function legislature(year: number, lang: 'de' | 'fr'): { de: string; fr: string } {
  void lang
  if (year < 1848) return { de: 'Von den Landständen', fr: 'les États' }
  if (year >= 1857 && year < 1868) return { de: 'Von der Ständeversammlung', fr: "l'Assemblée des États" }
  return { de: 'Von der Abgeordnetenkammer', fr: 'la Chambre des députés' }
}

/**
 * The towns (German names) with a town's charter in a year: the old towns, and the four the law of
 * 1906–07 made towns (Esch 1906; Differdange, Dudelange, Ettelbruck 1907) and Rumelange (1891).
 * Issue 51: no "Wasserleitung der Stadt Steinfort", nor "der Stadt Esch" in 1883.
 */
const CHARTERED: readonly (readonly [string, number])[] = [
  ['Luxemburg', 0], ['Diekirch', 0], ['Echternach', 0], ['Grevenmacher', 0], ['Remich', 0], ['Vianden', 0], ['Wiltz', 0],
  ['Rümelingen', 1891], ['Esch an der Alzette', 1906], ['Differdingen', 1907], ['Düdelingen', 1907], ['Ettelbrück', 1907],
]

export function townsOf(year: number): string[] {
  return CHARTERED.filter(([, from]) => from <= year).map(([town]) => town)
}

/**
 * Whether the Chamber could vote on a day: it did not sit from the invasion of 10 May 1940 to the
 * first sitting of the Chamber elected on 21 October 1945 (issue 51: laws "voted" in 1944); the
 * government in exile, and after the liberation the government at home, enacted grand-ducal decrees.
 */
export function chamberSat(day: DateParts): boolean {
  const key = day.year * 10000 + day.month * 100 + day.day
  return key < 19400510 || key > 19451130
}

/**
 * The Moselle's wine communes among the demo's towns in a year, to which a law grants aid: not
 * Wasserbillig (of the commune of Mertert) nor Schengen (of Remerschen until 2006), and the river's
 * towns only, as the audits of vineyards read them (issue 51, sixth reading: "Weinbauern der
 * Gemeinden Schengen und Wasserbillig").
 */
export function wineCommunes(year: number): string[] {
  return MOSELLE_BANK.filter((town) => isCommune(town, year))
}

/**
 * The sovereign's decree as the Mémorial named it on a day: the King-Grand Duke's "arrêté royal grand-ducal" /
 * "königlich-großherzoglicher Beschluß" until William III died on 23 November 1890, the Grand Duke's or Grand Duchess's
 * after (issue 51, tenth reading row 4). For a "{decree}" slot of the law's scene and of the appointment notices.
 */
export function decreeForm(day: DateParts, lang: 'de' | 'fr'): string {
  const king = `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}` < LAST_KING_GRAND_DUKE_END
  if (lang === 'de') return king ? 'königlich-großherzoglicher Beschluß' : 'großherzoglicher Beschluß'
  return king ? 'arrêté royal grand-ducal' : 'arrêté grand-ducal'
}

/** The subject of a law (law-pick.ts: one its language has not printed in five years), for the units that write them. */
export { lawSubjectOfDay } from './law-pick.ts'
