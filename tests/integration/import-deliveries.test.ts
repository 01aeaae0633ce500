// Deliveries as other libraries send them (issue 16), made at test time from the public samples in
// ../shared/data (never copied into the repository): bare ALTO folders, dates only in paths, a
// sidecar file, a METS whose pages are missing, a bad page under --skip-bad, and the command line.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSearchState } from '../../src/domain/search-state'
import { importPaths } from '../../src/ingest/loader'
import { IngestError } from '../../src/ingest/types'
import { searchResults } from '../../src/search/engine'
import { foldText } from '../../src/search/fold'
import { openForReading } from '../../src/store/db'
import { getIssue } from '../../src/store/issues'
import { HAS_REAL, REAL } from '../fixtures/real-data'

/** General-Anzeiger für Halle, 1897-12-14: one page of raw Tesseract ALTO v3, Fraktur with ſ and plain line-end hyphens, no METS. */
const HALLE = join(REAL, '..', 'scans', 'general-anzeiger-halle-1897')
const HALLE_ALTO = join(HALLE, '1667522809_J_0025_0001.xml')
const BNL = join(REAL, 'bnl-luxzeit-1858-12-07')
const CLI = join(import.meta.dirname, '..', '..', 'src', 'ingest', 'cli.ts')

let dir: string
let db: string

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-deliveries-'))
  db = join(dir, 'library.db')
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

function refusal(run: () => unknown): IngestError {
  try {
    run()
  } catch (error) {
    if (error instanceof IngestError) return error
    throw error
  }
  throw new Error('the import was not refused')
}

function issues(): { periodical: string; title: string; date: string; pages: number; text: string }[] {
  const store = openForReading(db)
  try {
    return store
      .prepare<[], { periodical: string; title: string; date: string; pages: number; text: string }>(
        `SELECT p.id AS periodical, p.title, i.date, (SELECT COUNT(*) FROM page WHERE issue_id = i.id) AS pages,
                (SELECT group_concat(u.text, ' ') FROM unit u WHERE u.issue_id = i.id) AS text
         FROM issue i JOIN periodical p ON p.id = i.periodical_id ORDER BY i.date`,
      )
      .all()
  } finally {
    store.close()
  }
}

function found(word: string): number {
  const store = openForReading(db)
  try {
    return store.prepare<[string], number>('SELECT COUNT(*) FROM unit_fts WHERE unit_fts MATCH ?').pluck().get(`"${foldText(word)}"`) ?? 0
  } finally {
    store.close()
  }
}

