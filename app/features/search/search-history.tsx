import { useEffect, useMemo, useSyncExternalStore } from 'react'
import * as v from 'valibot'
import { LOCALE_TAGS } from '#src/domain/locale.ts'
import { parseSearchString } from '#src/domain/search-params.ts'
import { type SearchState, hasSearchCriteria, parseSearchState, withoutPresentation } from '#src/domain/search-state.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { searchTarget } from '#app/ui/targets.ts'
import { useHydrated } from '#app/ui/hydrated.ts'
import { openConsentSettings, useConsent } from '../consent/consent-store'
import { searchHref } from './search-href'
import { type TitleLabel, describeSearch } from './search-labels'

/**
 * Search history lives in the visitor's browser only (DESIGN §5), and only with
 * the optional cookie group accepted (ADR 010): it is a convenience, not essential.
 */
const STORAGE_KEY = 'library.searchHistory'
const MAX_ENTRIES = 10

/** `label` names the search with its filters (entries kept before it existed have only the words). */
const historySchema = v.array(
  v.object({ href: v.pipe(v.string(), v.startsWith('/search')), q: v.string(), label: v.optional(v.pipe(v.string(), v.maxLength(500))), at: v.number() }),
)
type HistoryEntry = v.InferOutput<typeof historySchema>[number]

/** The search an entry names, read like any search URL (the browser's storage is not trusted). */
function stateOfHref(href: string): SearchState {
  const queryStart = href.indexOf('?')
  return parseSearchState(parseSearchString(queryStart === -1 ? '' : href.slice(queryStart + 1)))
}

/**
 * What makes two entries the same search: the words and filters. The same search sorted or shown
 * another way is one entry (the newest way kept), not two that read alike.
 */
function searchIdentity(state: SearchState): string {
  return searchHref(withoutPresentation(state))
}

const CHANGE_EVENT = 'library:search-history'

function rawHistory(): string {
  try {
    return window.localStorage.getItem(STORAGE_KEY) ?? '[]'
  } catch {
    return '[]'
  }
}

function parseHistory(raw: string): HistoryEntry[] {
  try {
    const parsed = v.safeParse(historySchema, JSON.parse(raw))
    return parsed.success ? parsed.output : []
  } catch {
    return []
  }
}

function writeHistory(entries: HistoryEntry[]): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(entries))
  } catch {
    // Storage may be full or disabled; the history is a convenience.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Other tabs change the history through 'storage' events, this one through CHANGE_EVENT. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGE_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGE_EVENT, onChange)
  }
}

/**
 * Records the search on the page and lists the earlier ones, each re-runnable, all clearable;
 * the empty search page lists them too, as a way back into earlier work.
 */
export function SearchHistory({ state, titles = [] }: { state: SearchState; titles?: TitleLabel[] }) {
  const { locale, LL } = useI18n()
  // The server renders no history: it only exists in the browser.
  const raw = useSyncExternalStore(subscribe, rawHistory, () => '[]')
  const entries = useMemo(() => parseHistory(raw), [raw])
  const searching = hasSearchCriteria(state)
  const current = searching ? searchHref({ ...state, page: 1 }) : undefined
  const identity = searching ? searchIdentity(state) : undefined
  const label = describeSearch(LL, locale, state, titles)
  const consent = useConsent()
  const allowed = consent?.optional === true
  const hydrated = useHydrated()

  useEffect(() => {
    if (!allowed) {
      // Refusing the optional group also forgets what was kept under an earlier consent.
      if (consent && rawHistory() !== '[]') writeHistory([])
      return
    }
    if (current === undefined) return
    const kept = parseHistory(rawHistory())
    // Already the newest entry: writing it again would only change its time, and re-render every
    // listener of the history for nothing.
    if (kept[0]?.href === current && kept[0].label === label) return
    const earlier = kept.filter((entry) => searchIdentity(stateOfHref(entry.href)) !== identity)
    writeHistory([{ href: current, q: state.q, label, at: Date.now() }, ...earlier].slice(0, MAX_ENTRIES))
  }, [allowed, consent, current, identity, state.q, label])

  if (hydrated && !allowed) {
    if (!searching) return null
    return (
      <section aria-labelledby="history-heading" className="history">
        <h2 id="history-heading">{LL.search.historyHeading()}</h2>
        <p className="history__note">{LL.search.historyOff()}</p>
        <button type="button" className="button" onClick={openConsentSettings}>
          {LL.footer.cookieSettings()}
        </button>
      </section>
    )
  }
  const shown = entries.filter((entry) => searchIdentity(stateOfHref(entry.href)) !== identity)
  if (shown.length === 0) return null
  const time = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'short', timeStyle: 'short' })
  return (
    <section aria-labelledby="history-heading" className="history">
      <h2 id="history-heading">{LL.search.historyHeading()}</h2>
      <p className="history__note">{LL.search.historyNote()}</p>
      <ul>
        {shown.map((entry) => (
          <li key={entry.href}>
            <Link {...searchTarget(stateOfHref(entry.href))}>{entry.label || entry.q || LL.search.historyFiltersOnly()}</Link>{' '}
            <time dateTime={new Date(entry.at).toISOString()}>{time.format(entry.at)}</time>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="button"
        onClick={() => writeHistory([])}
      >
        {LL.search.historyClear()}
      </button>
    </section>
  )
}
