import { useQuery } from '@tanstack/react-query'
import type OpenSeadragon from 'openseadragon'
import { useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '#app/i18n.ts'
import { type PageRegion, clampRegion } from '#src/domain/page-region.ts'
import { PagePdfLink, type PageViewProps, followRegion, useNearViewport, useUnitNames } from './page-view'
import { FullScreenButton, FullScreenHits, claimKey, useFullScreen } from './full-screen'
import { pageLayoutQuery } from './reader.queries'
import { ShareRegion } from './share-region'
import { LowWordsNote } from './ocr-shading'
import { usePageText } from './page-text'
import { ScanTextLayer, useTextSelection } from './text-layer'

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

/** A page-relative box (0..10000) in OpenSeadragon's viewport coordinates (the image is 1 wide, height/width high). */
function viewportRect(OSD: typeof OpenSeadragon, box: { x: number; y: number; width: number; height: number }, aspect: number): OpenSeadragon.Rect {
  return new OSD.Rect(box.x / 10000, (box.y / 10000) * aspect, box.width / 10000, (box.height / 10000) * aspect)
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
  const container = useRef<HTMLDivElement>(null)
  // OpenSeadragon is loaded and started only as the scan comes near the window: a reader page
  // opened at an article further down must not spend its first seconds on a viewer out of sight.
  const [figure, near] = useNearViewport<HTMLElement>()
  const fullScreen = useFullScreen(figure, control, hits)
  const toggleFullScreen = fullScreen.toggle
  const viewer = useRef<OpenSeadragon.Viewer | null>(null)
  // The scan whose image server failed or kept silent: its viewer says so in the page's language.
  const [failedFor, setFailedFor] = useState<string | undefined>(undefined)
  // The open viewer and the scan's proportions, for what is drawn over it in render (issue 56).
  const [opened, setOpened] = useState<{ viewer: OpenSeadragon.Viewer; aspect: number } | null>(null)
  const [ready, setReady] = useState(false)
  const captionId = useId()
  const keysId = useId()
  const { data: layout } = useQuery({ ...pageLayoutQuery(document, page.sequence), enabled: near })
  // The page's proportions until the scan is open, then the scan's own: boxes are fractions of it.
  const pageAspect = page.width && page.height ? page.height / page.width : 1
  const aspectRef = useRef(pageAspect)
  const tiles = tileSource(page)
  const failed = tiles !== undefined && failedFor === tiles
  const names = useUnitNames(units)
  const regions = layout?.regions.filter((region) => names.has(region.unitId)) ?? []
  const regionKey = regions.map((region) => region.unitId).join(',')
  // The page's words over the scan, to select and copy (issue 56).
  const { text } = usePageText(document, page.sequence, units.map((unit) => unit.id), near)
  const selection = useTextSelection(label)

  useEffect(() => {
    const element = container.current
    if (!element || !near) return
    let cancelled = false
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('openseadragon').then(({ default: OSD }) => {
      if (cancelled) return
      const created = OSD(viewerOptions(element, tiles, still))
      // OpenSeadragon's own message ("Unable to open [object Object]: HTTP 0…") is in English and
      // names its internals: its handler is taken away, and the page says what happened instead. A
      // server that does not answer at all is said to after SILENT_MS; should it answer later, the
      // scan is shown after all.
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
      // + and − zoom by the buttons' step, once per press: OpenSeadragon's own keys zoom 1% a frame
      // while held, slow and uneven where frames are few, and nothing a screen magnifier user can predict.
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
      // OpenSeadragon's canvas takes the keyboard (arrows, + − 0); it is named and described here.
      created.canvas.setAttribute('role', 'region')
      // Named apart from the page's own view when it shows the page an article goes on to.
      created.canvas.setAttribute('aria-label', continued ? `${LL.reader.scanOf({ label })} – ${continued}` : LL.reader.scanOf({ label }))
      created.canvas.setAttribute('aria-describedby', keysId)
      viewer.current = created
      created.addHandler('open', () => {
        const scan = created.world.getItemAt(0)?.getContentSize()
        if (scan && scan.x > 0 && scan.y > 0) aspectRef.current = scan.y / scan.x
        const aspect = aspectRef.current
        setReady(true)
        setOpened({ viewer: created, aspect })
        if (region) created.viewport.fitBounds(viewportRect(OSD, region, aspect), true)
        for (const box of page.boxes) {
          const mark = window.document.createElement('span')
          mark.className = 'deep-zoom__hit'
          mark.dataset.box = `${box.x},${box.y}`
          mark.setAttribute('aria-hidden', 'true')
          created.addOverlay({ element: mark, location: viewportRect(OSD, box, aspect) })
        }
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

  // Articles as regions: links into the text, the one being read outlined.
  useEffect(() => {
    const current = viewer.current
    if (!ready || !current || regions.length === 0) return
    const added: Element[] = []
    void import('openseadragon').then(({ default: OSD }) => {
      for (const region of regions) {
        for (const [index, box] of region.boxes.entries()) {
          const link = window.document.createElement('a')
          link.href = `#unit-${region.unitId}`
          link.className = 'deep-zoom__region'
          link.dataset.unit = String(region.unitId)
          // One link per article: its further blocks are outlined, not in the tab order again.
          if (index === 0) link.setAttribute('aria-label', names.get(region.unitId) ?? '')
          else {
            link.tabIndex = -1
            link.setAttribute('aria-hidden', 'true')
          }
          current.addOverlay({ element: link, location: viewportRect(OSD, box, aspectRef.current) })
          added.push(link)
        }
      }
    })
    return () => {
      for (const element of added) current.removeOverlay(element)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [regionKey, ready])

  // The words the OCR was unsure of, shaded and dotted over the scan while the switch is on.
  const low = shade ? layout?.low : undefined
  useEffect(() => {
    const current = viewer.current
    if (!ready || !current || !low || low.length === 0) return
    const added: Element[] = []
    void import('openseadragon').then(({ default: OSD }) => {
      for (const box of low) {
        const mark = window.document.createElement('span')
        mark.className = 'deep-zoom__low'
        mark.setAttribute('aria-hidden', 'true')
        current.addOverlay({ element: mark, location: viewportRect(OSD, box, aspectRef.current) })
        added.push(mark)
      }
    })
    return () => {
      for (const element of added) current.removeOverlay(element)
    }
  }, [low, ready])

  useEffect(() => {
    const element = container.current
    if (!element) return
    for (const link of element.querySelectorAll<HTMLAnchorElement>('.deep-zoom__region')) {
      const active = link.dataset.unit === String(activeUnit)
      link.classList.toggle('deep-zoom__region--active', active)
      if (link.hasAttribute('aria-label')) {
        if (active) link.setAttribute('aria-current', 'location')
        else link.removeAttribute('aria-current')
      }
    }
  }, [activeUnit, regionKey, ready])

  // The hit stood on (search-inside.tsx) is brought into view and zoomed to, its box marked: at the
  // whole page a word is a few pixels wide. At once where reduced motion is asked for. Followed once
  // per hit: the visitor may pan away from it until the next.
  const followedHit = followed?.hit ?? 0
  const { x: boxX = 0, y: boxY = 0, width: boxWidth = 0, height: boxHeight = 0 } = followed?.box ?? {}
  useEffect(() => {
    const current = viewer.current
    const element = container.current
    if (!ready || !current || !element) return
    const key = followedHit > 0 ? `${boxX},${boxY}` : ''
    for (const mark of element.querySelectorAll<HTMLElement>('.deep-zoom__hit')) mark.classList.toggle('deep-zoom__hit--current', mark.dataset.box === key)
    if (followedHit === 0) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('openseadragon').then(({ default: OSD }) => {
      const size = current.viewport.getContainerSize()
      const shown = followRegion({ x: boxX, y: boxY, width: boxWidth, height: boxHeight }, size.x > 0 && size.y > 0 ? size.y / size.x : 0.75)
      current.viewport.fitBounds(viewportRect(OSD, shown, aspectRef.current), still)
    })
  }, [followedHit, boxX, boxY, boxWidth, boxHeight, ready])

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
        <span className="page-view__title">{LL.reader.scanOf({ label })}</span>{' '}
        {continued ? <span className="page-view__continued">{continued}</span> : null}{' '}
        <span className="page-view__note" id={keysId}>
          {LL.reader.scanKeys()} {LL.reading.fullScreenKey()}
        </span>
      </figcaption>
      <div className="page-view__tools" role="group" aria-label={LL.reader.scanOf({ label })}>
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
