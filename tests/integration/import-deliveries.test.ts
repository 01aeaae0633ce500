// Deliveries as other libraries send them (issue 16), made at test time from the public samples in
// ../shared/data (never copied into the repository): bare ALTO folders, dates only in paths, a
// sidecar file, a METS whose pages are missing, a bad page under --skip-bad, and the command line.
import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { parseSearchState } from '#src/domain/search-state.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { searchResults } from '../support/search'
import { foldText } from '#src/domain/fold.ts'
import { openForReading } from '#src/store/db.ts'
import { getIssue } from '#src/store/issues.ts'
import { GROUND_TRUTH } from '../fixtures/page-xml'
import { HAS_REAL, REAL } from '../fixtures/real-data'
import { refusal } from '../fixtures/ingest-error'

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
    // Its pages are not imported again as a bare issue (they belong to the METS beside them): every
    // file skipped, nothing is committed (issue 48), and the refusal names the METS, then its page.
    expect(() => importPaths(db, [incoming], { skipBad: true })).toThrow(`1 file(s) not imported:\n  ${join(incoming, mets)}: ${broken}:`)
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

/** One article of a DIDL fixture: its text, and the ALTO blocks it is printed in, page by page. */
interface DidlArticle {
  n: string
  subject: string
  title: string
  paragraphs: readonly string[]
  parts: readonly { page: string; blocks: readonly string[] }[]
}

/**
 * An MPEG-21 DIDL issue as the KB (Delpher) delivers it, written here after the KB's Algemeen
 * Handelsblad of 1 January 1870 (ddd:010097934, as harvested from the KB's OAI-PMH service in
 * its public XML workshop, MirjamC/xml-workshop) and the structure its resolver documents: the
 * DIDL inside an OAI-PMH GetRecord response (or taken out of it, leaving its `xsi:` prefix
 * undeclared), the DIDL namespace both as `didl:` and as the default; an Item per page (an `:alto`
 * Resource with its dcx:filename, an image) holding, per article on it, an Item that points at
 * the article (`ddd:article_id`) with that page's zoning; then an Item per article (Dublin Core
 * with dc:subject, an `:ocr` Resource naming a `…_articletext.xml`, a zoning whose article parts
 * name their page and ALTO blocks). The pages' ALTO are real BnL pages, renamed as Delpher names them.
 */
