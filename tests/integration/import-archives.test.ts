// ZIP and gzip deliveries (issue 34, ADR 034): read in place, entries through the same limits as
// files; hostile archives refused naming the archive and the entry, the live store untouched.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPaths } from '#src/ingest/loader.ts'
import { foldText } from '#src/domain/fold.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, count, expectRefused, setUpHarness, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, miniIssueMets, writeMiniIssue } from '../fixtures/mini-issue'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { writeZip } from '../fixtures/zip'

const HALLE_ALTO = join(REAL, '..', 'scans', 'general-anzeiger-halle-1897', '1667522809_J_0025_0001.xml')
const MIB = 1024 * 1024

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

function found(word: string): number {
  const store = openForReading(h.db)
  try {
    return store.prepare<[string], number>('SELECT COUNT(*) FROM unit_fts WHERE unit_fts MATCH ?').pluck().get(`"${foldText(word)}"`) ?? 0
  } finally {
    store.close()
  }
}

function sourcePaths(): { issue: string; ocr: string | null }[] {
  const store = openForReading(h.db)
  try {
    return store
      .prepare<[], { issue: string; ocr: string | null }>('SELECT i.source_path AS issue, p.ocr_path AS ocr FROM issue i JOIN page p ON p.issue_id = i.id ORDER BY i.id, p.sequence')
      .all()
  } finally {
    store.close()
  }
}

/** The mini issue as ZIP entries under `prefix`. */
const miniIssue = (prefix: string, date: string) => [
  { name: `${prefix}mets.xml`, data: miniIssueMets({ date, articleText: 'Der Zollverein tagte im Archiv' }) },
  { name: `${prefix}text/0001.xml`, data: miniIssueAlto({ articleText: 'Der Zollverein tagte im Archiv' }) },
]

describe('ZIP and gzip deliveries are read in place', () => {
  it('imports a ZIP of a METS package named directly, naming its files as archive!/entry', () => {
    const zip = writeZip(join(h.dir, 'delivery.zip'), miniIssue('issue/', '1941-06-01'))
    const report = importPaths(h.db, [zip])
    expect(report).toMatchObject({ issues: 1, pages: 1, skipped: 0 })
    expect(found('zollverein')).toBe(1)
    expect(sourcePaths().at(-1)).toEqual({ issue: `${zip}!/issue/mets.xml`, ocr: `${zip}!/issue/text/0001.xml` })
    // Nothing unpacked is left beside the store.
    expect(count(h.db, 'issue')).toBe(2)
  })

  it('imports a folder holding a ZIP of bare ALTO pages, the date from the archive name, and says what it did not read', () => {
    const folder = join(h.dir, 'incoming')
    mkdirSync(folder)
    const alto = HAS_REAL ? readFileSync(HALLE_ALTO) : Buffer.from(miniIssueAlto())
    writeZip(join(folder, '18971214_01.zip'), [
      { name: 'pages/', data: '' },
      { name: 'pages/0001.xml', data: alto },
      { name: 'pages/0002.xml', data: Buffer.from(miniIssueAlto({ articleText: 'Kaiser Kiautschou Depesche' })) },
    ])
    writeFileSync(join(folder, 'exif.json'), JSON.stringify([{ SourceFile: 'x.jpg', ImageWidth: 10 }]))
    const report = importPaths(h.db, [folder], { metadata: { title: 'General-Anzeiger für Halle', lang: 'de' } })
    expect(report).toMatchObject({ issues: 1, pages: 2, skipped: 0 })
    expect(report.notRead).toEqual([{ file: join(folder, 'exif.json'), reason: 'JSON without a IIIF "@context": not a IIIF resource' }])
    expect(found('kiautschou')).toBe(1)
    const store = openForReading(h.db)
    try {
      expect(store.prepare<[], string>("SELECT date FROM issue WHERE periodical_id = 'general-anzeiger-fur-halle'").pluck().get()).toBe('1897-12-14')
    } finally {
      store.close()
    }
  })

  it('reads a gzipped file by its content, whatever its name, and says a TAR is to be unpacked first', () => {
    const folder = join(h.dir, '19410607')
    mkdirSync(folder)
    // As the Internet Archive names its OCR: no extension inside the gzip.
    writeFileSync(join(folder, 'page_alto.gz'), gzipSync(miniIssueAlto({ articleText: 'Ohne Endung gelesen' })))
    writeFileSync(join(folder, 'scans.tgz'), gzipSync(Buffer.alloc(1024)))
    const report = importPaths(h.db, [folder], { metadata: { title: 'Test-Blatt', periodical: 'testblatt', date: '1941-06-07' } })
    expect(report).toMatchObject({ issues: 1, pages: 1 })
    expect(found('endung')).toBe(1)
    expect(report.notRead).toEqual([{ file: `${join(folder, 'scans.tgz')}!/scans.tar`, reason: 'a TAR archive, which the importer does not unpack: unpack it first' }])
  })

  it('imports a gzipped ALTO page as a bare page', () => {
    const file = join(h.dir, '19410602.xml.gz')
    writeFileSync(file, gzipSync(miniIssueAlto({ articleText: 'Gzip Bahnhofsvorsteher' })))
    const report = importPaths(h.db, [file], { metadata: { title: 'Test-Blatt', periodical: 'testblatt' } })
    expect(report).toMatchObject({ issues: 1, pages: 1 })
    expect(found('bahnhofsvorsteher')).toBe(1)
  })
})

