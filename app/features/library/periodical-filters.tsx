import { useNavigate, useRouter } from '@tanstack/react-router'
import { type ChangeEvent, useId } from 'react'
import { localizePath } from '../../../src/domain/locale'
import {
  PERIODICAL_SORTS,
  type PeriodicalListState,
  parsePeriodicalListState,
  periodicalListHref,
  periodicalListOptions,
} from '../../../src/domain/periodical-list'
import type { PeriodicalSummary } from '../../../src/store/library'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'
import { languageName } from './format'

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#']

/**
 * The periodicals list's filters: links for the first letter, the language and
 * the type (each a URL of its own), and a GET form for the sort that works
 * without JavaScript and applies on change with it.
 */
export function PeriodicalFilters({ state, periodicals }: { state: PeriodicalListState; periodicals: PeriodicalSummary[] }) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const sortId = useId()
  const options = periodicalListOptions(periodicals)
  const href = (patch: Partial<PeriodicalListState>) => periodicalListHref({ ...state, ...patch })
  const choice = (current: boolean, to: string, label: string, accessibleName?: string) => (
    <Link to={to} aria-current={current ? 'true' : undefined} aria-label={accessibleName} className={current ? 'choice is-current' : 'choice'}>
      {label}
    </Link>
  )
  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    const sort = PERIODICAL_SORTS.find((option) => option === event.currentTarget.value) ?? state.sort
    // From the latest location: a filter clicked just before must not be undone.
    const latest = parsePeriodicalListState(router.latestLocation.search)
    void navigate({ href: localizePath(periodicalListHref({ ...latest, sort }), locale) })
  }
  return (
    <section className="list-filters" aria-label={LL.periodicalList.filters()}>
      <nav aria-label={LL.periodicalList.byLetter()} className="list-filters__letters">
        <ul>
          <li>{choice(state.letter === '', href({ letter: '' }), LL.periodicalList.all())}</li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {options.letters.has(letter) ? (
                choice(state.letter === letter, href({ letter }), letter, letter === '#' ? LL.periodicalList.other() : undefined)
              ) : (
                <span className="choice is-disabled" aria-hidden="true">
                  {letter}
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>
      <div className="list-filters__row">
        <nav aria-label={LL.periodicalList.byType()}>
          <span className="list-filters__label" aria-hidden="true">
            {LL.periodicalList.type()}
          </span>
          <ul>
            <li>{choice(state.type === '', href({ type: '' }), LL.periodicalList.all())}</li>
            {options.types.map((type) => (
              <li key={type}>{choice(state.type === type, href({ type }), LL.library.types[type]())}</li>
            ))}
          </ul>
        </nav>
        <nav aria-label={LL.periodicalList.byLanguage()}>
          <span className="list-filters__label" aria-hidden="true">
            {LL.periodicalList.language()}
          </span>
          <ul>
            <li>{choice(state.lang === '', href({ lang: '' }), LL.periodicalList.all())}</li>
            {options.languages.map((code) => (
              <li key={code}>{choice(state.lang === code, href({ lang: code }), languageName(code, locale))}</li>
            ))}
          </ul>
        </nav>
        <form action={localizePath('/periodicals', locale)} method="get" className="search-controls">
          {(['letter', 'lang', 'type'] as const).map((key) => (state[key] ? <input key={key} type="hidden" name={key} value={state[key]} /> : null))}
          <label htmlFor={sortId}>{LL.periodicalList.sortLabel()}</label>
          <select id={sortId} name="sort" value={state.sort} onChange={onSort}>
            {PERIODICAL_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {LL.periodicalList.sorts[sort]()}
              </option>
            ))}
          </select>
          <noscript>
            <button type="submit" className="button">
              {LL.periodicalList.apply()}
            </button>
          </noscript>
        </form>
      </div>
    </section>
  )
}
