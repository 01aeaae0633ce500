/**
 * The generator's check that an issue does not tell two stories of one kind in the same words
 * (issue 51, fourth reading row 1; draft-writer.ts): sentences compared with their names and
 * numbers masked, and a word more or less ("des neuen Waschhauses", "des Gemeindehauses") still alike.
 */
import { describe, expect, it } from 'vitest'
import { framesAlike, framesOf } from '#src/demo/story-frames.ts'

const first = ['Anschließend vereinigte ein Festessen die Ehrengäste und den Gemeinderat im Gemeindehause von Mersch. Die Kosten des neuen Waschhauses belaufen sich auf rund 51.000 Franken, wovon der Staat einen erheblichen Teil übernommen hat.']
const second = ['Anschließend vereinigte ein Festessen die Ehrengäste und den Gemeinderat im Gemeindehause von Wiltz. Die Kosten des Gemeindehauses belaufen sich auf rund 27.000 Franken, wovon der Staat einen erheblichen Teil übernommen hat.']

describe('story frames', () => {
  it('masks names and numbers, so two reports of one kind show the sentences they share', () => {
    const a = framesOf(first).map((frame) => frame.join(' '))
    const b = framesOf(second).map((frame) => frame.join(' '))
    expect(a[0]).toBe('X vereinigte ein X die X und den X im X von X.')
    expect(b[0]).toBe(a[0])
    expect(b[1]).toBe('X X des X belaufen sich auf rund NX, wovon der X einen erheblichen X übernommen hat.')
  })

  it('takes a sentence with a word more or less for the same sentence, and two different ones for two', () => {
    const [, a] = framesOf(first)
    const [, b] = framesOf(second)
    expect(a && b && framesAlike(a, b)).toBe(true)
    const [fire] = framesOf(['Die Feuerwehr von Mersch war bald zur Stelle und arbeitete unter der Leitung ihres Kommandanten mit großer Umsicht.'])
    const [damage] = framesOf(['Der Schaden wird auf 12.000 Franken geschätzt und ist durch Versicherung nur zum Teil gedeckt.'])
    expect(fire && damage && framesAlike(fire, damage)).toBe(false)
  })

  it('leaves out clauses of forty characters or fewer, which any two reports may share', () => {
    expect(framesOf(['Es brannte in Mersch. Niemand wurde verletzt.'])).toEqual([])
  })
})
