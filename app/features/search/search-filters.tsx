import * as Dialog from '@radix-ui/react-dialog'
import { useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, type ReactNode, Suspense, useId, useState } from 'react'
import { FACETS, type Facet, INLINE_FACET_VALUES, facetOf, isListed } from '#src/domain/facets.ts'
import { localizePath } from '#src/domain/locale.ts'
import { type SearchState, activeFilters, changeSearchState, filter, parseSearchState, withDates, withoutFilters } from '#src/domain/search-state.ts'
import type { FacetValue, SearchBreakdown } from '#src/search/contract.ts'
import { useI18n } from '#app/i18n.ts'
import { ClosedTrigger, useOpenedOnce } from '#app/ui/closed-trigger.tsx'
import { Deployable } from '#app/ui/deployable.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { useStreamedQuery } from '#app/ui/streamed-query.ts'
import { searchTarget } from '#app/ui/targets.ts'
import { formatDate, formatNumber } from '#src/domain/format.ts'
import { FacetDialog } from './facet-dialog'
import { HiddenSearchFields } from './search-href'
import { type TitleLabel, dateRangeLabel, facetHeading, facetValueLabel } from './search-labels'
import { searchFacetsQuery } from './search.queries'
import { HitTimeline } from './timeline'


function FacetOptions({ state, facet, values }: { state: SearchState; facet: Facet; values: FacetValue[] }) {
  const { locale, LL } = useI18n()
  const selection = filter(state, facet.key)
  return (
    <ul>
      {values.map((value) => {
        const on = selection.has(value.value)
        return (
          <li key={value.value}>
            {/* The filters stay where they are: the page does not jump to the top under a keyboard user. */}
            <Link
              {...searchTarget(selection.toggle(value.value))}
              className={on ? 'facet__option is-selected' : 'facet__option'}
              resetScroll={false}
            >
              <Icon name={on ? 'checkbox-on' : 'checkbox-off'} />
              <span className="facet__label">{facetValueLabel(LL, locale, facet, value.value, values)}</span>
              <span className="facet__count">{formatNumber(value.count, locale)}</span>
              {on ? <span className="visually-hidden"> {LL.search.selected()}</span> : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * One filter: its first values inline (selected ones always among them), and all of them one
 * "All N values" away, in the same dialog for every filter (issue 38): a filter box, two orders,
 * multiple choice; a long list (languages, periodical titles: thousands at national scale) paged
 * on the server (issue 18).
 */
function FacetGroup({ state, facet, values, size }: { state: SearchState; facet: Facet; values: FacetValue[]; size: number }) {
  const { LL } = useI18n()
  if (values.length === 0) return null
  const title = facetHeading(LL, facet)
  const selection = filter(state, facet.key)
  const listed = isListed(facet.counts) ? facet.counts : undefined
  const inline = [...values.filter((value) => selection.has(value.value)), ...values.filter((value) => !selection.has(value.value))].slice(
    0,
    Math.max(INLINE_FACET_VALUES, state[facet.key].length),
  )
  return (
    <section className="facet">
      <h3>{title}</h3>
      <FacetOptions state={state} facet={facet} values={inline} />
      {listed && size > inline.length ? (
        <FacetDialog state={state} facet={facet} name={listed} size={size} />
      ) : !listed && values.length > inline.length ? (
        <FacetDialog state={state} facet={facet} values={values} size={values.length} />
      ) : null}
    </section>
  )
}

/**
 * The date range: a GET form that works by keyboard and without JavaScript; with JavaScript it
 * navigates in place, leaves empty ends out of the address and shows what the address says
 * after every navigation (Back included).
 */
function DateRange({ state }: { state: SearchState }) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const hintId = useId()
  const [from, setFrom] = useState(state.from)
  const [to, setTo] = useState(state.to)
  // Each box follows its end of the range in the address (Back included), read from the location
  // (it changes as a navigation starts, the route's search only once it has loaded); an end the
  // address did not change keeps what the visitor is typing there.
  const address = useLocation({
    select: (location) => {
      const { from, to } = parseSearchState(location.search)
      return `${from}|${to}`
    },
  })
  const [shown, setShown] = useState(address)
  if (shown !== address) {
    const [oldFrom, oldTo] = shown.split('|')
    const [newFrom = '', newTo = ''] = address.split('|')
    setShown(address)
    if (oldFrom !== newFrom) setFrom(newFrom)
    if (oldTo !== newTo) setTo(newTo)
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // From the latest location: a filter chosen while this one was typed is kept.
    const latest = parseSearchState(router.latestLocation.search)
    void navigate({ ...searchTarget(withDates(latest, from, to)), resetScroll: false })
  }
  return (
    <section className="facet">
      <h3>{LL.search.facets.date()}</h3>
      <form action={localizePath('/search', locale)} method="get" className="date-range" onSubmit={onSubmit}>
        <HiddenSearchFields state={state} except={['from', 'to']} />
        <p id={hintId} className="date-range__hint">
          {LL.search.dateHint()}
        </p>
        <DateBound name="from" label={LL.search.from()} value={from} onChange={setFrom} hintId={hintId} />
        <DateBound name="to" label={LL.search.to()} value={to} onChange={setTo} hintId={hintId} />
        <button type="submit" className="button">
          {LL.search.applyDates()}
        </button>
      </form>
    </section>
  )
}

/** One end of the date range: a year or a day, typed freely, checked by the state's schema. */
function DateBound({ name, label, value, onChange, hintId }: { name: 'from' | 'to'; label: string; value: string; onChange: (value: string) => void; hintId: string }) {
  const id = useId()
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        pattern="\d{4}(-\d{2}-\d{2})?"
        aria-describedby={hintId}
      />
    </>
  )
}

/**
 * The filters with their counts. Counts are a query of their own, so results
 * show first and counts follow (ADR 008); while new counts load, the previous
 * ones stay on screen. In the phone's dialog the dialog's title is the heading.
 * The server streams the counts when they are ready (app/ui/streamed-query.ts): the boundary's
 * fallback is the same panel, counting.
 */
export function SearchFilters({ state, inDialog = false }: { state: SearchState; inDialog?: boolean }) {
  return (
    <Suspense fallback={<FiltersPanel state={state} inDialog={inDialog} breakdown={undefined} stale={false} />}>
      <CountedFilters state={state} inDialog={inDialog} />
    </Suspense>
  )
}

function CountedFilters({ state, inDialog }: { state: SearchState; inDialog: boolean }) {
  const { data: breakdown, isPlaceholderData } = useStreamedQuery(searchFacetsQuery(state))
  return <FiltersPanel state={state} inDialog={inDialog} breakdown={breakdown ?? undefined} stale={isPlaceholderData} />
}

function FiltersPanel({ state, inDialog, breakdown, stale }: { state: SearchState; inDialog: boolean; breakdown: SearchBreakdown | undefined; stale: boolean }) {
  const { LL } = useI18n()
  const headingId = useId()
  const facets = breakdown?.facets
  const body = (
    <>
      {facets ? null : (
        <p className="filters__loading">
          <Icon name="loader" motion="spin" /> {LL.search.facetsLoading()}
        </p>
      )}
      {/* The hits over time lead the filters, as in Blacklight's range limit: beside the results,
          so a laptop still shows three of them above the fold (ADR 025). */}
      <HitTimeline state={state} timeline={breakdown?.timeline} />
      {FACETS.map((facet) => (
        <FacetGroup key={facet.key} state={state} facet={facet} values={facets?.[facet.counts] ?? []} size={breakdown?.sizes[facet.counts] ?? 0} />
      ))}
      <DateRange state={state} />
    </>
  )
  if (inDialog) return <div aria-busy={!facets || stale}>{body}</div>
  return (
    <aside className="filters" aria-labelledby={headingId} aria-busy={!facets || stale}>
      <h2 id={headingId}>{LL.search.filtersHeading()}</h2>
      {body}
    </aside>
  )
}

/**
 * On a phone the results come first and the filters wait behind one button that names how many
 * are in force (a Radix dialog: focus moves in, Escape closes, focus returns to the button).
 * Choosing a filter keeps the dialog open over the updated counts; its last button shows the results.
 */
export function FiltersDialog({ state, total }: { state: SearchState; total: number }) {
  const { LL } = useI18n()
  const [opened, openOnce] = useOpenedOnce()
  // Every chip the results show counts (issue 53): the dates, and the days a search is new since
  // or pinned to, which are filters of what is found as much as any facet.
  const count = activeFilters(state).length + (state.from || state.to ? 1 : 0) + (state.since ? 1 : 0) + (state.asof ? 1 : 0)
  const trigger = (
    <>
      <Icon name="filter" />
      {LL.search.filtersButton({ count })}
    </>
  )
  // Only the button until it is first pressed (issue 52): the dialog's tree is made when asked for.
  if (!opened)
    return (
      <ClosedTrigger className="button filters-button" onOpen={openOnce}>
        {trigger}
      </ClosedTrigger>
    )
  return <OpenedFiltersDialog state={state} total={total} trigger={trigger} />
}

/** The dialog, from its first opening on (open at first). */
function OpenedFiltersDialog({ state, total, trigger }: { state: SearchState; total: number; trigger: ReactNode }) {
  const { LL } = useI18n()
  const [open, setOpen] = useState(true)
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="button filters-button">{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog dialog--sheet filters filters--dialog" aria-describedby={undefined}>
          <div className="dialog__header">
            <Dialog.Title>{LL.search.filtersHeading()}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.filters.close()} />
            </Dialog.Close>
          </div>
          <SearchFilters state={state} inDialog />
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">{LL.search.showResults({ count: total })}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** Chips shown in the results' bar itself; past one more, the rest wait in a panel beside them. */
const INLINE_CHIPS = 4

/**
 * The filters in force, each removable, and a way to drop them all. A long row of chips (a
 * researcher's search with many titles and languages) would push the results down on a phone: the
 * first ones stay in the row and the others are one focus-extend panel away (spec §2), with the
 * close bar labelled with the filters-close text.
 */
export function ActiveFilters({ state, titles }: { state: SearchState; titles: TitleLabel[] }) {
  const { locale, LL } = useI18n()
  const chips = activeFilters(state).map(({ key, value }) => {
    const label = facetValueLabel(LL, locale, facetOf(key), value, titles)
    return { id: `${key}=${value}`, label, next: filter(state, key).remove(value) }
  })
  const dates = dateRangeLabel(LL, state)
  if (dates !== undefined) chips.push({ id: 'dates', label: dates, next: withDates(state, '', '') })
  // A pinned search (a citation's link) says so, and one step shows the collection as it is today.
  if (state.asof) chips.push({ id: 'asof', label: LL.research.asOf({ date: formatDate(state.asof, locale) }), next: changeSearchState(state, { asof: '' }) })
  if (state.since) chips.push({ id: 'since', label: LL.research.newSince({ date: formatDate(state.since, locale) }), next: changeSearchState(state, { since: '' }) })
  if (chips.length === 0) return null
  const inline = chips.length > INLINE_CHIPS + 1 ? chips.slice(0, INLINE_CHIPS) : chips
  const rest = chips.slice(inline.length)
  const chipItem = (chip: (typeof chips)[number]) => (
    <li key={chip.id}>
      <Link {...searchTarget(chip.next)} className="chip" resetScroll={false}>
        <span className="visually-hidden">{LL.search.removeFilter({ label: chip.label })}</span>
        <span aria-hidden="true">{chip.label}</span>
        <Icon name="close" />
      </Link>
    </li>
  )
  return (
    <nav className="chips" aria-label={LL.search.activeFilters()}>
      <ul>
        {inline.map(chipItem)}
        {rest.length > 0 ? (
          <li>
            <Deployable
              mode="focus-extend"
              side="left"
              trigger={
                <>
                  <Icon name="plus" />
                  {LL.search.moreFilters({ count: rest.length })}
                </>
              }
              triggerClassName="chip chip--more"
              label={LL.search.activeFilters()}
              closeLabel={LL.filters.close()}
              hint={LL.search.panelHint()}
            >
              <ul className="chips__more">{rest.map(chipItem)}</ul>
            </Deployable>
          </li>
        ) : null}
        <li>
          <Link {...searchTarget(withoutFilters(state))} resetScroll={false}>
            {LL.search.clearFilters()}
          </Link>
        </li>
      </ul>
    </nav>
  )
}
