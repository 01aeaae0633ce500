/**
 * The counts axis of the timeline and comparison charts (issue 38): round values from 0 up past the
 * largest count, in steps of 1, 2 or 5 times a power of ten, at most `most` of them, so a reader
 * can tell 40 hits from 400 without opening the table.
 */
export function axisTicks(max: number, most = 4): number[] {
  if (!(max > 0)) return [0, 1]
  const rough = max / (most - 1)
  const power = Math.max(1, 10 ** Math.floor(Math.log10(rough)))
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => Math.ceil(max / candidate) <= most - 1) ?? 10 * power
  const top = Math.ceil(max / step) * step
  return Array.from({ length: top / step + 1 }, (_, index) => index * step)
}
