/**
 * IIIF out (issue 17) on a store of real material: the BnL issue of 1858-12-07 (mm10 ALTO with
 * articles), and the Halle (pixel) and Maroon (mm10) scans of ../shared/data/scans as one-page
 * issues. Manifests and collections go through @iiif/parser's strict upgrade without warnings;
 * search hits land on the word's ALTO box scaled to the scan (SOURCES.md gives the scales).
 */
import { mkdirSync, mkdtempSync, copyFileSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { presentation3StrictUpgrade } from '@iiif/parser/strict'
import type { Manifest } from '@iiif/presentation-3'
import sharp, { type Sharp } from 'sharp'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Cite } from '@citation-js/core'
import '@citation-js/plugin-bibtex'
import '@citation-js/plugin-ris'
import { answerCite } from '#src/documents/cite.ts'
import { answerIiif } from '#src/documents/iiif.ts'
import { formatPercent } from '#src/domain/format.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { escapeRegExp } from '#src/domain/regex.ts'

const ORIGIN = 'https://collections.example.org'
const SCANS = join(REAL, '..', 'scans')
const NOW = new Date('2026-11-24T12:00:00Z')

let dir: string
let db: Db
let sources: string

function get(path: string, query = '', withSources = true) {
  const answer = answerIiif({ db, generation: 'test', origin: ORIGIN, sources: withSources ? sources : undefined, images: join(dir, 'images'), now: NOW }, path, new URLSearchParams(query))
  // Tiles are bytes, an OCR file is sent from the disk (src/documents/run.ts); everything else asked for here is text.
  const bytes = answer.file === undefined ? answer.body : new Uint8Array(readFileSync(answer.file))
  return { ...answer, body: typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes), bytes }
}

function body(path: string, query = ''): unknown {
  const answer = get(path, query)
  expect(answer.status).toBe(200)
  return JSON.parse(answer.body)
}

/** A manifest as the parser takes it; the parser itself checks the rest. */
const parserManifest = v.custom<Manifest>((value) => v.is(v.looseObject({ id: v.string(), type: v.literal('Manifest'), items: v.array(v.unknown()) }), value))

/** Strict Presentation 3 upgrade of a manifest, returning the warnings it logs. */
function warnings(manifest: unknown): string[] {
  const state: { warnings: string[] } = { warnings: [] }
  presentation3StrictUpgrade(v.parse(parserManifest, manifest), state)
  return state.warnings
}

const xywhOf = (target: string) => {
  const match = /#xywh=(\d+),(\d+),(\d+),(\d+)$/.exec(target)
  return match ? match.slice(1).map(Number) : []
}

const manifestSchema = v.looseObject({
  id: v.string(),
  type: v.literal('Manifest'),
  label: v.record(v.string(), v.array(v.string())),
  navDate: v.optional(v.string()),
  rights: v.string(),
  homepage: v.array(v.looseObject({ id: v.string(), language: v.optional(v.array(v.string())) })),
  service: v.array(v.looseObject({})),
  items: v.array(
    v.looseObject({
      id: v.string(),
      width: v.number(),
      height: v.number(),
      annotations: v.array(v.looseObject({ id: v.string() })),
      rendering: v.array(v.looseObject({ id: v.string() })),
      seeAlso: v.optional(v.array(v.looseObject({ id: v.string(), profile: v.string() }))),
    }),
  ),
  structures: v.optional(v.array(v.looseObject({ items: v.array(v.looseObject({ label: v.record(v.string(), v.array(v.string())), items: v.array(v.looseObject({ id: v.string() })) })) }))),
})
const searchV2 = v.looseObject({ items: v.array(v.looseObject({ target: v.string(), motivation: v.literal('highlighting') })) })
const searchV1 = v.looseObject({
  within: v.looseObject({ total: v.number() }),
  resources: v.array(v.looseObject({ on: v.string(), resource: v.looseObject({ chars: v.string() }) })),
  hits: v.array(v.looseObject({ match: v.string(), before: v.string(), after: v.string() })),
})

