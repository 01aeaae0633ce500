/**
 * The server's document work (issue 33) on a store built by the importer: IIIF, citations and
 * texts answered on the search threads exactly as on the calling thread; Content Search looked up
 * in a document's kept words, with answers that do not repeat the query in every hit; texts read
 * a piece at a time; the reader showing a long document a few pages at a time; and a pool that
 * never gives every thread to documents, never leaves a caller waiting, and refuses a flood.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { answerIiif } from '#src/documents/iiif.ts'
import { answerDocumentJob, type AddressJob } from '#src/documents/job.ts'
import { TEXT_PIECE_CHARACTERS } from '#src/documents/limits.ts'
import { documentWords } from '#src/documents/words.ts'
import { findHits, findIndexedHits, queryDigest } from '#src/iiif/content-search.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { parseSearchState } from '#src/domain/search-state.ts'
import { READER_MAX_CHARACTERS, readIssue, readerWindow } from '#src/search/reader.ts'
import { DocumentsBusyError, ThreadPool, SearchThreadError } from '#src/threads/pool.ts'
import { type Db, openForReading } from '#src/store/db.ts'
import { pagesIn } from '#src/store/issues.ts'
import { textPiece } from '#src/store/outlines.ts'
import { writeAltoIssue } from '../fixtures/alto-pages'

const ORIGIN = 'https://collections.example.org'
const SMALL = { id: 'kleine-zeitung', date: '1899-03-04' }
const LONG = { id: 'lange-zeitung', date: '1899-05-06' }
/** Words of the small issue's pages: accents, a long s, a word broken by punctuation. */
const SMALL_PAGES = [
  ['Die', 'Regierung', 'von', 'Luxemburg', 'hat', 'gestern', 'beschlossen,', 'dass', 'die', 'Eisenbahn', 'nach', 'Trier', 'fährt.', 'Café', 'Müller'],
  ['Luxemburg', 'und', 'Trier:', 'die', 'Regierung', 'antwortet.', 'Straße', 'Großherzog', 'Luxemburger', 'Wort', '𝔉raktur', 'Zeitung'],
  ['Letzte', 'Seite', 'ohne', 'Treffer', 'aber', 'mit', 'Wörtern', 'wie', 'Luxemburgs', 'Regierungen'],
]

let dir: string
let store: string
let db: Db
const previousStore = process.env.LIBRARY_DB

/** About `count` words of 5 to 9 letters, from a fixed small vocabulary with one marker word per page. */
function manyWords(count: number, marker: string): string[] {
  const vocabulary = ['Gemeinde', 'Bürger', 'Rathaus', 'Markt', 'Getreide', 'Preise', 'Kammer', 'Sitzung', 'Bericht', 'Wetter']
  return Array.from({ length: count }, (_, index) => (index === 7 ? marker : (vocabulary[(index * 7) % vocabulary.length] ?? 'Wort')))
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'documents-'))
  store = join(dir, 'library.db')
  const small = writeAltoIssue(join(dir, 'small'), SMALL_PAGES)
  importPaths(store, [small], { fresh: true, metadata: { title: 'Kleine Zeitung', date: SMALL.date, lang: 'de', periodical: SMALL.id } })
  // Three pages of about 440,000 characters each: more than the reader shows at once.
  const long = writeAltoIssue(
    join(dir, 'long'),
    ['Anfang', 'Mitte', 'Ende'].map((marker) => manyWords(55_000, marker)),
  )
  importPaths(store, [long], { metadata: { title: 'Lange Zeitung', date: LONG.date, lang: 'de', periodical: LONG.id } })
  process.env.LIBRARY_DB = store
  db = openForReading(store)
}, 120_000)

afterAll(() => {
  db.close()
  if (previousStore === undefined) delete process.env.LIBRARY_DB
  else process.env.LIBRARY_DB = previousStore
  rmSync(dir, { recursive: true, force: true })
})

