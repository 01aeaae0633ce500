import { type AnyRouter, createMemoryHistory, createRootRoute, createRoute, createRouter, stripSearchParams } from '@tanstack/react-router'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { serverLinkHref, type LinkTarget } from '../../app/ui/link-href.ts'
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../src/domain/locale.ts'
import { parseSearchString, stringifySearchObject } from '../../src/domain/search-params.ts'
import { SEARCH_DEFAULTS, parseSearchState } from '../../src/domain/search-state.ts'

// A router of the site's shape (app/routes): the optional locale segment whose French is written
// without a prefix, routes with parameters and their own stringify, search middlewares that strip
// defaults, and the site's plain query strings. The server's short way to a link's href must give
// what the router's own buildLocation gives, for any parameters, query and hash.
const READER_DEFAULTS = { q: '', back: '', region: '', 'iiif-content': '', start: 1 }

function siteRouter(at: string) {
  const root = createRootRoute()
  const locale = createRoute({
    getParentRoute: () => root,
    path: '{-$locale}',
    params: {
      parse: ({ locale }: { locale?: string }): { locale?: Locale } | false => (locale === undefined || isLocale(locale) ? { locale } : false),
      stringify: ({ locale }: { locale?: Locale }) => ({ locale: locale === DEFAULT_LOCALE ? undefined : locale }),
    },
  })
  const search = createRoute({
    getParentRoute: () => locale,
    path: 'search',
    validateSearch: (input: Record<string, unknown>) => parseSearchState(input),
    search: { middlewares: [stripSearchParams(SEARCH_DEFAULTS)] },
  })
  const periodical = createRoute({
    getParentRoute: () => locale,
    path: 'periodicals/$paperid',
    validateSearch: (input: Record<string, unknown>) => input,
    params: { parse: ({ paperid }: { paperid: string }) => ({ paperid }), stringify: ({ paperid }: { paperid: string }) => ({ paperid }) },
    search: { middlewares: [stripSearchParams({ year: 0, month: 0 })] },
  })
  const issue = createRoute({
    getParentRoute: () => locale,
    path: 'periodicals/$paperid/$issue',
    validateSearch: (input: Record<string, unknown>) => input,
    params: { parse: ({ paperid, issue }: { paperid: string; issue: string }) => ({ paperid, issue }), stringify: ({ paperid, issue }: { paperid: string; issue: string }) => ({ paperid, issue }) },
    search: { middlewares: [stripSearchParams(READER_DEFAULTS)] },
  })
  const slug = createRoute({ getParentRoute: () => locale, path: 'support/$slug' })
  const menu = createRoute({ getParentRoute: () => locale, path: 'menu' })
  const home = createRoute({ getParentRoute: () => locale, path: '/' })
  return createRouter({
    routeTree: root.addChildren([locale.addChildren([search, periodical, issue, slug, menu, home])]),
    history: createMemoryHistory({ initialEntries: [at] }),
    trailingSlash: 'preserve',
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    isServer: true,
  })
}

async function loaded(at: string) {
  const router = siteRouter(at)
  await router.load()
  const params = router.state.matches.at(-1)?.params
  return { router, current: { params: typeof params === 'object' && params !== null ? { ...params } : {}, search: router.state.location.search } }
}

/** What the router's own link puts in href (useLinkProps → buildLocation → history.createHref). */
function routerHref(router: AnyRouter, target: LinkTarget): string {
  // Called as the router's link calls it, with options its types (those of the app's own routes) would not take.
  const next: unknown = Reflect.apply(router.buildLocation, router, [{ to: target.to, params: target.params, search: target.search, hash: target.hash }])
  const publicHref: unknown = Reflect.get(Object(next), 'publicHref')
  return router.history.createHref(String(publicHref)) || '/'
}

const TARGETS = ['/{-$locale}/search', '/{-$locale}/periodicals/$paperid', '/{-$locale}/periodicals/$paperid/$issue', '/{-$locale}/support/$slug', '/{-$locale}/menu', '/{-$locale}'] as const
const PAGES = ['/search?q=brand', '/en/search?q=brand&lang=de', '/de/periodicals/luxwort', '/fr/menu', '/en/periodicals/luxwort/1941-03-31', '/']

