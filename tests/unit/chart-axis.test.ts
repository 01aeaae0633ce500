import { describe, expect, it } from 'vitest'
import { axisTicks, labelsFit, periodTicks } from '#src/domain/chart-axis.ts'

describe('axisTicks', () => {
  it('steps by 1, 2 or 5 times a power of ten from 0 to at least the largest count', () => {
    expect(axisTicks(87)).toEqual([0, 50, 100])
    expect(axisTicks(100)).toEqual([0, 50, 100])
    expect(axisTicks(101)).toEqual([0, 50, 100, 150])
    expect(axisTicks(7)).toEqual([0, 5, 10])
    expect(axisTicks(3)).toEqual([0, 1, 2, 3])
    expect(axisTicks(1)).toEqual([0, 1])
    expect(axisTicks(6927)).toEqual([0, 5000, 10000])
    expect(axisTicks(0)).toEqual([0, 1])
  })

  it('never gives more ticks than asked, and always whole counts', () => {
    for (let max = 1; max < 5000; max += 7) {
      const ticks = axisTicks(max)
      expect(ticks.length).toBeLessThanOrEqual(4)
      expect(ticks.at(-1) ?? 0).toBeGreaterThanOrEqual(max)
      expect(ticks.every(Number.isInteger)).toBe(true)
    }
  })
})

describe('periodTicks', () => {
  const decades = Array.from({ length: 15 }, (_, index) => String(1840 + index * 10))
  /** The sidebar's axis (27 widths of "0"), a label a bucket's width apart, labels as long as given. */
  const layout = (keys: readonly string[], room: number, label: (key: string) => string) => ({
    room,
    place: (index: number) => (index + 0.5) / keys.length,
    length: (index: number) => label(keys[index] ?? '').length,
  })

  it('names round periods between the first and the last, as many as stand apart', () => {
    // 1840s … 1980s: every second decade would put 8 labels of 5 in 27 (too close); every fifth, 3.
    expect(periodTicks(decades, 'decade', layout(decades, 27, (key) => `${key}s`)).map((index) => decades[index])).toEqual(['1850', '1900', '1950'])
    // Three times the room: every second decade.
    expect(periodTicks(decades, 'decade', layout(decades, 80, (key) => `${key}s`)).map((index) => decades[index])).toEqual(['1840', '1860', '1880', '1900', '1920', '1940', '1960', '1980'])
    const years = Array.from({ length: 10 }, (_, index) => String(1940 + index))
    expect(periodTicks(years, 'year', layout(years, 40, String)).map((index) => years[index])).toEqual(['1940', '1942', '1944', '1946', '1948'])
    const months = Array.from({ length: 12 }, (_, index) => `1943-${String(index + 1).padStart(2, '0')}`)
    expect(periodTicks(months, 'month', layout(months, 60, () => 'Jan 1943')).map((index) => months[index])).toEqual(['1943-01', '1943-04', '1943-07', '1943-10'])
  })

  it('takes fewer where the labels are longer: French decades in the sidebar do not run into each other', () => {
    // The demo's span, 1840s to 2020s, in the 27 of the sidebar: every fifty years, "1850s" stand
    // apart, "1850er" would touch ("1850er1900er"), so every hundred; so too "années 1850".
    const span = Array.from({ length: 19 }, (_, index) => String(1840 + index * 10))
    const names = (label: (key: string) => string) => periodTicks(span, 'decade', layout(span, 27, label)).map((index) => span[index])
    expect(names((key) => `${key}s`)).toEqual(['1850', '1900', '1950', '2000'])
    expect(names((key) => `${key}er`)).toEqual(['1900', '2000'])
    expect(names((key) => `années ${key}`)).toEqual(['1900', '2000'])
  })

  it('falls back to the first and the last where no round step gives two, and to the first where those overlap', () => {
    const three = ['1941', '1942', '1943']
    expect(periodTicks(three, 'year', layout(three, 12, String))).toEqual([0, 2])
    expect(periodTicks(three, 'year', layout(three, 8, String))).toEqual([0])
    expect(periodTicks(['1943-05'], 'month', layout(['1943-05'], 27, String))).toEqual([0])
    expect(periodTicks([], 'year', layout([], 27, String))).toEqual([])
  })
})

describe('labelsFit', () => {
  const place = (index: number) => index / 10
  it('keeps a gap of one "0" between labels, each centred under its period or moved in to stay inside the axis', () => {
    // At 0.2 and 0.5 of 20: centred labels of 4 take 2–6 and 8–12.
    expect(labelsFit([2, 5], { room: 20, place, length: () => 4 })).toBe(true)
    // Of 6: 1–7 and 7–13, touching.
    expect(labelsFit([2, 5], { room: 20, place, length: () => 6 })).toBe(false)
    // At 0.1 and 0.9, labels of 8 are moved in to 0–8 and 12–20: apart. Of 10, 0–10 and 10–20 touch.
    expect(labelsFit([1, 9], { room: 20, place, length: () => 8 })).toBe(true)
    expect(labelsFit([1, 9], { room: 20, place, length: () => 10 })).toBe(false)
  })
})
