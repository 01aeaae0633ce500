/**
 * OAI-PMH's records (src/documents/oai.ts says which): title records and their MARC, each record
 * described and written as XML, and a list's pages read from the store in key order.
 */
import * as v from 'valibot'
import { issuePath, shownDate } from '../../domain/issue-path.ts'
import { alsoKnownAs, issuePermalink, itemPermalink, periodicalPermalink } from '../../domain/permalink.ts'
import { RIGHTS, rightsOf } from '../../domain/rights.ts'
import { xml } from '../../domain/seo.ts'
import { type MarcRecord, matchTitleRecord } from '../../domain/title-records.ts'
import type { Db } from '../../store/db.ts'
import { type HarvestRow, RECORD_KINDS, type RecordKey, compareKeys, deletedRows, liveRows, periodicalIdentity, periodicalTimes, titleRecordRows } from '../../store/harvest.ts'
import { isDemoDocument, isDemoPeriodical } from '../../store/demo.ts'
import { issueHead, itemHead } from '../../store/issues.ts'
import { getPeriodical } from '../../store/library.ts'
import { demoMarks } from '../demo-mark.ts'
import { type DescribedRecord, type MetadataPrefix, describedMetadata, marcXml } from '../oai-metadata.ts'
import { type ListRequest, type OaiContext, datestamp, identifierOf, setsOf } from './arguments.ts'

/** Rows read at a time while a page looks for its records. */
const CHUNK = 500

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

/** The title records that describe a periodical, as the importer merges them (src/domain/title-records.ts). */
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
  const periodical = periodicalIdentity(db, id)
  if (!times || !periodical) return undefined
  const records = recordsOfPeriodical(db, periodical)
  const stamp = records.reduce((latest, entry) => (entry.stamp > latest ? entry.stamp : latest), times.stamp)
  const made = { stamp, marc: records.find((entry) => entry.marc !== undefined)?.marc }
  facts.set(id, made)
  return made
}

/** A live periodical's row with its datestamp raised by its title records. */
export function withTitleStamp(db: Db, row: HarvestRow): HarvestRow {
  if (row.kind !== 'periodical' || row.deleted) return row
  const facts = periodicalFacts(db, row.periodicalId)
  return facts ? { ...row, stamp: facts.stamp } : row
}

/** Whether the record can be given in the format: MARCXML only for titles with a MARC record (and a deleted title's header). */
export function disseminates(db: Db, row: HarvestRow, prefix: MetadataPrefix): boolean {
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

export function header(context: OaiContext, row: HarvestRow): string {
  const sets = setsOf(row)
    .map((set) => `<setSpec>${xml(set)}</setSpec>`)
    .join('')
  return `<header${row.deleted ? ' status="deleted"' : ''}><identifier>${xml(identifierOf(context.origin, row))}</identifier><datestamp>${datestamp(row.stamp)}</datestamp>${sets}</header>`
}

export function recordXml(context: OaiContext & { db: Db }, row: HarvestRow, prefix: MetadataPrefix): string {
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
export function listPage(db: Db, request: ListRequest, after: RecordKey | undefined, limit: number): { rows: HarvestRow[]; more: boolean } {
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
export function listSize(db: Db, request: ListRequest): number {
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
