/**
 * IIIF Presentation 3 out (issue 17): a Manifest per issue and item, Collections for the library,
 * each periodical and each of its years. Pure: the caller reads the store and gives the texts in
 * every language (src/ stays free of the dictionaries), these functions only shape the JSON.
 *
 * Canvases are the pages at their size in pixels (their image's, or their OCR page's at 300 dpi);
 * a page with an IIIF Image service is painted with it; every canvas names its text as an
 * AnnotationPage of lines (supplementing, fetched when wanted: a newspaper's text would make the
 * manifest megabytes), its OCR as `seeAlso` when the original file can be served, and its plain
 * text as `rendering`. Articles are Ranges, so viewers show a table of contents. Each manifest
 * offers Content Search 2.0 and, for Mirador, 1.0.
 */

/** A IIIF language map: language code (or "none") → values. */
export type LanguageMap = Record<string, string[]>

export const PRESENTATION_CONTEXT = 'http://iiif.io/api/presentation/3/context.json'
/** The media type with profile that announces a manifest (`<link rel="alternate">`, the Accept header). */
export const PRESENTATION_MEDIA_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"'

/**
 * The size of a page imported before sizes were kept (migration 7): ISO A4 at 300 dpi. Canvases
 * must have one; word boxes are page-relative, so they still land where they belong.
 */
export const UNKNOWN_PAGE_SIZE = { width: 2480, height: 3508 } as const

export interface CanvasInput {
  sequence: number
  label: LanguageMap
  width: number | null
  height: number | null
  /** IIIF Image API service base URL. */
  imageService: string | null
  /**
   * For the site's own level 0 services (src/ingest/images.ts), which answer only the sizes they
   * list: the largest whole image they hold, for the painting body and the thumbnail.
   */
  imageSizes?: { width: number; height: number }[]
  /** The page's original OCR file can be served. */
  hasOcrFile: boolean
  /** The page's layout is known, so it has a thumbnail drawn from it (where there is no image). */
  hasLayout: boolean
  /** Labels of the page's text, plain and as ALTO, for `rendering` and `seeAlso`. */
  textLabel: LanguageMap
  ocrLabel: LanguageMap
}

export interface RangeInput {
  id: number
  label: LanguageMap
  /** Sequences of the pages the article is printed on. */
  pages: number[]
}

export interface ManifestInput {
  /** The manifest's own URL; canvases, annotation pages and services hang below it. */
  id: string
  label: LanguageMap
  summary?: LanguageMap
  metadata: { label: LanguageMap; value: LanguageMap }[]
  /** ISO date (YYYY-MM-DD) of the issue or item, when known. */
  date?: string | null
  rights: string
  requiredStatement: { label: LanguageMap; value: LanguageMap }
  provider: { id: string; label: LanguageMap }
  /** The reader page, per language. */
  homepage: { id: string; label: LanguageMap; language?: string }[]
  partOf?: { id: string; label: LanguageMap }
  canvases: CanvasInput[]
  ranges: RangeInput[]
  contentsLabel: LanguageMap
  /** The document's language codes (ISO 639-1), for the text annotations. */
  languages: string[]
}

export const canvasId = (manifest: string, sequence: number) => `${manifest.replace(/\/manifest$/, '')}/canvas/${sequence}`
export const textPageId = (manifest: string, sequence: number) => `${canvasId(manifest, sequence)}/text`
export const searchServiceId = (manifest: string, version: 1 | 2) => `${manifest.replace(/\/manifest$/, '')}/search${version === 1 ? '/v1' : ''}`

/** A canvas's size in pixels, with the stand-in for pages without one. */
export function canvasSize(page: { width: number | null; height: number | null }): { width: number; height: number } {
  return page.width && page.height ? { width: page.width, height: page.height } : UNKNOWN_PAGE_SIZE
}

