/**
 * NDNP batch.xml: the list of a Chronicling America batch's issue METS.
 * Reels are listed too but describe microfilm, not issues, so they are left out.
 */
import { basename, dirname, resolve } from 'node:path'
import { localHref } from '../../confine.ts'
import { MAX_LENGTH, checkLength } from '../../limits.ts'
import { IngestError } from '../../types.ts'
import { children, parseXml, textOf } from '../../xml.ts'

export interface NdnpIssueRef {
  /** The path as written in the batch. */
  href: string
  line: number
  /** Resolved lexically against the batch's folder (the loader confines it, ADR 015); undefined when not a local file. */
  path?: string
}

export interface NdnpBatch {
  /** Absolute paths of the local issue METS files, in the batch's order. */
  issueMetsPaths: string[]
  /** Every issue reference with its line, local or not, for the loader to confine or refuse. */
  issues: NdnpIssueRef[]
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
  const issues: NdnpIssueRef[] = []
  for (const issue of children(root, 'issue')) {
    const href = textOf(issue)
    if (href === '') throw new IngestError(file, issue.line, 'an issue without a METS path')
    checkLength(href, MAX_LENGTH.href, 'an issue METS path', file, () => issue.line)
    const path = localHref(href, baseDir)
    if (path !== undefined && issueMetsPaths.includes(path)) continue
    if (path !== undefined) issueMetsPaths.push(path)
    issues.push(path === undefined ? { href, line: issue.line } : { href, line: issue.line, path })
  }
  // Batches live in batch_<awardee>_<name>_ver01/data/batch.xml when @name is missing.
  const batchName = root.attributes['name']?.trim() || basename(dirname(baseDir)) || basename(baseDir)
  return { issueMetsPaths, issues, batchName }
}
