/**
 * Read-side repository the site uses while serving: the store is opened
 * read-only, once, from LIBRARY_DB. A missing file is a library with nothing
 * imported yet, not an error.
 */
import { type Stats, statSync } from 'node:fs'
import * as v from 'valibot'
import { type DatePrecision, ITEM_TYPES, type ItemType, issuePath } from '../domain/issue-path.ts'
import { typesetFrench } from '../domain/typography.ts'
import { type Db, openForReading } from './db.ts'
import { defaultDatabasePath } from './location.ts'
import { normalizeLanguage } from '../domain/languages.ts'
import { type PeriodicalSummary, type PeriodicalDetail, type ItemSummary, type StaffPickSummary, type StaffPick, type NewsItem, type LibraryOverview, type LibraryTotals, type LibraryStatistics, statisticsSchema } from '../domain/library-views.ts'

let cached: { db: Db; path: string; mtimeMs: number } | undefined
/** Longer than any request takes: a replaced connection is closed after this. */
const RETIRE_AFTER_MS = 60_000
let problem: { path: string; mtimeMs: number; message: string } | undefined

/** The file's status; undefined where existsSync would say false (missing, or not reachable). */
function fileInfo(path: string): Stats | undefined {
  try {
    return statSync(path, { throwIfNoEntry: false })
  } catch {
    return undefined
  }
}

/**
 * The open store, reopened when the importer swapped in a new file; undefined
 * when there is none, or when the file cannot be served (an older schema, not
 * a store at all): the site then shows its empty states instead of failing,
 * and `libraryProblem()` says why.
 */
export function library(): Db | undefined {
  const path = defaultDatabasePath()
  // One system call, not existsSync and then statSync: every server function of a page asks (issue 52).
  const info = fileInfo(path)
  if (!info?.isFile()) return undefined
  const mtimeMs = info.mtimeMs
  if (cached && cached.path === path && cached.mtimeMs === mtimeMs) return cached.db
  if (problem && problem.path === path && problem.mtimeMs === mtimeMs) return undefined
  // The importer swapped in a new file. Requests that already hold the old
  // connection finish on it; it is closed once they are surely done.
  const previous = cached?.db
  if (previous) setTimeout(() => previous.close(), RETIRE_AFTER_MS).unref()
  cached = undefined
  try {
    cached = { db: openForReading(path), path, mtimeMs }
    problem = undefined
    return cached.db
  } catch (error) {
    problem = { path, mtimeMs, message: error instanceof Error ? error.message : String(error) }
    console.error(`The library store cannot be served: ${problem.message}`)
    return undefined
  }
}

/**
 * Which store LIBRARY_DB names now: the importer swaps in a new file (a new modification time) when
 * it commits. What is kept of answers (src/documents/run.ts) and of documents' words
 * (src/documents/words.ts) is kept per generation.
 */
export function storeGeneration(): string {
  try {
    const info = statSync(defaultDatabasePath())
    return `${info.mtimeMs}:${info.size}`
  } catch {
    return 'none'
  }
}

/** Why the store named by LIBRARY_DB is not being served, if it exists but cannot be. */
export function libraryProblem(): string | undefined {
  return problem?.message
}

const strings = v.fallback(v.array(v.string()), [])
const jsonStrings = (text: string | null): string[] => (text ? v.parse(strings, JSON.parse(text)) : [])
const titleLinks = v.fallback(v.array(v.object({ title: v.string(), id: v.optional(v.string()) })), [])


export function readStatistics(db: Db): LibraryStatistics | undefined {
  const row = db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'statistics'").get()
  if (!row) return undefined
  const parsed = v.safeParse(statisticsSchema, JSON.parse(row.value))
  return parsed.success ? parsed.output : undefined
}

const periodicalType = v.picklist(['newspaper', 'serial'])

interface PeriodicalSummaryRow {
  id: string
  title: string
  type: string
  languages: string
  first_date: string | null
  last_date: string | null
  issues: number
}

function summaryOf(row: PeriodicalSummaryRow): PeriodicalSummary {
  return {
    id: row.id,
    title: row.title,
    type: v.parse(periodicalType, row.type),
    languages: jsonStrings(row.languages),
    firstDate: row.first_date,
    lastDate: row.last_date,
    issueCount: row.issues,
  }
}

/** Per open store: it is read-only while serving, and a swapped-in store is a new connection. */
const periodicalLists = new WeakMap<Db, PeriodicalSummary[]>()

