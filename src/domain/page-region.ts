/**
 * A region of a page, shared as a link (issue 17): our own `region` parameter
 * (`region=3:1200,4500,2400,1300`: page 3, then x, y, width and height in page-relative units
 * 0..10000, like the word boxes, so a link survives a rescan at another resolution), and IIIF
 * Content State (`iiif-content=`, base64url JSON of an Annotation whose target is a canvas of our
 * manifest with `#xywh=` in canvas pixels), which IIIF viewers exchange (./content-state.ts, apart
 * because the reader's search schema, part of every page's first load, needs only the parsing here).
 */
export interface PageRegion {
  page: number
  x: number
  y: number
  width: number
  height: number
}

/** Page-relative units: a region runs 0..SCALE across and down its page. */
export const SCALE = 10000
const REGION = /^(\d{1,5}):(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/

/** A region from its parameter; undefined when it is not one (off the page, empty, malformed). */
export function parseRegion(value: string): PageRegion | undefined {
  const match = REGION.exec(value)
  if (!match) return undefined
  const [page, x, y, width, height] = match.slice(1).map(Number)
  if (page === undefined || x === undefined || y === undefined || width === undefined || height === undefined) return undefined
  if (page < 1 || width < 1 || height < 1 || x + width > SCALE || y + height > SCALE) return undefined
  return { page, x, y, width, height }
}

export function formatRegion(region: PageRegion): string {
  return `${region.page}:${[region.x, region.y, region.width, region.height].map((value) => Math.round(value)).join(',')}`
}

/** A region kept inside its page, at least one unit wide and high. */
export function clampRegion(region: PageRegion): PageRegion {
  const x = Math.min(SCALE - 1, Math.max(0, Math.round(region.x)))
  const y = Math.min(SCALE - 1, Math.max(0, Math.round(region.y)))
  return {
    page: region.page,
    x,
    y,
    width: Math.max(1, Math.min(SCALE - x, Math.round(region.width))),
    height: Math.max(1, Math.min(SCALE - y, Math.round(region.height))),
  }
}