describe.skipIf(!HAS_REAL)('a folder of bare ALTO pages (Tesseract ALTO, no METS)', () => {
  it('is refused without a title, naming the page and the flag, and imported with one', () => {
    const error = refusal(() => importPaths(db, [HALLE]))
    expect(error.message).toBe(`${HALLE_ALTO}: the issue names no periodical title (found none): give one with --title "…" or in library-import.json`)

    importPaths(db, [HALLE], { metadata: { title: 'General-Anzeiger für Halle und den Saalkreis', date: '1897-12-14', lang: 'de' } })
    const [issue] = issues()
    expect(issue).toMatchObject({ periodical: 'general-anzeiger-fur-halle-und-den-saalkreis', date: '1897-12-14', pages: 1 })
    // Line-end hyphens joined (Wahl- / ſyſtem, Par- / teien), a compound kept (Kiau- / Tſchau), ſ folded.
    expect(found('wahlsystem')).toBe(1)
    expect(found('parteien')).toBe(1)
    expect(issue?.text).toContain('Kiau-Tſchau')
    expect(issue?.text).not.toMatch(/Wahl- ſyſtem|Wahl-\nſyſtem/)
  })

  it('takes the date from the folder name, and the rest from a sidecar file', () => {
    const folder = join(dir, 'in', 'general-anzeiger', '18971214_01')
    mkdirSync(folder, { recursive: true })
    copyFileSync(HALLE_ALTO, join(folder, '00000001.xml'))
    writeFileSync(join(dir, 'in', 'general-anzeiger', 'library-import.json'), JSON.stringify({ title: 'General-Anzeiger für Halle', lang: 'de', periodical: 'gah' }))
    importPaths(db, [join(dir, 'in')])
    expect(issues()).toMatchObject([{ periodical: 'gah', title: 'General-Anzeiger für Halle', date: '1897-12-14', pages: 1 }])
  })

  it('keeps a month given for an issue with its precision: stored as the first day, shown as the month', () => {
    importPaths(db, [HALLE], { metadata: { title: 'General-Anzeiger für Halle', date: '1897-12', lang: 'de' } })
    const store = openForReading(db)
    try {
      expect(store.prepare<[], { date: string; precision: string }>('SELECT date, date_precision AS precision FROM issue').all()).toEqual([
        { date: '1897-12-01', precision: 'month' },
      ])
      expect(getIssue(store, 'general-anzeiger-fur-halle', '1897-12-01', 1)).toMatchObject({ date: '1897-12-01', datePrecision: 'month' })
      const hit = searchResults(store, parseSearchState({ q: 'parteien' })).hits[0]
      expect(hit).toMatchObject({ date: '1897-12', place: { kind: 'issue', date: '1897-12-01' } })
    } finally {
      store.close()
    }
  })

  it('imports one ALTO file named on the command line as a one-page issue', () => {
    importPaths(db, [HALLE_ALTO], { metadata: { title: 'General-Anzeiger für Halle', date: '1897-12-14' } })
    expect(issues()).toMatchObject([{ date: '1897-12-14', pages: 1 }])
  })

  it('refuses an issue with no date anywhere, and a date that is not one, naming the value', () => {
    expect(refusal(() => importPaths(db, [HALLE], { metadata: { title: 'X' } })).message).toBe(
      `${HALLE_ALTO}: the issue has no date, in the file or in its path: give one with --date YYYY-MM-DD or in library-import.json`,
    )
    const folder = join(dir, 'in', '18970231_01')
    mkdirSync(folder, { recursive: true })
    copyFileSync(HALLE_ALTO, join(folder, '1.xml'))
    // 1897-02-31 is no date: the path gives none, and the import says what it needs.
    expect(refusal(() => importPaths(db, [join(dir, 'in')], { metadata: { title: 'X' } })).message).toMatch(/the issue has no date, in the file or in its path/)
  })
})

describe.skipIf(!HAS_REAL)('METS deliveries with missing or broken pages', () => {
  const mets = readdirSync(BNL).find((name) => name.endsWith('-mets.xml')) ?? ''

  it('lists every ALTO file that is missing, with its line, not only the first', () => {
    copyFileSync(join(BNL, mets), join(dir, mets))
    const error = refusal(() => importPaths(db, [join(dir, mets)]))
    expect(error.message).toMatch(/: 4 of its 4 pages name ALTO files that do not exist:/)
    for (const page of ['00001', '00002', '00003', '00004']) expect(error.message).toContain(`1858-12-07_01-${page}.xml`)
    expect(error.message.match(/\n {2}line \d+: /g)).toHaveLength(4)
  })

  it('with --skip-bad names the METS that was dropped, then its page', () => {
    const incoming = join(dir, 'incoming')
    mkdirSync(join(incoming, 'text'), { recursive: true })
    copyFileSync(join(BNL, mets), join(incoming, mets))
    for (const page of readdirSync(join(BNL, 'text'))) copyFileSync(join(BNL, 'text', page), join(incoming, 'text', page))
    const broken = join(incoming, 'text', '1858-12-07_01-00003.xml')
    writeFileSync(broken, readFileSync(broken, 'utf8').slice(0, 2000))
    const report = importPaths(db, [incoming], { skipBad: true })
    expect(report.skippedFiles).toHaveLength(1)
    expect(report.skippedFiles[0]?.message.startsWith(`${join(incoming, mets)}: ${broken}:`)).toBe(true)
    // Its pages are not imported again as a bare issue: they belong to the METS beside them.
    expect(report.issues).toBe(0)
  })
})

