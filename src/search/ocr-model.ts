/**
 * How plausibly one index term is an OCR misreading of a word (issue 50, ADR 057): the cost of
 * reading the word as the term under the confusion model learned from aligned OCR and ground
 * truth (ocr-confusions.json, learned by scripts/learn-ocr-model.ts), and the forms of a word that
 * are no misreadings of it, an inflection (`conseils`, `eisenbahnen`, `grossherzog` of
 * `grossherzogin`) or another spelling the folding does not join (`ae` for `ä`, `sz` for `ß`).
 * Pure: the store's facts about a term (its units, its lexicons) are weighed in variants.ts.
 */
import * as v from 'valibot'
import learned from './ocr-confusions.json' with { type: 'json' }

const tableSchema = v.object({
  confusions: v.array(v.tuple([v.string(), v.string(), v.number(), v.number()])),
  characters: v.record(v.string(), v.number()),
  positions: v.number(),
})
export type ConfusionTable = v.InferOutput<typeof tableSchema>

/** A table per language (the confusions of its sources' typefaces and OCR), and one of all sources. */
const tablesSchema = v.object({ tables: v.object({ all: tableSchema, de: tableSchema, en: tableSchema, fr: tableSchema }) })
export type ModelLanguage = 'all' | 'de' | 'en' | 'fr'

/** A confusion never seen in the ground truth costs as if seen this often (half a time). */
const UNSEEN = 0.5
/** At most this many letters' confusions are kept per model (a hostile word's letters are not kept for ever). */
const ENDINGS_KEPT = 50_000

/** The cost of reading a word as another: −ln of the probability of the confusions that make one the other. */
export class ConfusionModel {
  /** The learned confusions by their ground-truth characters: what they were read as, and the cost. */
  private readonly byFrom = new Map<string, { to: string; cost: number }[]>()
  /** The same by what they were read as. */
  private readonly byTo = new Map<string, { from: string; cost: number }[]>()
  private readonly characters: Readonly<Record<string, number>>
  /** The cost of reading a letter the word does not have. */
  readonly insertion: number
  /** What prepare() found of the confusions ending with each 1–3 letters, kept. */
  private readonly endings = new Map<string, readonly { length: number; to: string; cost: number }[]>()
  /** The most letters a learned confusion is read as. */
  readonly longestReading: number

  constructor(table: ConfusionTable) {
    for (const [from, to, , cost] of table.confusions) {
      let list = this.byFrom.get(from)
      if (!list) this.byFrom.set(from, (list = []))
      list.push({ to, cost })
      let reverse = this.byTo.get(to)
      if (!reverse) this.byTo.set(to, (reverse = []))
      reverse.push({ from, cost })
    }
    this.longestReading = Math.max(0, ...table.confusions.map(([, to]) => to.length))
    this.characters = table.characters
    this.insertion = -Math.log(UNSEEN / Math.max(1, table.positions))
  }

  /** The cost of a confusion the ground truth never showed (reading the letter as another, or as nothing), from how often its character was read. */
  unseen(char: string): number {
    return -Math.log(UNSEEN / Math.max(1, (this.characters[char] ?? 0) + 1))
  }

  /**
   * The least cost of confusions reading `word` as `reading` (0 for the word itself); Infinity
   * once it is certain to exceed `limit`.
   */
  cost(word: string, reading: string, limit = Number.POSITIVE_INFINITY): number {
    return this.prepare(word)(reading, limit)
  }

  /** The confusions of the last 1–3 of a word's first letters (`letters`: its first three at most, or the three before a position), kept. */
  private endingWith(letters: string): readonly { length: number; to: string; cost: number }[] {
    let here = this.endings.get(letters)
    if (!here) {
      const found: { length: number; to: string; cost: number }[] = []
      for (let length = 1; length <= letters.length; length += 1) for (const { to, cost } of this.byFrom.get(letters.slice(letters.length - length)) ?? []) found.push({ length, to, cost })
      if (this.endings.size >= ENDINGS_KEPT) this.endings.clear()
      this.endings.set(letters, (here = found))
    }
    return here
  }

  /**
   * The learned confusions a table of reading some word as `reading` can use: those read as a part
   * of it, by their ground-truth letters (rival-walk.ts).
   */
  confusionsInto(reading: string): Map<string, { to: string; cost: number }[]> {
    const parts = new Set<string>([''])
    for (let start = 0; start < reading.length; start += 1) for (let length = 1; length <= this.longestReading && start + length <= reading.length; length += 1) parts.add(reading.slice(start, start + length))
    const byFrom = new Map<string, { to: string; cost: number }[]>()
    for (const to of parts) {
      for (const { from, cost } of this.byTo.get(to) ?? []) {
        let list = byFrom.get(from)
        if (!list) byFrom.set(from, (list = []))
        list.push({ to, cost })
      }
    }
    return byFrom
  }

