/**
 * What a delivery says as it goes: a refusal (which stops the import, or with --skip-bad lists the
 * file as skipped), a warning, a file not read, its progress; and, at the end, whether it took
 * anything, or the error of an import that took nothing.
 */
import { resolve, sep } from 'node:path'
import { summarised } from '../summary.ts'
import { IngestError } from '../types.ts'
import { realPathOf } from '../walk.ts'
import type { DeliveryReport, Run } from './state.ts'
import { display, displayError, displayText } from './unpacked.ts'

/** Stops the import with the error, or with --skip-bad lists the file as skipped and goes on. */
export function refuse(run: Run, file: string, raw: IngestError): void {
  const { archives } = run.state.unpacking
  const error = displayError(archives, raw)
  if (!run.options.skipBad) throw error
  const shown = display(archives, file)
  // A METS refused for one of its ALTO pages is listed under its own name, then the page's error
  // (an error about the folder a file was found in already says where it is).
  const named = error.file === shown || shown.startsWith(`${error.file}${sep}`)
  const report = run.state.report
  report.skippedFiles.push({ file: shown, message: named ? error.message : `${shown}: ${error.message}` })
  report.progress.skipped += 1
}

export function warn(run: Run, message: string): void {
  run.state.report.warnings.push(displayText(run.state.unpacking.archives, message))
}

/** A file no format reads, named as the operator knows it, with the reason. */
export function notRead(run: Run, file: string, reason: string): void {
  run.state.report.notRead.push({ file: display(run.state.unpacking.archives, file), reason })
}

/** Tells the caller how far the import has come. */
export function progressed(run: Run): void {
  run.options.onProgress?.({ ...run.state.report.progress })
}

/** Whether the delivery gave the store anything. */
export function taken(report: DeliveryReport): boolean {
  return report.progress.issues + report.progress.items + report.titleRecords > 0
}

/** The error of an import that took nothing: every file skipped or not read, each with its reason. */
export function nothingImportable(report: DeliveryReport, paths: readonly string[]): IngestError {
  const { skippedFiles, notRead } = report
  const lines = [...skippedFiles.map((skipped) => skipped.message), ...summarised(notRead, (file) => `${file.file}: ${file.reason}`, (file) => file.reason)]
  const only = paths.length === 1 ? resolve(paths[0] ?? '') : undefined
  const single = notRead.length === 1 && skippedFiles.length === 0 ? notRead[0] : undefined
  if (only !== undefined && single !== undefined && (single.file === only || single.file === realPathOf(only))) {
    return new IngestError(single.file, undefined, `nothing importable: ${single.reason}`)
  }
  const total = skippedFiles.length + notRead.length
  const listed = lines.length === 0 ? '; no file of a format the importer reads was found' : `; ${total.toLocaleString('en')} file(s) not imported:${lines.map((line) => `\n  ${line}`).join('')}`
  return new IngestError(only ?? paths.join(', '), undefined, `nothing importable${listed}`)
}
