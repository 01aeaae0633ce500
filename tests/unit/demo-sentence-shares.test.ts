/**
 * The generator's rule that no sentence is printed in more than 2 % of a kind of unit (issue 51,
 * shares.ts), held over all languages and in each language: a Luxembourgish stock sentence in one
 * Luxembourgish article of seven was 0.5 % of all articles, and a reader of Luxembourgish saw it.
 */
import { describe, expect, it } from 'vitest'
import { MAX_SENTENCE_SHARE, SentenceShares } from '#src/demo/shares.ts'

const STOCK = 'De Comité gouf erëmgewielt zu Miersch.'
const other = (n: number) => [`Dëst ass den Artikel Nummer ${n} vun der Zeitung.`]

describe('SentenceShares', () => {
  it('refuses a sentence past its share in one language though the kind over all languages has room', () => {
    const shares = new SentenceShares()
    // Five thousand German articles: over all languages a sentence may come a hundred times.
    for (let n = 0; n < 5000; n++) shares.add('ARTICLE', 'de', [`Ein deutscher Artikel mit der Nummer ${n}.`])
    shares.add('ARTICLE', 'lb', [STOCK])
    shares.add('ARTICLE', 'lb', [STOCK])
    // The third in the first hundred Luxembourgish articles is past 2 % of them.
    expect(shares.overShared('ARTICLE', 'lb', [STOCK])).toBe(true)
    // The same sentence in a German article is another language's: the German articles have room.
    expect(shares.overShared('ARTICLE', 'de', [STOCK])).toBe(false)
    // And in another kind of the same language it has not been printed at all.
    expect(shares.overShared('ADVERTISEMENT', 'lb', [STOCK])).toBe(false)
  })

  it('lets a sentence come twice among a language’s first units, then as often as 2 % of them allows', () => {
    const shares = new SentenceShares()
    for (let n = 0; n < 1000; n++) shares.add('ARTICLE', 'de', other(n))
    let printed = 0
    let units = 0
    for (let n = 0; n < 400; n++) {
      const stock = n % 3 === 0
      if (stock && shares.overShared('ARTICLE', 'lb', [STOCK])) continue
      shares.add('ARTICLE', 'lb', stock ? [STOCK] : other(n))
      units++
      if (stock) printed++
      // At every step, no more than two, or 2 % of the Luxembourgish articles so far.
      expect(printed).toBeLessThanOrEqual(Math.max(2, Math.floor(MAX_SENTENCE_SHARE * units)))
    }
    // 2 % of some 270 articles: five, not two.
    expect(printed).toBe(Math.floor(MAX_SENTENCE_SHARE * units))
  })

  it('keeps a kind of few units over all languages to one unit a sentence (the maps of a demo)', () => {
    const shares = new SentenceShares()
    shares.add('MAP', 'de', ['Karte des Kantons Clerf, Stand 1846.'])
    expect(shares.overShared('MAP', 'de', ['Karte des Kantons Clerf, Stand 1846.'])).toBe(true)
    expect(shares.overShared('MAP', 'de', ['Karte des Kantons Wiltz, Stand 1846.'])).toBe(false)
  })

  it('strikes only the sentences past their share', () => {
    const shares = new SentenceShares()
    shares.add('ARTICLE', 'lb', [STOCK])
    shares.add('ARTICLE', 'lb', [STOCK])
    const kept = shares.without('ARTICLE', 'lb', [`De Veräin hat seng Versammlung. ${STOCK}`])
    expect(kept).toEqual(['De Veräin hat seng Versammlung.'])
  })
})
