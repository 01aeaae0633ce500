import { describe, expect, it } from 'vitest'
import de from '#i18n/de/index.ts'
import en from '#i18n/en/index.ts'
import fr from '#i18n/fr/index.ts'
import {
  FIRST_LOAD_PATHS,
  dictionaryChunk,
  dictionaryPartsFor,
  dictionaryTree,
  isHomePath,
  mergeDictionaries,
  missingFirstLoadPaths,
  splitDictionary,
  wholeInFirstPart,
} from '#src/domain/dictionary-parts.ts'

const DICTIONARIES = { en, de, fr }

/** Every dotted path to a text of a dictionary. */
function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix]
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix === '' ? key : `${prefix}.${key}`))
}

describe('the dictionary in two parts (ADR 047)', () => {
  for (const [locale, dictionary] of Object.entries(DICTIONARIES)) {
    it(`${locale}: every first-load path names an entry, and the parts hold every text once`, () => {
      const tree = dictionaryTree(dictionary)
      expect(missingFirstLoadPaths(tree)).toEqual([])
      const { first, rest } = splitDictionary(tree)
      const firstLeaves = leaves(first)
      const restLeaves = leaves(rest)
      expect(firstLeaves.filter((path) => restLeaves.includes(path))).toEqual([])
      expect([...firstLeaves, ...restLeaves].toSorted()).toEqual(leaves(tree).toSorted())
      expect(mergeDictionaries(first, rest)).toEqual(tree)
      // The first part is what its paths name, nothing more.
      expect(firstLeaves.every((path) => FIRST_LOAD_PATHS.some((included) => path === included || path.startsWith(`${included}.`)))).toBe(true)
      // It is the smaller part by far: the point of the split.
      expect(JSON.stringify(first).length).toBeLessThan(JSON.stringify(rest).length / 2)
    })
  }

  it('splits a group entry by entry, keeping the group in both parts', () => {
    const tree = { a: { x: 'X', y: 'Y', deep: { p: 'P', q: 'Q' } }, b: { z: 'Z' }, c: 'C' }
    const { first, rest } = splitDictionary(tree, ['a.x', 'a.deep.q', 'c'])
    expect(first).toEqual({ a: { x: 'X', deep: { q: 'Q' } }, c: 'C' })
    expect(rest).toEqual({ a: { y: 'Y', deep: { p: 'P' } }, b: { z: 'Z' } })
    expect(mergeDictionaries(first, rest)).toEqual(tree)
  })

  it('knows what is whole in the first part', () => {
    expect(wholeInFirstPart('carousel.next')).toBe(true)
    expect(wholeInFirstPart('pages.home.heading')).toBe(true)
    expect(wholeInFirstPart('pages.search')).toBe(false)
    expect(wholeInFirstPart('pages')).toBe(false)
    expect(wholeInFirstPart('siteX')).toBe(false)
  })

  it('reads the chunk name of a part as vite.config.ts writes it, and nothing else', () => {
    expect(dictionaryChunk('i18n-fr-first-Bl-IQqkN.js')).toEqual({ locale: 'fr', part: 'first' })
    expect(dictionaryChunk('i18n-de-rest-DAHaYh6l.js')).toEqual({ locale: 'de', part: 'rest' })
    for (const name of ['i18n-fr-first-Bl-IQqkN.js.gz', 'i18n-nl-first-x.js', 'i18n-fr-all-x.js', 'app-i18n-fr-first-x.js', 'i18n-fr-first-.js']) expect(dictionaryChunk(name)).toBeUndefined()
  })

  it('refuses a module that is not a dictionary', () => {
    expect(() => dictionaryTree({ a: { b: 1 } })).toThrow('dictionary: a.b is not a group of texts')
    expect(() => dictionaryTree(['a'])).toThrow()
  })

  it('gives the home pages the first part only, every other page both', () => {
    for (const path of ['/', '/en', '/de', '/fr', '/en/', '/de/']) {
      expect(isHomePath(path)).toBe(true)
      expect(dictionaryPartsFor(path)).toEqual(['first'])
    }
    for (const path of ['/search', '/en/search', '/de/periodicals/x', '/english', '/enx', '/404-anything']) {
      expect(isHomePath(path)).toBe(false)
      expect(dictionaryPartsFor(path)).toEqual(['first', 'rest'])
    }
  })
})
