/**
 * Chooses the misreading expansion's thresholds on the training half (issue 50, ADR 072): every
 * query word's candidates are judged once with no limit (their cost and share), then each setting
 * of the cost limit (COST_BASE, COST_PER_LETTER) and the share (MIN_SHARE) is measured at once
 * against the edit distance before, and the precision/recall curve over the cost limit printed.
 *
 *   node scripts/ocr-gt/training-set.ts <checkout>/data/datasets/ocr/original /tmp/train
 *   node scripts/ocr-gt/tune.ts /tmp/train 0.91       # the least precision; tests/fixtures/ocr-ground-truth: the test half
 */
import { join } from 'node:path'
import { type Judged, type Thresholds, THRESHOLDS, costLimit, judgeCandidates, lexiconRivalCost } from '../../src/search/plausibility.ts'
import { CONFUSION_MODELS } from '../../src/search/ocr-model.ts'
import { MAX_VARIANTS } from '../../src/search/query.ts'
import { candidatesOf } from '../../src/search/variants.ts'
import { baselineVariants } from './baseline.ts'
import { vocabularyOfUnits } from './facts.ts'
import { readLabelledSet } from './labelled.ts'
import { type Figures, measure, total } from './measure.ts'

/** Wide enough that no setting tried is cut short by it. */
const OPEN: Thresholds = { ...THRESHOLDS, costBase: 12, costPerLetter: 0.8, minShare: 0, rivalMargin: Number.POSITIVE_INFINITY }

/** The grid (ADR 072's, narrowed where it kept nothing, and the lexicon rivals' margin of ADR 076). */
const GRID = {
  minShare: [0.8, 0.9],
  costBase: [0, 1, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 7],
  costPerLetter: [0.4, 0.6, 0.8],
  unitsWeight: [0.25, 0.5, 1],
  rivalMargin: [Number.POSITIVE_INFINITY, -0.5, 0, 0.5, 1, 1.5],
}
const WIDEST: Thresholds = { ...OPEN, costBase: 7, costPerLetter: 0.8, unitsWeight: 1 }
/** The least margin tried: a rival dearer than the word by more is of no setting's concern. */
const LEAST_MARGIN = -0.5

interface Judgement {
  units: number
  /** Each misreading with its units and the least cost of another lexicon word reading as it (ADR 076). */
  misreadings: (Judged & { units: number; rival: number })[]
}

/**
 * Extra knobs tried here before any goes into plausibility.ts. Tried and left out (ADR 072): a
 * variant refused when found in more than e^maxExcess times the units its cost predicts.
 */
interface Knobs extends Thresholds {
  maxExcess: number
}

function judgeAll(folder: string) {
  return (['de', 'en', 'fr'] as const).map((language) => {
    const set = readLabelledSet(join(folder, `${language}.tsv.gz`))
    const vocabulary = vocabularyOfUnits(set.units, set.language)
    const judged = new Map<string, Judgement>()
    for (const word of set.queries) {
      const widest = costLimit(word, vocabulary.unitsOf(word), 1, WIDEST)
      judged.set(word, {
        units: vocabulary.unitsOf(word),
        misreadings: judgeCandidates(vocabulary, word, candidatesOf(vocabulary, word), 1, OPEN)
          .misreadings.filter((candidate) => candidate.cost <= widest)
          .map((candidate) => ({ ...candidate, units: vocabulary.unitsOf(candidate.term), rival: lexiconRivalCost(vocabulary, word, candidate.term, candidate.cost - LEAST_MARGIN) })),
      })
    }
    const before = measure(set, (word) => baselineVariants(vocabulary, word)).figures
    return { language, set, judged, before }
  })
}

function offered(judgement: Judgement | undefined, word: string, knobs: Knobs): string[] {
  if (!judgement) return []
  const units = Math.max(judgement.units, 1)
  const limit = costLimit(word, units, 1, knobs)
  return judgement.misreadings
    .filter(
      (candidate) =>
        candidate.cost <= limit &&
        candidate.share >= knobs.minShare &&
        Math.log(candidate.units) - (Math.log(units) - candidate.cost) <= knobs.maxExcess &&
        !(candidate.rival < candidate.cost - knobs.rivalMargin),
    )
    .slice(0, MAX_VARIANTS)
    .map((candidate) => candidate.term)
}

/**
 * Issue 50's misreadings that must stay offered, with the units of the word in the demo store
 * (tests/unit/variants.test.ts): a setting whose cost limit refuses one is not considered.
 */
const MUST: readonly { word: string; term: string; units: number; languages: readonly ('de' | 'en' | 'fr')[] }[] = [
  { word: 'luxembourg', term: 'luxembouig', units: 5000, languages: ['de', 'fr'] },
  { word: 'luxembourg', term: 'luximbourg', units: 5000, languages: ['de', 'fr'] },
  { word: 'juillet', term: 'jnillet', units: 1200, languages: ['fr'] },
]

