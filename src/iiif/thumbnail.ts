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

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * What a list shows for a page the library holds no scan of (issue 53): not the page's layout
 * drawn as a wireframe, which read as an empty or broken picture, but a card that says there is no
 * image, in the list's language: a frame with a struck-through picture and `label` under it.
 */
export function noScanThumbnail(input: { size: { width: number; height: number }; width: number; label: string }): string {
  const width = input.width
  const height = Math.max(Math.round((width * input.size.height) / input.size.width), Math.round(width * 0.8))
  const middle = width / 2
  const icon = width * 0.36
  const top = height * 0.22
  const words = input.label.split(' ')
  // Two lines when the label has two words or more: the card is narrow.
  const lines = words.length > 1 ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')] : words
  const size = Math.round(width * 0.19)
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#f4efe3"/>`,
    `<rect x="${width * 0.06}" y="${width * 0.06}" width="${width * 0.88}" height="${height - width * 0.12}" fill="none" stroke="#c9c1ad" stroke-width="1"/>`,
    // A picture (a frame, a hill, a sun), struck through.
    `<g fill="none" stroke="#8a8577" stroke-width="${Math.max(1, width * 0.02)}" stroke-linejoin="round">`,
    `<rect x="${middle - icon / 2}" y="${top}" width="${icon}" height="${icon * 0.75}" rx="${width * 0.02}"/>`,
    `<path d="M${middle - icon / 2} ${top + icon * 0.62} l${icon * 0.3} -${icon * 0.28} l${icon * 0.22} ${icon * 0.18} l${icon * 0.16} -${icon * 0.12} l${icon * 0.32} ${icon * 0.22}"/>`,
    `<circle cx="${middle + icon * 0.22}" cy="${top + icon * 0.2}" r="${icon * 0.08}"/>`,
    `<line x1="${middle - icon * 0.6}" y1="${top + icon * 0.85}" x2="${middle + icon * 0.6}" y2="${top - icon * 0.1}"/>`,
    '</g>',
    ...lines.map((line, index) => `<text x="${middle}" y="${top + icon * 0.75 + size * (1.8 + index * 1.2)}" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="${size}" fill="#55565b">${escapeText(line)}</text>`),
    '</svg>',
  ].join('')
}
