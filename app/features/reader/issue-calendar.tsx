import { type KeyboardEvent, useState } from 'react'
import { yearUnderPressControl } from '#src/domain/press-control.ts'
import { LOCALE_TAGS, type Locale } from '#src/domain/locale.ts'
import type { IssueCalendar as Calendar, IssueDay } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { issueTarget, periodicalTarget } from '#app/ui/targets.ts'
import { formatDate } from '#src/domain/format.ts'


const weekdays = new Map<Locale, { short: string; long: string }[]>()

/** Weekday names, Monday first; made once per locale (a year's calendar has 12 month tables). */
function weekdayNames(locale: Locale): { short: string; long: string }[] {
  const known = weekdays.get(locale)
  if (known) return known
  const short = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', timeZone: 'UTC' })
  const long = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'long', timeZone: 'UTC' })
  // 1 January 2024 was a Monday; weeks start on Monday in all three languages.
  const names = Array.from({ length: 7 }, (_, index) => {
    const day = new Date(Date.UTC(2024, 0, 1 + index))
    return { short: short.format(day), long: long.format(day) }
  })
  weekdays.set(locale, names)
  return names
}

/** "May 1940": the month as every page writes it (src/domain/format.ts keeps the formats and texts). */
function monthName(year: number, month: number, locale: Locale): string {
  return formatDate(`${year}-${String(month).padStart(2, '0')}`, locale)
}

/** The weeks of a month as rows of 7 cells (Monday first), null outside the month. */
function weeksOf(year: number, month: number): (number | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1))
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate()
  const offset = (first.getUTCDay() + 6) % 7
  const cells: (number | null)[] = [...Array.from({ length: offset }, () => null), ...Array.from({ length: days }, (_, index) => index + 1)]
  while (cells.length % 7 !== 0) cells.push(null)
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7))
}

interface Roving {
  /** The one issue link in the tab order (its date and edition). */
  active: string
  onFocusIssue: (key: string) => void
}

const issueKey = (issue: IssueDay) => `${issue.date}#${issue.edition}`

const calendarTarget = (periodicalId: string, year: number, month?: number) => periodicalTarget(periodicalId, { year, month })

