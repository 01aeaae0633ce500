/**
 * The generator's rule that keeps the first page of a common search varied (issue 51, shares.ts):
 * a headline shape prints a common word in its headline once, and opens its text with its kind's
 * word under a headline without it a few times only.
 */
import { describe, expect, it } from 'vitest'
import { HeadlineWords, LEAD_WORD_CAP } from '#src/demo/shares.ts'

describe('HeadlineWords', () => {
  it('lets a shape print a common word in its headline once', () => {
    const words = new HeadlineWords()
    const shape = 'market: Markt und Preise in {place}.'
    expect(words.repeats(shape, 'Markt und Preise in Diekirch.')).toBe(false)
    words.add(shape, 'Markt und Preise in Diekirch.')
    expect(words.repeats(shape, 'Markt und Preise in Wiltz.')).toBe(true)
    // Another shape of the kind still may.
    expect(words.repeats('market: Ein guter Markt in {place}.', 'Ein guter Markt in Wiltz.')).toBe(false)
  })

  it('limits a shape whose opening says its kind’s word under a headline without it', () => {
    const words = new HeadlineWords()
    words.add('market: Markt und Preise in {place}.', 'Markt und Preise in Diekirch.')
    const shape = 'market: Der Wochenmarkt in {place} am {evDay}.'
    const opening = ['Auf dem Markt zu Wiltz herrschte gestern reger Verkehr. Die Bauern aus Clerf hatten viel Gemüse mitgebracht.']
    for (let n = 0; n < LEAD_WORD_CAP; n++) {
      expect(words.repeats(shape, `Der Wochenmarkt in Wiltz am ${n + 1}. Mai.`, opening)).toBe(false)
      words.add(shape, `Der Wochenmarkt in Wiltz am ${n + 1}. Mai.`, opening)
    }
    expect(words.repeats(shape, 'Der Wochenmarkt in Wiltz am 9. Mai.', opening)).toBe(true)
    // The same shape opening otherwise goes on, and the word later in the text is not counted.
    const otherwise = ['Der Wochenmarkt in Wiltz war gestern gut beschickt. Der nächste Markt in Wiltz ist am 16. Mai.']
    expect(words.repeats(shape, 'Der Wochenmarkt in Wiltz am 9. Mai.', otherwise)).toBe(false)
  })

  it('does not count a word its kind never writes in a headline (a town in an address)', () => {
    const words = new HeadlineWords()
    const shape = 'ad: Fiançailles : {bride} et {groom}.'
    const opening = ['On annonce les fiançailles de Mlle Anne Weber, de Luxembourg, avec M. Jean Klein.']
    for (let n = 0; n < LEAD_WORD_CAP + 2; n++) words.add(shape, `Fiançailles : Anne Weber et Jean Klein ${n}.`, opening)
    expect(words.repeats(shape, 'Fiançailles : Marie Thill et Paul Hoffmann.', opening)).toBe(false)
  })
})
