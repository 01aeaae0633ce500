/**
 * Work the importer does once per import (and once per purge of a batch), after
 * all files are in: merge the MARCXML title records onto their periodicals, link
 * title histories, and compute the project statistics (so the site never computes them).
 */
import type { Db } from './db.ts'
import { unitPriors } from './ranking.ts'
import { matchingIdsByRank } from './search.ts'
import { refreshTermVocabulary } from './term-vocabulary.ts'
import { sortTitle } from './writer.ts'

export interface StoredTitleRecord {
  key: string
  data: string
}

export interface PeriodicalIdentity {
  id: string
  title: string
  issn: string | null
}

export interface TitleRecordMerge {
  issn?: string
  publishers: string[]
  printers: string[]
  period?: string
  startYear?: number
  endYear?: number
  languages: string[]
  description?: string
  earlierTitles: string[]
  laterTitles: string[]
  record: string[]
}

export function listTitleRecords(db: Db): StoredTitleRecord[] {
  return db.prepare<[], StoredTitleRecord>('SELECT key, data FROM title_record ORDER BY key').all()
}

export function listPeriodicalIdentities(db: Db): PeriodicalIdentity[] {
  return db.prepare<[], PeriodicalIdentity>('SELECT id, title, issn FROM periodical ORDER BY id').all()
}

export function applyTitleRecord(db: Db, periodicalId: string, merge: TitleRecordMerge): void {
  const current = db
    .prepare<[string], { languages: string }>('SELECT languages FROM periodical WHERE id = ?')
    .get(periodicalId)
  const known: unknown = current ? JSON.parse(current.languages) : []
  const languages = new Set([
    ...(Array.isArray(known) ? known.filter((x): x is string => typeof x === 'string') : []),
    ...merge.languages,
  ])
  db.prepare(
    `UPDATE periodical SET
       issn = COALESCE(@issn, issn),
       publishers = @publishers,
       printers = @printers,
       period = COALESCE(@period, period),
       start_year = COALESCE(@startYear, start_year),
       end_year = COALESCE(@endYear, end_year),
       languages = @languages,
       description = COALESCE(@description, description),
       earlier_titles = @earlierTitles,
       later_titles = @laterTitles,
       record = @record
     WHERE id = @id`,
  ).run({
    id: periodicalId,
    issn: merge.issn ?? null,
    publishers: JSON.stringify(merge.publishers),
    printers: JSON.stringify(merge.printers),
    period: merge.period ?? null,
    startYear: merge.startYear ?? null,
    endYear: merge.endYear ?? null,
    languages: JSON.stringify([...languages].sort()),
    description: merge.description ?? null,
    earlierTitles: JSON.stringify(merge.earlierTitles.map((title) => ({ title }))),
    laterTitles: JSON.stringify(merge.laterTitles.map((title) => ({ title }))),
    record: JSON.stringify(merge.record),
  })
}

/** Links earlier/later titles to periodicals of the catalogue with the same title. */
export function linkTitleHistory(db: Db): void {
  const periodicals = db.prepare<[], { id: string; title: string }>('SELECT id, title FROM periodical').all()
  const byTitle = new Map(periodicals.map((p) => [sortTitle(p.title), p.id]))
  const rows = db
    .prepare<[], { id: string; earlier: string; later: string }>(
      'SELECT id, earlier_titles AS earlier, later_titles AS later FROM periodical',
    )
    .all()
  const update = db.prepare('UPDATE periodical SET earlier_titles = ?, later_titles = ? WHERE id = ?')
  const link = (raw: string) => {
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return '[]'
    const linked = parsed.flatMap((entry: unknown) => {
      if (typeof entry !== 'object' || entry === null || !('title' in entry) || typeof entry.title !== 'string') return []
      const id = byTitle.get(sortTitle(entry.title))
      return [id ? { title: entry.title, id } : { title: entry.title }]
    })
    return JSON.stringify(linked)
  }
  for (const row of rows) update.run(link(row.earlier), link(row.later), row.id)
}

/**
 * The collection's figures, each with one definition, computed at import and read from here by
 * every page that quotes one (the statistics, the search page, the project page): a page never
 * counts on its own.
 */
