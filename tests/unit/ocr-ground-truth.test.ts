/**
 * How aligned OCR and ground truth become labelled readings and learned confusions (issue 50,
 * scripts/ocr-gt): one OCR token reads one ground-truth word, folded and cut as the index does;
 * a split or merged word reads none; a misreading's confusions are its runs of edits.
 */
import { describe, expect, it } from 'vitest'
import { columnsOfAligned, readingsOf } from '../../scripts/ocr-gt/align.ts'
import { blocksOf, learnTable } from '../../scripts/ocr-gt/learn.ts'
import { ConfusionModel } from '#src/search/ocr-model.ts'

function read(ocr: string, gt: string) {
  const columns = columnsOfAligned(ocr, gt)
  if (!columns) throw new Error('not aligned')
  return readingsOf(columns)
}

describe('readings of aligned OCR and ground truth', () => {
  it('pairs each OCR token with the word it reads, folded as the index folds', () => {
    const { readings } = read('Die Regiernng hat. Grofsherzog', 'Die Regierung hat. Groß@herzog')
    expect(readings.map((reading) => [reading.ocr, reading.gt])).toEqual([
      ['die', 'die'],
      ['regiernng', 'regierung'],
      ['hat', 'hat'],
      ['grofsherzog', 'grossherzog'],
    ])
  })

  it('keeps a character the OCR added at a word’s edge with the word', () => {
    expect(read('words@', 'word@s').readings).toEqual([{ ocr: 'words', gt: 'words', unknown: false }])
    expect(read('etwass now', 'etwas@ now').readings[0]).toEqual({ ocr: 'etwass', gt: 'etwas', unknown: false })
  })

  it('labels no word for a token of a word split in two or of two run together, and marks unknown ground truth', () => {
    const split = read('Zei tung', 'Zei@tung')
    expect(split.readings.every((reading) => reading.gt === null)).toBe(true)
    expect(split.gtWords).toEqual([{ word: 'zeitung', read: null, unknown: false }])
    const merged = read('der@Konig', 'der Konig')
    expect(merged.readings).toEqual([{ ocr: 'derkonig', gt: null, unknown: false }])
    expect(read('Luxem', '#####').readings).toEqual([{ ocr: 'luxem', gt: null, unknown: true }])
  })

  it('refuses an alignment whose two sides differ in length', () => {
    expect(columnsOfAligned('abc', 'ab')).toBeUndefined()
  })
})

describe('confusions learned from readings', () => {
  it('makes each run of edits one confusion, an insertion with the character before it', () => {
    expect(blocksOf('modern', 'rnodern')).toEqual([{ from: 'm', to: 'rn' }])
    expect(blocksOf('juillet', 'jnillet')).toEqual([{ from: 'u', to: 'n' }])
    expect(blocksOf('grun', 'griin')).toEqual([{ from: 'u', to: 'ii' }])
    expect(blocksOf('abcdefgh', 'zyxwvuts')).toBeUndefined()
  })

  it('costs a confusion by how often its characters were so read, smoothed', () => {
    const readings = [
      ...Array.from({ length: 40 }, () => ({ ocr: 'und', gt: 'und', unknown: false })),
      ...Array.from({ length: 10 }, () => ({ ocr: 'nnd', gt: 'und', unknown: false })),
    ]
    const table = learnTable(readings)
    expect(table.words).toBe(50)
    expect(table.misread).toBe(10)
    const [from, to, count, cost] = table.confusions.find(([a, b]) => a === 'u' && b === 'n') ?? []
    expect([from, to, count]).toEqual(['u', 'n', 10])
    // 10 of the 50 u read as n, plus the smoothing of 10: −ln(10 / 60).
    expect(cost).toBeCloseTo(-Math.log(10 / 60), 3)
  })
})

describe('the cost of a reading under a confusion model', () => {
  // `ff` read `n` is one confusion of two letters; every other edit is dear.
  const model = new ConfusionModel({ confusions: [['ff', 'n', 5, 1]], characters: { f: 10, i: 10 }, positions: 100 })

  it('is the same under a limit it stays within, a confusion of several letters jumping over the rows inside it', () => {
    expect(model.cost('difficulty', 'diniculty')).toBe(1)
    // ADR 072: the row inside `ff` costs more than the limit; the reading after them does not.
    expect(model.cost('difficulty', 'diniculty', 2)).toBe(1)
    expect(model.cost('difficulty', 'dinicultx', 1.5)).toBeGreaterThan(1.5)
  })
})
