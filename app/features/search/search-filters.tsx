import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { TranslationFunctions } from '../../../i18n/i18n-types'
import { CONTENT_FILTERS, type SearchState, changeSearchState } from '../../../src/domain/search-state'
import { type Locale, localizePath } from '../../../src/domain/locale'
import type { Facets, FacetValue } from '../../../src/store/search'
import { useI18n } from '../../i18n'
import { Deployable } from '../../ui/deployable'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'
import { formatNumber, languageName } from '../library/format'
import { HiddenSearchFields, searchHref, typeLabel } from './search-href'
import { searchFacetsQuery } from './search.queries'

type FilterKey = 'type' | 'lang' | 'content' | 'title'

function toggled(state: SearchState, key: FilterKey, value: string): SearchState {
  const current: string[] = state[key]
  const next = current.includes(value) ? current.filter((item) => item !== value) : [...current, value]
  return changeSearchState(state, { [key]: next })
}

function contentLabel(LL: TranslationFunctions, value: string): string {
  const key = CONTENT_FILTERS.find((option) => option === value)
  return key ? LL.search.contentTypes[key]() : value
}

interface Labelled {
  key: FilterKey
  value: string
  label: string
}

function labelFor(key: FilterKey, value: string, LL: TranslationFunctions, locale: Locale, titles: FacetValue[]): string {
  switch (key) {
    case 'type':
      return value === 'periodical' ? LL.nav.periodicals() : typeLabel(LL, value)
    case 'lang':
      return languageName(value, locale)
    case 'content':
      return contentLabel(LL, value)
    case 'title':
      return titles.find((facet) => facet.value === value)?.label ?? value
  }
}

/** Values shown in the sidebar itself; the rest are one panel away. */
const INLINE_VALUES = 5