const context = () => ({ db, generation: 'test', origin: ORIGIN, images: join(dir, 'images'), sources: undefined, now: new Date('2026-11-27T12:00:00Z') })
const text = (body: string | Uint8Array) => (typeof body === 'string' ? body : new TextDecoder().decode(body))
const issueRef = (issue: { id: string; date: string }) => ({ kind: 'issue' as const, periodicalId: issue.id, date: issue.date, edition: 1 })

describe('Content Search on a document’s kept words', () => {
  it('finds exactly what matching every word box finds, for words, prefixes, phrases and folded forms', () => {
    const pages = pagesIn(db, issueRef(SMALL)).map((page) => ({ ...page, words: page.words }))
    const words = documentWords(db, 'test', issueRef(SMALL))
    for (const q of ['Luxemburg', 'regierung', 'Luxemb*', '"die Regierung"', 'strasse', 'grossherzog', 'cafe', 'fahrt', 'Trier -Luxemburg', 'nichts', 'frakt*']) {
      // findHits hands the word box itself as the hit's box; only its position and size are the box.
      const expected = findHits(pages, q).map(({ box, ...hit }) => ({ ...hit, box: { x: box.x, y: box.y, width: box.width, height: box.height } }))
      expect(findIndexedHits(words, q), q).toEqual(expected)
    }
    expect(findIndexedHits(words, 'Luxemburg').map((hit) => [hit.sequence, hit.match])).toEqual([
      [1, 'Luxemburg'],
      [2, 'Luxemburg'],
    ])
    expect(findIndexedHits(words, 'Luxemb*').map((hit) => hit.match)).toEqual(['Luxemburg', 'Luxemburg', 'Luxemburger', 'Luxemburgs'])
  })

  it('names its hits by a digest of the query, so a long query is not repeated in every hit', () => {
    // 120 words that each match, in a query of 480 characters of escaped non-ASCII.
    const q = `${'Luxemburg '.repeat(20)}${'ü'.repeat(240)} die*`
    const answer = answerIiif(context(), `/iiif/periodicals/${SMALL.id}/${SMALL.date}/search`, new URLSearchParams({ q }))
    expect(answer.status).toBe(200)
    const body = text(answer.body)
    const parsed = v.parse(v.looseObject({ items: v.array(v.object({ id: v.string(), type: v.string(), motivation: v.string(), target: v.string() })) }), JSON.parse(body))
    expect(parsed.items.length).toBeGreaterThan(3)
    for (const item of parsed.items) {
      expect(item.id).toBe(`${ORIGIN}/iiif/periodicals/${SMALL.id}/${SMALL.date}/search/hit/${queryDigest(q)}/${parsed.items.indexOf(item) + 1}`)
      expect(item.id.length).toBeLessThan(120)
    }
    // The query appears in the answer's own address only (and its quotes page's), not per hit.
    expect(body.split('%C3%BC'.repeat(240)).length - 1).toBe(2)
  })
})

