import { useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { type CompareState, MAX_COMPARED_QUERIES, parseCompareState, sharedFilters } from '#src/domain/compare-state.ts'
import { localizePath } from '#src/domain/locale.ts'
import type { TimelineComparison } from '#src/search/contract.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { useDraft } from '#app/ui/draft.ts'
import { compareTarget, searchTarget } from '#app/ui/targets.ts'
import { formatNumber, formatShare } from '#src/domain/format.ts'
import { EmptyState, PageHeader } from '../pages/page-layout'
import { HiddenSearchFields } from '../search/search-href'
import { describeSearch } from '../search/search-labels'
import { CountAxis, CountGrid, FrequencySwitch, PeriodAxis, TimelineTable, shareTicks, timelineCsvHref, useShares } from '../search/timeline'
import { FEW_TEXTS, fewTexts } from '#src/search/timeline.ts'
import { axisTicks } from '#src/domain/chart-axis.ts'

/** How each line is drawn: a colour and a dash, so the lines differ without colour too. */
const LINES = ['timeline-line--1', 'timeline-line--2', 'timeline-line--3'] as const
const CHART_HEIGHT = 100
const STEP = 10
/** The chart's time axis where it is narrowest (a 320 px phone: 35 widths of its "0"); from 80 (a tablet) it names more. */
const COMPARE_AXIS_ROOM = 34

/**
 * Two or three searches side by side (issue 18; impresso has it, no national library site
 * does): their hits over time as lines on one calendar, each search a link to its results, the
 * counts also as a table and a CSV file. A GET form, so a comparison is an address too.
 */
export function ComparisonPage({ state, comparison }: { state: CompareState; comparison: TimelineComparison | null }) {
  const { LL } = useI18n()
  return (
    <div className="container compare">
      <PageHeader title={LL.research.compareTitle()} intro={LL.research.compareIntro()} />
      <CompareForm state={state} />
      {state.q.length === 0 ? (
        <EmptyState>{LL.research.comparePrompt()}</EmptyState>
      ) : comparison?.unavailable ? (
        <div className="empty-state" role="alert">
          <p>{LL.search.unavailable()}</p>
        </div>
      ) : comparison ? (
        <ComparisonChart state={state} comparison={comparison} />
      ) : null}
    </div>
  )
}

/**
 * The words to compare: a GET form that works without JavaScript (the server then tidies the
 * address it sends, empty boxes included), and with JavaScript navigates inside the app, as the
 * search box does (the design card: no document load, Back and Forward restore each comparison).
 * The boxes show the address's words after every navigation and keep the focus where it was.
 */
function CompareForm({ state }: { state: CompareState }) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const fieldId = useId()
  const filters = describeSearch(LL, locale, sharedFilters(state))
  const shown = state.q.join('\u0000')
  const [typed, setTyped] = useDraft(shown)
  const slots = Array.from({ length: MAX_COMPARED_QUERIES }, (_, index) => typed.split('\u0000')[index] ?? '')
  const type = (index: number, value: string) => setTyped(slots.map((slot, at) => (at === index ? value : slot)).join('\u0000'))
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // From the latest location, so a frequency chosen a moment ago is kept; empty boxes leave no `q=`.
    const latest = parseCompareState(router.latestLocation.search)
    void navigate({ ...compareTarget({ ...latest, q: parseCompareState({ q: slots }).q }), resetScroll: false })
  }
  return (
    <form className="compare__form" method="get" action={localizePath('/compare', locale)} onSubmit={onSubmit}>
      {slots.map((query, index) => (
        <p key={index} className="compare__field">
          <label htmlFor={`${fieldId}-${index}`}>{LL.research.queryNumber({ number: index + 1 })}</label>
          <input id={`${fieldId}-${index}`} name="q" type="search" value={query} onChange={(event) => type(index, event.currentTarget.value)} autoComplete="off" enterKeyHint="search" />
        </p>
      ))}
      <HiddenSearchFields state={sharedFilters(state)} except={['q']} />
      {filters ? <p className="compare__filters">{LL.research.sharedFilters({ filters })}</p> : null}
      <button type="submit" className="button button--primary">
        <Icon name="stats" />
        {LL.research.compareButton()}
      </button>
    </form>
  )
}