/** `#xywh=` of a page-relative box (0..10000) on a canvas of the given size. */
export function xywh(box: { x: number; y: number; width: number; height: number }, size: { width: number; height: number }): string {
  const scale = (value: number, extent: number) => Math.round((value / 10000) * extent)
  return `xywh=${scale(box.x, size.width)},${scale(box.y, size.height)},${Math.max(1, scale(box.width, size.width))},${Math.max(1, scale(box.height, size.height))}`
}

/** The Image API version of a service URL: v2 where the path says so, else v3. */
function imageServiceType(service: string): 'ImageService2' | 'ImageService3' {
  return /\/(?:iiif\/2|image\/iiif\/2|iiif2)\//i.test(`${service}/`) ? 'ImageService2' : 'ImageService3'
}

/** Width of the layout thumbnails the site draws (app/features/iiif: layout.svg). */
export const THUMBNAIL_WIDTH = 240

/** A canvas's thumbnail: its image scaled down by its service, or its layout drawn as SVG. */
function thumbnailOf(id: string, page: CanvasInput, size: { width: number; height: number }) {
  const height = Math.round((THUMBNAIL_WIDTH * size.height) / size.width)
  const service = page.imageService?.replace(/\/$/, '')
  const stored = page.imageSizes?.[0]
  if (service && stored) return [{ id: `${service}/full/${stored.width},${stored.height}/0/default.jpg`, type: 'Image', format: 'image/jpeg', ...stored }]
  if (service) return [{ id: `${service}/full/${THUMBNAIL_WIDTH},/0/default.jpg`, type: 'Image', format: 'image/jpeg', width: THUMBNAIL_WIDTH, height }]
  return page.hasLayout ? [{ id: `${id}/layout.svg`, type: 'Image', format: 'image/svg+xml', width: THUMBNAIL_WIDTH, height }] : []
}

/** The site's pages of a document or collection: its permanent link (no language), then its page in each language. */
function homepages(pages: readonly { id: string; label: LanguageMap; language?: string }[]) {
  return pages.map((page) => ({ id: page.id, type: 'Text', label: page.label, format: 'text/html', ...(page.language ? { language: [page.language] } : {}) }))
}

export function buildManifest(input: ManifestInput) {
  const base = input.id.replace(/\/manifest$/, '')
  const items = input.canvases.map((page) => {
    const id = canvasId(input.id, page.sequence)
    const size = canvasSize(page)
    const service = page.imageService?.replace(/\/$/, '')
    const thumbnail = thumbnailOf(id, page, size)
    return {
      id,
      type: 'Canvas',
      label: page.label,
      ...size,
      ...(thumbnail.length > 0 ? { thumbnail } : {}),
      ...(service
        ? {
            items: [
              {
                id: `${id}/paint`,
                type: 'AnnotationPage',
                items: [
                  {
                    id: `${id}/paint/image`,
                    type: 'Annotation',
                    motivation: 'painting',
                    target: id,
                    body: {
                      id: page.imageSizes?.length
                        ? `${service}/full/${page.imageSizes.at(-1)?.width},${page.imageSizes.at(-1)?.height}/0/default.jpg`
                        : `${service}/full/max/0/default.jpg`,
                      type: 'Image',
                      format: 'image/jpeg',
                      ...size,
                      service: [
                        imageServiceType(service) === 'ImageService2'
                          ? { '@id': service, '@type': 'ImageService2', profile: 'level1' }
                          : { id: service, type: 'ImageService3', profile: page.imageSizes ? 'level0' : 'level1' },
                      ],
                    },
                  },
                ],
              },
            ],
          }
        : {}),
      annotations: [{ id: textPageId(input.id, page.sequence), type: 'AnnotationPage' }],
      rendering: [{ id: `${id}/text.txt`, type: 'Text', label: page.textLabel, format: 'text/plain' }],
      ...(page.hasOcrFile
        ? { seeAlso: [{ id: `${id}/alto.xml`, type: 'Dataset', label: page.ocrLabel, format: 'application/xml', profile: 'http://www.loc.gov/standards/alto/' }] }
        : {}),
    }
  })
  const known = new Set(input.canvases.map((page) => page.sequence))
  const ranges = input.ranges
    .map((range) => ({
      id: `${base}/range/${range.id}`,
      type: 'Range',
      label: range.label,
      items: range.pages.filter((sequence) => known.has(sequence)).map((sequence) => ({ id: canvasId(input.id, sequence), type: 'Canvas' })),
    }))
    .filter((range) => range.items.length > 0)
  return {
    '@context': PRESENTATION_CONTEXT,
    id: input.id,
    type: 'Manifest',
    label: input.label,
    ...(input.summary ? { summary: input.summary } : {}),
    ...(items[0]?.thumbnail ? { thumbnail: items[0].thumbnail } : {}),
    metadata: input.metadata,
    ...(input.date && /^\d{4}-\d{2}-\d{2}$/.test(input.date) ? { navDate: `${input.date}T00:00:00Z` } : {}),
    rights: input.rights,
    requiredStatement: input.requiredStatement,
    provider: [
      {
        id: input.provider.id,
        type: 'Agent',
        label: input.provider.label,
        homepage: [{ id: input.provider.id, type: 'Text', label: input.provider.label, format: 'text/html' }],
      },
    ],
    homepage: homepages(input.homepage),
    ...(input.partOf ? { partOf: [{ id: input.partOf.id, type: 'Collection', label: input.partOf.label }] } : {}),
    service: [
      { id: searchServiceId(input.id, 2), type: 'SearchService2' },
      { '@id': searchServiceId(input.id, 1), '@type': 'SearchService1', profile: 'http://iiif.io/api/search/1/search' },
    ],
    items,
    ...(ranges.length > 0
      ? { structures: [{ id: `${base}/range/contents`, type: 'Range', label: input.contentsLabel, items: ranges }] }
      : {}),
  }
}

