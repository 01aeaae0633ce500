/**
 * The demo's pictures keep to their time (issue 19): a caption never shows what did not exist yet,
 * and captions vary instead of one line recurring across papers and decades.
 */
import { describe, expect, it } from 'vitest'
import { Rng } from '#src/demo/random.ts'
import { NOT_BEFORE, fitsEra } from '#src/demo/era.ts'
import { advertisementText } from '#src/demo/notices.ts'
import { articleText, chooseKind, writeStory } from '#src/demo/text.ts'
import { captionText } from '#src/demo/captions.ts'
import { shippingText, weatherText } from '#src/demo/units.ts'
import type { Lang } from '#src/demo/vocabulary.ts'

/** Words of a caption subject, and the first year it can be pictured. */
const PICTURED_FROM: Record<Lang, [RegExp, number][]> = {
  de: [[/Hochöfen/, 1871], [/Bahnhof/, 1859], [/Elektrizitätswerk/, 1900], [/Straßenbahn/, 1875], [/Flugplatz/, 1946]],
  fr: [[/hauts fourneaux/, 1871], [/La gare/, 1859], [/usine électrique/, 1900], [/tramway/, 1875], [/aérodrome/, 1946]],
  lb: [[/Gare/, 1859]],
  en: [[/railway station/, 1859], [/power station/, 1900]],
}

const captions = (lang: Lang, year: number, count: number, seed = 7) => {
  const rng = new Rng(seed)
  const ctx = { date: { year, month: 6, day: 1, weekday: 3 }, cast: [] }
  return Array.from({ length: count }, () => captionText(rng, 'ILLUSTRATION', lang, ctx))
}

describe('demo captions', () => {
  for (const lang of ['de', 'fr', 'lb', 'en'] as const) {
    it(`never picture in ${lang} what did not exist yet, and do once it does`, () => {
      for (const [word, year] of PICTURED_FROM[lang]) {
        expect(captions(lang, year - 1, 600).filter((caption) => word.test(caption)), `${word} before ${year}`).toEqual([])
        expect(captions(lang, year + 10, 600).some((caption) => word.test(caption)), `${word} after ${year}`).toBe(true)
      }
    })
  }

  it('vary: a hundred captions of a year are mostly different', () => {
    for (const lang of ['de', 'fr', 'en'] as const) expect(new Set(captions(lang, 1910, 100)).size, lang).toBeGreaterThan(60)
  })

  it('are the same for the same seed', () => {
    expect(captions('fr', 1910, 50, 3)).toEqual(captions('fr', 1910, 50, 3))
    expect(captions('fr', 1910, 50, 3)).not.toEqual(captions('fr', 1910, 50, 4))
  })
})

describe('demo weather', () => {
  it('has snow only in winter and thunderstorms only in summer', () => {
    const rows = (month: number) => {
      const rng = new Rng(month)
      const ctx = { date: { year: 1900, month, day: 10, weekday: 3 }, cast: [] }
      return Array.from({ length: 200 }, () => (weatherText(rng, 'de', ctx).rows ?? []).join(' ')).join(' ')
    }
    expect(rows(7)).not.toMatch(/Schnee/)
    expect(rows(1)).toMatch(/Schnee/)
    expect(rows(1)).not.toMatch(/Gewitter/)
    expect(rows(7)).toMatch(/Gewitter/)
  })
})

describe('demo text', () => {
  it('names nothing before its time (era.ts) in articles, advertisements, shipping news and captions', () => {
    for (const { year } of NOT_BEFORE) {
      for (const lang of ['de', 'fr', 'lb', 'en'] as const) {
        const rng = new Rng(year)
        const ctx = { date: { year: year - 1, month: 6, day: 1, weekday: 3 }, cast: [] }
        for (let index = 0; index < 60; index++) {
          const texts = [articleText(rng, lang, ctx, 120), advertisementText(rng, lang, ctx), shippingText(rng, lang, ctx), weatherText(rng, lang, ctx)]
          for (const text of texts) {
            const whole = [text.overline, text.title, text.subTitle, ...text.paragraphs, ...(text.rows ?? [])].join(' ')
            expect(fitsEra(whole, year - 1), `${lang} ${year - 1}: ${whole}`).toBe(true)
          }
          const caption = captionText(rng, 'ILLUSTRATION', lang, ctx)
          expect(fitsEra(caption, year - 1), `${lang} ${year - 1}: ${caption}`).toBe(true)
        }
      }
    }
  })

  it('uses the words once their time has come', () => {
    const rng = new Rng(1)
    const ctx = { date: { year: 1930, month: 6, day: 1, weekday: 3 }, cast: [] }
    const text = Array.from({ length: 400 }, () => articleText(rng, 'de', ctx, 120).paragraphs.join(' ')).join(' ')
    expect(text).toMatch(/Straßenbahn/)
  })
})

describe('demo news under press control', () => {
  it('prints no Chamber, elections, council or club life between May 1940 and September 1944, and its notices only then', () => {
    const rng = new Rng(5)
    const kinds = (year: number, month: number) =>
      new Set(Array.from({ length: 400 }, () => chooseKind(rng, 'de', { date: { year, month, day: 14, weekday: 3 }, cast: [] })))
    const occupied = kinds(1942, 6)
    for (const kind of ['chamber', 'elections', 'council', 'festival', 'society']) expect(occupied.has(kind), kind).toBe(false)
    // What the controlled press did print: the ration cards, the deliveries, the blackout.
    for (const kind of ['rationCards', 'deliveries', 'blackout']) expect(occupied.has(kind), kind).toBe(true)
    // Telegrams too: only the few the controlled press printed (no Belgian Chamber, no Paris cabinet).
    for (let i = 0; i < 40; i++) {
      const telegram = writeStory(rng, 'de', { date: { year: 1942, month: 3, day: 2, weekday: 1 }, cast: [] }, 'telegram', 120)
      expect(telegram.paragraphs.join(' '), telegram.title).toMatch(/^(Trier|Berlin), /)
    }
    const free = kinds(1938, 6)
    expect(free.has('rationCards')).toBe(false)
    expect(free.has('chamber')).toBe(true)
  })
})
