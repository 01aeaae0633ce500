import type { TranslationFunctions } from '../../../i18n/i18n-types'
import { type SearchState, searchParamsOf } from '../../../src/domain/search-state'
import { stringifySearchObject } from '../../../src/domain/search-params'

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

/** A structural or document type in the page's language (spec §3). */
export function typeLabel(LL: TranslationFunctions, type: string): string {
  const labels: Record<string, () => string> = LL.structuralTypes
  return labels[type]?.() ?? type
}

/**
 * What the reader calls a unit: its title; for the text of a page that is not an article (a page of
 * a delivery without articles, or a page's text outside them, issue 34) "Text of page N"; else the
 * untitled one of its type.
 */
export function unitName(LL: TranslationFunctions, unit: { title: string | null; type: string; firstPage: number }): string {
  if (unit.title !== null) return unit.title
  return unit.type === 'issue' ? LL.reader.pageText({ page: unit.firstPage }) : LL.reader.untitled({ type: typeLabel(LL, unit.type) })
}
