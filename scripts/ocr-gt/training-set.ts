/**
 * The labelled set of the training half (issue 50, ADR 072): the same draw as the test half's
 * (scripts/learn-ocr-model.ts), from the units the confusion table is learned from, so that the
 * expansion's thresholds are chosen on data the report does not measure (scripts/ocr-gt/tune.ts).
 * Written outside the repository (it is the training half's whole vocabulary, not trimmed):
 *
 *   node scripts/ocr-gt/training-set.ts <checkout>/data/datasets/ocr/original <folder>
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { readCorpus } from './corpus.ts'
import { labelledSet, writeLabelledSet } from './labelled.ts'

/** As many query words per language as the test half (scripts/learn-ocr-model.ts, which runs when imported). */
const QUERIES_PER_LANGUAGE = 400

function main(root: string, folder: string): void {
  const train = readCorpus(root).filter((unit) => unit.split === 'train')
  mkdirSync(folder, { recursive: true })
  for (const language of ['de', 'en', 'fr'] as const) {
    const set = labelledSet(train, language, QUERIES_PER_LANGUAGE)
    const path = join(folder, `${language}.tsv.gz`)
    writeLabelledSet(path, set, new Set(set.units.keys()), [`Labelled OCR misreadings, ${language}: the training half, written by scripts/ocr-gt/training-set.ts.`])
    console.log(`${path}: ${set.queries.length} query words, ${set.units.size} terms`)
  }
}

const [root, folder] = process.argv.slice(2)
if (!root || !folder) {
  console.error('Usage: node scripts/ocr-gt/training-set.ts <llm-transcript-postcorrection>/data/datasets/ocr/original <folder>')
  process.exit(2)
}
main(root, folder)
