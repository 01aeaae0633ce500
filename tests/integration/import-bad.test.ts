import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPaths } from '#src/ingest/loader.ts'
import { IngestError } from '#src/ingest/types.ts'
import { foldText } from '#src/domain/fold.ts'
import { openForReading } from '#src/store/db.ts'
import { miniIssueAlto, miniIssueMets, writeMiniIssue } from '../fixtures/mini-issue'

let dir: string
let db: string

const hash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex')
const count = (table: string) => {
  const store = openForReading(db)
  try {
    return store.prepare<[], { n: number }>(`SELECT COUNT(*) AS n FROM ${table}`).get()?.n ?? 0
  } finally {
    store.close()
  }
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'import-bad-'))
  db = join(dir, 'live', 'library.db')
  importPaths(db, [writeMiniIssue(join(dir, 'good'))])
})

afterEach(() => {
  rmSync(dir, { recursive: true, force: true })
})

/** Imports `file`, expects an IngestError naming it (and a line when given), and checks the live store is untouched. */
function expectRefused(file: string, message: RegExp, line?: number) {
  const before = hash(db)
  let caught: unknown
  try {
    importPaths(db, [file])
  } catch (error) {
    caught = error
  }
  expect(caught).toBeInstanceOf(IngestError)
  if (!(caught instanceof IngestError)) return
  expect(caught.message).toMatch(message)
  expect(caught.file).toContain(file.split('/').at(-1) ?? file)
  if (line !== undefined) expect(caught.line).toBe(line)
  expect(hash(db)).toBe(before)
  expect(readdirSync(join(dir, 'live'))).toEqual(['library.db'])
}

function writeIssueWith(name: string, mets: string): string {
  const issueDir = join(dir, name)
  mkdirSync(join(issueDir, 'text'), { recursive: true })
  writeFileSync(join(issueDir, 'text', '0001.xml'), miniIssueAlto())
  writeFileSync(join(issueDir, 'mets.xml'), mets)
  return join(issueDir, 'mets.xml')
}

describe('a good import', () => {
  it('stores the issue, its units and their types', () => {
    expect(count('issue')).toBe(1)
    expect(count('unit')).toBe(3)
    const store = openForReading(db)
    const types = store.prepare<[], { type: string; content_types: string }>('SELECT type, content_types FROM unit ORDER BY id').all()
    const hits = store
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM unit_fts WHERE unit_fts MATCH ?')
      .get(foldText('grossherzog'))
    const theatre = store.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM unit_fts WHERE unit_fts MATCH ?').get('theatre')
    store.close()
    expect(types).toEqual([
      { type: 'article', content_types: 'full_text' },
      { type: 'article', content_types: 'full_text' },
      { type: 'advertisement', content_types: 'advertisement full_text' },
    ])
    expect(hits?.n).toBe(1)
    expect(theatre?.n).toBe(1)
  })

  it('replaces an issue imported again instead of duplicating it', () => {
    importPaths(db, [join(dir, 'good', 'mets.xml')])
    importPaths(db, [join(dir, 'good')])
    expect(count('issue')).toBe(1)
    expect(count('unit')).toBe(3)
    expect(count('page')).toBe(1)
  })

  it('reads METS whatever the namespace prefix', () => {
    importPaths(db, [writeIssueWith('upper', miniIssueMets({ prefix: 'METS:', date: '1941-05-04' }))])
    importPaths(db, [writeIssueWith('none', miniIssueMets({ prefix: '', date: '1941-05-05' }))])
    expect(count('issue')).toBe(3)
  })
})

describe('bad input is refused with file and line, and the live store is untouched', () => {
  it('truncated XML', () => {
    const mets = miniIssueMets()
    const file = writeIssueWith('truncated', mets.slice(0, Math.floor(mets.length / 2)))
    expectRefused(file, /mets\.xml:\d+: malformed XML|mets\.xml:\d+: .*(unclosed|end)/i)
  })

  it('an empty file', () => {
    const file = join(dir, 'empty.xml')
    writeFileSync(file, '')
    expectRefused(file, /empty\.xml: the file is empty \(0 bytes\)/)
  })

  it('an XML file of another kind (wrong namespace and root)', () => {
    const file = join(dir, 'other.xml')
    writeFileSync(file, '<?xml version="1.0"?>\n<rss xmlns="http://example.org/rss"><channel/></rss>')
    expectRefused(file, /not a METS/)
  })

  it('a missing ALTO file', () => {
    const issueDir = join(dir, 'no-alto')
    mkdirSync(issueDir, { recursive: true })
    writeFileSync(join(issueDir, 'mets.xml'), miniIssueMets())
    expectRefused(join(issueDir, 'mets.xml'), /ALTO file .*0001\.xml" does not exist/)
  })

  it('an ALTO href that leaves the package folder', () => {
    const file = writeIssueWith('escape', miniIssueMets().replace('file://text/0001.xml', 'file://../good/text/0001.xml'))
    expectRefused(file, /outside the package folder/)
  })

  it('an absurd date', () => {
    expectRefused(writeIssueWith('absurd', miniIssueMets({ date: '1858-13-45' })), /date/)
  })

  it('a billion-laughs entity payload', () => {
    const file = join(dir, 'laughs.xml')
    const entities = Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i};`.repeat(10)}">`).join('\n')
    writeFileSync(
      file,
      `<?xml version="1.0"?>\n<!DOCTYPE mets [\n<!ENTITY lol0 "lol">\n${entities}\n]>\n<mets><dmdSec>&lol9;</dmdSec></mets>`,
    )
    expectRefused(file, /entity declarations are not allowed/)
  })

  it('an ALTO page that is not well-formed', () => {
    const issueDir = join(dir, 'bad-alto')
    mkdirSync(join(issueDir, 'text'), { recursive: true })
    writeFileSync(join(issueDir, 'mets.xml'), miniIssueMets())
    writeFileSync(join(issueDir, 'text', '0001.xml'), '<alto>\n<Layout>\n<Page WIDTH="1" HEIGHT="1"><oops></Page>')
    let caught: unknown
    try {
      importPaths(db, [join(issueDir, 'mets.xml')])
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(IngestError)
    expect(caught instanceof IngestError ? caught.file : '').toMatch(/0001\.xml$/)
    expect(caught instanceof IngestError ? caught.line : 0).toBe(3)
  })

  it('a folder of good and bad files imports the good ones with --skip-bad and reports every skipped file', () => {
    const mixed = join(dir, 'mixed')
    writeMiniIssue(join(mixed, 'a'), { date: '1942-01-01' })
    writeMiniIssue(join(mixed, 'b'), { date: '1942-01-02' })
    mkdirSync(join(mixed, 'c'), { recursive: true })
    writeFileSync(join(mixed, 'c', 'mets.xml'), miniIssueMets({ date: '1942-01-03' }).slice(0, 500))
    writeFileSync(join(mixed, 'junk.xml'), '')
    const report = importPaths(db, [mixed], { skipBad: true })
    expect(report.skippedFiles.map((skipped) => skipped.file.split('/').slice(-2).join('/')).sort()).toEqual([
      'c/mets.xml',
      'mixed/junk.xml',
    ])
    expect(count('issue')).toBe(3)
    expect(existsSync(`${db}.importing-${process.pid}`)).toBe(false)
  })
})
