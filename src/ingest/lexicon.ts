/**
 * The lexicons that estimate a text's OCR quality where its source gave no word confidences (ADR
 * 040). English and German: the Hunspell dictionaries of `dictionary-en` (MIT AND BSD) and
 * `dictionary-de` (GPL-2.0 OR GPL-3.0), read by `nspell` (MIT), which knows their inflected forms
 * from the affix rules; they load in about 0.2 s and 1.3 s. French: `an-array-of-french-words`
 * (MIT, about 336,000 forms, inflections included), because nspell takes 11 s and 300 MB (40 s in
 * the test runner) to expand `dictionary-fr`'s affix rules. Each is read only when a text in its
 * language needs an estimate, then kept for the process. Only the server and the importer read
 * them: nothing of them is sent to a browser.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import nspell from 'nspell'
import * as v from 'valibot'
import { LEXICON_PACKAGES } from '../domain/lexicon-languages.ts'
import { MIN_ESTIMATE_WORDS, lexiconScore, lexiconWords } from '../domain/ocr.ts'

export { LEXICON_PACKAGES }
export type LexiconLanguage = keyof typeof LEXICON_PACKAGES
const LEXICON_LANGUAGES: readonly LexiconLanguage[] = ['en', 'de', 'fr']

export function hasLexicon(language: string | null | undefined): language is LexiconLanguage {
  return language === 'en' || language === 'de' || language === 'fr'
}

const require = createRequire(import.meta.url)
const loaded = new Map<LexiconLanguage, (word: string) => boolean>()

/**
 * The Hunspell dictionary of a package as nspell reads it. The packages' own entry reads its files
 * with a top-level await; the importer is synchronous, so the two files beside that entry are read.
 */
function hunspell(name: string): (word: string) => boolean {
  const folder = dirname(require.resolve(name))
  const spell = nspell({ aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) })
  return (word) => spell.correct(word)
}

/** French elisions (l’, d’, qu’, jusqu’ …) are not words of their own: the word after them is looked up. */
const ELISION = /^(?:[cdjlmnst]|qu|jusqu|lorsqu|puisqu|quoiqu)'/iu

function french(): (word: string) => boolean {
  const forms = new Set(v.parse(v.array(v.string()), require(LEXICON_PACKAGES.fr)))
  return (word) => {
    const bare = word.replace(ELISION, '')
    return forms.has(bare) || (bare.includes('-') && bare.split('-').every((part) => part === '' || forms.has(part)))
  }
}

/**
 * Whether the language's lexicon knows a word. Long s is read as s (the lexicons are of modern
 * spelling), and a word capitalised at the start of a sentence is tried in lower case too. Each
 * word is looked up once per process.
 */
export function lexicon(language: LexiconLanguage): (word: string) => boolean {
  const known = loaded.get(language)
  if (known) return known
  const correct = language === 'fr' ? french() : hunspell(LEXICON_PACKAGES[language])
  const seen = new Map<string, boolean>()
  const lookup = (raw: string): boolean => {
    const word = raw.replace(/ſ/gu, 's').replace(/’/gu, "'")
    const cached = seen.get(word)
    if (cached !== undefined) return cached
    const lower = word.toLocaleLowerCase(language)
    const result = correct(word) || (lower !== word && correct(lower))
    if (seen.size < 1_000_000) seen.set(word, result)
    return result
  }
  loaded.set(language, lookup)
  return lookup
}

/**
 * The estimated score of a text (lexiconScore) in the language it is known to be in, or, where a
 * document names several or none, by the lexicon that knows most of its words: a bilingual paper
 * (the Luxemburger Zeitung says fr and de) is judged in the language its text is in. Null without
 * a lexicon for the language named, or with too few words.
 */
export function estimateScore(text: string, languages: readonly string[]): number | null {
  const words = lexiconWords(text)
  // Too few words for an estimate: no lexicon is loaded for them.
  if (words.length < MIN_ESTIMATE_WORDS) return null
  const named = languages.filter(hasLexicon)
  if (languages.length === 1 && named.length === 0) return null
  const candidates = named.length > 0 ? named : LEXICON_LANGUAGES
  let best: number | null = null
  for (const language of candidates) {
    const score = lexiconScore(words, lexicon(language))
    if (score !== null && (best === null || score > best)) best = score
  }
  return best
}
