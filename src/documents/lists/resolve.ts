/**
 * A list's members against the library as it is now (issue 55), on a search thread: each member's
 * document, unit, page and region with what its page shows (title, date, periodical, snippet, the
 * page's picture), or `withdrawn` when the library no longer holds it; and, before a list is
 * published, why a member cannot be (it does not exist, or was not yet in the collection on the day
 * the list is pinned to).
 *
 * A search within a list reads the members' own texts with the site's query syntax and folding (the
 * rules the reader marks words by: src/search/snippet.ts), so it answers alike whichever engine
 * searches the collection; a list holds at most 500 members, several of them parts of units (pages,
 * regions) that no engine indexes as such. Reading is bounded: a member's text at most
 * MEMBER_TEXT_LIMIT characters, a search at most SEARCH_TEXT_BUDGET in all; members past that
 * budget are counted as not searched, and the page says so.
 */
import { listDocumentPath, parseMemberRef, type ListDocument, type ListMember } from '../../domain/lists.ts'
import type { MemberProblem, ResolvedDocument, ResolvedList, ResolvedMember } from '../../domain/list-view.ts'
import type { Db } from '../../store/db.ts'
import {
  type MemberDocument,
  type MemberUnit,
  firstUnit,
  memberDocument,
  memberDocumentText,
  memberPage,
  memberPageText,
  memberRegionText,
  memberUnit,
  memberUnitText,
} from '../../store/list-members.ts'
import type { ParsedQuery } from '../../search/query.ts'
import { matchRanges, snippet } from '../../search/snippet.ts'
import { markingQuery } from '../../search/variants.ts'

/** The text of one member read for a search or a snippet (characters). */
export const MEMBER_TEXT_LIMIT = 1_000_000
/** Characters read by one search within a list, all members together. */
export const SEARCH_TEXT_BUDGET = 20_000_000
/** What a member's snippet shows without a search (characters). */
const SNIPPET_LENGTH = 240

function resolvedDocument(found: MemberDocument): ResolvedDocument {
  if (found.kind === 'issue') {
    const { head } = found
    return {
      kind: 'issue',
      periodicalId: head.periodical.id,
      periodicalTitle: head.periodical.title,
      date: head.date,
      datePrecision: head.datePrecision,
      edition: head.edition,
      number: head.number,
      languages: head.languages,
      pageCount: found.pageCount,
    }
  }
  const { head } = found
  return { kind: 'item', id: head.id, type: head.type, title: head.title, authors: head.authors, publisher: head.publisher, date: head.date, languages: head.languages, pageCount: found.pageCount }
}

/** What a member is, found in the store: its document, and its unit or page when it names one. */
interface Found {
  member: ListMember
  document: MemberDocument
  unit: MemberUnit | undefined
  sequence: number | undefined
}

type Lookup = { found: Found } | { problem: MemberProblem['problem'] }

function lookUp(db: Db, member: ListMember): Lookup {
  const document = memberDocument(db, member.document)
  if (!document) return { problem: 'noDocument' }
  if (member.kind === 'unit') {
    const unit = memberUnit(db, document, member.unit)
    return unit ? { found: { member, document, unit, sequence: unit.firstPage } } : { problem: 'noUnit' }
  }
  if (member.kind === 'page' || member.kind === 'region') {
    const sequence = member.kind === 'page' ? member.page : member.region.page
    return memberPage(db, document, sequence) ? { found: { member, document, unit: undefined, sequence } } : { problem: 'noPage' }
  }
  const unit = firstUnit(db, document)
  return { found: { member, document, unit, sequence: unit?.firstPage ?? (document.pageCount > 0 ? 1 : undefined) } }
}

/** The member's text (what its snippet shows), and its title, which a search within the list reads too. */
function memberText(db: Db, found: Found, limit: number): { title: string; text: string } {
  const { member, document, unit } = found
  if (member.kind === 'unit' && unit) return { title: unit.title ?? '', text: memberUnitText(db, unit.id, limit) }
  if (member.kind === 'page') return { title: '', text: memberPageText(db, document, member.page, limit) }
  if (member.kind === 'region') return { title: '', text: memberRegionText(db, document, member.region).slice(0, limit) }
  // A whole document: its first unit's text, as its page shows first; searched through all of them.
  const title = document.kind === 'item' ? document.head.title : document.head.periodical.title
  return { title, text: limit <= SNIPPET_LENGTH * 4 && unit ? memberUnitText(db, unit.id, limit) : memberDocumentText(db, document, limit) }
}

/** Every positive word of the query is in the text, and no excluded one. */
export function textMatches(text: string, query: ParsedQuery): boolean {
  const positive = query.terms.filter((term) => !term.negated)
  if (positive.length === 0) return false
  const has = (term: ParsedQuery['terms'][number]) => matchRanges(text, { terms: [{ ...term, negated: false }] }, 1).length > 0
  return positive.every(has) && !query.terms.filter((term) => term.negated).some(has)
}

