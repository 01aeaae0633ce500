/**
 * Equal quality in three languages (issue 20), held by checks rather than by a reviewer's memory:
 * the glossary's terms, French typography, and plurals for every counted string. The texts are
 * the dictionaries, the editorial pages (content/) and the library's own news and staff picks.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import de from '#i18n/de/index.ts'
import en from '#i18n/en/index.ts'
import fr from '#i18n/fr/index.ts'
import { GLOSSARY } from '#i18n/glossary.ts'
import type { Locales } from '#i18n/i18n-types.ts'
import { i18nObject } from '#i18n/i18n-util.ts'
import { loadAllLocales } from '#i18n/i18n-util.sync.ts'
import { loadEditorialContent, type RichText } from '#src/content/index.ts'
import { DEMO_NEWS, DEMO_STAFF_PICKS } from '#src/demo/editorial.ts'
import { frenchSpacingFaults, typesetFrench } from '#src/domain/typography.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

const LOCALES: readonly Locales[] = ['en', 'de', 'fr']
const CONTENT = join(import.meta.dirname, '../../content')

function flatten(tree: object, prefix = '', into = new Map<string, string>()): Map<string, string> {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') into.set(`${prefix}${key}`, value)
    else if (typeof value === 'object' && value !== null) flatten(value, `${prefix}${key}.`, into)
  }
  return into
}

const DICTIONARIES: Record<Locales, Map<string, string>> = { en: flatten(en), de: flatten(de), fr: flatten(fr) }

/** Every text a language shows, named by where it comes from (a key, a file and line, a news item). */
function textsOf(locale: Locales): { where: string; text: string }[] {
  const texts = [...DICTIONARIES[locale]].map(([key, text]) => ({ where: `i18n/${locale}: ${key}`, text }))
  const directory = join(CONTENT, locale)
  for (const file of readdirSync(directory, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.md')).sort()) {
    readFileSync(join(directory, file), 'utf8')
      .split('\n')
      .forEach((line, index) => texts.push({ where: `content/${locale}/${file}:${index + 1}`, text: line }))
  }
  for (const pick of DEMO_STAFF_PICKS) {
    const { title, summary, body } = pick.translations[locale]
    for (const text of [title, summary, ...body]) texts.push({ where: `staff pick ${pick.id} (${locale})`, text })
  }
  for (const news of DEMO_NEWS) {
    const { title, body } = news.translations[locale]
    for (const text of [title, ...body]) texts.push({ where: `news ${news.id} (${locale})`, text })
  }
  return texts
}

/** Spaces of every kind read as one, and the typographic apostrophe as the straight one, for comparing words. */
function plain(text: string): string {
  return text.replace(/[\u00A0\u202F\u2009]/g, ' ').replace(/’/g, "'").toLocaleLowerCase()
}

function wholeWord(word: string): RegExp {
  const escaped = escapeRegExp(plain(word))
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u')
}

describe('the glossary (i18n/glossary.ts)', () => {
  it('names each concept once per language, and its keys exist', () => {
    const concepts = GLOSSARY.map((entry) => entry.concept)
    expect(new Set(concepts).size).toBe(concepts.length)
    for (const key of [...Object.keys(NOT_COUNTS), ...Object.values(INVARIABLE).flat()]) expect(DICTIONARIES.en.has(key), key).toBe(true)
    for (const entry of GLOSSARY) for (const key of entry.keys ?? []) expect(DICTIONARIES.en.has(key), key).toBe(true)
  })

  it('is used by the dictionaries: each concept’s keys carry its term in every language', () => {
    const wrong: string[] = []
    for (const entry of GLOSSARY) {
      for (const key of entry.keys ?? []) {
        for (const locale of LOCALES) {
          const text = DICTIONARIES[locale].get(key) ?? ''
          if (!plain(text).includes(plain(entry.term[locale]))) wrong.push(`i18n/${locale}: ${key} = ${JSON.stringify(text)} does not say “${entry.term[locale]}” (${entry.concept})`)
        }
      }
    }
    expect(wrong).toEqual([])
  })

  it('is used by the dictionaries, the editorial pages and the news: no text uses a word it rules out', () => {
    const found: string[] = []
    for (const locale of LOCALES) {
      const avoided = GLOSSARY.flatMap((entry) => (entry.avoid?.[locale] ?? []).map((word) => ({ word, pattern: wholeWord(word), entry })))
      for (const { where, text } of textsOf(locale)) {
        for (const { word, pattern, entry } of avoided) {
          if (pattern.test(plain(text))) found.push(`${where}: “${word}”, where the glossary says “${entry.term[locale]}” (${entry.concept})`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('catches a ruled-out word in any case and only as a whole word', () => {
    expect(wholeWord('Impressum').test(plain('Zum IMPRESSUM'))).toBe(true)
    expect(wholeWord('Impressum').test(plain('Impressumsseite'))).toBe(false)
    expect(wholeWord('mot à mot').test(plain('consultables mot\u00A0à mot'))).toBe(true)
  })
})

describe('French typography in every French text', () => {
  it('leaves no plain space before ; ! ? : nor inside « », in the dictionary as loaded', () => {
    const faults = [...DICTIONARIES.fr].flatMap(([key, text]) => frenchSpacingFaults(text).map((fault) => `i18n/fr: ${key}: ${fault}`))
    expect(faults).toEqual([])
  })

  it('leaves none in the editorial pages as read, nor in news and staff picks as shown', () => {
    const content = loadEditorialContent(CONTENT)
    const faults: string[] = []
    const check = (where: string, text: string) => faults.push(...frenchSpacingFaults(text).map((fault) => `${where}: ${fault}`))
    const rich = (where: string, parts: RichText) => {
      for (const part of parts) {
        if (part.kind === 'text') check(where, part.text)
        else rich(where, part.children)
      }
    }
    for (const page of content.pages) {
      const translation = page.translations.fr
      if (!translation) continue
      check(page.path, translation.title)
      check(page.path, translation.summary)
      for (const block of translation.blocks) {
        if (block.kind === 'list') block.items.forEach((item) => rich(page.path, item))
        else if (block.kind === 'links') block.items.forEach((item) => [item.label, item.description].forEach((part) => rich(page.path, part)))
        else rich(page.path, block.text)
      }
    }
    // News and staff picks are typeset when the store is read (src/store/library.ts), with the same function.
    for (const pick of DEMO_STAFF_PICKS) for (const text of Object.values(pick.translations.fr).flat()) check(`staff pick ${pick.id}`, typesetFrench(text))
    for (const news of DEMO_NEWS) for (const text of Object.values(news.translations.fr).flat()) check(`news ${news.id}`, typesetFrench(text))
    expect(content.problems.filter((problem) => problem.severity === 'error')).toEqual([])
    expect(faults).toEqual([])
  })

  it('never leaves out the space before ; ! ? : in French prose (a missing space the layer cannot know of)', () => {
    const missing: string[] = []
    for (const { where, text } of textsOf('fr')) {
      if (/^[a-z]+: /.test(text)) continue // a Markdown page's front matter field
      // A mark right after a word and followed by a space or the end: a colon in a URL or a time is followed by neither.
      for (const match of text.matchAll(/[\p{L}\p{N}»)}][;!?:](?=\s|$)/gu)) missing.push(`${where}: ${JSON.stringify(text.slice(Math.max(0, match.index - 15), match.index + 5))}`)
    }
    expect(missing).toEqual([])
  })
})

/**
 * Numbers in texts that are not counts of something: they take no plural. Each with its reason,
 * so that a new counted text cannot hide here.
 */
const NOT_COUNTS: Readonly<Record<string, string>> = {
  'errors.statusLabel': 'an HTTP status code',
  'carousel.slideLabel': 'the position of a slide ("2 of 5: title")',
  'carousel.chartSummary': 'years, and a count set off after its noun ("the most issues, 12")',
  'iiif.yearIssues': 'a year',
  'periodical.accessMixed': 'a year',
  'calendar.wholeYear': 'a year',
  'reader.edition': 'the number of an edition (an ordinal)',
  'reader.partShown': 'page numbers, and the pages in all set off after "of" ("pages 3–5 of 12")',
  'calendar.editionOn': 'the number of an edition (an ordinal)',
  'calendar.editionShort': 'the number of an edition (an ordinal), alone in the calendar',
  'reader.onPages': 'page numbers',
  'reader.onPage': 'a page number',
  'search.thumbnail': 'a page number',
  'search.pageN': 'a page number',
  'search.onPage': 'a page number',
  'search.lastPage': 'a page number',
  'reader.pageText': 'a page number',
  'research.pageOf': 'a page number of a list ("Page 2 of 7")',
  'reader.hitOf': 'the position of a hit ("Hit 3 of 17")',
  'reader.hitOfFirst': 'the position of a hit among the first marked',
  'research.queryNumber': 'the number of a search in a comparison',
  'search.filtersButton': 'a count in brackets after a label, with no noun of its own ("Filters (3)")',
  'citationText.page': 'a page number in a citation ("p. 3")',
  'citationText.pages': 'page numbers in a citation ("pp. 3–5")',
  'lists.panel.members': 'a count in brackets after a label, with no noun of its own ("Members (3)")',
  'lists.problems.member': 'the position of a member in a list ("Member 3 (…): …")',
  'lists.texts.tooLarge': 'sizes in MB, a unit symbol, which takes no plural',
  'readingMode.sentenceOf': 'the position of a sentence read aloud ("Sentence 3 of 17")',
  'readingMode.hitLine': 'a line number on a page',
}

/** Counts whose words do not change with the number in one language (English "3 chosen"). */
const INVARIABLE: Readonly<Partial<Record<Locales, readonly string[]>>> = {
  en: ['search.shownOf', 'research.valuesChosen', 'research.applyValues'],
  de: ['search.shownOf', 'research.valuesChosen', 'research.applyValues'],
}

describe('plurals', () => {
  const numberParameters = (text: string) => [...text.matchAll(/\{(\w+):number/g)].map((match) => match[1])

  it('every counted text chooses its form by Intl.PluralRules ({{one|other}}) in every language', () => {
    const missing: string[] = []
    for (const [key, base] of DICTIONARIES.en) {
      if (numberParameters(base).length === 0 || key in NOT_COUNTS) continue
      for (const locale of LOCALES) {
        if (INVARIABLE[locale]?.includes(key)) continue
        const text = DICTIONARIES[locale].get(key) ?? ''
        if (!text.includes('{{')) missing.push(`i18n/${locale}: ${key} = ${JSON.stringify(text)}`)
      }
    }
    expect(missing).toEqual([])
  })

  it('says 0 and 1 in the singular in French, 0 in the plural in English and German', () => {
    loadAllLocales()
    const LL = { en: i18nObject('en'), de: i18nObject('de'), fr: i18nObject('fr') }
    expect(LL.fr.periodicalList.shown({ shown: 1, total: 30 })).toBe('1 titre sur 30')
    expect(LL.fr.periodicalList.shown({ shown: 0, total: 30 })).toBe('0 titre sur 30')
    expect(LL.fr.periodicalList.shown({ shown: 2, total: 30 })).toBe('2 titres sur 30')
    expect(LL.fr.search.shownOf({ shown: 1, total: 1 })).toBe('1 affiché sur 1')
    expect(LL.en.periodicalList.shown({ shown: 1, total: 1 })).toBe('1 of 1 title')
    expect(LL.en.periodicalList.shown({ shown: 0, total: 30 })).toBe('0 of 30 titles')
    expect(LL.de.periodicalList.shown({ shown: 1, total: 1 })).toBe('1 von 1 Titel')
    expect(LL.de.library.issueCount({ count: 0 })).toBe('0 Ausgaben')
    expect(LL.fr.library.issueCount({ count: 0 })).toBe('0 numéro')
    // Numbers in the page's locale inside the plural: the narrow no-break space of French thousands.
    expect(LL.fr.library.issueCount({ count: 12345 })).toBe('12\u202F345 numéros')
  })
})
