/**
 * The walk that looks for a misreading's cheapest rival in a lexicon (rival-walk.ts, ADR 076)
 * against the brute force it replaced: list every word of the lexicon within two edits of the
 * term (the vocabulary walk, the term itself last) and cost each with the confusion model, at the
 * least found so far. On real OCR terms of the ground truth and on words of the three lexicons
 * misread at random, with each language's model and the model of all sources, at the limits the
 * judgement uses, both ways (the first rival under the limit, the least): the same rival costs under
 * the limit, to the bit, and none where the brute force has none.
 */
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { lexiconForms } from '#src/search/term-lexicon.ts'
import { CONFUSION_MODELS, type ConfusionModel } from '#src/search/ocr-model.ts'
import { leastRivalCost, readingCosts } from '#src/search/rival-walk.ts'
import { Vocabulary } from '#src/search/variants.ts'
import { readLabelledSet } from '../../scripts/ocr-gt/labelled.ts'

const FIXTURES = join(import.meta.dirname, '..', 'fixtures', 'ocr-ground-truth')
const DISTANCE = 2

/** The rivals as the brute force met them: the lexicon's words within the distance of the term in the walk's order, then the term itself where the lexicon has it. */
function rivalsNear(lexicon: Vocabulary, term: string): string[] {
  const near = [...lexicon.within(term, DISTANCE).keys()]
  if (lexicon.indexOf(term) >= 0) near.push(term)
  return near
}

/** plausibility.ts cheapestRival's loop over one lexicon before the walk. */
function bruteForce(near: readonly string[], model: ConfusionModel, word: string, term: string, limit: number, first: boolean, start: number): number {
  let least = start
  for (const rival of near) {
    if (rival === word) continue
    least = Math.min(least, model.cost(rival, term, Math.min(limit, least)))
    if (first && least < limit) return least
  }
  return least
}

