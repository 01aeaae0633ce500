import * as Dialog from '@radix-ui/react-dialog'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useId, useState } from 'react'
import type { Facet } from '#src/domain/facets.ts'
import { type SearchState, changeSearchState, parseSearchState } from '#src/domain/search-state.ts'
import type { ListedFacet } from '#src/domain/facets.ts'
import type { FacetList, FacetValue } from '#src/search/contract.ts'
import { useI18n } from '#app/i18n.ts'
import { ClosedTrigger, useOpenedOnce } from '#app/ui/closed-trigger.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { searchTarget } from '#app/ui/targets.ts'
import { formatNumber, languageName } from '#src/domain/format.ts'
import { facetHeading, facetValueLabel } from './search-labels'
import { facetListQuery } from './search.queries'

/** A short list's values as the server pages a long one: filtered by name, in the order chosen, one page. */
function localList(values: readonly FacetValue[], filter: string, sort: 'count' | 'alpha', label: (value: FacetValue) => string, locale: string): FacetList {
  const wanted = folded(filter.trim())
  const found = values.filter((value) => wanted === '' || folded(label(value)).includes(wanted))
  const collator = new Intl.Collator(locale)
  const ordered = [...found].sort((a, b) => (sort === 'count' ? b.count - a.count : 0) || collator.compare(label(a), label(b)))
  return { total: ordered.length, size: values.length, page: 1, pageSize: Math.max(1, ordered.length), values: ordered }
}

/** How long typing may pause before the list is asked for again. */
const FILTER_PAUSE_MS = 250

/** Folded for finding a value by name: case and accents aside, as the server's filter does. */
const folded = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase()

/**
 * The dialog's own state: open or not, the filter as typed and as asked for, the order, the page, the
 * values chosen (`initial`: the address's, as it opens). Made when the dialog first opens, so open.
 */
