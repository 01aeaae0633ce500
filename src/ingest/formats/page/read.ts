/**
 * PAGE-XML (PRImA's Page Analysis and Ground truth Elements, schema versions 2010 to 2019), the OCR
 * format of OCR-D, Transkribus, eScriptorium and Kraken where a delivery has no ALTO. Read into
 * the same page model as ALTO, so the loader, the index and the reader do not know the
 * difference.
 *
 * - Regions are blocks: TextRegion text, ImageRegion an illustration, a TableRegion composed of
 *   the text regions inside it, the other region kinds graphics. Blocks come in the page's
 *   ReadingOrder (OrderedGroup/UnorderedGroup of RegionRef…), then the rest in document order.
 * - Words are `Word` elements where the engine wrote them; otherwise the line's text, each word
 *   with its share of the line's box (Kraken and Transkribus write lines only); otherwise the
 *   region's text, line by line. Of several TextEquiv the one of lowest `index` is the text.
 * - Boxes are the bounding boxes of `Coords points="x,y x,y …"` (or the `Point` children of the
 *   2010 schema), in pixels of the image (`imageWidth`, `imageHeight`).
 * - Line-end hyphens are joined as in ALTO; a word never goes on into another region.
 *
 * PAGE files are small enough to read as a tree (a page of a newspaper is a few MB at most, and
 * the source size limit applies as to every file).
 */
import { normalizeLanguage } from '../../../domain/languages.ts'
import { LINE_END_HYPHEN, joinHyphenated, normalise } from '../../page-text.ts'
import { MAX_LENGTH, MAX_PAGE_CHARACTERS, MAX_PAGE_WORDS, checkLength } from '../../limits.ts'
import { type AltoBlock, type AltoLine, type AltoPage, type AltoWord, type Box, IngestError } from '../../types.ts'
import { type XmlElement, children, parseXml } from '../../xml.ts'

const TEXT_REGION = 'TextRegion'
const CONTAINER_REGIONS = new Set(['TableRegion'])
const ILLUSTRATION_REGIONS = new Set(['ImageRegion'])
/** Every region kind of the 2019 schema; those not named above are graphics. */
const REGIONS = new Set([
  TEXT_REGION,
  'ImageRegion',
  'LineDrawingRegion',
  'GraphicRegion',
  'TableRegion',
  'ChartRegion',
  'SeparatorRegion',
  'MathsRegion',
  'ChemRegion',
  'MusicRegion',
  'AdvertRegion',
  'MapRegion',
  'CustomRegion',
  'NoiseRegion',
  'UnknownRegion',
])

/** The bounding box of a Coords element: `points="x,y x,y …"`, or `<Point x y/>` children (2010). */
function boxOf(owner: XmlElement): Box | undefined {
  const coords = children(owner, 'Coords')[0]
  if (!coords) return undefined
  const points: [number, number][] = []
  const written = coords.attributes.points
  if (written !== undefined) {
    for (const pair of written.trim().split(/\s+/)) {
      const [x, y] = pair.split(',').map(Number)
      if (x !== undefined && y !== undefined && Number.isFinite(x) && Number.isFinite(y)) points.push([x, y])
    }
  } else {
    for (const point of children(coords, 'Point')) {
      const x = Number(point.attributes.x)
      const y = Number(point.attributes.y)
      if (Number.isFinite(x) && Number.isFinite(y)) points.push([x, y])
    }
  }
  if (points.length === 0) return undefined
  const xs = points.map(([x]) => x)
  const ys = points.map(([, y]) => y)
  const x = Math.max(0, Math.min(...xs))
  const y = Math.max(0, Math.min(...ys))
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y }
}

/** The text of an element's own TextEquiv (the one of lowest index), and its confidence. */
function textEquiv(owner: XmlElement): { text: string; confidence?: number } | undefined {
  const equivs = children(owner, 'TextEquiv')
  if (equivs.length === 0) return undefined
  const rank = (equiv: XmlElement) => Number(equiv.attributes.index ?? Number.POSITIVE_INFINITY)
  const best = [...equivs].sort((a, b) => rank(a) - rank(b))[0]
  const unicode = best && children(best, 'Unicode')[0]
  if (!best || !unicode) return undefined
  const conf = Number(best.attributes.conf)
  return { text: unicode.text, ...(Number.isFinite(conf) ? { confidence: Math.min(1, Math.max(0, conf)) } : {}) }
}