describe('texts read a piece at a time', () => {
  it('joins its pieces into the whole text, each piece within the limit, never cutting a character in two', () => {
    const whole = textPiece(db, issueRef(LONG), undefined, Number.MAX_SAFE_INTEGER)
    expect(whole?.next).toBeUndefined()
    const pieces: string[] = []
    let cursor = textPiece(db, issueRef(LONG), undefined, TEXT_PIECE_CHARACTERS)
    while (cursor) {
      expect(cursor.text.length).toBeLessThanOrEqual(TEXT_PIECE_CHARACTERS)
      pieces.push(cursor.text)
      cursor = cursor.next ? textPiece(db, issueRef(LONG), cursor.next, TEXT_PIECE_CHARACTERS) : undefined
    }
    expect(pieces.length).toBeGreaterThan(4)
    expect(pieces.join('')).toBe(whole?.text)
    expect(whole?.text.startsWith('Gemeinde')).toBe(true)
    // A surrogate pair at a piece's edge stays whole.
    const small = textPiece(db, issueRef(SMALL), undefined, Number.MAX_SAFE_INTEGER)?.text ?? ''
    const at = small.indexOf('𝔉')
    const split = textPiece(db, issueRef(SMALL), undefined, at + 1)
    expect(split?.text.endsWith('\uD835')).toBe(false)
    expect(`${split?.text}${textPiece(db, issueRef(SMALL), split?.next, Number.MAX_SAFE_INTEGER)?.text}`).toBe(small)
  })

  it('answers a whole issue’s text.txt in pieces that say where the next begins', () => {
    const first = answerIiif(context(), `/iiif/periodicals/${LONG.id}/${LONG.date}/text.txt`, new URLSearchParams())
    expect(first.status).toBe(200)
    expect(first.next).toBeDefined()
    expect(text(first.body).length).toBeLessThanOrEqual(TEXT_PIECE_CHARACTERS)
    const second = answerIiif(context(), `/iiif/periodicals/${LONG.id}/${LONG.date}/text.txt`, new URLSearchParams(), first.next)
    expect(text(second.body).length).toBeGreaterThan(0)
    // A small issue comes whole, its units apart by a blank line.
    const small = answerIiif(context(), `/iiif/periodicals/${SMALL.id}/${SMALL.date}/text.txt`, new URLSearchParams())
    expect(small.next).toBeUndefined()
    expect(text(small.body)).toContain('Die Regierung von Luxemburg')
    expect(text(small.body)).toContain('\n\n')
  })
})

describe('the reader shows a long document a few pages at a time', () => {
  it('chooses the pages whose text fits, and knows those before and after', () => {
    const pages = [1, 2, 3, 4, 5].map((sequence) => ({ sequence }))
    const units = [
      { firstPage: 1, characters: 40 },
      { firstPage: 2, characters: 40 },
      { firstPage: 2, characters: 30 },
      { firstPage: 4, characters: 90 },
      { firstPage: 5, characters: 10 },
    ]
    expect(readerWindow(pages, units, 1, 1000)).toBeNull()
    expect(readerWindow(pages, units, 1, 100)).toEqual({ first: 1, last: 1, total: 5, previous: null, next: 2 })
    expect(readerWindow(pages, units, 2, 100)).toEqual({ first: 2, last: 3, total: 5, previous: 1, next: 4 })
    // A page whose text alone is over the budget is still shown, alone.
    expect(readerWindow(pages, units, 4, 50)).toEqual({ first: 4, last: 4, total: 5, previous: 3, next: 5 })
    // A page that does not exist opens at the next one there is, or the last.
    expect(readerWindow(pages, units, 99, 100)?.first).toBe(5)
  })

  it('sends the text of the shown pages only, with every unit in the contents', () => {
    const first = readIssue(db, LONG.id, LONG.date, 'Anfang Ende')
    expect(first?.window).toMatchObject({ first: 1, total: 3, previous: null })
    const shownUnits = first?.units.filter((unit) => unit.parts.length > 0) ?? []
    const shownCharacters = shownUnits.reduce((sum, unit) => sum + unit.parts.reduce((total, part) => total + part.text.length, 0), 0)
    expect(shownCharacters).toBeLessThanOrEqual(READER_MAX_CHARACTERS)
    expect(first?.units.length).toBe(3)
    // The marker of page 1 is marked and boxed; that of page 3 is not shown.
    expect(first?.matches).toBe(1)
    expect(first?.pages.find((page) => page.sequence === 1)?.boxes.map((box) => box.word)).toEqual(['Anfang'])
    expect(first?.pages.find((page) => page.sequence === 3)?.boxes).toEqual([])
    expect(JSON.stringify(first).length).toBeLessThan(3 * READER_MAX_CHARACTERS)
    const next = first?.window?.next ?? 0
    const later = readIssue(db, LONG.id, LONG.date, 'Anfang Ende', undefined, next)
    expect(later?.window?.first).toBe(next)
    expect(later?.window?.previous).toBe(1)
    // A small issue is shown whole.
    expect(readIssue(db, SMALL.id, SMALL.date, 'Luxemburg')?.window).toBeNull()
  })
})

