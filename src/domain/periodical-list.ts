/**
 * The periodicals list's state in the URL (`letter`, `lang`, `type`, `sort`)
 * and the pure filtering and sorting it means. Like the search state, every
 * parameter falls back to its default on its own.
 */
import * as v from 'valibot'
import { foldToAscii } from './fold.ts'

export const PERIODICAL_SORTS = ['title_asc', 'title_desc', 'date_asc', 'date_desc', 'issues_desc'] as const
export const PERIODICAL_TYPES = ['newspaper', 'serial'] as const

export const oneString = v.pipe(
  v.union([v.string(), v.number(), v.array(v.union([v.string(), v.number()]))]),
  v.transform((value) => String(Array.isArray(value) ? (value[0] ?? '') : value).slice(0, 20)),
)

/** A title index letter, A–Z or # for the rest; '' for all. */
export const letterSchema = v.fallback(
  v.pipe(
    oneString,
    v.transform((value) => value.toUpperCase()),
    v.check((value) => /^[A-Z#]$/.test(value)),
  ),
  '',
)

/** A language code; '' for all. */
export const languageSchema = v.fallback(v.pipe(oneString, v.check((value) => /^[a-z]{2,3}$/.test(value))), '')

export const periodicalListSchema = v.object({
  letter: letterSchema,
  lang: languageSchema,
  type: v.fallback(v.pipe(oneString, v.picklist(['', ...PERIODICAL_TYPES])), ''),
  sort: v.fallback(v.pipe(oneString, v.picklist(PERIODICAL_SORTS)), 'title_asc'),
})

export type PeriodicalListState = v.InferOutput<typeof periodicalListSchema>
export const PERIODICAL_LIST_DEFAULTS: PeriodicalListState = v.parse(periodicalListSchema, {})

export function parsePeriodicalListState(input: unknown): PeriodicalListState {
  return v.parse(periodicalListSchema, typeof input === 'object' && input !== null ? input : {})
}

interface Listed {
  title: string
  type: string
  languages: string[]
  firstDate: string | null
  issueCount: number
}

/**
 * Leading articles a library files past (MARC 245's non-filing characters), in the languages of
 * the collection: "L'Indépendance luxembourgeoise" is filed under I, "Der Landesbote" under L,
 * "The Luxembourg Herald" under L, "De Schoulbuet" under S (issue 39).
 */
const LEADING_ARTICLE = /^(?:(?:le|la|les|un|une|der|die|das|ein|eine|the|a|an|de|den|dat)\s+|(?:l|d)['’]\s*)(?=\p{L})/iu

/** The title as it is filed: without its leading punctuation and article. */
export function filingTitle(title: string): string {
  const bare = title.replace(/^[^\p{L}\p{N}]+/u, '')
  return bare.replace(LEADING_ARTICLE, '')
}

/** A title's index letter: the first letter of its filing title without accents, '#' for digits and the rest. */
export function indexLetter(title: string): string {
  const first = foldToAscii(filingTitle(title)).charAt(0).toUpperCase()
  return /^[A-Z]$/.test(first) ? first : '#'
}

export const titleCollator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true })

/** Orders titles as a library files them: by their filing title, then as written. */
export function compareTitles(a: string, b: string): number {
  return titleCollator.compare(filingTitle(a), filingTitle(b)) || titleCollator.compare(a, b)
}

export function filterPeriodicals<T extends Listed>(periodicals: readonly T[], state: PeriodicalListState): T[] {
  const kept = periodicals.filter(
    (periodical) =>
      (state.letter === '' || indexLetter(periodical.title) === state.letter) &&
      (state.lang === '' || periodical.languages.includes(state.lang)) &&
      (state.type === '' || periodical.type === state.type),
  )
  const byTitle = (a: T, b: T) => compareTitles(a.title, b.title)
  const byDate = (a: T, b: T) => (a.firstDate ?? '9999').localeCompare(b.firstDate ?? '9999') || byTitle(a, b)
  const order: Record<PeriodicalListState['sort'], (a: T, b: T) => number> = {
    title_asc: byTitle,
    title_desc: (a, b) => byTitle(b, a),
    date_asc: byDate,
    date_desc: (a, b) => byDate(b, a),
    issues_desc: (a, b) => b.issueCount - a.issueCount || byTitle(a, b),
  }
  return [...kept].sort(order[state.sort])
}

/** The letters and languages a list's entries have. */
export function listOptions(entries: readonly { title: string; languages: string[] }[]): { letters: Set<string>; languages: string[] } {
  return {
    letters: new Set(entries.map((entry) => indexLetter(entry.title))),
    languages: [...new Set(entries.flatMap((entry) => entry.languages))].sort(),
  }
}

/** The facet values of the whole list: letters, languages and types that have titles. */
export function periodicalListOptions(periodicals: readonly Listed[]): {
  letters: Set<string>
  languages: string[]
  types: (typeof PERIODICAL_TYPES)[number][]
} {
  return {
    ...listOptions(periodicals),
    types: PERIODICAL_TYPES.filter((type) => periodicals.some((periodical) => periodical.type === type)),
  }
}

/** The list state as URL parameters, defaults left out. */
export function periodicalListParams(state: PeriodicalListState): Record<string, string> {
  const params: Record<string, string> = {}
  for (const key of ['letter', 'lang', 'type', 'sort'] as const) {
    if (state[key] !== PERIODICAL_LIST_DEFAULTS[key]) params[key] = state[key]
  }
  return params
}

