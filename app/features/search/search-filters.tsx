import { useId } from 'react'
import type { TranslationFunctions } from '../../../i18n/i18n-types'
import { CONTENT_FILTERS, type SearchState, changeSearchState } from '../../../src/domain/search-state'
import { type Locale, localizePath } from '../../../src/domain/locale'
import type { Facets, FacetValue } from '../../../src/store/search'
import { useI18n } from '../../i18n'
import { Icon } from '../../ui/icon'
import { Link } from '../../ui/link'
import { formatNumber, languageName } from '../library/format'
import { HiddenSearchFields, searchHref, typeLabel } from './search-href'

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

function labelFor(key: FilterKey, value: string, LL: TranslationFunctions, locale: Locale, facets: Facets): string {
  switch (key) {
    case 'type':
      return value === 'periodical' ? LL.nav.periodicals() : typeLabel(LL, value)
    case 'lang':
      return languageName(value, locale)
    case 'content':
      return contentLabel(LL, value)
    case 'title':
      return facets.periodicals.find((facet) => facet.value === value)?.label ?? value
  }
}

function FacetGroup({ state, title, filterKey, values, facets }: {
  state: SearchState
  title: string
  filterKey: FilterKey
  values: FacetValue[]
  facets: Facets
}) {
  const { locale, LL } = useI18n()
  if (values.length === 0) return null
  const selected: string[] = state[filterKey]
  return (
    <section className="facet">
      <h3>{title}</h3>
      <ul>
        {values.map((facet) => {
          const on = selected.includes(facet.value)
          return (
            <li key={facet.value}>
              <Link to={searchHref(toggled(state, filterKey, facet.value))} className={on ? 'facet__option is-selected' : 'facet__option'}>
                <Icon name={on ? 'checkbox-on' : 'checkbox-off'} />
                <span className="facet__label">{labelFor(filterKey, facet.value, LL, locale, facets)}</span>
                <span className="facet__count">{formatNumber(facet.count, locale)}</span>
                {on ? <span className="visually-hidden"> {LL.search.selected()}</span> : null}
              </Link>
            </li>
          )
        })}
      </ul>
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

export function SearchFilters({ state, facets }: { state: SearchState; facets: Facets }) {
  const { LL } = useI18n()
  const groups = [
    { key: 'type', title: LL.search.facets.type(), values: facets.types },
    { key: 'lang', title: LL.search.facets.language(), values: facets.languages },
    { key: 'content', title: LL.search.facets.content(), values: facets.contentTypes },
    { key: 'title', title: LL.search.facets.title(), values: facets.periodicals },
  ] as const
  return (
    <aside className="filters" aria-labelledby="filters-heading">
      <h2 id="filters-heading">{LL.search.filtersHeading()}</h2>
      {groups.map((group) => (
        <FacetGroup key={group.key} state={state} title={group.title} filterKey={group.key} values={group.values} facets={facets} />
      ))}
      <DateRange key={`${state.from}|${state.to}`} state={state} />
    </aside>
  )
}

/** The filters in force, each removable, and a way to drop them all. */
export function ActiveFilters({ state, facets }: { state: SearchState; facets: Facets }) {
  const { locale, LL } = useI18n()
  const active: Labelled[] = (['type', 'lang', 'content', 'title'] as const).flatMap((key) =>
    state[key].map((value: string) => ({ key, value, label: labelFor(key, value, LL, locale, facets) })),
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
