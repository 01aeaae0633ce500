/**
 * Faults the lead found reading whole issues beside the sixth close reading
 * (docs/evidence/issue-51/sixth-fixes-i51y.md), each counted over every text the generator wrote.
 * The integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, matchIn } from './demo-audit.ts'

const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

const GERMAN_MONTHS = ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember']
const GERMAN_WEEKDAYS = ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag']

/** The paper's date less `days`, as a UTC date. */
function daysBefore(date: string, days: number): Date {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() - days)
  return day
}

/** The weekday (0 = Sunday) of the race a German cycling report tells of, from its title's date or its "gestern", "vorgestern", "am Sonntag". */
function raceWeekday(t: GeneratedText): number | undefined {
  const dated = /vom (\d{1,2})\. (\p{L}+)/u.exec(t.title)
  const month = GERMAN_MONTHS.indexOf(dated?.[2] ?? '')
  if (dated && month >= 0) return new Date(Date.UTC(Number(t.date.slice(0, 4)), month, Number(dated[1]))).getUTCDay()
  const body = textOf(t)
  if (/\bvorgestern\b/.test(body)) return daysBefore(t.date, 2).getUTCDay()
  if (/\bgestern\b/.test(body)) return daysBefore(t.date, 1).getUTCDay()
  const named = new RegExp(`\\bam (${GERMAN_WEEKDAYS.join('|')})\\b`).exec(body)
  return named ? GERMAN_WEEKDAYS.indexOf(named[1] ?? '') : undefined
}

/** A road race on a weekday: the races were run on Sundays. */
function raceOnAWeekday(t: GeneratedText): string | false {
  if (!t.template.startsWith('cycling')) return false
  const weekday = raceWeekday(t)
  return weekday !== undefined && weekday !== 0 ? `${GERMAN_WEEKDAYS[weekday] ?? weekday}: ${t.title}` : false
}

/** A race of 80–160 km "via X and back", X a neighbouring town (Beaufort–Larochette, 10 km): no turn is that far. */
const THERE_AND_BACK = /Kilometern führte über \p{L}[^.]* und zurück/u

/** The same word twice in one sentence of a charter's note: "stammt aus dem Jahre …; sie stammt aus dem Archiv". */
const STAMMT_TWICE = /stammt aus dem Jahre \d+; sie stammt/

/** A second-hand sale's "gut erhalten" after an item already "gut erhalten". */
const KEPT_TWICE = /gut erhaltene\p{L}* [^,.]*, gut erhalten/u

/** English surnames (people.ts's ENGLISH_FAMILY): a barn's owner or a driver of a Luxembourg town in an English fire or road report does not bear one. */
const ENGLISH_NAMED = /\b(?:Mr\.|Mrs\.|Miss|driver of the car,)\s(?:\p{Lu}\p{L}+ )?(?:Smith|Brown|Taylor|Wilson|Clarke|Hughes|Walker|Wright|Green|Hall|Turner|Harris)\b|\b(?:Smith|Brown|Taylor|Wilson|Clarke|Hughes|Walker|Wright|Green|Hall|Turner|Harris) family\b/u
function englishResident(t: GeneratedText): string | false {
  return t.language === 'en' && /^(fire|traffic)\b/.test(t.template) ? matchIn(`${t.title} ${textOf(t)}`, ENGLISH_NAMED) : false
}

/** A St Nicholas tale (the children's kind) printed after the feast, 6 December. */
function nicholasAfterTheFeast(t: GeneratedText): string | false {
  if (!t.template.startsWith('children') || t.date.slice(5) <= '12-06') return false
  return matchIn(`${t.title} ${textOf(t)}`, /Nikolaus|Zinniklos|Zinnikleesdag/)
}

/** National delegations at a meeting of the High Authority, whose members were bound to no government. */
const HIGH_AUTHORITY_DELEGATES = /Vertreter aller sechs Mitgliedstaaten|Delegationen waren|représentants des six États membres/