/** Words sharing a box in proportion to their length (line-level OCR), as ALTO's line strings do. */
function shareBox(text: string, box: Box, confidence: number | undefined): AltoWord[] {
  const parts = text.split(/\s+/u).filter((part) => part !== '')
  const total = parts.reduce((sum, part) => sum + part.length + 1, -1)
  let offset = 0
  return parts.map((part) => {
    const share = total > 0 ? box.w / total : 0
    const word: AltoWord = { content: part, box: parts.length === 1 ? box : { x: box.x + offset * share, y: box.y, w: part.length * share, h: box.h } }
    offset += part.length + 1
    if (confidence !== undefined) word.confidence = confidence
    return word
  })
}

/** Reads one PAGE-XML page. `file` names the source in errors. */
export function readPageXml(xml: string, file: string): AltoPage {
  const root = parseXml(xml, file)
  if (root.name !== 'PcGts') throw new IngestError(file, root.line, `expected a PAGE-XML document (<PcGts>), found <${root.name}>`)
  const page = children(root, 'Page')[0]
  if (!page) throw new IngestError(file, root.line, 'the PAGE-XML document has no <Page>')

  let words = 0
  let characters = 0
  const allWords: AltoWord[] = []
  const counted = (word: AltoWord, line: number): AltoWord => {
    checkLength(word.content, MAX_LENGTH.word, 'a word', file, () => line)
    words += 1
    characters += word.content.length
    if (words > MAX_PAGE_WORDS) throw new IngestError(file, line, `the page has more than ${MAX_PAGE_WORDS.toLocaleString('en')} words, the limit for one page`)
    if (characters > MAX_PAGE_CHARACTERS) {
      throw new IngestError(file, line, `the page has more than ${MAX_PAGE_CHARACTERS.toLocaleString('en')} characters of text, the limit for one page`)
    }
    allWords.push(word)
    return word
  }

  const linesOf = (region: XmlElement, regionBox: Box): AltoLine[] => {
    const lines: AltoLine[] = []
    for (const textLine of children(region, 'TextLine')) {
      const lineBox = boxOf(textLine) ?? regionBox
      const wordElements = children(textLine, 'Word')
      let lineWords: AltoWord[] = wordElements.flatMap((element) => {
        const equiv = textEquiv(element)
        const content = equiv?.text.trim() ?? ''
        if (content === '') return []
        const word: AltoWord = { content, box: boxOf(element) ?? lineBox }
        if (equiv?.confidence !== undefined) word.confidence = equiv.confidence
        // A Word holding several (some exports put the line in one Word) is split like a line.
        return /\s/u.test(content) ? shareBox(content, word.box, word.confidence) : [word]
      })
      if (lineWords.length === 0) {
        const equiv = textEquiv(textLine)
        if (equiv) lineWords = shareBox(equiv.text.trim(), lineBox, equiv.confidence)
      }
      if (lineWords.length > 0) lines.push({ words: lineWords.map((word) => counted(word, textLine.line)) })
    }
    if (lines.length > 0) return lines
    // Only the region has text: its lines share the region's height.
    const text = textEquiv(region)?.text.split(/\r?\n/).filter((line) => line.trim() !== '') ?? []
    return text.map((lineText, index) => {
      const height = regionBox.h / text.length
      const box = { x: regionBox.x, y: regionBox.y + index * height, w: regionBox.w, h: height }
      return { words: shareBox(lineText.trim(), box, undefined).map((word) => counted(word, region.line)) }
    })
  }

  const blocks: AltoBlock[] = []
  const byId = new Map<string, AltoBlock[]>()
  const pageLanguage = normalizeLanguage(page.attributes.primaryLanguage ?? '')
  const visit = (region: XmlElement, inside: AltoBlock | undefined) => {
    const box = boxOf(region) ?? { x: 0, y: 0, w: 0, h: 0 }
    const id = region.attributes.id?.trim() || `region-${blocks.length + 1}`
    const kind: AltoBlock['kind'] =
      region.name === TEXT_REGION ? 'text' : CONTAINER_REGIONS.has(region.name) ? 'composed' : ILLUSTRATION_REGIONS.has(region.name) ? 'illustration' : 'graphic'
    const block: AltoBlock = { id, kind, box, lines: kind === 'text' ? joinLineEndHyphens(linesOf(region, box)) : [] }
    const language = kind === 'text' ? regionLanguage(region, pageLanguage) : undefined
    if (language !== undefined) block.language = language
    blocks.push(block)
    // A container's text is its inner regions' text, so it shares their lines (as ALTO's composed blocks do).
    if (inside) inside.lines.push(...block.lines)
    byId.set(id, [block])
    const nested: AltoBlock[] = [block]
    for (const child of region.children) {
      if (!REGIONS.has(child.name)) continue
      const before = blocks.length
      visit(child, kind === 'composed' ? block : inside)
      nested.push(...blocks.slice(before))
    }
    byId.set(id, nested)
  }
  for (const region of page.children) if (REGIONS.has(region.name)) visit(region, undefined)

  const ordered = readingOrder(page, byId, blocks)
  const width = positive(Number(page.attributes.imageWidth)) ?? Math.max(0, ...blocks.map((block) => block.box.x + block.box.w))
  const height = positive(Number(page.attributes.imageHeight)) ?? Math.max(0, ...blocks.map((block) => block.box.y + block.box.h))
  for (const block of ordered) block.box = normalise(block.box, width, height)
  for (const word of allWords) word.box = normalise(word.box, width, height)
  return { width, height, unit: 'pixel', blocks: ordered }
}

