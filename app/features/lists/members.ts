/**
 * What "Add to list" adds from each place of the site (issue 55): the member's reference by
 * permanent link (src/domain/lists.ts), and what it is called there, which the panel shows until the
 * list is published (the published list names its members from the library again).
 */
import type { DocumentPlace } from '#src/domain/issue-path.ts'
import { type ListDocument, memberRef } from '#src/domain/lists.ts'
import type { PageRegion } from '#src/domain/page-region.ts'
import type { DraftMember } from './draft-store'

/** The document a result or a reader shows, as a list names it; none for an item without an id. */
export function listDocumentOf(place: DocumentPlace | { kind: 'issue'; paperid: string; issue: string } | { kind: 'item'; id: string }): ListDocument | undefined {
  if (place.kind === 'item') return place.id ? { kind: 'item', id: place.id } : undefined
  if ('periodicalId' in place) return { kind: 'issue', periodicalId: place.periodicalId, date: place.date, edition: place.edition }
  const match = /^(\d{4}-\d{2}-\d{2})(?:-e(\d{1,2}))?$/.exec(place.issue)
  return match?.[1] ? { kind: 'issue', periodicalId: place.paperid, date: match[1], edition: match[2] ? Number(match[2]) : 1 } : undefined
}

export function unitMember(document: ListDocument, sourceId: string, title: string, source: string): DraftMember {
  return { ref: memberRef({ kind: 'unit', document, unit: sourceId }), title, source }
}

export function pageMember(document: ListDocument, page: number, title: string, source: string): DraftMember {
  return { ref: memberRef({ kind: 'page', document, page }), title, source }
}

export function regionMember(document: ListDocument, region: PageRegion, title: string, source: string): DraftMember {
  return { ref: memberRef({ kind: 'region', document, region }), title, source }
}

export function documentMember(document: ListDocument, title: string, source: string): DraftMember {
  return { ref: memberRef({ kind: 'document', document }), title, source }
}
