/**
 * The state of the books, manuscripts, posters and postcards lists in the URL
 * (`letter`, `lang`, `sort`), and the pure filtering and sorting it means.
 */
import * as v from 'valibot'
import { compareTitles, indexLetter, letterSchema, languageSchema, oneString } from './periodical-list.ts'

export const ITEM_SORTS = ['title_asc', 'title_desc', 'date_asc', 'date_desc'] as const

export const itemListSchema = v.object({
  letter: letterSchema,
  lang: languageSchema,
  sort: v.fallback(v.pipe(oneString, v.picklist(ITEM_SORTS)), 'title_asc'),
})

export type ItemListState = v.InferOutput<typeof itemListSchema>
export const ITEM_LIST_DEFAULTS: ItemListState = v.parse(itemListSchema, {})

export function parseItemListState(input: unknown): ItemListState {
  return v.parse(itemListSchema, typeof input === 'object' && input !== null ? input : {})
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

/** A list's state as URL parameters, defaults left out. */
export function itemListParams(state: ItemListState): Record<string, string> {
  const params: Record<string, string> = {}
  for (const key of ['letter', 'lang', 'sort'] as const) {
    if (state[key] !== ITEM_LIST_DEFAULTS[key]) params[key] = state[key]
  }
  return params
}

