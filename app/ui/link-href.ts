import type { AnyRoute, AnyRouter } from '@tanstack/react-router'

/**
 * The href of a typed link while the server renders (issue 52). The router's own link builds every
 * href with `buildLocation` (route lookup, parameters, search middlewares, encoding): about 12 µs a
 * link with this site's locale parameter and query strings, and a search page has about a hundred
 * links. Here the path part (the route with its parameters) is asked of the router once and kept,
 * since the same route and parameters give the same path on every page; the query is made as the
 * router makes it, with the route's own search middlewares and the router's own `stringifySearch`.
 * Anything this does not mirror exactly (a relative or masked link, a search or hash given as a
 * function, a hash with characters the router would encode, a route with legacy search filters)
 * returns undefined, and the caller uses the router's link. tests/unit/link-href.test.ts checks the
 * result against `buildLocation` on a router of the same shape.
 */

/** What a link may carry that this mirrors. */
export interface LinkTarget {
  to?: unknown
  params?: unknown
  search?: unknown
  hash?: unknown
  from?: unknown
  href?: unknown
  mask?: unknown
  unsafeRelative?: unknown
  disabled?: unknown
}

type Record_ = Record<string, unknown>

function isRecord(value: unknown): value is Record_ {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Paths kept: routes × parameters actually linked to; a search page's hits add 20 each, so bounded. */
const MAX_PATHS = 4000

/** What was worked out once per router (every request's router is built from the same tree). */
interface RouterMemo {
  paths: Map<string, string>
  middlewares: Map<string, SearchMiddleware[] | null>
  /** Per route template: the parameter names it interpolates (null: a splat, not mirrored). */
  params: Map<string, string[] | null>
}

type SearchMiddleware = (context: { search: Record_; next: (search: Record_) => Record_ }) => Record_

const memos = new WeakMap<object, RouterMemo>()

/** Per route tree: the trees are the same object on every request's router. */
function memoOf(router: AnyRouter): RouterMemo {
  const key: object = router.routeTree
  let memo = memos.get(key)
  if (!memo) {
    memo = { paths: new Map(), middlewares: new Map(), params: new Map() }
    memos.set(key, memo)
  }
  return memo
}

function isMiddleware(value: unknown): value is SearchMiddleware {
  return typeof value === 'function'
}

/** The route's search middlewares from the root down, or null when a route uses legacy filters. */
function middlewaresOf(router: AnyRouter, to: string, memo: RouterMemo): SearchMiddleware[] | null {
  const known = memo.middlewares.get(to)
  if (known !== undefined) return known
  const leaf: AnyRoute | undefined = router.routesByPath[to]
  const branch: AnyRoute[] = []
  if (leaf) for (let route: AnyRoute | undefined = leaf; route; route = route.parentRoute) branch.unshift(route)
  else branch.push(...router.getMatchedRoutes(to)[0])
  let found: SearchMiddleware[] | null = []
  for (const route of branch) {
    const options: object = route.options
    if ('search' in options) {
      const search = options.search
      const list: unknown = isRecord(search) ? search.middlewares : undefined
      if (Array.isArray(list)) found.push(...list.filter(isMiddleware))
    } else if ('preSearchFilters' in options || 'postSearchFilters' in options) {
      found = null
      break
    }
  }
  memo.middlewares.set(to, found)
  return found
}

/** The search as the router's applySearchMiddleware makes it for an object given as `search`. */
function searchOf(middlewares: readonly SearchMiddleware[], current: Record_, given: Record_ | undefined): Record_ {
  const apply = (index: number, search: Record_): Record_ => {
    const middleware = middlewares[index]
    if (!middleware) return given ?? {}
    return middleware({ search, next: (next) => apply(index + 1, next) })
  }
  return apply(0, current)
}

/** The parameter names a route template interpolates (`$paperid`, `{-$locale}`), or null for a splat. */
function templateParams(to: string): string[] | null {
  if (/\$(\/|$)/.test(to)) return null
  return [...to.matchAll(/\$([A-Za-z_]\w*)/g)].map((match) => match[1] ?? '')
}

/** Printable ASCII other than what the router's history would encode: kept as written. */
const PLAIN = /^[\x21-\x7e]*$/

export function serverLinkHref(router: AnyRouter, target: LinkTarget, current: { params: Record_; search: Record_ }): string | undefined {
  const { to, params, search, hash } = target
  if (typeof to !== 'string' || !to.startsWith('/') || target.from !== undefined || target.href !== undefined || target.mask !== undefined) return undefined
  if (target.unsafeRelative !== undefined || target.disabled) return undefined
  if (params !== undefined && !isRecord(params)) return undefined
  if (search !== undefined && !isRecord(search)) return undefined
  if (hash !== undefined && (typeof hash !== 'string' || !PLAIN.test(hash))) return undefined
  if (router.rewrite !== undefined || router.basepath !== '/') return undefined
  const memo = memoOf(router)
  // Route templates are few: their parameter names are read once, not with two regular expressions a link.
  let names = memo.params.get(to)
  if (names === undefined) {
    names = templateParams(to)
    memo.params.set(to, names)
  }
  if (names === null) return undefined
  const middlewares = middlewaresOf(router, to, memo)
  if (middlewares === null) return undefined
  // The path depends on the template's parameters only: those given, else the current page's.
  const values: Record_ = {}
  let key = to
  for (const name of names) {
    const value = params !== undefined && Object.hasOwn(params, name) ? params[name] : current.params[name]
    values[name] = value
    // Strings (every parameter of this site) key the path by their length and themselves, which no
    // other values can spell; anything else as JSON.
    key += typeof value === 'string' ? `\u0000${value.length}:${value}` : `\u0001${JSON.stringify(value) ?? ''}`
  }
  let path = memo.paths.get(key)
  if (path === undefined) {
    const location = router.buildLocation({ to, params: values })
    if (location.searchStr !== '' || location.external) return undefined
    const built: string = router.history.createHref(location.publicHref) || '/'
    if (memo.paths.size >= MAX_PATHS) memo.paths.clear()
    memo.paths.set(key, built)
    path = built
  }
  const query: unknown = router.options.stringifySearch(searchOf(middlewares, current.search, search))
  if (typeof query !== 'string' || !PLAIN.test(query)) return undefined
  return `${path}${query}${hash ? `#${hash}` : ''}`
}
