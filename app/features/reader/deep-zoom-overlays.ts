import type OpenSeadragon from 'openseadragon'
import { type RefObject, useEffect } from 'react'
import { type PageViewProps, followRegion } from './page-view'

/** A box on the page, page-relative (0..10000). */
type Box = { x: number; y: number; width: number; height: number }

/** The scan's viewer as what is drawn over it reaches it: made and destroyed by useScanViewer (deep-zoom.tsx). */
export interface ScanViewer {
  viewer: RefObject<OpenSeadragon.Viewer | null>
  /** The page's height over its width until the scan is open, then the scan's own: boxes are fractions of it. */
  aspectRef: RefObject<number>
  /** Whether the scan is open: overlays are placed only on an open scan. */
  ready: boolean
}

/** A page-relative box (0..10000) in OpenSeadragon's viewport coordinates (the image is 1 wide, height/width high). */
export function viewportRect(OSD: typeof OpenSeadragon, box: Box, aspect: number): OpenSeadragon.Rect {
  return new OSD.Rect(box.x / 10000, (box.y / 10000) * aspect, box.width / 10000, (box.height / 10000) * aspect)
}

/** Articles as regions over the scan: links into the text, named as the reader names the articles. */
export function useRegionLinks({ viewer, aspectRef, ready }: ScanViewer, regions: readonly { unitId: number; boxes: readonly Box[] }[], regionKey: string, names: ReadonlyMap<number, string>) {
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
    // Made again when the page's articles change (regionKey), not for each render's new list of the same ones.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [regionKey, ready])
}

/** The words the OCR was unsure of (`low`, undefined while the switch is off), shaded and dotted over the scan. */
export function useLowWordMarks({ viewer, aspectRef, ready }: ScanViewer, low: readonly Box[] | undefined) {
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
  }, [low, ready, viewer, aspectRef])
}

/**
 * The article being read outlined among the regions, and its link marked as the current place for
 * a screen reader; again whenever the regions are made again (`regionKey`, `ready`).
 */
export function useActiveRegion(container: RefObject<HTMLDivElement | null>, activeUnit: number | null, regionKey: string, ready: boolean) {
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
  }, [activeUnit, regionKey, ready, container])
}

/**
 * The hit stood on (search-inside.tsx) is brought into view and zoomed to, its box marked: at the
 * whole page a word is a few pixels wide. At once where reduced motion is asked for. Followed once
 * per hit: the visitor may pan away from it until the next.
 */
export function useFollowedHit({ viewer, aspectRef, ready }: ScanViewer, container: RefObject<HTMLDivElement | null>, followed: PageViewProps<unknown>['followed']) {
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
  }, [followedHit, boxX, boxY, boxWidth, boxHeight, ready, viewer, container, aspectRef])
}
