/**
 * Articles delivered apart from their pages: some archival packages put the logical structMap (the
 * articles) in a METS of its own beside the METS of the pages (ADR 033). That METS is read as an
 * ArticleSupplement, and merged into the package read from the same folder: its units' blocks
 * are placed on the pages by the file they name (the pages' METS FILEID, or the same OCR file),
 * and what the pages' METS lacks (title, number, languages) is taken from it.
 */
import { resolve } from 'node:path'
import type { LogicalUnit, SourcePackage } from './types.ts'

export interface SupplementBlock {
  /** The FILEID the block is named by, in the articles' METS. */
  fileId: string
  blockId: string
}

export interface SupplementUnit extends Omit<LogicalUnit, 'blocks' | 'headingBlocks'> {
  blocks: SupplementBlock[]
  headingBlocks?: SupplementBlock[]
}

export interface ArticleSupplement {
  units: SupplementUnit[]
  /** The articles' METS's own files (FILEID → local path, resolved lexically), when it lists them. */
  files: Record<string, string>
  languages: string[]
  title?: string
  date?: string
  number?: string
  sourcePath: string
}

/** Whether the articles can be the package's: not when both say their date and the dates differ. */
export function sameIssue(pkg: SourcePackage, supplement: ArticleSupplement): boolean {
  return supplement.date === undefined || pkg.date === undefined || supplement.date === pkg.date
}

/** The package with the supplement's articles, or unchanged when the supplement is of another issue. */
export function mergeArticles(pkg: SourcePackage, supplement: ArticleSupplement): SourcePackage {
  if (!sameIssue(pkg, supplement)) return pkg
  const byPath = new Map(pkg.pages.flatMap((page) => (page.altoPath === undefined ? [] : [[resolve(page.altoPath), page.sequence] as const])))
  const place = (blocks: readonly SupplementBlock[]) =>
    blocks.flatMap((block) => {
      const path = Object.hasOwn(supplement.files, block.fileId) ? supplement.files[block.fileId] : undefined
      const sequence = (path === undefined ? undefined : byPath.get(resolve(path))) ?? (pkg.fileIds && Object.hasOwn(pkg.fileIds, block.fileId) ? pkg.fileIds[block.fileId] : undefined)
      return sequence === undefined ? [] : [{ pageSequence: sequence, blockId: block.blockId }]
    })
  const units = supplement.units.flatMap((unit): LogicalUnit[] => {
    const blocks = place(unit.blocks)
    if (blocks.length === 0) return []
    const headings = unit.headingBlocks ? place(unit.headingBlocks) : []
    const merged: LogicalUnit = { id: unit.id, type: unit.type, sourceType: unit.sourceType, blocks }
    if (headings.length > 0) merged.headingBlocks = headings
    if (unit.title !== undefined) merged.title = unit.title
    if (unit.language !== undefined) merged.language = unit.language
    return [merged]
  })
  return {
    ...pkg,
    units: [...pkg.units, ...units],
    languages: [...new Set([...pkg.languages, ...supplement.languages])],
    ...(pkg.number === undefined && supplement.number !== undefined ? { number: supplement.number } : {}),
    ...((pkg.titleFromFile === true || pkg.title === '') && supplement.title !== undefined ? { title: supplement.title, titleFromFile: undefined } : {}),
    ...(pkg.date === undefined && supplement.date !== undefined ? { date: supplement.date } : {}),
  }
}
