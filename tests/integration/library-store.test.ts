import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, describe, expect, it } from 'vitest'
import { openForWriting } from '../../src/store/db'
import { library, libraryProblem } from '../../src/store/library'

const dirs: string[] = []
const previous = process.env.LIBRARY_DB

afterEach(() => {
  process.env.LIBRARY_DB = previous
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function scratch(): string {
  const dir = mkdtempSync(join(tmpdir(), 'library-store-'))
  dirs.push(dir)
  return dir
}

describe('the store the site serves', () => {
  it('is served when its schema is current', () => {
    const path = join(scratch(), 'library.db')
    openForWriting(path).close()
    process.env.LIBRARY_DB = path
    expect(library()).toBeDefined()
    expect(libraryProblem()).toBeUndefined()
  })

  it('is not served, and says why, when it has an older schema or is not a store at all', () => {
    const old = join(scratch(), 'old.db')
    const db = new Database(old)
    db.pragma('user_version = 1')
    db.exec('CREATE TABLE unit (id INTEGER PRIMARY KEY)')
    db.close()
    process.env.LIBRARY_DB = old
    expect(library()).toBeUndefined()
    expect(libraryProblem()).toMatch(/schema version 1, expected \d+: npm start upgrades it/)

    const garbage = join(scratch(), 'garbage.db')
    writeFileSync(garbage, 'not a database')
    process.env.LIBRARY_DB = garbage
    expect(library()).toBeUndefined()
    expect(libraryProblem()).toBeTruthy()
  })

  it('is simply absent when the file does not exist', () => {
    process.env.LIBRARY_DB = join(scratch(), 'missing.db')
    expect(library()).toBeUndefined()
  })
})