function Month({ periodicalId, year, month, issues, roving }: { periodicalId: string; year: number; month: number; issues: Map<number, IssueDay[]>; roving: Roving }) {
  const { locale, LL } = useI18n()
  const weekdays = weekdayNames(locale)
  const caption = monthName(year, month, locale)
  return (
    // A month with a second edition on some day keeps all its weeks as tall as that day's (issue 53).
    <table className={issues.size === 0 ? 'calendar__month is-empty' : [...issues.values()].some((day) => day.length > 1) ? 'calendar__month calendar__month--editions' : 'calendar__month'}>
      <caption>
        {/* Each month is also a page of its own, with the month in the URL. */}
        <Link {...calendarTarget(periodicalId, year, month)} resetScroll={false}>
          {caption}
        </Link>
      </caption>
      <thead>
        <tr>
          {weekdays.map((day) => (
            <th key={day.long} scope="col" abbr={day.long}>
              {day.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(year, month).map((week, index) => (
          <tr key={index}>
            {week.map((day, cell) => {
              if (day === null) return <td key={cell} />
              const editions = issues.get(day) ?? []
              // French names the first of the month "1er", in the grid as in the link's name (WCAG 2.5.3).
              const shown = day === 1 && locale === 'fr' ? <>1<sup>er</sup></> : day
              if (editions.length === 0) return <td key={cell}>{shown}</td>
              return (
                <td key={cell} className="calendar__day">
                  {editions.map((issue) => {
                    const date = formatDate(issue.date, locale)
                    return (
                      <Link
                        key={issue.edition}
                        {...issueTarget(periodicalId, issue.date, issue.edition)}
                        data-issue={issueKey(issue)}
                        tabIndex={roving.active === issueKey(issue) ? 0 : -1}
                        onFocus={() => roving.onFocusIssue(issueKey(issue))}
                        aria-label={issue.edition > 1 ? LL.calendar.editionOn({ edition: issue.edition, date }) : LL.calendar.issueOn({ date })}
                        className={issue.edition > 1 ? 'calendar__edition' : undefined}
                      >
                        {/* The edition as its name says it, "2nd", "2.", "2e" (WCAG 2.5.3: the visible text is a word of the name). */}
                        {issue.edition > 1 ? LL.calendar.editionShort({ edition: issue.edition }) : shown}
                      </Link>
                    )
                  })}
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The year's issues by month and day. */
function issuesByMonth(issues: readonly IssueDay[]): Map<number, Map<number, IssueDay[]>> {
  const byMonth = new Map<number, Map<number, IssueDay[]>>()
  for (const issue of issues) {
    const [, month, day] = issue.date.split('-').map(Number)
    if (!month || !day) continue
    const days = byMonth.get(month) ?? new Map<number, IssueDay[]>()
    days.set(day, [...(days.get(day) ?? []), issue])
    byMonth.set(month, days)
  }
  return byMonth
}

/**
 * The issue a key leads to from issue `at` (left/right: previous/next issue; up/down: about a week
 * earlier/later; Home/End: first/last), or undefined for a key that is not the calendar's.
 */
function issueAfterKey(issues: readonly IssueDay[], at: number, key: string): number | undefined {
  const last = issues.length - 1
  const dayOf = (index: number) => Date.parse(issues[index]?.date ?? '')
  if (key === 'ArrowRight') return Math.min(last, at + 1)
  if (key === 'ArrowLeft') return Math.max(0, at - 1)
  if (key === 'ArrowDown') {
    const target = dayOf(at) + 7 * 86_400_000
    const found = issues.findIndex((_, index) => index > at && dayOf(index) >= target)
    return found === -1 ? last : found
  }
  if (key === 'ArrowUp') {
    const target = dayOf(at) - 7 * 86_400_000
    for (let index = at - 1; index >= 0; index -= 1) {
      if (dayOf(index) <= target) return index
    }
    return 0
  }
  if (key === 'Home') return 0
  if (key === 'End') return last
  return undefined
}

/**
 * One issue link in the tab order, arrow keys moving between the year's issues (issueAfterKey),
 * so the calendar is one stop in the tab order however many issues it shows.
 */
function useRovingIssue(issues: readonly IssueDay[]) {
  const [focused, setFocused] = useState<string | undefined>(undefined)
  const keys = issues.map(issueKey)
  const active = focused !== undefined && keys.includes(focused) ? focused : (keys[0] ?? '')
  const roving: Roving = { active, onFocusIssue: setFocused }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = keys.indexOf(active)
    if (at < 0) return
    const next = issueAfterKey(issues, at, event.key)
    if (next === undefined) return
    event.preventDefault()
    const key = keys[next]
    if (key === undefined) return
    setFocused(key)
    event.currentTarget.querySelector<HTMLElement>(`[data-issue="${key}"]`)?.focus()
  }
  return { roving, onKeyDown }
}

/** The years that have issues, the one shown marked as the current page. */
function YearNav({ periodicalId, calendar, year }: { periodicalId: string; calendar: Calendar; year: number }) {
  const { LL } = useI18n()
  return (
    <nav aria-label={LL.calendar.years()} className="calendar__years">
      <ul>
        {calendar.years.map((entry) => (
          <li key={entry.year}>
            <Link
              {...calendarTarget(periodicalId, entry.year)}
              aria-current={entry.year === year ? 'page' : undefined}
              resetScroll={false}
            >
              {entry.year}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Under a month shown alone: the months before and after it, and its whole year. */
function MonthNav({ periodicalId, year, month }: { periodicalId: string; year: number; month: number }) {
  const { locale, LL } = useI18n()
  return (
    <nav aria-label={LL.calendar.months()} className="reader__nav">
      <ul>
        <li>
          {month > 1 ? (
            <Link {...calendarTarget(periodicalId, year, month - 1)} resetScroll={false} rel="prev">
              ← {monthName(year, month - 1, locale)}
            </Link>
          ) : null}
        </li>
        <li>
          <Link {...calendarTarget(periodicalId, year)} resetScroll={false}>
            {LL.calendar.wholeYear({ year })}
          </Link>
        </li>
        <li>
          {month < 12 ? (
            <Link {...calendarTarget(periodicalId, year, month + 1)} resetScroll={false} rel="next">
              {monthName(year, month + 1, locale)} →
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  )
}

/**
 * The issues of a periodical by date: the years that have issues (links, the
 * year lives in the URL), then the twelve months of the shown year with links
 * on the days that have an issue. Several editions of a day each get a link.
 */
export function IssueCalendar({ periodicalId, calendar, month = 0 }: { periodicalId: string; calendar: Calendar; month?: number }) {
  const { LL } = useI18n()
  const { year } = calendar
  // A month outside the shown year's data still names a real month; 0 shows the whole year.
  const shownMonths = month > 0 ? [month] : Array.from({ length: 12 }, (_, index) => index + 1)
  const { roving, onKeyDown } = useRovingIssue(calendar.issues)
  const byMonth = issuesByMonth(calendar.issues)
  const underControl = year !== null && yearUnderPressControl(year)
  return (
    <section className="calendar" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{LL.calendar.heading()}</h2>
      {year === null ? (
        <p>{LL.calendar.noIssues()}</p>
      ) : (
        <>
          <YearNav periodicalId={periodicalId} calendar={calendar} year={year} />
          <p className="calendar__summary" aria-live="polite">
            {LL.calendar.yearIssues({ count: calendar.issues.length, year })}
          </p>
          {underControl ? (
            <p className="notice" role="note">
              {LL.calendar.pressControl()}
            </p>
          ) : null}
          <p id="calendar-keys" className="calendar__hint">
            {LL.calendar.keys()}
          </p>
          {/* Arrow keys are handled here for the links inside; the table keeps its own semantics. */}
          <div className="calendar__months" onKeyDown={onKeyDown} aria-describedby="calendar-keys">
            {shownMonths.map((shown) => (
              <Month key={shown} periodicalId={periodicalId} year={year} month={shown} issues={byMonth.get(shown) ?? new Map()} roving={roving} />
            ))}
          </div>
          {month > 0 ? <MonthNav periodicalId={periodicalId} year={year} month={month} /> : null}
        </>
      )}
    </section>
  )
}
