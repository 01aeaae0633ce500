/**
 * What a delivery's reading (src/ingest/delivery.ts) gives and takes: its progress, the documents
 * it reads, where they go, its options, and the files it does not read.
 */
import type { PageWrite, ScoreWrite, UnitWrite } from '../../store/writer.ts'
import { OUTSIDE_ARTICLES } from '../assemble.ts'
import type { ImportMetadata, Origins } from '../metadata.ts'
import type { SourcePackage, TitleRecord } from '../types.ts'

export interface ImportProgress {
  files: number
  issues: number
  items: number
  pages: number
  /** Units stored: the delivery's own (articles, advertisements, pages) and those of the pages' text outside its articles. */
  units: number
  /** Of those, the units of a page's text outside the delivery's articles (src/ingest/assemble.ts, "Text of page N"). */
  outside: number
  skipped: number
}

/** One issue or item, read whole, as it would be stored. */
export interface ReadDocument {
  pkg: SourcePackage
  pages: PageWrite[]
  units: UnitWrite[]
  words: number
  /** Pages with a scan found. */
  images: number
  /** The mean word confidence (0..1), when the OCR gives one. */
  confidence?: number
  /** The document's OCR score (ADR 040): the mean word confidence, or a lexicon's estimate. */
  ocr?: ScoreWrite
  /** Where each value came from ("the file", "--title", a sidecar, the path, the OCR), and what the librarian replaced. */
  origins: Origins
}

/** Where read documents and title records go. */
export interface DeliverySink {
  document(doc: ReadDocument): void
  titleRecords(records: TitleRecord[], file: string): void
}

export interface DeliveryOptions {
  skipBad?: boolean
  metadata?: ImportMetadata
  /** Where scans are tiled; without it their paths are only recorded (or, with verifyScans, looked for). */
  imagesDir?: string
  /** Look for every scan and warn of those missing, without tiling any (a dry run). */
  verifyScans?: boolean
  onProgress?: (progress: ImportProgress) => void
}

/** A file no format reads, and why. */
export interface NotRead {
  file: string
  reason: string
}

/** Something unpacked from an archive (ADR 034). */
export interface Unpacked {
  /** A ZIP's folder, or a gzip file's one file. */
  path: string
  folder: boolean
  archive: string
  /** The gzip file's one file's name. */
  entry: string
  /** The root the archive was found in. */
  root: string
  sidecar: Sidecar | undefined
}

/** A sidecar's metadata (src/ingest/metadata.ts), with the file it was read from as the operator knows it. */
export interface Sidecar {
  meta: ImportMetadata
  file: string
}

/** Counts a document written: every unit stored (ADR 055), the pages' text outside the articles among them and said apart. */
export function countStored(progress: ImportProgress, kind: 'issue' | 'item', pages: number, units: readonly UnitWrite[]): void {
  if (kind === 'issue') progress.issues += 1
  else progress.items += 1
  progress.pages += pages
  progress.units += units.length
  progress.outside += units.filter((unit) => unit.sourceType === OUTSIDE_ARTICLES).length
}
