import { useQuery } from '@tanstack/react-query'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { UNKNOWN_PAGE_SIZE } from '#src/iiif/presentation.ts'
import { useI18n } from '#app/i18n.ts'
import { unitName } from '#src/domain/labels.ts'
import type { PageRegion } from '#src/domain/page-region.ts'
import { type PageDocument, pageLayoutQuery } from './reader.queries'
import type { fetchPageLayout } from './reader.functions'
import { ShareRegion } from './share-region'
import { LowWordsNote } from './ocr-shading'
import { type FullScreenControl, FullScreenButton, FullScreenHits, type ViewHits, useFullScreen } from './full-screen'
import { ZOOMS, regionInView, useHitCentred, useOverflows, useReadingFollowed, useRegionShown, useZoomStep } from './page-view-zoom'

interface PageViewPage {
  sequence: number
  label: string | null
  width: number | null
  height: number | null
  /** Matching words, page-relative (0..10000). */
  boxes: { x: number; y: number; width: number; height: number }[]
}

/** An article printed on a page, as the page views name its region. */
export interface ViewUnit {
  id: number
  title: string | null
  type: string
  firstPage: number
}

/** What both page views (the layout here, the scan in deep-zoom.tsx) are given. */
export interface PageViewProps<Page> {
  document: PageDocument
  page: Page
  units: ViewUnit[]
  activeUnit: number | null
  /** A region a link asked for: the page opens zoomed to it. */
  region?: PageRegion | undefined
  manifestPath: string
  /** The words the OCR was unsure of are shaded (ocr-shading.tsx). */
  shade?: boolean
  /** The page's PDF (src/documents/pdf.ts), offered among the view's tools. */
  pdf?: string | undefined
  /** The hit the reader stands on, when it is printed on this page (hits.ts placeHits): the view follows it. */
  followed?: { hit: number; box: { x: number; y: number; width: number; height: number } } | undefined
  /** Whether this view fills the screen (issue-reader.tsx keeps it: one view at a time). */
  fullScreen: FullScreenControl
  /** The hits to step through in full screen. */
  hits?: ViewHits | undefined
  /** Said when the view shows another page than its part of the reader's (an article going on over the page). */
  continued?: string | undefined
}

/**
 * The part of the page shown to follow a hit (page-relative, 0..10000): its word in the middle,
 * a few lines of print around it, in the proportions of the view (`viewAspect`: its height over
 * its width). A word is never zoomed past a quarter of the view's width, and the view never shows
 * more than a third of the page's width, where a word of print is still a few pixels.
 */
export function followRegion(box: { x: number; y: number; width: number; height: number }, viewAspect: number): PageRegion & { page: 0 } {
  const width = Math.min(3333, Math.max(box.width * 4, 1200))
  const height = width * (viewAspect > 0 ? viewAspect : 0.75)
  const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  return { page: 0, x: middle.x - width / 2, y: middle.y - height / 2, width, height }
}

/** The page's PDF among a page view's tools: read in the browser (the server sends it inline), not a page of the site. */
export function PagePdfLink({ href, label }: { href: string | undefined; label: string }) {
  const { LL } = useI18n()
  if (!href) return null
  return (
    <a className="button button--quiet" href={href} type="application/pdf">
      {LL.reading.pdfOfPage({ label })}
    </a>
  )
}

/** The articles' names for their regions: their titles, or what the reader calls an untitled one. */
export function useUnitNames(units: readonly ViewUnit[]): Map<number, string> {
  const { LL } = useI18n()
  return new Map(units.map((unit) => [unit.id, unitName(LL, unit)]))
}

/** Loads once the element comes near the viewport: a newspaper issue has a dozen pages and most are never looked at. */
export function useNearViewport<T extends Element>(): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true)
    }, { rootMargin: '600px 0px' })
    observer.observe(element)
    return () => observer.disconnect()
  }, [near])
  return [ref, near]
}

/**
 * After the browser has followed a region's link to its article, the keyboard goes on from the
 * article's heading (as from an article a search result opened: route-focus.ts).
 */
