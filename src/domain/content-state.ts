/**
 * IIIF Content State (`iiif-content=`, base64url JSON of an Annotation whose target is a canvas of our
 * manifest with `#xywh=` in canvas pixels) for a region of a page (./page-region.ts).
 */
import { type PageRegion, SCALE, clampRegion } from './page-region.ts'

const toBase64Url = (text: string) => {
  const bytes = new TextEncoder().encode(text)
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(value: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(value)) return undefined
  try {
    const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
    return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
  } catch {
    return undefined
  }
}

/** The IIIF Content State of a region (Content State API 1.0, base64url as its `iiif-content` parameter wants). */
export function contentState(manifest: string, region: PageRegion, size: { width: number; height: number }): string {
  const canvas = `${manifest.replace(/\/manifest$/, '')}/canvas/${region.page}`
  const px = (value: number, extent: number) => Math.round((value / SCALE) * extent)
  const xywh = [px(region.x, size.width), px(region.y, size.height), px(region.width, size.width), px(region.height, size.height)].join(',')
  return toBase64Url(
    JSON.stringify({
      '@context': 'http://iiif.io/api/presentation/3/context.json',
      type: 'Annotation',
      motivation: ['contentState'],
      target: { id: `${canvas}#xywh=${xywh}`, type: 'Canvas', partOf: [{ id: manifest, type: 'Manifest' }] },
    }),
  )
}

/** The canvas (page sequence) and pixel box a Content State names, when it names one of a manifest's canvases with a box. */
export function contentStateTarget(encoded: string): { page: number; xywh: [number, number, number, number] } | undefined {
  const text = fromBase64Url(encoded)
  if (text === undefined) return undefined
  let state: unknown
  try {
    state = JSON.parse(text)
  } catch {
    return undefined
  }
  const field = (value: unknown, key: string): unknown => (typeof value === 'object' && value !== null ? Object.getOwnPropertyDescriptor(value, key)?.value : undefined)
  const targets = [field(state, 'target')].flat()
  for (const target of targets) {
    // A string, a Canvas with a fragment, or a SpecificResource with a FragmentSelector.
    const id = typeof target === 'string' ? target : field(target, 'id') ?? field(field(target, 'source'), 'id')
    const selector = [field(target, 'selector')].flat().map((entry) => field(entry, 'value')).find((value) => typeof value === 'string')
    const address = typeof id === 'string' ? id : ''
    const fragment = /#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(address)?.slice(1) ?? (typeof selector === 'string' ? /^xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(selector)?.slice(1) : undefined)
    const page = /\/canvas\/(\d{1,5})(?:#|$)/.exec(address)?.[1]
    if (page && fragment) {
      const [x = 0, y = 0, w = 0, h = 0] = fragment.map(Number)
      return { page: Number(page), xywh: [x, y, w, h] }
    }
  }
  return undefined
}

/** A Content State's box as a region of a page of the given pixel size. */
export function regionFromPixels(page: number, xywh: readonly [number, number, number, number], size: { width: number; height: number }): PageRegion | undefined {
  const [x, y, w, h] = xywh
  if (w < 1 || h < 1) return undefined
  return clampRegion({ page, x: (x / size.width) * SCALE, y: (y / size.height) * SCALE, width: (w / size.width) * SCALE, height: (h / size.height) * SCALE })
}
