/**
 * Work the importer does once per import (and once per purge of a batch), after
 * all files are in: merge the MARCXML title records onto their periodicals, link
 * title histories, and compute the project statistics (so the site never computes them).
 */
import { frequenciesFromScores } from './bm25.ts'
import type { Db } from './db.ts'
import { RANK_EXPRESSION, rankByScore, unitScoring } from './ranking.ts'
import { matchingIdsByRank } from './search.ts'
import { frequencyBlob, prefixRankKey } from './term-ranks.ts'
import { clearTermJudgements } from './term-judgements.ts'
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

/** How many best-ranked units are read first (and all that is kept of a prefix): pages deep enough for nearly every visit. */
export const TERM_RANK_DEPTH = 2000

/**
 * Words in at least this share of the units get a precomputed ranking (and at
 * least TERM_RANK_MIN_MATCHES units, so small stores still exercise it); so do
 * prefixes matching as many.
 */
export const TERM_RANK_SHARE = 0.01
export const TERM_RANK_MIN_MATCHES = 200

/**
 * Prefixes are ranked in advance from this many units on: below it a search ranks them in a few
 * milliseconds (about 1 µs a unit on two cores), and ranking every prefix of a thousand units
 * would triple the time the import takes to rank.
 */
export const PREFIX_RANK_MIN_MATCHES = 10_000

export interface TermRankOptions {
  /** How many units of a ranking are read first (TERM_RANK_DEPTH). */
  depth?: number
  /** From how many units on a prefix is ranked (PREFIX_RANK_MIN_MATCHES, or the words' threshold if higher). */
  prefixMatches?: number
}

/**
 * The heavy prefixes of a vocabulary in byte order (as fts5vocab lists it): every prefix of its
 * terms whose terms together are in at least `threshold` units, counting a unit once per term. That
 * sum is an upper bound of the prefix's units (a unit may hold several of its terms), so the caller
 * counts again. One pass, holding only the prefixes of the current term: the terms that share a
 * prefix follow each other in that order. A prefix never ends inside a character (between the
 * halves of a surrogate pair). A real collection's vocabulary has millions of OCR misreadings; it is
 * streamed, not held.
 */
export function heavyPrefixes(vocabulary: Iterable<{ term: string; matches: number }>, threshold: number): string[] {
  const found: string[] = []
  // The current term's prefixes, shortest first, each with its sum so far.
  const open: { prefix: string; sum: number }[] = []
  const closeFrom = (depth: number) => {
    for (const group of open.splice(depth)) if (group.sum >= threshold) found.push(group.prefix)
  }
  for (const { term, matches } of vocabulary) {
    let depth = open.length
    while (depth > 0 && !term.startsWith(open[depth - 1]?.prefix ?? '')) depth -= 1
    closeFrom(depth)
    for (const group of open) group.sum += matches
    for (let length = (open.at(-1)?.prefix.length ?? 0) + 1; length <= term.length; length += 1) {
      if (!isHighSurrogate(term.charCodeAt(length - 1))) open.push({ prefix: term.slice(0, length), sum: matches })
    }
  }
  closeFrom(0)
  return found.sort()
}

function isHighSurrogate(code: number): boolean {
  return code >= 0xd800 && code <= 0xdbff
}

/**
 * What the import precomputes for search (ADR 008, 046), by the very relevance ordering a search
 * uses (ADR 019). For every common word: its first TERM_RANK_DEPTH units, the ids of all its units,
 * ascending, each one's rank, and its count in each with the idf FTS5 gave it (ADR 050: bm25 of
 * several common words recomputed without FTS5 scoring every match). For every prefix matching as
 * many units and at least PREFIX_RANK_MIN_MATCHES ('werde*'): its count and its first
 * TERM_RANK_DEPTH units. Without them a search for a common word scores every match (a third of a
 * million units for "die" at a million articles) and reads every id out of FTS5 one row at a time;
 * a filtered one (2 of the 484,363 units of "der" in French newspapers of 1900–1910) ranks the
 * units its filters keep, for which FTS5 first passes over all 484,363 for the word's weight; a
 * prefix scores every unit of every word it begins (101,626 for "werde*": 107 ms). Run after the
 * last unit is written; all depend on the whole index. The options are for tests, which need
 * shallow rankings and small stores' prefixes.
 */
