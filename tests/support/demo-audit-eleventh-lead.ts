/**
 * The lead's fixes of the eleventh close reading (docs/evidence/issue-51/eleventh-reading.md), counted over every text the
 * generator wrote: a printed headline that carries its own issue's day in parentheses, as a device to keep titles apart.
 * The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

/** The issue's day at the end of a headline in parentheses ("… (1er janvier 1970)", "… (13. Juli 1865, 2)"), in any language. */
const ISSUE_DAY_IN_PARENTHESES = / \((?:\d{1,2}(?:er|\.)? \p{L}+|\p{L}+ \d{1,2},?) \d{4}(?:, \d+)?\)$/u

/** A record title that prints the issue's day in parentheses: the page's headline would carry it. */
function issueDayInHeadline(t: GeneratedText): string | false {
  const found = ISSUE_DAY_IN_PARENTHESES.exec(t.title)?.[0]
  return found !== undefined && found.includes(t.date.slice(0, 4)) ? found : false
}

export function eleventhLead(texts: readonly GeneratedText[]): AuditRule[] {
  return [countTexts('a headline carrying its own issue\'s day in parentheses (eleventh reading row 1)', texts, issueDayInHeadline)]
}