function didl(articles: readonly DidlArticle[], wrapped: boolean): string {
  const id = 'ddd:010097934:mpeg21'
  const zoning = (parts: DidlArticle['parts']) =>
    parts
      .map(
        (part, index) => `<dcx:article-part order="${index + 1}" pageid="${id}:p${part.page}">
            <dcx:coordinates image="DDD_010097934_${part.page}_access.jp2"><dcx:area hpos="169" vpos="1278" width="706" height="87"/></dcx:coordinates>
            <dcx:blocks alto="DDD_010097934_${part.page}_alto.xml">${part.blocks.map((block) => `<dcx:TextBlock ID="${block}"/>`).join('')}</dcx:blocks>
          </dcx:article-part>`,
      )
      .join('')
  const pageItem = (page: string) => `    <didl:Item dc:identifier="${id}:p${page}">
      <didl:Descriptor><didl:Statement mimeType="text/plain" dc:type="role">page ${Number(page)}</didl:Statement></didl:Descriptor>
      <didl:Component dc:identifier="${id}:p${page}:metadata"><didl:Resource mimeType="text/xml"><srw_dc:dcx>
        <ddd:nativePageNumber>${Number(page)}</ddd:nativePageNumber><dc:type xsi:type="dcterms:DCMIType">Text</dc:type>
      </srw_dc:dcx></didl:Resource></didl:Component>
      <didl:Component dc:identifier="${id}:p${page}:image"><didl:Resource mimeType="image/jp2" ref="http://resolver.kb.nl/resolve?urn=${id}:p${page}:image" dcx:filename="DDD_010097934_${page}_access.jp2"/></didl:Component>
      <didl:Component dc:identifier="${id}:p${page}:alto">
        <didl:Descriptor><didl:Statement mimeType="text/plain" dc:type="role">alto</didl:Statement></didl:Descriptor>
        <didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${id}:p${page}:alto" dcx:filename="DDD_010097934_${page}_alto.xml"/>
      </didl:Component>
${articles
  .flatMap((article, index) =>
    article.parts
      .filter((part) => part.page === page)
      .map(
        (part) => `      <didl:Item dc:identifier="${id}:p${page}:a${String(index + 1).padStart(4, '0')}" ddd:article_id="${id}:a${article.n}">
        <didl:Component dc:identifier="${id}:p${page}:a${article.n}:metadata"><didl:Resource mimeType="text/xml"><srw_dc:dcx>
          <dc:subject>${article.subject}</dc:subject><dc:title>${article.title}</dc:title>
        </srw_dc:dcx></didl:Resource></didl:Component>
        <didl:Component dc:identifier="${id}:p${page}:a${article.n}:zoning"><didl:Resource mimeType="text/xml"><dcx:zoning>${zoning([part])}</dcx:zoning></didl:Resource></didl:Component>
      </didl:Item>`,
      ),
  )
  .join('\n')}
    </didl:Item>`
  const articleItem = (article: DidlArticle) => `    <didl:Item dc:identifier="${id}:a${article.n}">
      <didl:Descriptor><didl:Statement mimeType="text/plain" dc:type="role">article ${Number(article.n)}</didl:Statement></didl:Descriptor>
      <didl:Component dc:identifier="${id}:a${article.n}:ocr">
        <didl:Descriptor><didl:Statement mimeType="text/plain" dc:type="role">ocr</didl:Statement></didl:Descriptor>
        <didl:Resource mimeType="text/xml" ref="http://resolver.kb.nl/resolve?urn=${id}:a${article.n}:ocr" dcx:filename="DDD_010097934_${article.n}_articletext.xml"/>
      </didl:Component>
      <didl:Component dc:identifier="${id}:a${article.n}:metadata"><didl:Resource mimeType="text/xml"><srw_dc:dcx>
        <dc:subject>${article.subject}</dc:subject><dc:title>${article.title}</dc:title><dcterms:accessRights>accessible</dcterms:accessRights>
        <dcx:recordIdentifier>${id}:a${article.n}</dcx:recordIdentifier>
      </srw_dc:dcx></didl:Resource></didl:Component>
      <didl:Component dc:identifier="${id}:a${article.n}:zoning"><didl:Resource mimeType="text/xml"><dcx:zoning>${zoning(article.parts)}</dcx:zoning></didl:Resource></didl:Component>
    </didl:Item>`
  const document = `<didl:DIDL xmlns:didl="urn:mpeg:mpeg21:2002:02-DIDL-NS" xmlns:ddd="http://www.kb.nl/namespaces/ddd" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns="urn:mpeg:mpeg21:2002:02-DIDL-NS" xmlns:dcx="http://krait.kb.nl/coop/tel/handbook/telterms.html" xmlns:srw_dc="info:srw/schema/1/dc-v1.1">
  <didl:Item dc:identifier="${id}">
    <didl:Component dc:identifier="${id}:metadata">
      <didl:Descriptor><didl:Statement mimeType="text/plain" dc:type="role">metadata</didl:Statement></didl:Descriptor>
      <didl:Resource mimeType="text/xml"><srw_dc:dcx>
        <dc:title>Algemeen Handelsblad</dc:title><dc:identifier xsi:type="dcx:PPN">832337900</dc:identifier>
        <dc:date>1858-12-07</dc:date><dcterms:temporal>Dag</dcterms:temporal><dcx:issuenumber>11872</dcx:issuenumber>
        <dcx:recordIdentifier>${id}</dcx:recordIdentifier><dc:language xsi:type="dcterms:ISO639-1">nl</dc:language>
      </srw_dc:dcx></didl:Resource>
    </didl:Component>
    <didl:Component dc:identifier="${id}:pdf"><didl:Resource mimeType="application/pdf" ref="http://resolver.kb.nl/resolve?urn=${id}:pdf" dcx:filename="DDD_010097934.pdf"/></didl:Component>
${['001', '002'].map(pageItem).join('\n')}
${articles.map(articleItem).join('\n')}
  </didl:Item>
</didl:DIDL>`
  if (!wrapped) return `<?xml version="1.0" encoding="UTF-8"?>\n${document}`
  return `<?xml version="1.0"?>
<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">
  <responseDate>2015-04-14T14:15:45.386Z</responseDate>
  <request verb="GetRecord" metadataPrefix="didl">http://services.kb.nl/mdo/oai</request>
  <GetRecord><record>
    <header><identifier>DDD:${id}</identifier><datestamp>2012-07-19T01:01:12.372Z</datestamp><setSpec>DDD</setSpec></header>
    <metadata>
${document}
    </metadata>
  </record></GetRecord>
</OAI-PMH>`
}

/** An article text as the KB writes it: no namespace, no schema reference, a title (maybe empty), paragraphs. */
const articleText = (title: string, paragraphs: readonly string[]) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<text>
	<title>${title}</title>