/** A small seeded generator (mulberry32), so the random misreadings are the same on every run. */
function random(seed: number): () => number {
  let state = seed
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let value = Math.imul(state ^ (state >>> 15), 1 | state)
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz1'
const CONFUSIONS: readonly (readonly [string, string])[] = [
  ['m', 'rn'],
  ['u', 'n'],
  ['n', 'u'],
  ['e', 'c'],
  ['h', 'b'],
  ['s', 'f'],
  ['l', 'i'],
  ['d', 'cl'],
]

/** A lexicon word with one or two random edits or common confusions. */
function misread(word: string, next: () => number): string {
  let text = word
  const edits = 1 + Math.floor(next() * 2)
  for (let edit = 0; edit < edits; edit += 1) {
    const at = Math.floor(next() * text.length)
    const letter = LETTERS[Math.floor(next() * LETTERS.length)] ?? 'e'
    const kind = Math.floor(next() * 4)
    if (kind === 0) text = text.slice(0, at) + letter + text.slice(at + 1)
    else if (kind === 1 && text.length > 3) text = text.slice(0, at) + text.slice(at + 1)
    else if (kind === 2) text = text.slice(0, at) + letter + text.slice(at)
    else {
      const [from, to] = CONFUSIONS[Math.floor(next() * CONFUSIONS.length)] ?? ['e', 'c']
      const found = text.indexOf(from)
      if (found >= 0) text = text.slice(0, found) + to + text.slice(found + from.length)
    }
  }
  return text
}

const under = (cost: number, limit: number) => (cost < limit ? cost : Number.POSITIVE_INFINITY)

describe('the walk for a misreading’s cheapest rival in a lexicon', () => {
  it('finds what costing every word within two edits found, to the bit', { timeout: 300_000 }, () => {
    let cases = 0
    let found = 0
    const next = random(1858)
    for (const language of ['de', 'en', 'fr'] as const) {
      const words = lexiconForms(language)
      const lexicon = new Vocabulary({ terms: words, units: new Int32Array(words.length) })
      const set = readLabelledSet(join(FIXTURES, `${language}.tsv.gz`))
      const real = [...set.units.keys()].filter((term) => term.length >= 4).filter((_, index) => index % 41 === 0).slice(0, 30)
      const made = Array.from({ length: 15 }, () => misread(words[Math.floor(next() * words.length)] ?? 'wort', next))
      for (const term of [...real, ...made]) {
        const near = rivalsNear(lexicon, term)
        for (const model of [CONFUSION_MODELS[language], CONFUSION_MODELS.all]) {
          for (const word of ['qqqq', near[Math.floor(near.length / 2)] ?? term]) {
            for (const limit of [5, 9, 14]) {
              for (const [first, start] of [[true, Number.POSITIVE_INFINITY], [false, Number.POSITIVE_INFINITY], [false, limit - 2]] as const) {
                const expected = under(bruteForce(near, model, word, term, limit, first, start), limit)
                const walked = under(leastRivalCost({ lexicon: words, model, term, word, distance: DISTANCE, limit, first }, start), limit)
                cases += 1
                if (Number.isFinite(expected) && start >= limit) found += 1
                // Object.is: the same double, not one a rounding away.
                if (!Object.is(walked, expected)) expect({ language, term, word, limit, first, start, walked }).toEqual({ language, term, word, limit, first, start, walked: expected })
              }
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(4000)
    // Not a comparison of nothing: many of the cases find a rival under the limit.
    expect(found).toBeGreaterThan(1000)
  })

  it('meets the rivals in the brute force’s order, the term itself last: the first under the limit, or the least', () => {
    const model = CONFUSION_MODELS.de
    const words = ['gebehrt', 'gefahrt', 'gefehlt', 'gefehrt', 'gekehrt', 'gelehrt']
    const lexicon = new Vocabulary({ terms: words, units: new Int32Array(words.length) })
    const near = rivalsNear(lexicon, 'gefehrt')
    expect(near).toEqual(['gebehrt', 'gefahrt', 'gefehlt', 'gekehrt', 'gelehrt', 'gefehrt'])
    const walked = (limit: number, first: boolean, word = 'gelehrt', lexiconWords = words) => leastRivalCost({ lexicon: lexiconWords, model, term: 'gefehrt', word, distance: DISTANCE, limit, first }, Number.POSITIVE_INFINITY)
    // The first under the limit: the dearest first (`gebehrt`), then cheaper ones as the limit comes down.
    for (const [limit, rival] of [[12, 'gebehrt'], [9, 'gefahrt'], [6, 'gefehlt'], [2, 'gekehrt']] as const) {
      expect(walked(limit, true)).toBe(model.cost(rival, 'gefehrt'))
      expect(walked(limit, true)).toBe(bruteForce(near, model, 'gelehrt', 'gefehrt', limit, true, Number.POSITIVE_INFINITY))
    }
    // The least: the term itself, a word of this lexicon, costs nothing; without it, `gekehrt`; and none under a limit below it.
    expect(walked(12, false)).toBe(0)
    const others = words.filter((word) => word !== 'gefehrt')
    expect(walked(12, false, 'gelehrt', others)).toBe(model.cost('gekehrt', 'gefehrt'))
    expect(walked(0.5, false, 'gelehrt', others)).toBeGreaterThanOrEqual(0.5)
    // The query word is no rival: without `gekehrt` as a rival, `gelehrt` is the least.
    expect(walked(12, false, 'gekehrt', others)).toBe(model.cost('gelehrt', 'gefehrt'))
  })

  it('costs many words read as one term as the model prepared for each word costs it, to the bit', { timeout: 120_000 }, () => {
    const next = random(1913)
    let cases = 0
    let finite = 0
    for (const language of ['de', 'en', 'fr'] as const) {
      const words = lexiconForms(language)
      const set = readLabelledSet(join(FIXTURES, `${language}.tsv.gz`))
      const real = [...set.units.keys()].filter((term) => term.length >= 3).filter((_, index) => index % 97 === 0).slice(0, 25)
      const made = Array.from({ length: 15 }, () => misread(words[Math.floor(next() * words.length)] ?? 'wort', next))
      const lexicon = new Vocabulary({ terms: words, units: new Int32Array(words.length) })
      for (const term of [...real, ...made, '', 'a']) {
        const rivals = [...lexicon.within(term, DISTANCE).keys()].slice(0, 30)
        const others = [term, '', 'x', ...Array.from({ length: 5 }, () => misread(term.length > 0 ? term : 'wort', next))]
        for (const model of [CONFUSION_MODELS[language], CONFUSION_MODELS.all]) {
          const read = readingCosts(model, term)
          for (const word of [...rivals, ...others]) {
            for (const limit of [Number.POSITIVE_INFINITY, 14, 6, 1]) {
              const expected = model.prepare(word)(term, limit)
              cases += 1
              if (Number.isFinite(expected)) finite += 1
              const got = read(word, limit)
              if (!Object.is(got, expected)) expect({ language, term, word, limit, got }).toEqual({ language, term, word, limit, got: expected })
            }
          }
        }
      }
    }
    expect(cases).toBeGreaterThan(5000)
    expect(finite).toBeGreaterThan(1000)
  })
})
