/**
 * `npm run import -- --check PATH…`: a dry run. The delivery is read exactly as an import reads
 * it (every file, every page, every reference, scans looked for), but nothing is written: no
 * store, no copy of it, no tiles. It says, per issue or item, what would be stored and where its
 * title and date came from, then every warning, every file refused and every file not read. What
 * an operator runs first.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { OUTSIDE_ARTICLES } from './assemble.ts'
import { Delivery, type DeliverySink, type NotRead, type ReadDocument } from './delivery.ts'
import type { ImportMetadata, Origin, Origins } from './metadata.ts'
import type { TitleRecord } from './types.ts'
import { summarised } from './summary.ts'

export interface CheckedDocument {
  kind: 'issue' | 'item'
  title: string
  titleFrom: string
  date: string | undefined
  dateFrom: string
  number: string | undefined
  /** Where each value came from, and the value of the files the librarian replaced. */
  origins: Origins
  languages: string[]
  pages: number
  /** The units that would be stored: the delivery's own (articles, advertisements…, or its pages where it has none) and the text outside its articles. */
  units: number
  /** Of those, the pages whose text outside the articles is a unit of its own. */
  outside: number
  words: number
  images: number
  confidence: number | undefined
  source: string
}

export interface CheckReport {
  documents: CheckedDocument[]
  titleRecords: { file: string; titles: string[] }[]
  warnings: string[]
  refused: { file: string; message: string }[]
  notRead: NotRead[]
}

class CheckSink implements DeliverySink {
  readonly documents: CheckedDocument[] = []
  readonly titleRecordFiles: { file: string; titles: string[] }[] = []

  document({ pkg, pages, units, words, images, confidence, origins }: ReadDocument): void {
    const outside = units.filter((unit) => unit.sourceType === OUTSIDE_ARTICLES).length
    this.documents.push({
      kind: pkg.kind,
      title: pkg.title,
      titleFrom: originText(origins.title),
      date: pkg.date === undefined ? undefined : pkg.datePrecision === 'year' ? pkg.date.slice(0, 4) : pkg.datePrecision === 'month' ? pkg.date.slice(0, 7) : pkg.date,
      dateFrom: originText(origins.date),
      number: pkg.number,
      origins,
      languages: pkg.languages,
      pages: pages.length,
      units: units.length,
      outside,
      words,
      images,
      confidence,
      source: pkg.sourcePath,
    })
  }

  titleRecords(records: TitleRecord[], file: string): void {
    this.titleRecordFiles.push({ file, titles: records.map((record) => record.title) })
  }
}

/** Reads the paths as an import would, writing nothing; refusals are collected, not thrown. */
export function checkPaths(paths: readonly string[], options: { metadata?: ImportMetadata } = {}): CheckReport {
  const sink = new CheckSink()
  const unpackRoot = mkdtempSync(join(tmpdir(), 'library-check-'))
  try {
    const delivery = new Delivery(sink, { skipBad: true, verifyScans: true, ...(options.metadata ? { metadata: options.metadata } : {}) }, unpackRoot)
    for (const path of paths) delivery.importPath(path)
    return { documents: sink.documents, titleRecords: sink.titleRecordFiles, warnings: delivery.warnings, refused: delivery.skippedFiles, notRead: delivery.notRead }
  } finally {
    rmSync(unpackRoot, { recursive: true, force: true })
  }
}

const number = (n: number) => n.toLocaleString('en')

/** "--title, replacing "Tanforan Totalizer" from the file": where a value came from and what it replaced. */
function originText(origin: Origin): string {
  return origin.replaced ? `${origin.from}, replacing ${JSON.stringify(origin.replaced.value)} from ${origin.replaced.from}` : origin.from
}

/** An origin worth saying beside a value: one the librarian replaced, or one the OCR gave. */
function aside(what: string, origin: Origin): string {
  return origin.replaced !== undefined || origin.from === 'the OCR' ? ` (${what} from ${originText(origin)})` : ''
}

/** The report as the command line prints it. */
export function formatCheck(report: CheckReport): string[] {
  const lines: string[] = []
  for (const doc of report.documents) {
    const kind = doc.origins.kind.replaced ? ` (kind from ${originText(doc.origins.kind)})` : ''
    const periodical = doc.origins.periodical.replaced ? ` (periodical id from ${originText(doc.origins.periodical)})` : ''
    lines.push(
      `${doc.kind} ${JSON.stringify(doc.title)} (title from ${doc.titleFrom}) · ${doc.date ?? 'no date'} (date from ${doc.dateFrom})` +
        `${doc.number ? ` · no. ${doc.number}${doc.origins.number.from === 'the file' ? '' : ` (number from ${originText(doc.origins.number)})`}` : ''}${kind}${periodical}`,
    )
    const parts = [
      `languages ${doc.languages.length > 0 ? doc.languages.join(', ') : 'none'}${aside('languages', doc.origins.languages)}`,
      `pages ${number(doc.pages)}`,
      `units ${number(doc.units)}${doc.outside > 0 ? ` (${number(doc.outside)} of them the text outside the articles of a page)` : ''}`,
      `words ${number(doc.words)}`,
      `scans ${number(doc.images)} of ${number(doc.pages)}`,
      ...(doc.confidence === undefined ? [] : [`word confidence ${doc.confidence.toFixed(2)}`]),
    ]
    lines.push(`  ${parts.join(' · ')}`)
    lines.push(`  from ${doc.source}`)
  }
  for (const file of report.titleRecords) lines.push(`title records ${file.titles.map((title) => JSON.stringify(title)).join(', ')}\n  from ${file.file}`)
  for (const warning of report.warnings) lines.push(`warning: ${warning}`)
  for (const refused of report.refused) lines.push(`would refuse ${refused.message}`)
  for (const line of summarised(report.notRead, (file) => `${file.file}: ${file.reason}`, (file) => file.reason)) lines.push(`not read: ${line}`)
  const issues = report.documents.filter((doc) => doc.kind === 'issue').length
  const records = report.titleRecords.reduce((sum, file) => sum + file.titles.length, 0)
  const taken = report.documents.length + records
  lines.push(
    taken === 0
      ? 'nothing importable: nothing was written'
      : `would import: issues ${number(issues)} · items ${number(report.documents.length - issues)} · pages ${number(report.documents.reduce((sum, doc) => sum + doc.pages, 0))} · title records ${number(records)}` +
          `${report.refused.length > 0 ? ` · ${number(report.refused.length)} file(s) refused` : ''}; nothing was written (a dry run)`,
  )
  return lines
}