/** Every periodical with its issue count and dates (grouped over all issues: computed once per store). */
export function listPeriodicals(db: Db): PeriodicalSummary[] {
  let list = periodicalLists.get(db)
  if (!list) {
    list = db
      .prepare<[], PeriodicalSummaryRow>(
        `SELECT p.id, p.title, p.type, p.languages, MIN(i.date) AS first_date, MAX(i.date) AS last_date, COUNT(i.id) AS issues
         FROM periodical p LEFT JOIN issue i ON i.periodical_id = p.id
         GROUP BY p.id ORDER BY p.title COLLATE NOCASE`,
      )
      .all()
      .map(summaryOf)
    periodicalLists.set(db, list)
  }
  // A copy: callers may sort or filter it.
  return [...list]
}

/** The language of a record's notes and summary: MARC 040 $b, the language of cataloguing. */
function cataloguingLanguage(record: readonly string[]): string | null {
  const line = record.find((entry) => entry.startsWith('040 '))
  const code = line ? /\$b\s*([a-z]{3})\b/.exec(line)?.[1] : undefined
  return code ? (normalizeLanguage(code) ?? null) : null
}

export function getPeriodical(db: Db, id: string): PeriodicalDetail | undefined {
  const row = db
    .prepare<
      [string],
      PeriodicalSummaryRow & {
        issn: string | null
        publishers: string
        printers: string
        period: string | null
        description: string | null
        access_info: string | null
        permalink: string | null
        earlier_titles: string
        later_titles: string
        record: string | null
      }
    >(
      `SELECT p.*, (SELECT MIN(date) FROM issue WHERE periodical_id = p.id) AS first_date,
         (SELECT MAX(date) FROM issue WHERE periodical_id = p.id) AS last_date,
         (SELECT COUNT(*) FROM issue WHERE periodical_id = p.id) AS issues
       FROM periodical p WHERE p.id = ?`,
    )
    .get(id)
  if (!row) return undefined
  const record = jsonStrings(row.record)
  const heldYears = db
    .prepare<[string], number>('SELECT DISTINCT CAST(substr(date, 1, 4) AS INTEGER) FROM issue WHERE periodical_id = ? ORDER BY 1')
    .pluck()
    .all(id)
  return {
    ...summaryOf(row),
    issn: row.issn,
    publishers: jsonStrings(row.publishers),
    printers: jsonStrings(row.printers),
    period: row.period,
    description: row.description,
    accessInfo: row.access_info,
    permalink: row.permalink,
    earlierTitles: v.parse(titleLinks, JSON.parse(row.earlier_titles)),
    laterTitles: v.parse(titleLinks, JSON.parse(row.later_titles)),
    record,
    descriptionLanguage: row.description ? cataloguingLanguage(record) : null,
    heldYears,
  }
}

/** An issue as a periodical's feed of new issues lists it (src/documents/feeds.ts). */
export interface NewIssue {
  date: string
  datePrecision: DatePrecision
  edition: number
  number: string | null
  /** When it first entered the collection. */
  addedAt: string | null
}

/** A periodical's issues, most recently added first (then latest date first). */
export function newestIssues(db: Db, periodicalId: string, limit: number): NewIssue[] {
  return db
    .prepare<[string, number], NewIssue>(
      `SELECT date, date_precision AS datePrecision, edition, number, added_at AS addedAt FROM issue
       WHERE periodical_id = ? ORDER BY added_at DESC, date DESC, edition DESC LIMIT ?`,
    )
    .all(periodicalId, limit)
}

/** An item's kind (for the page its permanent link sends to), or undefined when there is no such item. */
export function typeOfItem(db: Db, id: string): ItemType | undefined {
  const type = db.prepare<[string], string>('SELECT type FROM item WHERE id = ?').pluck().get(id)
  return ITEM_TYPES.find((known) => known === type)
}

/**
 * The store's id of a unit of an issue or an item, by the id its source gave it (a permanent link
 * names that one: src/domain/permalink.ts); the first in reading order if a source repeated one.
 */
