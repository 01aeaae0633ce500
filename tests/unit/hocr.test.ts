// hOCR: a real Tesseract 5.3.1 page pair of a Czech historical novel (filak/hOCR-to-ALTO's test file),
// and generated files: HTML that is not well-formed XML (as Google Books' and older tools' output is),
// OCRopus's lines without words, missing bboxes, and hostile input.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageText } from '#src/ingest/page-text.ts'
import { detect, readHocr } from '#src/ingest/formats/hocr/read.ts'
import { MAX_PAGE_WORDS } from '#src/ingest/limits.ts'
import type { AltoPage } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

const REAL = join(import.meta.dirname, '../fixtures/hocr/default.hocr')
const text = (page: AltoPage | undefined) => pageText(page ?? { width: 0, height: 0, unit: 'pixel', blocks: [] })

describe('readHocr', () => {
  it('reads the real Tesseract pages: page size from ocr_page, careas as blocks, words with accents, boxes and x_wconf', () => {
    const html = readFileSync(REAL, 'utf8')
    expect(detect(html.slice(0, 4096), REAL)).toBe(true)
    const [first, second] = readHocr(html, REAL)
    expect(first).toMatchObject({ width: 2212, height: 3503, unit: 'pixel' })
    expect(first?.blocks.map((block) => block.id)).toEqual(['block_1_1', 'block_1_5'])
    expect(text(first)).toMatch(/^Hradbami zavířily bubny a zaduněly rohy\.\nU Lounské brány střídaly se stráže\.\nSrša vstal, protřel si oko/)
    const first3 = first?.blocks[0]?.lines[0]?.words[0]
    // bbox 222 130 436 169 on a page of 2212 × 3503.
    expect(first3).toEqual({ content: 'Hradbami', box: { x: 1004, y: 371, w: 967, h: 111 }, confidence: 0.9 })
    const low = first?.blocks[0]?.lines.flatMap((line) => line.words).find((word) => word.content === 'nepohnutí')
    expect(low?.confidence).toBe(0.23)
    expect(second?.width).toBe(2214)
    expect(text(second)).toContain('s neústupnou tvrdošijností, už třetí den vyzíral oblak')
  })

  it('reads HTML that is not well-formed XML: unquoted attributes, <br>, unclosed spans and paragraphs, HTML entities', () => {
    const html = `<!DOCTYPE html><html><head><meta name=ocr-system content="Google Books"><title>x</title></head><body>
      <div class=ocr_page title="bbox 0 0 1000 2000">
      <p class=ocr_par title="bbox 0 0 1000 100">
        <span class=ocr_line title="bbox 0 0 1000 50"><span class=ocrx_word title="bbox 0 0 200 50; x_wconf 87">Caf&eacute;</span> <span class=ocrx_word title="bbox 250 0 500 50">M&uuml;ller&nbsp;</span><br>
        <span class=ocr_line title="bbox 0 60 1000 100"><span class=ocrx_word title='bbox 0 60 300 100'>Stra&szlig;e
      <p class=ocr_par><span class=ocr_line title="bbox 0 200 1000 250"><span class=ocrx_word title="bbox 0 200 100 250">Zweiter</span>
      </div></body></html>`
    expect(detect(html, 'page.html')).toBe(true)
    const [page] = readHocr(html, '/in/page.html')
    expect(page?.blocks.map((block) => block.lines.map((line) => line.words.map((word) => word.content)))).toEqual([[['Café', 'Müller'], ['Straße']], [['Zweiter']]])
    expect(page?.blocks[0]?.lines[0]?.words[0]).toEqual({ content: 'Café', box: { x: 0, y: 0, w: 2000, h: 250 }, confidence: 0.87 })
  })

  it('splits OCRopus lines without words, gives a word without bbox its line box, and takes the page size from the content when ocr_page has none', () => {
    const html = `<html><body><div class='ocr_page'>
      <span class='ocr_line' title='bbox 0 0 400 40'>Der Ausgang des Menschen</span><br/>
      <div class='ocr_carea'><span class='ocr_line' title='bbox 0 100 800 140'><span class='ocrx_word'>ohne</span> <span class='ocrx_word' title='bbox 500 100 800 140'>Box</span></span></div>
    </div></body></html>`
    const [page] = readHocr(html, '/in/ocropus.html')
    expect(page?.width).toBe(800)
    expect(page?.blocks.map((block) => block.id)).toEqual(['block-1', 'block-2'])
    expect(page?.blocks[0]?.lines[0]?.words.map((word) => word.content)).toEqual(['Der', 'Ausgang', 'des', 'Menschen'])
    expect(page?.blocks[0]?.lines[0]?.words[0]?.box.x).toBe(0)
    expect(page?.blocks[0]?.lines[0]?.words[1]?.box.x).toBeGreaterThan(0)
    expect(page?.blocks[1]?.lines[0]?.words[0]?.box).toEqual({ x: 0, y: 7143, w: 10000, h: 2857 })
  })

  it('refuses a file without ocr_page and hostile input with the file and line', () => {
    expect(detect('<html><body><p>Hello</p></body></html>', 'x.html')).toBe(false)
    expect(refusal(() => readHocr('<html><body><p>Hello</p></body></html>', '/in/plain.html')).message).toMatch(/no element of class ocr_page/)
    const words = `<span class=ocrx_word title="bbox 0 0 1 1">a</span>`.repeat(MAX_PAGE_WORDS + 1)
    const many = refusal(() => readHocr(`<div class=ocr_page title="bbox 0 0 10 10">\n<span class=ocr_line>${words}</span></div>`, '/in/many.html'))
    expect(many.message).toMatch(/more than 100,000 words/)
    expect(many.line).toBe(2)
    const deep = `<div class=ocr_page>${'<div>'.repeat(1_100)}</div>`
    expect(refusal(() => readHocr(deep, '/in/deep.html')).message).toMatch(/nested more than 1,000 deep/)
    const long = refusal(() => readHocr(`<div class=ocr_page><span class=ocr_line><span class=ocrx_word>${'x'.repeat(1_001)}</span></span></div>`, '/in/long.html'))
    expect(long.message).toMatch(/a word is 1,001 characters long/)
  })
})
