/**
 * Wave 11, helper A13 (issue 51): the laws' subjects coming round. A legislature does not vote on one subject twice in
 * half a year: a law or decree on the subject of a law its language printed less than six months before. The subject
 * is read from the printed title (its words after "betreffend / über / concernant", a town or a line's ends left
 * open), not from the generator's table. Only laws the Chamber voted: the occupation's ordinances (rationing came round
 * every month) and the decrees of the years without a Chamber (1940–45, when the government in exile and then the
 * liberated country were ruled by decree) are aside. Every year counts, 1940 and 1944 too, since the issue plan keeps the
 * occupation's rate of official units by the issue's day (i51j13). The share over five years is printed by the evidence (lawSubjectRepeats, wave 9 N).
 * The integration test holds each rule to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

/** Six months, in days. */
const HALF_YEAR = 183

/** The title's subject with its towns and places open: "die Wasserleitung der Stadt Remich" is that of Diekirch too. */
function subjectOf(title: string): string | undefined {
  const words = /(?:betreffend|über|concernant) (.+)\.$/u.exec(title)?.[1]
  return words?.replace(/\b(?:Stadt|Gemeinde|Kanton|von|nach|in|im|de|du|à|d’|d')\s*[A-ZÄÖÜÉ][\p{L}\- ]*/gu, '…')
}

function dayOf(iso: string): number {
  return Math.floor(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000)
}

/** The laws whose subject their language printed less than six months before, with the earlier one's date. */
function quickRepeats(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const laws = texts.filter((t) => t.type === 'LAW' && (t.template === 'law: de law' || t.template === 'law: fr law')).sort((a, b) => a.date.localeCompare(b.date))
  const last = new Map<string, string>()
  const found = new Map<GeneratedText, string>()
  for (const t of laws) {
    const subject = subjectOf(t.title)
    if (subject === undefined) continue
    const key = `${t.language}:${subject}`
    const before = last.get(key)
    if (before !== undefined && dayOf(t.date) - dayOf(before) < HALF_YEAR) found.set(t, `"${subject}" printed ${before} too`)
    last.set(key, t.date)
  }
  return found
}

export function wave11A(texts: readonly GeneratedText[]): AuditRule[] {
  const repeats = quickRepeats(texts)
  return [countTexts('wave 11 A13: a law on the subject of a law its language printed less than six months before (the ordinances and decrees of 1940–45 aside)', texts, (t) => repeats.get(t) ?? false)]
}
