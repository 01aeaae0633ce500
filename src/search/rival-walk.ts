/**
 * The cheapest rival of a misreading in one lexicon (ADR 076), in one walk: the lexicon's sorted
 * words are walked as a trie (as Vocabulary.within walks the index's terms), and each prefix
 * carries its row of the edit distance to the term (a rival is within `distance` edits of it) and
 * its row of the confusion model's table of reading the prefix as the term (the recurrence of
 * ConfusionModel.prepare: deletion or unseen confusion, insertion, the learned confusions of the
 * prefix's last 1–3 letters). Only what can come under the limit is kept of a row (costs are
 * ≥ 0, so a cell over it leads to nothing under it), and a prefix ends the walk below it once no
 * word under it can come under the limit: every path of its table to a longer word passes through
 * its last row, or leaves one of the two rows before it by a confusion starting with its last
 * letters. Unseen confusions and insertions cost 12 to 15 (−ln probability), so most prefixes end
 * after a letter or two, where listing every word within two edits and costing each (what this
 * replaces) visited them all.
 *
 * What comes under the limit is the brute force's to the bit: the rivals are met in its order
 * (the walk's, then the term itself where the lexicon has it), and a rival's cost under the limit
 * is computed by the same sums in the same cells as prepare() computes it; a rival the brute force
 * finds at the limit or over it (or gives up on) is found so here too, though not always at the
 * same cost.
 */
import type { ConfusionModel } from './ocr-model.ts'
import { childEnd, editRow, sortedHolds } from './sorted-terms.ts'

/** The child runs of a lexicon's prefixes shorter than this are kept, per lexicon: every walk starts with them. */
const KEPT_DEPTH = 2
const keptEnds = new WeakMap<readonly string[], Map<number, number>[]>()

/** childEnd of a short prefix, kept for the next walk of the same lexicon (a lexicon's list never changes). */
function keptChildEnd(lexicon: readonly string[], index: number, to: number, depth: number, code: number): number {
  let byDepth = keptEnds.get(lexicon)
  if (!byDepth) keptEnds.set(lexicon, (byDepth = Array.from({ length: KEPT_DEPTH }, () => new Map<number, number>())))
  const kept = byDepth[depth]
  let end = kept?.get(index)
  if (end === undefined) {
    end = childEnd(lexicon, index, to, depth, code)
    kept?.set(index, end)
  }
  return end
}

/** What one walk asks. */
export interface RivalSearch {
  /** The lexicon's words in code-unit order, each once. */
  lexicon: readonly string[]
  /** The model that reads a rival as the term. */
  model: ConfusionModel
  /** The misreading. */
  term: string
  /** The query word, which is no rival of its own misreading. */
  word: string
  /** How many edits from the term a rival may be. */
  distance: number
  /** The cost a rival must come under. */
  limit: number
  /** Stop at the first rival under the limit. */
  first: boolean
}

/** A learned confusion the table can use: of `letters` letters, read as `read` letters of the term, ending at the columns marked in `ends`. */
interface Usable {
  letters: number
  read: number
  cost: number
  ends: Uint8Array
}

/** One to three characters' codes as one number (each code is under 2^16), the key of a confusion by its letters. */
function keyOf(text: string, from: number, length: number): number {
  let key = 0
  for (let at = from; at < from + length; at += 1) key = key * 65536 + text.charCodeAt(at)
  return key
}

/** The usable confusions of one, two and three letters by their letters' key (keyOf); the cheapest of those longer by their first one or two letters' key and the column they start at. */
interface Confusions {
  byLetters: [Map<number, Usable[]>, Map<number, Usable[]>, Map<number, Usable[]>]
  startingWith: [Map<number, Float64Array>, Map<number, Float64Array>]
}

/**
 * The model's confusions that read as part of the term, by their letters; and the cheapest of
 * those longer than one or two letters, by their first letters and the column they start at.
 * Those dearer than `limit` are left out: a cell's cost is at least the cost of the confusion
 * ending there, so they change no cell under the limit (nor a bound that comes under it).
 */
