/**
 * The eighth close reading's "mould sameness" (docs/evidence/issue-51/eighth-reading.md, "Still
 * seen"), counted over every text the generator wrote: a town's long name again and again in one
 * unit ("Esch an der Alzette" six times in one festival report), a short name that could be another
 * town's, and a story of an issue half in the words of an earlier one of its kind (two Kirmes notes,
 * three farm notes with "Um leschte Maart vu … waren d'Präisser net schlecht"). The integration
 * test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, sentencesOf } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''

// --- 1. A town's long name more than twice in one unit ---------------------------------------------

/**
 * The long names a paper shortened after the first mention. Twice is the most a unit needs: its
 * headline and its first sentence about the town; a law names the town in full in each article, as
 * statutes do, and is left aside.
 */
const LONG_NAMES = ['Esch an der Alzette', 'Esch-sur-Alzette', 'Esch-Uelzecht', 'Mondorf-les-Bains']
const MOST_FULL_MENTIONS = 2

function longNameRepeated(t: GeneratedText): string | false {
  if (t.type === 'LAW') return false
  const text = bodyOf(t)
  for (const name of LONG_NAMES) {
    const times = text.split(name).length - 1
    if (times > MOST_FULL_MENTIONS) return `"${name}" ${times} times`
  }
  return false
}

/** A bare "Esch" or "Mondorf" in a unit that also names another town of that name, so the short name does not say which. */
const OTHER_ESCH = /Esch-sur-Sûre|Esch-Sauer|Esch an der Sauer|Esch-Sauer|Esch-Sûre/u
const BARE_ESCH = /(?<![\p{L}-])Esch(?![\p{L}-]| an der| sur)/u
function shortNameAmbiguous(t: GeneratedText): string | false {
  const text = bodyOf(t)
  return OTHER_ESCH.test(text) && BARE_ESCH.test(text) ? 'a bare "Esch" beside Esch-sur-Sûre' : false
}

// --- 2. A story half in the words of one of its kind in the issue ---------------------------------

const NAME = /(?<![\p{L}\p{N}_])[A-ZÄÖÜÉÈÀÂŒ][\p{L}\p{N}_'’-]*/gu
const NUMBER = /\d[\d., \u00a0\u202f]*/g
/** A sentence of five words or more, names and numbers masked: a Kirmes note's lead with another town is the same lead. */
export const skeletons = (t: GeneratedText) =>
  t.paragraphs
    .flatMap(sentencesOf)
    .map((s) => s.replace(NAME, 'X').replace(NUMBER, 'N').split(/\s+/))
    .filter((words) => words.length >= 5)

/** Two skeletons alike: four words in five of the longer in common. */
function alike(a: readonly string[], b: readonly string[]): boolean {
  const longer = Math.max(a.length, b.length)
  if (Math.min(a.length, b.length) < 0.8 * longer) return false
  const left = new Map<string, number>()
  for (const word of a) left.set(word, (left.get(word) ?? 0) + 1)
  let common = 0
  for (const word of b) {
    const n = left.get(word) ?? 0
    if (n > 0) {
      common++
      left.set(word, n - 1)
    }
  }
  return common >= 0.8 * longer
}

/** How many of a story's skeletons (`mine`) are alike to one of another story's. */
export function sharedWith(mine: readonly (readonly string[])[], other: GeneratedText): number {
  const theirs = skeletons(other)
  return mine.filter((s) => theirs.some((o) => alike(s, o))).length
}

const STORY_TYPES = new Set(['ARTICLE', 'SUPPLEMENT', 'REVIEW'])

/** The stories of an issue half of whose sentences (of the shorter) are alike to those of an earlier story of their kind. */
function halfAlikeStories(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const issues = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (!STORY_TYPES.has(t.type) || kindOf(t) === 'serial') continue
    const key = `${t.periodical} ${t.date} ${t.edition}`
    issues.set(key, [...(issues.get(key) ?? []), t])
  }
  const found = new Map<GeneratedText, string>()
  for (const stories of issues.values()) {
    stories.forEach((t, index) => {
      const mine = skeletons(t)
      const count = t.paragraphs.flatMap(sentencesOf).length
      for (const other of stories.slice(0, index)) {
        if (kindOf(other) !== kindOf(t)) continue
        const shared = sharedWith(mine, other)
        if (shared >= 1 && 2 * shared >= Math.min(count, other.paragraphs.flatMap(sentencesOf).length)) {
          found.set(t, `${shared} of ${count} sentences alike to "${other.title}"`)
          return
        }
      }
    })
  }
  return found
}

export function eighthD8(texts: readonly GeneratedText[]): AuditRule[] {
  const half = halfAlikeStories(texts)
  return [
    countTexts('eighth D8 1: a unit (not a law) naming a town\'s long name ("Esch an der Alzette", "Mondorf-les-Bains") more than twice', texts, longNameRepeated),
    countTexts('eighth D8 1: a bare "Esch" in a unit that names another Esch', texts, shortNameAmbiguous),
    countTexts('eighth D8 2: a story of an issue half in the words of an earlier one of its kind (two Kirmes or farm notes alike)', texts, (t) => half.get(t) ?? false),
  ]
}
