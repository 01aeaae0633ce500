/**
 * ADR 021: every import is a batch, listed by `npm run import -- --list` and removed
 * by `--purge BATCH` as atomically as an import is made.
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { BatchError, formatBatches, listStoreBatches, purgeBatch } from '#src/ingest/batches.ts'
import { importPaths, type ImportReport } from '#src/ingest/loader.ts'
import { foldText } from '#src/domain/fold.ts'
import { BEFORE_BATCHES } from '#src/store/batches.ts'
import { type Db, openForReading, openForWriting } from '#src/store/db.ts'
import { MIGRATIONS } from '#src/store/schema.ts'
import { miniIssueMets, writeMiniIssue } from '../fixtures/mini-issue'
import { HAS_REAL, REAL } from '../fixtures/real-data'

const CLI = join(import.meta.dirname, '../../src/ingest/cli.ts')
const BATCH_ID = /^b-\d{8}-\d{6}-[0-9a-f]{4}$/

const hash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')

function reading<T>(path: string, read: (db: Db) => T): T {
  const db = openForReading(path)
  try {
    return read(db)
  } finally {
    db.close()
  }
}

const count = (path: string, table: string) => reading(path, (db) => db.prepare<[], number>(`SELECT COUNT(*) FROM ${table}`).pluck().get() ?? 0)

/** The periodicals whose units hold the word, as a search finds them. */
const periodicalsFinding = (path: string, word: string) =>
  reading(path, (db) =>
    db
      .prepare<[string], string>(
        'SELECT DISTINCT u.periodical_id FROM unit_fts JOIN unit u ON u.id = unit_fts.rowid WHERE unit_fts MATCH ? ORDER BY 1',
      )
      .pluck()
      .all(`"${foldText(word)}"`),
  )

/** Full-text rows whose unit is gone: a purge must leave none. */
const orphanFullText = (path: string) =>
  reading(path, (db) => db.prepare<[], number>('SELECT COUNT(*) FROM unit_fts WHERE rowid NOT IN (SELECT id FROM unit)').pluck().get() ?? 0)

const storedStatistics = (path: string): unknown =>
  reading(path, (db) => JSON.parse(db.prepare<[], string>("SELECT value FROM meta WHERE key = 'statistics'").pluck().get() ?? '{}'))

const cli = (...args: string[]) => spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8' })

