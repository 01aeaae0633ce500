/**
 * The pure filtering and sorting of the periodicals list and of the books, manuscripts, posters and
 * postcards lists, by their URL state (./periodical-list.ts, ./item-list.ts): titles filed as a
 * library files them. Apart from those states, which every page's first load holds (the routes'
 * search schemas), because only the lists' own pages need this.
 */
import { foldToAscii } from './fold.ts'
import type { ItemListState } from './item-list.ts'
import { PERIODICAL_TYPES, type PeriodicalListState } from './periodical-list.ts'

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

interface ListedItem {
  title: string
  languages: string[]
  date: string | null
}

export function filterItems<T extends ListedItem>(items: readonly T[], state: ItemListState): T[] {
  const kept = items.filter(
    (item) => (state.letter === '' || indexLetter(item.title) === state.letter) && (state.lang === '' || item.languages.includes(state.lang)),
  )
  const byTitle = (a: T, b: T) => compareTitles(a.title, b.title)
  // Undated items go last either way.
  const byDate = (a: T, b: T, direction: 1 | -1) =>
    a.date === b.date ? byTitle(a, b) : a.date === null ? 1 : b.date === null ? -1 : direction * a.date.localeCompare(b.date)
  const order: Record<ItemListState['sort'], (a: T, b: T) => number> = {
    title_asc: byTitle,
    title_desc: (a, b) => byTitle(b, a),
    date_asc: (a, b) => byDate(a, b, 1),
    date_desc: (a, b) => byDate(a, b, -1),
  }
  return [...kept].sort(order[state.sort])
}
