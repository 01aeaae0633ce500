/**
 * The periodicals list's state in the URL (`letter`, `lang`, `type`, `sort`). Like the search
 * state, every parameter falls back to its default on its own. The filtering and sorting it means
 * are in ./list-order.ts: the route's search schema is part of every page's first load, they are not.
 */
import * as v from 'valibot'

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

/** The list state as URL parameters, defaults left out. */
export function periodicalListParams(state: PeriodicalListState): Record<string, string> {
  const params: Record<string, string> = {}
  for (const key of ['letter', 'lang', 'type', 'sort'] as const) {
    if (state[key] !== PERIODICAL_LIST_DEFAULTS[key]) params[key] = state[key]
  }
  return params
}

