/**
 * OAI-PMH's arguments (src/documents/oai.ts says what the repository gives): the verbs and what each
 * takes, dates, sets, identifiers and resumption tokens, read from a request into a list's request.
 */
import * as v from 'valibot'
import { issuePath, parseIssueSegment } from '../../domain/issue-path.ts'
import { MAX_ID_LENGTH } from '../../domain/limits.ts'
import type { Db } from '../../store/db.ts'
import { type HarvestFilter, type HarvestRow, RECORD_KINDS, type RecordKey, type RecordKind } from '../../store/harvest.ts'
import { type MetadataPrefix, isMetadataPrefix } from '../oai-metadata.ts'

export interface OaiContext {
  db: Db | undefined
  origin: string
  adminEmail: string
  now: Date
  /** Records a page of ListRecords gives (ListIdentifiers gives five times as many). */
  pageSize: number
}

export const DEFAULT_OAI_PAGE_SIZE = 100
/** How long a resumption token is honoured. */
export const TOKEN_LIFETIME_MS = 24 * 60 * 60_000
/** Longer arguments name nothing this repository has. */
const MAX_ARGUMENT_LENGTH = 2000

const VERBS = {
  Identify: { required: [], optional: [], token: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], token: false },
  ListSets: { required: [], optional: [], token: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], token: false },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[]; token: boolean }>
export type Verb = keyof typeof VERBS

const isVerb = (value: string): value is Verb => Object.hasOwn(VERBS, value)

type ErrorCode = 'badArgument' | 'badResumptionToken' | 'badVerb' | 'cannotDisseminateFormat' | 'idDoesNotExist' | 'noRecordsMatch' | 'noMetadataFormats' | 'noSetHierarchy'

export class OaiError extends Error {
  readonly code: ErrorCode
  constructor(code: ErrorCode, message: string) {
    super(message)
    this.code = code
  }
}

const DOCUMENT_TYPES = ['newspaper', 'serial', 'book', 'manuscript', 'poster', 'postcard'] as const
const PERIODICAL_TYPES: readonly string[] = ['newspaper', 'serial']

/* ----------------------------------------------------------------- dates */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const SECOND = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})Z$/

/** A `from` or `until` as the protocol writes it (day or second granularity), as an inclusive bound on stored times. */
function parseBound(value: string, end: boolean): { bound: string; granularity: 'day' | 'second' } {
  const day = DAY.exec(value)
  const second = day ? undefined : SECOND.exec(value)
  const parts = day ?? second
  if (!parts) throw new OaiError('badArgument', `"${value}" is not a date the repository reads: YYYY-MM-DD or YYYY-MM-DDThh:mm:ssZ.`)
  const [year, month, date, hour = '00', minute = '00', sec = '00'] = parts.slice(1)
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0 to 99 as 1900 to 1999 (L5 of issue 48).
  const moment = new Date(0)
  moment.setUTCFullYear(Number(year), Number(month) - 1, Number(date))
  moment.setUTCHours(Number(hour), Number(minute), Number(sec), 0)
  const iso = Number.isFinite(moment.getTime()) ? moment.toISOString() : ''
  // 2026-02-30 rolls over to March: not a date.
  if (iso.slice(0, 19) !== `${year}-${month}-${date}T${hour}:${minute}:${sec}`) throw new OaiError('badArgument', `"${value}" is not a date.`)
  if (day) return { bound: end ? `${iso.slice(0, 10)}T23:59:59.999Z` : iso, granularity: 'day' }
  return { bound: end ? `${iso.slice(0, 19)}.999Z` : iso, granularity: 'second' }
}

/** A stored time as a datestamp (second granularity). */
export const datestamp = (time: string) => `${time.slice(0, 19)}Z`

/* ------------------------------------------------------------------ sets */

const SET_CHARACTER = /^[A-Za-z0-9\-_.!*'()]$/
const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/

/** A periodical id in a setSpec: characters setSpec cannot hold (and `~`) as `~` and two hex digits per UTF-8 byte. */
export function setOfPeriodical(id: string): string {
  let out = ''
  for (const character of id) {
    if (SET_CHARACTER.test(character)) out += character
    else for (const byte of new TextEncoder().encode(character)) out += `~${byte.toString(16).padStart(2, '0')}`
  }
  return `periodical:${out}`
}

export function periodicalOfSet(encoded: string): string | undefined {
  const bytes: number[] = []
  for (let index = 0; index < encoded.length; index += 1) {
    const character = encoded[index] ?? ''
    if (character !== '~') {
      bytes.push(...new TextEncoder().encode(character))
      continue
    }
    const hex = encoded.slice(index + 1, index + 3)
    if (!/^[0-9a-f]{2}$/.test(hex)) return undefined
    bytes.push(Number.parseInt(hex, 16))
    index += 2
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(bytes))
  } catch {
    return undefined
  }
}

