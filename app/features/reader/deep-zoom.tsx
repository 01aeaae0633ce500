import { useQuery } from '@tanstack/react-query'
import type OpenSeadragon from 'openseadragon'
import { type RefObject, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '#app/i18n.ts'
import { type PageRegion, clampRegion } from '#src/domain/page-region.ts'
import { PagePdfLink, type PageViewProps, useNearViewport, useUnitNames } from './page-view'
import { FullScreenButton, FullScreenHits, claimKey, useFullScreen } from './full-screen'
import { pageLayoutQuery } from './reader.queries'
import { ShareRegion } from './share-region'
import { LowWordsNote } from './ocr-shading'
import { usePageText } from './page-text'
import { ScanTextLayer, useTextSelection } from './text-layer'
import { useActiveRegion, useFollowedHit, useLowWordMarks, useRegionLinks, viewportRect } from './deep-zoom-overlays'

export interface DeepZoomPage {
  sequence: number
  label: string | null
  imageKey: string | null
  imageService: string | null
  width: number | null
  height: number | null
  boxes: { x: number; y: number; width: number; height: number }[]
}

/**
 * Where OpenSeadragon reads the scan's Image API description: the tiles this site made at import,
 * or the image service the page's source or the library's image server names (fetched from that
 * server: the pages' CSP allows connections to HTTPS servers for it). Undefined: no scan.
 */
export function tileSource(page: { imageKey: string | null; imageService: string | null }): string | undefined {
  if (page.imageKey !== null) return `/iiif/image/${page.imageKey}/info.json`
  return page.imageService === null ? undefined : `${page.imageService.replace(/\/$/, '')}/info.json`
}

/** How long an image server may keep silent before the viewer says it did not answer (ms). */
const SILENT_MS = 15_000

/** How a page's scan is opened in OpenSeadragon, here and in reading mode. */
export function viewerOptions(element: HTMLElement, tiles: string | undefined, still: boolean): OpenSeadragon.Options {
  return {
    element,
    tileSources: tiles,
    // The 2D canvas: WebGL costs seconds of main thread where it is emulated (no GPU), and a
    // page of print needs no shaders.
    drawer: 'canvas',
    showNavigationControl: false,
    showNavigator: false,
    animationTime: still ? 0 : 0.6,
    blendTime: still ? 0 : 0.1,
    gestureSettingsMouse: { clickToZoom: false },
    visibilityRatio: 0.5,
    crossOriginPolicy: false,
  }
}

/** One zoom step, by the buttons and by + and −. */
const ZOOM_STEP = 1.5

/**
 * OpenSeadragon's own message ("Unable to open [object Object]: HTTP 0…") is in English and names
 * its internals: its handler is taken away, and the page says what happened instead (`setFailedFor`
 * the scan's tiles). A server that does not answer at all is said to after SILENT_MS; should it
 * answer later, the scan is shown after all.
 */
function watchOpening(created: OpenSeadragon.Viewer, tiles: string | undefined, setFailedFor: (tiles: string | undefined) => void) {
  const silent = window.setTimeout(() => setFailedFor(tiles), SILENT_MS)
  created.removeAllHandlers('open-failed')
  created.addHandler('open-failed', () => {
    window.clearTimeout(silent)
    setFailedFor(tiles)
  })
  created.addHandler('open', () => {
    window.clearTimeout(silent)
    setFailedFor(undefined)
  })
  created.addHandler('destroy', () => window.clearTimeout(silent))
}

/**
 * + and − zoom by the buttons' step, once per press: OpenSeadragon's own keys zoom 1% a frame
 * while held, slow and uneven where frames are few, and nothing a screen magnifier user can predict.
 */
function handleScanKeys(created: OpenSeadragon.Viewer, toggleFullScreen: () => void) {
  created.addHandler('canvas-key', (event) => {
    const key = event.originalEvent instanceof KeyboardEvent ? event.originalEvent.key : ''
    // F is full screen here (OpenSeadragon would flip the page with it).
    if ((key === 'f' || key === 'F') && event.originalEvent instanceof KeyboardEvent && !event.originalEvent.ctrlKey && !event.originalEvent.metaKey && !event.originalEvent.altKey) {
      event.preventDefaultAction = true
      claimKey(event.originalEvent)
      toggleFullScreen()
      return
    }
    const factor = key === '+' || key === '=' ? ZOOM_STEP : key === '-' || key === '−' ? 1 / ZOOM_STEP : undefined
    if (factor === undefined) return
    event.preventDefaultAction = true
    created.viewport.zoomBy(factor)
    created.viewport.applyConstraints()
  })
}

/** The search's words on the page as boxes over the scan, each found again by its place when a hit is followed. */
function markHits(OSD: typeof OpenSeadragon, created: OpenSeadragon.Viewer, boxes: DeepZoomPage['boxes'], aspect: number) {
  for (const box of boxes) {
    const mark = window.document.createElement('span')
    mark.className = 'deep-zoom__hit'
    mark.dataset.box = `${box.x},${box.y}`
    mark.setAttribute('aria-hidden', 'true')
    created.addOverlay({ element: mark, location: viewportRect(OSD, box, aspect) })
  }
}

/** What a page's scan is opened with. */
interface ScanOpening {
  tiles: string | undefined
  /** Whether the scan has come near the window: the viewer is made only then. */
  near: boolean
  /** The page's height over its width, until the scan says its own. */
  pageAspect: number
  /** The canvas's accessible name, and the id of the note that says its keys. */
  name: string
  keysId: string
  /** A region a link asked for: the scan opens zoomed to it. */
  region: PageRegion | undefined
  boxes: DeepZoomPage['boxes']
  toggleFullScreen: () => void
}

/**
 * The scan's viewer, made in `container` once the scan comes near the window and again for other
 * tiles: named and described for the keyboard, the search's words marked as it opens, its failure
 * said. Returns the viewer as its overlays reach it, the open viewer and the scan's proportions
 * for what is drawn over it in render (issue 56), and whether the image server failed or kept silent.
 */
function useScanViewer(container: RefObject<HTMLDivElement | null>, { tiles, near, pageAspect, name, keysId, region, boxes, toggleFullScreen }: ScanOpening) {
  const viewer = useRef<OpenSeadragon.Viewer | null>(null)
  // The scan whose image server failed or kept silent: its viewer says so in the page's language.
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined)
  const [opened, setOpened] = useState<{ viewer: OpenSeadragon.Viewer; aspect: number } | null>(null)
  const [ready, setReady] = useState(false)
  const aspectRef = useRef(pageAspect)
  useEffect(() => {
    const element = container.current
    if (!element || !near) return
    let cancelled = false
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('openseadragon').then(({ default: OSD }) => {
      if (cancelled) return
      const created = OSD(viewerOptions(element, tiles, still))
      watchOpening(created, tiles, setFailedFor)
      handleScanKeys(created, toggleFullScreen)
      // OpenSeadragon's canvas takes the keyboard (arrows, + − 0); it is named and described here.
      created.canvas.setAttribute('role', 'region')
      created.canvas.setAttribute('aria-label', name)
      created.canvas.setAttribute('aria-describedby', keysId)
      viewer.current = created
      created.addHandler('open', () => {
        const scan = created.world.getItemAt(0)?.getContentSize()
        if (scan && scan.x > 0 && scan.y > 0) aspectRef.current = scan.y / scan.x
        const aspect = aspectRef.current
        setReady(true)
        setOpened({ viewer: created, aspect })
        if (region) created.viewport.fitBounds(viewportRect(OSD, region, aspect), true)
        markHits(OSD, created, boxes, aspect)
      })
    })
    return () => {
      cancelled = true
      viewer.current?.destroy()
      viewer.current = null
      setReady(false)
      setOpened(null)
    }
    // The viewer is made once per page; its texts follow the language it was opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles, near])
  return { scan: { viewer, aspectRef, ready }, opened, failed: tiles !== undefined && failedFor === tiles }
}

/**
 * A page's scan in deep zoom (OpenSeadragon, loaded only when a page with a scan is shown), from
 * the site's own IIIF tiles (src/ingest/images.ts) or another IIIF image server: the search's
 * words as boxes on their printed words, each article a region linked to its text, the article
 * being read outlined. Zoom by the
 * buttons or the keyboard (+ − 0 and the arrows once the scan has focus); no animation where
 * reduced motion is asked for. The text beside it stays the reading order.
 */
export function DeepZoom({ document, page, units, activeUnit, region, manifestPath, followed, pdf, shade = false, fullScreen: control, hits, continued }: PageViewProps<DeepZoomPage>) {
  const { LL } = useI18n()
  const label = page.label ?? String(page.sequence)
  const scanName = LL.reader.scanOf({ label })
  const container = useRef<HTMLDivElement>(null)
  // OpenSeadragon is loaded and started only as the scan comes near the window: a reader page
  // opened at an article further down must not spend its first seconds on a viewer out of sight.
  const [figure, near] = useNearViewport<HTMLElement>()
  const fullScreen = useFullScreen(figure, control, hits)
  const captionId = useId()
  const keysId = useId()
  const { data: layout } = useQuery({ ...pageLayoutQuery(document, page.sequence), enabled: near })
  const names = useUnitNames(units)
  const regions = layout?.regions.filter((region) => names.has(region.unitId)) ?? []
  const regionKey = regions.map((region) => region.unitId).join(',')
  // The page's words over the scan, to select and copy (issue 56).
  const { text } = usePageText(document, page.sequence, units.map((unit) => unit.id), near)
  const selection = useTextSelection(label)
  const { scan, opened, failed } = useScanViewer(container, {
    tiles: tileSource(page),
    near,
    pageAspect: page.width && page.height ? page.height / page.width : 1,
    // Named apart from the page's own view when it shows the page an article goes on to.
    name: continued ? `${scanName} – ${continued}` : scanName,
    keysId,
    region,
    boxes: page.boxes,
    toggleFullScreen: fullScreen.toggle,
  })
  useRegionLinks(scan, regions, regionKey, names)
  useLowWordMarks(scan, shade ? layout?.low : undefined)
  useActiveRegion(container, activeUnit, regionKey, scan.ready)
  useFollowedHit(scan, container, followed)
  const { viewer, aspectRef } = scan

  /** The part of the page in view, page-relative. */
  const currentRegion = (): PageRegion => {
    const bounds = viewer.current?.viewport.getBounds(true)
    const aspect = aspectRef.current
    if (!bounds) return { page: page.sequence, x: 0, y: 0, width: 10000, height: 10000 }
    return clampRegion({ page: page.sequence, x: bounds.x * 10000, y: (bounds.y / aspect) * 10000, width: bounds.width * 10000, height: (bounds.height / aspect) * 10000 })
  }

  const zoom = (factor: number) => {
    const current = viewer.current
    if (!current) return
    if (factor === 0) current.viewport.goHome()
    else current.viewport.zoomBy(factor)
  }

  return (
    <figure
      ref={figure}
      className={fullScreen.active ? 'page-view deep-zoom page-view--full' : 'page-view deep-zoom'}
      aria-labelledby={captionId}
      onKeyDown={fullScreen.onKeyDown}
    >
      <figcaption id={captionId}>
        <span className="page-view__title">{scanName}</span>{' '}
        {continued ? <span className="page-view__continued">{continued}</span> : null}{' '}
        <span className="page-view__note" id={keysId}>
          {LL.reader.scanKeys()} {LL.reading.fullScreenKey()}
        </span>
      </figcaption>
      <div className="page-view__tools" role="group" aria-label={scanName}>
        {fullScreen.active ? <FullScreenHits hits={hits} /> : null}
        <button type="button" className="button button--quiet" onClick={() => zoom(ZOOM_STEP)}>
          {LL.reader.zoomIn()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => zoom(1 / ZOOM_STEP)}>
          {LL.reader.zoomOut()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => zoom(0)}>
          {LL.reader.zoomReset()}
        </button>
        <FullScreenButton active={fullScreen.active} toggle={fullScreen.toggle} />
        {text && text.words.length > 0 ? selection.button : null}
        <PagePdfLink href={pdf} label={label} />
      </div>
      <ShareRegion currentRegion={currentRegion} size={{ width: page.width ?? 1, height: page.height ?? 1 }} manifestPath={manifestPath} />
      {/* Present from the start, so that a failure is announced. */}
      <p className={failed ? 'deep-zoom__failed' : 'visually-hidden'} role="status">
        {failed ? LL.reader.scanUnavailable() : ''}
      </p>
      {/* OpenSeadragon owns this element's children. */}
      <div className="deep-zoom__viewer" ref={container} style={{ aspectRatio: `${page.width ?? 1} / ${page.height ?? 1}` }} />
      {opened && text ? (
        <ScanTextLayer viewer={opened.viewer} text={text} aspect={opened.aspect} name={LL.readingMode.textOnScan({ label })} mode={selection.mode} onLeave={selection.leave} />
      ) : null}
      {shade && layout ? <LowWordsNote ocr={layout.ocr} count={layout.low.length} /> : null}
    </figure>
  )
}
