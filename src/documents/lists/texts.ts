/**
 * The texts of a list's members (issue 55), for its ZIP, on a search thread: each member's file is
 * what its own text download gives (a unit's: its title, a blank line, its text; a page's text; a
 * region's words, in the page's order; a whole document's units one after another), so the sums in
 * `manifest.csv` can be checked against any of them. Asked for twice, as the texts of a search are
 * (../texts.ts): first the facts of a range of members (name, bytes, SHA-256), which also give the
 * ZIP's size before its first byte; then, as the client reads, the texts of a range.
 */
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import * as v from 'valibot'
import { type ListMember, parseMemberRef } from '../../domain/lists.ts'
import { issueSegment } from '../../domain/issue-path.ts'
import type { Db } from '../../store/db.ts'
import { memberDocument, memberDocumentText, memberPageText, memberRegionText, memberUnit, memberUnitText } from '../../store/list-members.ts'

/** A member's text is read whole up to this (characters; the importer's largest document is under it). */
const WHOLE_TEXT = 64_000_000

export const memberFileSchema = v.object({
  index: v.number(),
  /** Null for a member the library no longer holds (no file in the ZIP). */
  name: v.nullable(v.string()),
  bytes: v.number(),
  sha256: v.string(),
  /** For the ZIP's headers (../zip-frame.ts): computed here, on the thread, not where pages are served. */
  crc32: v.number(),
})
export type MemberFile = v.InferOutput<typeof memberFileSchema>
export const memberFilesSchema = v.array(memberFileSchema)

/** A name every file system and unzip tool takes. */
function safeName(value: string): string {
  return value.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^[._]+/, '').slice(0, 60) || 'x'
}

function fileName(index: number, member: ListMember): string {
  const document = member.document.kind === 'issue' ? `${member.document.periodicalId}-${issueSegment(member.document.date, member.document.edition)}` : member.document.id
  const detail =
    member.kind === 'unit'
      ? member.unit
      : member.kind === 'page'
        ? `p${member.page}`
        : member.kind === 'region'
          ? `p${member.region.page}-${member.region.x}-${member.region.y}-${member.region.width}-${member.region.height}`
          : 'all'
  return `${String(index + 1).padStart(3, '0')}-${member.kind}-${safeName(document)}-${safeName(detail)}.txt`
}

/** What a text download trims (src/store/outlines.ts: JavaScript's trim, less the rarer spaces). */
const trimmed = (text: string) => text.replace(/^[ \t\n\r\f\v\u00a0]+|[ \t\n\r\f\v\u00a0]+$/g, '')

/** The member's file, or undefined when the library no longer holds what it names. */
function memberFileText(db: Db, member: ListMember): string | undefined {
  const document = memberDocument(db, member.document)
  if (!document) return undefined
  switch (member.kind) {
    case 'unit': {
      const unit = memberUnit(db, document, member.unit)
      return unit ? `${unit.title ? `${unit.title}\n\n` : ''}${trimmed(memberUnitText(db, unit.id, WHOLE_TEXT))}\n` : undefined
    }
    case 'page':
      return `${trimmed(memberPageText(db, document, member.page, WHOLE_TEXT))}\n`
    case 'region':
      return `${memberRegionText(db, document, member.region)}\n`
    case 'document':
      return `${trimmed(memberDocumentText(db, document, WHOLE_TEXT))}\n`
  }
}

const encoder = new TextEncoder()

function bytesOf(db: Db, ref: string): Uint8Array | undefined {
  const member = parseMemberRef(ref)
  const text = member ? memberFileText(db, member) : undefined
  return text === undefined ? undefined : encoder.encode(text)
}

/** The files of members `from` to `to` (excluded): name, length, SHA-256 and CRC-32 of each. */
export function memberFiles(db: Db, refs: readonly string[], from: number, to: number): MemberFile[] {
  return refs.slice(from, to).map((ref, offset) => {
    const index = from + offset
    const member = parseMemberRef(ref)
    const bytes = bytesOf(db, ref)
    if (!member || !bytes) return { index, name: null, bytes: 0, sha256: '', crc32: 0 }
    return { index, name: fileName(index, member), bytes: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex'), crc32: crc32(bytes) }
  })
}

/** The texts of members `from` to `to` (excluded), one after another (withdrawn ones give nothing). */
export function memberBodies(db: Db, refs: readonly string[], from: number, to: number): Uint8Array<ArrayBuffer> {
  const pieces = refs.slice(from, to).flatMap((ref) => bytesOf(db, ref) ?? [])
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let offset = 0
  for (const piece of pieces) {
    body.set(piece, offset)
    offset += piece.byteLength
  }
  return body
}
