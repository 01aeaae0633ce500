/**
 * NDNP batch.xml: the list of a Chronicling America batch's issue METS.
 * Reels are listed too but describe microfilm, not issues, so they are left out.
 */
import { basename, dirname, resolve } from 'node:path'
import { IngestError } from './types.ts'
import { children, parseXml, textOf } from './xml.ts'

export interface NdnpBatch {
  /** Absolute paths of the issue METS files, in the batch's order. */
  issueMetsPaths: string[]
  batchName: string
}

export function isNdnpBatch(rootName: string): boolean {
  return rootName === 'batch'
}

export function readNdnpBatch(xml: string, file: string): NdnpBatch {
  const root = parseXml(xml, file)
  if (!isNdnpBatch(root.name)) throw new IngestError(file, root.line, `expected an NDNP batch, found <${root.name}>`)
  const baseDir = dirname(resolve(file))
  const issueMetsPaths: string[] = []
  for (const issue of children(root, 'issue')) {
    const href = textOf(issue)
    if (href === '') throw new IngestError(file, issue.line, 'an issue without a METS path')
    const path = resolve(baseDir, href.replace(/^(?:\.\/)+/, ''))
    if (!issueMetsPaths.includes(path)) issueMetsPaths.push(path)
  }
  // Batches live in batch_<awardee>_<name>_ver01/data/batch.xml when @name is missing.
  const batchName = root.attributes['name']?.trim() || basename(dirname(baseDir)) || basename(baseDir)
  return { issueMetsPaths, batchName }
}
