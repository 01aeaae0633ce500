/**
 * The writes (ADR 069): a path's claim, paired, read and handed to the sink. First its packages,
 * in the order their files were claimed, each with the articles delivered beside it (a METS whose
 * OCR was never delivered merged into the whole-issue file beside it first, ADR 056); then its
 * bare pages, a folder at a time, completed from the command line, the sidecar and the path, or
 * refused saying what is missing. A package refused is its file's, listed under its name.
 */
import { bareAltoPackage, unmatchedScans } from '../bare-alto.ts'
import type { PageFormat } from '../registry.ts'
import { readSource } from '../source.ts'
import { type ArticleSupplement, mergeArticles } from '../supplement.ts'
import { IngestError, type PageRef, type SourcePackage } from '../types.ts'
import { asIngestError } from '../walk.ts'
import { pairWholeIssues } from '../whole-issue.ts'
import { writeDocument } from './document.ts'
import { barePages, pairArticles } from './pair.ts'
import { progressed, refuse, warn } from './report.ts'
import type { Claimed, Run } from './state.ts'

/** Writes the packages a path's containers read, each with the articles delivered beside it. */
export function writePackages(run: Run, claimed: Claimed): void {
  const pending = pairWholeIssues(claimed.pending, (message) => warn(run, message))
  const { packages, unpaired } = pairArticles(pending, claimed.supplements)
  for (const { pkg, bare, file, articles } of packages) {
    try {
      writeDocument(run, claimed.root, articles.reduce(mergeArticles, pkg), bare)
    } catch (error) {
      refuse(run, file, asIngestError(error, file))
    }
    progressed(run)
  }
  for (const supplement of unpaired) refuse(run, supplement.sourcePath, pagesNotFound(supplement))
}

function pagesNotFound(supplement: ArticleSupplement): IngestError {
  return new IngestError(supplement.sourcePath, undefined, 'the METS has no pages (no divs in a physical structMap), and no METS with the pages of its articles lies beside it or above it')
}

/**
 * Writes a path's OCR pages that no container read and none claims: each folder of them is one
 * issue (or item, with --type), completed from the command line, the sidecar and the path, or
 * refused saying what is missing.
 */
export function writeBarePages(run: Run, claimed: Claimed): void {
  const { state } = run
  const known = { root: claimed.root, pagesRead: state.written.pagesRead, containerFolders: state.claimed.containerFolders, archives: state.unpacking.archives }
  for (const pages of barePages(claimed.pagesMet, known)) {
    const first = pages[0] ?? ''
    try {
      state.report.progress.files += pages.length
      for (const warning of unmatchedScans(pages)) warn(run, warning)
      writeDocument(run, claimed.root, readWholeFiles(state.claimed.pageFormats, bareAltoPackage(pages)), true)
    } catch (error) {
      refuse(run, first, asIngestError(error, first))
    }
    progressed(run)
  }
}

/**
 * A folder's bare pages with the files that may hold several pages (ABBYY, hOCR) read now, each
 * file's pages in its place in the order (ADR 033): an Internet Archive book's one file is the
 * item's every page, a library's file per page one page each. A scan named like such a file is
 * its page's when it holds one page; the languages the files name are the package's.
 */
function readWholeFiles(pageFormats: ReadonlyMap<string, PageFormat>, pkg: SourcePackage): SourcePackage {
  const whole = (ref: PageRef): PageFormat | undefined => {
    const format = ref.altoPath === undefined ? undefined : pageFormats.get(ref.altoPath)
    return format?.manyPages === true ? format : undefined
  }
  if (!pkg.pages.some((ref) => whole(ref) !== undefined)) return pkg
  const pages: PageRef[] = []
  const languages: string[] = []
  for (const ref of pkg.pages) {
    const format = whole(ref)
    if (format === undefined || ref.altoPath === undefined) {
      pages.push({ ...ref, sequence: pages.length + 1 })
      continue
    }
    const file = ref.altoPath
    const read = format.readPages(readSource(file, format.text), file)
    for (const ocr of read) {
      for (const language of ocr.languages ?? []) if (!languages.includes(language)) languages.push(language)
      const scan = read.length === 1 && ref.imagePath !== undefined ? { imagePath: ref.imagePath, ...(ref.imageHref === undefined ? {} : { imageHref: ref.imageHref }) } : {}
      pages.push({ sequence: pages.length + 1, ocr, ...scan })
    }
  }
  return { ...pkg, pages, languages: pkg.languages.length > 0 ? pkg.languages : languages }
}