describe.skipIf(!HAS_REAL)('import batches of the real samples', () => {
  let dir: string
  /** Three batches, built once: the BnL issue of 1858-07-10, the NDNP batches, the MARC records. */
  let built: string
  /** A copy of `built` for each test to change. */
  let db: string
  let bnl: ImportReport
  let ndnp: ImportReport
  let marc: ImportReport
  const sample = (name: string) => realpathSync(join(REAL, name))

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'import-batches-'))
    built = join(dir, 'built.db')
    bnl = importPaths(built, [sample('bnl-luxzeit-1858-07-10')])
    ndnp = importPaths(built, [sample('chronicling-america')])
    marc = importPaths(built, [sample('marcxml-loc')])
  })

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  beforeEach(() => {
    mkdirSync(join(dir, 'live'), { recursive: true })
    db = join(dir, 'live', 'library.db')
    copyFileSync(built, db)
  })

  afterEach(() => {
    rmSync(join(dir, 'live'), { recursive: true, force: true })
  })

  it('records each import as a batch with its time, sources and counts, listed newest first', () => {
    const batches = listStoreBatches(db)
    expect(batches.map((batch) => batch.id)).toEqual([marc.batch, ndnp.batch, bnl.batch])
    for (const batch of batches) expect(batch.id).toMatch(BATCH_ID)
    expect(new Set(batches.map((batch) => batch.id)).size).toBe(3)
    const [marcBatch, ndnpBatch, bnlBatch] = batches
    expect(bnlBatch).toMatchObject({
      sources: [sample('bnl-luxzeit-1858-07-10')],
      issues: 1,
      items: 0,
      pages: 4,
      units: bnl.units,
      titleRecords: 0,
      skipped: 0,
      warnings: [],
    })
    expect(ndnpBatch).toMatchObject({ sources: [sample('chronicling-america')], issues: ndnp.issues, pages: ndnp.pages, units: ndnp.units })
    expect(marcBatch).toMatchObject({ sources: [sample('marcxml-loc')], issues: 0, pages: 0, units: 0, titleRecords: 3 })
    expect(Date.parse(bnlBatch?.importedAt ?? '')).toBeLessThanOrEqual(Date.parse(ndnpBatch?.importedAt ?? ''))
  })

  it('marks the issues and title records each batch wrote', () => {
    const owners = reading(db, (store) => ({
      issues: store.prepare<[], { periodical_id: string; batch_id: string }>('SELECT DISTINCT periodical_id, batch_id FROM issue ORDER BY 1').all(),
      records: store.prepare<[], string>('SELECT DISTINCT batch_id FROM title_record').pluck().all(),
    }))
    expect(owners.issues).toEqual([
      { periodical_id: 'luxzeit1858', batch_id: bnl.batch },
      { periodical_id: 'sn83045350', batch_id: ndnp.batch },
      { periodical_id: 'sn83045462', batch_id: ndnp.batch },
    ])
    expect(owners.records).toEqual([marc.batch])
  })

  it('counts the batches in the statistics', () => {
    expect(bnl.statistics.totalBatches).toBe(1)
    expect(marc.statistics.totalBatches).toBe(3)
    expect(storedStatistics(db)).toMatchObject({ totalBatches: 3 })
  })

  it('purges a batch: its issues, pages, units and full-text rows go, the other batches stay searchable', () => {
    // Words of one periodical each in these samples.
    expect(periodicalsFinding(db, 'Dardanelles')).toEqual(['sn83045462'])
    expect(periodicalsFinding(db, 'Minnesota')).toEqual(['sn83045350'])
    expect(periodicalsFinding(db, 'Diekirch')).toEqual(['luxzeit1858'])
    const units = count(db, 'unit')

    const report = purgeBatch(db, ndnp.batch)

    expect(report.batch.id).toBe(ndnp.batch)
    expect(report.removed).toEqual({
      issues: 2,
      items: 0,
      pages: 9,
      units: 9,
      titleRecords: 0,
      staffPicks: 0,
      newsItems: 0,
      periodicals: 2,
    })
    expect(periodicalsFinding(db, 'Dardanelles')).toEqual([])
    expect(periodicalsFinding(db, 'Minnesota')).toEqual([])
    expect(periodicalsFinding(db, 'Diekirch')).toEqual(['luxzeit1858'])
    expect(count(db, 'unit')).toBe(units - 9)
    expect(count(db, 'unit_fts')).toBe(units - 9)
    expect(orphanFullText(db)).toBe(0)
    expect(reading(db, (store) => store.prepare<[], string>('SELECT id FROM periodical ORDER BY id').pluck().all())).toEqual(['luxzeit1858'])
    expect(listStoreBatches(db).map((batch) => batch.id)).toEqual([marc.batch, bnl.batch])
    // The title records stay with their own batch, ready for the periodicals' next import.
    expect(count(db, 'title_record')).toBe(3)
    expect(report.statistics).toMatchObject({ totalIssues: 1, totalPeriodicals: 1, totalPages: 4, totalBatches: 2, totalUnits: units - 9 })
    expect(storedStatistics(db)).toMatchObject({ totalIssues: 1, totalBatches: 2, issuesPerYear: [{ year: 1858, issues: 1 }] })
    expect(readdirSync(join(dir, 'live'))).toEqual(['library.db'])
  })

  it('purging the title records takes back what they merged onto the periodicals, which keep their issues', () => {
    const periodical = () =>
      reading(db, (store) =>
        store
          .prepare<[], { issn: string | null; publishers: string; languages: string; record: string | null; later_titles: string }>(
            "SELECT issn, publishers, languages, record, later_titles FROM periodical WHERE id = 'sn83045350'",
          )
          .get(),
      )
    expect(periodical()?.issn).toBe('2372-2991')

    const report = purgeBatch(db, marc.batch)

    expect(report.removed).toMatchObject({ titleRecords: 3, issues: 0, periodicals: 0 })
    // The NDNP issue's METS names no language, its ALTO does (ADR 054): "de" stays with the issue when the record goes.
    expect(periodical()).toEqual({ issn: null, publishers: '[]', languages: '["de"]', record: null, later_titles: '[]' })
    expect(periodicalsFinding(db, 'Minnesota')).toEqual(['sn83045350'])
    expect(orphanFullText(db)).toBe(0)
  })

  it('purging an older batch keeps what a newer one merged and re-imported', () => {
    const again = importPaths(db, [sample('bnl-luxzeit-1858-07-10')])
    const issues = count(db, 'issue')
    // Re-importing replaces the issue, as before batches; the row now belongs to the newer batch.
    expect(reading(db, (store) => store.prepare<[], string>("SELECT batch_id FROM issue WHERE periodical_id = 'luxzeit1858'").pluck().all())).toEqual([
      again.batch,
    ])

    const report = purgeBatch(db, bnl.batch)

    expect(report.removed).toMatchObject({ issues: 0, pages: 0, units: 0, periodicals: 0 })
    expect(count(db, 'issue')).toBe(issues)
    expect(periodicalsFinding(db, 'Diekirch')).toEqual(['luxzeit1858'])
    expect(reading(db, (store) => store.prepare<[], string | null>("SELECT issn FROM periodical WHERE id = 'sn83045350'").pluck().get())).toBe('2372-2991')
    expect(listStoreBatches(db).map((batch) => batch.id)).toEqual([again.batch, marc.batch, ndnp.batch])
  })

  it('refuses an unknown batch and leaves the store byte for byte as it was', () => {
    const before = hash(db)
    expect(() => purgeBatch(db, 'b-20000101-000000-0000')).toThrow(BatchError)
    expect(() => purgeBatch(db, 'b-20000101-000000-0000')).toThrow(`no batch "b-20000101-000000-0000" in ${db}`)
    expect(hash(db)).toBe(before)
    expect(readdirSync(join(dir, 'live'))).toEqual(['library.db'])
  })

  it('lists the batches from the command line, newest first, with counts, sources and warnings', () => {
    const result = cli('--list', '--db', db)
    expect(result.status).toBe(0)
    expect(result.stdout).toContain(`3 batches in ${db}, newest first:`)
    const at = (id: string) => result.stdout.indexOf(`${id}  `)
    expect(at(marc.batch)).toBeGreaterThan(0)
    expect(at(marc.batch)).toBeLessThan(at(ndnp.batch))
    expect(at(ndnp.batch)).toBeLessThan(at(bnl.batch))
    expect(result.stdout).toContain(`issues 1 · items 0 · pages 4 · units ${bnl.units} · title records 0 · skipped 0 · 0 warnings`)
    expect(result.stdout).toContain(`from ${JSON.stringify(sample('marcxml-loc'))}`)
    expect(result.stdout.trimEnd().split('\n')).toEqual(formatBatches(listStoreBatches(db), db))
  })

  it('purges a batch from the command line and says what it removed', () => {
    const result = cli('--purge', ndnp.batch, '--db', db)
    expect(result.status).toBe(0)
    expect(result.stderr).toContain(
      `purged batch ${ndnp.batch} from ${db}: issues 2 · items 0 · pages 9 · units 9 · title records 0 · staff picks 0 · news items 0 · periodicals left without an issue 2`,
    )
    expect(periodicalsFinding(db, 'Dardanelles')).toEqual([])
    expect(cli('--list', '--db', db).stdout).not.toContain(ndnp.batch)
  })

  it('refuses an unknown batch on the command line in one line, exit 1, the store untouched', () => {
    const before = hash(db)
    const result = cli('--purge', 'b-nope', '--db', db)
    expect(result.status).toBe(1)
    expect(result.stderr).toBe(`no batch "b-nope" in ${db} (npm run import -- --list shows them)\n`)
    expect(result.stdout).toBe('')
    expect(hash(db)).toBe(before)
  })
})