export function unitBySource(db: Db, owner: { kind: 'issue'; periodicalId: string; date: string; edition: number } | { kind: 'item'; id: string }, sourceId: string): number | undefined {
  if (owner.kind === 'item') {
    return db.prepare<[string, string], number>('SELECT id FROM unit WHERE item_id = ? AND source_id = ? ORDER BY first_page, id LIMIT 1').pluck().get(owner.id, sourceId)
  }
  return db
    .prepare<[string, string, number, string], number>(
      `SELECT u.id FROM unit u JOIN issue i ON i.id = u.issue_id
       WHERE i.periodical_id = ? AND i.date = ? AND i.edition = ? AND u.source_id = ? ORDER BY u.first_page, u.id LIMIT 1`,
    )
    .pluck()
    .get(owner.periodicalId, owner.date, owner.edition, sourceId)
}

/** What an ARK a source gave names here (`/ark:/…`, src/domain/permalink.ts): a periodical, an issue or an item. */
export type ArkTarget =
  | { kind: 'periodical'; id: string }
  | { kind: 'issue'; periodicalId: string; date: string; edition: number }
  | { kind: 'item'; id: string }

/** The thing whose source link ends in this ARK (either spelling), by the indexes migration 10 made. */
export function findArk(db: Db, spellings: readonly [string, string]): ArkTarget | undefined {
  const [slashed, plain] = spellings
  const issue = db
    .prepare<[string, string], { periodicalId: string; date: string; edition: number }>(
      `SELECT periodical_id AS periodicalId, date, edition FROM issue
       WHERE instr(permalink, 'ark:') > 0 AND substr(permalink, instr(permalink, 'ark:')) IN (?, ?) ORDER BY id LIMIT 1`,
    )
    .get(slashed, plain)
  if (issue) return { kind: 'issue', ...issue }
  const item = db
    .prepare<[string, string], string>(
      `SELECT id FROM item WHERE instr(permalink, 'ark:') > 0 AND substr(permalink, instr(permalink, 'ark:')) IN (?, ?) ORDER BY id LIMIT 1`,
    )
    .pluck()
    .get(slashed, plain)
  if (item !== undefined) return { kind: 'item', id: item }
  // Periodicals are few: no index.
  const periodical = db
    .prepare<[string, string], string>(
      `SELECT id FROM periodical WHERE instr(permalink, 'ark:') > 0 AND substr(permalink, instr(permalink, 'ark:')) IN (?, ?) ORDER BY id LIMIT 1`,
    )
    .pluck()
    .get(slashed, plain)
  return periodical === undefined ? undefined : { kind: 'periodical', id: periodical }
}

const itemType = v.picklist(ITEM_TYPES)

export function listItems(db: Db, type: ItemSummary['type']): ItemSummary[] {
  return db
    .prepare<
      [string],
      { id: string; type: string; born_digital: number; title: string; authors: string; date: string | null; languages: string; page_count: number }
    >(
      `SELECT id, type, born_digital, title, authors, date, languages, page_count FROM item
       WHERE type = ? ORDER BY title COLLATE NOCASE`,
    )
    .all(type)
    .map((row) => ({
      id: row.id,
      type: v.parse(itemType, row.type),
      bornDigital: row.born_digital === 1,
      title: row.title,
      authors: jsonStrings(row.authors),
      date: row.date,
      languages: jsonStrings(row.languages),
      pageCount: row.page_count,
    }))
}

const paragraphs = (text: string): string[] => v.parse(strings, JSON.parse(text))

const LIST_TYPES: Readonly<Record<string, ItemType>> = { '/books': 'book', '/manuscripts': 'manuscript', '/posters': 'poster' }

/**
 * The picture of a staff pick: the first page of a periodical's first issue with pages, or of the
 * first item of a list (by title), read from the store; null for any other target.
 */
