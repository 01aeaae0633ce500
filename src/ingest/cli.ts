/**
 * `npm run import -- <file or folder>… [--skip-bad] [--db path] [--fresh]`
 * Imports METS/ALTO, NDNP batches, MARCXML and IIIF into the store named by
 * --db, LIBRARY_DB or data/library.db, atomically.
 */
import { parseArgs } from 'node:util'
import { defaultDatabasePath } from '../store/location.ts'
import { type ImportProgress, importPaths } from './loader.ts'
import { progressPrinter, rate } from './progress.ts'
import { IngestError } from './types.ts'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'skip-bad': { type: 'boolean', default: false },
    fresh: { type: 'boolean', default: false },
    db: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

if (values.help || positionals.length === 0) {
  console.log('usage: npm run import -- <file or folder>… [--skip-bad] [--fresh] [--db path]')
  process.exit(positionals.length === 0 && !values.help ? 2 : 0)
}

const target = values.db ?? defaultDatabasePath()
const printer = progressPrinter()
const line = (p: ImportProgress, seconds: number) =>
  `files ${p.files} · issues ${p.issues} · items ${p.items} · pages ${p.pages} · units ${p.units} (${rate(p.units, seconds)})` +
  (p.skipped ? ` · skipped ${p.skipped}` : '')

try {
  const report = importPaths(target, positionals, {
    skipBad: values['skip-bad'],
    fresh: values.fresh,
    onStaleTemporary: (path, pid) => console.log(`removed ${path}, left by an import (pid ${pid}) that is no longer running`),
    onProgress: (progress) => printer.update((seconds) => line(progress, seconds)),
    onRanking: (done, total) => printer.update(() => `ranking the common words for search: ${done}/${total}`, done === total),
  })
  printer.done(`imported into ${target}: ${line(report, 0).replace(/ \(.*\)/, '')}, title records ${report.titleRecords}`)
  for (const skipped of report.skippedFiles) console.error(`skipped ${skipped.message}`)
  if (report.skippedFiles.length > 0) console.error(`${report.skippedFiles.length} file(s) skipped`)
} catch (error) {
  printer.done('import failed; the database was not changed')
  if (error instanceof IngestError) console.error(error.message)
  else console.error(error)
  process.exit(1)
}
