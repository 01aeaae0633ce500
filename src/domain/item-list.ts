/**
 * The state of the books, manuscripts, posters and postcards lists in the URL
 * (`letter`, `lang`, `sort`); the filtering and sorting it means are in ./list-order.ts.
 */
import * as v from 'valibot'
import { letterSchema, languageSchema, oneString } from './periodical-list.ts'

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

/** A list's state as URL parameters, defaults left out. */
export function itemListParams(state: ItemListState): Record<string, string> {
  const params: Record<string, string> = {}
  for (const key of ['letter', 'lang', 'sort'] as const) {
    if (state[key] !== ITEM_LIST_DEFAULTS[key]) params[key] = state[key]
  }
  return params
}

