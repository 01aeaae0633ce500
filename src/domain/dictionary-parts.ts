/**
 * A language's dictionary reaches the browser in two parts (ADR 047): what the home page and every
 * page's frame read (header, footer, search box, consent banner, error screen), and the rest, which
 * any other page loads before it renders. The home page, the first page most visitors see, does not
 * download the labels of the reader, the search results and the research tools.
 */
import { LOCALE_ALTERNATIVES, type Locale, isLocale, splitLocalePath } from './locale.ts'

/** A dictionary: groups of groups of texts. */
export interface DictionaryTree {
  readonly [key: string]: string | DictionaryTree
}

export type DictionaryPart = 'first' | 'rest'
export const DICTIONARY_PARTS: readonly DictionaryPart[] = ['first', 'rest']

/**
 * What the first part holds: whole groups, or single entries of a group the home page reads little
 * of (dotted paths). A test checks that every path names an entry of every language, and the e2e
 * suites fail when the home page reads an entry outside them (app/i18n.ts logs it as an error).
 */
export const FIRST_LOAD_PATHS: readonly string[] = [
  // Every page's frame.
  'site',
  'nav',
  'skipLinks',
  'searchBox',
  'search.variantsToggle',
  'search.filtersKept',
  'language',
  'link',
  'copy',
  'footer',
  'consent',
  'errors',
  'empty',
  // The header's entry to the visitor's lists (its panel loads the rest: app/features/lists).
  'lists.header',
  // The home page.
  'pages.home',
  'pages.news.all',
  'pages.staffPicks.all',
  'pages.staffPicks.explore',
  'pages.staffPicks.published',
  'reading.readMore',
  'reading.readMoreAbout',
  'carousel',
  'library',
]

const CHUNK = new RegExp(`^i18n-(${LOCALE_ALTERNATIVES})-(first|rest)-[\\w-]+\\.js$`)

/** The language and part of a dictionary part's chunk, by its file name (vite.config.ts names them). */
export function dictionaryChunk(fileName: string): { locale: Locale; part: DictionaryPart } | undefined {
  const match = CHUNK.exec(fileName)
  const locale = match?.[1]
  const part = DICTIONARY_PARTS.find((candidate) => candidate === match?.[2])
  return isLocale(locale) && part !== undefined ? { locale, part } : undefined
}

/** Is this the home page of a language, the one page that needs only the first part? */
export function isHomePath(pathname: string): boolean {
  return splitLocalePath(pathname).rest === '/'
}

/** The parts of the dictionary a page needs before it renders. */
export function dictionaryPartsFor(pathname: string): readonly DictionaryPart[] {
  return isHomePath(pathname) ? ['first'] : DICTIONARY_PARTS
}

/** Is `path` (dotted) inside the first part as a whole, so an entry missing under it is missing everywhere? */
export function wholeInFirstPart(path: string): boolean {
  return FIRST_LOAD_PATHS.some((included) => path === included || path.startsWith(`${included}.`))
}

/** A dictionary module's default export, checked: texts in groups, nothing else. */
export function dictionaryTree(value: unknown, path = ''): DictionaryTree {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error(`dictionary: ${path || 'the dictionary'} is not a group of texts`)
  const tree: Record<string, string | DictionaryTree> = {}
  for (const [key, entry] of Object.entries(value)) {
    const at = path === '' ? key : `${path}.${key}`
    tree[key] = typeof entry === 'string' ? entry : dictionaryTree(entry, at)
  }
  return tree
}

function isTree(value: string | DictionaryTree | undefined): value is DictionaryTree {
  return typeof value === 'object'
}

/** The entry at a dotted path, or undefined. */
function entryAt(dictionary: DictionaryTree, path: string): string | DictionaryTree | undefined {
  let node: string | DictionaryTree | undefined = dictionary
  for (const key of path.split('.')) node = isTree(node) && Object.hasOwn(node, key) ? node[key] : undefined
  return node
}

/** Paths of FIRST_LOAD_PATHS this dictionary lacks (a renamed key, a missing translation). */
export function missingFirstLoadPaths(dictionary: DictionaryTree): string[] {
  return FIRST_LOAD_PATHS.filter((path) => entryAt(dictionary, path) === undefined)
}

/** Splits a dictionary into its two parts; `mergeDictionaries` puts them back together. */
export function splitDictionary(dictionary: DictionaryTree, paths: readonly string[] = FIRST_LOAD_PATHS): Record<DictionaryPart, DictionaryTree> {
  const split = (node: DictionaryTree, prefix: string): Record<DictionaryPart, DictionaryTree> => {
    const first: Record<string, string | DictionaryTree> = {}
    const rest: Record<string, string | DictionaryTree> = {}
    for (const [key, value] of Object.entries(node)) {
      const path = prefix === '' ? key : `${prefix}.${key}`
      if (paths.includes(path)) {
        first[key] = value
      } else if (isTree(value) && paths.some((included) => included.startsWith(`${path}.`))) {
        const parts = split(value, path)
        if (Object.keys(parts.first).length > 0) first[key] = parts.first
        if (Object.keys(parts.rest).length > 0) rest[key] = parts.rest
      } else {
        rest[key] = value
      }
    }
    return { first, rest }
  }
  return split(dictionary, '')
}

/** Both parts as one dictionary (entries of `b` added to those of `a`, group by group). */
export function mergeDictionaries(a: DictionaryTree, b: DictionaryTree): DictionaryTree {
  const merged: Record<string, string | DictionaryTree> = { ...a }
  for (const [key, value] of Object.entries(b)) {
    const existing = merged[key]
    merged[key] = isTree(existing) && isTree(value) ? mergeDictionaries(existing, value) : value
  }
  return merged
}
