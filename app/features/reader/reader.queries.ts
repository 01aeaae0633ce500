import { queryOptions } from '@tanstack/react-query'
import type { ItemType } from '#src/domain/issue-path.ts'
import { fetchIssue, fetchIssueCalendar, fetchItem, fetchPageLayout } from './reader.functions'

export const readerKeys = {
  all: ['reader'] as const,
  issue: (paperid: string, issue: string, q: string, start: number) => [...readerKeys.all, 'issue', paperid, issue, q, start] as const,
  item: (type: ItemType, id: string, q: string, start: number) => [...readerKeys.all, 'item', type, id, q, start] as const,
  calendar: (paperid: string, year: number | undefined) => [...readerKeys.all, 'calendar', paperid, year ?? 'latest'] as const,
  layout: (document: PageDocument, sequence: number) =>
    [...readerKeys.all, 'layout', document.kind, document.kind === 'issue' ? `${document.paperid}/${document.issue}` : document.id, sequence] as const,
}

/** The document a page belongs to, as the page view asks for its layout. */
export type PageDocument = { kind: 'issue'; paperid: string; issue: string } | { kind: 'item'; id: string }

// The store is read-only while serving.
const FIVE_MINUTES = 5 * 60_000

export const issueQuery = (paperid: string, issue: string, q: string, start = 1) =>
  queryOptions({ queryKey: readerKeys.issue(paperid, issue, q, start), queryFn: () => fetchIssue({ data: { paperid, issue, q, start } }), staleTime: FIVE_MINUTES })

export const issueCalendarQuery = (paperid: string, year: number | undefined) =>
  queryOptions({
    queryKey: readerKeys.calendar(paperid, year),
    queryFn: () => fetchIssueCalendar({ data: { paperid, year } }),
    staleTime: FIVE_MINUTES,
  })

export const itemQuery = (type: ItemType, id: string, q: string, start = 1) =>
  queryOptions({ queryKey: readerKeys.item(type, id, q, start), queryFn: () => fetchItem({ data: { type, id, q, start } }), staleTime: FIVE_MINUTES })

export const pageLayoutQuery = (document: PageDocument, sequence: number) =>
  queryOptions({ queryKey: readerKeys.layout(document, sequence), queryFn: () => fetchPageLayout({ data: { document, sequence } }), staleTime: FIVE_MINUTES })
