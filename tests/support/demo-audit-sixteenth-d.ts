/**
 * The sixteenth reading's rows fixed on i51d15 (docs/evidence/issue-51/sixteenth-reading.md, "Still seen" and "Small"): a
 * sentence of one unit printed again in another unit of the issue with only the town, a name or a figure changed; two football
 * reports of one issue before the same crowd; an lb fire whose brigade came after some minutes and then "quickly". Each is
 * counted over every text the generator wrote; the integration test holds each to 0 (the first above a threshold, see there).
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { escapeRegExp } from '#src/domain/regex.ts'
import { type AuditRule, PLACE_NAMES_LONGEST_FIRST, countTexts, where } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0]?.split(' ')[0] ?? ''
const issueOf = (t: GeneratedText) => `${t.periodical} ${t.date} ${t.edition}`
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- Row 1. One sentence in two units of an issue, names and figures masked -----------------------------------------

/** Units whose sentences are formulae of their kind (notices, tables, the occupation's decrees), as the reading's c53.py left them aside. */
const FORMULA_KINDS = new Set(['ad', 'death', 'law', 'weather', 'market', 'ILLUSTRATION', 'serial', 'cattle', 'telegram', 'CHART_DIAGRAM', 'MAP', 'rationCards', 'blackout', 'deliveries', 'moselle'])
const TOWN = new RegExp(PLACE_NAMES_LONGEST_FIRST.map(escapeRegExp).join('|'), 'gu')
const PERSON = /\b(?:Herr|Frau|M\.|Mme|Mr\.|Mrs\.|Famill|Familie|famille)\s+[A-ZÄÖÜ]\p{L}+/gu
/** A sentence as c53.py compares it: towns, figures and a titled person masked. */
const masked = (sentence: string) => sentence.replace(TOWN, 'X').replace(/\d[\d.,\u00a0\u202f ]*/gu, 'N').replace(PERSON, 'P').trim()

/**
 * How many issues the reading's c53.py counts the most in a demo: a second report of a kind now draws the lines its issue has
 * not printed (issue-lines.ts), but a kind whose first report took all its lines, and a line of a kind's list (two councils'
 * "the estimate is … francs; the Government has promised a grant"), may still come twice. The reading counted 230, i51d15 229.
 */
export const REPEATED_SENTENCE_ISSUES = 235

function issuesWithARepeatedSentence(texts: readonly GeneratedText[]): AuditRule {
  const byIssue = new Map<string, Map<string, Set<GeneratedText>>>()
  for (const t of texts) {
    if (FORMULA_KINDS.has(kindOf(t))) continue
    const seen = byIssue.get(issueOf(t)) ?? new Map<string, Set<GeneratedText>>()
    byIssue.set(issueOf(t), seen)
    for (const paragraph of t.paragraphs) {
      for (const sentence of paragraph.split(/(?<=[.!?])\s+/u)) {
        if (sentence.length < 60) continue
        const key = masked(sentence)
        seen.set(key, (seen.get(key) ?? new Set()).add(t))
      }
    }
  }
  const examples: string[] = []
  let issues = 0
  for (const seen of byIssue.values()) {
    const twice = [...seen].find(([, units]) => units.size > 1)
    if (twice === undefined) continue
    issues++
    if (examples.length < 4) examples.push(`${[...twice[1]].map(where).join(' / ')} — ${twice[0]}`)
  }
  return {
    name: `sixteenth D16 1: issues (beyond ${REPEATED_SENTENCE_ISSUES}) with one sentence of 60 characters or more in two units, towns, figures and names masked (${issues} in all)`,
    count: Math.max(0, issues - REPEATED_SENTENCE_ISSUES),
    examples,
  }
}

// --- Row 2. Two football reports of one issue before the same crowd -------------------------------------------------

const CROWD = /(?:ronn|rund|quelque|some)\s+(\d[\d.,\u00a0\u202f ]*\d|\d)\s*(?:Spectateuren|Leit|Zuschauern|spectateurs|spectators)/u
const crowdOf = (t: GeneratedText) => (kindOf(t) === 'football' ? CROWD.exec(bodyText(t))?.[1]?.replace(/\D/gu, '') : undefined)

function sameCrowdInIssue(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const crowds = new Map<string, string[]>()
  for (const t of texts) {
    const crowd = crowdOf(t)
    if (crowd !== undefined) crowds.set(issueOf(t), [...(crowds.get(issueOf(t)) ?? []), crowd])
  }
  return (t) => {
    const crowd = crowdOf(t)
    return crowd !== undefined && (crowds.get(issueOf(t)) ?? []).filter((other) => other === crowd).length > 1 ? `a crowd of ${crowd} twice` : false
  }
}

// --- Row 3. The lb brigade that came after some minutes, then quickly ----------------------------------------------

const lbFireLateThenQuick = (t: GeneratedText): string | false =>
  t.language === 'lb' && kindOf(t) === 'fire' && /no \d+ Minutten do/u.test(bodyText(t)) && /séier do/u.test(bodyText(t)) ? t.title : false

export function sixteenthD(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    issuesWithARepeatedSentence(texts),
    countTexts('sixteenth D16 2: a football report whose crowd another football report of its issue states (any language)', texts, sameCrowdInIssue(texts)),
    countTexts('sixteenth D16 3: an lb fire whose brigade came "no N Minutten" and "ware séier do"', texts, lbFireLateThenQuick),
  ]
}
