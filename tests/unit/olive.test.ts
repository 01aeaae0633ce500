// Olive XMD: a real issue folder (Gazette de Lausanne, 2 January 1900, windows-1252, as in
// impresso-text-acquisition's samples), trimmed to two pages and five entities, read from the files
// (so their encoding is decoded by readSource), and generated files for edge and hostile cases.
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageText } from '#src/ingest/page-text.ts'
import type { ReadCompanion } from '#src/ingest/document.ts'
import { detect, isOlivePart, loadOliveIssue, oliveDate, readOliveEntity, readOliveToc } from '#src/ingest/formats/olive/read.ts'
import { readSource } from '#src/ingest/source.ts'
import { type AltoPage, IngestError } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

const TOC = join(import.meta.dirname, '../fixtures/olive/GDL/1900/01/02/TOC.xml')
const text = (page: AltoPage | undefined) => pageText(page ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })

describe('Olive XMD', () => {
  it('reads the real Gazette de Lausanne issue: windows-1252 decoded, DD/MM/YYYY, entities as articles on their pages with boxes', () => {
    const toc = readSource(TOC, 'xml')
    expect(detect(toc.slice(0, 4096), TOC)).toBe(true)
    expect(isOlivePart(readSource(join(TOC, '../Document/1/Ar00100.xml'), 'xml').slice(0, 4096))).toBe(true)
    const { package: pkg, pages } = loadOliveIssue(toc, TOC)
    expect(pkg).toMatchObject({ kind: 'issue', documentType: 'newspaper', parentId: 'gdl', title: 'GDL', titleFromFile: true, date: '1900-01-02', languages: ['fr'] })
    expect(pkg.pages).toEqual([
      { sequence: 1, label: '1' },
      { sequence: 2, label: '2' },
    ])
    expect(pkg.units.map((unit) => [unit.id, unit.type, unit.title, unit.language, unit.blocks.map((block) => `${block.pageSequence}:${block.blockId}`)])).toEqual([
      ['Ar00100', 'article', 'Lausanne,2janvier1900. Regards en arrière', 'fr', ['1:Ar0010000', '1:Ar0010001']],
      // LETTRE DE PARIS goes on on page 2 (CONTINUATION_TO Ar00200): one unit.
      ['Ar00103', 'article', 'LETTRE DE PARIS', 'fr', ['1:Ar0010300', '1:Ar0010301', '2:Ar0020000']],
      ['Ar00104', 'article', undefined, 'fr', ['1:Ar0010400']],
      ['Ar00107', 'article', undefined, 'fr', ['1:Ar0010700', '1:Ar0010701']],
    ])
    expect(pkg.units[0]?.headingBlocks).toEqual([{ pageSequence: 1, blockId: 'Ar0010000' }])
    const first = pages.get(1)
    // 994 × 1353 at 57 dpi, boxes at 144 dpi.
    expect(first?.width).toBeCloseTo(2511.16, 1)
    expect(text(first)).toContain('Lausanne, 2 janvier 1900.\nRegards en arrière.')
    // "che-" / "nets" written as Q, Q, q with the whole word in QW; the masthead's "Gazelle" is the real OCR.
    expect(text(first)).toContain("l'année s'effondrait bleuâtre entre les chenets")
    expect(text(first)).toContain('Gazelle de Lausanne')
    expect(text(first)).toContain('FONDÉE EN 1798')
    const headline = first?.blocks.find((block) => block.id === 'Ar0010000')?.lines[0]?.words[0]
    // BOX 145 577 228 601 on 2511 × 3418.
    expect(headline).toEqual({ content: 'Lausanne,', box: { x: 577, y: 1688, w: 370, h: 70 } })
    expect(text(pages.get(2))).toContain("tel qu'un Bouddha baigné d'indulgence")
  })

  it('names every missing entity file at once, and refuses a bad date, a file that is not Olive and hostile input', () => {
    const toc = `<?xml version="1.0" encoding="windows-1252"?><Xmd_toc PUBLICATION="JDG" PUBLICATION_DESCRIPTION="Journal de Genève" ISSUE_DATE="01/01/1901" LANGUAGE="French">
      <Body_np><Section><Page PAGE_NO="1" ID="Pg001" PAGE_WIDTH="100" PAGE_HEIGHT="100">
      <Entity ENTITY_TYPE="Article" ID="Ar00100" HREF="/1/Ar00100" NAME="Chronique"/>
      <Entity ENTITY_TYPE="Ad" ID="Ad00101" HREF="/1/Ad00101" NAME=""/></Page></Section></Body_np></Xmd_toc>`
    const files: Record<string, string> = {
      '/in/JDG/Document/1/Ar00100.xml': `<XMD-entity ID="Ar00100" ENTITY_TYPE="Article" PAGE_NO="1" LANGUAGE="French"><Meta NAME="Chronique"/><Content><Primitive ID="Ar0010000" BOX="0 0 10 10"><L BOX="0 0 10 5"/><W BOX="0 0 4 5">Genève</W><W BOX="5 0 10 5" NS="y">a</W><W BOX="10 0 11 5">.</W></Primitive></Content></XMD-entity>`,
      '/in/JDG/Document/1/Ad00101.xml': `<XMD-entity ID="Ad00101" ENTITY_TYPE="Ad" PAGE_NO="1"><Content><Primitive ID="Ad0010100"><L/><W>Savon</W></Primitive></Content></XMD-entity>`,
    }
    const read: ReadCompanion = (reference, path) => {
      const found = path === undefined ? undefined : files[path]
      // As confine() says it of a file that is not there.
      if (found === undefined) throw new IngestError(reference.from, reference.line, `${reference.what} ${JSON.stringify(reference.href)} does not exist`)
      return found
    }
    const issue = loadOliveIssue(toc, '/in/JDG/TOC.xml', read)
    expect(issue.package).toMatchObject({ title: 'Journal de Genève', date: '1901-01-01' })
    expect(issue.package.titleFromFile).toBeUndefined()
    expect(issue.package.units.map((unit) => [unit.type, unit.sourceType, unit.title])).toEqual([
      ['article', 'ARTICLE', 'Chronique'],
      ['advertisement', 'ADVERTISEMENT', undefined],
    ])
    // NS="y" writes the full stop against its word.
    expect(text(issue.pages.get(1))).toBe('Genève a.\n\nSavon')
    expect(oliveDate('31/02/1900')).toBeUndefined()
    expect(oliveDate('2/1/1900')).toBe('1900-01-02')
    const bad = refusal(() => readOliveToc(toc.replace('01/01/1901', '1901-01-01'), '/in/JDG/TOC.xml'))
    expect(bad.message).toMatch(/ISSUE_DATE "1901-01-01" is not a date \(DD\/MM\/YYYY\)/)
    expect(bad.line).toBe(1)
    expect(detect('<?xml version="1.0"?><XMD-entity ID="x">', 'Ar00100.xml')).toBe(false)
    expect(refusal(() => readOliveEntity('<Xmd_toc/>', '/in/Ar.xml')).message).toMatch(/expected an Olive <XMD-entity>/)
    const long = refusal(() => loadOliveIssue(toc.replace('Journal de Genève', 'J'.repeat(2_001)), '/in/JDG/TOC.xml', read))
    expect(long.message).toMatch(/the periodical title is 2,001 characters long, over the limit of 2,000/)
    const missing = refusal(() => loadOliveIssue(toc.replace('/1/Ad00101', '/1/Ad99999').replace('/1/Ar00100', '/1/Ar99999'), '/in/JDG/TOC.xml', read))
    expect(missing.message).toMatch(/2 entity file\(s\) listed here do not exist:\n {2}line 3: \/1\/Ar99999\n {2}line 4: \/1\/Ad99999/)
    const deep = refusal(() => readOliveEntity(`<XMD-entity>${'<S>'.repeat(1_100)}${'</S>'.repeat(1_100)}</XMD-entity>`, '/in/deep.xml'))
    expect(deep.message).toMatch(/nested more than 1,000 deep/)
  })
})
