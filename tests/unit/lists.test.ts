/**
 * Visitors' lists (issue 55): members named by permanent link, the free text a visitor publishes,
 * the canonical content and the content-addressed store (src/domain/lists.ts, src/store/lists.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  LIST_ID,
  MAX_LIST_NOTE,
  MAX_LIST_TITLE,
  canonicalContent,
  canonicalRef,
  characters,
  isCalendarDay,
  memberRef,
  parseCanonicalContent,
  parseMemberRef,
  textProblem,
  tidyNote,
  tidyTitle,
} from '#src/domain/lists.ts'
import { libraryNaan } from '#src/store/ark-naan.ts'
import { LISTS_MIGRATIONS, ListIntegrityError, ListsStore, listIdOf } from '#src/store/lists.ts'

describe('members by permanent link', () => {
  const cases = [
    '/periodicals/luxwort/1940-05-10',
    '/periodicals/luxwort/1940-05-10-e2',
    '/periodicals/luxwort/1940-05-10/units/DIVL12',
    '/periodicals/luxwort/1940-05-10/pages/3',
    '/periodicals/luxwort/1940-05-10/pages/3/1200,4500,2400,1300',
    '/items/book-echternach-chronik',
    '/items/book-echternach-chronik/units/chap%2F1',
    '/items/%C3%A9t%C3%A9/pages/1/0,0,10000,10000',
  ]
  it.each(cases)('reads and writes %s the one canonical way', (ref) => {
    const member = parseMemberRef(ref)
    expect(member).toBeDefined()
    if (member) expect(memberRef(member)).toBe(ref)
  })

  it('writes one spelling of a member however it was typed', () => {
    expect(canonicalRef('/periodicals/lux%77ort/1940-05-10/units/DIV%4C12')).toBe('/periodicals/luxwort/1940-05-10/units/DIVL12')
    expect(canonicalRef('/periodicals/luxwort/1940-05-10-e1')).toBe('/periodicals/luxwort/1940-05-10')
  })

  it('names a unit by its source id, a region by page-relative units', () => {
    expect(parseMemberRef('/periodicals/a/1900-01-01/units/X')).toEqual({ kind: 'unit', document: { kind: 'issue', periodicalId: 'a', date: '1900-01-01', edition: 1 }, unit: 'X' })
    expect(parseMemberRef('/items/b/pages/2/1,2,3,4')).toEqual({ kind: 'region', document: { kind: 'item', id: 'b' }, region: { page: 2, x: 1, y: 2, width: 3, height: 4 } })
  })

  const hostile = [
    '',
    'periodicals/a/1900-01-01',
    '/periodicals/a',
    '/periodicals/a/1900-13-01x',
    '/periodicals/a/1900-01-01/units/',
    '/periodicals/a/1900-01-01/pages/0',
    '/periodicals/a/1900-01-01/pages/-1',
    '/periodicals/a/1900-01-01/pages/3/0,0,0,10',
    '/periodicals/a/1900-01-01/pages/3/9000,0,2000,10',
    '/periodicals/a/1900-01-01/pages/3/1,2,3',
    '/periodicals/a/1900-01-01/pages/3/1,2,3,4/more',
    '/periodicals/%E0%A4%A/1900-01-01',
    `/periodicals/${'x'.repeat(121)}/1900-01-01`,
    `/items/${'y'.repeat(5000)}`,
    '/items/../../etc/passwd',
    '/items/a/units/b/c',
    '/search?q=x',
    '<script>alert(1)</script>',
  ]
  it.each(hostile)('names nothing with %j', (ref) => {
    expect(parseMemberRef(ref)).toBeUndefined()
  })
})

describe('the free text a visitor publishes', () => {
  it('tidies a title to one line and a note to paragraphs', () => {
    expect(tidyTitle('  Strikes\n of\t1921 ')).toBe('Strikes of 1921')
    expect(tidyNote('One  \r\n\r\n\r\n\r\nTwo\t!  ')).toBe('One\n\nTwo !')
  })

  it('counts characters as a reader does (an emoji is one)', () => {
    expect(characters('Grève 🗞️')).toBe(8)
    expect(textProblem('🗞'.repeat(MAX_LIST_TITLE), MAX_LIST_TITLE, true)).toBeUndefined()
    expect(textProblem('🗞'.repeat(MAX_LIST_TITLE + 1), MAX_LIST_TITLE, true)).toBe('tooLong')
    expect(textProblem('x'.repeat(MAX_LIST_NOTE + 1), MAX_LIST_NOTE, false)).toBe('tooLong')
  })

  it('refuses markup and control characters, keeps plain text that only looks near them', () => {
    expect(textProblem('<b>Grève</b>', 200, true)).toBe('markup')
    expect(textProblem('x <script>', 200, true)).toBe('markup')
    expect(textProblem('AT&amp;T', 200, true)).toBe('markup')
    expect(textProblem('a\u0000b', 200, true)).toBe('control')
    expect(textProblem('right\u202Eto left', 200, true)).toBe('control')
    expect(textProblem('Prices < 1900 & after, 3 > 2', 200, true)).toBeUndefined()
    expect(textProblem('', 200, true)).toBe('empty')
    expect(textProblem('', 200, false)).toBeUndefined()
  })

  it('knows the days of the calendar', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true)
    expect(isCalendarDay('2026-02-29')).toBe(false)
    expect(isCalendarDay('2026-2-28')).toBe(false)
  })
})

describe('the canonical content and its id', () => {
  const content = { title: 'Fanfares', note: 'Two concerts.', asof: '2026-12-01', members: ['/periodicals/a/1900-01-01/units/X', '/items/b'] }

  it('writes the same content one way, and reads back only that way', () => {
    const text = canonicalContent(content)
    expect(text).toBe('{"asof":"2026-12-01","members":["/periodicals/a/1900-01-01/units/X","/items/b"],"note":"Two concerts.","title":"Fanfares","version":1}')
    expect(parseCanonicalContent(text)).toEqual(content)
    expect(parseCanonicalContent(text.replace('"asof"', ' "asof"'))).toBeUndefined()
    expect(parseCanonicalContent('{"title":1}')).toBeUndefined()
    expect(parseCanonicalContent('not json')).toBeUndefined()
  })

  it('hashes content to 26 characters of base32; order, date and words all count', () => {
    const id = listIdOf(canonicalContent(content))
    expect(id).toMatch(LIST_ID)
    expect(listIdOf(canonicalContent({ ...content }))).toBe(id)
    expect(listIdOf(canonicalContent({ ...content, asof: '2026-12-02' }))).not.toBe(id)
    expect(listIdOf(canonicalContent({ ...content, members: [...content.members].reverse() }))).not.toBe(id)
    expect(listIdOf(canonicalContent({ ...content, note: 'Two concerts' }))).not.toBe(id)
  })
})

describe('the lists store', () => {
  let dir: string
  let path: string
  let store: ListsStore
  const now = new Date('2026-12-03T10:00:00Z')
  const content = { title: 'Fanfares', note: '', asof: '2026-12-03', members: ['/items/b'] }

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'lists-'))
    path = join(dir, 'lists.db')
    store = new ListsStore(path)
  })
  afterEach(() => {
    store.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('publishes the same content pinned to the same day once, under one id, first provenance kept', () => {
    const first = store.publish(content, null, now)
    const again = store.publish(content, 'aaaaaaaaaaaaaaaaaaaaaaaaaa', new Date('2026-12-04T00:00:00Z'))
    expect(first.created).toBe(true)
    expect(again).toEqual({ id: first.id, created: false })
    const list = store.get(first.id)
    expect(list?.content).toEqual(content)
    expect(list?.copiedFrom).toBeNull()
    expect(list?.publishedAt).toBe(now.toISOString())
    expect(store.logOf(first.id).map((entry) => entry.action)).toEqual(['publish'])
  })

  it('refuses a row changed behind its back', () => {
    const { id } = store.publish(content, null, now)
    const raw = new Database(path)
    raw.prepare("UPDATE list SET content = replace(content, 'Fanfares', 'Fanfaron') WHERE id = ?").run(id)
    raw.close()
    expect(() => store.get(id)).toThrow(ListIntegrityError)
    const checked = [...store.all()]
    expect(checked).toHaveLength(1)
    expect(checked[0]).toHaveProperty('error')
  })

  it('withdraws with a reason and who did it, restores, and logs both', () => {
    const { id } = store.publish(content, null, now)
    expect(store.withdraw(id, 'Spam', 'staff', now)).toBe(true)
    expect(store.get(id)?.withdrawal).toEqual({ reason: 'Spam', by: 'staff', at: now.toISOString() })
    expect(store.withdraw('aaaaaaaaaaaaaaaaaaaaaaaaaa', 'x', 'staff', now)).toBe(false)
    expect(store.restore(id, 'Checked again', 'staff', now)).toBe(true)
    expect(store.restore(id, 'twice', 'staff', now)).toBe(false)
    expect(store.get(id)?.withdrawal).toBeNull()
    expect(store.logOf(id).map((entry) => [entry.action, entry.reason])).toEqual([
      ['restore', 'Checked again'],
      ['withdraw', 'Spam'],
      ['publish', null],
    ])
  })

  it('features a list under a staff pick only by the staff, one list a pick, never a withdrawn one, and logs each change', () => {
    const { id } = store.publish(content, null, now)
    const other = store.publish({ ...content, title: 'Fanfares again' }, null, now).id
    // What a visitor publishes is never featured, whatever it is called.
    store.publish({ ...content, title: 'born-digital-books' }, null, now)
    expect(store.featuredList('born-digital-books')).toBeUndefined()
    expect(store.feature('born-digital-books', 'aaaaaaaaaaaaaaaaaaaaaaaaaa', 'x', 'staff', now)).toBe('no-list')
    expect(store.feature('born-digital-books', id, 'The pick as a list', 'staff', now)).toBe('featured')
    expect(store.feature('born-digital-books', id, 'again', 'staff', now)).toBe('unchanged')
    expect(store.featuredList('born-digital-books')?.id).toBe(id)
    expect(store.featuredList('serial-novels')).toBeUndefined()
    // Another list in its place: one list a pick.
    expect(store.feature('born-digital-books', other, 'A better one', 'curator', now)).toBe('featured')
    expect(store.features()).toEqual([{ pickId: 'born-digital-books', listId: other, reason: 'A better one', by: 'curator', at: now.toISOString() }])
    // Withdrawn, it is no longer shown under the pick, and cannot be featured anew; restored, it is shown again.
    store.withdraw(other, 'Spam', 'staff', now)
    expect(store.featuredList('born-digital-books')).toBeUndefined()
    expect(store.feature('serial-novels', other, 'x', 'staff', now)).toBe('withdrawn')
    store.restore(other, 'Checked', 'staff', now)
    expect(store.featuredList('born-digital-books')?.id).toBe(other)
    expect(store.unfeature('born-digital-books', 'Pick retired', 'curator', now)).toBe(other)
    expect(store.unfeature('born-digital-books', 'twice', 'curator', now)).toBeUndefined()
    expect(store.featuredList('born-digital-books')).toBeUndefined()
    expect(store.logOf(other).map((entry) => [entry.action, entry.pickId, entry.by, entry.reason])).toEqual([
      ['unfeature', 'born-digital-books', 'curator', 'Pick retired'],
      ['restore', null, 'staff', 'Checked'],
      ['withdraw', null, 'staff', 'Spam'],
      ['feature', 'born-digital-books', 'curator', 'A better one'],
      ['publish', null, null, null],
    ])
    expect(store.logOf(id).map((entry) => entry.action)).toEqual(['feature', 'publish'])
  })

  it('takes a store of the first schema to the second, its lists and log kept', () => {
    const old = join(dir, 'old.db')
    const raw = new Database(old)
    raw.exec(LISTS_MIGRATIONS[0] ?? '')
    raw.pragma('user_version = 1')
    const canonical = canonicalContent(content)
    const id = listIdOf(canonical)
    raw.prepare('INSERT INTO list (id, content, title, asof, members, copied_from, published_at) VALUES (?, ?, ?, ?, 1, NULL, ?)').run(id, canonical, content.title, content.asof, now.toISOString())
    raw.prepare("INSERT INTO log (at, action, list_id, reason, by) VALUES (?, 'publish', ?, NULL, NULL)").run(now.toISOString(), id)
    raw.prepare("INSERT INTO log (at, action, list_id, reason, by) VALUES (?, 'withdraw', ?, 'Spam', 'staff')").run(now.toISOString(), id)
    raw.close()
    const upgraded = new ListsStore(old)
    try {
      expect(upgraded.logOf(id).map((entry) => [entry.action, entry.reason, entry.pickId])).toEqual([
        ['withdraw', 'Spam', null],
        ['publish', null, null],
      ])
      expect(upgraded.feature('born-digital-books', id, 'Featured', 'staff', now)).toBe('featured')
      expect(upgraded.logOf(id)[0]).toMatchObject({ action: 'feature', pickId: 'born-digital-books' })
    } finally {
      upgraded.close()
    }
  })

  it('moves between servers: an export adopted elsewhere keeps its id, date and withdrawal; a forged one is refused', async () => {
    const { id } = store.publish(content, null, now)
    store.withdraw(id, 'Spam', 'staff', now)
    const [exported] = [...store.all()]
    if (!exported || 'error' in exported) throw new Error('no list')
    const other = new ListsStore(join(dir, 'other.db'))
    expect(other.adopt(exported, now)).toBe(true)
    expect(other.adopt(exported, now)).toBe(false)
    expect(other.get(id)?.withdrawal?.reason).toBe('Spam')
    expect(other.get(id)?.publishedAt).toBe(now.toISOString())
    expect(() => other.adopt({ ...exported, id: 'bbbbbbbbbbbbbbbbbbbbbbbbbb' }, now)).toThrow(ListIntegrityError)
    await store.backup(join(dir, 'backup.db'))
    const backup = new ListsStore(join(dir, 'backup.db'), { readonly: true })
    expect(backup.get(id)?.content).toEqual(content)
    backup.close()
    other.close()
  })
})

describe('the library’s NAAN, for the lists’ ARKs', () => {
  /** A store of the three tables whose permanent links hold ARKs, with those links. */
  function storeOf(links: { issue?: (string | null)[]; item?: string[]; periodical?: string[] }) {
    const db = new Database(':memory:')
    for (const table of ['issue', 'item', 'periodical'] as const) {
      db.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY, permalink TEXT)`)
      for (const link of links[table] ?? []) db.prepare(`INSERT INTO ${table} (permalink) VALUES (?)`).run(link)
    }
    db.exec("CREATE INDEX issue_ark ON issue (substr(permalink, instr(permalink, 'ark:'))) WHERE instr(permalink, 'ark:') > 0")
    return db
  }

  it('is the one NAAN every ARK the sources gave carries, in either spelling', () => {
    expect(libraryNaan(storeOf({ issue: ['https://n2t.net/ark:/99999/fk4a', 'https://n2t.net/ark:/99999/fk4z', null], item: ['ark:/99999/fk4b', 'https://example.org/handle/1'] }))).toBe('99999')
    expect(libraryNaan(storeOf({ periodical: ['ark:12148/cb1', 'ark:12148/cb2'] }))).toBe('12148')
  })

  it('is none when the sources gave no ARK, several NAANs, or one NAAN in both spellings', () => {
    expect(libraryNaan(storeOf({ issue: ['https://example.org/a'] }))).toBeUndefined()
    expect(libraryNaan(storeOf({ issue: ['ark:/99999/fk4a', 'ark:/12148/cb1', 'ark:/99999/fk4z'] }))).toBeUndefined()
    expect(libraryNaan(storeOf({ issue: ['ark:/99999/fk4a'], item: ['ark:/12148/cb1'] }))).toBeUndefined()
    // A five-digit NAAN and a six-digit one that begins with it.
    expect(libraryNaan(storeOf({ issue: ['ark:/99999/a', 'ark:/999990/b', 'ark:/99999/z'] }))).toBeUndefined()
    expect(libraryNaan(storeOf({ issue: ['ark:/99999/fk4a', 'ark:99999/fk4b'] }))).toBeUndefined()
  })
})