export interface Selection {
  kinds: RecordKind[]
  filter: HarvestFilter
}

/** What a setSpec selects; undefined for a set this repository does not have. */
export function selectionOf(set: string | undefined): Selection | undefined {
  if (set === undefined || set === 'type') return { kinds: [...RECORD_KINDS], filter: {} }
  if (set === 'periodical') return { kinds: ['periodical', 'issue'], filter: {} }
  const [top, rest, ...more] = set.split(':')
  if (more.length > 0 || rest === undefined) return undefined
  if (top === 'type') {
    const type = DOCUMENT_TYPES.find((candidate) => candidate === rest)
    if (!type) return undefined
    return { kinds: PERIODICAL_TYPES.includes(type) ? ['periodical', 'issue'] : ['item'], filter: { docType: type } }
  }
  if (top === 'periodical') {
    const id = periodicalOfSet(rest)
    return id === undefined || id.length > MAX_ID_LENGTH ? undefined : { kinds: ['periodical', 'issue'], filter: { periodicalId: id } }
  }
  return undefined
}

export function setsOf(row: HarvestRow): string[] {
  return row.kind === 'item' ? [`type:${row.docType}`] : [`type:${row.docType}`, setOfPeriodical(row.periodicalId)]
}

/* ----------------------------------------------------------- identifiers */

function host(origin: string): string {
  return new URL(origin).hostname
}

export function identifierOf(origin: string, key: RecordKey): string {
  const prefix = `oai:${host(origin)}:`
  if (key.kind === 'item') return `${prefix}items/${encodeURIComponent(key.itemId)}`
  if (key.kind === 'periodical') return `${prefix}periodicals/${encodeURIComponent(key.periodicalId)}`
  return `${prefix}${issuePath(key.periodicalId, key.date, key.edition).slice(1)}`
}

export function keyOfIdentifier(origin: string, identifier: string): RecordKey | undefined {
  const prefix = `oai:${host(origin)}:`
  if (!identifier.startsWith(prefix)) return undefined
  let segments: string[]
  try {
    segments = identifier.slice(prefix.length).split('/').map(decodeURIComponent)
  } catch {
    return undefined
  }
  const [top, id = '', segment, ...more] = segments
  if (more.length > 0 || id === '' || id.length > MAX_ID_LENGTH) return undefined
  if (top === 'items' && segment === undefined) return { kind: 'item', periodicalId: '', date: '', edition: 0, itemId: id }
  if (top !== 'periodicals') return undefined
  if (segment === undefined) return { kind: 'periodical', periodicalId: id, date: '', edition: 0, itemId: '' }
  const ref = parseIssueSegment(segment)
  return ref ? { kind: 'issue', periodicalId: id, date: ref.date, edition: ref.edition, itemId: '' } : undefined
}

/* ---------------------------------------------------------------- tokens */

const tokenSchema = v.object({
  /** The verb the token continues. */
  verb: v.picklist(['ListIdentifiers', 'ListRecords']),
  prefix: v.string(),
  set: v.optional(v.pipe(v.string(), v.maxLength(MAX_ARGUMENT_LENGTH))),
  from: v.optional(v.string()),
  until: v.optional(v.string()),
  /** The snapshot: the store's newest batch or purge time when the harvest began. */
  snapshot: v.string(),
  /** The last record given: [kind, periodical, date, edition, item]. */
  after: v.tuple([v.picklist(RECORD_KINDS), v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)), v.string(), v.number(), v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH))]),
  given: v.pipe(v.number(), v.integer(), v.minValue(0)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  expires: v.number(),
})
export type Token = v.InferOutput<typeof tokenSchema>

export function encodeToken(token: Token): string {
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url')
}