function usableConfusions(model: ConfusionModel, term: string, limit = Number.POSITIVE_INFINITY): Confusions {
  const width = term.length + 1
  const confusions: Confusions = { byLetters: [new Map(), new Map(), new Map()], startingWith: [new Map(), new Map()] }
  // The columns each reading ends at, found once per reading (many confusions read as the same letters).
  const endsOf = new Map<string, Uint8Array>()
  for (const [from, list] of model.confusionsInto(term)) {
    // prepare() looks up the confusions of one to three letters.
    if (from.length < 1 || from.length > 3) continue
    const usable: Usable[] = []
    for (const { to, cost } of list) {
      if (cost > limit) continue
      let ends = endsOf.get(to)
      if (!ends) {
        endsOf.set(to, (ends = new Uint8Array(width)))
        for (let end = to.length; end < width; end += 1) if (term.startsWith(to, end - to.length)) ends[end] = 1
      }
      usable.push({ letters: from.length, read: to.length, cost, ends })
    }
    if (usable.length === 0) continue
    confusions.byLetters[from.length - 1]?.set(keyOf(from, 0, from.length), usable)
    for (let head = 1; head < from.length; head += 1) {
      const byHead = head === 1 ? confusions.startingWith[0] : confusions.startingWith[1]
      const key = keyOf(from, 0, head)
      let least = byHead.get(key)
      if (!least) byHead.set(key, (least = new Float64Array(width).fill(Number.POSITIVE_INFINITY)))
      for (const { read, cost, ends } of usable) {
        for (let end = read; end < width; end += 1) if (ends[end] === 1 && cost < (least[end - read] ?? 0)) least[end - read] = cost
      }
    }
  }
  return confusions
}

/** The model's table of reading a prefix as the term, a row per letter, and the edit distance's, along the walk. */
class RivalWalk {
  private readonly search: RivalSearch
  private readonly width: number
  private readonly codes: number[]
  private readonly confusions: Confusions
  /** The model's unseen() of each character met, by its code. */
  private readonly unseen = new Map<number, number>()
  /** The most columns a step of the table moves right. */
  private readonly reach: number
  /** The least cost found so far. */
  found: number
  /** A rival under the limit was found (with `first`). */
  done = false
  /** The model's table, a row per depth: of each row, the cells under the limit lie between the columns `low` and `high`. */
  private table: Float64Array
  private readonly low: number[]
  private readonly high: number[]
  /** The edit distance's rows, one per depth. */
  private readonly edits: Int32Array[]

  constructor(search: RivalSearch, least: number) {
    this.search = search
    const { model, term } = search
    this.width = term.length + 1
    this.codes = Array.from({ length: term.length }, (_, index) => term.charCodeAt(index))
    this.confusions = usableConfusions(model, term, search.limit)
    this.reach = Math.max(1, model.longestReading)
    this.found = least
    this.table = new Float64Array(this.width * 24)
    this.low = [this.width]
    this.high = [-1]
    for (let column = 0; column < this.width; column += 1) {
      const cost = column * model.insertion
      this.table[column] = cost
      if (cost > this.under()) break
      this.low[0] = 0
      this.high[0] = column
    }
    this.edits = [Int32Array.from({ length: this.width }, (_, index) => index)]
  }

  /** What a rival must cost at most to matter: the limit, or less once one came under it. */
  private under(): number {
    return Math.min(this.search.limit, this.found)
  }

