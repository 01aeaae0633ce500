/**
 * Visitors' lists (issue 55, ADR 063): what a list holds and the rules it is published under, shared
 * by the browser (drafts kept in local storage), the publishing route and the lists store.
 *
 * A member is named by the permanent link of what it is (src/domain/permalink.ts), never by a
 * store's row number, so a list survives every re-import:
 *
 *   /periodicals/{id}/{date[-eN]}                              an issue        /items/{id}    an item
 *   {document}/units/{the unit's id in its source}             an article or other unit
 *   {document}/pages/{n}                                       a page
 *   {document}/pages/{n}/{x},{y},{width},{height}              a region of a page (0..10000, as `region=`)
 *
 * A published list is its canonical content (members in order, title, note, the collection date it is
 * pinned to) and its id is that content hashed (src/store/lists.ts), so the same list pinned to the
 * same day is one list and no published list can change.
 */
import { type PageRegion, SCALE } from './page-region.ts'
import { issueSegment, parseIssueSegment } from './issue-path.ts'
import { MAX_ID_LENGTH } from './limits.ts'

/** At most this many members in one list. */
export const MAX_LIST_MEMBERS = 500
/** A title's and a note's length, in characters (code points), after their spaces are tidied. */
export const MAX_LIST_TITLE = 200
export const MAX_LIST_NOTE = 2000
/** The earliest day a list may be pinned to: no collection is older. */
export const EARLIEST_LIST_DAY = '1990-01-01'
/** A list's id: 26 letters and digits of base32, 130 bits of its content's SHA-256. */
export const LIST_ID = /^[a-z2-7]{26}$/
/** The version of the canonical form, part of what is hashed. */
export const LIST_CONTENT_VERSION = 1

export type ListDocument = { kind: 'issue'; periodicalId: string; date: string; edition: number } | { kind: 'item'; id: string }

export type ListMember =
  | { kind: 'document'; document: ListDocument }
  | { kind: 'unit'; document: ListDocument; unit: string }
  | { kind: 'page'; document: ListDocument; page: number }
  | { kind: 'region'; document: ListDocument; region: PageRegion }

export type ListMemberKind = ListMember['kind']

const segment = (value: string) => encodeURIComponent(value)

function decoded(value: string | undefined): string | undefined {
  if (value === undefined) return undefined
  try {
    return decodeURIComponent(value)
  } catch {
    return undefined
  }
}

/** A document's path (its permanent link's path). */
export function listDocumentPath(document: ListDocument): string {
  return document.kind === 'issue'
    ? `/periodicals/${segment(document.periodicalId)}/${issueSegment(document.date, document.edition)}`
    : `/items/${segment(document.id)}`
}

/** A member's canonical reference: its path, each segment encoded one way only. */
export function memberRef(member: ListMember): string {
  const document = listDocumentPath(member.document)
  switch (member.kind) {
    case 'document':
      return document
    case 'unit':
      return `${document}/units/${segment(member.unit)}`
    case 'page':
      return `${document}/pages/${member.page}`
    case 'region': {
      const { page, x, y, width, height } = member.region
      return `${document}/pages/${page}/${[x, y, width, height].map((value) => Math.round(value)).join(',')}`
    }
  }
}

const NUMBER = /^\d{1,5}$/
const BOX = /^(\d{1,5}),(\d{1,5}),(\d{1,5}),(\d{1,5})$/

function parseTail(document: ListDocument, tail: readonly string[]): ListMember | undefined {
  if (tail.length === 0) return { kind: 'document', document }
  const [what, first, second, ...more] = tail
  if (more.length > 0) return undefined
  if (what === 'units' && first !== undefined && second === undefined) {
    const unit = decoded(first)
    return unit && unit.length <= MAX_ID_LENGTH ? { kind: 'unit', document, unit } : undefined
  }
  if (what !== 'pages' || first === undefined || !NUMBER.test(first)) return undefined
  const page = Number(first)
  if (page < 1) return undefined
  if (second === undefined) return { kind: 'page', document, page }
  const box = BOX.exec(second)
  if (!box) return undefined
  const [x = 0, y = 0, width = 0, height = 0] = box.slice(1).map(Number)
  if (width < 1 || height < 1 || x + width > SCALE || y + height > SCALE) return undefined
  return { kind: 'region', document, region: { page, x, y, width, height } }
}

