/**
 * The languages whose lexicons the import knows (ADR 040, 057), as bits: which lexicons know an
 * index term (`term_vocabulary.lexicon`) and in which languages its units are written.
 */
export const LEXICON_LANGUAGE_BITS = { de: 1, en: 2, fr: 4 } as const

/** The languages with a lexicon, by ISO 639-1 code, and the package that holds it (ADR 040): read by the importer's OCR estimate and by the misreadings' lexicon lookups. */
export const LEXICON_PACKAGES = { en: 'dictionary-en', de: 'dictionary-de', fr: 'an-array-of-french-words' } as const
export type LexiconLanguageCode = keyof typeof LEXICON_LANGUAGE_BITS

/** Every lexicon's bit: a unit whose language is not recorded may be in any of them. */
export const ALL_LEXICON_LANGUAGES = LEXICON_LANGUAGE_BITS.de | LEXICON_LANGUAGE_BITS.en | LEXICON_LANGUAGE_BITS.fr

/** The bit of a unit's language: none for a language without a lexicon (lb…), all where it is unknown. */
export function lexiconBitOf(language: string | null | undefined): number {
  if (language === null || language === undefined || language === '') return ALL_LEXICON_LANGUAGES
  return language === 'de' || language === 'en' || language === 'fr' ? LEXICON_LANGUAGE_BITS[language] : 0
}
