import { useQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode, type RefObject, useId } from 'react'
import type { Locale } from '#src/domain/locale.ts'
import { stringifySearchObject } from '#src/domain/search-params.ts'
import { FREQUENCIES, type SearchState, searchParamsOf, withDates } from '#src/domain/search-state.ts'
import { type Shares, type Timeline, type TimelineBucket, type TimelineUnit, FEW_TEXTS, fewTexts, sharesOf, unitsRange } from '#src/search/timeline.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { searchTarget } from '#app/ui/targets.ts'
import { formatDate, formatNumber, formatShare } from '#src/domain/format.ts'
import { axisTicks, periodTicks } from '#src/domain/chart-axis.ts'
import { compareQuery, facetScope } from './search.queries'
import { useBarChoice } from './bar-choice'

/** A bucket as a visitor reads it: `1898`, `1890s`, `March 1898`. */
export function bucketLabel(LL: TranslationFunctions, locale: Locale, unit: TimelineUnit, bucket: Pick<TimelineBucket, 'key'>): string {
  if (unit === 'decade') return LL.research.decade({ year: bucket.key })
  if (unit === 'year') return bucket.key
  // "March 1898": the store's month as every page writes it (src/domain/format.ts keeps the formats and texts).
  return formatDate(bucket.key, locale)
}

/** The axis's month format, made once a language: a formatter costs tens of microseconds to make. */
const axisMonths = new Map<Locale, Intl.DateTimeFormat>()

/** A month bucket ("1943-03") as the axis names it, short: "Mar 1943". */
function axisMonth(locale: Locale, key: string): string {
  let format = axisMonths.get(locale)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' })
    axisMonths.set(locale, format)
  }
  const [year = '', month = ''] = key.split('-')
  return format.format(new Date(Date.UTC(Number(year), Number(month) - 1, 15)))
}

/**
 * The counts axis beside a chart (issue 38): its round values from 0 to `ticks`' last, each at its
 * height, for sighted readers; the bars' labels and the table say the counts to everyone else.
 */
export function CountAxis({ ticks, format }: { ticks: readonly number[]; format?: (tick: number) => string }) {
  const { locale } = useI18n()
  const top = ticks.at(-1) ?? 1
  const labels = ticks.map((tick) => (format ? format(tick) : formatNumber(tick, locale)))
  // As wide as its longest value: the values are placed over it, not in its flow.
  return (
    <div className="chart-axis" aria-hidden="true" style={{ minWidth: `${Math.max(...labels.map((label) => label.length))}ch` }}>
      {ticks.map((tick, index) => (
        <span key={tick} className="chart-axis__tick" style={{ bottom: `${(tick / top) * 100}%` }}>
          {labels[index]}
        </span>
      ))}
    </div>
  )
}

/** Lines across a chart at the axis's values. */
export function CountGrid({ ticks }: { ticks: readonly number[] }) {
  const top = ticks.at(-1) ?? 1
  return (
    <div className="chart-grid" aria-hidden="true">
      {ticks.map((tick) => (
        <span key={tick} className="chart-grid__line" style={{ bottom: `${(tick / top) * 100}%` }} />
      ))}
    </div>
  )
}

/** A period as the time axis names it: short, as it stands under a narrow chart ("1840s", "1943", "Mar 1943"). */
function axisLabel(LL: TranslationFunctions, locale: Locale, unit: TimelineUnit, key: string): string {
  return unit === 'month' ? axisMonth(locale, key) : bucketLabel(LL, locale, unit, { key })
}

/**
 * The sidebar timeline's axis where it is narrowest, in widths of its "0": the filters column is
 * 16rem wide (app.css .results__layout) and its axis 28 "0"s of 0.75rem, at any text size; on a
 * phone it has the page's width (35 at 320 px).
 */
const SIDEBAR_AXIS_ROOM = 27
/** The width, in "0"s of the axis, from which a `wide` axis names more periods (app.css, .period-axis's container query). */
const WIDE_AXIS = 80

/**
 * The time axis under a chart (issue 53): round periods at a readable spacing, not only the first
 * and the last (src/domain/chart-axis.ts periodTicks), each under its bar or point (`at`: its place
 * across the chart, 0..1), chosen so that no two labels touch where the chart is narrowest
 * (`room`, in widths of the axis's "0"). A chart that is often much wider names more periods from
 * `wide` on (app.css: a container query at WIDE_AXIS "0"s). For sighted readers: the bars' labels
 * and the table say every period.
 */
