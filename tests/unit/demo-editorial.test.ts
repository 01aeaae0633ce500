import { describe, expect, it } from 'vitest'
import { PERIODICALS } from '#src/demo/catalog.ts'
import { DEMO_NEWS, DEMO_STAFF_PICKS } from '#src/demo/editorial.ts'
import { DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED } from '#src/demo/generate.ts'
import { planSchedule } from '#src/demo/schedule.ts'

const LANGS = ['en', 'de', 'fr'] as const
const ITEM_TARGETS = new Set(['/books', '/manuscripts', '/posters'])
const PERIODICAL_IDS = new Set(PERIODICALS.map((periodical) => periodical.id))

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

function expectNewestFirst(dates: string[]): void {
  for (let i = 1; i < dates.length; i++) {
    const newer = dates[i - 1] ?? ''
    const older = dates[i] ?? ''
    expect(newer >= older, `${newer} before ${older}`).toBe(true)
  }
}

describe('demo staff picks', () => {
  it('are eight, with unique ids', () => {
    expect(DEMO_STAFF_PICKS).toHaveLength(8)
    const ids = DEMO_STAFF_PICKS.map((pick) => pick.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('are complete in every language with two to four paragraphs', () => {
    for (const pick of DEMO_STAFF_PICKS) {
      for (const lang of LANGS) {
        const text = pick.translations[lang]
        expect(text.title.trim(), `${pick.id} ${lang} title`).not.toBe('')
        expect(text.summary.trim(), `${pick.id} ${lang} summary`).not.toBe('')
        expect(text.body.length, `${pick.id} ${lang} paragraphs`).toBeGreaterThanOrEqual(2)
        expect(text.body.length, `${pick.id} ${lang} paragraphs`).toBeLessThanOrEqual(4)
        for (const paragraph of text.body) expect(paragraph.trim(), `${pick.id} ${lang} paragraph`).not.toBe('')
      }
    }
  })

  it('have valid ISO dates in range, newest first', () => {
    for (const pick of DEMO_STAFF_PICKS) {
      expect(isIsoDate(pick.published), `${pick.id} ${pick.published}`).toBe(true)
      expect(pick.published >= '2025-01-01' && pick.published <= '2026-11-15', `${pick.id} ${pick.published}`).toBe(true)
    }
    expectNewestFirst(DEMO_STAFF_PICKS.map((pick) => pick.published))
  })

  it('point at a periodical of the catalogue or at an item kind', () => {
    for (const pick of DEMO_STAFF_PICKS) {
      const match = /^\/periodicals\/([^/]+)$/.exec(pick.target)
      if (match) {
        expect(PERIODICAL_IDS.has(match[1] ?? ''), `${pick.id} → ${pick.target}`).toBe(true)
      } else {
        expect(ITEM_TARGETS.has(pick.target), `${pick.id} → ${pick.target}`).toBe(true)
      }
    }
  })
})

describe('demo news', () => {
  it('are four, with unique ids', () => {
    expect(DEMO_NEWS).toHaveLength(4)
    const ids = DEMO_NEWS.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('are complete in every language with one to three paragraphs', () => {
    for (const item of DEMO_NEWS) {
      for (const lang of LANGS) {
        const text = item.translations[lang]
        expect(text.title.trim(), `${item.id} ${lang} title`).not.toBe('')
        expect(text.body.length, `${item.id} ${lang} paragraphs`).toBeGreaterThanOrEqual(1)
        expect(text.body.length, `${item.id} ${lang} paragraphs`).toBeLessThanOrEqual(3)
        for (const paragraph of text.body) expect(paragraph.trim(), `${item.id} ${lang} paragraph`).not.toBe('')
      }
    }
  })

  it('have valid ISO dates in range, newest first', () => {
    for (const item of DEMO_NEWS) {
      expect(isIsoDate(item.published), `${item.id} ${item.published}`).toBe(true)
      expect(item.published >= '2025-06-01' && item.published <= '2026-11-15', `${item.id} ${item.published}`).toBe(true)
    }
    expectNewestFirst(DEMO_NEWS.map((item) => item.published))
  })
})

describe('what the picks and news promise', () => {
  // The default demo's issues by title and year-month (issue 39: a pick about 1940–1944 linked a title holding only 1988).
  const slots = planSchedule(DEMO_DEFAULT_SEED, DEMO_DEFAULT_ARTICLES)
  const held = new Set(slots.map((s) => `${s.periodical.id} ${s.iso.slice(0, 7)}`))
  const holds = (id: string, year: number) => Array.from({ length: 12 }, (_, m) => held.has(`${id} ${year}-${String(m + 1).padStart(2, '0')}`)).every(Boolean)
  const holdsAny = (id: string) => slots.some((s) => s.periodical.id === id)
  const text = (id: string) => {
    const entry = [...DEMO_STAFF_PICKS, ...DEMO_NEWS].find((e) => e.id === id)
    return entry ? Object.values(entry.translations).map((t) => [t.title, ...t.body].join(' ')).join(' ') : ''
  }

  it('are held by the default demo, month by month, in the years they name', () => {
    const promises: { entry: string; title: string; years: number[] }[] = [
      { entry: 'wartime-press', title: 'morgenblatt', years: [1939, 1940, 1941, 1942, 1943, 1944, 1945] },
      { entry: 'serial-novels', title: 'petitecho', years: [1910] },
      { entry: 'from-weekly-to-daily', title: 'minettwoche', years: [1912] },
      { entry: 'from-weekly-to-daily', title: 'tagespost', years: [1913] },
      { entry: 'moselle-weather-shipping', title: 'moselwacht', years: [1926, 1927, 1928, 1929] },
      { entry: 'wegweiser-advertisements', title: 'wegweiser', years: [1846, 1847] },
      { entry: 'farm-press-online', title: 'pflug', years: [1890, 1891] },
      { entry: 'farm-press-online', title: 'bauernstand', years: [1950, 1951] },
    ]
    for (const { entry, title, years } of promises) {
      expect(text(entry), entry).not.toBe('')
      for (const year of years) expect(holds(title, year), `${entry}: ${title} ${year}`).toBe(true)
      for (const year of [years[0], years.at(-1)]) expect(text(entry), `${entry} names ${year}`).toContain(String(year))
    }
  })

  it('point at titles that have issues, and name only titles that have issues', () => {
    for (const pick of DEMO_STAFF_PICKS) {
      const id = /^\/periodicals\/([^/]+)$/.exec(pick.target)?.[1]
      if (id) expect(holdsAny(id), pick.id).toBe(true)
    }
    for (const id of ['moselwacht', 'moselecho', 'vigneron', 'kantonsbote', 'clerftal', 'burgwarte', 'weinbote', 'ortsarchiv']) {
      expect(holdsAny(id), id).toBe(true)
    }
  })
})
