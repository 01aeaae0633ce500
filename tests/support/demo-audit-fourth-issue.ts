/**
 * The fourth close reading's first fault (docs/evidence/issue-51/fourth-reading.md, row 1): one issue
 * prints the same kind of story twice in the same sentences (two inaugurations sharing six, two
 * cattle markets sharing four). Counted as the reading counted it, apart from the generator's own
 * check (draft-writer.ts): two articles, supplements or reviews of one kind in one issue that share
 * three sentences or more once their names and numbers are masked. The integration test holds it
 * at 0; `node scripts/demo-audit.ts` prints it with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

/** The units whose kinds are stories; a serial's instalments are one novel, not two reports. */
const STORY_TYPES = new Set(['ARTICLE', 'SUPPLEMENT', 'REVIEW'])

/** As many shared sentences as a reader takes for the same report printed twice. */
const SHARED = 3

/** A word that starts with a capital (a name, a town, a German noun), and a number with its separators. */
const CAPITALISED = /(?<![\p{L}\p{N}_])[A-ZÄÖÜÉ][\p{L}\p{N}_'’-]*/gu
const FIGURE = /\d[\d., ]*/g

/** A text's sentences and clauses with names and numbers masked, those of more than forty characters. */
function skeletons(t: GeneratedText): Set<string> {
  const out = new Set<string>()
  for (const sentence of t.paragraphs.join(' ').split(/(?<=[.!?;])\s+/)) {
    const skeleton = sentence.replace(CAPITALISED, 'X').replace(FIGURE, 'N')
    if (skeleton.length > 40) out.add(skeleton)
  }
  return out
}

/** Each text that shares three masked sentences with another of its kind in its issue, with what it shares and with whom. */
function echoedInIssue(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const issues = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (!STORY_TYPES.has(t.type) || t.template.startsWith('serial')) continue
    const key = `${t.periodical} ${t.date} ${t.edition}`
    issues.set(key, [...(issues.get(key) ?? []), t])
  }
  const echoed = new Map<GeneratedText, string>()
  for (const units of issues.values()) {
    const frames = units.map(skeletons)
    units.forEach((a, i) => {
      units.forEach((b, j) => {
        if (j <= i || a.template.split(':')[0] !== b.template.split(':')[0]) return
        const shared = [...(frames[i] ?? [])].filter((s) => frames[j]?.has(s))
        if (shared.length < SHARED) return
        const note = (other: GeneratedText) => `${shared.length} sentences alike with "${other.title}", e.g. «${shared[0] ?? ''}»`
        echoed.set(a, echoed.get(a) ?? note(b))
        echoed.set(b, echoed.get(b) ?? note(a))
      })
    })
  }
  return echoed
}

/** The fourth reading's row 1, counted over all texts. */
export function fourthIssue(texts: readonly GeneratedText[]): AuditRule[] {
  const echoed = echoedInIssue(texts)
  return [
    countTexts('fourth 1: a story told twice in one issue in the same words (two of one kind sharing 3 sentences, names and numbers masked)', texts, (t) => echoed.get(t) ?? false),
  ]
}