export function PeriodAxis({ keys, unit, room, wide = false, at }: { keys: readonly string[]; unit: TimelineUnit; room: number; wide?: boolean; at: (index: number) => number }) {
  const { locale, LL } = useI18n()
  // Each period's label once: choosing the ticks measures a few of them for every step it tries.
  const labels = new Map<number, string>()
  const label = (index: number) => {
    const known = labels.get(index)
    if (known !== undefined) return known
    const text = axisLabel(LL, locale, unit, keys[index] ?? '')
    labels.set(index, text)
    return text
  }
  // A character is taken as one "0" wide: the digits are (tabular), and "années 1850" measures 10.2.
  const layout = { room, place: at, length: (index: number) => label(index).length }
  const narrow = periodTicks(keys, unit, layout)
  const wider = wide ? periodTicks(keys, unit, { ...layout, room: WIDE_AXIS }) : narrow
  const ticks = [...new Set([...narrow, ...wider])].sort((a, b) => a - b)
  return (
    <div className="period-axis" aria-hidden="true">
      {ticks.map((index) => {
        const text = label(index)
        const only = !wider.includes(index) ? ' period-axis__tick--narrow' : !narrow.includes(index) ? ' period-axis__tick--wide' : ''
        // Centred under its period, moved in just enough to stay inside the axis (chart-axis.ts labelStart).
        const left = `clamp(0px, calc(${at(index) * 100}% - ${text.length / 2}ch), calc(100% - ${text.length}ch))`
        return (
          <span key={keys[index]} className={`period-axis__tick${only}`} style={{ left }}>
            {text}
          </span>
        )
      })}
    </div>
  )
}

/** Where the CSV of a timeline is: the search's words and filters, one query or several. */
export function timelineCsvHref(state: SearchState, queries?: readonly string[]): string {
  // How it counts is the one presentation the CSV keeps: shares add their columns.
  const params = searchParamsOf({ ...facetScope(state), q: '', freq: state.freq })
  return `/api/timeline${stringifySearchObject({ ...params, q: queries ?? [state.q] })}`
}

