/**
 * IIIF Presentation 3 newspapers: a title Collection listing issue Manifests,
 * each issue a Manifest of Canvases with an ALTO file per page. Pure: the
 * caller reads the files and follows manifestPaths.
 *
 * References are resolved to local files because ingest runs offline:
 * - template placeholders (`{{ id.url }}/x.json`, `{{ id.path }}/x.json`, as
 *   in the IIIF cookbook) stand for the folder of the file being read;
 * - relative references and file: URLs are local already;
 * - http(s) URLs resolve only when the caller passes `exists` and a file of
 *   the same name lies next to the one being read (a downloaded copy);
 *   otherwise collection entries land in `unresolved` and ALTO links keep
 *   only their href, rather than guessing at paths.
 * Local paths are resolved lexically, wherever they lead: the loader confines
 * them to the folder of the file being read and refuses the rest (ADR 015).
 */
import { dirname, resolve } from 'node:path'
import * as v from 'valibot'
import { localHref } from '../../confine.ts'
import { normalizeLanguage } from '../../../domain/languages.ts'
import { checkPackageLimits } from '../../limits.ts'
import { foldToAscii } from '../../../domain/fold.ts'
import { slugify } from '../../slug.ts'
import { type PageRef, type SourcePackage, IngestError } from '../../types.ts'

/** A manifest or collection a collection names. */
export interface IiifReference {
  type: 'Manifest' | 'Collection'
  /** The id as written. */
  href: string
  line: number | undefined
  /** The local file, resolved lexically; undefined when the id is not a local file. */
  path?: string
}

export interface IiifCollection {
  kind: 'collection'
  title: string
  /**
   * Periodical id, the slug its issue manifests get as parentId: from the last segment of a real
   * collection id, else from the label (template placeholder ids carry no title).
   */
  id: string
  /** Local issue manifest files, in the collection's order. */
  manifestPaths: string[]
  /** Local sub-collections (title → year → issue layouts), for the caller to read in turn. */
  collectionPaths: string[]
  /** Manifest and collection ids that are not local files (http URLs without a local copy). */
  unresolved: string[]
  /** Every manifest and collection named, in order, with its line: what the loader confines or refuses. */
  references: IiifReference[]
}

export interface IiifManifest {
  kind: 'manifest'
  package: SourcePackage
}

export type IiifResult = IiifCollection | IiifManifest

export interface IiifOptions {
  /** Lets http(s) references fall back to a same-named file next to the one read; readIiif itself does no I/O. */
  exists?: (path: string) => boolean
}

const OptionalString = v.fallback(v.optional(v.string()), undefined)
const Texts = v.union([v.string(), v.array(v.string())])
const OptionalTexts = v.fallback(v.optional(Texts), undefined)

// Spec: { lang: [text] }. Seen in the wild: plain strings and single strings per language.
const LanguageMap = v.pipe(
  v.union([v.string(), v.record(v.string(), Texts)]),
  v.transform((value): Record<string, string[]> =>
    typeof value === 'string'
      ? { none: [value] }
      : Object.fromEntries(Object.entries(value).map(([key, text]) => [key, typeof text === 'string' ? [text] : text])),
  ),
)
const OptionalLanguageMap = v.fallback(v.optional(LanguageMap), undefined)

const Resource = v.looseObject({
  id: OptionalString,
  '@id': OptionalString,
  type: OptionalString,
  '@type': OptionalString,
  format: OptionalString,
  profile: OptionalTexts,
  label: OptionalLanguageMap,
})
type Resource = v.InferOutput<typeof Resource>

const Root = v.looseObject({ type: OptionalString, '@type': OptionalString })

const Collection = v.looseObject({
  type: v.literal('Collection'),
  id: OptionalString,
  label: OptionalLanguageMap,
  items: v.array(v.unknown(), 'a Collection needs items'),
})

const Manifest = v.looseObject({
  type: v.literal('Manifest'),
  id: OptionalString,
  label: OptionalLanguageMap,
  navDate: OptionalString,
  language: OptionalTexts,
  metadata: v.optional(v.unknown()),
  homepage: v.optional(v.unknown()),
  partOf: v.optional(v.unknown()),
  items: v.array(v.unknown(), 'a Manifest needs items (its canvases)'),
})