function pictureOf(db: Db, target: string | null): string | null {
  if (target === null) return null
  const periodical = /^\/periodicals\/([^/?#]+)$/.exec(target)?.[1]
  if (periodical !== undefined) {
    // Walks the periodical's issues in date order (its unique index) and stops at the first with pages.
    const issue = db
      .prepare<[string], { date: string; edition: number; sequence: number }>(
        `SELECT i.date, i.edition, (SELECT MIN(sequence) FROM page WHERE issue_id = i.id) AS sequence FROM issue i
         WHERE i.periodical_id = ? AND EXISTS (SELECT 1 FROM page WHERE issue_id = i.id) ORDER BY i.date, i.edition LIMIT 1`,
      )
      .get(periodical)
    return issue ? `/iiif${issuePath(periodical, issue.date, issue.edition)}/canvas/${issue.sequence}/thumbnail` : null
  }
  const type = LIST_TYPES[target]
  if (type === undefined) return null
  const item = db
    .prepare<[string], { id: string; sequence: number }>(
      `SELECT t.id, (SELECT MIN(sequence) FROM page WHERE item_id = t.id) AS sequence FROM item t
       WHERE t.type = ? AND EXISTS (SELECT 1 FROM page WHERE item_id = t.id) ORDER BY t.title, t.id LIMIT 1`,
    )
    .get(type)
  return item ? `/iiif/items/${encodeURIComponent(item.id)}/canvas/${item.sequence}/thumbnail` : null
}

export function listStaffPicks(db: Db, locale: string): StaffPickSummary[] {
  return db
    .prepare<[string], Omit<StaffPickSummary, 'picture'>>(
      'SELECT id, title, summary, target, published FROM staff_pick WHERE locale = ? ORDER BY published DESC, id',
    )
    .all(locale)
    .map((pick) => ({ ...pick, title: staffText(pick.title, locale), summary: staffText(pick.summary, locale), picture: pictureOf(db, pick.target) }))
}

export function getStaffPick(db: Db, id: string, locale: string): StaffPick | undefined {
  const row = db
    .prepare<[string, string], Omit<StaffPickSummary, 'picture'> & { body: string }>(
      'SELECT id, title, summary, target, published, body FROM staff_pick WHERE id = ? AND locale = ?',
    )
    .get(id, locale)
  return row
    ? {
        ...row,
        title: staffText(row.title, locale),
        summary: staffText(row.summary, locale),
        picture: pictureOf(db, row.target),
        body: paragraphs(row.body).map((text) => staffText(text, locale)),
      }
    : undefined
}

export function listNews(db: Db, locale: string, limit: number): NewsItem[] {
  return db
    .prepare<[string, number], { id: string; title: string; body: string; published: string }>(
      'SELECT id, title, body, published FROM news_item WHERE locale = ? ORDER BY published DESC, id LIMIT ?',
    )
    .all(locale, limit)
    .map((row) => ({ ...row, title: staffText(row.title, locale), body: paragraphs(row.body).map((text) => staffText(text, locale)) }))
}

/** The library's own writing (news, staff picks) in French takes French typography, as the site's texts do. */
function staffText(text: string, locale: string): string {
  return locale === 'fr' ? typesetFrench(text) : text
}

/**
 * The totals alone, from the overview made once per store: the search page shows these two
 * numbers, and dehydrating the whole overview (a year-by-year histogram, featured periodicals,
 * staff picks, news) into every search page was most of its serialised state.
 */
export function libraryTotals(db: Db): LibraryTotals | null {
  const statistics = libraryOverview(db, 'en').statistics
  return statistics ? { units: statistics.totalUnits, documents: statistics.totalDocuments } : null
}

/** Per open store: every page's footer asks, and a swapped-in store is a new connection. */
const demoStores = new WeakMap<Db, boolean>()

/** Whether the store holds the generated demo collection (written by src/demo/load.ts). */
export function isDemoStore(db: Db): boolean {
  let demo = demoStores.get(db)
  if (demo === undefined) {
    demo = db.prepare<[], number>("SELECT 1 FROM meta WHERE key = 'demo'").pluck().get() !== undefined
    demoStores.set(db, demo)
  }
  return demo
}

/** Per open store and language: every search page renders it too, and a swapped-in store is a new connection. */
const overviews = new WeakMap<Db, Map<string, LibraryOverview>>()

/**
 * The overview in a language, made once per store: the statistics' JSON, the staff picks and the
 * news were read, parsed and checked again for every page that shows the totals (every search).
 * Callers must not change what it returns: later pages get the same objects.
 */
export function libraryOverview(db: Db, locale: string): LibraryOverview {
  let byLocale = overviews.get(db)
  if (!byLocale) {
    byLocale = new Map()
    overviews.set(db, byLocale)
  }
  const known = byLocale.get(locale)
  if (known) return known
  const overview: LibraryOverview = {
    statistics: readStatistics(db) ?? null,
    featured: listPeriodicals(db)
      .sort((a, b) => b.issueCount - a.issueCount || a.title.localeCompare(b.title))
      .slice(0, 6),
    staffPicks: listStaffPicks(db, locale).slice(0, 3),
    news: listNews(db, locale, 3),
  }
  byLocale.set(locale, overview)
  return overview
}