/** The counts as a table: what a screen reader reads, and what anyone may open instead of the bars. */
export function TimelineTable({ timeline, headers, caption, shares }: { timeline: Timeline; headers: readonly string[]; caption: string; shares?: Shares | undefined }) {
  const { locale, LL } = useI18n()
  const percent = (share: number | null | undefined) => (share === null || share === undefined ? '–' : formatShare(share, locale))
  return (
    <details className="timeline__table">
      <summary>{LL.research.showTable()}</summary>
      {/* Long tables scroll inside their box: it takes the focus, so the keyboard scrolls it too. */}
      <div className="table-scroll" tabIndex={0} role="region" aria-label={LL.research.tableRegion()}>
        <table>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{LL.research.period()}</th>
              {headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
              {shares ? <th scope="col">{LL.research.unitsColumn()}</th> : null}
              {shares
                ? headers.map((header, index) => (
                    <th key={`share-${index}`} scope="col">
                      {LL.research.shareColumn({ name: header })}
                    </th>
                  ))
                : null}
            </tr>
          </thead>
          <tbody>
            {timeline.buckets.map((bucket, at) => (
              <tr key={bucket.key}>
                <th scope="row">{bucketLabel(LL, locale, timeline.unit, bucket)}</th>
                {bucket.counts.map((count, index) => (
                  <td key={index}>{formatNumber(count, locale)}</td>
                ))}
                {shares ? <td>{formatNumber(shares.buckets[at]?.units ?? 0, locale)}</td> : null}
                {shares
                  ? bucket.counts.map((_, index) => (
                      <td key={`share-${index}`}>
                        {percent(shares.buckets[at]?.shares[index])}
                        {fewTexts(shares.buckets[at]?.units ?? 0) ? ` (${LL.research.uncertainShare()})` : null}
                      </td>
                    ))
                  : null}
              </tr>
            ))}
            {timeline.undated.some((count) => count > 0) ? (
              <tr>
                <th scope="row">{timeline.unit === 'month' ? LL.research.noMonth() : LL.research.undated()}</th>
                {timeline.undated.map((count, index) => (
                  <td key={index}>{formatNumber(count, locale)}</td>
                ))}
                {shares ? <td>{formatNumber(shares.undated.units, locale)}</td> : null}
                {shares ? timeline.undated.map((_, index) => <td key={`share-${index}`}>{percent(shares.undated.shares[index])}</td>) : null}
              </tr>
            ) : null}
          </tbody>
        </table>
      </div>
    </details>
  )
}

/**
 * The units a search's filters let through in each period of its hits' timeline, its words left
 * out (src/search/timeline.ts): asked for only when shares are shown, as a search without words
 * over the hits' span, counted by the engine that counted the hits.
 */
export function useShares(state: SearchState, timeline: Timeline | undefined): { shares: Shares | undefined; loading: boolean } {
  const range = state.freq === 'rel' && timeline ? unitsRange(timeline, state) : undefined
  const units = useQuery({ ...compareQuery([{ ...facetScope(state), q: '', ...(range ?? { from: '', to: '' }) }]), enabled: range !== undefined })
  if (!range || !timeline) return { shares: undefined, loading: false }
  const answer = units.data
  if (!answer || answer.unavailable) return { shares: undefined, loading: units.isPending }
  return { shares: sharesOf(timeline, answer.timeline), loading: false }
}

/** Axis ticks for shares: round steps of a hundredth of a percent and up, drawn as percentages. */
export function shareTicks(max: number): number[] {
  return axisTicks(Math.round(max * 10_000 * 1000) / 1000).map((tick) => tick / 10_000)
}

/**
 * Results, or shares of all texts: two links, so the choice is an address (`freq=rel`) that the
 * keyboard reaches as any link, after a visible "Count as:"; `option` draws each choice's link
 * (to this search or comparison), which the site's links mark as current. Not a group of its own:
 * the bars are the timeline's one group.
 */
export function FrequencySwitch({ rel, loading, option }: { rel: boolean; loading: boolean; option: (freq: SearchState['freq'], label: string, describedBy: string) => ReactNode }) {
  const { LL } = useI18n()
  const labelId = useId()
  const hintId = useId()
  return (
    <>
      <p className="timeline__frequency">
        <span id={labelId}>{LL.research.frequencyLabel()}</span>{' '}
        <span className="switcher">
          {FREQUENCIES.map((freq) => (
            <Fragment key={freq}>{option(freq, LL.research.frequency[freq](), `${labelId} ${hintId}`)}</Fragment>
          ))}
        </span>
      </p>
      <p id={hintId} className={rel ? 'timeline__note' : 'visually-hidden'}>
        {LL.research.frequencyHint()}
      </p>
      {rel && loading ? (
        <p className="timeline__note" role="status">
          {LL.research.sharesLoading()}
        </p>
      ) : null}
    </>
  )
}

/** The bars themselves, one link a period, each as high as its count or share (`values`, up to the axis's top). */
function TimelineBars({
  state,
  buckets,
  values,
  ticks,
  uncertain,
  barText,
  headingId,
  hintId,
  choice,
  group,
}: {
  state: SearchState
  buckets: readonly TimelineBucket[]
  values: readonly number[]
  ticks: readonly number[]
  /** Whether a bar's share is of too few texts to trust. */
  uncertain: (index: number) => boolean
  barText: (index: number) => string
  headingId: string
  hintId: string
  choice: Omit<ReturnType<typeof useBarChoice>, 'group'>
  group: RefObject<HTMLDivElement | null>
}) {
  const max = ticks.at(-1) ?? 1
  const { current, selecting, low, high, groupEvents, barEvents } = choice
  return (
    <div className="timeline__bars" ref={group} role="group" aria-labelledby={headingId} aria-describedby={hintId} {...groupEvents}>
      {buckets.map((bucket, index) => {
        const value = values[index] ?? 0
        const inSpan = selecting && index >= low && index <= high
        return (
          <Link
            key={bucket.key}
            {...searchTarget(withDates(state, bucket.from, bucket.to))}
            resetScroll={false}
            data-bar={index}
            // A drag over the bars chooses a span; it must not start dragging the link away.
            draggable={false}
            className={inSpan ? 'timeline__bar is-in-span' : 'timeline__bar'}
            tabIndex={index === current ? 0 : -1}
            aria-label={barText(index)}
            {...barEvents(index)}
          >
            <span className={uncertain(index) ? 'timeline__fill timeline__fill--uncertain' : 'timeline__fill'} style={{ height: value > 0 ? `max(2px, ${(value / max) * 100}%)` : '0' }} />
          </Link>
        )
      })}
      <CountGrid ticks={ticks} />
    </div>
  )
}

/**
 * The timeline of hits, first among the filters: a bar per year (decade, month), each a link that
 * narrows the search to it. The bars are one stop for Tab; arrow keys move between them, Shift
 * with an arrow (or a drag of the pointer) chooses a span, and Enter searches it. The same
 * counts are a table and a CSV file. Counted in the facets' pass, so it arrives with them.
 */
export function HitTimeline({ state, timeline }: { state: SearchState; timeline: Timeline | undefined }) {
  const { locale, LL } = useI18n()
  const headingId = useId()
  const hintId = useId()
  const buckets = timeline?.buckets ?? []
  const rel = state.freq === 'rel'
  const { shares, loading } = useShares(state, timeline)
  // The group's ref goes to the bars on its own: inside `choice`, react-hooks/refs would take every
  // read of `choice` in render for a read of the ref.
  const { group, ...choice } = useBarChoice(state, timeline)
  const { focused, current, selecting, low, high } = choice
  if (!timeline || buckets.length === 0) return null
  const { unit } = timeline
  // Shown as shares of each period's texts, or as counts; while the texts are counted, flat.
  const valueAt = (index: number) => (rel ? (shares?.buckets[index]?.shares[0] ?? 0) : (buckets[index]?.counts[0] ?? 0))
  const values = buckets.map((_, index) => valueAt(index))
  const ticks = rel ? shareTicks(Math.max(...values)) : axisTicks(Math.max(...values))
  const label = (index: number) => {
    const bucket = buckets[index]
    return bucket ? bucketLabel(LL, locale, unit, bucket) : ''
  }
  const barText = (index: number) => {
    const count = buckets[index]?.counts[0] ?? 0
    const share = shares?.buckets[index]
    if (rel && share) {
      const value = share.shares[0]
      const text = LL.research.barShare({ period: label(index), share: value === null || value === undefined ? '–' : formatShare(value, locale), count, units: share.units })
      return fewTexts(share.units) ? `${text} ${LL.research.fewTexts({ units: share.units })}` : text
    }
    return LL.research.barLabel({ period: label(index), count })
  }
  const spanTotal = buckets.slice(low, high + 1).reduce((sum, bucket) => sum + (bucket.counts[0] ?? 0), 0)
  return (
    <section className="timeline" aria-labelledby={headingId}>
      <div className="timeline__header">
        <h3 id={headingId} className="timeline__heading">
          {LL.research.timelineHeading({ unit: LL.research.units[unit]() })}
        </h3>
        <a className="timeline__csv" href={timelineCsvHref(state)} download>
          <Icon name="arrow-down" />
          {LL.research.timelineCsv()}
        </a>
      </div>
      {/* How to use the bars is said to whoever reaches them; on screen it shows once a bar has the focus. */}
      <p id={hintId} className="visually-hidden">
        {LL.research.timelineHint()}
      </p>
      <div className="timeline__plot" aria-busy={rel && loading}>
        <CountAxis ticks={ticks} format={rel ? (tick) => formatShare(tick, locale) : undefined} />
        <TimelineBars
          state={state}
          buckets={buckets}
          values={values}
          ticks={ticks}
          uncertain={(index) => rel && fewTexts(shares?.buckets[index]?.units ?? 0)}
          barText={barText}
          headingId={headingId}
          hintId={hintId}
          choice={choice}
          group={group}
        />
        <span />
        <PeriodAxis keys={buckets.map((bucket) => bucket.key)} unit={unit} room={SIDEBAR_AXIS_ROOM} at={(index) => (index + 0.5) / buckets.length} />
      </div>
      {rel && shares?.buckets.some((bucket, at) => fewTexts(bucket.units) && (buckets[at]?.counts[0] ?? 0) > 0) ? <p className="timeline__note">{LL.research.fewTextsNote({ least: FEW_TEXTS })}</p> : null}
      {/* Under the bars: Tab from the CSV link still reaches the bars first. */}
      <FrequencySwitch
        rel={rel}
        loading={loading}
        option={(freq, text, describedBy) => (
          <Link {...searchTarget({ ...state, freq })} className="switcher__option" resetScroll={false} aria-describedby={describedBy}>
            {text}
          </Link>
        )}
      />
      <p className="timeline__status" aria-live="polite">
        {selecting
          ? LL.research.spanChosen({ from: label(low), to: label(high), count: spanTotal })
          : focused >= 0
            ? `${barText(current)}. ${LL.research.timelineHint()}`
            : ''}
      </p>
      <TimelineTable timeline={timeline} headers={[LL.research.hits()]} caption={LL.research.timelineHeading({ unit: LL.research.units[unit]() })} shares={rel ? shares : undefined} />
    </section>
  )
}
