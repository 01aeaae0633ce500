/**
 * The sixteenth reading's rows fixed on i51a15 (docs/evidence/issue-51/sixteenth-reading.md, row 1, a small row and an
 * arguable one): a minister or rapporteur who answers when no deputy has spoken, a government sitting on a Sunday, a
 * Chamber sitting in the late summer's recess. Each is counted over every text the generator wrote; the integration test
 * holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- Row 1. The answer to nobody -----------------------------------------------------------------------------------

/**
 * A member of the government, the rapporteur or the government itself replying, or taking up "the objections" or "the
 * criticism", in any text and any language (not only the Chamber's verbs the reading's c108.py listed).
 */
const REPLY = new RegExp(
  [
    String.raw`(?:rapporteur|Rapporteur|Berichterstatter|[Mm]inist(?:er|re)|directeur général|Regierung|gouvernement|Government)[^.;]{0,60}?`,
    String.raw`(?:a répondu|a répliqué|répondit|erwiderte|antwortete|entgegnete|replied|answered|huet geäntwert|huet versprach, d.Kritik|objections again)`,
  ].join(''),
  'u',
)
/** A deputy's (or anyone's) criticism, question or demand that a reply can answer. */
const CRITIC = /reproch|critiqu|accus|object|(?<!\p{L})warf\b[^.]*\bvor\b|vorgeworfen|kritisier|virgehäit|kritiséiert|interpell|Anfrage|question|asked|a demandé|ont demandé|fragte|verlangte|huet gefrot, firwat/u

/** "La Chambre s'est réunie … Le directeur général des finances a répondu que le projet avait été mûrement étudié" with no critic before. */
function answerToNobody(t: GeneratedText): string | false {
  const text = bodyText(t)
  const reply = REPLY.exec(text)
  if (!reply) return false
  return CRITIC.test(text.slice(0, reply.index)) ? false : `${reply[0]} (${kindOf(t)}): ${printedHeadline(t.title)}`
}

// --- Small row. The government sitting on a Sunday ------------------------------------------------------------------

const MONTHS: Readonly<Record<string, number>> = {
  janvier: 1, février: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, août: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12,
  Januar: 1, Februar: 2, März: 3, April: 4, Mai: 5, Juni: 6, Juli: 7, August: 8, September: 9, Oktober: 10, November: 11, Dezember: 12,
}
/** The government kinds are German and French. */
const MONTH_NAMES = Object.keys(MONTHS).join('|')
const DAY_OF_MONTH = new RegExp(`(?<!\\d)(\\d{1,2})(?:er)?\\.? (${MONTH_NAMES})(?![\\p{L}])`, 'gu')
const SUNDAY_WORD = /(?<![\p{L}])(Sonntag|dimanche|Sonndeg|Sunday)(?![\p{L}])/u

/** The weekday (0 = Sunday) of a day and month named in a text of an issue: of the issue's year, or of the year before for a later month. */
function weekdayOf(issueDate: string, day: number, month: number): number {
  const [year = 0, issueMonth = 0] = issueDate.split('-').map(Number)
  const eventYear = month > issueMonth ? year - 1 : year
  return new Date(Date.UTC(eventYear, month - 1, day)).getUTCDay()
}

/** "Die Regierung hat in ihrer Sitzung vom Sonntag, den 12. März beschlossen": a Sunday named, or a date that was one. */
function governmentOnSunday(t: GeneratedText): string | false {
  if (kindOf(t) !== 'government') return false
  const text = `${printedHeadline(t.title)} ${bodyText(t)}`
  const word = SUNDAY_WORD.exec(text)
  if (word) return `${word[0]}: ${printedHeadline(t.title)}`
  for (const found of text.matchAll(DAY_OF_MONTH)) {
    const month = MONTHS[found[2] ?? ''] ?? 0
    if (month > 0 && weekdayOf(t.date, Number(found[1]), month) === 0) return `${found[0]} (a Sunday): ${printedHeadline(t.title)}`
  }
  return false
}

// --- Arguable row. The Chamber in its recess ------------------------------------------------------------------------

/** The months of the recess and of the October days before the session's opening (stories/types.ts CHAMBER_MONTHS). */
const RECESS = new Set([8, 9, 10])
/** The sitting's own day ("Sitzung vom Montag, den 29. September", "séance du vendredi 5 septembre"), not the next one announced. */
const SITTING_IN_RECESS = /(?:Sitzung|[Ss]éance|Kammerverhandlungen) (?:vom|du) (?:\p{L}+,? (?:den )?)?\d{1,2}(?:er)?\.? (?:August|September|août|septembre)(?![\p{L}])/u

/** A report of a Chamber sitting in an issue of August–October, or of a sitting held on a day of August or September. */
function chamberInRecess(t: GeneratedText): string | false {
  if (kindOf(t) !== 'chamber') return false
  const month = Number(t.date.slice(5, 7))
  if (RECESS.has(month)) return `issue of month ${month}: ${printedHeadline(t.title)}`
  const day = SITTING_IN_RECESS.exec(`${printedHeadline(t.title)} ${bodyText(t)}`)
  return day ? `${day[0]}: ${printedHeadline(t.title)}` : false
}

export function sixteenthA(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('sixteenth A16 1: a minister, rapporteur or the government replies (or takes up the objections) with no criticism, question or demand before it in the text', texts, answerToNobody),
    countTexts('sixteenth A16 2: a government decision taken at a sitting on a Sunday (the word, or a date that was one)', texts, governmentOnSunday),
    countTexts('sixteenth A16 3: a Chamber sitting reported in an issue of August–October, or on a day of August or September (the recess)', texts, chamberInRecess),
  ]
}
