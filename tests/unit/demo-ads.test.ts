import { describe, expect, it } from 'vitest'
import { adSecondTowns, adSkeletons } from '#src/demo/ads.ts'
import { distanceKm } from '#src/demo/geography.ts'
import { CANTON_OF } from '#src/demo/stories/types.ts'

describe('demo advertisements (issue 51, fifth reading)', () => {
  it('take a sale’s notary, a fair’s band, a nursery’s deliveries from the canton or the next towns, never over 20 km off', () => {
    for (const town of Object.keys(CANTON_OF)) {
      const seconds = adSecondTowns(town)
      expect(seconds.length, town).toBeGreaterThan(0)
      for (const other of seconds) expect(distanceKm(town, other), `${town}–${other}`).toBeLessThanOrEqual(20)
    }
    expect(adSecondTowns('Schengen')).not.toContain('Diekirch')
  })

  it('tell two advertisements of one shape apart only by their words, not by their names, towns and figures', () => {
    const garage = (name: string, town: string) => [`Réparations d’automobiles et de bicyclettes, pneumatiques et accessoires : ${name}, rue de la Gare, à ${town}, travail soigné.`]
    const first = adSkeletons(garage('Jean Martin', 'Esch-sur-Alzette'))
    // Its one sentence, and its first seven words (sixth reading: two "Le soussigné …" of one page).
    expect(first).toHaveLength(2)
    expect(first[1]).toMatch(/^opening: /)
    expect(adSkeletons(garage('Pierre Zeyen', 'Wiltz'))).toEqual(first)
    expect(adSkeletons(['Garage Heinen, à Remich.'])).toEqual([])
    const undersigned = (goods: string) => [`Le soussigné Johann Kremer, négociant à Hesperange, a l'honneur d'informer le public qu'il vient d'ouvrir un magasin de ${goods}.`]
    expect(adSkeletons(undersigned('machines à coudre')).at(-1)).toBe(adSkeletons(undersigned('meubles')).at(-1))
  })
})
