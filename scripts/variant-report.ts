/**
 * The precision and recall of the OCR-misreading expansion, before and after issue 50 (ADR 057),
 * on the labelled test half of the public ground truth (tests/fixtures/ocr-ground-truth/, written
 * by scripts/learn-ocr-model.ts): `node scripts/variant-report.ts` writes
 * docs/evidence/issue-50/report.md and figures.json. Before: the edit-distance expansion of
 * ADR 039 (scripts/ocr-gt/baseline.ts). After: the search's own expansion (src/search/variants.ts),
 * `word~` / `variants=1` and `word~2`, and its "possibly another word" group.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { variantsOf } from '../src/search/variants.ts'
import { baselineVariants } from './ocr-gt/baseline.ts'
import { vocabularyOfUnits } from './ocr-gt/facts.ts'
import { type LabelledSet, readLabelledSet } from './ocr-gt/labelled.ts'
import { type Expansion, type Figures, type WordResult, measure, total } from './ocr-gt/measure.ts'

const FIXTURES = 'tests/fixtures/ocr-ground-truth'
const EVIDENCE = 'docs/evidence/issue-50'
const LANGUAGES = ['de', 'en', 'fr'] as const

type Method = 'before' | 'after' | 'after~2' | 'otherWords'
const METHODS: readonly { method: Method; label: string }[] = [
  { method: 'before', label: 'Before: edit distance (ADR 039), `variants=1`' },
  { method: 'after', label: 'After: plausible misreadings, `variants=1` and `word~`' },
  { method: 'after~2', label: 'After: `word~2`' },
  { method: 'otherWords', label: 'After: "possibly another word" (off by default)' },
]

function expansions(set: LabelledSet): Record<Method, Expansion> {
  const vocabulary = vocabularyOfUnits(set.units, set.language)
  const none = new Set<string>()
  return {
    before: (word) => baselineVariants(vocabulary, word),
    after: (word) => variantsOf(vocabulary, word, 1, none).terms,
    'after~2': (word) => variantsOf(vocabulary, word, 2, none).terms,
    otherWords: (word) => variantsOf(vocabulary, word, 1, none).others,
  }
}

const percent = (value: number) => `${(100 * value).toFixed(1)} %`

function row(label: string, figures: Figures): string {
  return `| ${label} | ${figures.offered} | ${percent(figures.precision)} | ${percent(figures.recall)} | ${percent(figures.occurrencePrecision)} | ${percent(figures.occurrenceRecall)} | ${figures.unjudged} |`
}

function examples(results: readonly WordResult[], count: number): string[] {
  return results
    .filter((result) => result.right.length + result.wrong.length > 0)
    .slice(0, count)
    .map((result) => `- \`${result.word}\`: right ${result.right.map((term) => `\`${term}\``).join(', ') || '–'}; wrong ${result.wrong.map((term) => `\`${term}\``).join(', ') || '–'}`)
}

interface Measured {
  figures: Record<Method, Figures>
  words: Record<Method, WordResult[]>
  queries: number
  terms: number
}

function measureSet(set: LabelledSet): Measured {
  const expand = expansions(set)
  const figures: Partial<Record<Method, Figures>> = {}
  const words: Partial<Record<Method, WordResult[]>> = {}
  for (const { method } of METHODS) {
    const result = measure(set, expand[method])
    figures[method] = result.figures
    words[method] = result.words
  }
  const complete = <T>(part: Partial<Record<Method, T>>, fallback: T): Record<Method, T> => ({
    before: part.before ?? fallback,
    after: part.after ?? fallback,
    'after~2': part['after~2'] ?? fallback,
    otherWords: part.otherWords ?? fallback,
  })
  return { figures: complete(figures, total([])), words: complete(words, []), queries: set.queries.length, terms: set.units.size }
}

function table(name: string, figures: Record<Method, Figures>): string[] {
  return [`### ${name}`, '', '| expansion | variants offered | precision | recall | precision, occurrences | recall, occurrences | not judged |', '|---|---|---|---|---|---|---|', ...METHODS.map(({ method, label }) => row(label, figures[method])), '']
}

function main(): void {
  const measured = new Map(LANGUAGES.map((language) => [language, measureSet(readLabelledSet(join(FIXTURES, `${language}.tsv.gz`)))] as const))
  const all = (method: Method) => total([...measured.values()].map((entry) => entry.figures[method]))
  const overall: Record<Method, Figures> = { before: all('before'), after: all('after'), 'after~2': all('after~2'), otherWords: all('otherWords') }
  const kept = (method: Method, key: 'recall' | 'occurrenceRecall') => overall[method][key] / overall.before[key]
  const lines = [
    '# Issue 50: precision and recall of the OCR-misreading expansion',
    '',
    'Written by `node scripts/variant-report.ts` from the labelled test half in `tests/fixtures/ocr-ground-truth/`',
    '(the data set: `dataset.md`). Every variant offered for a query word is judged by the ground truth of the',
    'OCR terms: right when some occurrence of it is a reading of that word. "Occurrences" weighs each variant by',
    'its occurrences (what a count or a chart adds up); "not judged": variants none of whose occurrences reads one',
    'ground-truth word (a fragment of a split word, two words run together), left out of both figures.',
    '',
    `Query words: ${[...measured.values()].reduce((sum, entry) => sum + entry.queries, 0)} (${LANGUAGES.map((language) => `${measured.get(language)?.queries ?? 0} ${language}`).join(', ')}).`,
    '',
    ...table('All three languages', overall),
    `**Goal** (issue 50): precision ≥ 90 % keeping ≥ 70 % of the recall before. \`variants=1\`/\`word~\`: precision ${percent(overall.after.precision)} (occurrences ${percent(overall.after.occurrencePrecision)}), keeping ${percent(kept('after', 'recall'))} of the recall (occurrences ${percent(kept('after', 'occurrenceRecall'))}). \`word~2\`: precision ${percent(overall['after~2'].precision)} (${percent(overall['after~2'].occurrencePrecision)}), keeping ${percent(kept('after~2', 'recall'))} (${percent(kept('after~2', 'occurrenceRecall'))}).`,
    '',
    ...LANGUAGES.flatMap((language) => {
      const entry = measured.get(language)
      return entry ? table(`${language} (${entry.queries} query words, ${entry.terms} OCR terms kept)`, entry.figures) : []
    }),
    '## The first query words with a variant offered after, by language',
    '',
    ...LANGUAGES.flatMap((language) => [`### ${language}`, '', ...examples(measured.get(language)?.words.after ?? [], 12), '']),
  ]
  mkdirSync(EVIDENCE, { recursive: true })
  writeFileSync(join(EVIDENCE, 'report.md'), `${lines.join('\n')}\n`)
  writeFileSync(join(EVIDENCE, 'figures.json'), `${JSON.stringify({ all: overall, ...Object.fromEntries([...measured].map(([language, entry]) => [language, entry.figures])) }, null, 2)}\n`)
  console.log(lines.slice(0, 22).join('\n'))
}

main()
