/**
 * The pairing (ADR 069), pure: no file is read. A path's packages each with the articles delivered
 * apart from them (ADR 033: a METS of articles beside the METS of the pages, or in a folder of its
 * own below it, as BnF's toc/), and the articles no package took; then, once the containers are
 * written and it is known which page files they read, the pages no container read nor claims,
 * grouped by folder: each folder of them is a bare issue (or item, with --type).
 */
import { dirname, sep } from 'node:path'
import { groupByFolder } from '../bare-alto.ts'
import { type ArticleSupplement, sameIssue } from '../supplement.ts'
import type { Pending } from '../whole-issue.ts'
import type { Unpacked } from './types.ts'
import { deliveredAs } from './unpacked.ts'

export interface Paired extends Pending {
  /** The articles delivered apart that are this package's, in the order they were claimed. */
  articles: ArticleSupplement[]
}

/** A path's packages, in their order, each with its articles; and the articles that are no package's. */
export function pairArticles(pending: readonly Pending[], supplements: ReadonlyMap<string, readonly ArticleSupplement[]>): { packages: Paired[]; unpaired: ArticleSupplement[] } {
  const delivered = [...supplements.entries()].flatMap(([folder, list]) => list.map((supplement) => ({ folder, supplement })))
  const used = new Set<ArticleSupplement>()
  const packages = pending.map((entry): Paired => {
    // The articles' METS lies beside the pages' METS, or in a folder of its own below it (BnF: toc/).
    const folder = dirname(entry.pkg.sourcePath)
    const articles = delivered
      .filter((candidate) => candidate.folder === folder || candidate.folder.startsWith(`${folder}${sep}`))
      .map((candidate) => candidate.supplement)
      .filter((supplement) => sameIssue(entry.pkg, supplement))
    for (const supplement of articles) used.add(supplement)
    return { ...entry, articles }
  })
  return { packages, unpaired: delivered.map((candidate) => candidate.supplement).filter((supplement) => !used.has(supplement)) }
}

/** What is known of a path's page files once its containers are written. */
export interface PagesKnown {
  /** The path's root: containers above it do not claim its pages. */
  root: string
  /** Page OCR files some package read, as delivered (a gzipped page as its `.gz` file). */
  pagesRead: ReadonlySet<string>
  /** Folders holding a container (METS, batch, manifest…): the pages under them are theirs. */
  containerFolders: ReadonlySet<string>
  /** What was unpacked, to tell where a page was delivered. */
  archives: readonly Unpacked[]
}

/** Whether a container sits in the file's folder or above it, up to the root. */
function underContainer(file: string, known: PagesKnown): boolean {
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    if (known.containerFolders.has(folder)) return true
    if (folder === known.root || dirname(folder) === folder) return false
  }
}

/** The pages met that no container read and none claims, by folder, each folder's in reading order. */
export function barePages(pagesMet: readonly string[], known: PagesKnown): string[][] {
  const bare = pagesMet.filter((file) => {
    // A gzipped page counts where it was delivered: a METS beside it may have read it (src/ingest/assemble.ts).
    const delivered = deliveredAs(known.archives, file)
    return !known.pagesRead.has(delivered) && !underContainer(delivered, known)
  })
  return [...groupByFolder(bare).values()]
}
