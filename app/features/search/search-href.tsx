import { type SearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'

/** The locale-free /search URL of a search state, defaults left out. */
export function searchHref(state: SearchState): string {
  return `/search${stringifySearchObject(searchParamsOf(state))}`
}

/**
 * The rest of the search state as hidden fields, so a GET form that changes
 * some parameters (sort, dates) keeps all the others without JavaScript.
 */
export function HiddenSearchFields({ state, except }: { state: SearchState; except: readonly string[] }) {
  const fields = Object.entries(searchParamsOf(state)).flatMap(([key, value]) =>
    except.includes(key) || key === 'page' ? [] : (Array.isArray(value) ? value : [value]).map((item) => [key, item] as const),
  )
  return fields.map(([key, value]) => <input key={`${key}=${value}`} type="hidden" name={key} value={value} />)
}