/** Each must's cost and least lexicon rival's cost (ADR 076) in each of its languages, the word held by its units. */
const MUST_COSTS = MUST.map(({ word, term, units, languages }) => ({
  word,
  units,
  costs: languages.map((language) => {
    const vocabulary = vocabularyOfUnits(
      new Map([
        [word, units],
        [term, 1],
      ]),
      language,
    )
    const cost = CONFUSION_MODELS[language].cost(word, term)
    return { cost, rival: lexiconRivalCost(vocabulary, word, term, cost - LEAST_MARGIN) }
  }),
}))

function keepsTheMusts(knobs: Knobs): boolean {
  return MUST_COSTS.every(({ word, units, costs }) => costs.some(({ cost, rival }) => cost <= costLimit(word, units, 1, knobs) && !(rival < cost - knobs.rivalMargin)))
}

const percent = (value: number) => `${(100 * value).toFixed(1)}`

function main(folder: string, least: number): void {
  const sets = judgeAll(folder)
  const before = total(sets.map((entry) => entry.before))
  console.log(`before: precision ${percent(before.precision)} recall ${percent(before.recall)} occ ${percent(before.occurrencePrecision)}/${percent(before.occurrenceRecall)}`)
  const rows: { thresholds: Knobs; figures: Figures; languages: Figures[] }[] = []
  for (const minShare of GRID.minShare)
    for (const costBase of GRID.costBase)
      for (const costPerLetter of GRID.costPerLetter)
      for (const unitsWeight of GRID.unitsWeight)
      for (const rivalMargin of GRID.rivalMargin) {
        const thresholds = { ...THRESHOLDS, costBase, costPerLetter, minShare, unitsWeight, rivalMargin, maxExcess: Number.POSITIVE_INFINITY }
        const languages = sets.map(({ set, judged }) => measure(set, (word) => offered(judged.get(word), word, thresholds)).figures)
        rows.push({ thresholds, figures: total(languages), languages })
      }
  const line = ({ thresholds, figures, languages }: (typeof rows)[number]) =>
    `share ${thresholds.minShare} base ${thresholds.costBase} per letter ${thresholds.costPerLetter} units ${thresholds.unitsWeight} rival margin ${thresholds.rivalMargin}: precision ${percent(figures.precision)} (occ ${percent(figures.occurrencePrecision)}), recall kept ${percent(figures.recall / before.recall)} (occ ${percent(figures.occurrenceRecall / before.occurrenceRecall)}); ${languages.map((entry, index) => `${sets[index]?.language} ${percent(entry.precision)}/${percent(entry.recall)}`).join(' ')}`
  // The recall kept, the lesser of by variants and by occurrences: what is chosen on.
  const kept = ({ figures }: (typeof rows)[number]) => Math.min(figures.recall / before.recall, figures.occurrenceRecall / before.occurrenceRecall)
  const precise = rows.filter((entry) => keepsTheMusts(entry.thresholds) && entry.figures.precision >= least && entry.figures.occurrencePrecision >= least).sort((a, b) => kept(b) - kept(a))
  console.log(`\nThe most recall kept (the lesser of by variants and by occurrences) at precision ≥ ${percent(least)} % (both), offering luxembouig, luximbourg, jnillet:`)
  for (const row of precise.slice(0, 15)) console.log(line(row))
  const [best] = precise
  const adr057 = { ...THRESHOLDS, costBase: 2, costPerLetter: 0.4, unitsWeight: 1, minShare: 0.9, maxExcess: Number.POSITIVE_INFINITY }
  const curves = [
    ['ADR 057/072, no lexicon rivals', { ...adr057, rivalMargin: Number.POSITIVE_INFINITY }],
    ...GRID.rivalMargin.filter(Number.isFinite).map((rivalMargin) => [`ADR 057/072, lexicon rivals, margin ${rivalMargin}`, { ...adr057, rivalMargin }] as const),
    ['plausibility.ts now', { ...THRESHOLDS, maxExcess: Number.POSITIVE_INFINITY }],
    ['the best above', best?.thresholds],
  ] as const
  for (const [name, at] of curves) {
    if (!at) continue
    console.log(`\nThe curve over COST_BASE, the rest as ${name}:`)
    for (const row of rows.filter(({ thresholds }) => thresholds.minShare === at.minShare && thresholds.costPerLetter === at.costPerLetter && thresholds.unitsWeight === at.unitsWeight && thresholds.rivalMargin === at.rivalMargin)) console.log(line(row))
  }
}

main(process.argv[2] ?? 'tests/fixtures/ocr-ground-truth', Number(process.argv[3] ?? 0.9))