describe('hostile archives are refused with the archive and the entry named, the store unchanged', () => {
  const zip = () => join(h.dir, 'hostile.zip')

  it('a zip bomb by ratio', () => {
    writeZip(zip(), [{ name: 'bomb.xml', data: Buffer.alloc(20 * MIB, 0x20) }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "bomb\.xml": the entry inflates more than 100 times .*a compression bomb/ })
  })

  it('zip-slip: an entry named ../', () => {
    writeZip(zip(), [...miniIssue('', '1941-06-03'), { name: '../../evil.xml', data: '<alto/>' }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "\.\.\/\.\.\/evil\.xml": the entry name .* leads outside the archive/ })
  })

  it('an absolute entry name', () => {
    writeZip(zip(), [{ name: '/etc/cron.d/evil', data: 'x' }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "\/etc\/cron\.d\/evil": the entry name .* is an absolute path/ })
  })

  it('a symbolic-link entry', () => {
    writeZip(zip(), [...miniIssue('', '1941-06-04'), { name: 'text/0002.xml', data: '/etc/passwd', store: true, mode: 0o120777 }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "text\/0002\.xml": the entry is a symbolic link/ })
  })

  it('too many entries', () => {
    const entries = Array.from({ length: 100_001 }, (_, i) => ({ name: `e${i}`, data: '', store: true }))
    writeZip(zip(), entries)
    expectRefused(h, [zip()], { file: zip(), message: /hostile\.zip: the archive holds 100,001 entries, over the limit of 100,000 for one archive$/ })
  })

  it('an entry over 64 MiB uncompressed', () => {
    writeZip(zip(), [{ name: 'huge.xml', data: Buffer.alloc(65 * MIB, 0x20) }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "huge\.xml": the entry is 68,157,440 bytes uncompressed, over the limit of 67,108,864 bytes for one file/ })
  })

  it('an entry whose header lies about its size', () => {
    writeZip(zip(), [{ name: 'liar.xml', data: Buffer.alloc(2 * MIB, 0x41), claimedSize: 100 }])
    expectRefused(h, [zip()], { file: zip(), message: /entry "liar\.xml": the entry/ })
  })

  it('bad encoding inside an entry, at its line, named as archive!/entry', () => {
    const latin1 = Buffer.from('<?xml version="1.0"?>\n<alto><Layout><Page><String CONTENT="Gr\xf6\xdfe"/></Page></Layout></alto>', 'latin1')
    writeZip(zip(), [{ name: 'pages/0001.xml', data: latin1 }])
    expectRefused(h, [zip()], { file: `${zip()}!/pages/0001.xml`, line: 2, message: /hostile\.zip!\/pages\/0001\.xml:2: invalid UTF-8: bytes? f6/ }, { metadata: { title: 'X', date: '1941-06-05' } })
  })

  it('a gzip bomb', () => {
    const file = join(h.dir, 'bomb.xml.gz')
    writeFileSync(file, gzipSync(Buffer.alloc(30 * MIB, 0x20)))
    expectRefused(h, [file], { file, message: /entry "bomb\.xml": the file inflates \d+ times .*a compression bomb/ })
  })

  it('a file that is no ZIP at all', () => {
    writeFileSync(zip(), 'not a zip')
    expectRefused(h, [zip()], { file: zip(), message: /not a readable ZIP archive/ })
  })

  it('a ZIP inside a ZIP is not unpacked', () => {
    const inner = writeZip(join(h.dir, 'inner.zip'), miniIssue('', '1941-06-06'))
    writeZip(zip(), [{ name: 'inner.zip', data: readFileSync(inner) }])
    copyFileSync(inner, join(h.dir, 'kept.zip'))
    expectRefused(h, [zip()], { file: zip(), message: /nothing importable: an archive inside an archive: unpack the outer one first$|nothing importable; 1 file\(s\) not imported:\n {2}.*inner\.zip: an archive inside an archive/ })
  })
})

describe('gzipped pages', () => {
  it('a folder of gzipped ALTO pages is one issue', () => {
    const folder = join(h.dir, 'gz', '19410608')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, '0001.xml.gz'), gzipSync(miniIssueAlto({ articleText: 'Erste Seite Gasometer' })))
    writeFileSync(join(folder, '0002.xml.gz'), gzipSync(miniIssueAlto({ articleText: 'Zweite Seite Gaslaterne' })))
    const report = importPaths(h.db, [join(h.dir, 'gz')], { metadata: { title: 'Test-Blatt', periodical: 'testblatt' } })
    expect(report).toMatchObject({ issues: 1, pages: 2 })
    expect(found('gasometer')).toBe(1)
    expect(found('gaslaterne')).toBe(1)
    expect(sourcePaths().at(-1)).toEqual({ issue: `${join(folder, '0001.xml.gz')}!/0001.xml`, ocr: `${join(folder, '0002.xml.gz')}!/0002.xml` })
  })

  it('a METS naming X.xml reads X.xml.gz when that is what was delivered, once', () => {
    const folder = join(h.dir, 'bnf')
    writeMiniIssue(folder, { date: '1941-06-09', articleText: 'Gezippte Seite gelesen' })
    const page = join(folder, 'text', '0001.xml')
    writeFileSync(`${page}.gz`, gzipSync(readFileSync(page)))
    rmSync(page)
    const report = importPaths(h.db, [folder])
    expect(report).toMatchObject({ issues: 1, pages: 1, skipped: 0 })
    expect(found('gezippte')).toBe(1)
    expect(sourcePaths().at(-1)?.ocr).toBe(`${page}.gz`)
  })
})