/** The first mention of the capital (963) or of Echternach (698) told as a charter of 1150–1350. */
const FAMOUS_FIRST = /(?:Urkunde, in der|charte où figure le nom d[e']\s?|Urkund, an där|gëtt) (?:Luxemburg|Luxembourg|Lëtzebuerg|Echternach|Iechternach)\b[^.]*\b1[1-3]\d\d\b|(?:Luxemburg|Luxembourg|Lëtzebuerg|Echternach|Iechternach) ass al: eng Urkund/u

/** A law budgeting for two years after it was signed ("Loi du 24 décembre 1965 … pour l'exercice 1967"). */
function creditTwoYearsOn(t: GeneratedText): string | false {
  if (!t.template.startsWith('law')) return false
  const signed = /(?:vom|du) \d{1,2}(?:er)?\.? \p{L}+ (\d{4})/u.exec(t.title)?.[1]
  const budget = /(?:des Jahres|pour l'exercice) (\d{4})/.exec(textOf(t))?.[1]
  return signed !== undefined && budget !== undefined && Number(budget) !== Number(signed) + 1 ? `${signed} → ${budget}` : false
}

/** The army communiqué of neutral Brussels, or a belligerent's by the other's agency, in the war bulletins of 1939–40. */
const WRONG_COMMUNIQUE = /Brüssel, [^.]*\. \([^)]*\) — Der amtliche Heeresbericht|Bruxelles, [^.]*\. \([^)]*\) — Le communiqué officiel|Paris, [^(]*\(D\.N\.B\.\)|Berlin, [^(]*\(Havas\)/

/** A station, a railway map or a hotel "near the station" before the first line opened (1859); laws and foreign telegrams on railways to come aside. */
const RAILWAY_WORDS = /Bahnhof|à la gare|de la gare|Eisenbahn|chemins? de fer|[Rr]ailway/
function railwayBeforeTheRailway(t: GeneratedText): string | false {
  // Laws, telegrams and the Chamber's debates of the railway bills (1848–1859) speak of the railway before it ran.
  if (t.date >= '1859-10' || /^(law|telegram|chamber)\b/.test(t.template)) return false
  return matchIn(`${t.title} ${textOf(t)}`, RAILWAY_WORDS)
}

/** The eighth reading's smaller rows: a quota of the month just begun, a speaker's headline with no speech, lb "next year's" budget in spring, a brigade's headline with no brigade. */
const QUOTA_OF_THIS_MONTH = /Soll [^.]* für den Monat \p{L}+ erst zu/u
function eighthSmalls(t: GeneratedText): string | false {
  const body = textOf(t)
  if (t.template.startsWith('deliveries') || t.template.startsWith('rationCards')) return matchIn(body, QUOTA_OF_THIS_MONTH)
  if (t.template.startsWith('chamber') && /: Rede de[sr] Abgeordneten (\p{L}+)/u.test(t.title)) return `${t.title} … ${body.slice(0, 80)}`
  if (t.language === 'lb' && t.template.startsWith('council') && /fir dat nächst Joer/.test(body)) return body.slice(0, 120)
  if (t.language === 'en' && t.template.startsWith('death')) return englishSpouseOfAnother(body)
  if (t.template.startsWith('mining') && /Rümelingen|Rumelange|Steinfort/u.test(t.title)) return matchIn(body, /Stahlwerk|Thomasstahl|aciérie|acier/u)
  return t.language === 'en' && /fire brigade called out/.test(t.title) ? t.title : false
}

/** An English husband's or wife's given name for a Luxembourg family ("husband of Margaret Schiltz"); not Peter, a name of both countries. */
const ENGLISH_SPOUSE = /(?:husband of|wife of the late) (John|William|George|Thomas|James|Charles|Henry|Arthur|Walter|Frank|David|Michael|Mary|Elizabeth|Margaret|Helen|Dorothy|Ruth|Alice|Joan|Patricia|Susan) (\p{L}+)/u
const ENGLISH_FAMILIES = new Set(['Smith', 'Brown', 'Taylor', 'Wilson', 'Clarke', 'Hughes', 'Walker', 'Wright', 'Green', 'Hall', 'Turner', 'Harris'])
function englishSpouseOfAnother(body: string): string | false {
  const spouse = ENGLISH_SPOUSE.exec(body)
  return spouse !== null && !ENGLISH_FAMILIES.has(spouse[2] ?? '') ? spouse[0] : false
}

export function sixthLead(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a road race on a weekday, not a Sunday (sixth, lead)', texts, raceOnAWeekday),
    countTexts('a road race of 80–160 km "over X and back" (sixth, lead)', texts, (t) => matchIn(textOf(t), THERE_AND_BACK)),
    countTexts('"stammt aus dem Jahre …; sie stammt aus dem Archiv" (sixth, lead)', texts, (t) => matchIn(textOf(t), STAMMT_TWICE)),
    countTexts('"gut erhaltener …, gut erhalten" in one sale (sixth, lead)', texts, (t) => matchIn(textOf(t), KEPT_TWICE)),
    countTexts('a St Nicholas tale printed after 6 December (sixth, small)', texts, nicholasAfterTheFeast),
    countTexts('national delegates at a meeting of the High Authority, de and fr (sixth, lead)', texts, (t) => (t.template.startsWith('europe') ? matchIn(textOf(t), HIGH_AUTHORITY_DELEGATES) : false)),
    countTexts('the capital or Echternach first named in a charter of 1150–1350 (sixth, lead)', texts, (t) => (t.template.startsWith('history') ? matchIn(textOf(t), FAMOUS_FIRST) : false)),
    countTexts('a law budgeting for two years after its signature (seventh, lead)', texts, creditTwoYearsOn),
    countTexts('an army communiqué from neutral Brussels, or Paris by the D.N.B. (seventh, lead)', texts, (t) => (t.template.startsWith('warNextDoor') ? matchIn(textOf(t), WRONG_COMMUNIQUE) : false)),
    countTexts('a station, a railway map or a hotel near the station before October 1859 (seventh, lead)', texts, railwayBeforeTheRailway),
    countTexts('a quota of the month just begun, a speaker\'s headline, lb next year\'s budget, a brigade\'s headline, an English spouse of a Luxembourg family, steel made where the works made pig iron only (eighth, lead)', texts, eighthSmalls),
    countTexts('an English name for a barn\'s owner or a driver of a Luxembourg town (sixth, lead)', texts, englishResident),
  ]
}
