/**
 * ADR 015: an import killed half-way leaves its temporary copy of the store
 * (`<db>.importing-<pid>`) behind; the next import removes it, and says so,
 * but never the copy of an import that is still running.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { existsSync, readdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPaths } from '#src/ingest/loader.ts'
import { type Harness, count, setUpHarness, storeHash, tearDownHarness } from '../fixtures/import-harness'
import { writeMiniIssue } from '../fixtures/mini-issue'

const LOADER = join(import.meta.dirname, '../../src/ingest/loader.ts')
const CLI = join(import.meta.dirname, '../../src/ingest/cli.ts')

let h: Harness
const children: ChildProcess[] = []

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  tearDownHarness(h)
})

/** A real import in another process, stopped half-way: its copy of the store is written, nothing committed. */
async function importInAnotherProcess(issue: string): Promise<ChildProcess> {
  const script = join(h.dir, 'half-import.ts')
  writeFileSync(
    script,
    `import { ImportSession } from ${JSON.stringify(LOADER)}\n` +
      `const session = new ImportSession(process.argv[2])\n` +
      `session.importPath(process.argv[3])\n` +
      `process.stdout.write('ready\\n')\n` +
      `setInterval(() => {}, 60_000)\n`,
  )
  const child = spawn(process.execPath, [script, h.db, issue], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (data: Buffer) => {
      if (data.toString().includes('ready')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`the import process exited early (${code})`)))
  })
  return child
}

async function kill(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.on('exit', resolve))
  child.kill('SIGKILL')
  await exited
}

describe('temporary stores of killed imports', () => {
  it('are removed by the next import, which prints what it removed', async () => {
    const child = await importInAnotherProcess(writeMiniIssue(join(h.dir, 'a'), { date: '1942-02-01' }))
    const pid = child.pid ?? 0
    await kill(child)
    const temp = `${h.db}.importing-${pid}`
    expect(existsSync(temp)).toBe(true)
    // What SQLite leaves when the process dies inside a transaction.
    writeFileSync(`${temp}-journal`, 'half a transaction')

    const output = execFileSync(process.execPath, [CLI, writeMiniIssue(join(h.dir, 'b'), { date: '1942-02-02' }), '--db', h.db], {
      encoding: 'utf8',
    })
    expect(output).toContain(`removed ${temp}, left by an import (pid ${pid}) that is no longer running`)
    expect(output).toContain(`removed ${temp}-journal, left by an import (pid ${pid}) that is no longer running`)
    expect(readdirSync(join(h.dir, 'live'))).toEqual(['library.db'])
    // The killed import's issue never reached the store; the next one did.
    expect(count(h.db, 'issue')).toBe(2)
  })

  it('are reported by importPaths', async () => {
    const child = await importInAnotherProcess(writeMiniIssue(join(h.dir, 'a'), { date: '1942-02-03' }))
    await kill(child)
    const removed: [string, number][] = []
    const report = importPaths(h.db, [join(h.dir, 'good')], { onStaleTemporary: (path, pid) => removed.push([path, pid]) })
    expect(report.removedTemporaries).toEqual([`${h.db}.importing-${child.pid}`])
    expect(removed).toEqual([[`${h.db}.importing-${child.pid}`, child.pid]])
    expect(readdirSync(join(h.dir, 'live'))).toEqual(['library.db'])
  })

  it('are kept while their import still runs, and so is the other import', async () => {
    const child = await importInAnotherProcess(writeMiniIssue(join(h.dir, 'a'), { date: '1942-02-04' }))
    const temp = `${h.db}.importing-${child.pid}`
    const before = storeHash(temp)
    const report = importPaths(h.db, [writeMiniIssue(join(h.dir, 'b'), { date: '1942-02-05' })])
    expect(report.removedTemporaries).toEqual([])
    expect(storeHash(temp)).toBe(before)
    expect(child.exitCode).toBeNull()
    await kill(child)
  })

  it('leave other files alone', () => {
    const others = ['library.db.importing-', 'library.db.importing-12x', 'library.db.importing-0', 'other.db.importing-999999999', 'notes.txt']
    for (const name of others) writeFileSync(join(h.dir, 'live', name), '')
    importPaths(h.db, [join(h.dir, 'good')])
    expect(readdirSync(join(h.dir, 'live')).sort()).toEqual(['library.db', ...others].sort())
  })
})
