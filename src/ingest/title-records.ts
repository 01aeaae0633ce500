/**
 * MARCXML title records between reading and merging (ADR 005): stored as JSON by the import,
 * checked on the way back, and merged onto the periodicals they describe (by control number,
 * ISSN, then title) each time an import or a purge commits.
 */
import * as v from 'valibot'
import type { Db } from '../store/db.ts'
import { applyTitleRecord, listPeriodicalIdentities, listTitleRecords } from '../store/catalog-maintenance.ts'
import { matchTitleRecord } from './formats/marc/read.ts'
import { slugify } from './slug.ts'
import type { TitleRecord } from './types.ts'

/** The key a title record is stored under: its control number, else its ISSN, else its title. */
export function recordKey(record: TitleRecord): string {
  return record.controlNumber ?? record.issn ?? slugify(record.title)
}

const strings = v.array(v.string())
/** Title records are stored as JSON between reading and merging; check them on the way back. */
const titleRecordSchema = v.object({
  controlNumber: v.optional(v.string()),
  issn: v.optional(v.string()),
  title: v.string(),
  publishers: strings,
  printers: v.optional(strings),
  description: v.optional(v.string()),
  dates: v.optional(v.string()),
  startYear: v.optional(v.number()),
  endYear: v.optional(v.number()),
  languages: strings,
  earlierTitles: strings,
  laterTitles: strings,
  fields: strings,
})

function isTitleRecord(value: unknown): value is TitleRecord {
  return v.is(titleRecordSchema, value)
}

/** The stored title record, or undefined when what was stored is not one (it is then left out of every merge). */
export function parseTitleRecord(data: string): TitleRecord | undefined {
  const record: unknown = JSON.parse(data)
  return isTitleRecord(record) ? record : undefined
}

/** The periodicals a title record describes (by id, ISSN or title; src/ingest/formats/marc/read.ts). */
export function periodicalsMatching<T extends { id: string; title: string; issn: string | null }>(record: TitleRecord, periodicals: readonly T[]): T[] {
  return periodicals.filter((periodical) => matchTitleRecord(record, { id: periodical.id, title: periodical.title, issn: periodical.issn ?? undefined }))
}

/** Merges every stored title record onto the periodicals it matches (ADR 005). */
export function mergeTitleRecords(db: Db): void {
  const periodicals = listPeriodicalIdentities(db)
  for (const stored of listTitleRecords(db)) {
    const record = parseTitleRecord(stored.data)
    if (!record) continue
    for (const periodical of periodicalsMatching(record, periodicals)) {
      applyTitleRecord(db, periodical.id, {
        issn: record.issn,
        publishers: record.publishers,
        printers: record.printers ?? [],
        period: record.dates,
        startYear: record.startYear,
        endYear: record.endYear,
        languages: record.languages,
        description: record.description,
        earlierTitles: record.earlierTitles,
        laterTitles: record.laterTitles,
        record: record.fields,
      })
    }
  }
}

