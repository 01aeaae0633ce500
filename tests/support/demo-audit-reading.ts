/**
 * The faults a close reading of the demo's texts found (docs/evidence/issue-51/fluent-review.md,
 * "Still to do"), each counted over every text the generator wrote: a fire's cattle saved from a
 * joinery, a serial's house "an der Sauer" at a town far from it, instalments numbered into the
 * hundreds, a funeral a week after the death, a street of the capital in a village, digits grouped
 * two ways in one language, "in dem Rathaus", "Kanton Kayl", the Luxembourgish n-rule before a
 * date, a Sunday sitting, and the smaller ones. The integration test holds each to 0;
 * `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { instalmentLabels } from '#src/demo/feuilleton.ts'
import { SERIALS } from '#src/demo/serials.ts'
import { CANTON_OF, CAPITAL_STREETS } from '#src/demo/stories/types.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts, matchIn, printedHeadline, where } from './demo-audit.ts'

/** A reading rule is an audit rule: its name, the texts that break it, a few examples (./demo-audit.ts). */
export type ReadingRule = AuditRule

// --- 1. A fire's farm goods in a building that has none -------------------------------------

const NOT_A_FARM: Partial<Record<string, RegExp>> = {
  de: /(?<![\p{L}])(Werkstätte|Schmiede|Bäckerei|Schreinerei|Wohnhaus|Remise)(?![\p{L}])/u,
  fr: /(?<![\p{L}])(maison|atelier|forge|boulangerie|menuiserie|hangar)(?![\p{L}])/u,
  lb: /(?<![\p{L}])(Haus|Atelier|Schmëdd)(?![\p{L}])/u,
}
const FARM: Partial<Record<string, RegExp>> = { de: /(?<![\p{L}])(Scheune|Stallung|Ökonomiegebäude|Mühle)(?![\p{L}])/u, fr: /(?<![\p{L}])(grange|écurie|moulin)(?![\p{L}])/u, lb: /(?<![\p{L}])(Scheier|Stall)(?![\p{L}])/u }
const FARM_GOODS = /Das Vieh|Rindvieh|das Heu und das Stroh|die Futtervorräte|Stallaterne|eingefahrenen Heues|bétail|fourrage|vaches|du foin|D'Véi|d'Kéi|d'Fudder|d'Hee/
function farmGoodsInWorkshopFire(t: GeneratedText): string | false {
  const notAFarm = NOT_A_FARM[t.language]
  if (!notAFarm || !t.template.startsWith('fire:')) return false
  const text = bodyOf(t)
  // The house a barn fire spared is no building of the fire.
  const building = notAFarm.exec(text.replace(/Das Wohnhaus der Familie \S+ blieb verschont|Das angebaute Wohnhaus|maisons voisines|habitations voisines|Nopeschhaiser/g, ''))
  if (!building) return false
  // The building the fire took is the first one named.
  const farm = FARM[t.language]?.exec(text)
  const at = text.indexOf(building[0])
  if (farm && farm.index < at) return false
  return matchIn(text, FARM_GOODS)
}

// --- 2. A serial's place against its river ---------------------------------------------------

