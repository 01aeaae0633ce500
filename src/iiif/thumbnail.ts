/**
 * A page's thumbnail drawn from its OCR layout (issue 17), as an SVG image: blocks and lines where
 * they were printed, one unit's region outlined, the matching words marked. Used where there is
 * no scan to scale down: search results in the details view, the IIIF `thumbnail` of canvases.
 * Only numbers go into it, so no text from the data needs escaping.
 */

export interface ThumbnailBox {
  x: number
  y: number
  width: number
  height: number
}

export interface ThumbnailInput {
  /** The page's size in pixels, for its proportions. */
  size: { width: number; height: number }
  blocks: readonly (ThumbnailBox & { kind: string; lines: readonly ThumbnailBox[] })[]
  region: readonly ThumbnailBox[]
  hits: readonly ThumbnailBox[]
  /** The thumbnail's width in CSS pixels. */
  width: number
}

const rect = (box: ThumbnailBox, attributes: string) =>
  `<rect x="${Math.round(box.x)}" y="${Math.round(box.y)}" width="${Math.max(1, Math.round(box.width))}" height="${Math.max(1, Math.round(box.height))}" ${attributes}/>`

export function layoutThumbnail(input: ThumbnailInput): string {
  const height = Math.round((input.width * input.size.height) / input.size.width)
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${input.width}" height="${height}" viewBox="0 0 10000 10000" preserveAspectRatio="none">`,
    '<rect width="10000" height="10000" fill="#ffffff"/>',
  ]
  for (const block of input.blocks) {
    if (block.kind !== 'text') parts.push(rect(block, 'fill="#ede8dc"'))
    for (const line of block.lines) parts.push(rect({ ...line, y: line.y + line.height * 0.2, height: line.height * 0.6 }, 'fill="#9a9890"'))
  }
  for (const box of input.region) parts.push(rect(box, 'fill="#7a2418" fill-opacity="0.12" stroke="#7a2418" stroke-width="2" vector-effect="non-scaling-stroke"'))
  // Words are small at this size: drawn at least a little larger than a line is tall.
  for (const box of input.hits) parts.push(rect({ ...box, width: Math.max(box.width, 120), height: Math.max(box.height, 120) }, 'fill="#ffd600" stroke="#b47800" stroke-width="1" vector-effect="non-scaling-stroke"'))
  parts.push('<rect width="10000" height="10000" fill="none" stroke="#d6d2c8" stroke-width="2" vector-effect="non-scaling-stroke"/>', '</svg>')
  return parts.join('')
}
