/**
 * Whether a document belongs to the demonstration collection (issue 51, ADR 059). The demo loader
 * (src/demo/load.ts) imports the generated collection through the real importer, as one batch, and
 * names that batch in `meta.demo`; an issue or item is the demo's when it came in with that batch.
 * Real deliveries imported beside the demo (the e2e store's scans), and any demo document a real
 * import later replaced, are not. A store built before the batch was named keeps the sources the
 * loader has always given its batch ("demo collection (seed …)"), and is read by them.
 */
import * as v from 'valibot'
import type { Db } from './db.ts'
import type { PageDocumentRef } from './issues.ts'

const demoMeta = v.object({ batch: v.optional(v.string()) })

/** Per open store: every export asks, and a swapped-in store is a new connection. */
const batchesOf = new WeakMap<Db, ReadonlySet<string>>()

/** The batches that hold the demo collection: none in a library's own store. */
export function demoBatches(db: Db): ReadonlySet<string> {
  const known = batchesOf.get(db)
  if (known) return known
  const meta = db.prepare<[], string>("SELECT value FROM meta WHERE key = 'demo'").pluck().get()
  let batches: ReadonlySet<string> = new Set()
  if (meta !== undefined) {
    const parsed = v.safeParse(demoMeta, JSON.parse(meta))
    const named = parsed.success ? parsed.output.batch : undefined
    batches = new Set(
      named !== undefined
        ? [named]
        : db.prepare<[], string>("SELECT id FROM batch WHERE sources LIKE '[\"demo collection (%'").pluck().all(),
    )
  }
  batchesOf.set(db, batches)
  return batches
}

function inDemo(db: Db, batch: string | null | undefined): boolean {
  return batch !== null && batch !== undefined && demoBatches(db).has(batch)
}

/** Whether an issue or item is part of the demonstration collection. */
export function isDemoDocument(db: Db, document: PageDocumentRef): boolean {
  if (demoBatches(db).size === 0) return false
  const batch =
    document.kind === 'issue'
      ? db
          .prepare<[string, string, number], string | null>('SELECT batch_id FROM issue WHERE periodical_id = ? AND date = ? AND edition = ?')
          .pluck()
          .get(document.periodicalId, document.date, document.edition)
      : db.prepare<[string], string | null>('SELECT batch_id FROM item WHERE id = ?').pluck().get(document.id)
  return inDemo(db, batch)
}

/** Whether a logical unit (an article, a chapter) belongs to a document of the demonstration collection. */
export function isDemoUnit(db: Db, unitId: number): boolean {
  if (demoBatches(db).size === 0) return false
  const batch = db
    .prepare<[number], string | null>(
      'SELECT coalesce(issue.batch_id, item.batch_id) FROM unit LEFT JOIN issue ON issue.id = unit.issue_id LEFT JOIN item ON item.id = unit.item_id WHERE unit.id = ?',
    )
    .pluck()
    .get(unitId)
  return inDemo(db, batch)
}

/**
 * Of the units asked for, those of the demonstration collection: one statement for a batch of
 * units (a download of texts asks for thousands: src/documents/texts.ts), not one a unit.
 */
export function demoUnits(db: Db, unitIds: readonly number[]): ReadonlySet<number> {
  const batches = demoBatches(db)
  if (batches.size === 0 || unitIds.length === 0) return new Set()
  const rows = db
    .prepare<[string], { id: number; batch: string | null }>(
      'SELECT unit.id AS id, coalesce(issue.batch_id, item.batch_id) AS batch FROM unit LEFT JOIN issue ON issue.id = unit.issue_id LEFT JOIN item ON item.id = unit.item_id WHERE unit.id IN (SELECT value FROM json_each(?))',
    )
    .all(JSON.stringify(unitIds))
  return new Set(rows.filter((row) => inDemo(db, row.batch)).map((row) => row.id))
}

/** Whether a periodical's issues came with the demonstration collection. */
export function isDemoPeriodical(db: Db, periodicalId: string): boolean {
  const batches = demoBatches(db)
  if (batches.size === 0) return false
  const ask = db.prepare<[string, string], number>('SELECT 1 FROM issue WHERE periodical_id = ? AND batch_id = ? LIMIT 1').pluck()
  return [...batches].some((batch) => ask.get(periodicalId, batch) !== undefined)
}
