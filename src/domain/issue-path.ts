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