const Canvas = v.looseObject({
  type: v.literal('Canvas'),
  label: OptionalLanguageMap,
  items: v.optional(v.unknown()),
  seeAlso: v.optional(v.unknown()),
  rendering: v.optional(v.unknown()),
})
type Canvas = v.InferOutput<typeof Canvas>

const AnnotationPage = v.looseObject({ items: v.optional(v.unknown()) })
const Annotation = v.looseObject({ motivation: OptionalTexts, body: v.optional(v.unknown()) })
const Body = v.looseObject({ type: OptionalString, service: v.optional(v.unknown()), items: v.optional(v.unknown()) })
const MetadataEntry = v.looseObject({ label: LanguageMap, value: LanguageMap })

/** The valid entries of a one-or-many property; IIIF producers use both forms, and one odd entry must not sink the rest. */
function eachOf<TSchema extends v.GenericSchema>(schema: TSchema, value: unknown): v.InferOutput<TSchema>[] {
  const list: unknown[] = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  const out: v.InferOutput<TSchema>[] = []
  for (const item of list) {
    const result = v.safeParse(schema, item)
    if (result.success) out.push(result.output)
  }
  return out
}

function texts(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : value
}

function idOf(resource: Resource): string | undefined {
  return resource.id ?? resource['@id']
}

function typeOf(resource: Resource): string | undefined {
  return resource.type ?? resource['@type']
}

const PREFERRED_LANGUAGES = ['de', 'en', 'none']

/** A language map's text in the first preferred language that has one. */
function pick(map: Record<string, string[]> | undefined): string | undefined {
  if (!map) return undefined
  const keys = [...PREFERRED_LANGUAGES.filter((key) => key in map), ...Object.keys(map)]
  for (const key of keys) {
    const text = (map[key] ?? []).map((t) => t.trim()).find(Boolean)
    if (text !== undefined) return text
  }
  return undefined
}

