import { useNavigate, useRouter } from '@tanstack/react-router'
import { type ChangeEvent, useId } from 'react'
import { localizePath } from '#src/domain/locale.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import type { ListTarget } from '#app/ui/targets.ts'
import { languageName } from '#src/domain/format.ts'

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#']

interface Choice {
  value: string
  label: string
}

export interface ListFiltersProps<Sort extends string> {
  /** The list's path, where the sort form is sent. */
  action: string
  letter: string
  lang: string
  sort: Sort
  letters: Set<string>
  languages: string[]
  sorts: readonly Choice[]
  /** Extra link filters (the periodicals' type), each with its current value. */
  groups?: { label: string; title: string; current: string; choices: Choice[]; href: (value: string) => ListTarget }[]
  /** Hidden fields the sort form keeps (the filters in force). */
  hidden: Record<string, string>
  href: (patch: { letter?: string; lang?: string }) => ListTarget
  /** The list under another sort, from the router's latest location (not this render's). */
  sortTarget: (sort: string, latestSearch: unknown) => ListTarget
}

/**
 * A list's filters, as links (the first letter, the language, any extra
 * group), so each choice is a URL of its own, and a GET form for the sort that
 * works without JavaScript and applies on change with it.
 */
export function ListFilters<Sort extends string>(props: ListFiltersProps<Sort>) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const sortId = useId()
  const choice = (current: boolean, target: ListTarget, label: string, accessibleName?: string) => (
    <Link {...target} aria-current={current ? 'true' : undefined} aria-label={accessibleName} className={current ? 'choice is-current' : 'choice'}>
      {label}
    </Link>
  )
  const onSort = (event: ChangeEvent<HTMLSelectElement>) => {
    // From the latest location: a filter clicked just before must not be undone.
    void navigate(props.sortTarget(event.currentTarget.value, router.latestLocation.search))
  }
  const groups = [
    ...(props.groups ?? []),
    {
      label: LL.periodicalList.byLanguage(),
      title: LL.periodicalList.language(),
      current: props.lang,
      choices: props.languages.map((code) => ({ value: code, label: languageName(code, locale) })),
      href: (value: string) => props.href({ lang: value }),
    },
  ]
  return (
    <section className="list-filters" aria-label={LL.periodicalList.filters()}>
      <nav aria-label={LL.periodicalList.byLetter()} className="list-filters__letters">
        <ul>
          <li>{choice(props.letter === '', props.href({ letter: '' }), LL.periodicalList.all())}</li>
          {LETTERS.map((letter) => (
            <li key={letter}>
              {props.letters.has(letter) ? (
                choice(props.letter === letter, props.href({ letter }), letter, letter === '#' ? LL.periodicalList.other() : undefined)
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
        {groups.map((group) => (
          <nav key={group.label} aria-label={group.label}>
            <span className="list-filters__label" aria-hidden="true">
              {group.title}
            </span>
            <ul>
              <li>{choice(group.current === '', group.href(''), LL.periodicalList.all())}</li>
              {group.choices.map((entry) => (
                <li key={entry.value}>{choice(group.current === entry.value, group.href(entry.value), entry.label)}</li>
              ))}
            </ul>
          </nav>
        ))}
        <form action={localizePath(props.action, locale)} method="get" className="search-controls">
          {Object.entries(props.hidden).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
          <label htmlFor={sortId}>{LL.periodicalList.sortLabel()}</label>
          <select id={sortId} name="sort" value={props.sort} onChange={onSort}>
            {props.sorts.map((sort) => (
              <option key={sort.value} value={sort.value}>
                {sort.label}
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