const SAUER_TOWNS = new Set(['Diekirch', 'Echternach', 'Wasserbillig', 'Ettelbrück'])
function serialOffItsRiver(t: GeneratedText): string | false {
  if (!t.template.startsWith('serial:')) return false
  const sauer = /Das Haus an der Sauer bei (.+?)(?: \(|$)/.exec(printedHeadline(t.title))
  if (sauer && !SAUER_TOWNS.has(sauer[1] ?? '')) return t.title
  if (/Nebel schon aus der Our/.test(bodyOf(t)) && !/Vianden/.test(t.title)) return matchIn(bodyOf(t), /aus der Our/)
  return false
}

// --- 3. A serial's instalment against its chapters -----------------------------------------

/** The instalment a serial text says it is (0-based), from its label, or undefined where it has none (a German first). */
function instalmentIndex(t: GeneratedText): number | undefined {
  const label = t.headings?.find((h) => /Fortsetzung|feuilleton|Instalment/.test(h)) ?? ''
  const n = /(\d+)/.exec(label)?.[1]
  if (n === undefined) return t.language === 'de' || t.language === 'lb' ? 0 : undefined
  return t.language === 'de' || t.language === 'lb' ? Number(n) : Number(n) - 1
}

function serialNumbering(texts: readonly GeneratedText[]): ReadingRule {
  const rule: ReadingRule = { name: 'serial: an instalment numbered past its novel, against its chapter or its end, or printed twice', count: 0, examples: [] }
  const printed = new Set<string>()
  for (const t of texts) {
    if (!t.template.startsWith('serial:')) continue
    const novel = SERIALS[t.language].find((n) => t.template === `serial: ${n.title}`)
    const index = instalmentIndex(t)
    const count = novel ? Math.ceil(novel.passages.length / 2) : 0
    let fault: string | undefined
    if (index === undefined || index >= count) fault = `instalment ${index ?? '?'} of ${count}`
    else {
      const labels = instalmentLabels(t.language, index, count)
      const chapter = t.paragraphs.find((p) => /^(\d+\. Kapitel\.|Chapitre .+\.|Kapitel \d+|Chapter \d+)$/.test(p))
      if (chapter !== labels.chapter) fault = `chapter «${chapter ?? 'none'}» at instalment ${index + 1}`
      else if (t.paragraphs.at(-2) !== labels.end && t.paragraphs.at(-1) !== labels.end) fault = `end «${labels.end}» missing at instalment ${index + 1} of ${count}`
    }
    // One paper prints one instalment of a run once: not again in an evening edition or a later issue.
    const key = `${t.periodical} ${t.date.slice(0, 4)} ${t.title} ${t.headings?.join(' ') ?? ''}`
    if (fault === undefined && printed.has(key)) fault = 'printed twice'
    printed.add(key)
    if (fault === undefined) continue
    rule.count++
    if (rule.examples.length < 4) rule.examples.push(`${where(t)} — ${fault}`)
  }
  return rule
}

// --- 12. A funeral too long after the death ------------------------------------------------

const MONTH: Record<string, number> = {}
for (const [i, names] of [
  ['Januar', 'janvier', 'January'], ['Februar', 'février', 'February'], ['März', 'mars', 'March', 'Mäerz'], ['April', 'avril', 'Abrëll'],
  ['Mai', 'mai', 'May', 'Mee'], ['Juni', 'juin', 'June'], ['Juli', 'juillet', 'July'], ['August', 'août'],
  ['September', 'septembre'], ['Oktober', 'octobre', 'October'], ['November', 'novembre'], ['Dezember', 'décembre', 'December'],
].entries()) for (const name of names) MONTH[name] = i + 1
const MONTHS = Object.keys(MONTH).join('|')
const DATE = new RegExp(`(\\d{1,2})(?:\\.|er)? (${MONTHS})(?![\\p{L}])`, 'gu')

function dayNear(day: number, month: number, issue: string): number {
  const [y = 1900, m = 1, d = 1] = issue.split('-').map(Number)
  const at = Date.UTC(y, m - 1, d)
  return [y - 1, y, y + 1].map((year) => Date.UTC(year, month - 1, day)).reduce((best, c) => (Math.abs(c - at) < Math.abs(best - at) ? c : best))
}

/** The days from the death to the funeral a death notice gives, where it gives both. */
function funeralGap(t: GeneratedText): number | undefined {
  const [first = '', second = ''] = t.paragraphs
  const issue = dayNear(Number(t.date.slice(8, 10)), Number(t.date.slice(5, 7)), t.date)
  const deathDate = [...first.matchAll(DATE)][0]
  const death = deathDate ? dayNear(Number(deathDate[1]), MONTH[deathDate[2] ?? ''] ?? 1, t.date) : /\bgestern\b|\byesterday\b|\bgëschter\b/.test(first) ? issue - 86_400_000 : undefined
  const funeralDate = [...second.matchAll(DATE)][0]
  if (death === undefined || !funeralDate) return undefined
  return Math.round((dayNear(Number(funeralDate[1]), MONTH[funeralDate[2] ?? ''] ?? 1, t.date) - death) / 86_400_000)
}

function funeralTooLate(t: GeneratedText): string | false {
  if (t.type !== 'DEATH_NOTICE') return false
  const gap = funeralGap(t)
  return gap !== undefined && (gap > 4 || gap < 2) ? `${gap} days: ${t.paragraphs[1] ?? ''}` : false
}

// --- 5. A street of the capital in another town --------------------------------------------

const HOME_TOWNS = PLACES.slice(0, 34)
const CAPITAL = /Luxemburg|Luxembourg|Lëtzebuerg/
function capitalStreetElsewhere(t: GeneratedText): string | false {
  const streets = CAPITAL_STREETS[t.language]
  if (streets.length === 0) return false
  for (const sentence of bodyOf(t).split(/(?<=[.;])\s+|\n/)) {
    const street = streets.find((s) => sentence.includes(s))
    if (street === undefined || CAPITAL.test(sentence)) continue
    // Named with a town that is not the capital, in the same sentence; not a surname that is a town's name ("bei Theophil Mersch, Fleischerstraße 18", "the Mersch family", "la famille Mersch").
    const town = HOME_TOWNS.find(
      (p) =>
        p.de !== 'Luxemburg' &&
        new RegExp(`(?<![\\p{L}-])(?<!\\p{Lu}\\p{Ll}+ )(?<!(?:[Ff]amilie|famille|Famill) )${p[t.language]}(?![\\p{L}-])(?! family)`, 'u').test(sentence),
    )
    if (town) return `${street} … ${town[t.language]}: ${sentence.slice(0, 160)}`
  }
  return false
}

// --- 4. Digits grouped two ways in French and English --------------------------------------

/** A count of 1000 or more printed without the grouping its language gives sums ("1217 électeurs", "2400 spectators"): not a year, a code or a pressure. */
const UNGROUPED_COUNT = /(?<![\d/-])(?<!\d[.,  ])(\d{4,})(?![\d.,  ]\d|\d)\s(?:à \d|francs|fr\.|spectat|ouvriers|électeurs|inscrits|ont |votants|fagots|stères|habitants|hommes|personnes|tonnes|people|votes|voters|workers|spectators|men|tons|inhabitants|officials)/u
function ungroupedCount(t: GeneratedText): string | false {
  if (t.language !== 'fr' && t.language !== 'en') return false
  return matchIn(bodyOf(t), UNGROUPED_COUNT)
}

// --- 11, 10, 6: contractions, cantons, the Luxembourgish n-rule ------------------------------

const GERMAN_UNCONTRACTED = /(?<![\p{L}])(?<![,;:] )(?:[Ii]n|[Vv]on|[Zz]u|[Aa]n|[Bb]ei) dem (?:[a-zäöüß]+e[nmrs]? )?\p{Lu}/u
const SEATS = new Set(Object.values(CANTON_OF))
const SEAT_NAMES = new Set(HOME_TOWNS.filter((p) => SEATS.has(p.de)).flatMap((p) => [p.de, p.fr, p.lb, p.en]))
const NOT_SEATS = HOME_TOWNS.filter((p) => !SEATS.has(p.de)).flatMap((p) => [p.de, p.fr, p.lb]).filter((name) => !SEAT_NAMES.has(name))
const CANTON_OF_A_TOWN = new RegExp(`(?:Kantons?|canton d(?:e |')|Kanton vun) (?:${NOT_SEATS.join('|')})(?![\\p{L}-])`, 'u')
/** "den" where the n-rule drops it before a date, "de" where it keeps it. */
const LUX_DATE_ARTICLE = new RegExp(`(?<![\\p{L}])(?:[Dd]en (?:[4-7]|1[4-7]|2[4-7])|[Dd]e (?:[1-389]|1[0-389]|2[0-389]|3[01]))\\. (?:${MONTHS})(?![\\p{L}])`, 'u')

// --- 13, 18, 19: days of the week ----------------------------------------------------------

const SITTINGS = /^(council|chamber):/
const SUNDAY_WORD = /(?<![\p{L}])(Sonntag|dimanche|Sonndeg|Sunday)(?![\p{L}])/u
function sittingOnSunday(t: GeneratedText): string | false {
  if (!SITTINGS.test(t.template)) return false
  // The text itself, not a section's heading ("Supplément du dimanche").
  return matchIn([t.title, ...t.paragraphs].join('\n'), SUNDAY_WORD)
}
const WORKDAY = /(?<![\p{L}])(Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Méindeg|Dënschdeg|Mëttwoch|Donneschdeg|Freideg|Samschdeg)(?![\p{L}])/u
function feastOnWorkday(t: GeneratedText): string | false {
  if (t.language === 'de' && t.template.startsWith('parish:')) return matchIn(bodyOf(t), WORKDAY)
  if (t.language === 'lb' && /^(chamberElections|elections):/.test(t.template)) return matchIn(bodyOf(t).replace(/ginn .* vereedegt/, ''), WORKDAY)
  return false
}

// --- the smaller ones -----------------------------------------------------------------------

/** A Chamber demand for works put out to tender for a bill that has no works (a school law, an insurance): a railway, roads or water mains have. */
const TENDER = /Arbeiten (?:öffentlich ausgeschrieben|an einheimische Unternehmer)|travaux soient (?:mis en adjudication|confiés)/
const WORKS_BILL = /Eisenbahnvorlage|Straßenbau|Trinkwasserversorgung|chemin de fer|emprunt pour les routes/
function worksForALaw(t: GeneratedText): string | false {
  if (!t.template.startsWith('chamber:')) return false
  const text = bodyOf(t)
  return WORKS_BILL.test(text) ? false : matchIn(text, TENDER)
}
const SUM_TOO_HIGH = /zu hoch|trop élevée?|too high/
const MONEY = /\d[\d.,\u00a0 ]*\s(?:Franken|francs|Frang|RM)(?![\p{L}])/u
function sumTooHighUnstated(t: GeneratedText): string | false {
  if (!/^council:/.test(t.template)) return false
  const text = bodyOf(t)
  return MONEY.test(text) ? false : matchIn(text, SUM_TOO_HIGH)
}
/** A law whose closing article names another sum than the one its first article grants. */
const GRANTED = /(?:Zuschuß|Kredit|Vorschuß|Unterstützung|subside|crédit|avance|secours) von (\d[\d.\u00a0 ]*(?:Franken|francs))|(?:subside|crédit|avance|secours) de (\d[\d.\u00a0 ]*francs)/
const NEEDED = /(?:erforderlichen Mittel|crédits nécessaires), (?:soit )?(\d[\d.\u00a0 ]*(?:Franken|francs))/
function lawSumsDisagree(t: GeneratedText): string | false {
  if (t.type !== 'LAW') return false
  const granted = GRANTED.exec(t.paragraphs[0] ?? '')
  const needed = NEEDED.exec(t.paragraphs.join(' '))
  if (!granted || !needed) return false
  return (granted[1] ?? granted[2]) === needed[1] ? false : `${granted[0]} … ${needed[0]}`
}
const STRAY_TALE = /(Das verlorene Schäfchen|Die Schneeflocke|Der Fuchs und die Gänse|Das Rotkehlchen|De klenge Schéifer|D'Schnéiflack|De Fuuss an d'Gäns|D'Wanterdéieren|De Rouderbuer)/
const CHILD_AS_NEUTER = /das \d+jährige Kind \p{Lu}/u
const FRENCH_MARKET_AGREEMENT = /(?<![\p{L}])(?:les|Les) [\p{L} ]{2,25} (?:était|s’est vendu)|(?:volaille|La volaille|la volaille) (?:était|s’est vendu) (?:très demandé|abondant)(?!e)|volaille recherché(?!e)|pommes de terre (?:ont été )?recherchés/u
const FRENCH_TRADE_WITHOUT_BUT = /transactions ont été languissantes et les prix (?:ont été fermes|se sont maintenus)|transactions ont été animées et les prix ont légèrement fléchi/
const TIMETABLE_OUT_OF_SEASON = /(Winterfahrplan|horaire d'hiver|Sommerfahrplan|horaire d'été)/
function timetableOutOfSeason(t: GeneratedText): string | false {
  if (!t.template.startsWith('railway:')) return false
  const text = bodyOf(t)
  const season = TIMETABLE_OUT_OF_SEASON.exec(text)?.[1]
  if (!season) return false
  // The date the timetable comes into force, from the report: not the issue's date a repeated headline is dated by ("(28 mars 1929)").
  const date = [...t.paragraphs.join('\n').matchAll(DATE)][0]
  if (!date) return false
  const month = MONTH[date[2] ?? ''] ?? 0
  const winter = /Winter|hiver/.test(season)
  return (winter ? month === 9 || month === 10 : month >= 4 && month <= 6) ? false : matchIn(text, TIMETABLE_OUT_OF_SEASON)
}
const TEACHER_MASCULINE = /leur maître, (?:Mme|Mlle|Madame)/
function collectionAgainstItself(t: GeneratedText): string | false {
  if (!/^collection(Result)?:/.test(t.template)) return false
  const result = /ergab|Ergebnis|Sammelergebnis/.test(t.title)
  const call = /am \d|am (Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)|Aufruf|sammelt/.test(t.title)
  const body = t.paragraphs.join(' ')
  if (result && /wird in .* eine Sammlung .* durchgeführt|in den nächsten Wochen/.test(body)) return `${t.title} … ${matchIn(body, /durchgeführt|in den nächsten Wochen/)}`
  if (call && /Kilogramm ergeben|zusammengekommen/.test(body)) return `${t.title} … ${matchIn(body, /Kilogramm ergeben|zusammengekommen/)}`
  return false
}

/** Each fault of the close reading, counted over all texts (the row of fluent-review.md in its name). */
export function reading(texts: readonly GeneratedText[]): ReadingRule[] {
  const de = texts.filter((t) => t.language === 'de')
  const fr = texts.filter((t) => t.language === 'fr')
  const lb = texts.filter((t) => t.language === 'lb')
  return [
    countTexts('reading 1, de/fr/lb: a fire saves cattle, hay or straw from a workshop, bakery, smithy or house', texts, farmGoodsInWorkshopFire),
    countTexts('reading 2: a serial set by a river its town is not on ("Das Haus an der Sauer bei Kayl")', texts, serialOffItsRiver),
    { ...serialNumbering(texts), name: 'reading 3: a serial instalment numbered past its novel, against its chapter or end, or printed twice' },
    countTexts('reading 12: a funeral not two to four days after the death', texts, funeralTooLate),
    countTexts('reading 5: a street of the capital in another town ("rue Philippe-II, Wiltz")', texts, capitalStreetElsewhere),
    countTexts('reading 4, fr/en: a count of 1000 or more without the grouping its sums have ("1217 électeurs")', texts, ungroupedCount),
    countTexts('reading 11, de: "in dem Rathaus", "von dem Wohnhaus" (im, vom)', de, (t) => matchIn(bodyOf(t), GERMAN_UNCONTRACTED)),
    countTexts('reading 10: a canton named after a town that is not a canton seat ("Kanton Kayl")', texts, (t) => matchIn(bodyOf(t), CANTON_OF_A_TOWN)),
    countTexts('reading 6, lb: the n-rule before a date ("den 6. Januar", "de 3. Mäerz")', lb, (t) => matchIn(bodyOf(t), LUX_DATE_ARTICLE)),
    countTexts('reading 7, de: a collection reported and announced in one text', de, collectionAgainstItself),
    countTexts('reading 8, de/lb: a children\'s tale under another tale\'s title', [...de, ...lb], (t) => (t.template.startsWith('children:') ? matchIn(t.title, STRAY_TALE) : false)),
    countTexts('reading 9, de/fr: works put out to tender for a law that has none (a school law, an insurance)', [...de, ...fr], worksForALaw),
    countTexts('reading 13: the Chamber or a council sitting on a Sunday', texts, sittingOnSunday),
    countTexts('reading 14: a sum found too high where no sum was given', texts, sumTooHighUnstated),
    countTexts('reading 15, de: "das 13jährige Kind Nicolas Rausch"', de, (t) => matchIn(bodyOf(t), CHILD_AS_NEUTER)),
    countTexts('reading 16, fr: market goods not agreed ("la volaille était abondant", "les fruits était rare")', fr, (t) => matchIn(bodyOf(t), FRENCH_MARKET_AGREEMENT)),
    countTexts('reading 17, fr: slack trade and firm prices without "mais"', fr, (t) => matchIn(bodyOf(t), FRENCH_TRADE_WITHOUT_BUT)),
    countTexts('reading 18/19: a First Communion on a weekday, a Luxembourgish election not on a Sunday', texts, feastOnWorkday),
    countTexts('reading 20: a winter timetable outside the autumn, a summer one outside the spring', texts, timetableOutOfSeason),
    countTexts('reading 20, fr: "leur maître, Mme …"', fr, (t) => matchIn(bodyOf(t), TEACHER_MASCULINE)),
    countTexts('reading 20: a law whose closing article names another sum than its first grants', texts, lawSumsDisagree),
  ]
}