export interface CollectionInput {
  id: string
  label: LanguageMap
  summary?: LanguageMap
  partOf?: { id: string; label: LanguageMap }
  provider: { id: string; label: LanguageMap }
  homepage?: { id: string; label: LanguageMap; language?: string }[]
  items: { id: string; type: 'Manifest' | 'Collection'; label: LanguageMap; navDate?: string | null }[]
}

export function buildCollection(input: CollectionInput) {
  return {
    '@context': PRESENTATION_CONTEXT,
    id: input.id,
    type: 'Collection',
    label: input.label,
    ...(input.summary ? { summary: input.summary } : {}),
    provider: [{ id: input.provider.id, type: 'Agent', label: input.provider.label }],
    ...(input.homepage ? { homepage: homepages(input.homepage) } : {}),
    ...(input.partOf ? { partOf: [{ id: input.partOf.id, type: 'Collection', label: input.partOf.label }] } : {}),
    items: input.items.map((item) => ({
      id: item.id,
      type: item.type,
      label: item.label,
      ...(item.navDate && /^\d{4}-\d{2}-\d{2}$/.test(item.navDate) ? { navDate: `${item.navDate}T00:00:00Z` } : {}),
    })),
  }
}

/** A page's words as IIIF text annotations, one per line (supplementing the canvas). */
export function buildTextPage(input: {
  manifest: string
  sequence: number
  size: { width: number; height: number }
  language: string | null
  words: readonly { word: string }[]
  lines: readonly { x: number; y: number; width: number; height: number; words: number }[]
}) {
  const canvas = canvasId(input.manifest, input.sequence)
  const id = textPageId(input.manifest, input.sequence)
  let next = 0
  const items = input.lines.flatMap((line, index) => {
    const text = input.words
      .slice(next, next + line.words)
      .map((entry) => entry.word)
      .join(' ')
    next += line.words
    if (text === '') return []
    return [
      {
        id: `${id}/line/${index + 1}`,
        type: 'Annotation',
        motivation: 'supplementing',
        body: { type: 'TextualBody', value: text, format: 'text/plain', ...(input.language ? { language: input.language } : {}) },
        target: `${canvas}#${xywh(line, input.size)}`,
      },
    ]
  })
  return { '@context': PRESENTATION_CONTEXT, id, type: 'AnnotationPage', items }
}
