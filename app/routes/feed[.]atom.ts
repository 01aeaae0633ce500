import { createFileRoute } from '@tanstack/react-router'
import { atomFeed } from '#src/domain/feed.ts'
import { placePath } from '#src/domain/issue-path.ts'
import { LOCALE_TAGS, isLocale, localizePath } from '#src/domain/locale.ts'
import { parseSearchString, stringifySearchObject } from '#src/domain/search-params.ts'
import { parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { readerQuery } from '#src/search/reader-link.ts'
import { isSearchUnavailable, runFeed } from '#src/search/search-runner.ts'
import { searchUnavailableResponse } from '../features/search/unavailable'
import { formatDate } from '#src/domain/format.ts'
import { feedHref } from '../features/search/feed-href'
import { describeSearch } from '../features/search/search-labels'
import { facetScope } from '../features/search/search.queries'
import { typeLabel } from '#src/domain/labels.ts'
import { getPublicOrigin } from '../head'
import { demoUnits } from '../features/documents/demo-units'
import { translations } from '../i18n'

/**
 * GET /feed.atom?locale=en&<search state>: the search's newest arrivals as Atom (issue 18),
 * announced on the search page and in the OpenSearch description. Unusable values fall back as
 * on the search page, so any address answers with a feed.
 */
export const Route = createFileRoute('/feed.atom')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const requested = url.searchParams.get('locale') ?? 'fr'
        const locale = isLocale(requested) ? requested : 'fr'
        const LL = translations(locale)
        const state = facetScope(parseSearchState(parseSearchString(url.search)))
        const origin = getPublicOrigin()
        let answer: Awaited<ReturnType<typeof runFeed>>
        try {
          answer = await runFeed(state)
        } catch (error) {
          if (isSearchUnavailable(error)) return searchUnavailableResponse()
          throw error
        }
        const entries = answer?.entries ?? []
        // The demonstration collection's entries say so (issue 51); a real sample's do not.
        const demo = demoUnits(entries.map((entry) => entry.id))
        const note = LL.demoCollection.mark()
        const titles = entries.flatMap((entry) => (entry.periodical ? [{ value: entry.periodical.id, label: entry.periodical.title }] : []))
        const description = describeSearch(LL, locale, state, titles)
        const searchHref = `${origin}${localizePath('/search', locale)}${stringifySearchObject(searchParamsOf(state))}`
        // The entries' links mark what the search found, its misreadings but not those removed (readerQuery).
        const carried = state.q.trim() === '' ? '' : stringifySearchObject({ q: readerQuery(state) })
        const body = atomFeed({
          self: `${origin}${feedHref(state, locale)}`,
          alternate: searchHref,
          title: description ? LL.research.feedTitle({ description, site: LL.site.project() }) : LL.research.feedTitleAll({ site: LL.site.project() }),
          subtitle: LL.search.resultCount({ count: answer?.total ?? 0 }),
          author: LL.site.project(),
          language: LOCALE_TAGS[locale],
          updated: entries[0]?.addedAt ?? new Date().toISOString(),
          entries: entries.map((entry) => {
            const source = entry.periodical?.title ?? entry.item?.title ?? ''
            const date = entry.date ? formatDate(entry.date, locale) : ''
            const text = entry.snippet.map((part) => part.text).join('')
            return {
              href: `${origin}${localizePath(placePath(entry.place), locale)}${carried}#unit-${entry.id}`,
              title: entry.title ?? LL.reader.untitled({ type: typeLabel(LL, entry.type) }),
              updated: entry.addedAt ?? new Date(0).toISOString(),
              summary: [[source, date].filter(Boolean).join(', '), text].filter(Boolean).join(' — '),
              ...(demo.has(entry.id) ? { note } : {}),
            }
          }),
        })
        return new Response(body, {
          headers: { 'content-type': 'application/atom+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
        })
      },
    },
  },
})