/** A member from its reference; undefined when the text names none (any text is safe to give). */
export function parseMemberRef(ref: string): ListMember | undefined {
  if (ref.length > 1000 || !ref.startsWith('/')) return undefined
  const parts = ref.slice(1).split('/')
  const [root, ...rest] = parts
  if (root === 'periodicals') {
    const [periodical, issue, ...tail] = rest
    const periodicalId = decoded(periodical)
    const ref = issue === undefined ? undefined : parseIssueSegment(issue)
    if (!periodicalId || periodicalId.length > MAX_ID_LENGTH || !ref) return undefined
    return parseTail({ kind: 'issue', periodicalId, date: ref.date, edition: ref.edition }, tail)
  }
  if (root === 'items') {
    const [item, ...tail] = rest
    const id = decoded(item)
    if (!id || id.length > MAX_ID_LENGTH) return undefined
    return parseTail({ kind: 'item', id }, tail)
  }
  return undefined
}

/** The same reference written the one canonical way, or undefined. */
export function canonicalRef(ref: string): string | undefined {
  const member = parseMemberRef(ref)
  return member ? memberRef(member) : undefined
}

/** The page a member shows first: the region's or page's own, a unit's first (known only to the store), else the first. */
export function memberPage(member: ListMember): number | undefined {
  return member.kind === 'page' ? member.page : member.kind === 'region' ? member.region.page : undefined
}

// ---------------------------------------------------------------- the free text a visitor publishes

/** Control characters (a line break is allowed in a note) and the directional overrides that disguise text. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\uFFFE\uFFFF]/u
/** What reads as markup: a tag's opening (`<b`, `</`, `<!`, `<?`) or a character reference (`&lt;`, `&#60;`). */
const MARKUP = /<\s*[/!?a-zA-Z]|&(#\d+|#x[\da-fA-F]+|[a-zA-Z]{2,8});/

/** A title as kept: NFC, every run of spaces and line breaks one space, trimmed. */
export function tidyTitle(title: string): string {
  return title.normalize('NFC').replace(/[\s\u00a0]+/gu, ' ').trim()
}

/** A note as kept: NFC, line breaks as \n, spaces at line ends and more than one blank line removed, trimmed. */
export function tidyNote(note: string): string {
  return note
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(/[ \u00a0]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
}

/** Length in characters as a reader counts them (code points, not UTF-16 units). */
export function characters(text: string): number {
  return [...text].length
}

export type TextProblem = 'empty' | 'tooLong' | 'markup' | 'control'

/** What is wrong with a title or a note as the visitor typed it, or undefined. */
export function textProblem(text: string, max: number, required: boolean): TextProblem | undefined {
  if (required && text === '') return 'empty'
  if (characters(text) > max) return 'tooLong'
  if (CONTROL.test(text.replace(/\n/g, ''))) return 'control'
  if (MARKUP.test(text)) return 'markup'
  return undefined
}

/** A day YYYY-MM-DD that exists in the calendar. */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

// ---------------------------------------------------------------- the canonical content

export interface ListContent {
  title: string
  note: string
  /** The collection date the list is pinned to (YYYY-MM-DD, UTC). */
  asof: string
  /** Canonical member references, in order. */
  members: string[]
}

/**
 * The canonical form a list's id is the hash of: JSON with its keys in a fixed order and nothing
 * else (JSON.stringify writes a string one way only), the text already tidied.
 */
export function canonicalContent(content: ListContent): string {
  return JSON.stringify({ asof: content.asof, members: content.members, note: content.note, title: content.title, version: LIST_CONTENT_VERSION })
}

/** The content of a canonical form, or undefined when the text is not one (a store tampered with). */
export function parseCanonicalContent(text: string): ListContent | undefined {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return undefined
  }
  if (typeof value !== 'object' || value === null) return undefined
  const field = (key: string): unknown => Object.getOwnPropertyDescriptor(value, key)?.value
  const members = field('members')
  const [title, note, asof] = [field('title'), field('note'), field('asof')]
  if (typeof title !== 'string' || typeof note !== 'string' || typeof asof !== 'string' || !Array.isArray(members)) return undefined
  const refs = members.filter((member): member is string => typeof member === 'string')
  if (refs.length !== members.length || field('version') !== LIST_CONTENT_VERSION) return undefined
  const content = { title, note, asof, members: refs }
  // Only its own canonical form is one: the same content written otherwise would hash otherwise.
  return canonicalContent(content) === text ? content : undefined
}