export function decodeToken(text: string, now: Date): Token {
  const bad = (why: string) => new OaiError('badResumptionToken', `The resumption token ${why}.`)
  if (text.length > MAX_ARGUMENT_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) throw bad('is not one this repository gave')
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
  } catch {
    throw bad('is not one this repository gave')
  }
  const parsed = v.safeParse(tokenSchema, value)
  if (!parsed.success) throw bad('is not one this repository gave')
  if (parsed.output.expires < now.getTime()) throw bad(`expired at ${datestamp(new Date(parsed.output.expires).toISOString())}: start the list again`)
  return parsed.output
}

/* ------------------------------------------------------------- requests */

export interface ListRequest {
  prefix: MetadataPrefix
  set: string | undefined
  selection: Selection
  from: string | undefined
  until: string | undefined
  snapshot: string
}

export interface Arguments {
  verb: Verb
  values: Map<string, string>
}

export function readArguments(query: string): Arguments {
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query)
  const verbs = params.getAll('verb')
  const verb = verbs[0]
  if (verbs.length !== 1 || verb === undefined || !isVerb(verb)) {
    throw new OaiError('badVerb', verbs.length > 1 ? 'The verb is given more than once.' : verb === undefined ? 'No verb is given.' : 'That is not an OAI-PMH verb.')
  }
  const spec = VERBS[verb]
  const allowed: readonly string[] = ['verb', ...spec.required, ...spec.optional, ...(spec.token ? ['resumptionToken'] : [])]
  const values = new Map<string, string>()
  for (const [key, value] of params) {
    if (!allowed.includes(key)) throw new OaiError('badArgument', `${verb} does not take the argument "${key.slice(0, 100)}".`)
    if (values.has(key)) throw new OaiError('badArgument', `The argument "${key}" is given more than once.`)
    if (value.length > MAX_ARGUMENT_LENGTH) throw new OaiError('badArgument', `The argument "${key}" is longer than ${MAX_ARGUMENT_LENGTH} characters.`)
    // An empty argument is an argument with a bad value, not one left out (issue 48, L5).
    if (value === '' && key === 'resumptionToken') throw new OaiError('badResumptionToken', 'The resumption token is empty.')
    if (value === '' && key !== 'verb') throw new OaiError('badArgument', `The argument "${key}" is empty.`)
    if (key !== 'verb') values.set(key, value)
    else if (value !== verb) throw new OaiError('badVerb', 'That is not an OAI-PMH verb.')
  }
  if (values.has('resumptionToken')) {
    if (values.size > 1) throw new OaiError('badArgument', 'A resumption token is the only argument that may come with the verb.')
    return { verb, values }
  }
  for (const key of spec.required) if (!values.has(key)) throw new OaiError('badArgument', `${verb} needs the argument "${key}".`)
  return { verb, values }
}

export function listRequestOf(values: Map<string, string>, snapshot: string | undefined): ListRequest {
  const prefixText = values.get('metadataPrefix') ?? ''
  const from = values.get('from')
  const until = values.get('until')
  const fromBound = from === undefined ? undefined : parseBound(from, false)
  const untilBound = until === undefined ? undefined : parseBound(until, true)
  if (fromBound && untilBound && fromBound.granularity !== untilBound.granularity) throw new OaiError('badArgument', '"from" and "until" must have the same granularity.')
  if (fromBound && untilBound && fromBound.bound > untilBound.bound) throw new OaiError('badArgument', '"from" is later than "until".')
  const set = values.get('set')
  if (set !== undefined && !SET_SPEC.test(set)) throw new OaiError('badArgument', 'That is not a setSpec.')
  if (!isMetadataPrefix(prefixText)) throw new OaiError('cannotDisseminateFormat', 'The repository gives oai_dc, mods and marc21 (title records).')
  const selection = selectionOf(set)
  if (snapshot === undefined) throw new OaiError(set === undefined ? 'noRecordsMatch' : 'noSetHierarchy', set === undefined ? 'The repository holds no records yet.' : 'The repository holds no records, and so no sets, yet.')
  if (!selection) throw new OaiError('noRecordsMatch', 'The repository has no such set (ListSets names them).')
  return {
    prefix: prefixText,
    set,
    selection: prefixText === 'marc21' ? { kinds: selection.kinds.filter((kind) => kind === 'periodical'), filter: selection.filter } : selection,
    from: fromBound?.bound,
    until: untilBound?.bound,
    snapshot,
  }
}
