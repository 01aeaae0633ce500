import { describe, expect, it } from 'vitest'
import { frenchSpacingFaults, NARROW_NBSP, NBSP, typesetFrench, typesetFrenchTree } from '#src/domain/typography.ts'

describe('French typography (issue 20)', () => {
  it('puts a narrow no-break space before ; ! ? and a no-break space before : and inside « »', () => {
    expect(typesetFrench('Langue actuelle : {language}')).toBe(`Langue actuelle${NBSP}: {language}`)
    expect(typesetFrench('Vraiment ? Oui ! Non ; peut-être.')).toBe(`Vraiment${NARROW_NBSP}? Oui${NARROW_NBSP}! Non${NARROW_NBSP}; peut-être.`)
    expect(typesetFrench('Aucune occurrence de « {q} » ici.')).toBe(`Aucune occurrence de «${NBSP}{q}${NBSP}» ici.`)
    // Guillemets always take their space, even when the text leaves it out.
    expect(typesetFrench('le lien «Paramètres»')).toBe(`le lien «${NBSP}Paramètres${NBSP}»`)
    // Several or odd spaces become one of the right kind.
    expect(typesetFrench(`Attention  !  Titre${NBSP}?`)).toBe(`Attention${NARROW_NBSP}!  Titre${NARROW_NBSP}?`)
  })

  it('leaves times, addresses and query strings as typed, and changes nothing the second time', () => {
    for (const text of ['à 10:30', 'https://example.org/search?q=a&b=c', 'Voir /fr/search?q=guerre', 'Texte sans ponctuation']) {
      expect(typesetFrench(text)).toBe(text)
    }
    const once = typesetFrench('Quoi ? « Ceci » : cela ; fin !')
    expect(typesetFrench(once)).toBe(once)
    expect(frenchSpacingFaults(once)).toEqual([])
  })

  it('typesets a whole dictionary in place', () => {
    const tree = { a: 'Titre : sous-titre', nested: { b: 'Encore ?', c: 'rien' } }
    typesetFrenchTree(tree)
    expect(tree).toEqual({ a: `Titre${NBSP}: sous-titre`, nested: { b: `Encore${NARROW_NBSP}?`, c: 'rien' } })
  })

  it('names each fault the check finds', () => {
    expect(frenchSpacingFaults('Titre : x')).toEqual(['plain space before : in "Titre : x"'])
    expect(frenchSpacingFaults(`Quoi${NBSP}?`)).toEqual([`wide no-break space before ? (narrow expected) in "Quoi${NBSP}?"`])
    expect(frenchSpacingFaults('«x»')).toEqual(['no no-break space after « in "«x»"', 'no no-break space before » in "«x»"'])
  })
})
