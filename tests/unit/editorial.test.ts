import { describe, expect, it } from 'vitest'
import { getEditorialPage, listEditorialPages } from '../../src/content'
import { EDITORIAL_PAGES } from '../../src/content/pages'
import { LOCALES } from '../../src/domain/locale'

const INTERNAL_TARGETS = new Set([
  '/',
  '/search',
  '/periodicals',
  '/books',
  '/manuscripts',
  '/posters',
  '/collections',
  '/staff-picks',
  '/external-links',
  '/menu',
  '/support/sitemap',
  ...EDITORIAL_PAGES.map((page) => page.path),
])

describe('editorial pages', () => {
  it('include the support pages of the spec and have unique paths', () => {
    const paths = EDITORIAL_PAGES.map((page) => page.path)
    expect(paths).toEqual(expect.arrayContaining(['/support/about', '/support/legal', '/support/project']))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('are complete in every language', () => {
    for (const page of EDITORIAL_PAGES) {
      for (const locale of LOCALES) {
        const view = getEditorialPage(page.path, locale)
        expect(view?.title.trim(), `${page.path} ${locale}`).toBeTruthy()
        expect(view?.summary.trim(), `${page.path} ${locale}`).toBeTruthy()
        expect(view?.blocks.length, `${page.path} ${locale}`).toBeGreaterThan(2)
      }
    }
  })

  it('link only to pages that exist or to full external addresses', () => {
    for (const page of EDITORIAL_PAGES) {
      for (const locale of LOCALES) {
        for (const block of page.translations[locale].blocks) {
          if (block.kind !== 'links') continue
          for (const item of block.items) {
            const ok = item.href.startsWith('https://') || INTERNAL_TARGETS.has(item.href)
            expect(ok, `${page.path} ${locale} → ${item.href}`).toBe(true)
          }
        }
      }
    }
  })

  it('answer undefined for an unknown path', () => {
    expect(getEditorialPage('/support/nope', 'en')).toBeUndefined()
    expect(listEditorialPages('de').length).toBe(EDITORIAL_PAGES.length)
  })
})
