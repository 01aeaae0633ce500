/**
 * Documents read in parts (issue 33): what a manifest or a citation needs (the document's own
 * fields, its pages' sizes and images, its units' titles and places) without a word of its text;
 * its text a piece at a time, for downloads streamed out; and its word boxes page by page, for the
 * search inside it. A whole issue's words and text run to tens of megabytes at the importer's
 * limits, and none of these answers needs them all at once.
 */
import * as v from 'valibot'
import type { ItemType } from '../domain/issue-path.ts'
import type { Db } from './db.ts'
import { type IssueHead, type ItemHead, type PageDocumentRef, issueHead, itemHead, ownerOf } from './issues.ts'
import { type PageOutline, type UnitOutline } from '../domain/library-views.ts'

type Owner = { column: 'issue_id' | 'item_id'; key: number | string }

export function pageOutlines(db: Db, owner: Owner): PageOutline[] {
  return db
    .prepare<
      [number | string],
      {
        sequence: number
        label: string | null
        image_service: string | null
        ocr_path: string | null
        image_key: string | null
        image_path: string | null
        width: number | null
        height: number | null
        has_layout: number
      }
    >(
      `SELECT sequence, label, image_service, ocr_path, image_key, image_path, width, height, layout <> '[]' AS has_layout
       FROM page WHERE ${owner.column} = ? ORDER BY sequence`,
    )
    .all(owner.key)
    .map((page) => ({
      sequence: page.sequence,
      label: page.label,
      imageService: page.image_service,
      ocrPath: page.ocr_path,
      imageKey: page.image_key,
      imagePath: page.image_path,
      width: page.width,
      height: page.height,
      hasLayout: page.has_layout === 1,
    }))
}

export function unitOutlines(db: Db, owner: Owner): UnitOutline[] {
  return db
    .prepare<
      [number | string],
      { id: number; source_id: string; type: string; title: string | null; language: string | null; first_page: number; last_page: number; content_types: string; characters: number }
    >(
      `SELECT id, source_id, type, title, language, first_page, last_page, content_types, length(text) AS characters
       FROM unit WHERE ${owner.column} = ? ORDER BY first_page, id`,
    )
    .all(owner.key)
    .map((unit) => ({
      id: unit.id,
      sourceId: unit.source_id,
      type: unit.type,
      title: unit.title,
      language: unit.language,
      firstPage: unit.first_page,
      lastPage: unit.last_page,
      contentTypes: unit.content_types.split(' ').filter((value) => value !== ''),
      characters: unit.characters,
    }))
}

/**
 * The id a unit's source gave it (a METS logical div's ID), which its permanent link names (ADR 035);
 * read apart from the outlines, which the reader's answers between threads carry by a fixed schema.
 */
export function unitSourceId(db: Db, unitId: number): string | undefined {
  return db.prepare<[number], string>('SELECT source_id FROM unit WHERE id = ?').pluck().get(unitId)
}

export type IssueOutline = Omit<IssueHead, 'key'> & { pages: PageOutline[]; units: UnitOutline[] }
export type ItemOutline = ItemHead & { pages: PageOutline[]; units: UnitOutline[] }

/** An issue without its words: its fields, its pages' sizes and images, its units' titles and places. */
export function issueOutline(db: Db, periodicalId: string, date: string, edition: number): IssueOutline | undefined {
  const head = issueHead(db, periodicalId, date, edition)
  if (!head) return undefined
  const { key, ...issue } = head
  const owner: Owner = { column: 'issue_id', key }
  return { ...issue, pages: pageOutlines(db, owner), units: unitOutlines(db, owner) }
}

/** An item without its words; found only under its own kind when `type` is given. */
export function itemOutline(db: Db, id: string, type?: ItemType): ItemOutline | undefined {
  const head = itemHead(db, id)
  if (!head || (type !== undefined && head.type !== type)) return undefined
  const owner: Owner = { column: 'item_id', key: head.id }
  return { ...head, pages: pageOutlines(db, owner), units: unitOutlines(db, owner) }
}

/** The texts of some units of a document, each cut at `maxCharacters`, by unit id. */
export function unitTexts(db: Db, ids: readonly number[], maxCharacters: number): Map<number, string> {
  const statement = db.prepare<[number, number], string>('SELECT substr(text, 1, ?) FROM unit WHERE id = ?').pluck()
  return new Map(ids.map((id) => [id, statement.get(maxCharacters, id) ?? '']))
}

