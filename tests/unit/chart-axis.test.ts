import { describe, expect, it } from 'vitest'
import { axisTicks, periodTicks } from '#src/domain/chart-axis.ts'

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
  it('names round periods between the first and the last, at most `most`', () => {
    // 1840s … 1980s: every fifth decade would be 3 (1850, 1900, 1950); every second, 8 (too many for 5).
    expect(periodTicks(decades, 'decade', 5).map((index) => decades[index])).toEqual(['1850', '1900', '1950'])
    expect(periodTicks(decades, 'decade', 8).map((index) => decades[index])).toEqual(['1840', '1860', '1880', '1900', '1920', '1940', '1960', '1980'])
    const years = Array.from({ length: 10 }, (_, index) => String(1940 + index))
    expect(periodTicks(years, 'year', 5).map((index) => years[index])).toEqual(['1940', '1942', '1944', '1946', '1948'])
    const months = Array.from({ length: 12 }, (_, index) => `1943-${String(index + 1).padStart(2, '0')}`)
    expect(periodTicks(months, 'month', 5).map((index) => months[index])).toEqual(['1943-01', '1943-04', '1943-07', '1943-10'])
  })

  it('falls back to the first and the last where no round step gives two', () => {
    expect(periodTicks(['1941', '1942', '1943'], 'year', 2)).toEqual([0, 2])
    expect(periodTicks(['1943-05'], 'month')).toEqual([0])
    expect(periodTicks([], 'year')).toEqual([])
  })
})
