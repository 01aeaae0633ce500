/**
 * Learns the OCR confusion model (src/search/ocr-confusions.json) from the training half of the
 * public ground truth, and writes the labelled test half (tests/fixtures/ocr-ground-truth/) that
 * scripts/variant-report.ts measures the expansions on (issue 50, ADR 057).
 *
 *   git clone https://github.com/impresso/llm-transcript-postcorrection
 *   git -C llm-transcript-postcorrection checkout 3affcc4ec485c7eab24955387534bdf1f88ce5b2
 *   node scripts/learn-ocr-model.ts llm-transcript-postcorrection/data/datasets/ocr/original
 *
 * The result depends only on those files: the halves are drawn by a hash of each unit's place.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { lexiconMask } from '../src/search/term-lexicon.ts'
import { confusionsOf } from '../src/search/variants.ts'
import { readCorpus } from './ocr-gt/corpus.ts'
import { vocabularyOfUnits } from './ocr-gt/facts.ts'
import { labelledSet, misreadingsOf, writeLabelledSet } from './ocr-gt/labelled.ts'
import { learnTable, MAX_BLOCK, MIN_COUNT, SMOOTHING } from './ocr-gt/learn.ts'

/** Confusions dearer than this are not kept: no variant that needs one is ever offered (plausibility.ts). */
const MAX_COST = 11
import { SOURCES } from './ocr-gt/sources.ts'

export const DATA_REPOSITORY = 'impresso/llm-transcript-postcorrection'
export const DATA_COMMIT = '3affcc4ec485c7eab24955387534bdf1f88ce5b2'
/** Query words per language in the labelled set. */
export const QUERIES_PER_LANGUAGE = 400
export const FIXTURES = 'tests/fixtures/ocr-ground-truth'
export const TABLE = 'src/search/ocr-confusions.json'

function main(root: string): void {
  const started = Date.now()
  const units = readCorpus(root)
  const train = units.filter((unit) => unit.split === 'train')
  const table = learnTable(train.flatMap((unit) => unit.readings))
  const tables = Object.fromEntries(
    (['all', 'de', 'en', 'fr'] as const).map((language) => {
      const learned = language === 'all' ? table : learnTable(train.filter((unit) => unit.language === language).flatMap((unit) => unit.readings))
      // A confusion dearer than MAX_COST never makes a variant (plausibility.ts): it is the unseen default's business.
      return [language, { confusions: learned.confusions.filter((confusion) => confusion[3] <= MAX_COST), characters: learned.characters, positions: learned.positions, wordsRead: learned.words, misread: learned.misread }]
    }),
  )
  const provenance = {
    description: 'OCR confusions learned from aligned OCR and ground truth (issue 50, ADR 057): [ground truth, read as, times seen, cost = -ln(times / (times the ground-truth characters were seen + smoothing))], in the index folding (lower case, no diacritics, ß as ss, ſ as s).',
    learnedBy: 'scripts/learn-ocr-model.ts',
    data: `github.com/${DATA_REPOSITORY} @ ${DATA_COMMIT}, data/datasets/ocr/original`,
    sources: SOURCES.map(({ source, licence }) => `${source}: ${licence}`),
    split: 'training half: units of about 300 words whose place hashes (SHA-256, first byte) even',
    tables: 'one per language, learned from that language\'s sources, and `all` from every source (for words in a language without its own)',
    parameters: { maxBlock: MAX_BLOCK, minCount: MIN_COUNT, smoothing: SMOOTHING, maxCost: MAX_COST },
    wordsRead: table.words,
    misread: table.misread,
    misreadTooFarToLearn: table.garbled,
  }
  writeFileSync(TABLE, `${JSON.stringify({ provenance, tables })}\n`)
  console.log(`${TABLE}: ${table.confusions.length} confusions from ${table.words} words read (${table.misread} misread) in ${train.length} units`)

  mkdirSync(FIXTURES, { recursive: true })
  const test = units.filter((unit) => unit.split === 'test')
  for (const language of ['de', 'en', 'fr'] as const) {
    const set = labelledSet(test, language, QUERIES_PER_LANGUAGE)
    const vocabulary = vocabularyOfUnits(set.units)
    // Every term an expansion measured may offer (two edits, two confusions), every true misreading,
    // and the lexicon's words near each candidate, which the expansion weighs a candidate against.
    const keep = new Set<string>()
    for (const word of set.queries) {
      const candidates = [...vocabulary.within(word, 2).keys(), ...[...confusionsOf(word)].filter((term) => vocabulary.unitsOf(term) > 0)]
      for (const term of candidates) {
        keep.add(term)
        for (const rival of vocabulary.within(term, 2).keys()) if (lexiconMask(rival) !== 0) keep.add(rival)
      }
      for (const term of misreadingsOf(set, word)) keep.add(term)
    }
    const sources = SOURCES.filter((source) => source.language === language)
    const path = join(FIXTURES, `${language}.tsv.gz`)
    writeLabelledSet(path, set, keep, [
      `Labelled OCR misreadings, ${language}: the test half of ${sources.map((source) => source.source).join(', ')}`,
      `from github.com/${DATA_REPOSITORY} @ ${DATA_COMMIT} (see README.md for each source and its licence), written by scripts/learn-ocr-model.ts.`,
      `${set.units.size} OCR terms in ${test.filter((unit) => unit.language === language).length} units; only the terms within two edits or two confusions of a query word, or reading one, are kept.`,
      'query<TAB>word: a query word (ground truth, folded). term<TAB>OCR term<TAB>units holding it<TAB>ground-truth words it reads:times',
    ])
    console.log(`${path}: ${set.queries.length} query words, ${keep.size} of ${set.units.size} terms kept`)
  }
  console.log(`done in ${Math.round((Date.now() - started) / 1000)} s`)
}

const root = process.argv[2]
if (!root) {
  console.error('Usage: node scripts/learn-ocr-model.ts <llm-transcript-postcorrection>/data/datasets/ocr/original')
  process.exit(2)
}
main(root)
