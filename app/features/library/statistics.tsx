import { type ReactNode, useEffect, useId, useState, useSyncExternalStore } from 'react'
import type { LibraryStatistics } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { formatDate, formatNumber } from '#src/domain/format.ts'

const ROTATION_MS = 8000

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION)
  query.addEventListener('change', onChange)
  return () => query.removeEventListener('change', onChange)
}

const noSubscription = () => () => undefined

/**
 * The bars as one path, not an element per year: a century of years is a hundred fewer
 * nodes for the browser to lay out and for React to hydrate on the home page.
 */
function barsPath(span: number, issuesAt: (offset: number) => number, peak: number): string {
  const bars: string[] = []
  for (let offset = 0; offset < span; offset += 1) {
    const height = peak > 0 ? Math.round((issuesAt(offset) / peak) * 1000) / 10 : 0
    if (height > 0) bars.push(`M${offset} ${Math.round((100 - height) * 10) / 10}h0.8v${height}h-0.8z`)
  }
  return bars.join('')
}

/** Issues per year as small bars; the numbers are also one click away as a table. */
function IssuesPerYear({ statistics }: { statistics: LibraryStatistics }) {
  const { locale, LL } = useI18n()
  const [opened, setOpened] = useState(false)
  const years = statistics.issuesPerYear
  const first = years[0]
  const last = years.at(-1)
  if (!first || !last) return null
  const peak = years.reduce((best, entry) => (entry.issues > best.issues ? entry : best), first)
  const span = last.year - first.year + 1
  const byYear = new Map(years.map((entry) => [entry.year, entry.issues]))
  const table = (
    <table>
      <thead>
        <tr>
          <th scope="col">{LL.carousel.year()}</th>
          <th scope="col">{LL.carousel.issues()}</th>
        </tr>
      </thead>
      <tbody>
        {years.map((entry) => (
          <tr key={entry.year}>
            <th scope="row">{entry.year}</th>
            <td>{formatNumber(entry.issues, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
  return (
    <div className="chart">
      <figure className="chart__figure">
      <svg viewBox={`0 0 ${span} 100`} preserveAspectRatio="none" className="chart__bars" aria-hidden="true" focusable="false">
        <path d={barsPath(span, (offset) => byYear.get(first.year + offset) ?? 0, peak.issues)} />
      </svg>
      <figcaption>{LL.carousel.chartSummary({ from: first.year, to: last.year, count: peak.issues, year: peak.year })}</figcaption>
      </figure>
      {/* A century of rows is a third of the home page's elements: with JavaScript the table is
          built when the visitor opens it, not hydrated with every page; without, it is in the HTML. */}
      <details className="chart__table" onToggle={(event) => setOpened(opened || event.currentTarget.open)}>
        <summary>{LL.carousel.showTable()}</summary>
        {opened ? table : <noscript>{table}</noscript>}
      </details>
    </div>
  )
}

/**
 * The collections in figures as a carousel (the APG carousel pattern): totals,
 * then issues per year. It turns every few seconds unless the visitor prefers
 * reduced motion, pauses while pointer or focus is inside, and has its own
 * pause button. Without JavaScript every slide is simply shown.
 */
export function StatisticsFigures({ statistics, heading }: { statistics: LibraryStatistics; heading?: string }) {
  const { locale, LL } = useI18n()
  const slidesId = useId()
  const headingId = useId()
  const [current, setCurrent] = useState(0)
  // False on the server and in the first client render, so hydration matches.
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false)
  const reducedMotion = useSyncExternalStore(subscribeToMotion, () => window.matchMedia(REDUCED_MOTION).matches, () => true)
  // The visitor's own choice wins; until then it plays unless motion is reduced.
  const [chosen, setChosen] = useState<boolean | null>(null)
  const playing = chosen ?? !reducedMotion
  const [held, setHeld] = useState(false)

  const slides: { title: string; body: ReactNode }[] = [
    {
      title: LL.carousel.figures(),
      body: (
        <dl className="statistics__figures">
          {(
            [
              [statistics.totalPages, LL.library.totalPages()],
              [statistics.totalArticles, LL.library.totalArticles()],
              [statistics.totalDocuments, LL.library.totalDocuments()],
              [statistics.totalPeriodicals, LL.library.totalPeriodicals()],
            ] as const
          ).map(([value, label]) => (
            <div key={label} className="statistics__figure">
              <dt>{label}</dt>
              <dd>{formatNumber(value, locale)}</dd>
            </div>
          ))}
        </dl>
      ),
    },
    { title: LL.carousel.issuesPerYear(), body: <IssuesPerYear statistics={statistics} /> },
  ]
  const rotating = hydrated && playing && !held

  useEffect(() => {
    if (!rotating) return undefined
    const timer = setInterval(() => setCurrent((index) => (index + 1) % slides.length), ROTATION_MS)
    return () => clearInterval(timer)
  }, [rotating, slides.length])

  return (
    <section
      aria-labelledby={headingId}
      aria-roledescription="carousel"
      className="statistics"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setHeld(false)
      }}
    >
      <h2 id={headingId}>{heading ?? LL.library.statisticsHeading()}</h2>
      {/* On the page from the start so the slides do not move when they become usable: hidden until
          hydration by app.css, and without JavaScript by the root route's noscript style. */}
      <div className="carousel__controls">
        <button type="button" className="button button--quiet" onClick={() => setChosen(!playing)}>
          <Icon name={playing ? 'pause' : 'play'} />
          {/* Both labels take the same cell, the unused one invisible (and so not part of the name):
              the button keeps its width when the visitor's motion setting is known after hydration. */}
          <span className="carousel__toggle-labels">
            <span className={playing ? undefined : 'carousel__toggle-unused'}>{LL.carousel.pause()}</span>
            <span className={playing ? 'carousel__toggle-unused' : undefined}>{LL.carousel.play()}</span>
          </span>
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-controls={slidesId}
          aria-label={LL.carousel.previous()}
          onClick={() => setCurrent((index) => (index + slides.length - 1) % slides.length)}
        >
          <Icon name="chevron-left" />
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-controls={slidesId}
          aria-label={LL.carousel.next()}
          onClick={() => setCurrent((index) => (index + 1) % slides.length)}
        >
          <Icon name="chevron-right" />
        </button>
      </div>
      {/* Announced when the visitor changes slides, not every few seconds by itself. */}
      <div id={slidesId} role="group" className="carousel__slides" aria-live={rotating ? 'off' : 'polite'} aria-label={LL.carousel.slides()}>
        {slides.map((slide, index) => (
          <div
            key={slide.title}
            role="group"
            aria-roledescription="slide"
            aria-label={LL.carousel.slideLabel({ n: index + 1, total: slides.length, title: slide.title })}
            // Every slide takes the same cell (app.css), so turning one does not move the page; the
            // others are invisible, and so out of the accessibility tree and the Tab order.
            className={index === current ? 'carousel__slide' : 'carousel__slide carousel__slide--off'}
          >
            <h3>{slide.title}</h3>
            {slide.body}
          </div>
        ))}
      </div>
      <p className="statistics__updated">{LL.library.updated({ date: formatDate(statistics.updated.slice(0, 10), locale) })}</p>
    </section>
  )
}
