/**
 * Chooses the misreading expansion's thresholds on the training half (issue 50, ADR 072): every
 * query word's candidates are judged once with no limit (their cost and share), then each setting
 * of the cost limit (COST_BASE, COST_PER_LETTER) and the share (MIN_SHARE) is measured at once
 * against the edit distance before, and the precision/recall curve over the cost limit printed.
 *
 *   node scripts/ocr-gt/training-set.ts <checkout>/data/datasets/ocr/original /tmp/train
 *   node scripts/ocr-gt/tune.ts /tmp/train            # or tests/fixtures/ocr-ground-truth: the test half
 */
import { join } from 'node:path'
import { type Judged, type Thresholds, THRESHOLDS, costLimit, judgeCandidates } from '../../src/search/plausibility.ts'
import { MAX_VARIANTS } from '../../src/search/query.ts'
import { candidatesOf } from '../../src/search/variants.ts'
import { baselineVariants } from './baseline.ts'
import { vocabularyOfUnits } from './facts.ts'
import { readLabelledSet } from './labelled.ts'
import { type Figures, measure, total } from './measure.ts'

/** Wide enough that no setting tried is cut short by it. */
const OPEN: Thresholds = { ...THRESHOLDS, costBase: 12, costPerLetter: 0.8, minShare: 0 }

interface Judgement {
  units: number
  misreadings: Judged[]
}

function judgeAll(folder: string) {
  return (['de', 'en', 'fr'] as const).map((language) => {
    const set = readLabelledSet(join(folder, `${language}.tsv.gz`))
    const vocabulary = vocabularyOfUnits(set.units, set.language)
    const judged = new Map<string, Judgement>()
    for (const word of set.queries) judged.set(word, { units: vocabulary.unitsOf(word), misreadings: judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), 1, OPEN).misreadings })
    const before = measure(set, (word) => baselineVariants(vocabulary, word)).figures
    return { language, set, judged, before }
  })
}

function offered(judgement: Judgement | undefined, word: string, thresholds: Thresholds): string[] {
  if (!judgement) return []
  const limit = costLimit(word, judgement.units, 1, thresholds)
  return judgement.misreadings
    .filter((candidate) => candidate.cost <= limit && candidate.share >= thresholds.minShare)
    .slice(0, MAX_VARIANTS)
    .map((candidate) => candidate.term)
}

const percent = (value: number) => `${(100 * value).toFixed(1)}`

function main(folder: string): void {
  const sets = judgeAll(folder)
  const before = total(sets.map((entry) => entry.before))
  console.log(`before: precision ${percent(before.precision)} recall ${percent(before.recall)} occ ${percent(before.occurrencePrecision)}/${percent(before.occurrenceRecall)}`)
  const rows: { thresholds: Thresholds; figures: Figures; languages: Figures[] }[] = []
  for (const minShare of [0.5, 0.6, 0.7, 0.8, 0.9])
    for (const costBase of [0, 1, 2, 3, 4, 5, 6])
      for (const costPerLetter of [0.2, 0.3, 0.4, 0.5, 0.6]) {
        const thresholds = { ...THRESHOLDS, costBase, costPerLetter, minShare }
        const languages = sets.map(({ set, judged }) => measure(set, (word) => offered(judged.get(word), word, thresholds)).figures)
        rows.push({ thresholds, figures: total(languages), languages })
      }
  const line = ({ thresholds, figures, languages }: (typeof rows)[number]) =>
    `share ${thresholds.minShare} base ${thresholds.costBase} per letter ${thresholds.costPerLetter}: precision ${percent(figures.precision)} (occ ${percent(figures.occurrencePrecision)}), recall kept ${percent(figures.recall / before.recall)} (occ ${percent(figures.occurrenceRecall / before.occurrenceRecall)}); ${languages.map((entry, index) => `${sets[index]?.language} ${percent(entry.precision)}/${percent(entry.recall)}`).join(' ')}`
  console.log('\nThe most recall at precision ≥ 90 % (by variants and by occurrences):')
  for (const row of rows.filter((entry) => entry.figures.precision >= 0.9 && entry.figures.occurrencePrecision >= 0.9).sort((a, b) => b.figures.recall - a.figures.recall).slice(0, 15)) console.log(line(row))
  console.log('\nThe curve over the cost limit at the current share and per-letter cost:')
  for (const row of rows.filter((entry) => entry.thresholds.minShare === THRESHOLDS.minShare && entry.thresholds.costPerLetter === THRESHOLDS.costPerLetter)) console.log(line(row))
}

main(process.argv[2] ?? 'tests/fixtures/ocr-ground-truth')