function useFacetDialogState(initial: () => string[]) {
  const [open, setOpen] = useState(true)
  const [typed, setTyped] = useState('')
  const [filter, setFilter] = useState('')
  const [sort, setSort] = useState<'count' | 'alpha'>('count')
  const [page, setPage] = useState(1)
  const [chosen, setChosen] = useState<string[]>(initial)
  useEffect(() => {
    const timer = setTimeout(() => {
      setFilter(typed)
      setPage(1)
    }, FILTER_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const onOpenChange = (next: boolean) => {
    if (next) {
      setChosen(initial())
      setTyped('')
      setFilter('')
      setPage(1)
    }
    setOpen(next)
  }
  const toggle = (value: string) => setChosen((current) => (current.includes(value) ? current.filter((item) => item !== value) : [...current, value]))
  const resort = (option: 'count' | 'alpha') => {
    setSort(option)
    setPage(1)
  }
  return { open, setOpen, onOpenChange, typed, setTyped, filter, sort, resort, page, setPage, chosen, toggle }
}

/** Finding a value by name and choosing the order of the list. */
function FacetDialogTools({ filterId, typed, onType, sort, onSort }: { filterId: string; typed: string; onType: (typed: string) => void; sort: 'count' | 'alpha'; onSort: (sort: 'count' | 'alpha') => void }) {
  const { LL } = useI18n()
  return (
    <div className="facet-dialog__tools">
      <label htmlFor={filterId}>{LL.research.filterValues()}</label>
      <input id={filterId} type="search" value={typed} onChange={(event) => onType(event.currentTarget.value)} autoComplete="off" />
      <fieldset className="facet-dialog__sort">
        <legend>{LL.research.sortValues()}</legend>
        {(['count', 'alpha'] as const).map((option) => (
          <label key={option}>
            <input type="radio" name={`${filterId}-sort`} checked={sort === option} onChange={() => onSort(option)} />
            {option === 'count' ? LL.research.byCount() : LL.research.alphabetical()}
          </label>
        ))}
      </fieldset>
    </div>
  )
}

/** Previous and next among the pages of a long list. */
function FacetValuePages({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { LL } = useI18n()
  return (
    <nav className="facet-dialog__pages" aria-label={LL.research.valuePages()}>
      <button type="button" className="button button--quiet" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon name="chevron-left" />
        {LL.search.previous()}
      </button>
      <span>{LL.research.pageOf({ page, pages })}</span>
      <button type="button" className="button button--quiet" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {LL.search.next()}
        <Icon name="chevron-right" />
      </button>
    </nav>
  )
}

/**
 * The one "All N values" of every filter (issue 38): all of its values in a Radix dialog, filtered
 * by name, sorted by count or A–Z, several chosen at once and applied to the address together;
 * choices survive paging and filtering. A large facet (languages, periodical titles: thousands at
 * national scale, `name`) is filtered, sorted and paged on the server; a short fixed one (document
 * and content types, `values`) here, from the counts the sidebar already has.
 */
export function FacetDialog(props: FacetDialogProps) {
  const { LL } = useI18n()
  const [opened, openOnce] = useOpenedOnce()
  // Only the button until it is first pressed (issue 52): no dialog state, query or sorted list on every search page.
  if (opened) return <OpenedFacetDialog {...props} />
  return (
    <ClosedTrigger className="button button--quiet facet__more" onOpen={openOnce}>
      <Icon name="plus" />
      {LL.search.allValues({ count: props.size })}
    </ClosedTrigger>
  )
}

interface FacetDialogProps {
  state: SearchState
  facet: Facet
  name?: ListedFacet | undefined
  values?: FacetValue[] | undefined
  size: number
}

/** The dialog, from its first opening on (open at first). */
function OpenedFacetDialog({ state, facet, name, values: known, size }: FacetDialogProps) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const filterId = useId()
  const statusId = useId()
  const title = facetHeading(LL, facet)
  const { open, setOpen, onOpenChange, typed, setTyped, filter, sort, resort, page, setPage, chosen, toggle } = useFacetDialogState(() => [...state[facet.key]])
  const job = { state, facet: name ?? 'periodicals', filter, sort, page, locale }
  const { data: listed, isFetching } = useQuery({ ...facetListQuery(job), enabled: open && name !== undefined, placeholderData: keepPreviousData })
  const label = (value: string, stored: string | undefined) =>
    facet.kind === 'language' ? languageName(value, locale) : facet.kind === 'choice' ? facetValueLabel(LL, locale, facet, value) : (stored ?? value)
  const list = known ? localList(known, filter, sort, (value) => label(value.value, value.label), locale) : listed
  const apply = () => {
    // From the latest address: a filter chosen elsewhere meanwhile is kept.
    const latest = parseSearchState(router.latestLocation.search)
    setOpen(false)
    void navigate({ ...searchTarget(changeSearchState(latest, { [facet.key]: chosen })), resetScroll: false })
  }
  const pages = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className="button button--quiet facet__more">
        <Icon name="plus" />
        {LL.search.allValues({ count: size })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog facet-dialog"
          aria-describedby={statusId}
          onOpenAutoFocus={(event) => {
            // The first thing one does in a long list is find a value (issue 53): focus starts in
            // "Find a value", not on Close, which Radix would choose as the first control.
            event.preventDefault()
            document.getElementById(filterId)?.focus()
          }}
        >
          <div className="dialog__header">
            <Dialog.Title>{LL.search.allValuesOf({ title })}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.research.close()} />
            </Dialog.Close>
          </div>
          <FacetDialogTools filterId={filterId} typed={typed} onType={setTyped} sort={sort} onSort={resort} />
          <p id={statusId} className="facet-dialog__status" role="status" aria-busy={name !== undefined && isFetching}>
            {list ? `${LL.research.valuesFound({ count: list.total })} · ${LL.research.valuesChosen({ count: chosen.length })}` : LL.search.facetsLoading()}
          </p>
          <ul className="facet-dialog__values">
            {list?.values.map((value) => (
              <li key={value.value}>
                <label className="facet-dialog__value">
                  <input type="checkbox" checked={chosen.includes(value.value)} onChange={() => toggle(value.value)} />
                  <span className="facet__label">{label(value.value, value.label)}</span>
                  <span className="facet__count">{formatNumber(value.count, locale)}</span>
                </label>
              </li>
            ))}
          </ul>
          {pages > 1 ? <FacetValuePages page={page} pages={pages} onPage={setPage} /> : null}
          <div className="dialog__actions">
            <Dialog.Close className="button">{LL.research.cancel()}</Dialog.Close>
            <button type="button" className="button button--primary" onClick={apply}>
              {LL.research.applyValues({ count: chosen.length })}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
