/**
 * OAI-PMH 2.0 at /oai (issue 37, ADR 035), answered on the search threads as a document job.
 *
 * Records are the library's periodicals (their titles), issues and items, identified as
 * `oai:{host}:{path of the permanent link}` and listed in one stable order (kind, then the
 * record's key). Datestamps are the batches' times (src/store/harvest.ts). Sets: `type` and
 * `type:{newspaper|serial|book|manuscript|poster|postcard}`, `periodical` and `periodical:{id}`.
 * Formats: `oai_dc` and `mods` for every record, `marc21` for a periodical whose MARC title record
 * was imported. Deleted records are persistent (the purge's tombstones).
 *
 * A list is pinned to the store as it was when the harvest began: its resumption tokens carry
 * the newest batch or purge time then (the snapshot) and the key of the last record given, and
 * the next page reads the records after that key. Keys never move, so no record is given twice;
 * a record of the snapshot that an import changed, or a purge removed, between two pages is given
 * as it is now (its new version, or deleted), never left out; what was added after the snapshot
 * waits for the next harvest. Protocol errors are answered with HTTP 200, as the protocol says
 * (3.6: its errors are not HTTP errors), with the right code; nothing a request sends is a 500.
 */
import * as v from 'valibot'
import { issuePath, parseIssueSegment, shownDate } from '../domain/issue-path.ts'
import { typeLabel } from '../domain/labels.ts'
import { MAX_ID_LENGTH } from '../domain/limits.ts'
import { alsoKnownAs, issuePermalink, itemPermalink, periodicalPermalink } from '../domain/permalink.ts'
import { RIGHTS, rightsOf } from '../domain/rights.ts'
import { xml } from '../domain/seo.ts'
import { matchTitleRecord } from '../ingest/formats/marc/read.ts'
import type { MarcRecord } from '../ingest/types.ts'
import type { Db } from '../store/db.ts'
import {
  type HarvestFilter,
  type HarvestRow,
  RECORD_KINDS,
  type RecordKey,
  type RecordKind,
  compareKeys,
  deletedPeriodicals,
  deletedRows,
  findRecord,
  liveRows,
  periodicalSets,
  periodicalTimes,
  storeTimes,
  titleRecordRows,
  typesWithRecords,
} from '../store/harvest.ts'
import { demoBatches, isDemoDocument, isDemoPeriodical } from '../store/demo.ts'
import { issueHead, itemHead } from '../store/issues.ts'
import { getPeriodical } from '../store/library.ts'
import type { DocumentAnswer } from './answer.ts'
import { demoMarks } from './demo-mark.ts'
import { type DescribedRecord, METADATA_FORMATS, type MetadataPrefix, describedMetadata, isMetadataPrefix, marcXml } from './oai-metadata.ts'
import { translations } from './translations.ts'

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
/** Rows read at a time while a page looks for its records. */
const CHUNK = 500

const VERBS = {
  Identify: { required: [], optional: [], token: false },
  ListMetadataFormats: { required: [], optional: ['identifier'], token: false },
  ListSets: { required: [], optional: [], token: true },
  GetRecord: { required: ['identifier', 'metadataPrefix'], optional: [], token: false },
  ListIdentifiers: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
  ListRecords: { required: ['metadataPrefix'], optional: ['from', 'until', 'set'], token: true },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[]; token: boolean }>
type Verb = keyof typeof VERBS

const isVerb = (value: string): value is Verb => Object.hasOwn(VERBS, value)

type ErrorCode = 'badArgument' | 'badResumptionToken' | 'badVerb' | 'cannotDisseminateFormat' | 'idDoesNotExist' | 'noRecordsMatch' | 'noMetadataFormats' | 'noSetHierarchy'

