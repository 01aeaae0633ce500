/**
 * What judging a word's misreadings (variants.ts, plausibility.ts) reads or compiles once, done
 * before any search needs it (issue 50): a search thread of the embedded engine as it starts
 * (src/threads/worker.ts), the bench before it times.
 */
import { LEXICON_LANGUAGE_BITS } from '#src/domain/lexicon-languages.ts'
import { lexiconForms } from './term-lexicon.ts'
import type { Db } from '#src/store/db.ts'
import { judgeCandidates } from './plausibility.ts'
import { sortedHolds } from './sorted-terms.ts'
import { Vocabulary, candidatesOf, confusionsOf, judgedVariants, vocabularyOf } from './variants.ts'

/**
 * Reads at once what judging a word's variants reads once (issue 50), so that no search waits for
 * it: the store's vocabulary and its words of a lexicon (per store handle) and the three
 * lexicons' sorted forms (per process or thread, 0.3–0.6 s), and judges a few words first so that
 * the judgement's code is compiled. A search thread of the embedded engine does it as it starts, before it
 * says it is ready (src/threads/worker.ts); the bench before it times its searches.
 */
export function prepareVariants(db: Db): void {
  const vocabulary = vocabularyOf(db)
  vocabulary.lexicalTerms()
  for (const bit of Object.values(LEXICON_LANGUAGE_BITS)) vocabulary.lexicalTerms(bit)
  for (const language of ['de', 'en', 'fr'] as const) lexiconForms(language)
  warmJudgement()
  warmOnStore(vocabulary)
}

/** How many of the store's own words warmOnStore judges: enough for the engine to optimise the walks over its vocabulary (issue 50's bench: the first 12 words' judgement about a third less CPU after 40; 100 did no better). */
const STORE_WARM_WORDS = 40
/** The languages warmOnStore gives its words' units, in turn (no unit is read from the store). */
const STORE_WARM_LANGUAGES = ['de', 'fr', 'en'] as const

/**
 * Judges a few of the store's own words (level 1), on a sibling of its vocabulary with caches of
 * its own and languages made up rather than read, so that the first words a search judges find
 * the judgement's walks over the store's vocabulary and the lexicons compiled as the engine
 * optimises them after a few dozen words: warmJudgement's small vocabulary leaves the long walks
 * unoptimised. Nothing the store's vocabulary keeps is touched, nor is any unit read.
 */
function warmOnStore(vocabulary: Vocabulary): void {
  const sibling = vocabulary.sibling((term) => [STORE_WARM_LANGUAGES[term.charCodeAt(0) % STORE_WARM_LANGUAGES.length] ?? null])
  for (const word of vocabulary.spreadTerms(STORE_WARM_WORDS, 6, 20)) judgedVariants(sibling, word, 1)
}

/** The lexicons whose sorted forms hold a term, as bits (German compounds not looked for: the importer's lexiconMask needs the lexicons' sets, which a search thread does not read). */
function sortedLexiconMask(term: string): number {
  let mask = 0
  for (const language of ['de', 'en', 'fr'] as const) if (sortedHolds(lexiconForms(language), term)) mask |= LEXICON_LANGUAGE_BITS[language]
  return mask
}

/** Words of the three languages, each with the language of its units, that warmJudgement judges. */
const WARM_WORDS: readonly (readonly [string, string])[] = [
  ['luxembourg', 'fr'],
  ['juillet', 'fr'],
  ['zeitung', 'de'],
  ['government', 'en'],
]
/** Words of the lexicons near them, held by a few units of the same language: rivals for the shares to weigh. */
const WARM_RIVALS: readonly (readonly [string, string])[] = [
  ['luxemburg', 'fr'],
  ['juillets', 'fr'],
  ['billet', 'fr'],
  ['leitung', 'de'],
  ['zeitungen', 'de'],
  ['seitung', 'de'],
  ['governments', 'en'],
  ['governor', 'en'],
]
/** How many times warmJudgement judges them: enough for the engine to compile the judgement's loops. */
const WARM_ROUNDS = 3

/**
 * Judges a few words among their own confusions in a small vocabulary of its own (no store's),
 * so that the first word a search judges does not also pay for compiling the judgement's code
 * (about three times its cost, measured in issue 50's bench): part of a thread's start, as the
 * lexicons' load is. What the store's vocabulary keeps (its judged words, its terms' languages)
 * is not touched.
 */
function warmJudgement(): void {
  const units = new Map<string, number>()
  const languages = new Map<string, string>()
  for (const [word, language] of WARM_WORDS) {
    units.set(word, 500)
    languages.set(word, language)
    for (const variant of [...confusionsOf(word)].slice(0, 20)) {
      units.set(variant, 3)
      languages.set(variant, language)
    }
  }
  for (const [rival, language] of WARM_RIVALS) {
    units.set(rival, 20)
    languages.set(rival, language)
  }
  const terms = [...units.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const rows = { terms, units: Int32Array.from(terms, (term) => units.get(term) ?? 0), lexicons: Uint8Array.from(terms, (term) => sortedLexiconMask(term)) }
  for (let round = 0; round < WARM_ROUNDS; round += 1) {
    const vocabulary = new Vocabulary(rows, (term) => [languages.get(term) ?? null], (term) => languages.get(term))
    for (const [word] of WARM_WORDS) judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), 1)
  }
}