/** A region's language: its own primaryLanguage, else that of most of its lines, else the page's. */
function regionLanguage(region: XmlElement, pageLanguage: string | undefined): string | undefined {
  const own = normalizeLanguage(region.attributes.primaryLanguage ?? '')
  if (own !== undefined) return own
  const tally = new Map<string, number>()
  for (const line of children(region, 'TextLine')) {
    const language = normalizeLanguage(line.attributes.primaryLanguage ?? '')
    if (language !== undefined) tally.set(language, (tally.get(language) ?? 0) + 1)
  }
  return [...tally].sort((a, b) => b[1] - a[1])[0]?.[0] ?? pageLanguage
}

function positive(value: number): number | undefined {
  return Number.isFinite(value) && value > 0 ? value : undefined
}

/** The regions in the page's reading order (nested groups in turn), then those it does not name. */
function readingOrder(page: XmlElement, byId: ReadonlyMap<string, AltoBlock[]>, blocks: readonly AltoBlock[]): AltoBlock[] {
  const out: AltoBlock[] = []
  const placed = new Set<AltoBlock>()
  const take = (group: XmlElement) => {
    const members = [...group.children].sort((a, b) => Number(a.attributes.index ?? 0) - Number(b.attributes.index ?? 0))
    for (const member of members) {
      const ref = member.attributes.regionRef
      for (const block of ref === undefined ? [] : (byId.get(ref) ?? [])) {
        if (placed.has(block)) continue
        placed.add(block)
        out.push(block)
      }
      if (/Group/.test(member.name)) take(member)
    }
  }
  for (const order of children(page, 'ReadingOrder')) take(order)
  for (const block of blocks) if (!placed.has(block)) out.push(block)
  return out
}

/** A hyphen written as a word of its own after the word it ends (ground truth segments it so). */
const LONE_HYPHEN = /^[-\u2010\u2011¬\u2e17\u00ad]$/u

/** A word hyphenated at a line's end is joined with the next line's first word, inside one region. */
function joinLineEndHyphens(lines: AltoLine[]): AltoLine[] {
  for (let index = 0; index + 1 < lines.length; index += 1) {
    const line = lines[index]
    const next = lines[index + 1]
    const first = next?.words[0]
    if (!line || !next || !first) continue
    let last = line.words.at(-1)
    const before = line.words.at(-2)
    if (last && before && LONE_HYPHEN.test(last.content) && /\p{L}$/u.test(before.content)) {
      before.content += last.content
      line.words.pop()
      last = before
    }
    if (!last || !LINE_END_HYPHEN.test(last.content)) continue
    last.content = joinHyphenated(last.content, first.content, false)
    next.words.shift()
  }
  return lines.filter((line) => line.words.length > 0)
}