function focusArticle(unitId: number) {
  requestAnimationFrame(() => {
    const article = window.document.getElementById(`unit-${unitId}`)
    const heading = article?.querySelector<HTMLElement>(':scope > h3')
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    const place = heading ?? article
    place?.focus({ preventScroll: true })
  })
}

/** A page's layout, as the page views fetch it (pageLayoutQuery). */
type PageLayout = NonNullable<Awaited<ReturnType<typeof fetchPageLayout>>>

/**
 * The page drawn from its layout: its blocks and lines (hidden from assistive technology, which
 * reads the text beside it), each article's region a link to its text (the one being read marked),
 * the words the OCR was unsure of while `shade` is on, and the search's words, the followed one marked.
 */
function PageDrawing({ layout, regions, names, activeUnit, shade, boxes, followed }: {
  layout: PageLayout
  regions: PageLayout['regions']
  names: ReadonlyMap<number, string>
  activeUnit: number | null
  shade: boolean
  boxes: PageViewPage['boxes']
  followed: PageViewProps<PageViewPage>['followed']
}) {
  return (
    <svg className="page-view__svg" viewBox="0 0 10000 10000" preserveAspectRatio="none">
      <g aria-hidden="true">
        {layout.blocks.map((block) => (
          <g key={block.id} className={`page-view__block page-view__block--${block.kind}`}>
            <rect x={block.x} y={block.y} width={block.width} height={block.height} vectorEffect="non-scaling-stroke" />
            {block.lines.map((line, index) => (
              <rect key={index} className="page-view__line" x={line.x} y={line.y + line.height * 0.2} width={line.width} height={line.height * 0.6} />
            ))}
          </g>
        ))}
      </g>
      {regions.map((region) => (
        <a
          key={region.unitId}
          href={`#unit-${region.unitId}`}
          className={`page-view__region${region.unitId === activeUnit ? ' page-view__region--active' : ''}`}
          aria-label={names.get(region.unitId)}
          aria-current={region.unitId === activeUnit ? 'location' : undefined}
          onClick={() => focusArticle(region.unitId)}
        >
          {region.boxes.map((box, index) => (
            <rect key={index} x={box.x} y={box.y} width={box.width} height={box.height} vectorEffect="non-scaling-stroke" />
          ))}
        </a>
      ))}
      {shade ? (
        <g aria-hidden="true">
          {layout.low.map((box, index) => (
            <rect key={index} className="page-view__low" x={box.x} y={box.y} width={Math.max(box.width, 30)} height={Math.max(box.height, 30)} vectorEffect="non-scaling-stroke" />
          ))}
        </g>
      ) : null}
      <g aria-hidden="true">
        {boxes.map((box, index) => (
          <rect
            key={index}
            className={followed && followed.box.x === box.x && followed.box.y === box.y ? 'page-view__hit page-view__hit--current' : 'page-view__hit'}
            x={box.x} y={box.y} width={Math.max(box.width, 40)} height={Math.max(box.height, 40)} vectorEffect="non-scaling-stroke" />
        ))}
      </g>
    </svg>
  )
}

/**
 * A page as printed, drawn from its OCR where there is no scan (issue 17): blocks and lines at
 * their places, each article a region that leads to its text, the search's words as boxes. It
 * says what it is, a reconstruction. The text beside it stays the reading order for assistive
 * technology; the regions are links into it, named by their articles, and the article being read
 * is marked on the page. Zoom by its buttons; the zoomed page scrolls by keyboard.
 */