export interface ProjectStatistics {
  /** Digitised pages, of issues and items alike. */
  totalPages: number
  /** Units of the type `article` only: what the statistics call articles. */
  totalArticles: number
  /** Every searchable text (articles, notices, advertisements, chapters…): what the search page calls texts. */
  totalUnits: number
  /** Issues and items. */
  totalDocuments: number
  totalIssues: number
  totalPeriodicals: number
  /** Import batches (ADR 021): kept with the statistics, never shown on a page. */
  totalBatches: number
  issuesPerYear: { year: number; issues: number }[]
  updated: string
}

export function computeStatistics(db: Db, now: Date): ProjectStatistics {
  const count = (sql: string) => db.prepare<[], { n: number }>(sql).get()?.n ?? 0
  const issues = count('SELECT COUNT(*) AS n FROM issue')
  const statistics: ProjectStatistics = {
    totalPages: count('SELECT COUNT(*) AS n FROM page'),
    totalArticles: count("SELECT COUNT(*) AS n FROM unit WHERE type = 'article'"),
    totalUnits: count('SELECT COUNT(*) AS n FROM unit'),
    totalDocuments: issues + count('SELECT COUNT(*) AS n FROM item'),
    totalIssues: issues,
    totalPeriodicals: count('SELECT COUNT(*) AS n FROM periodical'),
    totalBatches: count('SELECT COUNT(*) AS n FROM batch'),
    issuesPerYear: db
      .prepare<[], { year: number; issues: number }>(
        'SELECT CAST(substr(date, 1, 4) AS INTEGER) AS year, COUNT(*) AS issues FROM issue GROUP BY year ORDER BY year',
      )
      .all(),
    updated: now.toISOString(),
  }
  db.prepare("INSERT INTO meta (key, value) VALUES ('statistics', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value").run(
    JSON.stringify(statistics),
  )
  return statistics
}

export function optimizeIndex(db: Db): void {
  db.prepare("INSERT INTO unit_fts (unit_fts) VALUES ('optimize')").run()
  db.pragma('optimize')
}

/** How many best-ranked units are kept per common word: pages deep enough for nearly every visit. */
export const TERM_RANK_DEPTH = 2000

/**
 * Words in at least this share of the units get a precomputed ranking (and at
 * least TERM_RANK_MIN_MATCHES units, so small stores still exercise it).
 */
export const TERM_RANK_SHARE = 0.01
export const TERM_RANK_MIN_MATCHES = 200

/**
 * For every common word (ADR 008): the best TERM_RANK_DEPTH units by the very
 * relevance ordering a search uses (ADR 019), and the ids of all its units. A search for a
 * common word otherwise scores every match (a third of a million units for
 * "die" at a million articles) and reads every id out of FTS5 one row at a
 * time. Run after the last unit is written; both depend on the whole index.
 */
export function computeTermRanks(db: Db, onProgress?: (done: number, total: number) => void): number {
  const units = db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
  // The misreadings' vocabulary (ADR 039) depends on the whole index too.
  refreshTermVocabulary(db)
  db.exec('DELETE FROM term_rank')
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.term_vocabulary USING fts5vocab(main, unit_fts, row)')
  const threshold = Math.max(TERM_RANK_MIN_MATCHES, Math.ceil(units * TERM_RANK_SHARE))
  const terms = db
    .prepare<[number], { term: string; matches: number }>('SELECT term, doc AS matches FROM temp.term_vocabulary WHERE doc >= ? ORDER BY term')
    .all(threshold)
  db.exec('DROP TABLE temp.term_vocabulary')
  const priors = unitPriors(db)
  const every = db.prepare<[string], number>('SELECT rowid FROM unit_fts WHERE unit_fts MATCH ?')
  const insert = db.prepare<[string, number, Buffer, Buffer]>('INSERT INTO term_rank (term, matches, ids, all_ids) VALUES (?, ?, ?, ?)')
  const blob = (values: number[]) => {
    const ids = Uint32Array.from(values)
    return Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength)
  }
  terms.forEach(({ term, matches }, index) => {
    // The same MATCH expression the query parser writes for one word.
    const match = `"${term.replace(/"/g, '')}"`
    insert.run(term, matches, blob(matchingIdsByRank(db, match, priors, TERM_RANK_DEPTH)), blob(every.pluck().all(match)))
    onProgress?.(index + 1, terms.length)
  })
  return terms.length
}