/** Where a text being read in pieces goes on: the unit (in reading order) and the character of its text. */
export interface TextCursor {
  firstPage: number
  unit: number
  offset: number
}

/** What a text download trims from each unit's text (JavaScript's trim, less the rarer spaces). */
const TRIMMED = ' \t\n\r\f\v\u00a0'

/**
 * A piece of a document's text of about `maxCharacters` (never cut inside a surrogate pair), from
 * `cursor` on: each unit in reading order as its title and a blank line, its text trimmed and a
 * line break, units apart by a blank line; only unit `onlyUnit` when given. `next` says where the
 * following piece starts, none after the last. Undefined when the document (or the unit) is not there.
 */
export function textPiece(
  db: Db,
  document: PageDocumentRef,
  cursor: TextCursor | undefined,
  maxCharacters: number,
  onlyUnit?: number,
): { text: string; next: TextCursor | undefined } | undefined {
  const owner = ownerOf(db, document)
  if (!owner) return undefined
  const only = onlyUnit === undefined ? '' : ' AND id = ?'
  const units = db.prepare<(number | string)[], { id: number; first_page: number; title: string | null; characters: number }>(
    `SELECT id, first_page, title, length(trim(text, ?)) AS characters FROM unit
     WHERE ${owner.column} = ? AND (first_page > ? OR (first_page = ? AND id >= ?))${only}
     ORDER BY first_page, id LIMIT 64`,
  )
  const slice = db.prepare<[string, number, number, number], string>('SELECT substr(trim(text, ?), ?, ?) FROM unit WHERE id = ?').pluck()
  if (onlyUnit !== undefined && cursor === undefined && units.all(TRIMMED, owner.key, -1, -1, -1, onlyUnit).length === 0) return undefined
  const pieces: string[] = []
  let left = maxCharacters
  let position: TextCursor = cursor ?? { firstPage: -1, unit: -1, offset: 0 }
  let first = cursor === undefined
  for (;;) {
    const batch = units.all(TRIMMED, owner.key, position.firstPage, position.firstPage, position.unit, ...(onlyUnit === undefined ? [] : [onlyUnit]))
    if (batch.length === 0) return { text: pieces.join(''), next: undefined }
    for (const unit of batch) {
      const offset = unit.id === position.unit ? position.offset : 0
      if (offset === 0) {
        const header = `${first ? '' : '\n\n'}${unit.title ? `${unit.title}\n\n` : ''}`
        // A unit's heading goes with the start of its text, into the next piece when this one is full.
        if (pieces.length > 0 && header.length >= left) return { text: pieces.join(''), next: { firstPage: unit.first_page, unit: unit.id, offset: 0 } }
        pieces.push(header)
        left -= header.length
        first = false
      }
      // Room is kept for the line break after the text; at least one character is always taken.
      let text = slice.get(TRIMMED, offset + 1, Math.max(1, Math.min(left - 1, unit.characters - offset)), unit.id) ?? ''
      // A piece never ends inside a surrogate pair: the pair goes whole into this piece or the next.
      if (/[\uD800-\uDBFF]$/.test(text)) text = text.length > 1 ? text.slice(0, -1) : (slice.get(TRIMMED, offset + 1, 2, unit.id) ?? text)
      pieces.push(text)
      left -= text.length
      const consumed = offset + text.length
      if (consumed < unit.characters) return { text: pieces.join(''), next: { firstPage: unit.first_page, unit: unit.id, offset: consumed } }
      pieces.push('\n')
      left -= 1
      position = { firstPage: unit.first_page, unit: unit.id + 1, offset: 0 }
      if (left <= 0) return { text: pieces.join(''), next: position }
    }
  }
}

const wordRows = v.array(v.tuple([v.string(), v.number(), v.number(), v.number(), v.number()]))

/** One page's word boxes as stored ([[word, x, y, width, height], …]); none when the JSON is not that. */
export function parseWordRows(json: string): [string, number, number, number, number][] {
  const parsed = v.safeParse(wordRows, JSON.parse(json))
  return parsed.success ? parsed.output : []
}

/** A document's pages with their word boxes as stored, one page at a time. */
export function* pageWordRows(db: Db, document: PageDocumentRef): Generator<{ sequence: number; width: number | null; height: number | null; words: string }> {
  const owner = ownerOf(db, document)
  if (!owner) return
  yield* db
    .prepare<[number | string], { sequence: number; width: number | null; height: number | null; words: string }>(
      `SELECT sequence, width, height, words FROM page WHERE ${owner.column} = ? ORDER BY sequence`,
    )
    .iterate(owner.key)
}
