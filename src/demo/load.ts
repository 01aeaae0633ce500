/**
 * Builds the demo database: the generator writes METS/ALTO in batches into a
 * scratch folder, the real importer loads each batch, and the batch is
 * deleted before the next, so memory and disk stay flat.
 */
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type ImportProgress, type ImportReport, ImportSession } from '../ingest/loader.ts'
import { progressPrinter, rate } from '../ingest/progress.ts'
import { LOCALES } from '../domain/locale.ts'
import { DEMO_NEWS, DEMO_STAFF_PICKS } from './editorial.ts'
import { DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, generateDemo } from './generate.ts'
import type { GeneratedText } from './draft-writer.ts'
import { publishExampleLists } from './example-lists.ts'
import type { PublishOutcome } from '../documents/lists/publish.ts'

export interface DemoProgress extends ImportProgress {
  articlesTarget: number
}

export interface DemoOptions {
  articles?: number
  seed?: number
  onProgress?: (progress: DemoProgress) => void
  onRanking?: (done: number, total: number) => void
  onJudging?: (done: number, total: number) => void
  /** Each unit's text as written, with its template (see GeneratedText). */
  onText?: (text: GeneratedText) => void
}

/**
 * Where the batches are written: a memory file system when the machine has one (Linux's
 * /dev/shm), since every file is written once, read once and deleted; writing them to a disk
 * took half of the first start's time. Elsewhere the system's temporary folder.
 */
function scratchRoot(): string {
  const shm = '/dev/shm'
  try {
    if (existsSync(shm) && statSync(shm).isDirectory()) return shm
  } catch {
    // Not there or not readable: the temporary folder does.
  }
  return tmpdir()
}

export function buildDemoDatabase(target: string, options: DemoOptions = {}): ImportReport {
  const articlesTarget = options.articles ?? DEMO_DEFAULT_ARTICLES
  const seed = options.seed ?? DEMO_DEFAULT_SEED
  const scratch = mkdtempSync(join(scratchRoot(), 'library-demo-'))
  const session = new ImportSession(target, {
    fresh: true,
    // The generated files are deleted as they are read: the batch names what made them instead.
    sources: [`demo collection (seed ${seed}, ${articlesTarget} articles)`],
    onProgress: (progress) => options.onProgress?.({ ...progress, articlesTarget }),
    onRanking: options.onRanking,
    onJudging: options.onJudging,
  })
  try {
    for (const batch of generateDemo({ seed, articles: articlesTarget, outDir: scratch, onText: options.onText })) {
      for (const file of batch.files) session.importFile(file)
      // The batch is in the database now; its files are no longer needed.
      rmSync(scratch, { recursive: true, force: true })
    }
    session.putEditorial({
      staffPicks: DEMO_STAFF_PICKS.flatMap((pick) =>
        LOCALES.map((locale) => ({ id: pick.id, locale, target: pick.target, published: pick.published, ...pick.translations[locale] })),
      ),
      news: DEMO_NEWS.flatMap((item) => LOCALES.map((locale) => ({ id: item.id, locale, published: item.published, ...item.translations[locale] }))),
    })
    session.markAsDemo({ seed, articles: articlesTarget })
    return session.commit()
  } catch (error) {
    session.abort()
    throw error
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

/** Builds the demo with a progress line, for `npm run demo` and the first `npm start`. */
export function buildDemoWithProgress(path: string, docs: number, demoSeed: number, onText?: (text: GeneratedText) => void): ImportReport {
  const printer = progressPrinter()
  console.log(`Generating the demo collection (${docs.toLocaleString('en')} articles, seed ${demoSeed}) into ${path}`)
  const report = buildDemoDatabase(path, {
    articles: docs,
    seed: demoSeed,
    onText,
    onProgress: (p) =>
      printer.update(
        (seconds) =>
          `${Math.min(100, Math.round((p.units / p.articlesTarget) * 100))}% · issues ${p.issues} · items ${p.items} · pages ${p.pages} (${rate(p.pages, seconds)}) · units ${p.units}`,
      ),
    onRanking: (done, total) => printer.update(() => `ranking the common words and prefixes for search: ${done}/${total}`, done === total),
    onJudging: (done, total) => printer.update(() => `judging the frequent words' OCR misreadings: ${done}/${total}`, done === total),
  })
  printer.done(
    `demo ready: ${report.issues} issues, ${report.items} items, ${report.pages} pages, ${report.units} units, ${report.statistics.totalPeriodicals} periodicals`,
  )
  return report
}

/**
 * Publishes the demo's example lists (./example-lists.ts) into the lists store at `lists` (a store
 * of its own, which building the demo never replaces), saying what was published.
 */
export async function publishExampleListsWithReport(library: string, lists: string): Promise<PublishOutcome[]> {
  const published = await publishExampleLists(library, lists)
  console.log(`example lists: ${published.map((outcome) => (outcome.kind === 'published' ? `/lists/${outcome.id}${outcome.created ? '' : ' (already published)'}` : 'refused')).join(', ')} in ${lists}`)
  return published
}

export { DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, publishExampleLists }
