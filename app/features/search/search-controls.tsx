import { useNavigate, useRouter } from '@tanstack/react-router'
import { type ChangeEvent, type FocusEvent, Fragment, type KeyboardEvent, useId, useRef } from 'react'
import { PAGE_SIZES, PAGING_MODES, SORTS, VIEWS, type SearchState, changeSearchState, lastReachablePage, parseSearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { EXPORT_LIMIT, TEXTS_MAX_BYTES, TEXTS_MAX_UNITS } from '#src/domain/csv.ts'
import { localizePath } from '#src/domain/locale.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { useDraft } from '#app/ui/draft.ts'
import { searchTarget } from '#app/ui/targets.ts'
import { HiddenSearchFields } from './search-href'
import { DownloadRefusal, useCheckedDownloads } from './checked-download'

/** Keys that move through a closed select's options (Chromium changes its value on each) without choosing one. */
const BROWSING_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End', 'PageUp', 'PageDown'])

/**
 * A select whose choice applies once it is made, not while the visitor looks through it (WCAG
 * 3.2.2): Chromium changes a focused select's value on every arrow key, and each change was a new
 * search and a new history entry. Arrows (and typing a letter) only move the choice shown; a click
 * in the list, Enter, or leaving the select applies it.
 */
function useCommittedSelect(value: string, apply: (value: string) => void) {
  const [shown, setShown] = useDraft(value)
  const browsing = useRef(false)
  const commit = (next: string) => {
    if (next !== value) apply(next)
  }
  return {
    value: shown,
    onKeyDown: (event: KeyboardEvent<HTMLSelectElement>) => {
      browsing.current = BROWSING_KEYS.has(event.key) || (event.key.length === 1 && event.key !== ' ')
      if (event.key === 'Enter') {
        // A closed select has nothing to submit; its form would search again without JavaScript's state.
        event.preventDefault()
        commit(event.currentTarget.value)
      }
    },
    onChange: (event: ChangeEvent<HTMLSelectElement>) => {
      const next = event.currentTarget.value
      setShown(next)
      if (!browsing.current) commit(next)
      browsing.current = false
    },
    onBlur: (event: FocusEvent<HTMLSelectElement>) => {
      browsing.current = false
      commit(event.currentTarget.value)
    },
  }
}

/** Sort and page size: a GET form that works without JavaScript and applies a choice once it is made (useCommittedSelect). */
export function SearchControls({ state }: { state: SearchState }) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const sortId = useId()
  const sizeId = useId()
  const change = (next: { sort?: string; size?: string }) => {
    // From the latest location, not this render's: a change made while the
    // previous navigation is still loading must not undo it.
    const latest = parseSearchState(router.latestLocation.search)
    const sort = SORTS.find((option) => option === next.sort) ?? latest.sort
    const size = PAGE_SIZES.find((option) => String(option) === next.size) ?? latest.size
    void navigate(searchTarget(changeSearchState(latest, { sort, size })))
  }
  const sortSelect = useCommittedSelect(state.sort, (sort) => change({ sort }))
  const sizeSelect = useCommittedSelect(String(state.size), (size) => change({ size }))
  return (
    <form className="search-controls" action={localizePath('/search', locale)} method="get">
      <HiddenSearchFields state={state} except={['sort', 'size']} />
      <label htmlFor={sortId}>{LL.search.sortLabel()}</label>
      <select id={sortId} name="sort" {...sortSelect}>
        {SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {LL.search.sorts[sort]()}
          </option>
        ))}
      </select>
      <label htmlFor={sizeId}>{LL.search.sizeLabel()}</label>
      <select id={sizeId} name="size" {...sizeSelect}>
        {PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="button">
          {LL.search.applySort()}
        </button>
      </noscript>
    </form>
  )
}

