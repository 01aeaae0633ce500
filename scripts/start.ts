/**
 * `npm start`: builds when the sources changed since the last build, creates
 * the demo collection when the store named by LIBRARY_DB does not exist yet,
 * brings an older store's schema up to date, then serves.
 */
import { existsSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { buildDemoWithProgress, DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, publishExampleListsWithReport } from '../src/demo/load.ts'
import { computeTermRanks } from '../src/store/catalog-maintenance.ts'
import { openForWriting, storeVersion } from '../src/store/db.ts'
import { MIGRATIONS } from '../src/store/schema.ts'
import { progressPrinter } from '../src/ingest/progress.ts'
import { needsRescore, rescoreStore } from '../src/ingest/rescore.ts'
import { markTermLexicons, needsTermLexicons } from '../src/ingest/term-lexicons.ts'
import { judgeFrequentTerms, needsTermJudgements } from '../src/search/judge-store.ts'
import { defaultDatabasePath } from '../src/store/location.ts'
import { buildIsCurrent } from './build-state.ts'
import { build } from './build.ts'
import { SERVER_ENTRY } from './serve.ts'

if (!buildIsCurrent()) {
  console.log('The sources changed since the last build (or there is none): building…')
  build()
}

/** A store from an older version: apply its migrations and fill what they added (before serving, so nothing reads it meanwhile). */
function upgradeStore(path: string): void {
  const version = storeVersion(path)
  // Migration 6 reads every text once: seconds at a million articles, said rather than silent.
  if (version < MIGRATIONS.length) console.log(`Bringing ${path} from schema version ${version} to ${MIGRATIONS.length}…`)
  const db = openForWriting(path)
  try {
    // Migration 11: the OCR scores of a store imported before them (ADR 040), read again or estimated.
    if (needsRescore(db)) {
      const printer = progressPrinter()
      const report = rescoreStore(db, (done, total) => printer.update((seconds) => `scoring the OCR of every page: ${done}/${total} pages (${Math.round(seconds)} s)`, done === total))
      printer.done(`OCR scores: ${report.pages} pages of ${report.documents} documents, ${report.reread} read again from their OCR files, ${report.estimated} estimated from a lexicon`)
    }
    const units = db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
    const ranked = db.prepare<[], number>('SELECT COUNT(*) FROM term_rank').pluck().get() ?? 0
    if (units > 0 && ranked === 0) {
      const printer = progressPrinter()
      db.transaction(() => computeTermRanks(db, (done, total) => printer.update(() => `ranking the common words and prefixes for search: ${done}/${total}`, done === total)))()
      printer.done('the store is up to date')
    }
    // Migration 17: the index's terms looked up in the lexicons, which misreadings are not (ADR 057).
    if (needsTermLexicons(db)) {
      const printer = progressPrinter()
      const looked = markTermLexicons(db, (done) => printer.update((seconds) => `looking up the index's terms in the lexicons: ${done} (${Math.round(seconds)} s)`, false))
      printer.done(`${looked} terms looked up in the lexicons`)
    }
    // Migration 19: the frequent words' misreadings judged once rather than at their first search (ADR 077).
    if (needsTermJudgements(db)) {
      const printer = progressPrinter()
      const judged = judgeFrequentTerms(db, (done, total) => printer.update(() => `judging the frequent words' OCR misreadings: ${done}/${total}`, done === total))
      printer.done(`${judged} words' misreadings judged`)
    }
  } finally {
    db.close()
  }
}

const database = defaultDatabasePath()
if (!existsSync(database)) {
  console.log(`No library database at ${database} yet: creating the demo collection first.`)
  const articles = Number(process.env.DEMO_ARTICLES ?? DEMO_DEFAULT_ARTICLES)
  buildDemoWithProgress(database, articles, DEMO_DEFAULT_SEED)
  await publishExampleListsWithReport(database, process.env.LISTS_DB || 'data/lists.db')
} else {
  upgradeStore(database)
}
process.env.LIBRARY_DB = database
await import(pathToFileURL(SERVER_ENTRY).href)
