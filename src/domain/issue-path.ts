/**
 * Where documents live in the site. An issue: /periodicals/{paperid}/{date},
 * with an edition suffix (-e2, -e3 …) when a day had more than one edition.
 * An item: under the list of its kind, /books/{id}, /posters/{id} …
 */
export const ITEM_TYPES = ['book', 'manuscript', 'poster', 'postcard'] as const
export type ItemType = (typeof ITEM_TYPES)[number]

/** The list each kind of item is shown in; its items' pages are below it. Postcards belong to the collections. */
export const ITEM_LIST_PATHS: Readonly<Record<ItemType, string>> = {
  book: '/books',
  manuscript: '/manuscripts',
  poster: '/posters',
  postcard: '/collections',
}

export function isItemType(value: string): value is ItemType {
  return ITEM_TYPES.some((type) => type === value)
}

/** An item's page, or its kind's list when there is no id. */
export function itemPath(type: string, id?: string | null): string {
  const list = isItemType(type) ? ITEM_LIST_PATHS[type] : '/collections'
  return id ? `${list}/${encodeURIComponent(id)}` : list
}

/** Where a unit is read: its issue, or its item (the kind's list when the item has no id). */
export type DocumentPlace =
  | { kind: 'issue'; periodicalId: string; date: string; edition: number }
  | { kind: 'item'; type: ItemType; id: string | null }

/** The place of a unit from its stored columns; a document of no known item kind is in the collections. */
export function documentPlace(unit: { periodicalId: string | null; date: string | null; edition: number | null; docType: string; itemId: string | null }): DocumentPlace {
  if (unit.periodicalId && unit.date) return { kind: 'issue', periodicalId: unit.periodicalId, date: unit.date, edition: unit.edition ?? 1 }
  return { kind: 'item', type: isItemType(unit.docType) ? unit.docType : 'postcard', id: unit.itemId }
}

/** The locale-free path of a place. */
export function placePath(place: DocumentPlace): string {
  return place.kind === 'issue' ? issuePath(place.periodicalId, place.date, place.edition) : itemPath(place.type, place.id)
}

export type DatePrecision = 'day' | 'month' | 'year'

/** The part of a stored date that is known: an issue delivered as "1924-01" is stored as 1924-01-01 (ADR 022). */
export function shownDate(date: string, precision: DatePrecision): string {
  return precision === 'month' ? date.slice(0, 7) : precision === 'year' ? date.slice(0, 4) : date
}

export interface IssueRef {
  date: string
  edition: number
}

export function issueSegment(date: string, edition: number): string {
  return edition > 1 ? `${date}-e${edition}` : date
}

export function parseIssueSegment(segment: string): IssueRef | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:-e(\d{1,2}))?$/.exec(segment)
  if (!match) return undefined
  const date = `${match[1]}-${match[2]}-${match[3]}`
  const edition = match[4] ? Number(match[4]) : 1
  return edition >= 1 ? { date, edition } : undefined
}

export function issuePath(periodicalId: string, date: string, edition: number): string {
  return `/periodicals/${encodeURIComponent(periodicalId)}/${issueSegment(date, edition)}`
}