class OaiError extends Error {
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
const datestamp = (time: string) => `${time.slice(0, 19)}Z`

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

interface Selection {
  kinds: RecordKind[]
  filter: HarvestFilter
}

/** What a setSpec selects; undefined for a set this repository does not have. */
function selectionOf(set: string | undefined): Selection | undefined {
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

function setsOf(row: HarvestRow): string[] {
  return row.kind === 'item' ? [`type:${row.docType}`] : [`type:${row.docType}`, setOfPeriodical(row.periodicalId)]
}

/* ----------------------------------------------------------- identifiers */

function host(origin: string): string {
  return new URL(origin).hostname
}

function identifierOf(origin: string, key: RecordKey): string {
  const prefix = `oai:${host(origin)}:`
  if (key.kind === 'item') return `${prefix}items/${encodeURIComponent(key.itemId)}`
  if (key.kind === 'periodical') return `${prefix}periodicals/${encodeURIComponent(key.periodicalId)}`
  return `${prefix}${issuePath(key.periodicalId, key.date, key.edition).slice(1)}`
}

function keyOfIdentifier(origin: string, identifier: string): RecordKey | undefined {
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
type Token = v.InferOutput<typeof tokenSchema>

function encodeToken(token: Token): string {
  return Buffer.from(JSON.stringify(token), 'utf8').toString('base64url')
}

function decodeToken(text: string, now: Date): Token {
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

/* ---------------------------------------------------------------- records */

interface TitleMarc {
  record: { controlNumber?: string; issn?: string; title: string }
  marc: MarcRecord | undefined
  stamp: string
}

const titleRecordSchema = v.object({
  controlNumber: v.optional(v.string()),
  issn: v.optional(v.string()),
  title: v.string(),
  marc: v.optional(
    v.object({
      leader: v.optional(v.string()),
      fields: v.array(v.union([v.strictTuple([v.string(), v.string()]), v.strictTuple([v.string(), v.string(), v.string(), v.array(v.strictTuple([v.string(), v.string()]))])])),
    }),
  ),
})

/** The store's title records with their MARC, read once per open store. */
const titleRecordsOf = new WeakMap<Db, TitleMarc[]>()

function titleRecords(db: Db): TitleMarc[] {
  const known = titleRecordsOf.get(db)
  if (known) return known
  const records = titleRecordRows(db).flatMap((row) => {
    let data: unknown
    try {
      data = JSON.parse(row.data)
    } catch {
      return []
    }
    const parsed = v.safeParse(titleRecordSchema, data)
    if (!parsed.success) return []
    const { marc, ...record } = parsed.output
    return [{ record, marc, stamp: row.stamp }]
  })
  titleRecordsOf.set(db, records)
  return records
}

/** The title records that describe a periodical, as the importer merges them (src/ingest/marc.ts). */
function recordsOfPeriodical(db: Db, periodical: { id: string; title: string; issn: string | null }): TitleMarc[] {
  return titleRecords(db).filter((entry) => matchTitleRecord(entry.record, { id: periodical.id, title: periodical.title, issn: periodical.issn ?? undefined }))
}

interface PeriodicalFacts {
  stamp: string
  marc: MarcRecord | undefined
}

/** A periodical's datestamp (raised by the title records merged onto it) and its MARC record, once per open store. */
const periodicalFactsOf = new WeakMap<Db, Map<string, PeriodicalFacts>>()

function periodicalFacts(db: Db, id: string): PeriodicalFacts | undefined {
  let facts = periodicalFactsOf.get(db)
  if (!facts) {
    facts = new Map()
    periodicalFactsOf.set(db, facts)
  }
  const known = facts.get(id)
  if (known) return known
  const times = periodicalTimes(db).get(id)
  const periodical = db.prepare<[string], { id: string; title: string; issn: string | null }>('SELECT id, title, issn FROM periodical WHERE id = ?').get(id)
  if (!times || !periodical) return undefined
  const records = recordsOfPeriodical(db, periodical)
  const stamp = records.reduce((latest, entry) => (entry.stamp > latest ? entry.stamp : latest), times.stamp)
  const made = { stamp, marc: records.find((entry) => entry.marc !== undefined)?.marc }
  facts.set(id, made)
  return made
}

/** A live periodical's row with its datestamp raised by its title records. */
function withTitleStamp(db: Db, row: HarvestRow): HarvestRow {
  if (row.kind !== 'periodical' || row.deleted) return row
  const facts = periodicalFacts(db, row.periodicalId)
  return facts ? { ...row, stamp: facts.stamp } : row
}

/** Whether the record can be given in the format: MARCXML only for titles with a MARC record (and a deleted title's header). */
function disseminates(db: Db, row: HarvestRow, prefix: MetadataPrefix): boolean {
  if (prefix !== 'marc21') return true
  if (row.kind !== 'periodical') return false
  return row.deleted || periodicalFacts(db, row.periodicalId)?.marc !== undefined
}

/** A record of the demonstration collection says so, in every language (issue 51); a real one does not. */
function describe(context: OaiContext & { db: Db }, row: HarvestRow): DescribedRecord | undefined {
  const record = describeRecord(context, row)
  return record && isDemoRow(context.db, row) ? { ...record, notes: demoMarks() } : record
}

function isDemoRow(db: Db, row: HarvestRow): boolean {
  if (row.kind === 'periodical') return isDemoPeriodical(db, row.periodicalId)
  if (row.kind === 'issue') return isDemoDocument(db, { kind: 'issue', periodicalId: row.periodicalId, date: row.date, edition: row.edition })
  return isDemoDocument(db, { kind: 'item', id: row.itemId })
}

function describeRecord(context: OaiContext & { db: Db }, row: HarvestRow): DescribedRecord | undefined {
  const { db, origin, now } = context
  const identifier = identifierOf(origin, row)
  if (row.kind === 'periodical') {
    const periodical = getPeriodical(db, row.periodicalId)
    if (!periodical) return undefined
    const lastYear = periodical.lastDate ? Number(periodical.lastDate.slice(0, 4)) : null
    return {
      kind: 'periodical',
      docType: periodical.type,
      title: periodical.title,
      creators: [],
      publishers: periodical.publishers,
      date: null,
      dateRange: { start: periodical.firstDate ? Number(periodical.firstDate.slice(0, 4)) : null, end: lastYear },
      period: periodical.period,
      languages: periodical.languages,
      description: periodical.description,
      issn: periodical.issn,
      permalink: periodicalPermalink(origin, periodical.id),
      ...optional('alsoKnownAs', alsoKnownAs(periodical.permalink, origin)),
      iiif: `${origin}/iiif/periodicals/${encodeURIComponent(periodical.id)}/collection`,
      rights: RIGHTS[rightsOf(lastYear, now)],
      earlierTitles: periodical.earlierTitles.map((entry) => entry.title),
      laterTitles: periodical.laterTitles.map((entry) => entry.title),
      identifier,
    }
  }
  if (row.kind === 'issue') {
    const issue = issueHead(db, row.periodicalId, row.date, row.edition)
    const periodical = getPeriodical(db, row.periodicalId)
    if (!issue || !periodical) return undefined
    const date = shownDate(issue.date, issue.datePrecision)
    return {
      kind: 'issue',
      docType: periodical.type,
      title: `${periodical.title}, ${date}${issue.edition > 1 ? ` (${issue.edition})` : ''}`,
      host: { title: periodical.title, permalink: periodicalPermalink(origin, periodical.id), issn: periodical.issn },
      creators: [],
      publishers: periodical.publishers,
      date,
      number: issue.number,
      edition: issue.edition,
      languages: issue.languages,
      permalink: issuePermalink(origin, periodical.id, issue.date, issue.edition),
      ...optional('alsoKnownAs', alsoKnownAs(issue.permalink, origin)),
      iiif: `${origin}/iiif${issuePath(periodical.id, issue.date, issue.edition)}/manifest`,
      rights: RIGHTS[rightsOf(Number(issue.date.slice(0, 4)), now)],
      identifier,
    }
  }
  const item = itemHead(db, row.itemId)
  if (!item) return undefined
  return {
    kind: 'item',
    docType: item.type,
    title: item.title,
    creators: item.authors,
    publishers: item.publisher ? [item.publisher] : [],
    date: item.date,
    languages: item.languages,
    extent: item.physicalDescription,
    permalink: itemPermalink(origin, item.id),
    ...optional('alsoKnownAs', alsoKnownAs(item.permalink, origin)),
    iiif: `${origin}/iiif/items/${encodeURIComponent(item.id)}/manifest`,
    rights: RIGHTS[rightsOf(item.date ? Number(item.date.slice(0, 4)) : null, now)],
    identifier,
  }
}

function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  const out: { [P in K]?: string } = {}
  if (value !== undefined) out[key] = value
  return out
}

function header(context: OaiContext, row: HarvestRow): string {
  const sets = setsOf(row)
    .map((set) => `<setSpec>${xml(set)}</setSpec>`)
    .join('')
  return `<header${row.deleted ? ' status="deleted"' : ''}><identifier>${xml(identifierOf(context.origin, row))}</identifier><datestamp>${datestamp(row.stamp)}</datestamp>${sets}</header>`
}

function recordXml(context: OaiContext & { db: Db }, row: HarvestRow, prefix: MetadataPrefix): string {
  if (row.deleted) return `<record>${header(context, row)}</record>`
  let metadata: string | undefined
  if (prefix === 'marc21') {
    const marc = row.kind === 'periodical' ? periodicalFacts(context.db, row.periodicalId)?.marc : undefined
    metadata = marc ? marcXml(marc) : undefined
  } else {
    const described = describe(context, row)
    metadata = described ? describedMetadata(prefix, described) : undefined
  }
  // A record gone between the listing and its reading (the store was swapped) is given as its header only.
  return `<record>${header(context, row)}${metadata ? `<metadata>${metadata}</metadata>` : ''}</record>`
}

/* ------------------------------------------------------------------ lists */

interface ListRequest {
  prefix: MetadataPrefix
  set: string | undefined
  selection: Selection
  from: string | undefined
  until: string | undefined
  snapshot: string
}

/** Whether a record belongs to the list pinned at `snapshot` (the module's comment says why each case). */
function belongs(request: ListRequest, row: HarvestRow): boolean {
  const inWindow = (time: string) => (request.from === undefined || time >= request.from) && (request.until === undefined || time <= request.until)
  if (row.stamp <= request.snapshot) return inWindow(row.stamp)
  // Changed (or purged) since the snapshot: given if it was there then, within the window's end.
  const end = request.until !== undefined && request.until < request.snapshot ? request.until : request.snapshot
  return row.addedAt === null || row.addedAt <= end
}

/**
 * The records of the list after `after`, up to `limit`, and whether more follow. Live rows and
 * tombstones are read side by side in key order, a chunk at a time; a key with both (a record
 * imported again after a purge) is one record, the live one.
 */
function listPage(db: Db, request: ListRequest, after: RecordKey | undefined, limit: number): { rows: HarvestRow[]; more: boolean } {
  const rows: HarvestRow[] = []
  let cursor = after
  for (const kind of request.selection.kinds) {
    if (cursor && RECORD_KINDS.indexOf(cursor.kind) > RECORD_KINDS.indexOf(kind)) continue
    for (;;) {
      const live = liveRows(db, kind, cursor, request.selection.filter, CHUNK).map((row) => withTitleStamp(db, row))
      const dead = deletedRows(db, kind, cursor, request.selection.filter, CHUNK)
      const lastOf = (list: HarvestRow[]) => (list.length === CHUNK ? list.at(-1) : undefined)
      const ends = [lastOf(live), lastOf(dead)].filter((row): row is HarvestRow => row !== undefined)
      const boundary = ends.length === 0 ? undefined : ends.reduce((low, row) => (compareKeys(row, low) < 0 ? row : low))
      const merged = [...live, ...dead].filter((row) => !boundary || compareKeys(row, boundary) <= 0).sort((a, b) => compareKeys(a, b) || Number(a.deleted) - Number(b.deleted))
      for (let index = 0; index < merged.length; index += 1) {
        const row = merged[index]
        if (!row) continue
        const twin = merged[index + 1]
        const pair = twin && compareKeys(twin, row) === 0 ? twin : undefined
        if (pair) index += 1
        const included = (belongs(request, row) || (pair !== undefined && belongs(request, pair))) && disseminates(db, row, request.prefix)
        if (!included) continue
        if (rows.length === limit) return { rows, more: true }
        rows.push(row)
      }
      if (!boundary) break
      cursor = boundary
    }
    cursor = undefined
  }
  return { rows, more: false }
}

/** How many records the list holds, counted as its first page is given (the store is then the snapshot). */
function listSize(db: Db, request: ListRequest): number {
  let size = 0
  let after: RecordKey | undefined
  for (;;) {
    const page = listPage(db, request, after, 5000)
    size += page.rows.length
    const last = page.rows.at(-1)
    if (!page.more || !last) return size
    after = last
  }
}

/* --------------------------------------------------------------- answers */

interface Arguments {
  verb: Verb
  values: Map<string, string>
}

function readArguments(query: string): Arguments {
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

function listRequestOf(values: Map<string, string>, snapshot: string | undefined): ListRequest {
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

function answerList(context: OaiContext & { db: Db }, verb: 'ListIdentifiers' | 'ListRecords', values: Map<string, string>): { body: string; attributes: Map<string, string> } {
  const { db, now } = context
  const tokenText = values.get('resumptionToken')
  let request: ListRequest
  let after: RecordKey | undefined
  let given = 0
  let size: number
  if (tokenText !== undefined) {
    const token = decodeToken(tokenText, now)
    if (token.verb !== verb) throw new OaiError('badResumptionToken', `The resumption token continues ${token.verb}, not ${verb}.`)
    const selection = selectionOf(token.set)
    if (!isMetadataPrefix(token.prefix) || !selection) throw new OaiError('badResumptionToken', 'The resumption token is not one this repository gave.')
    request = {
      prefix: token.prefix,
      set: token.set,
      selection: token.prefix === 'marc21' ? { kinds: selection.kinds.filter((kind) => kind === 'periodical'), filter: selection.filter } : selection,
      from: token.from,
      until: token.until,
      snapshot: token.snapshot,
    }
    const [kind, periodicalId, date, edition, itemId] = token.after
    after = { kind, periodicalId, date, edition, itemId }
    given = token.given
    size = token.size
  } else {
    request = listRequestOf(values, storeTimes(db).latest)
    size = listSize(db, request)
  }
  const limit = verb === 'ListRecords' ? context.pageSize : context.pageSize * 5
  const page = listPage(db, request, after, limit)
  if (page.rows.length === 0) {
    // Only a first page can be empty: a token is given only when a record follows, and a record of the snapshot stays in it.
    if (tokenText !== undefined) throw new OaiError('badResumptionToken', 'The list this token continues has no more records.')
    throw new OaiError('noRecordsMatch', 'No record matches these arguments.')
  }
  const items = page.rows.map((row) => (verb === 'ListRecords' ? recordXml(context, row, request.prefix) : header(context, row))).join('')
  const last = page.rows.at(-1)
  let resumption = ''
  if (page.more && last) {
    const token: Token = {
      verb,
      prefix: request.prefix,
      ...(request.set === undefined ? {} : { set: request.set }),
      ...(request.from === undefined ? {} : { from: request.from }),
      ...(request.until === undefined ? {} : { until: request.until }),
      snapshot: request.snapshot,
      after: [last.kind, last.periodicalId, last.date, last.edition, last.itemId],
      given: given + page.rows.length,
      size,
      expires: now.getTime() + TOKEN_LIFETIME_MS,
    }
    const expires = datestamp(new Date(token.expires).toISOString())
    resumption = `<resumptionToken expirationDate="${expires}" completeListSize="${size}" cursor="${given}">${encodeToken(token)}</resumptionToken>`
  } else if (tokenText !== undefined) {
    // The last page of a list that had more than one: an empty token says the list is complete.
    resumption = `<resumptionToken completeListSize="${size}" cursor="${given}"/>`
  }
  return { body: `<${verb}>${items}${resumption}</${verb}>`, attributes: values }
}

/**
 * A repository holding the demonstration collection says so in Identify (issue 51): a Dublin Core
 * description, the container the protocol allows for it, in every language.
 */
function demoDescription(name: string): string {
  const notes = demoMarks()
    .map((note) => `<dc:description xml:lang="${note.locale}">${xml(note.text)}</dc:description>`)
    .join('')
  return (
    `<description><oai_dc:dc xmlns:oai_dc="${METADATA_FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${METADATA_FORMATS.oai_dc.namespace} ${METADATA_FORMATS.oai_dc.schema}"><dc:title>${xml(name)}</dc:title>${notes}</oai_dc:dc></description>`
  )
}

function answerIdentify(context: OaiContext): string {
  const LL = translations('en')
  const times = context.db ? storeTimes(context.db) : { earliest: undefined }
  const name = `${LL.site.institution()}, ${LL.site.project()}`
  return (
    `<Identify><repositoryName>${xml(name)}</repositoryName>` +
    `<baseURL>${xml(`${context.origin}/oai`)}</baseURL><protocolVersion>2.0</protocolVersion>` +
    `<adminEmail>${xml(context.adminEmail)}</adminEmail>` +
    `<earliestDatestamp>${datestamp(times.earliest ?? context.now.toISOString())}</earliestDatestamp>` +
    `<deletedRecord>persistent</deletedRecord><granularity>YYYY-MM-DDThh:mm:ssZ</granularity>` +
    `${context.db && demoBatches(context.db).size > 0 ? demoDescription(name) : ''}</Identify>`
  )
}

function answerFormats(context: OaiContext, values: Map<string, string>): string {
  let prefixes: MetadataPrefix[] = ['oai_dc', 'mods', 'marc21']
  const identifier = values.get('identifier')
  if (identifier !== undefined) {
    const row = context.db ? rowOfIdentifier(context.db, context.origin, identifier) : undefined
    if (!row || !context.db) throw new OaiError('idDoesNotExist', 'The repository has no record with that identifier.')
    const db = context.db
    prefixes = prefixes.filter((prefix) => prefix !== 'marc21' || (row.kind === 'periodical' && disseminates(db, row, prefix)))
  }
  const formats = prefixes
    .map(
      (prefix) =>
        `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${METADATA_FORMATS[prefix].schema}</schema><metadataNamespace>${METADATA_FORMATS[prefix].namespace}</metadataNamespace></metadataFormat>`,
    )
    .join('')
  return `<ListMetadataFormats>${formats}</ListMetadataFormats>`
}

function rowOfIdentifier(db: Db, origin: string, identifier: string): HarvestRow | undefined {
  const key = keyOfIdentifier(origin, identifier)
  const row = key ? findRecord(db, key) : undefined
  return row ? withTitleStamp(db, row) : undefined
}

function answerGetRecord(context: OaiContext, values: Map<string, string>): string {
  const prefix = values.get('metadataPrefix') ?? ''
  const identifier = values.get('identifier') ?? ''
  const db = context.db
  const row = db ? rowOfIdentifier(db, context.origin, identifier) : undefined
  if (!db || !row) throw new OaiError('idDoesNotExist', 'The repository has no record with that identifier.')
  if (!isMetadataPrefix(prefix)) throw new OaiError('cannotDisseminateFormat', 'The repository gives oai_dc, mods and marc21 (title records).')
  if (!disseminates(db, row, prefix)) throw new OaiError('cannotDisseminateFormat', 'This record has no MARC record: ask for oai_dc or mods.')
  return `<GetRecord>${recordXml({ ...context, db }, row, prefix)}</GetRecord>`
}

function answerSets(context: OaiContext, values: Map<string, string>): string {
  if (values.has('resumptionToken')) throw new OaiError('badResumptionToken', 'ListSets is given whole: it has no resumption tokens.')
  const db = context.db
  const types = db ? typesWithRecords(db) : []
  if (!db || types.length === 0) throw new OaiError('noSetHierarchy', 'The repository holds no records, and so no sets, yet.')
  const LL = translations('en')
  const set = (spec: string, name: string) => `<set><setSpec>${xml(spec)}</setSpec><setName>${xml(name)}</setName></set>`
  const live = periodicalSets(db)
  const gone = deletedPeriodicals(db).filter((entry) => !live.some((periodical) => periodical.id === entry.id))
  return `<ListSets>${[
    set('type', 'Document types'),
    ...types.map((type) => set(`type:${type}`, typeLabel(LL, type))),
    set('periodical', 'Periodicals'),
    ...live.map((periodical) => set(setOfPeriodical(periodical.id), periodical.title)),
    ...gone.map((periodical) => set(setOfPeriodical(periodical.id), periodical.id)),
  ].join('')}</ListSets>`
}

function envelope(context: OaiContext, request: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    // Opened in a browser, the answer reads as a page (./oai-stylesheet.ts); harvesters ignore it.
    '<?xml-stylesheet type="text/xsl" href="/oai.xsl"?>\n' +
    '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">' +
    `<responseDate>${datestamp(context.now.toISOString())}</responseDate>${request}${body}</OAI-PMH>\n`
  )
}

function requestElement(context: OaiContext, attributes: Map<string, string> | undefined, verb: Verb | undefined): string {
  const base = xml(`${context.origin}/oai`)
  if (!attributes || !verb) return `<request>${base}</request>`
  const attrs = [['verb', verb], ...attributes].map(([key, value]) => ` ${key}="${xml(value ?? '')}"`).join('')
  return `<request${attrs}>${base}</request>`
}

const XML_TYPE = 'text/xml; charset=utf-8'

/** Answers an OAI-PMH request (its arguments as a query string, from the URL or a POSTed form). */
export function answerOai(context: OaiContext, query: string): DocumentAnswer {
  let args: Arguments | undefined
  try {
    args = readArguments(query)
    const { verb, values } = args
    let body: string
    if (verb === 'Identify') body = answerIdentify(context)
    else if (verb === 'ListMetadataFormats') body = answerFormats(context, values)
    else if (verb === 'ListSets') body = answerSets(context, values)
    else if (verb === 'GetRecord') body = answerGetRecord(context, values)
    else {
      const db = context.db
      if (!db) {
        if (values.has('resumptionToken')) throw new OaiError('badResumptionToken', 'The repository holds no records.')
        listRequestOf(values, undefined)
        throw new OaiError('noRecordsMatch', 'The repository holds no records yet.')
      }
      body = answerList({ ...context, db }, verb, values).body
    }
    return { status: 200, type: XML_TYPE, body: envelope(context, requestElement(context, values, verb), body), keep: false }
  } catch (error) {
    if (!(error instanceof OaiError)) throw error
    // After badVerb and badArgument the request is named by the base URL alone (protocol 3.2).
    const plain = error.code === 'badVerb' || error.code === 'badArgument'
    const request = requestElement(context, plain ? undefined : args?.values, plain ? undefined : args?.verb)
    return { status: 200, type: XML_TYPE, body: envelope(context, request, `<error code="${error.code}">${xml(error.message)}</error>`), keep: false }
  }
}