/** Numbered pages around the current one, with previous and next. */
export function Pagination({ state, total }: { state: SearchState; total: number }) {
  const { LL } = useI18n()
  const pages = Math.min(Math.ceil(total / state.size), lastReachablePage(state))
  if (pages <= 1) return null
  const current = Math.min(state.page, pages)
  const shown = [...new Set([1, current - 2, current - 1, current, current + 1, current + 2, pages])]
    .filter((page) => page >= 1 && page <= pages)
    .sort((a, b) => a - b)
  const to = (page: number) => searchTarget(changeSearchState(state, { page }))
  return (
    <nav className="pagination" aria-label={LL.search.pagination()}>
      <ul>
        {current > 1 ? (
          <li>
            <Link {...to(current - 1)} rel="prev">
              {LL.search.previous()}
            </Link>
          </li>
        ) : null}
        {shown.map((page, index) => (
          <li key={page}>
            {index > 0 && page - (shown[index - 1] ?? page) > 1 ? <span aria-hidden="true">… </span> : null}
            {page === current ? (
              <span aria-current="page" className="pagination__current">
                <span className="visually-hidden">{LL.search.pageN({ page })}</span>
                <span aria-hidden="true">{page}</span>
              </span>
            ) : (
              <Link {...to(page)} aria-label={LL.search.pageN({ page })}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {current < pages ? (
          <li>
            <Link {...to(current + 1)} rel="next">
              {LL.search.next()}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

/** The export's formats, by their own names in every language (issue 38). */
const EXPORT_FORMATS = [
  ['csv', 'CSV'],
  ['ris', 'RIS'],
  ['bib', 'BibTeX'],
] as const

/**
 * The results as files: a table, and the two formats reference managers import; and the texts
 * themselves as a ZIP (/api/texts, issue 37), or, past its limit, how to split the search. Plain
 * download links (a file, not a page of the app); the label before them describes each to a
 * screen reader.
 */
export function ExportLinks({ state, total }: { state: SearchState; total: number }) {
  const { locale, LL } = useI18n()
  const id = useId()
  const textsId = useId()
  // The language names the search in words in the file's citation rows.
  const base = { ...searchParamsOf({ ...state, page: 1 }), locale }
  const checked = useCheckedDownloads(locale)
  return (
    <>
      <p className="export-links">
        <Icon name="arrow-down" />
        <span id={id}>{LL.reading.exportResults({ limit: EXPORT_LIMIT })}</span>{' '}
        {EXPORT_FORMATS.map(([format, name], index) => (
          <Fragment key={format}>
            {index > 0 ? ' · ' : null}
            <a href={`/api/export${stringifySearchObject(format === 'csv' ? base : { ...base, format })}`} download aria-describedby={id} onClick={checked.onClick}>
              {name}
            </a>
          </Fragment>
        ))}
      </p>
      <p className="export-links">
        <Icon name="arrow-down" />
        <span id={textsId}>{LL.reading.downloadTextsNote({ units: TEXTS_MAX_UNITS, megabytes: TEXTS_MAX_BYTES / 1_000_000 })}</span>{' '}
        {total <= TEXTS_MAX_UNITS ? (
          <a href={`/api/texts${stringifySearchObject(base)}`} download aria-describedby={textsId} onClick={checked.onClick}>
            {LL.reading.downloadTexts()}
          </a>
        ) : (
          <span>{LL.reading.textsTooMany({ total, limit: TEXTS_MAX_UNITS })}</span>
        )}
      </p>
      <DownloadRefusal refusal={checked.refusal} />
    </>
  )
}

/** Presentation modes as links, so each is a URL of its own. */
export function ViewSwitcher({ state }: { state: SearchState }) {
  const { LL } = useI18n()
  return (
    <div role="group" aria-label={LL.search.viewLabel()} className="switcher">
      {VIEWS.map((view) => (
        <Link key={view} {...searchTarget({ ...state, view })} className="switcher__option" resetScroll={false}>
          <Icon name={view} />
          {LL.search.views[view]()}
        </Link>
      ))}
    </div>
  )
}

/** Paging mode (numbered pages or "load more") as links, beside the paging it changes. */
export function PagingSwitcher({ state }: { state: SearchState }) {
  const { LL } = useI18n()
  return (
    <div role="group" aria-label={LL.search.pagingLabel()} className="switcher">
      {PAGING_MODES.map((paging) => (
        <Link key={paging} {...searchTarget(changeSearchState(state, { paging }))} className="switcher__option">
          {LL.search.pagingModes[paging]()}
        </Link>
      ))}
    </div>
  )
}

/** "Load more": the depth is the page parameter, so the URL shows the same rows to anyone. */
export function LoadMore({ state, total, shown }: { state: SearchState; total: number; shown: number }) {
  const { LL } = useI18n()
  return (
    <div className="load-more">
      <p className="record__meta">{LL.search.shownOf({ shown, total })}</p>
      {shown < total && state.page < lastReachablePage(state) ? (
        <Link {...searchTarget({ ...state, page: state.page + 1 })} className="button" resetScroll={false}>
          {LL.search.loadMore({ size: state.size })}
        </Link>
      ) : null}
    </div>
  )
}
