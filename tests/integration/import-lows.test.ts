// Issue 48's lows in the importer (L1, L2 and L6 of the review): page sizes that are no size refused
// with the file, the line and the value, by the import and by --check alike; control characters out
// of words and titles, bidirectional overrides out of titles; an import that skips every file
// commits nothing; a summary instead of one line for each of many files not read.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkPaths, formatCheck } from '#src/ingest/check.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { IngestError } from '#src/ingest/types.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, expectRefused, lineIn, setUpHarness, storeHash, tearDownHarness } from '../fixtures/import-harness'
import { writeZip } from '../fixtures/zip'

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

function folderWith(name: string, files: Record<string, string>): string {
  const folder = join(h.dir, 'in', name)
  mkdirSync(folder, { recursive: true })
  for (const [file, content] of Object.entries(files)) writeFileSync(join(folder, file), content)
  return folder
}

const hocr = (pageTitle: string, words: readonly string[]) =>
  `<html><head><meta name="ocr-system" content="x"/></head><body>\n<div class="ocr_page" title="${pageTitle}">\n<span class="ocr_line" title="bbox 10 10 90 20">${words
    .map((word, index) => `<span class="ocrx_word" title="bbox ${10 + index * 10} 10 ${18 + index * 10} 20">${word}</span>`)
    .join(' ')}</span>\n</div></body></html>`
