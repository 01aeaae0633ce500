import { describe, expect, it } from 'vitest'
import { axisTicks } from '#src/domain/chart-axis.ts'

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
