import { describe, expect, it } from 'vitest'
import { translations } from '#app/i18n.ts'
import { START, currentHit, hitOfId, nextHit, numberHits, placeHits, positionOfHash, previousHit } from '#app/features/reader/hits.ts'

const marked = (...matches: boolean[]) => matches.map((match) => ({ match }))

// Three pages; unit 10 starts on page 1, units 11 and 12 on page 3, unit 13 on a page the
// document does not have (so it is not rendered), page 2 has no unit starting on it.
const pages = [
  { sequence: 1, label: 'I' },
  { sequence: 2, label: null },
  { sequence: 3, label: '3' },
]
const units = [
  { id: 10, firstPage: 1, parts: marked(false, true, false, true) },
  { id: 11, firstPage: 3, parts: marked(true) },
  { id: 12, firstPage: 3, parts: marked(false, true, false, true, true) },
  { id: 13, firstPage: 9, parts: marked(true, true) },
]

describe('numberHits', () => {
  it('numbers the marks in reading order and lists the pages with hits, each with its first', () => {
    const index = numberHits(pages, units)
    expect(index.total).toBe(6)
    expect(index.pages).toEqual([
      { sequence: 1, label: 'I', count: 2, first: 1 },
      { sequence: 3, label: '3', count: 4, first: 3 },
    ])
    expect([...index.before]).toEqual([
      [10, 0],
      [11, 2],
      [12, 3],
    ])
  })

  it('follows the pages, not the order of the units', () => {
    const index = numberHits(pages, [units[2], units[0]].filter((unit) => unit !== undefined))
    expect(index.pages.map((page) => [page.sequence, page.first, page.count])).toEqual([
      [1, 1, 2],
      [3, 3, 3],
    ])
    expect(index.before.get(12)).toBe(2)
  })

  it('has no pages and no hits when nothing is marked', () => {
    const index = numberHits(pages, [{ id: 1, firstPage: 1, parts: marked(false) }])
    expect(index).toEqual({ total: 0, before: new Map([[1, 0]]), pages: [] })
  })
})

describe('moving among the hits', () => {
  it('goes on from a hit or from between two, and wraps around at both ends', () => {
    expect(nextHit(START, 6)).toBe(1)
    expect(previousHit(START, 6)).toBe(6)
    expect(nextHit(3, 6)).toBe(4)
    expect(previousHit(3, 6)).toBe(2)
    expect(nextHit(6, 6)).toBe(1)
    expect(previousHit(1, 6)).toBe(6)
    expect(nextHit(2.5, 6)).toBe(3)
    expect(previousHit(2.5, 6)).toBe(2)
    expect(currentHit(4)).toBe(4)
    expect(currentHit(2.5)).toBe(0)
  })

  it('reads where the address puts the reader: a hit, or before the first hit of an article', () => {
    const index = numberHits(pages, units)
    expect(positionOfHash('#hit-4', index)).toBe(4)
    expect(positionOfHash('#hit-7', index)).toBe(START)
    expect(positionOfHash('#hit-0', index)).toBe(START)
    expect(positionOfHash('#unit-12', index)).toBe(3.5)
    expect(nextHit(positionOfHash('#unit-12', index), index.total)).toBe(4)
    expect(previousHit(positionOfHash('#unit-10', index), index.total)).toBe(6)
    expect(positionOfHash('#unit-13', index)).toBe(START)
    expect(positionOfHash('', index)).toBe(START)
    expect(hitOfId('hit-12')).toBe(12)
    expect(hitOfId('hit-012')).toBe(0)
    expect(hitOfId('unit-3')).toBe(0)
  })
})

describe('the words of the search inside', () => {
  it('count hits and pages with each language’s plural and number forms', () => {
    const en = translations('en').reader
    const de = translations('de').reader
    const fr = translations('fr').reader
    expect(en.hitsOnPage({ label: 'IV', count: 1 })).toBe('Page IV: 1 hit')
    expect(en.hitsOnPage({ label: '3', count: 1234 })).toBe('Page 3: 1,234 hits')
    expect(en.hitsSummary({ count: 17, pages: 1 })).toBe('17 hits on 1 page')
    expect(en.hitOf({ current: 3, total: 17 })).toBe('Hit 3 of 17')
    expect(en.hitOfFirst({ current: 3, total: 2000 })).toBe('Hit 3 of the first 2,000')
    expect(de.hitsSummary({ count: 1, pages: 2 })).toBe('1 Treffer auf 2 Seiten')
    expect(de.hitOf({ current: 1, total: 2000 })).toBe('Treffer 1 von 2.000')
    // French: zero and one take the singular.
    expect(fr.hitCount({ count: 0 })).toBe('0 occurrence')
    expect(fr.hitsOnPage({ label: '2', count: 1 })).toBe('Page 2\u00a0: 1 occurrence')
    expect(fr.hitsSummary({ count: 5, pages: 1 })).toBe('5 occurrences sur 1 page')
    expect(fr.hitOf({ current: 1, total: 2000 })).toMatch(/^Occurrence 1 sur 2\s000$/)
  })
})

describe('placeHits', () => {
  const box = (word: string, x: number) => ({ word, x, y: 100, width: 50, height: 20 })
  it('places a mark inside a compound on the box of the compound (the text marks Großherzog in König-Großherzog)', () => {
    const pages = [{ sequence: 1, label: null, boxes: [box('Der', 10), box('König-Großherzog', 20)] }]
    const units = [{ id: 1, firstPage: 1, lastPage: 1, parts: [{ text: 'Der König-', match: false }, { text: 'Großherzog', match: true }] }]
    expect(placeHits(pages, units).get(1)?.box.x).toBe(20)
  })
  it('places each mark on its own printed word, in order, across the pages its article spans', () => {
    const pages = [
      { sequence: 1, label: null, boxes: [box('Kanzler,', 10), box('Wort', 20), box('kanzler', 30)] },
      { sequence: 2, label: null, boxes: [box('Kanzler.', 40), box('Wort', 50)] },
    ]
    const text = (...parts: [string, boolean][]) => parts.map(([value, match]) => ({ text: value, match }))
    const units = [
      // Spans both pages: its third Kanzler is the first box of page 2.
      { id: 1, firstPage: 1, lastPage: 2, parts: text(['Der ', false], ['Kanzler', true], [' sagte ', false], ['Kanzler', true], [' und ', false], ['Kanzler', true]) },
      // Starts on page 2, after the first article's words there.
      { id: 2, firstPage: 2, lastPage: 2, parts: text(['Ein ', false], ['Wort', true]) },
    ]
    const places = placeHits(pages, units)
    expect([...places].map(([hit, place]) => [hit, place.sequence, place.box.x])).toEqual([
      [1, 1, 10],
      [2, 1, 30],
      [3, 2, 40],
      [4, 2, 50],
    ])
    // The numbers are those the marks are rendered with.
    expect(numberHits(pages, units).total).toBe(places.size)
  })

  it('leaves a mark without a printed word unplaced, and the next mark still finds its own', () => {
    const pages = [{ sequence: 1, label: null, boxes: [box('Haus', 10)] }]
    const units = [{ id: 1, firstPage: 1, lastPage: 1, parts: [{ text: 'Häuser', match: true }, { text: ' ', match: false }, { text: 'Haus', match: true }] }]
    expect([...placeHits(pages, units).keys()]).toEqual([2])
  })
})