describe('the metadata options of the command line', () => {
  const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' })

  it('refuses a bad value in one line with the usage, exit 2, before touching any store', () => {
    const result = cli('--db', join(dir, 'x.db'), '--date', '1878-02-30', join(dir, 'nothing'))
    expect(result.status).toBe(2)
    expect(result.stderr.split('\n')[0]).toBe('--date: "1878-02-30": there is no day 30 in 1878-02')
    expect(result.stderr).toContain('usage: npm run import')
    expect(result.stderr).not.toMatch(/\n\s+at /)
    expect(cli('--type', 'magazine', join(dir, 'nothing')).stderr.split('\n')[0]).toBe('--type: "magazine": expected one of newspaper, serial, book, manuscript, poster, postcard')
    expect(cli('--title', 'DOCUMENT_TITLE_PLACEHOLDER', join(dir, 'nothing')).stderr.split('\n')[0]).toBe('--title: "DOCUMENT_TITLE_PLACEHOLDER" is not a title')
  })

  it.skipIf(!HAS_REAL)('imports a bare ALTO folder with them', () => {
    const result = cli('--db', db, '--title', 'General-Anzeiger für Halle', '--date', '1897-12-14', '--lang', 'de', HALLE)
    expect(result.status).toBe(0)
    expect(`${result.stdout}${result.stderr}`).toMatch(/imported into .* as batch b-[\d-]+[0-9a-f]{4}: files 1 · issues 1 · items 0 · pages 1/)
    expect(issues()).toMatchObject([{ title: 'General-Anzeiger für Halle', date: '1897-12-14', pages: 1 }])
  })
})

/**
 * An MPEG-21 DIDL issue as the KB (Delpher) delivers it, written here after the structure its
 * resolver and harvesting tools document (KBNLdataservices/public-docs-staging
 * opensets/delpher/newspapers.md; the STITCHplus OAI harvester's XSLT): a didl.xml with an Item per
 * page (an `:alto` Resource with its dcx:filename) and per article (Dublin Core with dc:subject, an
 * `:ocr` Resource naming an articletext.xml), an undeclared xsi: prefix, and the pages' ALTO (here
 * real BnL pages, renamed as Delpher names them).
 */
function didl(articles: readonly { n: string; subject: string; title: string }[]): string {
  const id = 'ddd:010097934:mpeg21'
  return `<?xml version="1.0" encoding="UTF-8"?>
<didl:DIDL xmlns:didl="urn:mpeg:mpeg21:2002:02-DIDL-NS" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcx="http://krait.kb.nl/coop/tel/handbook/telterms.html" xmlns:srw_dc="info:srw/schema/1/dc-v1.1" xsi:schemaLocation="urn:mpeg:mpeg21:2002:02-DIDL-NS http://standards.iso.org/ittf/PubliclyAvailableStandards/MPEG-21_schema_files/did/didl.xsd">
  <didl:Item>
    <didl:Component dc:identifier="${id}:metadata">
      <didl:Descriptor><didl:Statement mimeType="text/plain">metadata</didl:Statement></didl:Descriptor>
      <didl:Resource mimeType="text/xml"><srw_dc:dcx>
        <dc:title>Algemeen Handelsblad</dc:title><dc:date>1858/12/07</dc:date><dc:language>nl</dc:language>
        <dcx:recordIdentifier>${id}</dcx:recordIdentifier>
      </srw_dc:dcx></didl:Resource>
    </didl:Component>
${['001', '002']
  .map(
    (page) => `    <didl:Item dc:identifier="${id}:p${page}">
      <didl:Component dc:identifier="${id}:p${page}:alto">
        <didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${id}:p${page}:alto" dcx:filename="DDD_010097934_${page}_alto.xml"/>
      </didl:Component>
      <didl:Component dc:identifier="${id}:p${page}:image"><didl:Resource mimeType="image/jp2" ref="http://resolver.kb.nl/resolve?urn=${id}:p${page}:image"/></didl:Component>
    </didl:Item>`,
  )
  .join('\n')}
${articles
  .map(
    (article) => `    <didl:Item dc:identifier="${id}:a${article.n}">
      <didl:Component dc:identifier="${id}:a${article.n}:metadata"><didl:Resource mimeType="text/xml"><srw_dc:dcx>
        <dc:title>${article.title}</dc:title><dc:subject>${article.subject}</dc:subject><dc:identifier>${id}:a${article.n}</dc:identifier>
      </srw_dc:dcx></didl:Resource></didl:Component>
      <didl:Component dc:identifier="${id}:a${article.n}:ocr">
        <didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${id}:a${article.n}:ocr" dcx:filename="DDD_010097934_${article.n}_articletext.xml"/>
      </didl:Component>
    </didl:Item>`,
  )
  .join('\n')}
  </didl:Item>
</didl:DIDL>`
}

