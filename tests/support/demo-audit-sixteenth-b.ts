/**
 * The sixteenth reading's rows fixed on i51b15 (docs/evidence/issue-51/sixteenth-reading.md, row 2 and two of its small and
 * arguable lists): a town's one-off feasts (the priest's silver jubilee, the choir's flag, a new bell) and its kermesse told again
 * and again, society meetings on Christmas, St Stephen's or New Year's Day, and school prize-givings outside the end of the school
 * year. Each is counted over every text the generator wrote, in every language and the capital with the other towns; the
 * integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const townOf = (t: GeneratedText) => t.event?.split(':')[1] ?? ''
const allText = (t: GeneratedText) => `${t.title} ${t.paragraphs.join(' ')}`
const dayOf = (t: GeneratedText) => Date.parse(`${t.date}T00:00:00Z`) / 86_400_000

// --- 1. One-off feasts and the kermesse again and again in one town ----------------------------------------------

/** The once-in-a-generation feasts of a town, in every language that prints them (the reading's c104.py, with the new bell). */
const ONE_OFF: readonly (readonly [string, RegExp])[] = [
  ['priest', /silberne[sn]? Priesterjubiläum|jubilé du curé|silver jubilee of the parish priest|Silberjubiläum vum Paschtouer/iu],
  ['flag', /Fahnenweihe|bénédiction du drapeau|Fändelweih/iu],
  ['bell', /Glockenweihe|neue Glocke|nouvelle cloche|bénédiction d['’]une cloche/iu],
]
/** How far apart two reports of one such feast in one town may be and still be of one day (every paper of the week after it). */
const ONE_FEAST_DAYS = 7
/** A priest's silver jubilee, a choir's new flag, a new bell: once in a town in this many years at most. */
const GENERATION_DAYS = 25 * 365

/** Reports of one feast in one town more than a week and less than 25 years apart (Esch's priest's jubilee five times in 1913). */
function oneOffAgain(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const days = new Map<string, number[]>()
  const keyOf = (t: GeneratedText) => {
    if (t.type !== 'ARTICLE' || townOf(t) === '') return undefined
    const feast = ONE_OFF.find(([, pattern]) => pattern.test(allText(t)))
    return feast ? `${townOf(t)}: ${feast[0]}` : undefined
  }
  for (const t of texts) {
    const key = keyOf(t)
    if (key !== undefined) days.set(key, [...(days.get(key) ?? []), dayOf(t)])
  }
  return (t) => {
    const key = keyOf(t)
    if (key === undefined) return false
    const again = (days.get(key) ?? []).filter((day) => Math.abs(day - dayOf(t)) > ONE_FEAST_DAYS && Math.abs(day - dayOf(t)) < GENERATION_DAYS)
    return again.length > 0 ? `${key} (${t.date}) and ${again.length} more within 25 years` : false
  }
}

/** The kermesse of the festival kinds (de, fr, lb): one a town a year, on its day. */
const KERMESSE = /Kirmes|kermesse|Kiermes/iu

/** A festival's kermesse told twice in one town and year, more than a week apart (Esch's Kirmes four times in 1913). */
function kermesseTwice(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const days = new Map<string, number[]>()
  const keyOf = (t: GeneratedText) => (t.type === 'ARTICLE' && kindOf(t) === 'festival' && townOf(t) !== '' && KERMESSE.test(allText(t)) ? `${townOf(t)} ${t.date.slice(0, 4)}` : undefined)
  for (const t of texts) {
    const key = keyOf(t)
    if (key !== undefined) days.set(key, [...(days.get(key) ?? []), dayOf(t)])
  }
  return (t) => {
    const key = keyOf(t)
    const again = key === undefined ? [] : (days.get(key) ?? []).filter((day) => Math.abs(day - dayOf(t)) > ONE_FEAST_DAYS)
    return again.length > 0 ? `kermesse ${key ?? ''} (${t.date}) and ${again.length} more` : false
  }
}

// --- 2. Society meetings on a feast day -----------------------------------------------------------------------------

const WEEKDAYS: Record<string, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
  lb: ['Sonndeg', 'Méindeg', 'Dënschdeg', 'Mëttwoch', 'Donneschdeg', 'Freideg', 'Samschdeg'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
}
/** A meeting's day written out: 25 or 26 December, 1 January. */
const FEAST_DATE = /\b(?:25\.|26\.|25|26) (?:Dezember|décembre|December)|\b(?:1\.|1er|1) (?:Januar|janvier|January)|Chrëschtdag|Stiefesdag|Neijoerschdag/iu

/**
 * A society's general meeting (the society kinds; the reading's c100.py) whose weekday, counted back from the issue of late
 * December or early January, or whose written date is Christmas Day, St Stephen's Day or New Year's Day.
 */
function meetingOnFeastDay(t: GeneratedText): string | false {
  if (t.type !== 'ARTICLE' || kindOf(t) !== 'society') return false
  const [year, month, day] = t.date.split('-').map(Number)
  if (year === undefined || month === undefined || day === undefined || !((month === 12 && day >= 24) || (month === 1 && day <= 9))) return false
  // The paragraphs only: a record title's closing " [1er janvier 1970]" is the issue's date (ADR 060), not the meeting's.
  const written = FEAST_DATE.exec(t.paragraphs.join(' '))
  if (written) return `written: ${written[0]}`
  const names = WEEKDAYS[t.language] ?? []
  const said = new RegExp(`\\b(${names.join('|')})\\b`, 'u').exec(t.paragraphs.join(' '))
  if (!said?.[1]) return false
  const issue = new Date(Date.UTC(year, month - 1, day))
  const back = (issue.getUTCDay() - names.indexOf(said[1]) + 7) % 7 || 7
  const met = new Date(issue.getTime() - back * 86_400_000)
  const md = `${met.getUTCMonth() + 1}-${met.getUTCDate()}`
  return ['12-25', '12-26', '1-1'].includes(md) ? `${said[1]} = ${met.toISOString().slice(0, 10)}` : false
}

// --- 3. School prize-givings outside the end of the school year -----------------------------------------------------

const PRIZE_GIVING = /Preisverteilung|distribution des prix|Präisverdeelung|prize-giving|prize day/iu

/** A prize-giving in an issue of October to June (the reading's c98.py): it closes the school year, in July or early August. */
const prizeGivingOutOfSeason = (t: GeneratedText): string | false => {
  if (t.type !== 'ARTICLE') return false
  const found = PRIZE_GIVING.exec(`${allText(t)} ${(t.rows ?? []).join(' ')}`)
  const month = Number(t.date.slice(5, 7))
  return found && ![7, 8, 9].includes(month) ? `${kindOf(t)} ${t.date}: ${found[0]}` : false
}

export function sixteenthB(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts("sixteenth B16 1: a town's priest's silver jubilee, choir's flag consecration or new bell told again more than a week and less than 25 years later (all languages, the capital too)", texts, oneOffAgain(texts)),
    countTexts("sixteenth B16 2: a festival's kermesse (Kirmes, kermesse, Kiermes) told twice in one town and year, more than a week apart", texts, kermesseTwice(texts)),
    countTexts("sixteenth B16 3: a society's general meeting on Christmas Day, St Stephen's Day or New Year's Day", texts, meetingOnFeastDay),
    countTexts('sixteenth B16 4: a school prize-giving (Preisverteilung, distribution des prix) in an issue of October to June', texts, prizeGivingOutOfSeason),
  ]
}
