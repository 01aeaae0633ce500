import { type RefObject, useEffect, useRef, useState } from 'react'
import { type PageRegion, clampRegion } from '#src/domain/page-region.ts'

/** Zoom steps of the page view: the whole page, then closer. */
export const ZOOMS = [1, 1.5, 2, 3, 4] as const
/** The step a followed hit is shown at (×3): a line of print readable in the view. */
const FOLLOW_ZOOM = 3

/** A box on the page, page-relative (0..10000). */
type Box = { x: number; y: number; width: number; height: number }
/** The page's size, for its proportions. */
type Size = { width: number; height: number }
/** The page view's scrolling element, the page drawn in it at the zoom step's width. */
type Viewport = RefObject<HTMLDivElement | null>

/** The zoom step at which a region fills the view's width (the whole page for a region as wide). */
function zoomFor(region: PageRegion | undefined): number {
  if (!region) return 0
  let step = 0
  while (step + 1 < ZOOMS.length && region.width * (ZOOMS[step + 1] ?? 1) <= 10000) step += 1
  return step
}

/**
 * The page view's zoom step (into ZOOMS): at first the one that fills the view with the region a
 * link asked for; the hit stood on (`followedHit`) zooms in to where its word can be read, once per hit.
 */
export function useZoomStep(region: PageRegion | undefined, followedHit: number | undefined) {
  const [zoom, setZoom] = useState(() => zoomFor(region))
  const [zoomedFor, setZoomedFor] = useState<number | undefined>(undefined)
  if (followedHit !== undefined && followedHit !== zoomedFor) {
    setZoomedFor(followedHit)
    if (zoom < FOLLOW_ZOOM) setZoom(FOLLOW_ZOOM)
  }
  return { zoom, setZoom }
}

/**
 * Whether the page is larger than its view: a page taller than its view scrolls even unzoomed (a
 * tall page on a narrow screen), and then too it must be reachable and scrollable by keyboard.
 * Until measured (the server's HTML, and the page before hydration) a page is taken to scroll:
 * a newspaper page is taller than the view's 75 % of a window, so the region is reachable by
 * keyboard from the first paint, not only once the effect has run (an axe run before it, on a
 * loaded machine, found a scrollable region without keyboard access).
 */
export function useOverflows(viewport: Viewport): boolean {
  const [overflows, setOverflows] = useState(true)
  useEffect(() => {
    const element = viewport.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const measure = () => setOverflows(element.scrollHeight > element.clientHeight + 1 || element.scrollWidth > element.clientWidth + 1)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    if (element.firstElementChild) observer.observe(element.firstElementChild)
    measure()
    return () => observer.disconnect()
  }, [viewport])
  return overflows
}

/**
 * Zoomed in, the page follows the reading: the article being read (`active`, its region) is
 * scrolled into the viewport (while no hit is followed: then the hit is what the view shows).
 */
export function useReadingFollowed(viewport: Viewport, active: { boxes: readonly Box[] } | undefined, zoom: number, size: Size, following: boolean) {
  useEffect(() => {
    const element = viewport.current
    const box = active?.boxes[0]
    if (!element || !box || zoom === 0 || following) return
    const scale = ZOOMS[zoom] ?? 1
    const width = element.clientWidth * scale
    const height = width * (size.height / size.width)
    element.scrollTo({ left: (box.x / 10000) * width - 16, top: (box.y / 10000) * height - 16 })
  }, [active, zoom, size.width, size.height, following, viewport])
}

/** The hit stood on, once zoomed to where its word can be read (useZoomStep): scrolled to the middle of the view. */
export function useHitCentred(viewport: Viewport, followed: { hit: number; box: Box } | undefined, zoom: number, size: Size) {
  const followedHit = followed?.hit
  const { x: boxX = 0, y: boxY = 0, width: boxWidth = 0, height: boxHeight = 0 } = followed?.box ?? {}
  useEffect(() => {
    const element = viewport.current
    if (!element || followedHit === undefined || zoom < FOLLOW_ZOOM) return
    const width = element.clientWidth * (ZOOMS[zoom] ?? 1)
    const height = width * (size.height / size.width)
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollTo({
      left: ((boxX + boxWidth / 2) / 10000) * width - element.clientWidth / 2,
      top: ((boxY + boxHeight / 2) / 10000) * height - element.clientHeight / 2,
      behavior: still ? 'instant' : 'smooth',
    })
  }, [followedHit, boxX, boxY, boxWidth, boxHeight, zoom, size.width, size.height, viewport])
}

/** Opened at a region: once the page is drawn (its `layout` there), it is scrolled to that region, once. */
export function useRegionShown(viewport: Viewport, region: PageRegion | undefined, layout: object | null | undefined, zoom: number, size: Size) {
  const shown = useRef(false)
  useEffect(() => {
    const element = viewport.current
    if (!element || !region || !layout || shown.current) return
    shown.current = true
    const width = element.clientWidth * (ZOOMS[zoom] ?? 1)
    const height = width * (size.height / size.width)
    element.scrollTo({ left: (region.x / 10000) * width, top: (region.y / 10000) * height })
  }, [layout, region, zoom, size.width, size.height, viewport])
}

/** The part of the page in view (`element`: the viewport at zoom step `zoom`), page-relative. */
export function regionInView(element: HTMLElement | null, sequence: number, zoom: number, size: Size): PageRegion {
  if (!element || zoom === 0) return { page: sequence, x: 0, y: 0, width: 10000, height: 10000 }
  const width = element.clientWidth * (ZOOMS[zoom] ?? 1)
  const height = width * (size.height / size.width)
  return clampRegion({
    page: sequence,
    x: (element.scrollLeft / width) * 10000,
    y: (element.scrollTop / height) * 10000,
    width: (element.clientWidth / width) * 10000,
    height: (element.clientHeight / height) * 10000,
  })
}
