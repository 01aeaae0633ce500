/**
 * The texts of a search in bulk (issue 37): the per-unit work of `/api/texts`, done on a thread
 * (ADR 032, in the bulk lane: ADR 052) a batch of units at a time. The route asks twice: first for
 * what the manifest needs of each unit (its source's id, pages, OCR quality, and the byte length,
 * SHA-256 and CRC-32 of its text), which also tells it the ZIP's exact size and headers before a
 * byte is sent; then, as the client takes
 * the ZIP, for the texts themselves, a batch of about a megabyte at a time
 * (src/documents/texts-zip.ts).
 *
 * A unit's text is what its own download gives (`…/range/{unit}/text.txt`, src/store/outlines.ts):
 * its title and a blank line when it has one, its text trimmed, and a line break.
 */
import { createHash } from 'node:crypto'
import { crc32 } from 'node:zlib'
import * as v from 'valibot'
import { checkBudget } from '../domain/work-budget.ts'
import type { Db } from '../store/db.ts'
import { demoUnits } from '../store/demo.ts'
import { type UnitText, unitTexts } from '../store/unit-texts.ts'

/** Units in one job: a manifest job's answer stays small; a texts job is cut by bytes as well (texts-zip.ts). */
export const MAX_UNITS_A_JOB = 500

export const textsJobSchema = v.object({
  kind: v.literal('texts'),
  part: v.picklist(['manifest', 'bodies']),
  units: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1))), v.maxLength(MAX_UNITS_A_JOB)),
})
export type TextsJob = v.InferOutput<typeof textsJobSchema>

/** What the manifest needs of a unit that the search's hits do not carry. */
export const unitFileSchema = v.object({
  id: v.number(),
  sourceId: v.string(),
  firstPage: v.number(),
  lastPage: v.number(),
  /** The OCR's quality (0 to 1) where the store holds one; null where it does not. */
  ocr: v.nullable(v.number()),
  bytes: v.number(),
  sha256: v.string(),
  /** The CRC-32 of its file, for the ZIP's headers: computed here, on a thread, as the text is read (issue 48). */
  crc32: v.number(),
  /** Part of the demonstration collection: the manifest and a README say its text is invented (issue 51). */
  demo: v.boolean(),
})
export type UnitFile = v.InferOutput<typeof unitFileSchema>

const encoder = new TextEncoder()

/** A unit's file, as its own text download gives it. */
function fileText(row: UnitText): Uint8Array {
  return encoder.encode(`${row.title ? `${row.title}\n\n` : ''}${row.text}\n`)
}

/**
 * The manifest's facts of each unit asked for, in the order asked; a unit no longer in the store
 * (gone between the search and this job: the store was swapped) is left out, which the caller
 * notices.
 */
export function unitFiles(db: Db, ids: readonly number[]): UnitFile[] {
  const rows = unitTexts(db, ids)
  const demo = demoUnits(db, ids)
  return ids.flatMap((id) => {
    // Its client may have gone (ADR 052): the flag is checked between units.
    checkBudget()
    const row = rows.get(id)
    if (!row) return []
    const bytes = fileText(row)
    return [
      {
        id,
        sourceId: row.sourceId,
        firstPage: row.firstPage,
        lastPage: row.lastPage,
        ocr: typeof row.ocr === 'number' && Number.isFinite(row.ocr) ? row.ocr : null,
        bytes: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        crc32: crc32(bytes),
        demo: demo.has(id),
      },
    ]
  })
}

/** The texts of the units asked for, one after another in the order asked (their lengths are the manifest's). */
export function unitBodies(db: Db, ids: readonly number[]): Uint8Array<ArrayBuffer> {
  const rows = unitTexts(db, ids)
  const pieces = ids.flatMap((id) => {
    checkBudget()
    const row = rows.get(id)
    return row ? [fileText(row)] : []
  })
  const body = new Uint8Array(pieces.reduce((sum, piece) => sum + piece.byteLength, 0))
  let offset = 0
  for (const piece of pieces) {
    body.set(piece, offset)
    offset += piece.byteLength
  }
  return body
}
