/**
 * What the library's store says of a visitor's list member (issue 55): its document with the day it
 * first entered the collection, a unit by the id its source gave it, a page's facts, and the texts a
 * search within the list reads. Read on the search threads (src/documents/lists/resolve.ts).
 */
import type { ListDocument } from '../domain/lists.ts'
import type { UnitOutline } from '../domain/library-views.ts'
import type { Db } from './db.ts'
import { type IssueHead, type ItemHead, issueHead, itemHead } from './issues.ts'
import { parseWordRows } from './outlines.ts'

export type MemberDocument =
  | { kind: 'issue'; column: 'issue_id'; key: number; head: IssueHead; addedAt: string | null; pageCount: number }
  | { kind: 'item'; column: 'item_id'; key: string; head: ItemHead; addedAt: string | null; pageCount: number }

/** The issue or item a list member is part of, or undefined when the library no longer holds it. */
export function memberDocument(db: Db, document: ListDocument): MemberDocument | undefined {
  if (document.kind === 'issue') {
    const head = issueHead(db, document.periodicalId, document.date, document.edition)
    if (!head) return undefined
    const row = db.prepare<[number], { added_at: string | null; page_count: number }>('SELECT added_at, page_count FROM issue WHERE id = ?').get(head.key)
    return { kind: 'issue', column: 'issue_id', key: head.key, head, addedAt: row?.added_at ?? null, pageCount: row?.page_count ?? 0 }
  }
  const head = itemHead(db, document.id)
  if (!head) return undefined
  const row = db.prepare<[string], { added_at: string | null; page_count: number }>('SELECT added_at, page_count FROM item WHERE id = ?').get(head.id)
  return { kind: 'item', column: 'item_id', key: head.id, head, addedAt: row?.added_at ?? null, pageCount: row?.page_count ?? 0 }
}

/** A unit as a list member needs it: its outline (the reader's) without its content types. */
export type MemberUnit = Omit<UnitOutline, 'contentTypes'>

interface UnitRow {
  id: number
  source_id: string
  type: string
  title: string | null
  language: string | null
  first_page: number
  last_page: number
  characters: number
}

const unitOf = (row: UnitRow): MemberUnit => ({
  id: row.id,
  sourceId: row.source_id,
  type: row.type,
  title: row.title,
  language: row.language,
  firstPage: row.first_page,
  lastPage: row.last_page,
  characters: row.characters,
})

/** A unit of the document by its source's id (the first in reading order if a source repeated one). */
export function memberUnit(db: Db, document: MemberDocument, sourceId: string): MemberUnit | undefined {
  const row = db
    .prepare<[number | string, string], UnitRow>(
      `SELECT id, source_id, type, title, language, first_page, last_page, length(text) AS characters
       FROM unit WHERE ${document.column} = ? AND source_id = ? ORDER BY first_page, id LIMIT 1`,
    )
    .get(document.key, sourceId)
  return row ? unitOf(row) : undefined
}

/** The document's first unit in reading order (what a whole document shows first). */
export function firstUnit(db: Db, document: MemberDocument): MemberUnit | undefined {
  const row = db
    .prepare<[number | string], UnitRow>(
      `SELECT id, source_id, type, title, language, first_page, last_page, length(text) AS characters
       FROM unit WHERE ${document.column} = ? ORDER BY first_page, id LIMIT 1`,
    )
    .get(document.key)
  return row ? unitOf(row) : undefined
}

export interface MemberPage {
  sequence: number
  label: string | null
  imageService: string | null
  imageKey: string | null
  width: number | null
  height: number | null
}

/** One page's facts (no words, no layout). */
export function memberPage(db: Db, document: MemberDocument, sequence: number): MemberPage | undefined {
  const row = db
    .prepare<[number | string, number], { sequence: number; label: string | null; image_service: string | null; image_key: string | null; width: number | null; height: number | null }>(
      `SELECT sequence, label, image_service, image_key, width, height FROM page WHERE ${document.column} = ? AND sequence = ?`,
    )
    .get(document.key, sequence)
  return row ? { sequence: row.sequence, label: row.label, imageService: row.image_service, imageKey: row.image_key, width: row.width, height: row.height } : undefined
}

/** A unit's text, cut at `maxCharacters`. */
export function memberUnitText(db: Db, unitId: number, maxCharacters: number): string {
  return db.prepare<[number, number], string>('SELECT substr(text, 1, ?) FROM unit WHERE id = ?').pluck().get(maxCharacters, unitId) ?? ''
}

/** A page's text as stored, cut at `maxCharacters`. */
export function memberPageText(db: Db, document: MemberDocument, sequence: number, maxCharacters: number): string {
  return db.prepare<[number, number | string, number], string>(`SELECT substr(text, 1, ?) FROM page WHERE ${document.column} = ? AND sequence = ?`).pluck().get(maxCharacters, document.key, sequence) ?? ''
}

/** The words of a page whose boxes' middles lie inside a region (page-relative 0..10000), in the page's order. */
export function memberRegionText(db: Db, document: MemberDocument, region: { page: number; x: number; y: number; width: number; height: number }): string {
  const words = db.prepare<[number | string, number], string>(`SELECT words FROM page WHERE ${document.column} = ? AND sequence = ?`).pluck().get(document.key, region.page)
  if (words === undefined) return ''
  return parseWordRows(words)
    .filter(([, x, y, width, height]) => {
      const middleX = x + width / 2
      const middleY = y + height / 2
      return middleX >= region.x && middleX <= region.x + region.width && middleY >= region.y && middleY <= region.y + region.height
    })
    .map(([word]) => word)
    .join(' ')
}

/** The document's units' texts in reading order, each after its title, until `maxCharacters`. */
export function memberDocumentText(db: Db, document: MemberDocument, maxCharacters: number): string {
  const rows = db
    .prepare<[number, number | string], { title: string | null; text: string }>(`SELECT title, substr(text, 1, ?) AS text FROM unit WHERE ${document.column} = ? ORDER BY first_page, id`)
    .iterate(maxCharacters, document.key)
  const parts: string[] = []
  let left = maxCharacters
  for (const row of rows) {
    const piece = `${row.title ? `${row.title}\n\n` : ''}${row.text.trim()}\n`
    parts.push(piece.slice(0, left))
    left -= piece.length
    if (left <= 0) break
  }
  return parts.join('\n')
}

/** The born-digital items, by id (the demo's example list of its staff pick on them). */
export function bornDigitalItems(db: Db): string[] {
  return db.prepare<[], string>('SELECT id FROM item WHERE born_digital = 1 ORDER BY id').pluck().all()
}

/** A periodical's first units of a structural type, in date order, with their issue and first page. */
export function unitsOfType(db: Db, periodicalId: string, type: string, limit: number): { date: string; edition: number; sourceId: string; firstPage: number }[] {
  return db
    .prepare<[string, string, number], { date: string; edition: number; sourceId: string; firstPage: number }>(
      `SELECT i.date, i.edition, u.source_id AS sourceId, u.first_page AS firstPage FROM unit u JOIN issue i ON i.id = u.issue_id
       WHERE u.periodical_id = ? AND u.type = ? ORDER BY i.date, i.edition, u.first_page, u.id LIMIT ?`,
    )
    .all(periodicalId, type, limit)
}
