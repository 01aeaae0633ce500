/**
 * One package made a document and handed to the sink: completed (the librarian has the last word,
 * ADR 054: the command line, then the sidecar, over the files; ADR 022), its text cleaned, its
 * scans and pages read, its languages from the OCR where it states none, every page and unit
 * scored (ADR 040), and named as the operator knows its files (`archive!/entry`).
 */
import { readImages, readPages, readUnitTexts, unitsOf } from '../assemble.ts'
import { cleanPackageText } from '../clean-text.ts'
import { servable, servableUnit } from '../ids.ts'
import { completeDelivery } from '../metadata.ts'
import { ocrLanguages } from '../ocr-languages.ts'
import { withOcrScores } from '../ocr-scores.ts'
import { IngestError, type SourcePackage } from '../types.ts'
import { warn } from './report.ts'
import type { Run } from './state.ts'
import { type ReadDocument, countStored } from './types.ts'
import { display, sidecarOf, unpackedFrom } from './unpacked.ts'

/** Reads the package of a path (its root; '' for a file imported alone) and writes it: the sink takes it, the progress counts it. */
export function writeDocument(run: Run, root: string, source: SourcePackage, bare: boolean): void {
  const doc = readDocument(run, root, source, bare)
  run.sink.document(doc)
  countStored(run.state.report.progress, doc.pkg.kind, doc.pages.length, doc.units)
}

function readDocument(run: Run, root: string, source: SourcePackage, bare: boolean): ReadDocument {
  const { archives } = run.state.unpacking
  const say = (message: string) => warn(run, message)
  const sidecar = root ? sidecarOf(run.state.claimed.sidecars, archives, root, source.sourcePath) : undefined
  const command = run.options.metadata ?? {}
  // The librarian has the last word (ADR 054): the command line, then the sidecar, over the files.
  // Dates in paths and the messages about what a package lacks are those of the path as delivered
  // (`18971214_01.zip!/…`), within the root the delivery or its archive was found in.
  const shownSource = { ...source, sourcePath: display(archives, source.sourcePath) }
  const pathRoot = unpackedFrom(archives, source.sourcePath)?.archive.root ?? root
  const completed = completeDelivery(shownSource, { command, sidecar }, pathRoot || undefined, !bare && source.kindGuessed !== true)
  for (const warning of completed.overrides) say(warning)
  const origins = completed.origins
  // Titles and names without control or bidirectional characters, whatever the format (L2 of issue 48).
  let pkg = servable(cleanPackageText({ ...completed.pkg, sourcePath: source.sourcePath }), say)
  const images = readImages(pkg, run.options.imagesDir, say, run.options.verifyScans === true)
  const read = readPages(pkg, images, say)
  for (const file of read.ocrFiles) run.state.written.pagesRead.add(file)
  // Where the package states no language, the languages its OCR states (ALTO, PAGE: by their blocks' words).
  const languages = pkg.languages.length === 0 ? ocrLanguages(read.pageBlocks) : []
  if (languages.length > 0) {
    pkg = { ...pkg, languages }
    origins.languages = { from: 'the OCR' }
  }
  // Each page, unit and the document scored by their words' confidences, or estimated (ADR 040).
  const scored = withOcrScores(read.pages, unitsOf(pkg, read, readUnitTexts(pkg)), {
    languages: pkg.languages,
    bornDigital: pkg.bornDigital,
    pageTallies: read.confidences.pages,
  })
  const units = scored.units.map(servableUnit)
  if (pkg.kind === 'item' && (pkg.documentType === 'newspaper' || pkg.documentType === 'serial')) {
    throw new IngestError(pkg.sourcePath, undefined, `an item cannot be of type ${pkg.documentType}`)
  }
  const shown: SourcePackage = { ...pkg, sourcePath: display(archives, pkg.sourcePath) }
  noteRead(run, shown)
  const pages = scored.pages.map((page) => ({
    ...page,
    ...(page.ocrPath === undefined ? {} : { ocrPath: display(archives, page.ocrPath) }),
    ...(page.imagePath === undefined ? {} : { imagePath: display(archives, page.imagePath) }),
  }))
  return {
    pkg: shown,
    pages,
    units,
    words: read.words,
    images: pages.filter((page) => page.imagePath !== undefined).length,
    ...(read.confidence.count > 0 ? { confidence: read.confidence.sum / read.confidence.count } : {}),
    ocr: scored.ocr,
    origins,
  }
}

/**
 * Warns of a document read twice in one import (an Internet Archive item downloaded whole holds
 * its OCR as ABBYY and as hOCR; two folders given the same --title): the later replaces the
 * earlier in the store, which is said, never done in silence.
 */
function noteRead(run: Run, pkg: SourcePackage): void {
  const { documentsRead } = run.state.written
  const key = pkg.kind === 'issue' ? `issue ${pkg.parentId} ${pkg.date ?? ''} ${pkg.edition}` : `item ${pkg.parentId}`
  const earlier = documentsRead.get(key)
  documentsRead.set(key, pkg.sourcePath)
  if (earlier === undefined) return
  const what = pkg.kind === 'issue' ? `the issue of ${pkg.date ?? ''}${pkg.edition > 1 ? ` (edition ${pkg.edition})` : ''} of "${pkg.title}"` : `the item "${pkg.title}" (${pkg.parentId})`
  warn(run, `${pkg.sourcePath}: ${what} was read from ${earlier} too, earlier in this import: this one replaces it`)
}
