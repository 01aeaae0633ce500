/**
 * Real deliveries with their metadata right (issue 49): every delivery of the conformance corpus
 * (tests/fixtures/conformance/*) is imported, and every fact of its README's table is checked:
 * title, date, number, languages, pages, units, author, words found (one joined across a
 * line-end hyphen), and the warnings a librarian must see. A delivery's own faults are named in
 * its README; the facts say what the import makes of them.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { foldText } from '#src/domain/fold.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { type FactResult, checkConformance, deliveries } from '../fixtures/conformance'

const corpus = deliveries()

describe('the conformance corpus', () => {
  let dir: string
  let results: FactResult[]
  let skipped: { file: string; message: string }[]

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'conformance-'))
    ;({ results, skipped } = checkConformance({ importPaths, openForReading, foldText }, join(dir, 'library.db'), corpus))
  })

  afterAll(() => {
    rmSync(dir, { recursive: true, force: true })
  })

  it('holds at least 20 deliveries of at least 12 providers, each README naming its source, commit, licence and trimming', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(20)
    const providers = new Set(corpus.map((delivery) => /^\| provider \| (.+?) \|$/m.exec(delivery.readme)?.[1]))
    providers.delete(undefined)
    expect(providers.size).toBeGreaterThanOrEqual(12)
    for (const delivery of corpus) {
      for (const heading of ['| provider |', '| source |', '| commit |', '| path |', '| licence |', '| trimmed |']) expect(delivery.readme, `${delivery.name}: ${heading}`).toContain(heading)
      const facts = new Set(delivery.facts.map((fact) => fact.fact))
      for (const fact of ['kind', 'title', 'date', 'number', 'languages', 'pages', 'units', 'words', 'hyphenated'] as const) expect(facts.has(fact), `${delivery.name}: ${fact}`).toBe(true)
    }
  })

  it('imports every delivery: nothing is refused', () => {
    expect(skipped).toEqual([])
  })

  it.each(corpus.map((delivery) => delivery.name))('%s: every fact holds', (name) => {
    const own = results.filter((result) => result.delivery === name)
    expect(own.length).toBeGreaterThan(0)
    expect(own.filter((result) => !result.ok)).toEqual([])
  })
})
