/**
 * How search state is written in and read from URLs.
 *
 * The router's default JSON encoding turns `?q=123` into a number and
 * `?q="a phrase"` into a string without its quotes, and it cannot repeat a
 * key. A library's search URLs must be plain, stable and shareable, so every
 * value stays the string the visitor sees and repeated keys become arrays;
 * the route's valibot schema then decides what each value means.
 */
export type SearchRecord = Record<string, string | string[]>

/**
 * What a link may put in the query string of a page whose state is `T`: any of its keys, each as
 * the text the URL carries. Typed links are checked against it (a misspelt key does not compile);
 * the page's schema still reads whatever a visitor's URL holds.
 */
export type UrlParams<T> = { readonly [K in keyof T]?: string | readonly string[] }

/** Keys no route uses that would reach Object.prototype if written into a plain object. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype'])

export function parseSearchString(searchStr: string): SearchRecord {
  const params = new URLSearchParams(searchStr.startsWith('?') ? searchStr.slice(1) : searchStr)
  const result: SearchRecord = {}
  for (const [key, value] of params) {
    if (UNSAFE_KEYS.has(key)) continue
    const previous = Object.hasOwn(result, key) ? result[key] : undefined
    if (previous === undefined) result[key] = value
    else if (Array.isArray(previous)) previous.push(value)
    else result[key] = [previous, value]
  }
  return result
}

function scalar(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined
  // A switch that is on is written `=1` (`variants=1`); the pages' schemas read it so.
  if (typeof value === 'boolean') return value ? '1' : undefined
  return undefined
}

export function stringifySearchObject(search: Record<string, unknown>): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(search)) {
    const values = Array.isArray(value) ? value : [value]
    for (const item of values) {
      const text = scalar(item)
      if (text !== undefined) params.append(key, text)
    }
  }
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** A query string's parameters as key=value, sorted: two queries with the same parameters (in any order) give the same text. */
export function normalQuery(text: string): string {
  return [...new URLSearchParams(text.startsWith('?') ? text.slice(1) : text)]
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(value)}`)
    .sort()
    .join('&')
}

/** Whether two query strings hold the same parameters (in any order). */
export function sameSearchParams(a: string, b: string): boolean {
  return normalQuery(a) === normalQuery(b)
}

/** A site-relative href's path, query (without `?`) and hash (without `#`), as written. */
export function hrefParts(href: string): { pathname: string; query: string | undefined; hash: string | undefined } {
  const hashStart = href.indexOf('#')
  const target = hashStart === -1 ? href : href.slice(0, hashStart)
  const queryStart = target.indexOf('?')
  return {
    pathname: queryStart === -1 ? target : target.slice(0, queryStart),
    query: queryStart === -1 ? undefined : target.slice(queryStart + 1),
    hash: hashStart === -1 ? undefined : href.slice(hashStart + 1),
  }
}

/** A site-relative href as the router takes it: path, query as a record, hash without its `#`. */
export function splitHref(href: string): { pathname: string; search: SearchRecord; hash: string | undefined } {
  const { pathname, query, hash } = hrefParts(href)
  return { pathname, search: query === undefined ? {} : parseSearchString(query), hash }
}
