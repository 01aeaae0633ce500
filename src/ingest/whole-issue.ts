/**
 * A METS whose pages' OCR files were never delivered, beside a file that holds the whole issue's
 * text (ADR 056): Gale's whole-issue XML comes with a METS naming ALTO files Gale does not deliver.
 * Read alone, the METS is refused for its missing pages and the issue file lacks the newspaper's
 * title. Paired, the issue is read once: its pages, articles and words from the issue file; its
 * title, periodical id, languages and permanent link from the METS where it gives them; a number
 * the two give differently is the issue file's, said in a warning. The METS is then not read on
 * its own; a METS with any of its OCR files delivered is never paired.
 */
import { existsSync } from 'node:fs'
import { basename, dirname } from 'node:path'
import { isPlaceholderTitle } from './metadata.ts'
import type { SourcePackage } from './types.ts'

export interface Pending {
  pkg: SourcePackage
  bare: boolean
  file: string
}

/** Every page names a local OCR file (not a remote one), and none of them, plain or gzipped, is there. */
function ocrNeverDelivered(pkg: SourcePackage): boolean {
  return (
    pkg.pages.length > 0 &&
    pkg.pages.every((page) => page.ocr === undefined && page.altoPath !== undefined && page.altoUse === undefined && !existsSync(page.altoPath) && !existsSync(`${page.altoPath}.gz`))
  )
}

function holdsItsText(pkg: SourcePackage): boolean {
  return pkg.pages.some((page) => page.ocr !== undefined)
}

function merged(mets: SourcePackage, whole: SourcePackage): SourcePackage {
  const titled = mets.titleFromFile !== true && !isPlaceholderTitle(mets.title)
  const out: SourcePackage = {
    ...whole,
    title: titled ? mets.title : whole.title,
    parentId: titled ? mets.parentId : whole.parentId,
    languages: whole.languages.length > 0 ? whole.languages : mets.languages,
    edition: mets.edition,
  }
  if (titled) delete out.titleFromFile
  const date = whole.date ?? mets.date
  if (date) out.date = date
  const number = whole.number ?? mets.number
  if (number) out.number = number
  const permalink = mets.permalink ?? whole.permalink
  if (permalink) out.permalink = permalink
  return out
}

/** The packages of one path with each METS whose OCR was never delivered merged into the whole-issue file beside it. */
export function pairWholeIssues(pending: readonly Pending[], warn: (message: string) => void): Pending[] {
  const dropped = new Set<Pending>()
  const out = pending.map((entry) => ({ ...entry }))
  for (const mets of out) {
    if (!ocrNeverDelivered(mets.pkg)) continue
    const whole = out.find(
      (candidate) =>
        candidate !== mets &&
        !dropped.has(candidate) &&
        dirname(candidate.pkg.sourcePath) === dirname(mets.pkg.sourcePath) &&
        candidate.pkg.kind === mets.pkg.kind &&
        holdsItsText(candidate.pkg) &&
        (candidate.pkg.date === undefined || mets.pkg.date === undefined || candidate.pkg.date === mets.pkg.date),
    )
    if (!whole) continue
    dropped.add(mets)
    if (mets.pkg.number !== undefined && whole.pkg.number !== undefined && mets.pkg.number !== whole.pkg.number) {
      warn(`${mets.file}: the METS gives the issue number ${JSON.stringify(mets.pkg.number)}, ${basename(whole.file)} ${JSON.stringify(whole.pkg.number)}: the latter is kept`)
    }
    whole.pkg = merged(mets.pkg, whole.pkg)
    warn(
      `${mets.file}: the ${mets.pkg.pages.length} OCR files its pages name were not delivered; the issue is read from ${basename(whole.file)}, which holds every page's text, with this METS's title, periodical id and languages`,
    )
  }
  return out.filter((entry) => !dropped.has(entry))
}
