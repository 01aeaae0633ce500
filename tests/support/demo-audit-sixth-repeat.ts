/**
 * What a sixth close reading (docs/evidence/issue-51/sixth-reading.md, rows 1, 10 and 22) found
 * told twice or told apart: a paper's serial begun again with another town and heroine, one
 * issue's stories of one kind about one town (or four of them), a book reviewed as what its
 * title is not. Each is counted over every text the generator wrote; the integration test holds
 * each to 0, `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { REVIEWS } from '#src/demo/reviews.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, PLACE_NAMES_LONGEST_FIRST, countTexts, printedHeadline } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

const DAY = 86_400_000
const dayOf = (t: GeneratedText) => Date.parse(`${t.date}T00:00:00Z`) / DAY
const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
/** A headline without its parentheses: a serial's instalment, a date that told a taken headline apart. */
const titleBase = (title: string) => printedHeadline(title).replace(/\s*\([^()]*\)/g, '').trim()

// --- 1. A paper's serial begun again elsewhere ----------------------------------------------------

/** How long a reader remembers a paper's novel: within it, the paper prints it as one story. */
const SERIAL_MEMORY_DAYS = 730

/**
 * The instalments of each paper's novel (its mould, in one language) that tell it otherwise than an
 * instalment printed within two years before: under another title (another town), or the same
 * instalment in other words (another heroine, another father).
 */
function serialsRetold(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const runs = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (kindOf(t) !== 'serial') continue
    const key = `${t.periodical}|${t.language}|${t.template}`
    runs.set(key, [...(runs.get(key) ?? []), t])
  }
  const retold = new Map<GeneratedText, string>()
  for (const run of runs.values()) {
    const sorted = [...run].sort((a, b) => dayOf(a) - dayOf(b))
    sorted.forEach((t, i) => {
      for (const before of sorted.slice(0, i)) {
        if (dayOf(t) - dayOf(before) > SERIAL_MEMORY_DAYS) continue
        const sameInstalment = (before.headings ?? []).join('|') === (t.headings ?? []).join('|')
        const otherTitle = titleBase(before.title) !== titleBase(t.title)
        if (otherTitle || (sameInstalment && before.paragraphs.join(' ') !== t.paragraphs.join(' '))) {
          retold.set(t, otherTitle ? `after "${before.title}" of ${before.date}` : `its instalment of ${before.date} in other words`)
          return
        }
      }
    })
  }
  return retold
}

// --- 22. One issue, stories of one kind about one town, or too many of a kind ---------------------

/**
 * The most of a kind an issue prints, telegrams aside: the writer takes another kind after two
 * (draft-writer.ts SAME_KIND_PER_ISSUE), but the English local news of a paper has few kinds in a
 * year, and when every other is taken the kind's choice falls back to its first (text.ts chooseKind).
 */
const PER_ISSUE = 3
const GERMAN_NAME = new Map<string, string>(PLACES.flatMap((p) => [p.de, p.fr, p.lb, p.en].map((name) => [name, p.de] as const)))
const PLACE_IN_TITLE = new RegExp(`(?<![\\p{L}])(${PLACE_NAMES_LONGEST_FIRST.map(escapeRegExp).join('|')})(?![\\p{L}])`, 'u')
const headlineTown = (t: GeneratedText) => {
  const name = PLACE_IN_TITLE.exec(t.title)?.[1]
  return name === undefined ? undefined : GERMAN_NAME.get(name)
}

/** A story drawn from a kind's templates: an article's, a supplement's (a serial's and a review's shapes aside). */
const isStory = (t: GeneratedText) => (t.type === 'ARTICLE' || t.type === 'SUPPLEMENT') && t.template.includes('{') && !['serial', 'telegram'].includes(kindOf(t))

/** The stories of an issue that are a kind's fourth, or its second about the town of the first. */
function crowdedStories(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const issues = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (!isStory(t)) continue
    const key = `${t.periodical}|${t.date}|${t.edition}`
    issues.set(key, [...(issues.get(key) ?? []), t])
  }
  const crowded = new Map<GeneratedText, string>()
  for (const stories of issues.values()) {
    const towns = new Map<string, string[]>()
    for (const t of stories) {
      const kind = kindOf(t)
      const before = towns.get(kind) ?? []
      const town = headlineTown(t) ?? ''
      if (before.length >= PER_ISSUE) crowded.set(t, `${kind} number ${before.length + 1} in the issue`)
      else if (town !== '' && before.includes(town)) crowded.set(t, `a second ${kind} about ${town}`)
      towns.set(kind, [...before, town])
    }
  }
  return crowded
}

// --- 10. A book reviewed as what its title is not --------------------------------------------------

/** Each book shape's headline template with its titles (reviews.ts). */
const BOOK_SHAPES = new Map<string, readonly string[]>(
  Object.values(REVIEWS)
    .flat()
    .flatMap((shape) => (shape.works === undefined ? [] : [[`review: ${shape.title}`, shape.works] as const])),
)
/** A legend's or a novel's title, described as memoirs (the reading's examples and their kin). */
const TALE_TITLE = /[„«“] ?(?:Der letzte Ritter|Le dernier chevalier|Die Hexe|Der Schatz|La Légende|Le Château|Die Sage|Die Glocken|Der Wilderer|La Dame aux)/
const MEMOIRS = /Erinnerungen|souvenirs|memoirs/
function bookNotItsKind(t: GeneratedText): string | false {
  if (t.type !== 'REVIEW') return false
  const text = `${t.title} ${t.paragraphs.join(' ')}`
  if (TALE_TITLE.test(text) && MEMOIRS.test(text)) return `a tale as memoirs: ${t.title}`
  const works = BOOK_SHAPES.get(t.template)
  if (works === undefined) return false
  return works.some((work) => t.title.includes(work) || t.paragraphs.join(' ').includes(work)) ? false : `a title not of its shape's books: ${t.title}`
}

export function sixthRepeat(texts: readonly GeneratedText[]): AuditRule[] {
  const retold = serialsRetold(texts)
  const crowded = crowdedStories(texts)
  return [
    countTexts("sixth 1: a paper's serial told again within two years under another title or in other words", texts, (t) => retold.get(t) ?? false),
    countTexts('sixth 22: an issue prints a fourth story of a kind, or a second about the same town', texts, (t) => crowded.get(t) ?? false),
    countTexts('sixth 10: a book reviewed as what its title is not (a legend as memoirs, a title not of its kind)', texts, bookNotItsKind),
  ]
}
