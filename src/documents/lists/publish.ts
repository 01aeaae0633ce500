/**
 * Publishing a visitor's list (issue 55, ADR 063): the one way a list enters the lists store, used
 * by the publishing route (app/routes/api/lists.ts) and by the demo loader for its example lists.
 * The request is read strictly: the title and the note are plain text within their lengths, the
 * members at most MAX_LIST_MEMBERS canonical references, each named once, each held by the library
 * and already in the collection on the day the list is pinned to (the day of publishing unless an
 * earlier one is chosen). Anything else is refused with every reason at once; nothing is stored.
 */
import * as v from 'valibot'
import {
  EARLIEST_LIST_DAY,
  LIST_ID,
  type ListContent,
  MAX_LIST_MEMBERS,
  MAX_LIST_NOTE,
  MAX_LIST_TITLE,
  type TextProblem,
  canonicalRef,
  isCalendarDay,
  textProblem,
  tidyNote,
  tidyTitle,
} from '../../domain/lists.ts'
import type { MemberProblem } from '../../domain/list-view.ts'
import { LOCALES } from '../../domain/locale.ts'
import type { ListsStore } from '../../store/lists.ts'

/**
 * What a publishing request may hold. The bounds here only keep a hostile body from costing much;
 * the list's own limits are checked after, so a list one member or one character over hears
 * exactly that (the server reads no body over 64 KB in any case).
 */
export const publishRequestSchema = v.object({
  title: v.pipe(v.string(), v.maxLength(65_536)),
  note: v.optional(v.pipe(v.string(), v.maxLength(65_536)), ''),
  asof: v.optional(v.pipe(v.string(), v.maxLength(64))),
  members: v.pipe(v.array(v.pipe(v.string(), v.maxLength(4096))), v.maxLength(65_536)),
  copiedFrom: v.optional(v.pipe(v.string(), v.maxLength(64))),
  locale: v.optional(v.picklist(LOCALES)),
})
/** A request as read, or as the demo loader writes one (the note may be left out). */
export type PublishRequest = v.InferInput<typeof publishRequestSchema>

/** A problem of the list as a whole (its title, note, date, size or provenance). */
export type ListProblem =
  | { field: 'title' | 'note'; problem: TextProblem; limit: number }
  | { field: 'members'; problem: 'none' | 'tooMany'; limit: number; count: number }
  | { field: 'asof'; problem: 'invalid' | 'future' | 'early'; limit: string }
  | { field: 'copiedFrom'; problem: 'unknown' }

export type PublishOutcome =
  | { kind: 'published'; id: string; created: boolean; content: ListContent }
  | { kind: 'refused'; problems: ListProblem[]; members: MemberProblem[] }

/** The list's own rules (everything but whether the library holds its members). */
export function readPublication(request: PublishRequest, today: string): { content: ListContent; problems: ListProblem[]; members: MemberProblem[] } {
  const problems: ListProblem[] = []
  const title = tidyTitle(request.title)
  const note = tidyNote(request.note ?? '')
  const titleProblem = textProblem(title, MAX_LIST_TITLE, true)
  if (titleProblem) problems.push({ field: 'title', problem: titleProblem, limit: MAX_LIST_TITLE })
  const noteProblem = textProblem(note, MAX_LIST_NOTE, false)
  if (noteProblem) problems.push({ field: 'note', problem: noteProblem, limit: MAX_LIST_NOTE })
  const asof = request.asof === undefined || request.asof === '' ? today : request.asof
  if (!isCalendarDay(asof)) problems.push({ field: 'asof', problem: 'invalid', limit: today })
  else if (asof > today) problems.push({ field: 'asof', problem: 'future', limit: today })
  else if (asof < EARLIEST_LIST_DAY) problems.push({ field: 'asof', problem: 'early', limit: EARLIEST_LIST_DAY })
  const count = request.members.length
  if (count === 0) problems.push({ field: 'members', problem: 'none', limit: MAX_LIST_MEMBERS, count })
  if (count > MAX_LIST_MEMBERS) problems.push({ field: 'members', problem: 'tooMany', limit: MAX_LIST_MEMBERS, count })
  const members: MemberProblem[] = []
  const refs = request.members.map((ref, index) => {
    const canonical = canonicalRef(ref)
    if (canonical === undefined) members.push({ index, ref: ref.slice(0, 200), problem: 'malformed' })
    return canonical ?? ref
  })
  return { content: { title, note, asof, members: refs }, problems, members }
}

export interface PublishContext {
  /** Today (UTC), the default collection date. */
  today: string
  now: Date
  store: ListsStore
  /** Why members cannot be published pinned to `asof` (src/documents/lists/resolve.ts checkMembers, on a thread). */
  check: (members: readonly string[], asof: string) => Promise<MemberProblem[]>
}

/** Publishes a list, or says every reason it cannot be published; the same content published again is the same list. */
export async function publishList(request: PublishRequest, context: PublishContext): Promise<PublishOutcome> {
  const { content, problems, members } = readPublication(request, context.today)
  const copiedFrom = request.copiedFrom === undefined || request.copiedFrom === '' ? null : request.copiedFrom
  if (copiedFrom !== null && (!LIST_ID.test(copiedFrom) || !context.store.has(copiedFrom))) problems.push({ field: 'copiedFrom', problem: 'unknown' })
  // The library is asked only about a list that is otherwise whole: a refused list costs no thread.
  if (problems.length > 0 || members.length > 0) return { kind: 'refused', problems, members }
  const found = await context.check(content.members, content.asof)
  if (found.length > 0) return { kind: 'refused', problems, members: found }
  const { id, created } = context.store.publish(content, copiedFrom, context.now)
  return { kind: 'published', id, created, content }
}
