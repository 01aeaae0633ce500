import { describe, expect, it } from 'vitest'
import { copiedText, joinLineEnd, pageText, pageUnitOf, wordAtPoint } from '#src/domain/page-text.ts'
import { pageReading, sentenceAt, sentencesOf, unitReading } from '#src/domain/reading-text.ts'

/** Two blocks: a heading of one line, a paragraph of two lines whose first ends in a broken word. */
const layout = {
  blocks: [{ lines: [{ words: 2 }] }, { lines: [{ words: 3 }, { words: 2 }] }],
  regions: [{ unitId: 7, blocks: [1, 0] }],
  text: {
    words: ['Neueste', 'Nachrichten.', 'Die', 'Regie-', 'rung', 'tagte', 'gestern.'],
    boxes: [100, 100, 400, 80, 520, 100, 600, 80, 100, 300, 200, 60, 320, 300, 300, 60, 100, 400, 250, 60, 370, 400, 300, 60, 700, 400, 200, 60],
    low: [5],
  },
}

describe('a page’s text', () => {
  it('splits the words into the layout’s lines and blocks, each block with its unit', () => {
    const text = pageText(layout)
    expect(text.blocks.map((block) => block.lines.map((line) => line.map((word) => word.text).join(' ')))).toEqual([
      ['Neueste Nachrichten.'],
      ['Die Regie- rung', 'tagte gestern.'],
    ])
    expect(text.blocks.map((block) => block.unitId)).toEqual([7, 7])
    expect(text.words[5]).toMatchObject({ text: 'tagte', low: true, box: { x: 370, y: 400, width: 300, height: 60 } })
  })

  it('gives the unnamed blocks to the one unit on the page that names none, and keeps words past the layout', () => {
    const unnamed = { ...layout, regions: [], blocks: [{ lines: [{ words: 2 }] }] }
    expect(pageUnitOf(unnamed, [3])).toBe(3)
    expect(pageUnitOf(unnamed, [3, 4])).toBeNull()
    const text = pageText(unnamed, 3)
    expect(text.blocks).toHaveLength(2)
    expect(text.blocks[1]).toMatchObject({ index: -1, unitId: 3 })
    expect(text.words).toHaveLength(7)
  })

  it('copies words in reading order, lines joined, hyphens joined where the word goes on', () => {
    const text = pageText(layout)
    expect(copiedText(text, new Set([0, 1, 2, 3, 4, 5, 6]))).toBe('Neueste Nachrichten.\n\nDie Regie- rung tagte gestern.')
    expect(copiedText(text, new Set([2, 3, 5, 6]))).toBe('Die Regietagte gestern.')
    expect(copiedText(text, new Set([6, 0]))).toBe('Neueste\n\ngestern.')
  })

  it('joins line ends as print breaks words', () => {
    expect(joinLineEnd('Regie-', 'rung')).toBe('Regierung')
    expect(joinLineEnd('Nord-', 'Amerika')).toBe('Nord-Amerika')
    expect(joinLineEnd('Aufklä¬', 'rung')).toBe('Aufklärung')
    expect(joinLineEnd('gestern', 'tagte')).toBe('gestern tagte')
    expect(joinLineEnd('—', 'und')).toBe('— und')
    expect(joinLineEnd('', 'und')).toBe('und')
  })

  it('finds the word at a point, or the nearest on its line', () => {
    const text = pageText(layout)
    expect(wordAtPoint(text, 150, 120)?.text).toBe('Neueste')
    expect(wordAtPoint(text, 950, 420)?.text).toBe('gestern.')
    expect(wordAtPoint(text, 150, 5000)).toBeUndefined()
  })
})

describe('the reading text', () => {
  it('reads a page block by block, the search’s words marked by their boxes', () => {
    const reading = pageReading({ sequence: 2, text: pageText(layout), hits: [{ x: 370, y: 400, width: 300, height: 60 }] })
    expect(reading.placed).toBe(true)
    expect(reading.paragraphs.map((paragraph) => paragraph.first)).toEqual([0, 2])
    expect(reading.words.filter((word) => word.hit).map((word) => word.text)).toEqual(['tagte'])
    expect(reading.words[5]).toMatchObject({ page: 2, low: true })
    expect(reading.sentences).toEqual([
      [0, 1],
      [2, 6],
    ])
  })

  it('reads an article in its own block order when its text is its blocks’ words', () => {
    const text = pageText(layout)
    const unit = { id: 7, parts: [{ text: 'Die Regie- rung ', match: false }, { text: 'tagte', match: true }, { text: ' gestern.\n\nNeueste Nachrichten.', match: false }] }
    const reading = unitReading(unit, [{ sequence: 1, text, hits: [{ x: 100, y: 300, width: 200, height: 60 }], blocks: [1, 0] }])
    expect(reading.placed).toBe(true)
    expect(reading.words.map((word) => word.text).join(' ')).toBe('Die Regie- rung tagte gestern. Neueste Nachrichten.')
    // "Die" by its box, "tagte" by its mark in the stored text: no mark moves to another word.
    expect(reading.words.filter((word) => word.hit).map((word) => word.text)).toEqual(['Die', 'tagte'])
  })

  it('reads an article’s own text, unplaced, when it is not its blocks’ words', () => {
    const unit = { id: 7, parts: [{ text: 'Ein anderer Text.\n\nZweiter Absatz', match: false }] }
    const reading = unitReading(unit, [{ sequence: 1, text: pageText(layout), hits: [], blocks: [1, 0] }])
    expect(reading.placed).toBe(false)
    expect(reading.paragraphs.map((paragraph) => paragraph.words.map((word) => word.text).join(' '))).toEqual(['Ein anderer Text.', 'Zweiter Absatz'])
    expect(reading.words.every((word) => word.box === null)).toBe(true)
  })

  it('ends sentences at stops, not at abbreviations, and never lets one run on', () => {
    const words = 'Dr. Müller kam am 3. Mai. Er blieb! Dann'.split(' ').map((text) => ({ text }))
    expect(sentencesOf(words)).toEqual([
      [0, 5],
      [6, 7],
      [8, 8],
    ])
    const long = Array.from({ length: 100 }, () => ({ text: 'wort' }))
    expect(sentencesOf(long).every(([first, last]) => last - first < 40)).toBe(true)
    const reading = pageReading({ sequence: 1, text: pageText(layout), hits: [] })
    expect(sentenceAt(reading, 4)).toBe(1)
    expect(sentenceAt(reading, 99)).toBe(1)
  })
})