describe.skipIf(!HAS_REAL)('IIIF manifests, collections and Content Search on real material', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'iiif-'))
    sources = join(dir, 'sources')
    const halle = join(sources, 'halle')
    const maroon = join(sources, 'maroon')
    mkdirSync(halle, { recursive: true })
    mkdirSync(maroon, { recursive: true })
    copyFileSync(join(SCANS, 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.xml'), join(halle, '0001.xml'))
    // Its scan, of the same name: tiled at import for the page view.
    copyFileSync(join(SCANS, 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.jpg'), join(halle, '0001.jpg'))
    copyFileSync(join(SCANS, 'maroon-1923', '19231115-ALTO00001.xml'), join(maroon, '0001.xml'))
    // Its JPEG 2000 master alone, as the KB and the BnL deliver: decoded by OpenJPEG (WebAssembly).
    copyFileSync(join(SCANS, 'maroon-1923', '19231115', 'mn_19231115_001.jp2'), join(maroon, '0001.jp2'))
    const path = join(dir, 'library.db')
    importPaths(path, [join(REAL, 'bnl-luxzeit-1858-12-07')])
    const scanned = importPaths(path, [halle], { metadata: { title: 'General-Anzeiger für Halle', date: '1897-12-14', lang: 'de' }, imagesDir: join(dir, 'images') })
    expect(scanned.warnings).toEqual([])
    // A scan imported without tiles (--no-tiles), for a library whose own image server shows it.
    const tribune = join(sources, 'tribune')
    mkdirSync(tribune, { recursive: true })
    copyFileSync(join(SCANS, 'national-tribune-1898', 'ndnp-alto-sample.xml'), join(tribune, '0001.xml'))
    copyFileSync(join(SCANS, 'national-tribune-1898', 'ndnp-sample1.jpg'), join(tribune, '0001.jpg'))
    importPaths(path, [tribune], { metadata: { title: 'The National Tribune', date: '1898-11-10', lang: 'en' } })
    const master = importPaths(path, [maroon], { metadata: { title: 'The Maroon', date: '1923-11-15', lang: 'en' }, imagesDir: join(dir, 'images') })
    expect(master.warnings).toEqual([])
    db = openForReading(path)
  })

  afterAll(() => {
    db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('describes the BnL issue: canvases at the page size, articles as ranges, labels in three languages, no warnings', () => {
    const manifest = body('/iiif/periodicals/luxzeit1858/1858-12-07/manifest')
    expect(warnings(manifest)).toEqual([])
    const parsed = v.parse(manifestSchema, manifest)
    expect(parsed.id).toBe(`${ORIGIN}/iiif/periodicals/luxzeit1858/1858-12-07/manifest`)
    expect(Object.keys(parsed.label).sort()).toEqual(['de', 'en', 'fr'])
    expect(parsed.navDate).toBe('1858-12-07T00:00:00Z')
    expect(parsed.rights).toBe('http://creativecommons.org/publicdomain/mark/1.0/')
    // The permanent link first (issue 37), then the pages in the other languages.
    expect(parsed.homepage.map((page) => page.id)).toEqual([
      `${ORIGIN}/periodicals/luxzeit1858/1858-12-07`,
      `${ORIGIN}/en/periodicals/luxzeit1858/1858-12-07`,
      `${ORIGIN}/de/periodicals/luxzeit1858/1858-12-07`,
    ])
    expect(parsed.homepage[0]?.language).toBeUndefined()
    expect(parsed.items).toHaveLength(4)
    // mm10 at 300 dpi; every canvas has its text as annotations and as plain text. Its ALTO was
    // imported from outside LIBRARY_SOURCES, so it is not offered.
    for (const canvas of parsed.items) {
      expect(canvas.width).toBeGreaterThan(3000)
      expect(canvas.annotations[0]?.id).toBe(`${canvas.id}/text`)
      expect(canvas.rendering[0]?.id).toBe(`${canvas.id}/text.txt`)
      expect(canvas.seeAlso).toBeUndefined()
    }
    const ranges = parsed.structures?.[0]?.items ?? []
    expect(ranges.length).toBeGreaterThan(10)
    expect(ranges.every((range) => range.items.length > 0)).toBe(true)
    // The issue's OCR score, the mean of its words' WC, labelled and said in three languages (ADR 040).
    const score = db.prepare<[], number>("SELECT ocr_score FROM issue WHERE periodical_id = 'luxzeit1858' AND date = '1858-12-07'").pluck().get() ?? 0
    expect(score).toBeGreaterThan(0)
    const ocr = v.parse(v.array(v.object({ label: v.record(v.string(), v.array(v.string())), value: v.record(v.string(), v.array(v.string())) })), v.parse(v.object({ metadata: v.unknown() }), manifest).metadata).find((entry) => entry.label.en?.[0] === 'OCR confidence')
    expect(ocr?.label).toEqual({ en: ['OCR confidence'], de: ['OCR-Konfidenz'], fr: ['Confiance de l’OCR'] })
    // Numbers through Intl: the percent sign's space is the locale's own.
    const percent = (locale: 'en' | 'de' | 'fr') => escapeRegExp(formatPercent(score, locale))
    expect(ocr?.value.en?.[0]).toMatch(new RegExp(`^${percent('en')} \\((good|fair|poor)\\): the mean`))
    expect(ocr?.value.de?.[0]).toMatch(new RegExp(`^${percent('de')} \\((gut|mittel|schwach)\\): Mittelwert`))
    expect(ocr?.value.fr?.[0]).toMatch(new RegExp(`^${percent('fr')} \\(qualité (bonne|moyenne|faible)\\)\u00a0: moyenne`))
  })

  it('serves the original ALTO only from inside LIBRARY_SOURCES', () => {
    const path = '/iiif/periodicals/general-anzeiger-fur-halle/1897-12-14/canvas/1/alto.xml'
    const served = get(path)
    expect(served.status).toBe(200)
    expect(served.body).toContain('CONTENT="Reichskanzler"')
    const manifestPath = '/iiif/periodicals/general-anzeiger-fur-halle/1897-12-14/manifest'
    const canvas = v.parse(manifestSchema, body(manifestPath)).items[0]
    expect(canvas).toMatchObject({ width: 7161, height: 10808 })
    expect(canvas?.seeAlso?.[0]).toMatchObject({ id: `${ORIGIN}${path}`, profile: 'http://www.loc.gov/standards/alto/' })
    // Without the setting, or with a folder the file is not in, neither the file nor the link.
    expect(get(path, '', false).status).toBe(404)
    const manifest = v.parse(manifestSchema, JSON.parse(get(manifestPath, '', false).body))
    expect(manifest.items[0]?.seeAlso).toBeUndefined()
    // The BnL pages were imported from ../shared, outside the sources folder.
    expect(get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/alto.xml').status).toBe(404)
  })

  it('finds a word on the Halle scan (pixel ALTO) at its ALTO box', () => {
    const answer = v.parse(searchV2, body('/iiif/periodicals/general-anzeiger-fur-halle/1897-12-14/search', 'q=reichskanzler'))
    const hit = answer.items.find((item) => item.target.includes('/canvas/1#'))
    // ALTO HPOS=599 VPOS=5083 WIDTH=339 HEIGHT=63 on a 7161×10808 page: within the 0..10000 grid's rounding.
    const [x = 0, y = 0, w = 0, h = 0] = xywhOf(hit?.target ?? '')
    expect(Math.abs(x - 599)).toBeLessThanOrEqual(2)
    expect(Math.abs(y - 5083)).toBeLessThanOrEqual(2)
    expect(Math.abs(w - 339)).toBeLessThanOrEqual(2)
    expect(Math.abs(h - 63)).toBeLessThanOrEqual(2)
  })

  it('finds a word on the Maroon scan (mm10 ALTO) at its box scaled to the 300 dpi image (v1, as Mirador asks)', () => {
    const answer = v.parse(searchV1, body('/iiif/periodicals/the-maroon/1923-11-15/search/v1', 'q=loyola'))
    expect(answer.within.total).toBeGreaterThanOrEqual(3)
    // The masthead's LOYOLA first, then the word SOURCES.md checked: ALTO HPOS=632 VPOS=1657
    // WIDTH=92 HEIGHT=27 → x=746.5, y=1957.1, w=108.7, h=31.9 px.
    const matches = answer.hits.map((hit) => hit.match)
    expect(matches[0]).toBe('LOYOLA')
    // A possessive is found too, as the full-text index splits it at the apostrophe.
    expect(matches).toContain("Loyola's")
    const checked = matches.indexOf('Loyola')
    expect(checked).toBeGreaterThan(0)
    const [x = 0, y = 0, w = 0, h = 0] = xywhOf(answer.resources[checked]?.on ?? '')
    expect(Math.abs(x - 746.5)).toBeLessThanOrEqual(2)
    expect(Math.abs(y - 1957.1)).toBeLessThanOrEqual(2)
    expect(Math.abs(w - 108.7)).toBeLessThanOrEqual(2)
    expect(Math.abs(h - 31.9)).toBeLessThanOrEqual(2)
  })

  it('gives each page its lines as text annotations and as plain text, in the same words', () => {
    const page = v.parse(
      v.looseObject({ items: v.array(v.looseObject({ motivation: v.literal('supplementing'), body: v.looseObject({ value: v.string() }), target: v.string() })) }),
      body('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/text'),
    )
    expect(page.items.length).toBeGreaterThan(100)
    const plain = get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/text.txt')
    expect(plain.filename).toBe('luxzeit1858-1858-12-07-p1.txt')
    expect(page.items.map((item) => item.body.value).join(' ')).toBe(plain.body.trim().split(/\s+/).join(' '))
  })

  it('lists the library, a periodical by year and a year by issue', () => {
    const library = v.parse(v.looseObject({ items: v.array(v.looseObject({ id: v.string(), type: v.string() })) }), body('/iiif/collection'))
    expect(library.items.map((item) => item.id)).toContain(`${ORIGIN}/iiif/periodicals/luxzeit1858/collection`)
    const years = v.parse(v.looseObject({ items: v.array(v.looseObject({ id: v.string() })) }), body('/iiif/periodicals/luxzeit1858/collection'))
    expect(years.items.map((item) => item.id)).toEqual([`${ORIGIN}/iiif/periodicals/luxzeit1858/1858/collection`])
    const issues = v.parse(v.looseObject({ items: v.array(v.looseObject({ id: v.string(), navDate: v.string() })) }), body('/iiif/periodicals/luxzeit1858/1858/collection'))
    expect(issues.items).toEqual([expect.objectContaining({ id: `${ORIGIN}/iiif/periodicals/luxzeit1858/1858-12-07/manifest`, navDate: '1858-12-07T00:00:00Z' })])
  })

  it('answers 404 for what is not there and 400 for a query past the limit, whatever the address holds', () => {
    for (const path of [
      '/iiif/periodicals/luxzeit1858/1858-12-08/manifest',
      '/iiif/periodicals/luxzeit1858/1858-12-07/canvas/9/text',
      '/iiif/periodicals/luxzeit1858/1858-12-07/canvas/99999999999/text',
      '/iiif/periodicals/luxzeit1858/1858-12-07/range/0/text.txt',
      '/iiif/periodicals/luxzeit1858/1858-12-07/nothing',
      '/iiif/periodicals/luxzeit1858/1859/collection',
      '/iiif/periodicals/%E0%A4%A/collection',
      `/iiif/items/${'x'.repeat(5000)}/manifest`,
      '/iiif/../../etc/passwd',
      '/iiif',
    ]) {
      expect(get(path).status, path).toBe(404)
    }
    expect(get('/iiif/periodicals/luxzeit1858/1858-12-07/search', `q=${'a'.repeat(501)}`).status).toBe(400)
    expect(v.parse(searchV2, body('/iiif/periodicals/luxzeit1858/1858-12-07/search', 'q=')).items).toEqual([])
  })

  it('cites the issue, an article and answers 404 otherwise, in formats citation-js reads', () => {
    const cite = (path: string, lang = 'en') => answerCite(db, ORIGIN, NOW, path, new URLSearchParams({ lang }))
    const issue = cite('/cite/periodicals/luxzeit1858/1858-12-07.ris')
    expect(issue).toMatchObject({ status: 200, type: 'application/x-research-info-systems; charset=utf-8', filename: 'luxzeit1858-1858-12-07.ris' })
    expect(issue.body).toContain('TY  - JFULL\r\n')
    expect(issue.body).toContain(`UR  - ${ORIGIN}/periodicals/luxzeit1858/1858-12-07\r\n`)
    const unit = db
      .prepare<[], { id: number; source: string }>(
        "SELECT u.id, u.source_id AS source FROM unit u JOIN issue i ON i.id = u.issue_id WHERE i.periodical_id = 'luxzeit1858' AND u.title IS NOT NULL ORDER BY u.id LIMIT 1",
      )
      .get()
    const unitId = unit?.id
    const article = cite(`/cite/periodicals/luxzeit1858/1858-12-07/${unitId}.bib`)
    expect(article.status).toBe(200)
    const [record] = v.parse(v.array(v.looseObject({ title: v.string(), 'container-title': v.string(), URL: v.string() })), new Cite(article.body).data)
    expect(record?.['container-title']).toBe('Luxemburger Zeitung – Journal de Luxembourg')
    // Its permanent link names the article by its source's id, which a re-import keeps (issue 37).
    expect(record?.URL).toBe(`${ORIGIN}/periodicals/luxzeit1858/1858-12-07/units/${encodeURIComponent(unit?.source ?? '')}`)
    const json = cite(`/cite/periodicals/luxzeit1858/1858-12-07/${unitId}.json`)
    expect(v.parse(v.array(v.looseObject({ type: v.string() })), JSON.parse(json.body))[0]?.type).toBe('article-newspaper')
    for (const path of [
      '/cite/periodicals/luxzeit1858/1858-12-07.pdf',
      '/cite/periodicals/luxzeit1858/1858-12-07/999999.ris',
      '/cite/periodicals/luxzeit1858/1858-12-08.ris',
      '/cite/items/nothing.ris',
      '/cite/%E0%A4%A.ris',
      `/cite/periodicals/${'x'.repeat(3000)}/1858-12-07.ris`,
    ]) {
      expect(cite(path).status, path).toBe(404)
    }
  })

  it("draws a page's layout as an SVG thumbnail, a unit's region outlined and the words of a query marked", () => {
    const unitId = db.prepare<[], number>("SELECT u.id FROM unit u JOIN issue i ON i.id = u.issue_id WHERE i.periodical_id = 'luxzeit1858' AND u.first_page = 1 AND u.blocks <> '[]' ORDER BY u.id LIMIT 1").pluck().get()
    const plain = get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/layout.svg')
    expect(plain).toMatchObject({ status: 200, type: 'image/svg+xml' })
    expect(plain.body).not.toContain('stroke="#7a2418"')
    const marked = get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/layout.svg', `unit=${unitId}&q=luxemburger`)
    expect(marked.body).toContain('stroke="#7a2418"')
    expect(marked.body).toContain('fill="#ffd600"')
    // Only numbers from the data: nothing a query could inject.
    expect(get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/layout.svg', 'unit=<script>&q=<script>alert(1)</script>').body).not.toContain('<script')
  })

  it('serves the scan it tiled at import as a IIIF level 0 image service, painted on its canvas, and nothing outside its folder', () => {
    const manifest = body('/iiif/periodicals/general-anzeiger-fur-halle/1897-12-14/manifest')
    expect(warnings(manifest)).toEqual([])
    const text = JSON.stringify(manifest)
    const service = /"id":"(https:\/\/collections\.example\.org\/iiif\/image\/[0-9a-f]{64})","type":"ImageService3","profile":"level0"/.exec(text)?.[1] ?? ''
    expect(service).not.toBe('')
    const key = service.slice(service.lastIndexOf('/') + 1)
    const info = v.parse(v.looseObject({ id: v.string(), width: v.number(), height: v.number(), profile: v.string() }), body(`/iiif/image/${key}/info.json`))
    expect(info).toMatchObject({ id: service, width: 7161, height: 10808, profile: 'level0' })
    const tile = get(`/iiif/image/${key}/0,0,512,512/512,512/0/default.jpg`)
    expect(tile).toMatchObject({ status: 200, type: 'image/jpeg', immutable: true })
    expect(tile.bytes instanceof Uint8Array ? [...tile.bytes.slice(0, 3)] : []).toEqual([0xff, 0xd8, 0xff])
    for (const path of [`/iiif/image/${key}/../../library.db`, `/iiif/image/${key}/%2e%2e/%2e%2e/library.db`, '/iiif/image/../images', `/iiif/image/${key.toUpperCase()}/info.json`, `/iiif/image/${key}/vips-properties.xml`]) {
      expect(get(path).status, path).toBe(404)
    }
  })

  it('tiles a JPEG 2000 master delivered alone: the same scan as its access JPEG, pixel for pixel within JPEG noise', async () => {
    const text = JSON.stringify(body('/iiif/periodicals/the-maroon/1923-11-15/manifest'))
    const key = /\/iiif\/image\/([0-9a-f]{64})"/.exec(text)?.[1] ?? ''
    expect(key).not.toBe('')
    expect(body(`/iiif/image/${key}/info.json`)).toMatchObject({ width: 3093, height: 4146 })
    const tile = get(`/iiif/image/${key}/1024,1024,512,512/512,512/0/default.jpg`)
    expect(tile).toMatchObject({ status: 200, type: 'image/jpeg' })
    const grey = (image: Sharp) => image.greyscale().raw().toBuffer()
    const ours = await grey(sharp(tile.bytes))
    // The JPEG's samples as stored: its ICC profile ("sRGB-grey", a linear curve) would lighten them.
    const theirs = await grey(sharp(join(SCANS, 'maroon-1923', '19231115', 'mn_19231115_001.jpg'), { ignoreIcc: true }).extract({ left: 1024, top: 1024, width: 512, height: 512 }))
    expect(ours.length).toBe(theirs.length)
    let difference = 0
    for (let index = 0; index < ours.length; index++) difference += Math.abs((ours[index] ?? 0) - (theirs[index] ?? 0))
    // SOURCES.md measured 0.79 grey levels between the two files; tiling adds its own JPEG noise.
    expect(difference / ours.length).toBeLessThan(3)
  })

  it("names a scan imported without tiles to the library's image server, by its path inside the sources", () => {
    const context = { db, generation: 'test', origin: ORIGIN, sources, images: join(dir, 'images'), imageServer: 'https://iiif.example.org/iiif/3', now: NOW }
    const issue = '/iiif/periodicals/the-national-tribune/1898-11-10'
    const answer = answerIiif(context, `${issue}/manifest`, new URLSearchParams())
    const manifest: unknown = JSON.parse(typeof answer.body === 'string' ? answer.body : '')
    expect(warnings(manifest)).toEqual([])
    const service = 'https://iiif.example.org/iiif/3/tribune%2F0001.jpg'
    expect(JSON.stringify(manifest)).toContain(`"service":[{"id":"${service}","type":"ImageService3"`)
    expect(answerIiif(context, `${issue}/canvas/1/thumbnail`, new URLSearchParams())).toMatchObject({ status: 302, location: `${service}/full/!480,480/0/default.jpg` })
    // Without the server: no image service, and its picture is its layout.
    expect(JSON.stringify(body(`${issue}/manifest`))).not.toContain('ImageService')
    expect(get(`${issue}/canvas/1/thumbnail`).type).toBe('image/svg+xml')
  })

  it("gives a page's picture for lists: the scan's smallest whole image, or its layout where it has no scan", () => {
    const scan = get('/iiif/periodicals/general-anzeiger-fur-halle/1897-12-14/canvas/1/thumbnail')
    expect(scan).toMatchObject({ status: 200, type: 'image/jpeg' })
    const layout = get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/1/thumbnail')
    expect(layout).toMatchObject({ status: 200, type: 'image/svg+xml' })
    expect(get('/iiif/periodicals/luxzeit1858/1858-12-07/canvas/9/thumbnail').status).toBe(404)
  })
})
