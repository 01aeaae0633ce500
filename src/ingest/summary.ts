/**
 * Long lists of files, said in a few lines (issue 48, L6): an archive of 99,998 entries no format
 * reads printed 12.9 MB of "not read" lines. The first SHOWN are listed as they are; the rest are
 * counted by reason, most first, so what kind of file was left out is still said.
 */

/** Files listed one a line before the rest are counted. */
export const SHOWN = 20

/** `lines` (each `file: reason`, by `reasonOf`) as at most SHOWN of them and a count of the others per reason. */
export function summarised<T>(items: readonly T[], line: (item: T) => string, reasonOf: (item: T) => string): string[] {
  if (items.length <= SHOWN) return items.map(line)
  const counts = new Map<string, number>()
  for (const item of items.slice(SHOWN)) counts.set(reasonOf(item), (counts.get(reasonOf(item)) ?? 0) + 1)
  const count = (n: number) => n.toLocaleString('en')
  return [
    ...items.slice(0, SHOWN).map(line),
    `… and ${count(items.length - SHOWN)} more:`,
    ...[...counts].sort((a, b) => b[1] - a[1]).map(([reason, n]) => `  ${count(n)} × ${reason}`),
  ]
}
