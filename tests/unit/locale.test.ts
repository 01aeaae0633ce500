import { describe, expect, it } from 'vitest'
import {
  LOCALE_TAGS,
  isLocale,
  localeCookie,
  localeFromCookieHeader,
  localeOfPath,
  localeRedirectTarget,
  localizePath,
  splitLocalePath,
  switchLocalePath,
} from '#src/domain/locale.ts'

describe('locale paths', () => {
  it('splits a locale prefix only when it is a whole segment', () => {
    expect(splitLocalePath('/en/books')).toEqual({ prefix: 'en', rest: '/books' })
    expect(splitLocalePath('/de')).toEqual({ prefix: 'de', rest: '/' })
    expect(splitLocalePath('/fr/')).toEqual({ prefix: 'fr', rest: '/' })
    expect(splitLocalePath('/english')).toEqual({ prefix: undefined, rest: '/english' })
    expect(splitLocalePath('/books')).toEqual({ prefix: undefined, rest: '/books' })
    expect(splitLocalePath('/es/books')).toEqual({ prefix: undefined, rest: '/es/books' })
  })

  it('defaults to French without a prefix', () => {
    expect(localeOfPath('/periodicals')).toBe('fr')
    expect(localeOfPath('/en/periodicals')).toBe('en')
    expect(localeOfPath('/de')).toBe('de')
  })

  it('keeps French unprefixed and prefixes English and German', () => {
    expect(localizePath('/', 'fr')).toBe('/')
    expect(localizePath('/', 'en')).toBe('/en')
    expect(localizePath('/support/about', 'de')).toBe('/de/support/about')
    expect(localizePath('books', 'fr')).toBe('/books')
  })

  it('switches the language of a path and keeps the rest', () => {
    expect(switchLocalePath('/en/periodicals/luxzeit1858', 'de')).toBe('/de/periodicals/luxzeit1858')
    expect(switchLocalePath('/de/search', 'fr')).toBe('/search')
    expect(switchLocalePath('/fr/books', 'en')).toBe('/en/books')
    expect(switchLocalePath('/', 'en')).toBe('/en')
  })

  it('uses the BCP 47 tags of the spec', () => {
    expect(LOCALE_TAGS).toEqual({ en: 'en-GB', de: 'de-DE', fr: 'fr-FR' })
    expect(isLocale('en')).toBe(true)
    expect(isLocale('EN')).toBe(false)
    expect(isLocale(undefined)).toBe(false)
  })
})

describe('locale cookie', () => {
  it('is kept 365 days on / with SameSite=Lax', () => {
    expect(localeCookie('en', false)).toBe('locale=en; Max-Age=31536000; Path=/; SameSite=Lax')
    expect(localeCookie('de', true)).toBe('locale=de; Max-Age=31536000; Path=/; SameSite=Lax; Secure')
  })

  it('is read from a Cookie header and ignores other or bad values', () => {
    expect(localeFromCookieHeader('a=1; locale=de; b=2')).toBe('de')
    expect(localeFromCookieHeader('locale=es')).toBeUndefined()
    expect(localeFromCookieHeader('xlocale=en')).toBeUndefined()
    expect(localeFromCookieHeader('')).toBeUndefined()
    expect(localeFromCookieHeader(null)).toBeUndefined()
  })
})

describe('locale redirect', () => {
  it('sends an unprefixed URL to the chosen prefix with its query', () => {
    expect(localeRedirectTarget('/books', '?sort=title_asc', 'en')).toBe('/en/books?sort=title_asc')
    expect(localeRedirectTarget('/', '', 'de')).toBe('/de')
    // Files for machines and the API have no language.
    for (const path of ['/sitemap.xml', '/robots.txt', '/opensearch.xml', '/feed.atom', '/api/export', '/api/health', '/iiif/items/book-flore/canvas/1/thumbnail', '/iiif/collection', '/cite/items/book-flore.ris', '/pdf/periodicals/luxwort/1988-01-02.pdf', '/_build/latest.json', '/assets/app.js']) {
      expect(localeRedirectTarget(path, '', 'en'), path).toBeUndefined()
    }
    expect(localeRedirectTarget('/periodicals/lux.wort', '', 'en')).toBe('/en/periodicals/lux.wort')
    // A page whose name merely starts like a machine address is a page.
    expect(localeRedirectTarget('/pdfs-and-more', '', 'en')).toBe('/en/pdfs-and-more')
  })

  it('does nothing for French, no choice, or an already prefixed URL', () => {
    expect(localeRedirectTarget('/books', '', 'fr')).toBeUndefined()
    expect(localeRedirectTarget('/books', '', undefined)).toBeUndefined()
    expect(localeRedirectTarget('/de/books', '', 'en')).toBeUndefined()
    expect(localeRedirectTarget('/fr/books', '', 'en')).toBeUndefined()
  })

  it('never produces a redirect off the site', () => {
    expect(localeRedirectTarget('//evil.example/x', '', 'en')).toBeUndefined()
    expect(localeRedirectTarget('/\\evil.example', '', 'en')).toBeUndefined()
    expect(localeRedirectTarget('evil.example', '', 'en')).toBeUndefined()
  })
})
