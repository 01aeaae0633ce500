/**
 * The one value a delivery's steps work over (ADR 069): what the import says (its report), what it
 * unpacked, what claiming has learnt of the files across every path given, and what writing has
 * read. Each step (claim.ts, pair.ts, write.ts) takes it whole and nothing else that changes; a
 * path's own claim is a value of its own (`Claimed`), made by the claim and handed to the writes.
 */
import { type UnpackTotals, newUnpackTotals } from '../archives.ts'
import type { PageFormat } from '../registry.ts'
import type { ArticleSupplement } from '../supplement.ts'
import type { Pending } from '../whole-issue.ts'
import type { DeliveryOptions, DeliverySink, ImportProgress, NotRead, Sidecar, Unpacked } from './types.ts'

/** What the import says: its counts, the files it skipped or did not read, its warnings, the paths it was given. */
export interface DeliveryReport {
  readonly progress: ImportProgress
  readonly skippedFiles: { file: string; message: string }[]
  readonly warnings: string[]
  readonly notRead: NotRead[]
  /** Title records handed to the sink. */
  titleRecords: number
  readonly sources: string[]
}

/** What was unpacked (ADR 034, 053), to name it as `archive!/entry` and to bound the import as a whole. */
export interface Unpacking {
  /**
   * A ZIP's folder (every path under it), or a gzip file's one file; with the root the archive was
   * found in (the boundary of sidecars and of dates in paths for what it holds) and the sidecar
   * that applies to the archive.
   */
  readonly archives: Unpacked[]
  /** What this import has unpacked so far, over all its archives and gzip files (ADR 053). */
  readonly totals: UnpackTotals
  /** The folder a source folder's gzip files are unpacked to, together, so a folder of gzipped pages stays one issue. */
  readonly gzipFolders: Map<string, string>
}

/** What claiming learnt of the files, over every path of the import. */
export interface ClaimedFiles {
  /** Real paths claimed or unpacked once: a file named twice (a link, a reference) is read once. */
  readonly seen: Set<string>
  /** The page format of each page OCR file met, to read whole those that may hold several pages. */
  readonly pageFormats: Map<string, PageFormat>
  /** Folders holding a container (METS, batch, manifest…): OCR pages under them are theirs, read or refused with them. */
  readonly containerFolders: Set<string>
  /** Sidecar metadata by folder (src/ingest/metadata.ts). */
  readonly sidecars: Map<string, Sidecar>
}

/** What writing has read. */
export interface Written {
  /** Page OCR files some package read. */
  readonly pagesRead: Set<string>
  /** The documents read so far, by what the store knows them by, with the file each came from. */
  readonly documentsRead: Map<string, string>
}

export interface DeliveryState {
  readonly report: DeliveryReport
  readonly unpacking: Unpacking
  readonly claimed: ClaimedFiles
  readonly written: Written
}

/** A delivery's run: where it writes, how, where it unpacks, and its state. */
export interface Run {
  readonly sink: DeliverySink
  readonly options: DeliveryOptions
  /** Where archives are unpacked: a folder of the import's own. */
  readonly unpackRoot: string
  readonly state: DeliveryState
}

/**
 * One path's claim (a folder given, a file given, or a ZIP archive's folder): its root, the page
 * OCR files met in it, the packages read from it, and the articles delivered apart from their pages.
 */
export interface Claimed {
  /** The folder (or a file's folder) being imported: the boundary of sidecars and of dates in paths; '' for a file imported alone. */
  readonly root: string
  /** Page OCR files met, read through no container yet. */
  readonly pagesMet: string[]
  /** Packages read, written once every file of the path is read (a METS of articles may come after its pages'). */
  readonly pending: Pending[]
  /** Articles delivered apart from their pages, by folder. */
  readonly supplements: Map<string, ArticleSupplement[]>
}

export function newDeliveryState(): DeliveryState {
  return {
    report: { progress: { files: 0, issues: 0, items: 0, pages: 0, units: 0, outside: 0, skipped: 0 }, skippedFiles: [], warnings: [], notRead: [], titleRecords: 0, sources: [] },
    unpacking: { archives: [], totals: newUnpackTotals(), gzipFolders: new Map() },
    claimed: { seen: new Set(), pageFormats: new Map(), containerFolders: new Set(), sidecars: new Map() },
    written: { pagesRead: new Set(), documentsRead: new Map() },
  }
}

export function newClaim(root: string): Claimed {
  return { root, pagesMet: [], pending: [], supplements: new Map() }
}
