/**
 * A labelled set's vocabulary as a store would hold it (variants.ts Vocabulary): each term's
 * units, the lexicons that know it (the importer's lookup, src/search/term-lexicon.ts), and the
 * set's language as the language of every unit. The expansion measured is then the very one
 * the search runs.
 */
import { lexiconMask } from '../../src/search/term-lexicon.ts'
import { Vocabulary } from '../../src/search/variants.ts'
import type { GtLanguage } from './sources.ts'

export function vocabularyOfUnits(units: ReadonlyMap<string, number>, language?: GtLanguage): Vocabulary {
  const terms = [...units.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const rows = { terms, units: Int32Array.from(terms, (term) => units.get(term) ?? 0) }
  if (language === undefined) return new Vocabulary(rows)
  return new Vocabulary({ ...rows, lexicons: Uint8Array.from(terms, (term) => lexiconMask(term)) }, () => [language])
}
