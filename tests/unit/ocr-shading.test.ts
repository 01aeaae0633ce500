/**
 * The text view's shading of uncertain words (issue 36): the places the store gives are words
 * split at white space, counted across the marks of a search; a mark is never split.
 */
import { describe, expect, it } from 'vitest'
import { shadeParts } from '#app/features/reader/ocr-shading.tsx'

describe('shading uncertain words in a unit’s text', () => {
  it('shades the words at the places given, and keeps the text as it was', () => {
    const parts = [{ text: 'Die Negierung hat\n\nbieselben gemacht.', match: false }]
    const shaded = shadeParts(parts, new Set([1, 3]))
    expect(shaded.map((part) => part.text).join('')).toBe(parts[0]?.text)
    expect(shaded.filter((part) => part.low).map((part) => part.text)).toEqual(['Negierung', 'bieselben'])
  })

  it('counts a mark’s words, shades a mark holding an uncertain word whole, and never splits it', () => {
    const parts = [
      { text: 'in ', match: false },
      { text: 'Luxembouig', match: true },
      { text: ' und ', match: false },
      { text: 'Luxem', match: true },
      { text: 'burg ist', match: false },
    ]
    // Words: in(0) Luxembouig(1) und(2) Luxemburg(3, split by a mark) ist(4).
    const shaded = shadeParts(parts, new Set([1, 4]))
    expect(shaded.filter((part) => part.match).map((part) => [part.text, part.low])).toEqual([
      ['Luxembouig', true],
      ['Luxem', false],
    ])
    expect(shaded.filter((part) => part.low && !part.match).map((part) => part.text)).toEqual(['ist'])
    expect(shaded.map((part) => part.text).join('')).toBe(parts.map((part) => part.text).join(''))
  })

  it('shades nothing without places', () => {
    expect(shadeParts([{ text: 'a b c', match: false }], new Set())).toEqual([{ text: 'a b c', match: false, low: false }])
  })
})