describe('document work on the search threads', () => {
  let pool: ThreadPool

  beforeAll(async () => {
    pool = new ThreadPool(2)
    await pool.ready
  })

  afterAll(async () => {
    await pool.close()
  })

  const job = (path: string, query = ''): AddressJob => ({ kind: 'iiif', path, query, origin: ORIGIN, images: join(dir, 'images'), now: Date.parse('2026-11-27T12:00:00Z') })

  it('answers manifests, Content Search, citations and text exactly as on this thread', async () => {
    const base = `/iiif/periodicals/${SMALL.id}/${SMALL.date}`
    const jobs: AddressJob[] = [
      job(`${base}/manifest`),
      job(`${base}/search`, '?q=Luxemburg'),
      job(`${base}/search/v1`, '?q=regierung*'),
      job(`${base}/text.txt`),
      job(`${base}/canvas/2/text`),
      job(`${base}/canvas/2/layout.svg`, '?q=Trier'),
      job('/iiif/collection'),
      { kind: 'cite', path: `/cite/periodicals/${SMALL.id}/${SMALL.date}.ris`, query: '?lang=de', origin: ORIGIN, now: Date.parse('2026-11-27T12:00:00Z') },
    ]
    const answers = await Promise.all(jobs.map((one) => pool.document(one)))
    answers.forEach((answer, index) => {
      const job = jobs[index]
      if (!job) throw new Error('no job')
      expect(answer, job.path).toEqual(answerDocumentJob(job))
      expect(answer.status, job.path).toBe(200)
    })
    expect(text(answers[1]?.body ?? '')).toContain('xywh=')
    expect(text(answers[7]?.body ?? '')).toContain('TI  - Kleine Zeitung')
  })

  it('keeps a thread for the searches while documents queue, and answers the documents in turn', async () => {
    const order: string[] = []
    const base = `/iiif/periodicals/${LONG.id}/${LONG.date}`
    const documents = Array.from({ length: 12 }, (_, index) =>
      pool.document(job(`${base}/search`, `?q=${['Anfang', 'Mitte', 'Ende', 'Gemeinde'][index % 4]}${'*'.repeat(index % 2)}`)).then((answer) => {
        order.push(`document ${index}`)
        return answer
      }),
    )
    const search = pool.results(parseSearchState({ q: 'Regierung' })).then((results) => {
      order.push('search')
      return results
    })
    const [results] = await Promise.all([search, ...documents])
    expect(results?.total).toBeGreaterThan(0)
    // The search was posted after twelve documents, and did not wait for them.
    expect(order.indexOf('search')).toBeLessThan(order.length - 1)
    expect(order.filter((entry) => entry.startsWith('document'))).toEqual(documents.map((_, index) => `document ${index}`))
    expect(pool.waiting).toBe(0)
  })

  it('fails a job whose reply cannot be read, and one that never comes, instead of waiting for ever', async () => {
    const garbled = new ThreadPool(1, new URL('../fixtures/garbled-worker.ts', import.meta.url))
    const silent = new ThreadPool(1, new URL('../fixtures/silent-worker.ts', import.meta.url), { timeoutMs: 500, maxWaitingDocuments: 2 })
    try {
      await Promise.all([garbled.ready, silent.ready])
      await expect(garbled.results(parseSearchState({ q: 'x' }))).rejects.toBeInstanceOf(SearchThreadError)
      await expect(garbled.document(job('/iiif/collection'))).rejects.toBeInstanceOf(SearchThreadError)
      // One document runs, two wait, the fourth is refused at once.
      const running = [0, 1, 2].map(() => silent.document(job('/iiif/collection')))
      await expect(silent.document(job('/iiif/collection'))).rejects.toBeInstanceOf(DocumentsBusyError)
      await expect(running[0]).rejects.toBeInstanceOf(SearchThreadError)
      await Promise.allSettled(running)
    } finally {
      await Promise.all([garbled.close(), silent.close()])
    }
  })
})