function FacetOptions({ state, filterKey, values }: { state: SearchState; filterKey: FilterKey; values: FacetValue[] }) {
  const { locale, LL } = useI18n()
  const selected: string[] = state[filterKey]
  return (
    <ul>
      {values.map((facet) => {
        const on = selected.includes(facet.value)
        return (
          <li key={facet.value}>
            <Link to={searchHref(toggled(state, filterKey, facet.value))} className={on ? 'facet__option is-selected' : 'facet__option'}>
              <Icon name={on ? 'checkbox-on' : 'checkbox-off'} />
              <span className="facet__label">{labelFor(filterKey, facet.value, LL, locale, values)}</span>
              <span className="facet__count">{formatNumber(facet.count, locale)}</span>
              {on ? <span className="visually-hidden"> {LL.search.selected()}</span> : null}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

/**
 * One filter: its first values inline (selected ones always among them), and
 * every value in a focus-extend panel (spec §2) with the filters-close bar.
 */
function FacetGroup({ state, title, filterKey, values }: { state: SearchState; title: string; filterKey: FilterKey; values: FacetValue[] }) {
  const { LL } = useI18n()
  if (values.length === 0) return null
  const selected: string[] = state[filterKey]
  const inline = [...values.filter((facet) => selected.includes(facet.value)), ...values.filter((facet) => !selected.includes(facet.value))].slice(
    0,
    Math.max(INLINE_VALUES, selected.length),
  )
  return (
    <section className="facet">
      <h3>{title}</h3>
      <FacetOptions state={state} filterKey={filterKey} values={inline} />
      {values.length > inline.length ? (
        <Deployable
          mode="focus-extend"
          side="left"
          trigger={
            <>
              <Icon name="plus" />
              {LL.search.allValues({ count: values.length })}
            </>
          }
          triggerClassName="button button--quiet facet__more"
          label={LL.search.allValuesOf({ title })}
          closeLabel={LL.filters.close()}
        >
          <div className="facet facet--panel">
            <FacetOptions state={state} filterKey={filterKey} values={values} />
          </div>
        </Deployable>
      ) : null}
    </section>
  )
}

/** A GET form for the date range: works by keyboard and without JavaScript. */
function DateRange({ state }: { state: SearchState }) {
  const { locale, LL } = useI18n()
  const fromId = useId()
  const toId = useId()
  const hintId = useId()
  return (
    <section className="facet">
      <h3>{LL.search.facets.date()}</h3>
      <form action={localizePath('/search', locale)} method="get" className="date-range">
        <HiddenSearchFields state={state} except={['from', 'to']} />
        <p id={hintId} className="date-range__hint">
          {LL.search.dateHint()}
        </p>
        <label htmlFor={fromId}>{LL.search.from()}</label>
        <input id={fromId} name="from" defaultValue={state.from} inputMode="numeric" pattern="\d{4}(-\d{2}-\d{2})?" aria-describedby={hintId} />
        <label htmlFor={toId}>{LL.search.to()}</label>
        <input id={toId} name="to" defaultValue={state.to} inputMode="numeric" pattern="\d{4}(-\d{2}-\d{2})?" aria-describedby={hintId} />
        <button type="submit" className="button">
          {LL.search.applyDates()}
        </button>
      </form>
    </section>
  )
}

/**
 * The filters with their counts. Counts are a query of their own, so results
 * show first and counts follow (ADR 008); while new counts load, the previous
 * ones stay on screen.
 */
export function SearchFilters({ state }: { state: SearchState }) {
  const { LL } = useI18n()
  const { data: facets, isPlaceholderData } = useQuery({ ...searchFacetsQuery(state), placeholderData: keepPreviousData })
  const shown: Facets = facets ?? { types: [], languages: [], contentTypes: [], periodicals: [] }
  const groups = [
    { key: 'type', title: LL.search.facets.type(), values: shown.types },
    { key: 'lang', title: LL.search.facets.language(), values: shown.languages },
    { key: 'content', title: LL.search.facets.content(), values: shown.contentTypes },
    { key: 'title', title: LL.search.facets.title(), values: shown.periodicals },
  ] as const
  return (
    <aside className="filters" aria-labelledby="filters-heading" aria-busy={!facets || isPlaceholderData}>
      <h2 id="filters-heading">{LL.search.filtersHeading()}</h2>
      {facets ? null : (
        <p className="filters__loading">
          <Icon name="loader" motion="spin" /> {LL.search.facetsLoading()}
        </p>
      )}
      {groups.map((group) => (
        <FacetGroup key={group.key} state={state} title={group.title} filterKey={group.key} values={group.values} />
      ))}
      <DateRange key={`${state.from}|${state.to}`} state={state} />
    </aside>
  )
}

/** The filters in force, each removable, and a way to drop them all. */
export function ActiveFilters({ state, titles }: { state: SearchState; titles: FacetValue[] }) {
  const { locale, LL } = useI18n()
  const active: Labelled[] = (['type', 'lang', 'content', 'title'] as const).flatMap((key) =>
    state[key].map((value: string) => ({ key, value, label: labelFor(key, value, LL, locale, titles) })),
  )
  const dates = [
    state.from ? { label: `${LL.search.from()} ${state.from}`, next: changeSearchState(state, { from: '' }) } : null,
    state.to ? { label: `${LL.search.to()} ${state.to}`, next: changeSearchState(state, { to: '' }) } : null,
  ].filter((entry) => entry !== null)
  if (active.length === 0 && dates.length === 0) return null
  const cleared = changeSearchState(state, { type: [], lang: [], content: [], title: [], from: '', to: '' })
  return (
    <nav className="chips" aria-label={LL.search.activeFilters()}>
      <ul>
        {active.map((filter) => (
          <li key={`${filter.key}=${filter.value}`}>
            <Link to={searchHref(toggled(state, filter.key, filter.value))} className="chip">
              <span className="visually-hidden">{LL.search.removeFilter({ label: filter.label })}</span>
              <span aria-hidden="true">{filter.label}</span>
              <Icon name="close" />
            </Link>
          </li>
        ))}
        {dates.map((entry) => (
          <li key={entry.label}>
            <Link to={searchHref(entry.next)} className="chip">
              <span className="visually-hidden">{LL.search.removeFilter({ label: entry.label })}</span>
              <span aria-hidden="true">{entry.label}</span>
              <Icon name="close" />
            </Link>
          </li>
        ))}
        <li>
          <Link to={searchHref(cleared)}>{LL.search.clearFilters()}</Link>
        </li>
      </ul>
    </nav>
  )
}
