/**
 * `npm run import -- <file or folder>… [--skip-bad] [--db path] [--fresh] [--no-tiles] [--title …]
 *   [--date …] [--number …] [--lang …] [--periodical …] [--type …]` (the librarian has the last word over the files: src/ingest/metadata.ts)
 * Page scans are tiled beside the store for the page view, unless --no-tiles: a library whose own
 * IIIF image server shows them (LIBRARY_IMAGE_SERVER) needs only their paths recorded.
 * Imports METS/ALTO, NDNP batches, MARCXML and IIIF into the store named by
 * --db, LIBRARY_DB or data/library.db, atomically, as one batch (ADR 021).
 * `--list` shows the store's batches; `--purge BATCH` removes one, atomically.
 * `--check PATH…` reads everything an import would and says what it would store, writing nothing.
 */
import { parseArgs } from 'node:util'
import { defaultDatabasePath } from '../store/location.ts'
import { BatchError, formatBatches, formatPurged, listStoreBatches, purgeBatch } from './batches.ts'
import { checkPaths, formatCheck } from './check.ts'
import { summarised } from './summary.ts'
import { type ImportProgress, importPaths } from './loader.ts'
import { imagesDirFor } from '../store/location.ts'
import { type ImportMetadata, metadataFromOptions } from './metadata.ts'
import { progressPrinter, rate } from './progress.ts'
import { IngestError } from './types.ts'

const USAGE =
  'usage: npm run import -- <file or folder>… [--skip-bad] [--fresh] [--no-tiles] [--db path]\n' +
  '         [--title TEXT] [--date YYYY-MM-DD|YYYY-MM|YYYY] [--number TEXT] [--lang CODE] [--periodical ID] [--type KIND]\n' +
  '       npm run import -- --check <file or folder>… [--title …] [--date …] [--number …] [--lang …] [--periodical …] [--type …]\n' +
  '       npm run import -- --list [--db path]\n' +
  '       npm run import -- --purge BATCH [--db path]'

/** A command line that cannot be run: what is wrong, then the usage, and exit 2. */
function usageError(message: string): never {
  console.error(message)
  console.error(USAGE)
  process.exit(2)
}

/** parseArgs' own messages suggest a `--` that npm swallows; say what is wrong in our words. */
function argumentProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error)
  const code = error instanceof Error && 'code' in error ? error.code : undefined
  const option = /'(-[^' ]*)/.exec(message)?.[1]
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && option) return `unknown option ${option}`
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && option) {
    return message.includes('does not take an argument') ? `option ${option} takes no value` : `option ${option} needs a value`
  }
  return message.split('\n')[0] ?? message
}

function parseCommandLine() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'skip-bad': { type: 'boolean', default: false },
        fresh: { type: 'boolean', default: false },
        'no-tiles': { type: 'boolean', default: false },
        db: { type: 'string' },
        list: { type: 'boolean', default: false },
        check: { type: 'boolean', default: false },
        purge: { type: 'string' },
        // What the files lack (src/ingest/metadata.ts).
        title: { type: 'string' },
        date: { type: 'string' },
        number: { type: 'string' },
        lang: { type: 'string' },
        periodical: { type: 'string' },
        type: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    })
  } catch (error) {
    return usageError(argumentProblem(error))
  }
}

const { values, positionals } = parseCommandLine()

if (values.help) {
  console.log(USAGE)
  process.exit(0)
}

const target = values.db ?? defaultDatabasePath()
const printer = progressPrinter()
const ranking = (done: number, total: number) => printer.update(() => `ranking the common words and prefixes for search: ${done}/${total}`, done === total)
const judging = (done: number, total: number) => printer.update(() => `judging the frequent words' OCR misreadings: ${done}/${total}`, done === total)

if (values.check) {
  if (values.list || values.purge !== undefined) usageError('--check cannot be used with --list or --purge')
  if (values.fresh || values['no-tiles'] || values.db !== undefined) usageError('--check writes nothing: --fresh, --no-tiles and --db do not apply')
  if (positionals.length === 0) usageError('nothing to check: name files or folders')
}