const articleText = (title: string, paragraphs: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<text xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="articletext.xsd"><title>${title}</title>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</text>`

describe.skipIf(!HAS_REAL)('an MPEG-21 DIDL issue (the KB, Delpher)', () => {
  const articles = [
    { n: '0001', subject: 'artikel', title: 'Binnenland', paragraphs: ['De Tweede Kamer heeft gisteren de begrooting behandeld.', 'Stoomvaart op den Rijn.'] },
    { n: '0002', subject: 'advertentie', title: 'Advertentie', paragraphs: ['Te koop: een stoomschip in goeden staat.'] },
  ]

  function delivery(withTexts = true): string {
    const folder = join(dir, 'delpher', '1858', '12', '07', 'DDD_010097934')
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'didl.xml'), didl(articles))
    const pages = readdirSync(join(BNL, 'text')).sort()
    copyFileSync(join(BNL, 'text', pages[0] ?? ''), join(folder, 'DDD_010097934_001_alto.xml'))
    copyFileSync(join(BNL, 'text', pages[1] ?? ''), join(folder, 'DDD_010097934_002_alto.xml'))
    if (withTexts) for (const article of articles) writeFileSync(join(folder, `DDD_010097934_${article.n}_articletext.xml`), articleText(article.title, article.paragraphs))
    return join(dir, 'delpher')
  }

  it('imports the issue with its pages, its articles from their text files, and their kinds', () => {
    const report = importPaths(db, [delivery()])
    expect(report).toMatchObject({ issues: 1, pages: 2, units: 2, skipped: 0 })
    expect(issues()).toMatchObject([{ periodical: 'algemeen-handelsblad', title: 'Algemeen Handelsblad', date: '1858-12-07', pages: 2 }])
    expect(found('begrooting')).toBe(1)
    expect(found('stoomschip')).toBe(1)
    const store = openForReading(db)
    try {
      const units = store.prepare<[], { type: string; title: string; language: string }>('SELECT type, title, language FROM unit ORDER BY id').all()
      expect(units).toEqual([
        { type: 'article', title: 'Binnenland', language: 'nl' },
        { type: 'advertisement', title: 'Advertentie', language: 'nl' },
      ])
    } finally {
      store.close()
    }
  })

  it('lists every article text file that is missing', () => {
    const error = refusal(() => importPaths(db, [delivery(false)]))
    expect(error.message).toMatch(/didl\.xml: 2 article text file\(s\) named here do not exist:\n {2}line \d+: DDD_010097934_0001_articletext\.xml\n {2}line \d+: DDD_010097934_0002_articletext\.xml$/)
  })
})
