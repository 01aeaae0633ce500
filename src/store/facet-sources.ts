/**
 * Where each facet of the table (src/domain/facets.ts) takes its values from in the store: a SQL
 * expression over a unit row (`unit` joined to its issue or item), and how its value becomes the
 * facet's values. The embedded engine builds its in-memory columns from these (src/search/embedded
 * /columns.ts) and the Solr indexer its documents' facet fields (src/search/solr/documents.ts), so
 * both engines count the same values. A facet added to the table needs its entry here: the record
 * is over the facet names, and the compiler says so.
 */
import type { FacetName } from '../domain/facets.ts'
import { ocrBand } from '../domain/ocr.ts'
import type { Db } from './db.ts'

export interface FacetSource {
  /** A SQL expression over `unit` (aliased `unit`): the column read. Written here, never from input. */
  readonly sql: string
  /** The facet's values of a unit from what the expression gave (none when it gave NULL). */
  values(raw: unknown): readonly string[]
  /** The display names of some values, for a facet whose values are records (periodical titles). */
  labels?(db: Db, values: readonly string[]): Map<string, string>
}

const one = (raw: unknown): readonly string[] => (typeof raw === 'string' && raw !== '' ? [raw] : [])
const spaced = (raw: unknown): readonly string[] => (typeof raw === 'string' ? raw.split(' ').filter((value) => value !== '') : [])

/** The titles of some periodicals by id; ids without a periodical are left out. */
function periodicalTitles(db: Db, ids: readonly string[]): Map<string, string> {
  if (ids.length === 0) return new Map()
  const rows = db
    .prepare<[string], { id: string; title: string }>('SELECT id, title FROM periodical WHERE id IN (SELECT value FROM json_each(?))')
    .all(JSON.stringify(ids))
  return new Map(rows.map((row) => [row.id, row.title]))
}

export const FACET_SOURCES = {
  types: { sql: 'unit.doc_type', values: one },
  languages: { sql: 'unit.language', values: one },
  // Space-separated: a unit can be an advertisement with a table.
  contentTypes: { sql: 'unit.content_types', values: spaced },
  periodicals: { sql: 'unit.periodical_id', values: one, labels: periodicalTitles },
  // Every unit is in one band; a unit without a score (NULL) is `unknown` (ADR 038).
  ocr: { sql: 'unit.ocr_score', values: (raw) => [ocrBand(typeof raw === 'number' ? raw : null)] },
} satisfies Record<FacetName, FacetSource>