/** The page a member shows, its picture (the page's scan or its layout drawn; a region crops it). */
function pictureOf(db: Db, found: Found): Pick<ResolvedMember, 'page' | 'thumbnail'> {
  if (found.sequence === undefined) return { page: null, thumbnail: null }
  const page = memberPage(db, found.document, found.sequence)
  if (!page) return { page: null, thumbnail: null }
  const unit = found.member.kind === 'unit' && found.unit ? `?unit=${found.unit.id}` : ''
  return {
    page: { sequence: page.sequence, label: page.label, width: page.width, height: page.height },
    thumbnail: `/iiif${listDocumentPath(found.member.document)}/canvas/${page.sequence}/thumbnail${unit}`,
  }
}

function withdrawn(ref: string, member: ListMember | undefined): ResolvedMember {
  return {
    ref,
    kind: member?.kind ?? 'document',
    status: 'withdrawn',
    document: null,
    unit: null,
    page: null,
    region: member?.kind === 'region' ? { x: member.region.x, y: member.region.y, width: member.region.width, height: member.region.height } : null,
    thumbnail: null,
    snippet: [],
    matched: null,
    addedAt: null,
  }
}

/**
 * The members of a list for its page and downloads, in its order; with `q`, each says whether it
 * matches, and its snippet shows the words found.
 */
export function resolveList(db: Db, refs: readonly string[], q: string): ResolvedList {
  const query = q.trim() === '' ? undefined : markingQuery(db, q)
  let budget = SEARCH_TEXT_BUDGET
  let unsearched = 0
  let matched = 0
  const members = refs.map((ref): ResolvedMember => {
    const member = parseMemberRef(ref)
    const looked = member ? lookUp(db, member) : { problem: 'malformed' as const }
    if (!member || !('found' in looked)) return withdrawn(ref, member)
    const { found } = looked
    const searching = query !== undefined && budget > 0
    const { title, text } = memberText(db, found, searching ? Math.min(MEMBER_TEXT_LIMIT, budget) : SNIPPET_LENGTH * 4)
    if (searching) budget -= text.length
    else if (query) unsearched += 1
    const hit = searching ? textMatches(`${title}\n${text}`.replace(/\s+/g, ' '), query) : null
    if (hit || !query) matched += 1
    const region = member.kind === 'region' ? member.region : undefined
    return {
      ref,
      kind: member.kind,
      status: 'ok',
      document: resolvedDocument(found.document),
      unit: found.unit && member.kind === 'unit'
        ? { id: found.unit.id, sourceId: found.unit.sourceId, type: found.unit.type, title: found.unit.title, language: found.unit.language, firstPage: found.unit.firstPage, lastPage: found.unit.lastPage }
        : null,
      ...pictureOf(db, found),
      region: region ? { x: region.x, y: region.y, width: region.width, height: region.height } : null,
      snippet: snippet(text, hit && query ? query : { terms: [] }, SNIPPET_LENGTH),
      matched: hit,
      addedAt: found.document.addedAt,
    }
  })
  return { members, matched, unsearched }
}

/** The day (UTC) a moment falls on. */
const dayOf = (moment: string) => moment.slice(0, 10)

/**
 * Why members cannot be published pinned to `asof` (their index in the list with the reason): a
 * reference that names nothing, one named twice, a document, unit or page the library does not
 * hold, or one that entered the collection only after that day.
 */
export function checkMembers(db: Db, refs: readonly string[], asof: string): MemberProblem[] {
  const seen = new Set<string>()
  return refs.flatMap((ref, index): MemberProblem[] => {
    const member = parseMemberRef(ref)
    if (!member) return [{ index, ref, problem: 'malformed' }]
    if (seen.has(ref)) return [{ index, ref, problem: 'duplicate' }]
    seen.add(ref)
    const looked = lookUp(db, member)
    if (!('found' in looked)) return [{ index, ref, problem: looked.problem }]
    const added = looked.found.document.addedAt
    if (added !== null && dayOf(added) > asof) return [{ index, ref, problem: 'notYet', addedOn: dayOf(added) }]
    return []
  })
}

/** The documents of a list's members that the library holds, each once, in the order first named. */
export function memberDocuments(db: Db, refs: readonly string[]): { document: ListDocument; found: MemberDocument }[] {
  const seen = new Set<string>()
  return refs.flatMap((ref) => {
    const member = parseMemberRef(ref)
    if (!member) return []
    const path = listDocumentPath(member.document)
    if (seen.has(path)) return []
    seen.add(path)
    const found = memberDocument(db, member.document)
    return found ? [{ document: member.document, found }] : []
  })
}