describe("a link's href on the server", () => {
  it('is the router’s own for every route, parameter, query and hash', async () => {
    const text = fc.oneof(fc.string({ maxLength: 12 }), fc.string({ unit: 'grapheme', maxLength: 8 }), fc.constantFrom('a b', 'x/y', '50%', 'é', '?q=1', '#x', '..', ''))
    // A path parameter is never empty (the routes' own parse refuses it); anything else goes.
    const segment = fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }), fc.constantFrom('a b', 'x/y', '50%', 'é', '?q=1', '#x', 'luxwort', '1941-03-31'))
    let short = 0
    let runs = 0
    const search = fc.dictionary(fc.constantFrom('q', 'type', 'lang', 'sort', 'page', 'size', 'year', 'month', 'back', 'start', 'region', 'view'), fc.oneof(text, fc.array(text, { maxLength: 3 }), fc.constantFrom('1', '20', 'relevance', 'list')), { maxKeys: 4 })
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAGES),
        fc.constantFrom(...TARGETS),
        fc.record({ paperid: segment, issue: segment, slug: segment }),
        fc.option(search, { nil: undefined }),
        fc.option(fc.oneof(fc.constantFrom('content', 'hit-3', 'p2'), text), { nil: undefined }),
        fc.option(fc.constantFrom<Locale | undefined>('en', 'de', 'fr', undefined), { nil: undefined }),
        async (page, to, all, query, hash, locale) => {
          const { router, current } = await loaded(page)
          const names = [...to.matchAll(/\$(\w+)/g)].map((match) => match[1] ?? '').filter((name) => name !== 'locale')
          const params: Record<string, unknown> = Object.fromEntries(names.map((name) => [name, Reflect.get(all, name)]))
          if (locale !== undefined) params.locale = locale
          const target: LinkTarget = { to, params: names.length > 0 || locale !== undefined ? params : undefined, search: query, hash }
          const fast = serverLinkHref(router, target, current)
          runs += 1
          if (fast !== undefined) short += 1
          if (fast !== undefined) expect(fast).toBe(routerHref(router, target))
          // Asked again (the path now remembered), the same.
          if (fast !== undefined) expect(serverLinkHref(router, target, current)).toBe(fast)
        },
      ),
      { numRuns: 400 },
    )
    // Most links take the short way (the rest: hashes the router would encode).
    expect(short / runs).toBeGreaterThan(0.5)
  })

  it('takes the short way for the links pages are made of', async () => {
    const { router, current } = await loaded('/en/search?q=brand')
    const cases: LinkTarget[] = [
      { to: '/{-$locale}/search', search: { q: 'zeitung', type: ['newspaper'], page: '2' } },
      { to: '/{-$locale}/periodicals/$paperid/$issue', params: { paperid: 'luxwort', issue: '1941-03-31' }, search: { q: 'brand', back: '/en/search?q=brand' }, hash: 'hit-2' },
      { to: '/{-$locale}/menu' },
      { to: '/{-$locale}/support/$slug', params: { slug: 'help' } },
      { to: '/{-$locale}', params: { locale: 'fr' } },
      { to: '/en/support/about' },
    ]
    for (const target of cases) {
      const fast = serverLinkHref(router, target, current)
      expect(fast, String(target.to)).toBeDefined()
      expect(fast).toBe(routerHref(router, target))
    }
    expect(serverLinkHref(router, cases[0] ?? {}, current)).toBe('/en/search?q=zeitung&type=newspaper&page=2')
  })

  it('leaves to the router what it does not mirror', async () => {
    const { router, current } = await loaded('/en/search?q=brand')
    expect(serverLinkHref(router, { to: '/{-$locale}/search', search: () => ({ q: 'x' }) }, current)).toBeUndefined()
    expect(serverLinkHref(router, { to: '../menu' }, current)).toBeUndefined()
    expect(serverLinkHref(router, { to: '/{-$locale}/menu', hash: 'café' }, current)).toBeUndefined()
    expect(serverLinkHref(router, { to: '/{-$locale}/menu', from: '/{-$locale}/search' }, current)).toBeUndefined()
  })
})