if (values.list || values.purge !== undefined) {
  if (values.list && values.purge !== undefined) usageError('--list and --purge cannot be used together')
  if (positionals.length > 0) usageError(`--${values.list ? 'list' : 'purge'} takes no files or folders`)
  if (values['skip-bad'] || values.fresh || values['no-tiles']) usageError('--skip-bad, --fresh and --no-tiles apply to imports only')
  const given = (['title', 'date', 'number', 'lang', 'periodical', 'type'] as const).filter((key) => values[key] !== undefined)
  if (given.length > 0) usageError(`--${given.join(', --')} apply to imports only`)
  if (values.purge === '') usageError('--purge needs the id of a batch (npm run import -- --list shows them)')
}

if (values.check) {
  let metadata: ImportMetadata
  try {
    metadata = metadataFromOptions(values)
  } catch (error) {
    if (!(error instanceof IngestError)) throw error
    usageError(error.message)
  }
  try {
    const report = checkPaths(positionals, { metadata })
    for (const line of formatCheck(report)) console.log(line)
    if (report.documents.length + report.titleRecords.length === 0 || report.refused.length > 0) process.exit(1)
  } catch (error) {
    // Only a path that does not exist stops a dry run: every other problem is in its report.
    if (!(error instanceof IngestError)) throw error
    console.error(error.message)
    process.exit(1)
  }
} else if (values.list) {
  try {
    for (const line of formatBatches(listStoreBatches(target), target)) console.log(line)
  } catch (error) {
    if (!(error instanceof BatchError)) throw error
    console.error(error.message)
    process.exit(1)
  }
} else if (values.purge !== undefined) {
  try {
    const report = purgeBatch(target, values.purge, {
      onStep: (step) => printer.update(() => `${step}…`, true),
      onRanking: ranking,
      onJudging: judging,
      onStaleTemporary: (path, pid) => console.log(`removed ${path}, left by an import (pid ${pid}) that is no longer running`),
    })
    printer.done(formatPurged(report, target))
  } catch (error) {
    if (error instanceof BatchError) {
      console.error(error.message)
    } else {
      printer.done('purge failed; the database was not changed')
      console.error(error)
    }
    process.exit(1)
  }
} else {
  if (positionals.length === 0) usageError('nothing to import: name files or folders, or use --list or --purge')
  // Units as stored (ADR 055): the pages' text outside the articles is among them, said apart.
  const line = (p: ImportProgress, seconds: number | undefined) =>
    `files ${p.files} · issues ${p.issues} · items ${p.items} · pages ${p.pages} · units ${p.units}` +
    (seconds === undefined ? '' : ` (${rate(p.units, seconds)})`) +
    (p.outside ? ` (${p.outside} of them the text outside the articles of a page)` : '') +
    (p.skipped ? ` · skipped ${p.skipped}` : '')

  let metadata: ImportMetadata
  try {
    metadata = metadataFromOptions(values)
  } catch (error) {
    if (!(error instanceof IngestError)) throw error
    usageError(error.message)
  }
  try {
    const report = importPaths(target, positionals, {
      metadata,
      imagesDir: values['no-tiles'] ? undefined : imagesDirFor(target),
      skipBad: values['skip-bad'],
      fresh: values.fresh,
      onStaleTemporary: (path, pid) => console.log(`removed ${path}, left by an import (pid ${pid}) that is no longer running`),
      onProgress: (progress) => printer.update((seconds) => line(progress, seconds)),
      onRanking: ranking,
      onJudging: judging,
    })
    printer.done(`imported into ${target} as batch ${report.batch}: ${line(report, undefined)}, title records ${report.titleRecords}`)
    for (const warning of report.warnings) console.error(`warning: ${warning}`)
    for (const skipped of report.skippedFiles) console.error(`skipped ${skipped.message}`)
    if (report.skippedFiles.length > 0) console.error(`${report.skippedFiles.length} file(s) skipped`)
    for (const line of summarised(report.notRead, (file) => `${file.file}: ${file.reason}`, (file) => file.reason)) console.error(`not read: ${line}`)
  } catch (error) {
    printer.done('import failed; the database was not changed')
    if (error instanceof IngestError) console.error(error.message)
    else console.error(error)
    process.exit(1)
  }
}