describe('import batches of generated issues', () => {
  let dir: string

  beforeEach(() => {
    dir = realpathSync(mkdtempSync(join(tmpdir(), 'import-batches-mini-')))
  })

  afterEach(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('keep the messages of skipped files as warnings', () => {
    const db = join(dir, 'library.db')
    const mixed = join(dir, 'mixed')
    writeMiniIssue(join(mixed, 'a'), { date: '1942-01-01' })
    mkdirSync(join(mixed, 'b'), { recursive: true })
    writeFileSync(join(mixed, 'b', 'mets.xml'), miniIssueMets({ date: '1942-01-02' }).slice(0, 500))
    const report = importPaths(db, [mixed], { skipBad: true })
    const [batch] = listStoreBatches(db)
    expect(batch).toMatchObject({ id: report.batch, issues: 1, skipped: 1, sources: [mixed] })
    expect(batch?.warnings).toEqual(report.skippedFiles.map((skipped) => skipped.message))
    expect(batch?.warnings[0]).toContain(join(mixed, 'b', 'mets.xml'))
    expect(formatBatches(listStoreBatches(db), db).join('\n')).toContain('skipped 1 · 1 warning')
  })

  it('a store from before batches becomes one batch, "before-batches", that can be purged', () => {
    const db = join(dir, 'old.db')
    const old = new Database(db)
    // The schema as it was before migration 4, with what an import of that time wrote.
    for (const step of MIGRATIONS.slice(0, 3)) if (typeof step === 'string') old.exec(step)
    old.pragma('user_version = 3')
    old.exec(`
      INSERT INTO periodical (id, title, type) VALUES ('p', 'P', 'newspaper');
      INSERT INTO issue (periodical_id, date, page_count, source_path) VALUES ('p', '1900-01-01', 1, '/x/mets.xml');
      INSERT INTO page (issue_id, sequence, text) VALUES (1, 1, 'alpha');
      INSERT INTO unit (issue_id, source_id, type, source_type, text, content_types, first_page, last_page, blocks, doc_type, periodical_id, date, year, sort_title)
        VALUES (1, 'u', 'article', 'ARTICLE', 'alpha', 'full_text', 1, 1, '[]', 'newspaper', 'p', '1900-01-01', 1900, 'alpha');
      INSERT INTO unit_fts (rowid, title, text) VALUES (1, '', 'alpha');
      INSERT INTO meta (key, value) VALUES ('statistics', '{"totalIssues":1,"updated":"2026-11-01T10:00:00.000Z"}');
    `)
    old.close()
    openForWriting(db).close()

    const [batch, ...others] = listStoreBatches(db)
    expect(others).toEqual([])
    expect(batch).toEqual({
      id: BEFORE_BATCHES,
      importedAt: '2026-11-01T10:00:00.000Z',
      sources: [],
      issues: 1,
      items: 0,
      pages: 1,
      units: 1,
      titleRecords: 0,
      skipped: 0,
      warnings: [],
    })
    expect(storedStatistics(db)).toMatchObject({ totalIssues: 1, totalBatches: 1 })
    expect(reading(db, (store) => store.prepare<[], string>('SELECT batch_id FROM issue').pluck().all())).toEqual([BEFORE_BATCHES])

    const report = purgeBatch(db, BEFORE_BATCHES)
    expect(report.removed).toMatchObject({ issues: 1, pages: 1, units: 1, periodicals: 1 })
    expect(count(db, 'unit_fts')).toBe(0)
    expect(listStoreBatches(db)).toEqual([])
  })

  it('an empty store gets no batch from the migration', () => {
    const db = join(dir, 'empty.db')
    openForWriting(db).close()
    expect(listStoreBatches(db)).toEqual([])
    expect(formatBatches([], db)).toEqual([`no batches in ${db}`])
  })

  it('an unknown option is one line and the usage, exit 2, no stack', () => {
    const result = cli('--frobnicate', '--db', join(dir, 'library.db'))
    expect(result.status).toBe(2)
    const lines = result.stderr.trimEnd().split('\n')
    expect(lines[0]).toBe('unknown option --frobnicate')
    expect(lines[1]).toMatch(/^usage: npm run import -- /)
    expect(result.stderr).toContain('--purge BATCH')
    expect(result.stderr).not.toMatch(/\n\s+at /)
  })

  it('an option without its value, or --list with --purge, is a usage error, exit 2', () => {
    const cases: [string[], string][] = [
      [['--purge'], 'option --purge needs a value'],
      [['--list', '--purge', 'b-x'], '--list and --purge cannot be used together'],
      [['--list', 'some-folder'], '--list takes no files or folders'],
    ]
    for (const [args, message] of cases) {
      const result = cli(...args, '--db', join(dir, 'library.db'))
      expect(result.status).toBe(2)
      expect(result.stderr.split('\n')[0]).toBe(message)
    }
  })

  it('listing or purging where there is no store says so in one line, exit 1', () => {
    const missing = join(dir, 'missing.db')
    for (const args of [['--list'], ['--purge', 'b-x']]) {
      const result = cli(...args, '--db', missing)
      expect(result.status).toBe(1)
      expect(result.stderr).toBe(`there is no store at ${missing}\n`)
    }
  })
})
