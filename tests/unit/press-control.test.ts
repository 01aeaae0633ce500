import { describe, expect, it } from 'vitest'
import { underPressControl, yearUnderPressControl } from '#src/domain/press-control.ts'

describe('press control, May 1940 to September 1944', () => {
  it('holds for the days and months of the period, its first and last included', () => {
    expect(underPressControl('1940-05-01')).toBe(true)
    expect(underPressControl('1940-05-10')).toBe(true)
    expect(underPressControl('1942-01')).toBe(true)
    expect(underPressControl('1944-09-30')).toBe(true)
    expect(underPressControl('1940-04-30')).toBe(false)
    expect(underPressControl('1944-10-01')).toBe(false)
    expect(underPressControl(null)).toBe(false)
  })

  it('holds for a year any month of which is in the period', () => {
    expect(underPressControl('1940')).toBe(true)
    expect(underPressControl('1944')).toBe(true)
    expect(underPressControl('1939')).toBe(false)
    expect(underPressControl('1945')).toBe(false)
    expect([1939, 1940, 1943, 1944, 1945].map(yearUnderPressControl)).toEqual([false, true, true, true, false])
  })
})
