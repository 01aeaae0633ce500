/**
 * A published list as its page and its downloads show it (issue 55): each member resolved against
 * the library as it is now (src/documents/lists/resolve.ts), or withdrawn when the library no longer
 * holds it. The schema checks what a search thread answers as it crosses back (as every answer
 * from a thread is checked: src/search/search-pool.ts).
 */
import * as v from 'valibot'
import { formatDate } from './format.ts'
import { ITEM_TYPES, itemPath, issuePath, shownDate } from './issue-path.ts'
import { typeLabel, unitName } from './labels.ts'
import type { Locale } from './locale.ts'
import type { MemberWords } from './words.ts'
import { formatRegion } from './page-region.ts'

const part = v.object({ text: v.string(), match: v.boolean() })
const box = v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })

export const resolvedDocumentSchema = v.variant('kind', [
  v.object({
    kind: v.literal('issue'),
    periodicalId: v.string(),
    periodicalTitle: v.string(),
    date: v.string(),
    datePrecision: v.picklist(['day', 'month', 'year']),
    edition: v.number(),
    number: v.nullable(v.string()),
    languages: v.array(v.string()),
    pageCount: v.number(),
  }),
  v.object({
    kind: v.literal('item'),
    id: v.string(),
    type: v.picklist(ITEM_TYPES),
    title: v.string(),
    authors: v.array(v.string()),
    publisher: v.nullable(v.string()),
    date: v.nullable(v.string()),
    languages: v.array(v.string()),
    pageCount: v.number(),
  }),
])
export type ResolvedDocument = v.InferOutput<typeof resolvedDocumentSchema>

export const resolvedMemberSchema = v.object({
  /** The member's canonical reference (src/domain/lists.ts). */
  ref: v.string(),
  kind: v.picklist(['document', 'unit', 'page', 'region']),
  /** `withdrawn`: the library no longer holds it (a purge, a re-import without it). */
  status: v.picklist(['ok', 'withdrawn']),
  document: v.nullable(resolvedDocumentSchema),
  unit: v.nullable(
    v.object({ id: v.number(), sourceId: v.string(), type: v.string(), title: v.nullable(v.string()), language: v.nullable(v.string()), firstPage: v.number(), lastPage: v.number() }),
  ),
  /** The page shown: the member's own, a unit's first, a document's first. */
  page: v.nullable(v.object({ sequence: v.number(), label: v.nullable(v.string()), width: v.nullable(v.number()), height: v.nullable(v.number()) })),
  region: v.nullable(box),
  /** The whole page's picture (a scan's stored size, or its layout drawn), site-relative; a region crops it. */
  thumbnail: v.nullable(v.string()),
  snippet: v.array(part),
  /** Whether it matches the search within the list; null when there is none or it was not searched. */
  matched: v.nullable(v.boolean()),
  /** When its document first entered the collection (ISO 8601). */
  addedAt: v.nullable(v.string()),
})
export type ResolvedMember = v.InferOutput<typeof resolvedMemberSchema>

export const resolvedListSchema = v.object({
  members: v.array(resolvedMemberSchema),
  /** How many members match the search (all when there is none). */
  matched: v.number(),
  /** Members left unsearched: the search's budget of text ran out before them. */
  unsearched: v.number(),
})
export type ResolvedList = v.InferOutput<typeof resolvedListSchema>

/** Why a member cannot be published: the route and the panel word it. */
export const MEMBER_PROBLEMS = ['malformed', 'duplicate', 'noDocument', 'noUnit', 'noPage', 'notYet'] as const
export type MemberProblemKind = (typeof MEMBER_PROBLEMS)[number]

export const memberProblemSchema = v.object({
  index: v.number(),
  ref: v.string(),
  problem: v.picklist(MEMBER_PROBLEMS),
  /** For `notYet`: the day its document entered the collection. */
  addedOn: v.optional(v.string()),
})
export type MemberProblem = v.InferOutput<typeof memberProblemSchema>

export const memberCheckSchema = v.object({ problems: v.array(memberProblemSchema) })

/** The locale-free path of the member's document in the reader (an issue, or an item under its kind). */
function documentPath(document: ResolvedDocument): string {
  return document.kind === 'issue' ? issuePath(document.periodicalId, document.date, document.edition) : itemPath(document.type, document.id)
}

/** Where the member is read: the reader at its unit, its page, or zoomed to its region. */
export function memberReaderPath(member: ResolvedMember): string | undefined {
  if (!member.document) return undefined
  const path = documentPath(member.document)
  if (member.kind === 'unit' && member.unit) return `${path}#unit-${member.unit.id}`
  if (member.kind === 'region' && member.region && member.page) return `${path}?region=${formatRegion({ page: member.page.sequence, ...member.region })}#page-${member.page.sequence}`
  if (member.kind === 'page' && member.page) return `${path}#page-${member.page.sequence}`
  return path
}

/** The member's document in words: "Luxemburger Wort, 10 May 1940" or an item's title. */
export function memberSource(locale: Locale, member: ResolvedMember): string {
  const document = member.document
  if (!document) return ''
  if (document.kind === 'item') return document.title
  return `${document.periodicalTitle}, ${formatDate(shownDate(document.date, document.datePrecision), locale)}`
}

/** A book's or manuscript's date, for the member's line (an issue's is in its source already); '' without one. */
export function itemMemberDate(locale: Locale, member: ResolvedMember): string {
  const document = member.document
  return document?.kind === 'item' && document.date ? formatDate(document.date, locale) : ''
}

/** The member's own name: its article's title, "Page 3", "Region of page 3", or its document. */
export function memberTitle(LL: MemberWords, locale: Locale, member: ResolvedMember): string {
  const pageLabel = member.page ? (member.page.label ?? String(member.page.sequence)) : ''
  if (member.kind === 'unit' && member.unit) return unitName(LL, member.unit)
  if (member.kind === 'page') return LL.lists.member.page({ label: pageLabel })
  if (member.kind === 'region') return LL.lists.member.region({ label: pageLabel })
  return member.document ? memberSource(locale, member) : member.ref
}

/** What kind of thing the member is, in words. */
export function memberKindLabel(LL: MemberWords, member: ResolvedMember): string {
  if (member.kind === 'unit' && member.unit) return typeLabel(LL, member.unit.type)
  if (member.kind === 'page') return LL.lists.kinds.page()
  if (member.kind === 'region') return LL.lists.kinds.region()
  if (member.document?.kind === 'item') return LL.library.types[member.document.type]()
  return LL.lists.kinds.issue()
}

/** The pages of print a member brings into the list's PDF: its region's or page's, its unit's, its document's. */
export function memberPrintedPages(member: ResolvedMember): number[] {
  if (member.status !== 'ok' || !member.page) return []
  if (member.kind === 'unit' && member.unit) {
    const { firstPage, lastPage } = member.unit
    return Array.from({ length: Math.max(1, lastPage - firstPage + 1) }, (_, index) => firstPage + index)
  }
  if (member.kind === 'document') return Array.from({ length: member.document?.pageCount ?? 0 }, (_, index) => index + 1)
  return [member.page.sequence]
}
