import { describe, expect, it } from 'vitest'
import { OCR_BANDS, OCR_FAIR, OCR_GOOD, ocrBand, ocrScore, tallyConfidences } from '#src/domain/ocr.ts'

describe('the OCR quality of a unit', () => {
  it('puts every score in one band, at the bounds the facet names (good ≥ 0.9, fair 0.7–0.9, poor < 0.7)', () => {
    expect([OCR_GOOD, OCR_FAIR]).toEqual([0.9, 0.7])
    expect(ocrBand(1)).toBe('good')
    expect(ocrBand(0.9)).toBe('good')
    expect(ocrBand(0.8999)).toBe('fair')
    expect(ocrBand(0.7)).toBe('fair')
    expect(ocrBand(0.6999)).toBe('poor')
    expect(ocrBand(0)).toBe('poor')
    for (const none of [null, undefined, Number.NaN]) expect(ocrBand(none)).toBe('unknown')
    expect(OCR_BANDS).toEqual(['good', 'fair', 'poor', 'unknown'])
  })

  it('is the mean confidence of the words that have one, over all of a unit’s blocks, and none without any', () => {
    const first = tallyConfidences([0.99, undefined, 0.5, 1.4])
    expect(first).toEqual({ sum: 0.99 + 0.5 + 1, words: 3 })
    const second = tallyConfidences([0.2])
    expect(ocrScore([first, undefined, second])).toBe(Math.round(((0.99 + 0.5 + 1 + 0.2) / 4) * 1000) / 1000)
    expect(ocrScore([tallyConfidences([undefined, Number.NaN]), undefined])).toBeNull()
    expect(ocrScore([])).toBeNull()
  })
})
