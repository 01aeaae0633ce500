/**
 * "Demonstration collection: invented text" on everything the site makes of the demo's documents
 * (issue 51): the PDF's title page, citations (RIS N1, BibTeX note, CSL note), IIIF manifests
 * (required statement and metadata), the texts ZIP (manifest column and README), OAI-PMH records
 * and Identify, Atom feeds; each in the language asked for. A real sample imported beside the
 * demo, as the e2e store holds them, is never marked.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildDemoDatabase } from '#src/demo/load.ts'
import { answerCite } from '#src/documents/cite.ts'
import { answerFeed } from '#src/documents/feeds.ts'
import { answerIiif } from '#src/documents/iiif.ts'
import { answerOai } from '#src/documents/oai.ts'
import { answerPdf } from '#src/documents/pdf.ts'
import { installDocumentRunner } from '#src/documents/run.ts'
import { textsZip } from '#src/documents/texts-zip.ts'
import { unitFiles } from '#src/documents/texts.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { ThreadPool } from '#src/threads/pool.ts'
import { installSearchEngine } from '#src/search/search-runner.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { demoBatches, isDemoDocument, isDemoPeriodical, isDemoUnit } from '#src/store/demo.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { unzip } from '../support/unzip.ts'

const ORIGIN = 'https://collections.example.org'
const NOW = new Date('2026-11-27T12:00:00Z')
const MARK = { en: 'Demonstration collection: invented text', de: 'Demonstrationssammlung: erfundener Text', fr: 'Collection de démonstration\u00a0: texte inventé' }
const REAL_ISSUE = { periodicalId: 'luxzeit1858', date: '1858-12-07' }

let dir: string
let store: string
let db: Db
let demoIssue: { periodicalId: string; date: string }
let demoUnit: number
let realUnit: number
const previousStore = process.env.LIBRARY_DB

describe.skipIf(!HAS_REAL)('the demonstration collection, marked wherever it leaves the site', () => {
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'demo-marking-'))
    store = join(dir, 'library.db')
    buildDemoDatabase(store, { articles: 300 })
    importPaths(store, [join(REAL, 'bnl-luxzeit-1858-12-07')])
    db = openForReading(store)
    const issue = db.prepare<[], { periodical_id: string; date: string }>("SELECT periodical_id, date FROM issue WHERE periodical_id <> 'luxzeit1858' ORDER BY id LIMIT 1").get()
    if (!issue) throw new Error('the demo holds no issue')
    demoIssue = { periodicalId: issue.periodical_id, date: issue.date }
    const unit = (periodical: string) =>
      db.prepare<[string], number>("SELECT unit.id FROM unit JOIN issue ON issue.id = unit.issue_id WHERE issue.periodical_id = ? AND unit.type = 'article' ORDER BY unit.id LIMIT 1").pluck().get(periodical) ?? 0
    demoUnit = unit(demoIssue.periodicalId)
    realUnit = unit(REAL_ISSUE.periodicalId)
  }, 300_000)

  afterAll(() => {
    db?.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('is told apart by the batch the demo loader wrote, not by the store as a whole', () => {
    expect(demoBatches(db).size).toBe(1)
    expect(isDemoDocument(db, { kind: 'issue', ...demoIssue, edition: 1 })).toBe(true)
    expect(isDemoDocument(db, { kind: 'item', id: 'book-flore' })).toBe(true)
    expect(isDemoDocument(db, { kind: 'issue', ...REAL_ISSUE, edition: 1 })).toBe(false)
    expect(isDemoPeriodical(db, demoIssue.periodicalId)).toBe(true)
    expect(isDemoPeriodical(db, REAL_ISSUE.periodicalId)).toBe(false)
    expect(demoUnit).toBeGreaterThan(0)
    expect(realUnit).toBeGreaterThan(0)
    expect(isDemoUnit(db, demoUnit)).toBe(true)
    expect(isDemoUnit(db, realUnit)).toBe(false)
  })

  it('says so in every citation format, in the language asked for', () => {
    const cite = (path: string, lang: string) => answerCite(db, ORIGIN, NOW, path, new URLSearchParams({ lang })).body
    const demo = `/cite/periodicals/${demoIssue.periodicalId}/${demoIssue.date}`
    const real = `/cite/periodicals/${REAL_ISSUE.periodicalId}/${REAL_ISSUE.date}`
    expect(cite(`${demo}.ris`, 'en')).toContain(`N1  - ${MARK.en}`)
    expect(cite(`${demo}.bib`, 'de')).toContain(`note = {${MARK.de}}`)
    expect(JSON.parse(cite(`${demo}.json`, 'fr'))).toEqual([expect.objectContaining({ note: MARK.fr })])
    expect(cite('/cite/items/book-flore.ris', 'en')).toContain(`N1  - ${MARK.en}`)
    for (const format of ['ris', 'bib', 'json']) {
      const body = cite(`${real}.${format}`, 'en')
      expect(body, format).not.toBe('Not found\n')
      expect(body, format).not.toMatch(/N1 {2}- |note = |"note"/)
    }
  })

  it('says so in the IIIF manifest’s required statement and metadata, in every language', () => {
    const manifest = (path: string) => JSON.parse(String(answerIiif({ db, generation: 'test', origin: ORIGIN, images: join(dir, 'images'), sources: undefined, now: NOW }, path, new URLSearchParams()).body))
    const demo = manifest(`/iiif/periodicals/${demoIssue.periodicalId}/${demoIssue.date}/manifest`)
    for (const locale of ['en', 'de', 'fr'] as const) expect(demo.requiredStatement.value[locale][0]).toContain(MARK[locale])
    expect(demo.metadata.map((pair: { label: { en: string[] } }) => pair.label.en?.[0])).toContain('Demonstration collection')
    const real = manifest(`/iiif/periodicals/${REAL_ISSUE.periodicalId}/${REAL_ISSUE.date}/manifest`)
    expect(JSON.stringify(real)).not.toMatch(/Demonstration|invented/)
  })

  it('says so on the PDF’s title page, in the title page’s language', () => {
    const pdf = (path: string, lang: string) => answerPdf({ db, generation: 'test', origin: ORIGIN, images: join(dir, 'images'), sources: undefined, now: NOW, folder: join(dir, 'pdf') }, path, new URLSearchParams({ lang }))
    const titlePage = (file: string | undefined) => spawnSync('pdftotext', ['-enc', 'UTF-8', '-f', '1', '-l', '1', file ?? '', '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ')
    const demo = pdf(`/pdf/periodicals/${demoIssue.periodicalId}/${demoIssue.date}.pdf`, 'de')
    expect(demo.status).toBe(200)
    expect(titlePage(demo.file)).toContain(MARK.de)
    const real = pdf(`/pdf/periodicals/${REAL_ISSUE.periodicalId}/${REAL_ISSUE.date}.pdf`, 'de')
    expect(real.status).toBe(200)
    expect(titlePage(real.file)).not.toContain('Demonstrationssammlung')
  })

  it('says so in OAI-PMH records and in Identify, in every language', () => {
    const oai = (query: string) => String(answerOai({ db, origin: ORIGIN, adminEmail: 'oai@example.org', now: NOW, pageSize: 50 }, query).body)
    const record = (path: string, prefix: string) => oai(`verb=GetRecord&metadataPrefix=${prefix}&identifier=oai:collections.example.org:${path}`)
    const demo = record(`periodicals/${demoIssue.periodicalId}/${demoIssue.date}`, 'oai_dc')
    for (const locale of ['en', 'de', 'fr'] as const) expect(demo).toContain(`<dc:description xml:lang="${locale}">${MARK[locale]}</dc:description>`)
    expect(record(`periodicals/${demoIssue.periodicalId}/${demoIssue.date}`, 'mods')).toContain(`<mods:note xml:lang="en">${MARK.en}</mods:note>`)
    expect(record(`periodicals/${demoIssue.periodicalId}`, 'oai_dc')).toContain(MARK.en)
    const real = record(`periodicals/${REAL_ISSUE.periodicalId}/${REAL_ISSUE.date}`, 'oai_dc')
    expect(real).toContain('<dc:title>')
    expect(real).not.toContain('Demonstration')
    expect(oai('verb=Identify')).toMatch(new RegExp(`<description><oai_dc:dc [^>]*><dc:title>[^<]+</dc:title><dc:description xml:lang="en">${MARK.en}</dc:description>`))
  })

  it('says so in a periodical’s Atom feed and each of its entries, not in a real title’s', () => {
    const feed = (id: string, locale: string) => String(answerFeed(db, ORIGIN, NOW, `/feeds/periodicals/${id}.atom`, new URLSearchParams({ locale })).body)
    const demo = feed(demoIssue.periodicalId, 'fr')
    expect(demo).toMatch(new RegExp(`<subtitle>[^<]* — ${MARK.fr}</subtitle>`))
    expect(demo).toMatch(new RegExp(`<summary>${MARK.fr} — `))
    expect(feed(REAL_ISSUE.periodicalId, 'fr')).not.toContain('démonstration')
  })

  it('says so in the texts ZIP: a manifest column and a README, in the visitor’s language', async () => {
    expect(unitFiles(db, [demoUnit, realUnit]).map((file) => file.demo)).toEqual([true, false])
    process.env.LIBRARY_DB = store
    const pool = new ThreadPool(2)
    await pool.ready
    installSearchEngine(pool)
    installDocumentRunner(pool)
    try {
      // The day the store was built: a search pinned to it holds everything.
      const asof = db.prepare<[], string>('SELECT substr(MAX(added_at), 1, 10) FROM issue').pluck().get() ?? ''
      const zip = async (titles: string[]) => {
        const answer = await textsZip({ state: { ...parseSearchState({ title: titles, asof }), asof }, origin: ORIGIN, citation: [['search', titles.join(' ')]], locale: 'de' })
        if (answer.kind !== 'zip') throw new Error(`no ZIP: ${answer.kind}`)
        const chunks: Uint8Array[] = []
        for await (const chunk of answer.body) chunks.push(chunk)
        return unzip(Buffer.concat(chunks))
      }
      // The real sample's units and a demo title's: both kinds in one ZIP.
      const both = await zip([demoIssue.periodicalId, REAL_ISSUE.periodicalId])
      const manifest = both.get('manifest.csv')?.toString('utf8') ?? ''
      expect(manifest.split('\r\n').length).toBeGreaterThan(3)
      expect(manifest.split('\r\n')[0]).toMatch(/,note$/)
      expect(manifest).toContain(MARK.de)
      expect(manifest.split('\r\n').some((row) => row.includes('luxzeit1858') && !row.includes(MARK.de))).toBe(true)
      expect(both.get('README.txt')?.toString('utf8')).toContain(MARK.de)
    } finally {
      installSearchEngine(undefined)
      installDocumentRunner(undefined)
      await pool.close()
      if (previousStore === undefined) delete process.env.LIBRARY_DB
      else process.env.LIBRARY_DB = previousStore
    }
  }, 120_000)
})
