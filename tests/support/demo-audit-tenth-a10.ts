/**
 * The ninth close reading's Luxembourgish leftovers fixed on i51a10 (docs/evidence/issue-51/ninth-reading.md,
 * its lb grade and "mould sameness"): a news unit of two sentences that says nothing ("D'Fanfare … hat
 * gëschter hir Generalversammlung. De Veräin huet vir, nei Nouten ze kafen."), and a barn or a stable
 * burning on a street of the capital after 1950.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, sentencesOf } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''

// --- A Luxembourgish news unit of two sentences --------------------------------------------------

/** The units that report news: a caption, a map, a weather or shipping line is one line by its nature. */
const NEWS_TYPES = new Set(['ARTICLE', 'SUPPLEMENT', 'REVIEW'])
/** The fewest sentences of a short news item: what happened, and who, what was decided or a figure. */
const FEWEST_SENTENCES = 3
const issueOf = (t: GeneratedText) => `${t.periodical} ${t.date} ${t.edition}`

/**
 * The lb news units of fewer than FEWEST_SENTENCES sentences, but a second note of a kind in its issue:
 * there the draft-writer strikes what it says in the words of the first (draft-writer.ts, withoutEchoes),
 * which may leave a line or two whatever its mould; that is the editor's cut, counted apart (a few per
 * run, evidence tenth-fixes-i51a10.md), not the mould's thinness this rule keeps out.
 */
function thinLuxembourgishUnits(texts: readonly GeneratedText[]): AuditRule {
  const seen = new Set<string>()
  const firstOfKind = new Set<GeneratedText>()
  for (const t of texts) {
    if (t.language !== 'lb' || !NEWS_TYPES.has(t.type)) continue
    const key = `${issueOf(t)} ${kindOf(t)}`
    if (!seen.has(key)) firstOfKind.add(t)
    seen.add(key)
  }
  return countTexts('tenth A10: a Luxembourgish news unit (article, supplement, review) of two sentences or fewer, the first of its kind in its issue', texts, (t) => {
    if (!firstOfKind.has(t)) return false
    const sentences = t.paragraphs.flatMap(sentencesOf)
    return sentences.length < FEWEST_SENTENCES ? `${sentences.length}: ${sentences.join(' ')}` : false
  })
}

// --- A barn or a stable in the capital after 1950 -------------------------------------------------

const IN_THE_CAPITAL = /\bzu Lëtzebuerg\b/u
const FARM_BUILDING = /\b(Stall|Scheier|Fudder|Hee|Stréi|Véi|Kéi|Päerd)\b/u
function farmFireInTheCapital(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'fire' || Number(t.date.slice(0, 4)) < 1950) return false
  const text = bodyOf(t)
  if (!IN_THE_CAPITAL.test(`${t.title} ${t.paragraphs[0] ?? ''}`)) return false
  return FARM_BUILDING.exec(text)?.[0] ?? false
}

export function tenthA10(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    thinLuxembourgishUnits(texts),
    countTexts('tenth A10: a Luxembourgish fire of a barn or a stable in the capital after 1950', texts, farmFireInTheCapital),
  ]
}
