/**
 * Lists of terms in code-unit order walked as a trie (variants.ts Vocabulary.within, rival-walk.ts):
 * the terms sharing a prefix are a run of the list, and so are those sharing it and one more
 * character, found by a binary search.
 */

/** The place of a term in a sorted list; −1 when the list does not hold it. */
export function sortedIndexOf(sorted: readonly string[], wanted: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const middle = (low + high) >> 1
    const found = sorted[middle] ?? ''
    if (found === wanted) return middle
    if (found < wanted) low = middle + 1
    else high = middle
  }
  return -1
}

/** Whether a sorted list holds a term. */
export function sortedHolds(sorted: readonly string[], wanted: string): boolean {
  return sortedIndexOf(sorted, wanted) >= 0
}

/**
 * The end of the run of terms from `index` (before `to`) that share their first `depth` characters
 * and the next one, `code` (the character at `depth` of the term at `index`).
 */
export function childEnd(sorted: readonly string[], index: number, to: number, depth: number, code: number): number {
  let after = index + 1
  let upper = to
  while (after < upper) {
    const middle = (after + upper) >> 1
    if ((sorted[middle] ?? '').charCodeAt(depth) <= code) after = middle + 1
    else upper = middle
  }
  return after
}

/**
 * The row of a word's edit-distance table one character deeper than `depth` (the prefix's last
 * character `code`), as Vocabulary.within computes it: whether some cell is within the distance.
 */
export function nearer(target: { word: string; codes: readonly number[]; rows: Int32Array[] }, depth: number, code: number, distance: number): boolean {
  const { codes, rows } = target
  const previous = rows[depth]
  if (!previous) return false
  let row = rows[depth + 1]
  if (!row) rows[depth + 1] = row = new Int32Array(codes.length + 1)
  return editRow(previous, row, codes, code) <= distance
}

/**
 * Fills `row`, the edit-distance table's row of a prefix one character (`code`) longer than
 * `previous`'s, against a word's `codes`, and answers its least cell: the walk goes deeper only
 * while that is within the distance (Vocabulary.within, withinEach).
 */
export function editRow(previous: Int32Array, row: Int32Array, codes: readonly number[], code: number): number {
  row[0] = (previous[0] ?? 0) + 1
  let least = row[0] ?? 0
  for (let column = 1; column <= codes.length; column += 1) {
    const substitution = (previous[column - 1] ?? 0) + (codes[column - 1] === code ? 0 : 1)
    const value = Math.min((previous[column] ?? 0) + 1, (row[column - 1] ?? 0) + 1, substitution)
    row[column] = value
    if (value < least) least = value
  }
  return least
}