function stripHtml(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/** ISO 639-1 from a BCP 47 tag or an ISO 639-2 code; 'none' and 'und' are not languages. */
function languageCode(tag: string): string | undefined {
  const primary = (tag.trim().split(/[-_]/)[0] ?? '').toLowerCase()
  if (/^[a-z]{2}$/.test(primary)) return primary
  return /^[a-z]{3}$/.test(primary) ? normalizeLanguage(primary) : undefined
}

function uniqueCodes(tags: string[]): string[] {
  const out: string[] = []
  for (const tag of tags) {
    const code = languageCode(tag)
    if (code !== undefined && !out.includes(code)) out.push(code)
  }
  return out
}

const PLACEHOLDER = /^\{\{[^}]*\}\}/
const HTTP = /^https?:\/\//i

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A URI reference as a path against the folder of `file`, lexically: `..` and absolute paths are kept for the loader to refuse. */
function besideFile(file: string, reference: string): string {
  return resolve(dirname(file), safeDecode(reference.replace(/[?#].*$/, '')))
}

function resolveReference(reference: string, file: string, options: IiifOptions): string | undefined {
  const placeholder = PLACEHOLDER.exec(reference)
  // The placeholder stands for the folder; the slash after it does not make the rest absolute.
  if (placeholder) return besideFile(file, reference.slice(placeholder[0].length).replace(/^[/\\]+/, ''))
  if (HTTP.test(reference)) {
    if (!options.exists) return undefined
    let name: string | undefined
    try {
      name = new URL(reference).pathname.split('/').filter(Boolean).at(-1)
    } catch {
      return undefined
    }
    const decoded = name === undefined ? '' : safeDecode(name)
    // Only a file right beside this one is asked about, so `exists` never looks elsewhere.
    if (decoded === '' || decoded === '.' || decoded === '..' || /[/\\]/.test(decoded)) return undefined
    const candidate = resolve(dirname(file), decoded)
    return options.exists(candidate) ? candidate : undefined
  }
  if (/^file:/i.test(reference)) return localHref(reference, dirname(resolve(file)))
  // urn:, data: and other schemes name nothing on disk.
  if (/^[a-z][a-z0-9+.-]*:/i.test(reference)) return undefined
  return besideFile(file, reference)
}

// Last path segments that name the kind of resource rather than the title ("…/berliner-tageblatt/collection.json").
const GENERIC_SEGMENTS = new Set(['collection', 'manifest', 'top', 'index', 'iiif', 'presentation'])

/**
 * The periodical slug for a collection id: its last meaningful path segment,
 * extension dropped. Placeholder ids give none: they are template artefacts
 * ("{{ id.path }}/newspaper_title-collection.json") that say nothing about the
 * title, so callers fall back to the title's slug ("berliner-tageblatt").
 */
function collectionSlug(id: string | undefined): string | undefined {
  if (id === undefined || PLACEHOLDER.test(id)) return undefined
  let path = id
  if (HTTP.test(id)) {
    try {
      path = new URL(id).pathname
    } catch {
      path = id
    }
  }
  const segments = path
    .replace(/[?#].*$/, '')
    .split(/[/\\]/)
    .map((segment) => safeDecode(segment).replace(/\.(json|jsonld|json-ld)$/i, ''))
    .filter((segment) => segment !== '' && !GENERIC_SEGMENTS.has(segment.toLowerCase()))
  const slug = slugify(segments.at(-1) ?? '')
  return slug === '' ? undefined : slug
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

/** 'YYYY-MM-DD' when it names a real day. */
function isoDate(text: string | undefined): string | undefined {
  const match = text === undefined ? null : /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return undefined
  const year = Number(match[1])
  const month = Number(match[2])
  const day = Number(match[3])
  const days = [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
  return days !== undefined && day >= 1 && day <= days ? match[0] : undefined
}

const DATE_IN_LABEL = /\d{4}-\d{2}-\d{2}/
// Issue labels repeat the title with the date ("Berliner Tageblatt - 1925-02-16"); the periodical title is the part before.
const TRAILING_DATE = /[\s,;:–—-]*(?:\d{4}-\d{2}-\d{2}|\d{1,2}\.\s?\d{1,2}\.\s?\d{4})\s*$/

function periodicalTitle(label: string): string {
  const title = label.replace(TRAILING_DATE, '').trim()
  return title === '' ? label : title
}

const LANGUAGE_LABELS = new Set(['language', 'languages', 'sprache', 'langue', 'langues', 'taal', 'sprooch'])
const NUMBER_LABELS = new Set(['number', 'issue number', 'issue', 'nummer', 'ausgabe', 'heft', 'numero', 'nr', 'no'])

function metadataValues(metadata: unknown, labels: Set<string>): string[] {
  const out: string[] = []
  for (const entry of eachOf(MetadataEntry, metadata)) {
    const names = Object.values(entry.label).flat()
    if (!names.some((name) => labels.has(foldToAscii(name).replace(/[.:]+$/, '').trim()))) continue
    out.push(...Object.values(entry.value).flat().map(stripHtml).filter(Boolean))
  }
  return out
}

function imageService(canvas: Canvas): string | undefined {
  const bodies: unknown[] = []
  for (const page of eachOf(AnnotationPage, canvas.items)) {
    for (const annotation of eachOf(Annotation, page.items)) {
      // Canvas items hold painting pages by definition; some producers leave motivation out.
      const motivation = texts(annotation.motivation)
      if (motivation.length === 0 || motivation.includes('painting')) bodies.push(annotation.body)
    }
  }
  while (bodies.length > 0) {
    for (const body of eachOf(Body, bodies.shift())) {
      // A Choice body offers alternatives in items.
      if (body.type === 'Choice') bodies.push(body.items)
      for (const service of eachOf(Resource, body.service)) {
        const id = idOf(service)
        const type = typeOf(service)
        const imageApi =
          type === 'ImageService2' ||
          type === 'ImageService3' ||
          (type === undefined && texts(service.profile).some((p) => p.includes('iiif.io/api/image')))
        // Clients append "/info.json" and region paths to the base URL.
        if (imageApi && id !== undefined && HTTP.test(id)) return id.replace(/\/+$/, '')
      }
    }
  }
  return undefined
}

/** The canvas's ALTO file: the first local one, else the first named (which the loader then refuses as not local). */
function altoReference(canvas: Canvas, file: string, options: IiifOptions): { href: string; path?: string } | undefined {
  let remote: { href: string } | undefined
  for (const resource of [...eachOf(Resource, canvas.seeAlso), ...eachOf(Resource, canvas.rendering)]) {
    const id = idOf(resource)
    const description = [resource.format ?? '', ...texts(resource.profile)].join(' ').toLowerCase()
    if (id === undefined || !description.includes('alto')) continue
    const path = resolveReference(id, file, options)
    if (path !== undefined) return { href: id, path }
    remote ??= { href: id }
  }
  return remote
}

/**
 * The line of a JSON string value, found in the file's text (JSON.parse keeps
 * no positions). Values asked for in document order (a manifest's canvases)
 * are each searched for from the one before, so a long manifest is read once.
 */
function jsonLineOf(json: string): (value: string) => number | undefined {
  let cursor = { at: 0, line: 1 }
  const find = (needle: string, from: number) => (needle === '' ? -1 : json.indexOf(needle, from))
  return (value) => {
    // As JSON writes it, without the closing quote (the value may be cut); else without quotes (escaped differently).
    const quoted = JSON.stringify(value.slice(0, 40)).slice(0, -1)
    let start = cursor
    let at = find(quoted, start.at)
    if (at === -1) {
      start = { at: 0, line: 1 }
      at = find(quoted, 0)
      if (at === -1) at = find(quoted.slice(1), 0)
      if (at === -1) return undefined
    }
    let line = start.line
    for (let i = json.indexOf('\n', start.at); i !== -1 && i < at; i = json.indexOf('\n', i + 1)) line++
    cursor = { at, line }
    return line
  }
}

function lineAt(json: string, position: number): number {
  let line = 1
  for (let i = 0; i < position && i < json.length; i++) if (json.charCodeAt(i) === 10) line++
  return line
}

/** JSON parsed, or refused naming the line JSON.parse stopped at (IIIF Presentation 3 and 2 alike). */
export function parseJson(json: string, file: string): unknown {
  try {
    const value: unknown = JSON.parse(json)
    return value
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const line = /\(line (\d+) column \d+\)/.exec(message)?.[1]
    const position = /at position (\d+)/.exec(message)?.[1]
    const at =
      line !== undefined
        ? Number(line)
        : position !== undefined
          ? lineAt(json, Number(position))
          : /end of JSON input/.test(message)
            ? lineAt(json, json.length)
            : undefined
    throw new IngestError(file, at, `malformed JSON: ${message}`)
  }
}

function invalid(file: string, what: string, issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): IngestError {
  const issue = issues[0]
  const path = v.getDotPath(issue)
  return new IngestError(file, undefined, `invalid IIIF ${what}: ${path ? `${path}: ` : ''}${issue.message}`)
}

function readCollection(value: unknown, json: string, file: string, options: IiifOptions): IiifCollection {
  const result = v.safeParse(Collection, value)
  if (!result.success) throw invalid(file, 'Collection', result.issues)
  const data = result.output
  const title = pick(data.label)
  if (title === undefined) throw new IngestError(file, undefined, 'IIIF Collection without a label')
  const manifestPaths: string[] = []
  const collectionPaths: string[] = []
  const unresolved: string[] = []
  const references: IiifReference[] = []
  const lineOf = jsonLineOf(json)
  for (const item of eachOf(Resource, data.items)) {
    const id = idOf(item)
    const type = typeOf(item)
    if (id === undefined || (type !== 'Manifest' && type !== 'Collection')) continue
    const path = resolveReference(id, file, options)
    references.push(path === undefined ? { type, href: id, line: lineOf(id) } : { type, href: id, line: lineOf(id), path })
    if (path === undefined) unresolved.push(id)
    else if (type === 'Manifest') manifestPaths.push(path)
    else collectionPaths.push(path)
  }
  const id = collectionSlug(data.id) ?? slugify(title)
  return { kind: 'collection', title, id, manifestPaths, collectionPaths, unresolved, references }
}

function readManifest(value: unknown, json: string, file: string, options: IiifOptions): SourcePackage {
  const result = v.safeParse(Manifest, value)
  if (!result.success) throw invalid(file, 'Manifest', result.issues)
  const data = result.output
  const lineOf = jsonLineOf(json)

  const pages: PageRef[] = eachOf(Canvas, data.items).map((canvas, index) => {
    const alto = altoReference(canvas, file, options)
    const page: PageRef = { sequence: index + 1, label: pick(canvas.label), imageService: imageService(canvas), altoPath: alto?.path }
    if (alto) {
      page.altoHref = alto.href
      const line = lineOf(alto.href)
      if (line !== undefined) page.altoLine = line
    }
    return page
  })
  if (pages.length === 0) throw new IngestError(file, undefined, 'IIIF Manifest without canvases')

  const label = pick(data.label)
  const parent = eachOf(Resource, data.partOf).find((p) => typeOf(p) === 'Collection' || typeOf(p) === undefined)
  const title = pick(parent?.label) ?? (label === undefined ? undefined : periodicalTitle(label))
  if (title === undefined) throw new IngestError(file, undefined, 'IIIF Manifest without a label')
  const parentId = collectionSlug(parent ? idOf(parent) : undefined) ?? slugify(title)
  if (parentId === '') throw new IngestError(file, undefined, `no periodical id can be made from "${title}"`)

  let date: string | undefined
  if (data.navDate !== undefined) {
    date = isoDate(data.navDate.slice(0, 10))
    if (date === undefined) throw new IngestError(file, undefined, `navDate "${data.navDate}" is not a date`)
  } else {
    date = isoDate(DATE_IN_LABEL.exec(label ?? '')?.[0])
  }

  const languages = [
    uniqueCodes(texts(data.language)),
    uniqueCodes(metadataValues(data.metadata, LANGUAGE_LABELS)),
    uniqueCodes(Object.keys(data.label ?? {})),
  ].find((codes) => codes.length > 0)

  const homepage = eachOf(Resource, data.homepage)
    .map(idOf)
    .find((id) => id !== undefined && HTTP.test(id))
  const permalink = homepage ?? (data.id !== undefined && HTTP.test(data.id) ? data.id : undefined)

  const pkg: SourcePackage = {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId,
    title,
    date,
    edition: 1,
    number: metadataValues(data.metadata, NUMBER_LABELS)[0],
    languages: languages ?? [],
    permalink,
    pages,
    // IIIF gives no article level we can use: ranges in `structures` point at canvases or canvas
    // regions, not ALTO block ids, and the cookbook's annotation pages hold only OCR lines
    // (supplementing TextualBody annotations). The loader indexes page text instead, as for NDNP.
    units: [],
    sourcePath: file,
  }
  checkPackageLimits(pkg, lineOf)
  return pkg
}

export function readIiif(json: string, file: string, options: IiifOptions = {}): IiifResult {
  const text = json.replace(/^\uFEFF/, '')
  const value = parseJson(text, file)
  const root = v.safeParse(Root, value)
  // valibot's object schemas accept arrays too.
  if (!root.success || Array.isArray(value)) throw new IngestError(file, undefined, 'not a IIIF resource: expected a JSON object')
  const type = root.output.type
  if (type === 'Collection') return readCollection(value, text, file, options)
  if (type === 'Manifest') return { kind: 'manifest', package: readManifest(value, text, file, options) }
  const legacy = root.output['@type']
  if (legacy !== undefined && legacy.startsWith('sc:'))
    throw new IngestError(file, undefined, `IIIF Presentation 2 (${legacy}) is not supported; expected Presentation 3`)
  throw new IngestError(file, undefined, `not a IIIF Collection or Manifest (type ${type ?? 'missing'})`)
}
