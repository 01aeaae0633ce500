/**
 * The deterministic demo collection: MARCXML title records, single items and
 * a few thousand newspaper and serial issues as BnL-style METS/ALTO, written
 * batch by batch so that memory and disk stay flat however large the
 * collection. The caller imports each batch (and may delete its files)
 * before asking for the next.
 *
 * Layout on disk, under outDir:
 *   titles.marc.xml
 *   items/<item id>/mets.xml, items/<item id>/text/01.xml …
 *   issues/<paperid>/<YYYY-MM-DD>_<ee>/mets.xml, …/text/01.xml …
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PERIODICALS } from './catalog.ts'
import { ITEMS } from './catalog-items.ts'
import type { GeneratedText } from './draft-writer.ts'
import { altoFileName, buildIssue, type BuiltPackage } from './issue.ts'
import { buildItem } from './items.ts'
import { Rng, WeightedList } from './random.ts'
import { planSchedule } from './schedule.ts'
import { HeadlineWords, SentenceShares } from './shares.ts'
import { makeCast } from './text.ts'
import type { MetsPrefix } from './write-mets.ts'
import { marcCollection } from './write-marc.ts'

export const DEMO_DEFAULT_SEED = 1858
/** Large enough to hold every full run of FEATURED_RUNS (schedule.ts) beside a share of the other titles. */
export const DEMO_DEFAULT_ARTICLES = 72_000
/** Issues per yielded batch. */
export const DEMO_BATCH_ISSUES = 50

export interface DemoOptions {
  seed: number
  /** Target number of logical units (articles, advertisements, sections, chapters, …) over all files. */
  articles: number
  outDir: string
  /** Each unit's text as written, before OCR noise, with its template (for the tests of the whole demo). */
  onText?: (text: GeneratedText) => void
}

export interface DemoBatch {
  /** METS and MARCXML files to import, in order; ALTO files are found through the METS. */
  files: string[]
  /** Logical units in this batch's METS files. */
  articles: number
  /** Issues in this batch (0 for the first batch of titles and items). */
  issues: number
  done: boolean
  /** Logical units by METS div TYPE in this batch (for reports and tests). */
  types?: Record<string, number>
}

function writePackage(dir: string, built: BuiltPackage): string {
  mkdirSync(join(dir, 'text'), { recursive: true })
  built.alto.forEach((alto, i) => writeFileSync(join(dir, 'text', altoFileName(i + 1)), alto))
  const metsPath = join(dir, 'mets.xml')
  writeFileSync(metsPath, built.mets)
  return metsPath
}

function addTypes(into: Record<string, number>, types: Map<string, number>): void {
  for (const [type, n] of types) into[type] = (into[type] ?? 0) + n
}

/** The recurring people of the demo news, the same for every article count. */
function cast(seed: number) {
  return makeCast(Rng.derive(seed, 'cast'), 180, 1840, 1990)
}

export function* generateDemo(options: DemoOptions): Generator<DemoBatch> {
  const seed = options.seed
  const target = Number.isFinite(options.articles) ? Math.max(0, Math.floor(options.articles)) : DEMO_DEFAULT_ARTICLES
  const people = cast(seed)
  mkdirSync(options.outDir, { recursive: true })

  // Batch 1: title records and the single items.
  const files: string[] = []
  const marcPath = join(options.outDir, 'titles.marc.xml')
  writeFileSync(marcPath, marcCollection(PERIODICALS))
  files.push(marcPath)
  const prefixes = new WeightedList<MetsPrefix>(['', 'mets:', 'METS:'], [0.45, 0.4, 0.15])
  const prefixRng = Rng.derive(seed, 'item-prefixes')
  let itemUnits = 0
  const itemTypes: Record<string, number> = {}
  for (const item of ITEMS) {
    const built = buildItem(seed, item, people, prefixes.pick(prefixRng))
    files.push(writePackage(join(options.outDir, 'items', item.id), built))
    itemUnits += built.units
    addTypes(itemTypes, built.types)
  }
  const schedule = planSchedule(seed, target - itemUnits)
  // The headlines printed so far, so that no two articles of the demo share one (issue 39), and the
  // sentences of each kind of unit, so that none is in more than 2 % of them (issue 51).
  const demo = { headlines: new Set<string>(), shares: new SentenceShares(), headlineWords: new HeadlineWords(), letters: new Set<string>() }
  yield { files, articles: itemUnits, issues: 0, done: schedule.length === 0, types: itemTypes }

  // Then the issues, DEMO_BATCH_ISSUES at a time.
  for (let start = 0; start < schedule.length; start += DEMO_BATCH_ISSUES) {
    const batch = schedule.slice(start, start + DEMO_BATCH_ISSUES)
    const batchFiles: string[] = []
    const types: Record<string, number> = {}
    let units = 0
    for (const slot of batch) {
      const built = buildIssue(seed, slot, people, demo, options.onText)
      const dir = join(options.outDir, 'issues', slot.periodical.id, `${slot.iso}_${String(slot.edition).padStart(2, '0')}`)
      batchFiles.push(writePackage(dir, built))
      units += built.units
      addTypes(types, built.types)
    }
    yield { files: batchFiles, articles: units, issues: batch.length, done: start + DEMO_BATCH_ISSUES >= schedule.length, types }
  }
}
