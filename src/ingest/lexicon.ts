/**
 * The lexicons that estimate a text's OCR quality where its source gave no word confidences (ADR
 * 040): the Hunspell dictionaries of the `dictionary-en`, `dictionary-de` and `dictionary-fr`
 * packages (wooorm/dictionaries; en MIT AND BSD, de GPL-2.0 OR GPL-3.0, fr MPL-2.0), read by
 * `nspell` (MIT), which knows the inflected forms from the dictionaries' affix rules. They are read
 * only when an estimate is needed and kept for the process: English takes about 0.2 s, German
 * 1.3 s, French 11 s and 300 MB to load, so a language is loaded only when a text in it needs one.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import nspell from 'nspell'
import { MIN_ESTIMATE_WORDS, lexiconScore, lexiconWords } from '../domain/ocr.ts'

/** The languages with a lexicon, by ISO 639-1 code, and the package that holds it. */
export const LEXICON_PACKAGES = { en: 'dictionary-en', de: 'dictionary-de', fr: 'dictionary-fr' } as const
export type LexiconLanguage = keyof typeof LEXICON_PACKAGES

export function hasLexicon(language: string | null | undefined): language is LexiconLanguage {
  return language === 'en' || language === 'de' || language === 'fr'
}

const require = createRequire(import.meta.url)
const loaded = new Map<LexiconLanguage, (word: string) => boolean>()

/**
 * Whether the language's lexicon knows a word. The packages' own entry reads its files with a
 * top-level await; the importer is synchronous, so the two files beside that entry are read here.
 * Long s is read as s (the lexicons are of modern spelling), and a word capitalised at the start
 * of a sentence is tried in lower case too. Each word is looked up once per process.
 */
export function lexicon(language: LexiconLanguage): (word: string) => boolean {
  const known = loaded.get(language)
  if (known) return known
  const folder = dirname(require.resolve(LEXICON_PACKAGES[language]))
  const spell = nspell({ aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) })
  const seen = new Map<string, boolean>()
  const lookup = (raw: string): boolean => {
    const word = raw.replace(/ſ/gu, 's').replace(/’/gu, "'")
    const cached = seen.get(word)
    if (cached !== undefined) return cached
    const lower = word.toLocaleLowerCase(language)
    const result = spell.correct(word) || (lower !== word && spell.correct(lower))
    if (seen.size < 1_000_000) seen.set(word, result)
    return result
  }
  loaded.set(language, lookup)
  return lookup
}

/** The estimated score of a text in a language (lexiconScore); null without a lexicon for it or with too few words. */
export function estimateScore(text: string, language: string | null | undefined): number | null {
  if (!hasLexicon(language)) return null
  const words = lexiconWords(text)
  // Too few words for an estimate: no lexicon is loaded for them.
  return words.length < MIN_ESTIMATE_WORDS ? null : lexiconScore(words, lexicon(language))
}
