/**
 * Years as a library lists its holdings: runs of consecutive years joined by an unspaced en dash,
 * the runs by commas ("1846–1847, 1912, 1939–1945"), the way ADR 027 writes years.
 */
export function yearRanges(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b)
  const runs: string[] = []
  let start = sorted[0]
  let previous = start
  for (const year of [...sorted.slice(1), Number.NaN]) {
    if (start === undefined || previous === undefined) break
    if (year === previous + 1) {
      previous = year
      continue
    }
    runs.push(start === previous ? String(start) : `${start}–${previous}`)
    start = year
    previous = year
  }
  return runs.join(', ')
}