${paragraphs.map((p) => `\t<p>${p}</p>`).join('\n')}
</text>`

/** The ids of a real ALTO page's text blocks, in order. */
const blockIdsOf = (path: string) => [...readFileSync(path, 'utf8').matchAll(/<(?:\w+:)?TextBlock\b[^>]*\bID="([^"]+)"/g)].map((match) => match[1] ?? '')

describe.skipIf(!HAS_REAL)('an MPEG-21 DIDL issue (the KB, Delpher)', () => {
  const pageFiles = () => readdirSync(join(BNL, 'text')).sort().slice(0, 2).map((name) => join(BNL, 'text', name))
  function articles(): DidlArticle[] {
    const [first = [], second = []] = pageFiles().map(blockIdsOf)
    return [
      {
        n: '0001',
        subject: 'artikel',
        title: 'Binnenland',
        paragraphs: ['De Tweede Kamer heeft gisteren de begrooting behandeld.', 'Stoomvaart op den Rijn.'],
        // Continued on the next page, as a0007 of ddd:010097934 is.
        parts: [
          { page: '001', blocks: first.slice(0, 2) },
          { page: '002', blocks: second.slice(0, 1) },
        ],
      },
      { n: '0002', subject: 'advertentie', title: 'Advertentie', paragraphs: ['Te koop: een stoomschip in goeden staat.'], parts: [{ page: '002', blocks: second.slice(1, 2) }] },
    ]
  }

  function delivery({ withTexts = true, wrapped = false } = {}): string {
    const folder = join(dir, 'delpher', '1858', '12', '07', 'DDD_010097934')
    mkdirSync(folder, { recursive: true })
    const described = articles()
    writeFileSync(join(folder, wrapped ? 'DDD_010097934_didl.xml' : 'didl.xml'), didl(described, wrapped))
    const [first = '', second = ''] = pageFiles()
    copyFileSync(first, join(folder, 'DDD_010097934_001_alto.xml'))
    copyFileSync(second, join(folder, 'DDD_010097934_002_alto.xml'))
    if (withTexts) for (const article of described) writeFileSync(join(folder, `DDD_010097934_${article.n}_articletext.xml`), articleText(article.title, article.paragraphs))
    return join(dir, 'delpher')
  }

  for (const wrapped of [false, true]) {
    it(`imports the issue ${wrapped ? 'from its OAI-PMH response' : 'from its didl.xml'}: its pages, its articles from their text files, their kinds and blocks`, () => {
      const report = importPaths(db, [delivery({ wrapped })])
      // The Items each page holds for the articles on it are not articles of their own; every unit
      // stored is counted (ADR 055): the 2 articles and the text outside them on the 2 pages.
      expect(report).toMatchObject({ issues: 1, pages: 2, units: 4, outside: 2, skipped: 0 })
      expect(issues()).toMatchObject([{ periodical: 'algemeen-handelsblad', title: 'Algemeen Handelsblad', date: '1858-12-07', pages: 2 }])
      expect(found('begrooting')).toBe(1)
      expect(found('stoomschip')).toBe(1)
      const [first = [], second = []] = pageFiles().map(blockIdsOf)
      const store = openForReading(db)
      try {
        const units = store
          .prepare<[], { type: string; title: string; language: string; first_page: number; last_page: number; blocks: string }>(
            "SELECT type, title, language, first_page, last_page, blocks FROM unit WHERE source_type != 'PAGE_OUTSIDE_ARTICLES' ORDER BY id",
          )
          .all()
        // Each page's text outside the two articles is a unit of its own (issue 34), not an article.
        const outside = store
          .prepare<[], { type: string; first_page: number; blocks: string }>("SELECT type, first_page, blocks FROM unit WHERE source_type = 'PAGE_OUTSIDE_ARTICLES' ORDER BY id")
          .all()
        expect(outside.map((unit) => [unit.type, unit.first_page])).toEqual([
          ['issue', 1],
          ['issue', 2],
        ])
        for (const unit of outside) for (const id of [first[0], first[1], second[0], second[1]]) expect(unit.blocks).not.toContain(`"${id}"`)
        expect(units).toEqual([
          {
            type: 'article',
            title: 'Binnenland',
            language: 'nl',
            first_page: 1,
            last_page: 2,
            blocks: JSON.stringify([[1, first[0]], [1, first[1]], [2, second[0]]]),
          },
          { type: 'advertisement', title: 'Advertentie', language: 'nl', first_page: 2, last_page: 2, blocks: JSON.stringify([[2, second[1]]]) },
        ])
      } finally {
        store.close()
      }
    })
  }

  it('lists every article text file that is missing', () => {
    const error = refusal(() => importPaths(db, [delivery({ withTexts: false })]))
    expect(error.message).toMatch(/didl\.xml: 2 article text file\(s\) named here do not exist:\n {2}line \d+: DDD_010097934_0001_articletext\.xml\n {2}line \d+: DDD_010097934_0002_articletext\.xml$/)
  })
})

describe('PAGE-XML without ALTO (OCR-D, Transkribus)', () => {
  /** Two pages of the ground-truth fixture, the second with its words changed so each page has its own. */
  function pages(folder: string): void {
    mkdirSync(folder, { recursive: true })
    writeFileSync(join(folder, 'PAGE_0017_PAGE.xml'), GROUND_TRUTH)
    writeFileSync(join(folder, 'PAGE_0020_PAGE.xml'), GROUND_TRUTH.replace('Aufklaͤrung', 'Vorurtheile'))
  }

  it('a bare folder of PAGE files is an issue whose words are found, hyphens joined and folded', () => {
    const folder = join(dir, 'berlinische-monatsschrift', '1784')
    pages(folder)
    importPaths(db, [folder], { metadata: { title: 'Berlinische Monatsschrift', date: '1784-12', lang: 'de' } })
    expect(issues()).toMatchObject([{ periodical: 'berlinische-monatsschrift', date: '1784-12-01', pages: 2 }])
    expect(found('aufklarung')).toBe(1)
    expect(found('vorurtheile')).toBe(1)
    expect(found('menschen')).toBe(2)
    expect(found('monatsschrift')).toBe(2)
    // What the page view and the IIIF manifests need: size, layout in reading order, the OCR file.
    const store = openForReading(db)
    try {
      const page = store.prepare<[], { width: number; height: number; layout: string; ocr_path: string }>('SELECT width, height, layout, ocr_path FROM page ORDER BY sequence').get()
      expect(page).toMatchObject({ width: 1000, height: 2000, ocr_path: join(folder, 'PAGE_0017_PAGE.xml') })
      expect(JSON.parse(page?.layout ?? '[]')).toEqual([
        ['r_head', 'text', 1000, 1500, 8000, 400, [[1000, 1500, 7200, 200, 2]]],
        // The hyphen and the word's second half are one word with the first half's box.
        ['r_body', 'text', 1000, 2500, 8000, 500, [[1000, 2500, 5000, 200, 3], [2700, 2750, 2000, 200, 1]]],
        ['r_img', 'illustration', 1000, 6000, 4000, 2000, []],
      ])
    } finally {
      store.close()
    }
  })

  it('a METS whose only OCR is PAGE-XML imports its pages from the PAGE files', () => {
    const folder = join(dir, 'kant')
    pages(join(folder, 'OCR-D-GT-PAGE'))
    const file = (n: string) =>
      `<mets:file ID="PAGE_${n}_PAGE" MIMETYPE="application/vnd.prima.page+xml"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-GT-PAGE/PAGE_${n}_PAGE.xml"/></mets:file>`
    writeFileSync(
      join(folder, 'mets.xml'),
      `<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink">
  <mets:fileSec>
    <mets:fileGrp USE="OCR-D-IMG"><mets:file ID="INPUT_0017" MIMETYPE="image/tiff"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-IMG/INPUT_0017.tif"/></mets:file></mets:fileGrp>
    <mets:fileGrp USE="OCR-D-GT-PAGE">${file('0017')}${file('0020')}</mets:fileGrp>
  </mets:fileSec>
  <mets:structMap TYPE="PHYSICAL"><mets:div TYPE="physSequence">
    <mets:div TYPE="page" ID="PHYS_0017"><mets:fptr FILEID="INPUT_0017"/><mets:fptr FILEID="PAGE_0017_PAGE"/></mets:div>
    <mets:div TYPE="page" ID="PHYS_0020"><mets:fptr FILEID="PAGE_0020_PAGE"/></mets:div>
  </mets:div></mets:structMap>
</mets:mets>`,
    )
    const report = importPaths(db, [folder], { metadata: { title: 'Berlinische Monatsschrift', date: '1784-12' } })
    // Read through the METS only: the PAGE files are not imported again as bare pages.
    expect(report).toMatchObject({ issues: 1, pages: 2, skipped: 0 })
    expect(found('aufklarung')).toBe(1)
    expect(found('vorurtheile')).toBe(1)
  })
})