  private cell(row: number, column: number): number {
    return column >= (this.low[row] ?? this.width) && column <= (this.high[row] ?? -1) ? (this.table[row * this.width + column] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY
  }

  /** A cell's cost lowered by the confusions ending there, where cheaper. */
  private through(usable: readonly Usable[] | undefined, row: number, column: number, best: number): number {
    let least = best
    if (!usable) return least
    for (const { letters, read, cost, ends } of usable) {
      if (ends[column] !== 1) continue
      const previous = this.cell(row - letters, column - read)
      if (previous + cost < least) least = previous + cost
    }
    return least
  }

  /**
   * Row `row` of the table, for the prefix of `text` of that many letters (prepare()'s sums, cell by
   * cell, those over the limit left out): returns the least any word under the prefix can cost.
   */
  fill(row: number, text: string): number {
    const { width } = this
    if ((row + 1) * width > this.table.length) {
      const larger = new Float64Array(this.table.length * 2)
      larger.set(this.table)
      this.table = larger
    }
    const { model } = this.search
    const { codes } = this
    const limit = this.under()
    const code = text.charCodeAt(row - 1)
    let unseen = this.unseen.get(code)
    if (unseen === undefined) this.unseen.set(code, (unseen = model.unseen(text[row - 1] ?? '')))
    const { byLetters, startingWith } = this.confusions
    const ones = byLetters[0].get(code)
    const two = row >= 2 ? keyOf(text, row - 2, 2) : -1
    const twos = row >= 2 ? byLetters[1].get(two) : undefined
    const threes = row >= 3 ? byLetters[2].get(keyOf(text, row - 3, 3)) : undefined
    // The columns the rows before can reach.
    let start = width
    let end = -1
    for (let before = row - 1; before >= 0 && before >= row - 3; before -= 1) {
      if ((this.low[before] ?? width) > (this.high[before] ?? -1)) continue
      start = Math.min(start, this.low[before] ?? width)
      end = Math.max(end, (this.high[before] ?? -1) + this.reach)
    }
    let firstColumn = width
    let lastColumn = -1
    let cheapest = Number.POSITIVE_INFINITY
    for (let column = start; column < width; column += 1) {
      const at = row * width + column
      let best = this.cell(row - 1, column) + unseen
      if (column > 0) {
        const diagonal = this.cell(row - 1, column - 1)
        const left = column > start ? (this.table[at - 1] ?? Number.POSITIVE_INFINITY) : Number.POSITIVE_INFINITY
        best = Math.min(best, code === codes[column - 1] ? diagonal : diagonal + unseen, left + model.insertion)
      }
      best = this.through(threes, row, column, this.through(twos, row, column, this.through(ones, row, column, best)))
      if (best > limit) best = Number.POSITIVE_INFINITY
      this.table[at] = best
      if (best < Number.POSITIVE_INFINITY) {
        firstColumn = Math.min(firstColumn, column)
        lastColumn = column
        cheapest = Math.min(cheapest, best)
      } else if (column > end) break
    }
    this.low[row] = firstColumn
    this.high[row] = lastColumn
    // A longer word's path passes through this row, or leaves the row before by a confusion starting
    // with this letter, or the one before that by a confusion starting with the last two.
    return Math.min(cheapest, this.leaving(row - 1, startingWith[0].get(code)), row >= 2 ? this.leaving(row - 2, startingWith[1].get(two)) : Number.POSITIVE_INFINITY)
  }

  /** The least cost of leaving a row by one of the confusions whose least cost by starting column is `starting`. */
  private leaving(row: number, starting: Float64Array | undefined): number {
    let least = Number.POSITIVE_INFINITY
    if (!starting) return least
    for (let column = this.low[row] ?? this.width; column <= (this.high[row] ?? -1); column += 1) least = Math.min(least, this.cell(row, column) + (starting[column] ?? 0))
    return least
  }

  /** The edit distance's row of a prefix one letter longer (its last letter `code`): whether some prefix of the term is within the distance of it. */
  private near(depth: number, code: number): boolean {
    const previous = this.edits[depth]
    if (!previous) return false
    let row = this.edits[depth + 1]
    if (!row) this.edits[depth + 1] = row = new Int32Array(this.width)
    return editRow(previous, row, this.codes, code) <= this.search.distance
  }

  /** A word of the lexicon reached at the end of its prefix: a rival when within the distance, and neither the term nor the query word. */
  private meet(rival: string, depth: number): void {
    const { term, word, distance, limit, first } = this.search
    if (rival === term || rival === word || (this.edits[depth]?.[this.width - 1] ?? distance + 1) > distance) return
    this.found = Math.min(this.found, this.cell(depth, this.width - 1))
    if (first && this.found < limit) this.done = true
  }

  /** The lexicon's words from `from` to `to`, which share their first `depth` letters: in order, as Vocabulary.within walks them. */
  walk(from: number, to: number, depth: number): void {
    const { lexicon } = this.search
    let index = from
    const head = lexicon[index]
    if (head !== undefined && head.length === depth) {
      this.meet(head, depth)
      index += 1
    }
    while (index < to && !this.done) {
      const text = lexicon[index] ?? ''
      const code = text.charCodeAt(depth)
      // The end of the words sharing this prefix and this next character.
      const after = depth < KEPT_DEPTH ? keptChildEnd(lexicon, index, to, depth, code) : childEnd(lexicon, index, to, depth, code)
      if (this.near(depth, code) && !(this.fill(depth + 1, text) > this.under())) this.walk(index, after, depth + 1)
      index = after
    }
  }

  /** The term itself, last, where the lexicon has it (a word of another language's lexicon). */
  meetTerm(): void {
    const { lexicon, model, term, word } = this.search
    if (term !== word && sortedHolds(lexicon, term)) this.found = Math.min(this.found, model.cost(term, term, this.under()))
  }
}

/** A cell of readingCosts' table (row `i`, column `j`) lowered by the confusions of `usable` ending there, where cheaper. */
function lowered(table: Float64Array, usable: readonly Usable[], width: number, i: number, j: number, best: number): number {
  let least = best
  for (const { letters, read, cost, ends } of usable) {
    if (ends[j] !== 1) continue
    const previous = table[(i - letters) * width + j - read] ?? Number.POSITIVE_INFINITY
    if (previous + cost < least) least = previous + cost
  }
  return least
}

/**
 * The cost of reading each of many words as one term, `model.prepare(word)(term, limit)` to the bit
 * (the same cells by the same sums, the same Infinity once three rows in a row exceed the limit):
 * what the term's letters can be read from is looked up once, where prepare() looks up what each
 * word's letters can be read as and filters it by the term for every row (shareOf costs every
 * rival of a candidate as that candidate).
 */
export function readingCosts(model: ConfusionModel, term: string): (word: string, limit: number) => number {
  const { byLetters } = usableConfusions(model, term)
  const [oneLetter, twoLetters, threeLetters] = byLetters
  const width = term.length + 1
  const unseen = new Map<string, number>()
  const { insertion } = model
  return (word, limit) => {
    const n = word.length
    const table = new Float64Array((n + 1) * width).fill(Number.POSITIVE_INFINITY)
    table[0] = 0
    for (let j = 1; j < width; j += 1) table[j] = j * insertion
    let older = Number.POSITIVE_INFINITY
    let old = 0
    for (let i = 1; i <= n; i += 1) {
      const letter = word[i - 1] ?? ''
      let deletion = unseen.get(letter)
      if (deletion === undefined) unseen.set(letter, (deletion = model.unseen(letter)))
      const ones = oneLetter.get(word.charCodeAt(i - 1))
      const twos = i >= 2 ? twoLetters.get(keyOf(word, i - 2, 2)) : undefined
      const threes = i >= 3 ? threeLetters.get(keyOf(word, i - 3, 3)) : undefined
      let least = Number.POSITIVE_INFINITY
      for (let j = 0; j < width; j += 1) {
        const at = i * width + j
        let best = (table[at - width] ?? Number.POSITIVE_INFINITY) + deletion
        if (j > 0) {
          const diagonal = table[at - width - 1] ?? Number.POSITIVE_INFINITY
          best = Math.min(best, letter === term[j - 1] ? diagonal : diagonal + deletion, (table[at - 1] ?? Number.POSITIVE_INFINITY) + insertion)
        }
        if (ones) best = lowered(table, ones, width, i, j, best)
        if (twos) best = lowered(table, twos, width, i, j, best)
        if (threes) best = lowered(table, threes, width, i, j, best)
        table[at] = best
        if (best < least) least = best
      }
      if (least > limit && old > limit && older > limit) return Number.POSITIVE_INFINITY
      older = old
      old = least
    }
    return table[n * width + width - 1] ?? Number.POSITIVE_INFINITY
  }
}

/**
 * The least of `least` and the costs of reading the lexicon's words within `distance` edits of
 * the term (the query word left out) as the term, as ConfusionModel.cost(rival, term, min(limit,
 * least so far)) gives each, where they come under the limit. With `first` (and `least` not under
 * the limit), it returns as soon as one does.
 */
export function leastRivalCost(search: RivalSearch, least: number): number {
  if (search.first && least < search.limit) return least
  const walk = new RivalWalk(search, least)
  walk.walk(0, search.lexicon.length, 0)
  if (!walk.done) walk.meetTerm()
  return walk.found
}
