/**
 * FTS5's bm25 recomputed from stored term frequencies (ADR 050), so a search of several common words
 * is ranked without asking FTS5 to score each of its matches (24,483 units of "dagegen brand" at a
 * million articles: 30 ms in SQLite and handing the rows over, where this takes a few).
 *
 * It is SQLite's fts5Bm25Function (ext/fts5/fts5_aux.c) operation for operation, in doubles as
 * there, so the scores are the same numbers, not nearly the same:
 *
 *   idf(phrase) = log((rows - hits + 0.5) / (hits + 0.5)), 1e-6 where that is not above 0
 *   freq        = the sum of the column weights of the phrase's instances in the row (4 in the
 *                 headline, 1 in the text: RANK_EXPRESSION's weights, whole numbers, so any order
 *                 of summing gives the same double)
 *   score       = -(Σ over phrases, in order, of idf * ((freq * (k1 + 1)) / (freq + k1 * (1 - b + b * D / avgdl))))
 *
 * with k1 = 1.2, b = 0.75, D the row's tokens over all columns and avgdl the index's tokens over its
 * rows. The one step whose result may differ is the logarithm (C's libm and V8's disagree in the
 * last bit for a few words in a hundred), so the import stores the idf FTS5 used with each word's
 * frequencies, found as the double that makes every one of the word's scores come out exactly as
 * FTS5's, and keeps no frequencies for a word where none does (computeTermRanks); the tests compare
 * whole rankings with SQL's.
 */

const K1 = 1.2
const B = 0.75

/** What bm25 needs of the whole index: its rows and their tokens over all columns. */
export interface IndexTotals {
  rows: number
  tokens: number
}

/** FTS5's inverse document frequency of a phrase found in `hits` of the index's rows. */
export function bm25Idf(totals: IndexTotals, hits: number): number {
  const idf = Math.log((totals.rows - hits + 0.5) / (hits + 0.5))
  return idf <= 0 ? 1e-6 : idf
}

/** The index's mean row length, as FTS5 divides it. */
export function averageLength(totals: IndexTotals): number {
  return totals.tokens / totals.rows
}

/**
 * One phrase's part of a row's score (positive; bm25 is minus the sum of the parts): `freq` the
 * weighted count of its instances, `length` the row's tokens.
 */
export function bm25Part(idf: number, freq: number, length: number, avgdl: number): number {
  return idf * ((freq * (K1 + 1.0)) / (freq + K1 * (1 - B + (B * length) / avgdl)))
}

/**
 * The weighted frequency that most nearly gives a one-phrase row its bm25 `score` (a whole number:
 * a sum of whole weights), or undefined when that is not a positive number; frequenciesFromScores
 * checks that it gives the score exactly.
 */
export function frequencyOf(score: number, idf: number, length: number, avgdl: number): number | undefined {
  // score = -idf * f (k1 + 1) / (f + K), solved for f.
  const ratio = -score / idf
  const k = K1 * (1 - B + (B * length) / avgdl)
  const freq = Math.round((ratio * k) / (K1 + 1.0 - ratio))
  return Number.isFinite(freq) && freq >= 1 ? freq : undefined
}

/** `value` and the doubles next to it, nearest first: where C's logarithm and V8's may have landed. */
export function neighbours(value: number, reach: number): number[] {
  const bits = new BigInt64Array(new Float64Array([value]).buffer)
  const found = [value]
  for (let step = 1; step <= reach; step += 1) {
    for (const sign of [-1n, 1n]) {
      const view = new BigInt64Array([(bits[0] ?? 0n) + sign * BigInt(step)])
      found.push(new Float64Array(view.buffer)[0] ?? value)
    }
  }
  return found
}

/**
 * The idf FTS5 used for a word and the word's frequency in each of its rows, from the (id, bm25)
 * rows of a search for that word alone and each row's length by id: the frequencies by solving the
 * formula, the idf as the double, of ours and its nearest neighbours, with which every score comes
 * out exactly as FTS5's. Undefined when none does.
 */
export function frequenciesFromScores(
  rows: readonly (readonly [number, number])[],
  lengths: ArrayLike<number>,
  totals: IndexTotals,
): { idf: number; freqs: number[] } | undefined {
  const estimate = bm25Idf(totals, rows.length)
  const avgdl = averageLength(totals)
  const freqs: number[] = []
  for (const [id, score] of rows) {
    const freq = frequencyOf(score, estimate, lengths[id] ?? 0, avgdl)
    if (freq === undefined) return undefined
    freqs.push(freq)
  }
  const idf = neighbours(estimate, 4).find((candidate) =>
    rows.every(([id, score], index) => -1.0 * bm25Part(candidate, freqs[index] ?? 0, lengths[id] ?? 0, avgdl) === score),
  )
  return idf === undefined ? undefined : { idf, freqs }
}
