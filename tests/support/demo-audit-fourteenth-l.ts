/**
 * The fourteenth reading's rows fixed on i51l13 (docs/evidence/issue-51/fourteenth-reading.md, rows 2, 7 and 9): the fr
 * council closing on one set of business (and lighting a square in the 1970s), "conseillere" printed without its accent,
 * and a commune building or voting a washhouse after the washing machine had emptied them. Each is counted over every
 * text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline, sentencesOf } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')
const isFrCouncil = (t: GeneratedText) => kindOf(t) === 'council' && t.language === 'fr'

// --- 1. The same closing business in the fr councils -------------------------------------------------------------

const COUNCIL_CLOSE = /^(?:La séance a été levée|Prochaine séance)/u
/** The words that name a business ("Une demande de subside de la fanfare"), not the outcome or the day its option draws. */
const BUSINESS_WORDS = 9
/** The last three sentences of a fr council before its closing line, each by its first words, figures masked. */
function closingSet(t: GeneratedText): string {
  const sentences = sentencesOf(bodyText(t)).filter((sentence) => !COUNCIL_CLOSE.test(sentence))
  return sentences
    .slice(-3)
    .map((sentence) => sentence.replace(/\d[\d\s.,]*/gu, '# ').split(/\s+/u).slice(0, BUSINESS_WORDS).join(' '))
    .join(' | ')
}
/** The share of the fr council units one closing set may have. */
const MAX_CLOSING_SHARE = 0.02

function sameClosing(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const councils = texts.filter(isFrCouncil)
  const counts = new Map<string, number>()
  for (const t of councils) counts.set(closingSet(t), (counts.get(closingSet(t)) ?? 0) + 1)
  const limit = Math.max(2, Math.floor(councils.length * MAX_CLOSING_SHARE))
  return (t) => {
    if (!isFrCouncil(t)) return false
    const set = closingSet(t)
    const count = counts.get(set) ?? 0
    return count > limit ? `${count} units: ${set.slice(0, 140)}` : false
  }
}

/** Street lamps were long set up by 1930: a council deciding then to light a square or street is the 1880s' business. */
const lightingLate = (t: GeneratedText) =>
  isFrCouncil(t) && yearOf(t) >= 1930 ? (/faire éclairer [^.;]+/u.exec(bodyText(t))?.[0] ?? false) : false

// --- 2. "conseillere" --------------------------------------------------------------------------------------------

const unaccented = (t: GeneratedText) => /\bconseillere\b/u.exec(`${printedHeadline(t.title)} ${bodyText(t)}`)?.[0] ?? false

// --- 3. A washhouse built or voted after the 1950s ---------------------------------------------------------------

const WASHHOUSE = /lavoir|Waschhaus|Wäschbue?r|Wäschhaus|wash-?house/iu
/** The last year a commune is shown building or voting a washhouse: the washing machine emptied them in the 1950s. */
const LAST_WASHHOUSE = 1955
const lateWashhouse = (t: GeneratedText) =>
  (kindOf(t) === 'council' || kindOf(t) === 'building') && yearOf(t) > LAST_WASHHOUSE
    ? (WASHHOUSE.exec(`${printedHeadline(t.title)} ${bodyText(t)}`)?.[0] ?? false)
    : false

export function fourteenthL(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fourteenth L14 1: a fr council whose last three business sentences (their first nine words) close more than 2 % of fr councils', texts, sameClosing(texts)),
    countTexts('fourteenth L14 2: a fr council from 1930 deciding to light a square or street ("faire éclairer")', texts, lightingLate),
    countTexts('fourteenth L14 3: "conseillere" without its accent', texts, unaccented),
    countTexts('fourteenth L14 4: a council or building unit naming a washhouse (lavoir, Waschhaus, Wäschbuer) after 1955', texts, lateWashhouse),
  ]
}