export function PageView({ document, page, units, activeUnit, region, manifestPath, followed, pdf, shade = false, fullScreen: control, hits, continued }: PageViewProps<PageViewPage>) {
  const { LL } = useI18n()
  const label = page.label ?? String(page.sequence)
  const [ref, near] = useNearViewport<HTMLElement>()
  const fullScreen = useFullScreen(ref, control, hits)
  const { data, isPending, isError } = useQuery({ ...pageLayoutQuery(document, page.sequence), enabled: near })
  const { zoom, setZoom } = useZoomStep(region, followed?.hit)
  const viewport = useRef<HTMLDivElement>(null)
  const captionId = useId()
  const size = page.width && page.height ? { width: page.width, height: page.height } : UNKNOWN_PAGE_SIZE
  const names = useUnitNames(units)
  const regions = data?.regions.filter((region) => names.has(region.unitId)) ?? []
  const active = regions.find((region) => region.unitId === activeUnit)
  const overflows = useOverflows(viewport)
  const scrolls = zoom > 0 || overflows
  useReadingFollowed(viewport, active, zoom, size, followed !== undefined)
  useHitCentred(viewport, followed, zoom, size)
  useRegionShown(viewport, region, data, zoom, size)
  const currentRegion = (): PageRegion => regionInView(viewport.current, page.sequence, zoom, size)

  return (
    <figure ref={ref} className={fullScreen.active ? 'page-view page-view--full' : 'page-view'} aria-labelledby={captionId} onKeyDown={fullScreen.onKeyDown}>
      <figcaption id={captionId}>
        <span className="page-view__title">{LL.reader.pageLayout({ label })}</span>{' '}
        {continued ? <span className="page-view__continued">{continued}</span> : null}{' '}
        <span className="page-view__note">
          {LL.reader.layoutNote()} {LL.reading.fullScreenKey()}
        </span>
      </figcaption>
      <div className="page-view__tools" role="group" aria-label={LL.reader.pageLayout({ label })}>
        {fullScreen.active ? <FullScreenHits hits={hits} /> : null}
        <button type="button" className="button button--quiet" onClick={() => setZoom((step) => Math.min(ZOOMS.length - 1, step + 1))} disabled={zoom === ZOOMS.length - 1}>
          {LL.reader.zoomIn()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => setZoom((step) => Math.max(0, step - 1))} disabled={zoom === 0}>
          {LL.reader.zoomOut()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => setZoom(0)} disabled={zoom === 0}>
          {LL.reader.zoomReset()}
        </button>
        <FullScreenButton active={fullScreen.active} toggle={fullScreen.toggle} />
        <PagePdfLink href={pdf} label={label} />
      </div>
      <ShareRegion currentRegion={currentRegion} size={size} manifestPath={manifestPath} />
      <div
        ref={viewport}
        className="page-view__viewport"
        // A page that scrolls must be reachable and scrollable by keyboard.
        tabIndex={scrolls ? 0 : undefined}
        role={scrolls ? 'region' : undefined}
        aria-label={scrolls ? (continued ? `${LL.reader.pageLayout({ label })} – ${continued}` : LL.reader.pageLayout({ label })) : undefined}
      >
        <div className="page-view__sheet" style={{ width: `${(ZOOMS[zoom] ?? 1) * 100}%`, aspectRatio: `${size.width} / ${size.height}` }}>
          {data ? (
            <PageDrawing layout={data} regions={regions} names={names} activeUnit={activeUnit} shade={shade} boxes={page.boxes} followed={followed} />
          ) : (
            <p className="page-view__state" role="status">
              {isError || (!isPending && data === null) ? LL.reader.layoutUnavailable() : LL.reader.layoutLoading({ label })}
            </p>
          )}
          {data && data.blocks.length === 0 ? <p className="page-view__state">{LL.reader.layoutUnavailable()}</p> : null}
        </div>
      </div>
      {shade && data ? <LowWordsNote ocr={data.ocr} count={data.low.length} /> : null}
    </figure>
  )
}

/**
 * The article being read, followed as the visitor scrolls through the text: the first article (in
 * reading order) that reaches into the band the eyes are on, below the header and above the lower
 * part of the window. An article opened from a search, scrolled to the top, is that article.
 */
export function useActiveUnit(unitIds: readonly number[]): number | null {
  const [active, setActive] = useState<number | null>(null)
  const key = unitIds.join(',')
  useEffect(() => {
    const order = key === '' ? [] : key.split(',').map(Number)
    const visible = new Set<number>()
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = Number(entry.target.id.replace(/^unit-/, ''))
          if (entry.isIntersecting) visible.add(id)
          else visible.delete(id)
        }
        setActive(order.find((id) => visible.has(id)) ?? null)
      },
      { rootMargin: '-10% 0px -50% 0px' },
    )
    for (const id of order) {
      const element = window.document.getElementById(`unit-${id}`)
      if (element) observer.observe(element)
    }
    return () => observer.disconnect()
  }, [key])
  return active
}