function ComparisonChart({ state, comparison }: { state: CompareState; comparison: TimelineComparison }) {
  const { locale, LL } = useI18n()
  const headingId = useId()
  const { timeline, series } = comparison
  const { buckets, unit } = timeline
  // Each line as counts, or as shares of each period's texts (issue 37); flat while those are counted.
  const rel = state.freq === 'rel'
  const { shares, loading } = useShares(sharedFilters(state), timeline)
  const valueOf = (at: number, index: number) => (rel ? (shares?.buckets[at]?.shares[index] ?? 0) : (buckets[at]?.counts[index] ?? 0))
  const values = buckets.flatMap((bucket, at) => bucket.counts.map((_, index) => valueOf(at, index)))
  const ticks = rel ? shareTicks(Math.max(...values)) : axisTicks(Math.max(...values))
  const max = ticks.at(-1) ?? 1
  const width = Math.max(1, buckets.length - 1) * STEP
  const y = (count: number) => CHART_HEIGHT - (count / max) * CHART_HEIGHT
  const names = series.map((entry) => LL.search.quoted({ q: entry.q }))
  return (
    <section className="compare__result" aria-labelledby={headingId}>
      <div className="timeline__header">
        <h2 id={headingId}>{LL.research.timelineHeading({ unit: LL.research.units[unit]() })}</h2>
        <a className="button button--quiet" href={timelineCsvHref(sharedFilters(state), state.q)} download>
          <Icon name="arrow-down" />
          {LL.research.timelineCsv()}
        </a>
      </div>
      <FrequencySwitch
        rel={rel}
        loading={loading}
        option={(freq, text, describedBy) => (
          <Link {...compareTarget({ ...state, freq })} className="switcher__option" resetScroll={false} aria-describedby={describedBy}>
            {text}
          </Link>
        )}
      />
      <ul className="compare__legend">
        {series.map((entry, index) => (
          <li key={entry.q}>
            <svg className={`compare__swatch ${LINES[index] ?? ''}`} viewBox="0 0 24 8" aria-hidden="true" focusable="false">
              <line x1="0" y1="4" x2="24" y2="4" />
            </svg>
            <Link {...searchTarget({ ...sharedFilters(state), q: entry.q })}>{names[index]}</Link>{' '}
            <span className="record__meta">
              {entry.answerable ? LL.search.resultCount({ count: entry.total }) : LL.research.unanswerable()}
            </span>
          </li>
        ))}
      </ul>
      {buckets.length > 0 ? (
        <figure className="compare__figure">
          <div className="compare__plot" aria-busy={rel && loading}>
          <CountAxis ticks={ticks} format={rel ? (tick) => formatShare(tick, locale) : undefined} />
          <div className="compare__area">
          <CountGrid ticks={ticks} />
          {/* The lines are a picture of the table below, which a screen reader reads instead. */}
          <svg className="compare__chart" viewBox={`-4 0 ${width + 8} ${CHART_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true" focusable="false">
            {series.map((entry, index) => (
              <polyline
                key={entry.q}
                className={`timeline-line ${LINES[index] ?? ''}`}
                points={buckets.map((_, at) => `${at * STEP},${y(valueOf(at, index))}`).join(' ')}
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>
          </div>
          <span />
          <PeriodAxis keys={buckets.map((bucket) => bucket.key)} unit={unit} room={COMPARE_AXIS_ROOM} wide at={(at) => (at * STEP + 4) / (width + 8)} />
          </div>
          <figcaption className="visually-hidden">
            {rel ? LL.research.chartCaptionShare({ max: formatShare(max, locale) }) : LL.research.chartCaption({ max: formatNumber(max, locale) })}
          </figcaption>
          {rel && shares?.buckets.some((bucket, at) => fewTexts(bucket.units) && (buckets[at]?.counts.some((count) => count > 0) ?? false)) ? <p className="timeline__note">{LL.research.fewTextsNote({ least: FEW_TEXTS })}</p> : null}
        </figure>
      ) : (
        <EmptyState>{LL.search.noResults()}</EmptyState>
      )}
      {buckets.length > 0 ? <TimelineTable timeline={timeline} headers={names} caption={LL.research.compareTitle()} shares={rel ? shares : undefined} /> : null}
    </section>
  )
}