  /**
   * The cost of reading one word as each of many readings: what the word's letters may be read
   * as is looked up once, then each reading costs one pass of the table.
   */
  prepare(word: string): (reading: string, limit?: number) => number {
    const n = word.length
    // For each end position i in the word, the confusions of its last 1–3 letters: [letters, read as, cost].
    const options: (readonly { length: number; to: string; cost: number }[])[] = []
    const deletion = new Float64Array(n)
    for (let i = 1; i <= n; i += 1) {
      options[i] = this.endingWith(word.slice(Math.max(0, i - 3), i))
      deletion[i - 1] = this.unseen(word[i - 1] ?? '')
    }
    return (reading, limit = Number.POSITIVE_INFINITY) => {
      const m = reading.length
      const width = m + 1
      const table = new Float64Array((n + 1) * width).fill(Number.POSITIVE_INFINITY)
      table[0] = 0
      for (let j = 1; j <= m; j += 1) table[j] = j * this.insertion
      // The least cost of the last rows: a confusion of up to three letters jumps over the rows
      // inside it, so the reading is out of reach only when all of the last three exceed the limit.
      let older = Number.POSITIVE_INFINITY
      let old = 0
      for (let i = 1; i <= n; i += 1) {
        let least = Number.POSITIVE_INFINITY
        const unseen = deletion[i - 1] ?? 0
        const letter = word[i - 1]
        // Only the confusions read as some part of the reading can apply (the least of a cell does not depend on their order).
        const here = (options[i] ?? []).filter(({ to }) => reading.includes(to))
        for (let j = 0; j <= m; j += 1) {
          const at = i * width + j
          let best = (table[at - width] ?? Number.POSITIVE_INFINITY) + unseen
          if (j > 0) {
            const diagonal = table[at - width - 1] ?? Number.POSITIVE_INFINITY
            best = Math.min(best, letter === reading[j - 1] ? diagonal : diagonal + unseen, (table[at - 1] ?? Number.POSITIVE_INFINITY) + this.insertion)
          }
          for (const { length, to, cost } of here) {
            if (to.length > j || !reading.startsWith(to, j - to.length)) continue
            const previous = table[(i - length) * width + j - to.length] ?? Number.POSITIVE_INFINITY
            if (previous + cost < best) best = previous + cost
          }
          table[at] = best
          if (best < least) least = best
        }
        if (least > limit && old > limit && older > limit) return Number.POSITIVE_INFINITY
        older = old
        old = least
      }
      return table[n * width + m] ?? Number.POSITIVE_INFINITY
    }
  }

}

const tables = v.parse(tablesSchema, learned).tables

/** The models learned from the ground truth (ocr-confusions.json), by language; `all` for a word of another language. */
export const CONFUSION_MODELS: Readonly<Record<ModelLanguage, ConfusionModel>> = {
  all: new ConfusionModel(tables.all),
  de: new ConfusionModel(tables.de),
  en: new ConfusionModel(tables.en),
  fr: new ConfusionModel(tables.fr),
}

/** Endings of inflected forms in German, French and English, as the index folds them. */
const ENDINGS = new Set(['', 'e', 'en', 'n', 'er', 'ern', 'es', 'em', 'ens', 'ns', 's', 'in', 'innen', 'nen', 'x', 'ed', 'd', 'ing', 'est', 'st', 'te', 'ten', 'ne', 'nes'])
/** Endings that replace one another (`journal`/`journaux`, `city`/`cities`, `wife`/`wives`). */
const REPLACED_ENDINGS = new Set(['al|aux', 'ail|aux', 'y|ies', 'f|ves', 'fe|ves', 'eau|eaux', 'eu|eux', 'if|ive', 'eux|euse'])
/** The shortest stem an inflection is recognised on. */
const STEM = 3

/** Whether one of two folded words is an inflected form of the other, or both of one stem. */
export function isInflection(word: string, other: string): boolean {
  let common = 0
  while (common < word.length && common < other.length && word[common] === other[common]) common += 1
  for (let stem = common; stem >= STEM && stem >= common - 2; stem -= 1) {
    const a = word.slice(stem)
    const b = other.slice(stem)
    if (ENDINGS.has(a) && ENDINGS.has(b)) return true
    if (REPLACED_ENDINGS.has(`${a}|${b}`) || REPLACED_ENDINGS.has(`${b}|${a}`)) return true
  }
  return false
}

/** Spellings of one letter the folding leaves apart: `ä` written `ae`, `ß` written `sz`. */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['ae', 'a'],
  ['oe', 'o'],
  ['ue', 'u'],
  ['sz', 'ss'],
]

/** Whether two folded words are one word spelt with `ae`/`oe`/`ue` for an umlaut or `sz` for `ß`. */
export function isSpellingOf(word: string, other: string): boolean {
  const plain = (text: string) => SPELLINGS.reduce((result, [spelt, folded]) => result.replaceAll(spelt, folded), text)
  return word !== other && plain(word) === plain(other)
}