const abbyy = (page: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${page}\n<block blockType="Text" l="0" t="0" r="100" b="100"><text><par>\n<line l="0" t="0" r="100" b="10"><formatting>Lausanne</formatting></line>\n</par></text></block>\n</page>\n`
const alto = (page: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<alto xmlns="http://www.loc.gov/standards/alto/ns-v3#"><Description><MeasurementUnit>pixel</MeasurementUnit></Description><Layout>\n${page}<PrintSpace><TextBlock ID="B1" HPOS="0" VPOS="0" WIDTH="100" HEIGHT="100"><TextLine HPOS="0" VPOS="0" WIDTH="100" HEIGHT="10"><String CONTENT="Luxemburg" HPOS="0" VPOS="0" WIDTH="50" HEIGHT="10"/></TextLine></TextBlock></PrintSpace></Page></Layout></alto>\n`

describe('page sizes that are no size (L1)', () => {
  const cases: [string, string, string, RegExp][] = [
    ['an hOCR page of 1e308', 'page.hocr', hocr('bbox 0 0 1e308 1e308', ['Brno']), /the page's width is 1e\+308: a page's size must be a positive number of at most 1,000,000 pixels$/],
    ['an ABBYY page 1e308 high', 'page.xml', abbyy('<page width="1000" height="1e308">'), /the page's height is 1e\+308/],
    ['an ABBYY page of a negative width', 'page.xml', abbyy('<page width="-1000" height="1000">'), /the page's width is -1000/],
    ['an ALTO page of a negative width', '0001.xml', alto('<Page ID="P1" WIDTH="-5" HEIGHT="100" PHYSICAL_IMG_NR="1">'), /the page's width is -5/],
    ['an ALTO page 2,000,000 pixels high', '0001.xml', alto('<Page ID="P1" WIDTH="100" HEIGHT="2000000" PHYSICAL_IMG_NR="1">'), /the page's height is 2000000/],
    ['an hOCR page with no size whose word reaches 1e308', 'page.hocr', hocr('image "x.png"', ['Brno']).replace('bbox 10 10 18 20', 'bbox 10 10 1e308 20'), /the page's width is 1e\+308/],
  ]
  for (const [what, file, content, message] of cases) {
    it(`refuses ${what}, with the file, the line and the value, as --check does`, () => {
      const folder = folderWith('19000101', { [file]: content })
      const line = lineIn(content, content.includes('ocr_page') ? 'ocr_page' : content.includes('<page ') ? '<page ' : '<Page ')
      const options = { metadata: { title: 'Feuille', date: '1900-01-01', type: 'newspaper' as const } }
      const error = expectRefused(h, [folder], { file: join(folder, file), line, message }, options)
      // The dry run says the same, instead of "would import".
      const checked = checkPaths([folder], options)
      expect(checked.documents).toEqual([])
      expect(checked.refused.map((refused) => refused.message)).toEqual([error.message])
    })
  }

  it('keeps a page of a real size, and one whose size is not given (0: as far as what is on it)', () => {
    const folder = folderWith('19000102', { 'page.hocr': hocr('bbox 0 0 2480 3508', ['Brno']), 'other.xml': alto('<Page ID="P1" WIDTH="0" HEIGHT="0" PHYSICAL_IMG_NR="2">') })
    const report = importPaths(h.db, [folder], { metadata: { title: 'Feuille', date: '1900-01-02', type: 'newspaper' } })
    expect(report).toMatchObject({ issues: 1, pages: 2 })
  })
})

describe('control characters out of words and titles (L2)', () => {
  it('keeps NUL, ESC, DEL, C1 and U+FFFE out of hOCR words, from the store to the text', () => {
    const words = ['nu\u0000ll', 'esc\u001b[31mred', 'del\u007fete', 'c1\u0085x', 'non\ufffechar', '\u0000\u0001', 'Brno']
    const folder = folderWith('19000103', { 'page.hocr': hocr('bbox 0 0 100 100', words) })
    importPaths(h.db, [folder], { metadata: { title: 'Feuille', date: '1900-01-03', type: 'newspaper' } })
    const store = openForReading(h.db)
    try {
      const page = store.prepare<[], { text: string; words: string }>("SELECT p.text, p.words FROM page p JOIN issue i ON i.id = p.issue_id WHERE i.date = '1900-01-03'").get()
      const units = store.prepare<[], string>("SELECT u.text FROM unit u JOIN issue i ON i.id = u.issue_id WHERE i.date = '1900-01-03'").pluck().all()
      const stored = [page?.text ?? '', page?.words ?? '', ...units].join('\n')
      const controls = [...stored].filter((char) => {
        const code = char.charCodeAt(0)
        return (code < 0x20 && char !== '\t' && char !== '\n' && char !== '\r') || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff
      })
      expect(controls).toEqual([])
      expect(JSON.parse(page?.words ?? '[]').map((word: unknown[]) => word[0])).toEqual(['null', 'esc[31mred', 'delete', 'c1x', 'nonchar', 'Brno'])
    } finally {
      store.close()
    }
  })

  it('keeps bidirectional overrides, controls and line separators out of titles', () => {
    const tei = `<?xml version="1.0" encoding="UTF-8"?>\n<TEI xmlns="http://www.tei-c.org/ns/1.0"><teiHeader><fileDesc><titleStmt><title>Wiener\u202e Zeitung\u0085\u2028 1741\u2066x\u2069</title></titleStmt></fileDesc></teiHeader>\n<text><body>\n<p>Aus Wien vom 15. Merz</p>\n</body></text></TEI>\n`
    const folder = folderWith('tei-bidi', { 'tei.xml': tei })
    importPaths(h.db, [folder], { metadata: { date: '1741-03-15', type: 'book' } })
    const store = openForReading(h.db)
    try {
      const titles = store.prepare<[], string>("SELECT title FROM item WHERE title LIKE 'Wiener%'").pluck().all()
      // U+2028 became a space, and the title's spaces were then read as one, as any title's are.
      expect(titles).toEqual(['Wiener Zeitung 1741x'])
    } finally {
      store.close()
    }
  })
})

describe('what an import that takes nothing commits, and says (L6)', () => {
  it('commits nothing when --skip-bad skipped every file: the store is left as it was', () => {
    const folder = folderWith('19000104', { '0001.xml': '<alto><broken', '0002.xml': '<alto><broken' })
    const before = storeHash(h.db)
    let caught: unknown
    try {
      importPaths(h.db, [folder], { skipBad: true, metadata: { title: 'Feuille', date: '1900-01-04' } })
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(IngestError)
    expect(String(caught instanceof Error ? caught.message : caught)).toMatch(/nothing importable/)
    expect(storeHash(h.db)).toBe(before)
  })
})

describe('a summary instead of one line for each file not read (L6)', () => {
  it('lists the first files of an archive of 5,000 that no format reads, and counts the others by reason', () => {
    // The review's archive held 99,998 such entries (12.9 MB of lines); 5,000 show the same in seconds.
    const entries = Array.from({ length: 5_000 }, (_, index) => ({ name: `scans/${String(index).padStart(5, '0')}.dat`, data: '', store: true }))
    const zip = writeZip(join(h.dir, 'many.zip'), [...entries, { name: '0001.xml', data: alto('<Page ID="P1" WIDTH="100" HEIGHT="100" PHYSICAL_IMG_NR="1">') }])
    const options = { metadata: { title: 'Feuille', date: '1900-01-05', type: 'newspaper' as const } }
    const checked = checkPaths([zip], options)
    expect(checked.notRead).toHaveLength(5_000)
    const lines = formatCheck(checked).filter((line) => line.startsWith('not read:'))
    expect(lines.length).toBeLessThan(30)
    expect(lines).toContain('not read: … and 4,980 more:')
    expect(lines.at(-1)).toMatch(/^not read: {3}4,980 × no format the importer reads comes in \.dat files$/)
    // An import of nothing but those says the same in a few lines, not 5,000.
    const nothing = writeZip(join(h.dir, 'nothing.zip'), entries)
    const error = expectRefused(h, [nothing], { file: nothing, message: /nothing importable; 5,000 file\(s\) not imported:\n/ })
    expect(error.message.split('\n').length).toBeLessThan(30)
    expect(error.message).toContain('4,980 × no format the importer reads comes in .dat files')
  }, 120_000)
})