export function computeTermRanks(db: Db, onProgress?: (done: number, total: number) => void, options: TermRankOptions = {}): number {
  const depth = options.depth ?? TERM_RANK_DEPTH
  const units = db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
  // The misreadings' vocabulary (ADR 039) depends on the whole index too.
  refreshTermVocabulary(db)
  // Judged against the vocabulary just replaced: judged again after it (ADR 077), or at a word's first search.
  clearTermJudgements(db)
  db.exec('DELETE FROM term_rank')
  db.exec('CREATE VIRTUAL TABLE IF NOT EXISTS temp.term_vocabulary USING fts5vocab(main, unit_fts, row)')
  const threshold = Math.max(TERM_RANK_MIN_MATCHES, Math.ceil(units * TERM_RANK_SHARE))
  const prefixThreshold = Math.max(threshold, options.prefixMatches ?? PREFIX_RANK_MIN_MATCHES)
  const words: { term: string; matches: number }[] = []
  const vocabulary = db.prepare<[], { term: string; matches: number }>('SELECT term, doc AS matches FROM temp.term_vocabulary ORDER BY term').iterate()
  const prefixes = heavyPrefixes(
    (function* () {
      for (const entry of vocabulary) {
        if (entry.matches >= threshold) words.push(entry)
        yield entry
      }
    })(),
    prefixThreshold,
  )
  db.exec('DROP TABLE temp.term_vocabulary')
  const scoring = unitScoring(db)
  const { priors } = scoring
  const every = db.prepare<[string], number>('SELECT rowid FROM unit_fts WHERE unit_fts MATCH ?')
  const scored = db.prepare<[string], [number, number]>(`SELECT rowid, ${RANK_EXPRESSION} FROM unit_fts WHERE unit_fts MATCH ?`).raw()
  const insert = db.prepare<[string, number, Buffer, Buffer, Buffer | null, Buffer | null, number | null]>(
    'INSERT INTO term_rank (term, matches, ids, all_ids, ranks, freqs, idf) VALUES (?, ?, ?, ?, ?, ?, ?)',
  )
  const blob = (values: number[]) => {
    const ids = Uint32Array.from(values)
    return Buffer.from(ids.buffer, ids.byteOffset, ids.byteLength)
  }
  const total = words.length + prefixes.length
  let done = 0
  // A unit id's index in the word's all_ids, reused from word to word.
  const indexOf = new Uint32Array(priors.length)
  for (const { term, matches } of words) {
    // The same MATCH expression the query parser writes for one word.
    const match = `"${term.replace(/"/g, '')}"`
    const rows = scored.all(match)
    const ranked = rankByScore(rows, priors)
    // FTS5 gives a word's rows in id order: then they are all_ids, and their scores give the frequencies.
    const ascending = rows.every(([id], index) => index === 0 || id > (rows[index - 1]?.[0] ?? 0))
    const all = ascending ? rows.map(([id]) => id) : every.pluck().all(match)
    // Each unit's count of the word and the idf FTS5 gave it, from these scores (ADR 050).
    const freqs = ascending ? frequenciesFromScores(rows, scoring.lengths, scoring.totals) : undefined
    let ranks: Buffer | null = null
    if (ranked.length > depth) {
      all.forEach((id, index) => (indexOf[id] = index))
      const byIndex = new Uint32Array(all.length)
      ranked.forEach((id, rank) => (byIndex[indexOf[id] ?? 0] = rank))
      ranks = Buffer.from(byIndex.buffer, byIndex.byteOffset, byIndex.byteLength)
    }
    insert.run(term, matches, blob(ranked.slice(0, depth)), blob(all), ranks, freqs ? frequencyBlob(freqs.freqs) : null, freqs?.idf ?? null)
    onProgress?.((done += 1), total)
  }
  let stored = words.length
  for (const prefix of prefixes) {
    // The same MATCH expression the query parser writes for `prefix*` (src/search/query.ts ftsTerm).
    const ranked = matchingIdsByRank(db, `"${prefix.replace(/"/g, '')}" *`, priors)
    // The sum that made it a candidate counts a unit once per word: fewer units may hold it.
    if (ranked.length >= prefixThreshold) {
      // Its units are not stored: FTS5 lists them in id order quickly (14 ms for "werde*"), and
      // every heavy prefix's list would take more room than the whole index.
      insert.run(prefixRankKey(prefix), ranked.length, blob(ranked.slice(0, depth)), Buffer.alloc(0), null, null, null)
      stored += 1
    }
    onProgress?.((done += 1), total)
  }
  return stored
}
