/**
 * `npm run lists -- <command> … [--db path]`: the library's staff's hand on the visitors' published
 * lists (issue 55, ADR 063), in the store LISTS_DB names (default data/lists.db):
 *
 *   withdraw <id> --reason "…" [--by name]   the list's page then says it was withdrawn, and why
 *   restore <id> --reason "…" [--by name]    shows a withdrawn list again
 *   feature <id> --pick <pick-id> --reason "…" [--by name]
 *                                            the staff pick's page then links to the list (one list a pick)
 *   unfeature --pick <pick-id> --reason "…" [--by name]
 *                                            the pick's page no longer links to a list
 *   featured                                 every pick's featured list
 *   show <id>                                its content, provenance and withdrawal
 *   log [id]                                 publications, withdrawals and restorations, newest first
 *   check                                    every list's content against its id
 *   backup <file>                            a consistent copy of the store while the site runs
 *   export <file.jsonl>                      every list, one JSON per line, for another server
 *   import <file.jsonl>                      lists exported elsewhere (each checked against its id)
 *
 * Every change is logged in the store with its reason and who made it. Exit 1 on an unknown list or
 * a list that fails its check; `feature` refuses a withdrawn list, and a staff pick the library
 * store (LIBRARY_DB) does not hold when that store is found.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { userInfo } from 'node:os'
import { parseArgs } from 'node:util'
import * as v from 'valibot'
import { MAX_ID_LENGTH } from '../domain/limits.ts'
import { LOCALES } from '../domain/locale.ts'
import { getStaffPick, library } from '../store/library.ts'
import { ListsStore } from '../store/lists.ts'

const USAGE = `usage: npm run lists -- withdraw <id> --reason "…" [--by name] | restore <id> --reason "…" [--by name]
       | feature <id> --pick <pick-id> --reason "…" [--by name] | unfeature --pick <pick-id> --reason "…" [--by name] | featured
       | show <id> | log [id] | check | backup <file> | export <file.jsonl> | import <file.jsonl>   [--db path]`

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { db: { type: 'string' }, reason: { type: 'string' }, by: { type: 'string' }, pick: { type: 'string' } },
})

const [command, argument] = positionals
const store = new ListsStore(values.db ?? process.env.LISTS_DB ?? 'data/lists.db')
const who = () => values.by ?? process.env.USER ?? userInfo().username

const exportedSchema = v.object({
  id: v.string(),
  canonical: v.string(),
  copiedFrom: v.nullable(v.string()),
  publishedAt: v.string(),
  withdrawal: v.nullable(v.object({ reason: v.string(), by: v.string(), at: v.string() })),
})

function fail(message: string): never {
  console.error(message)
  store.close()
  process.exit(1)
}

function reason(use = 'the list\'s page gives it'): string {
  const text = values.reason?.trim()
  if (!text) fail(`a reason is needed (--reason "…"): ${use}`)
  return text
}

/** The staff pick named by --pick; one the library store does not hold is refused when that store is found. */
function pick(): string {
  const id = values.pick?.trim()
  if (!id || id.length > MAX_ID_LENGTH) fail(`a staff pick is needed (--pick <its id>, at most ${MAX_ID_LENGTH} characters)`)
  const db = library()
  if (!db) console.warn(`no library store found (LIBRARY_DB): staff pick ${id} not checked`)
  else if (!LOCALES.some((locale) => getStaffPick(db, id, locale))) fail(`the library store has no staff pick ${id}`)
  return id
}

function feature(id: string, now: Date): void {
  const pickId = pick()
  const outcome = store.feature(pickId, id, reason('the log keeps it'), who(), now)
  if (outcome === 'no-list') fail(`no list ${id} in ${store.path}`)
  if (outcome === 'withdrawn') fail(`list ${id} is withdrawn: restore it before featuring it`)
  console.log(outcome === 'featured' ? `list ${id} featured under staff pick ${pickId}; the pick's page now links to it` : `list ${id} was already featured under staff pick ${pickId}`)
}

async function run(): Promise<void> {
  const now = new Date()
  switch (command) {
    case 'withdraw':
      if (!argument) fail(USAGE)
      if (!store.withdraw(argument, reason(), who(), now)) fail(`no list ${argument} in ${store.path}`)
      console.log(`list ${argument} withdrawn; its page now says so`)
      return
    case 'restore':
      if (!argument) fail(USAGE)
      if (!store.restore(argument, reason(), who(), now)) fail(`list ${argument} is not withdrawn (or there is no such list) in ${store.path}`)
      console.log(`list ${argument} shown again`)
      return
    case 'feature':
      if (!argument) fail(USAGE)
      feature(argument, now)
      return
    case 'unfeature': {
      const pickId = values.pick?.trim() ?? argument
      if (!pickId) fail(USAGE)
      const listId = store.unfeature(pickId, reason('the log keeps it'), who(), now)
      if (listId === undefined) fail(`staff pick ${pickId} has no featured list in ${store.path}`)
      console.log(`list ${listId} no longer featured under staff pick ${pickId}`)
      return
    }
    case 'featured':
      for (const entry of store.features()) console.log([entry.pickId, entry.listId, entry.at, entry.by, entry.reason].join('\t'))
      return
    case 'show': {
      const list = argument ? store.get(argument) : undefined
      if (!list) fail(`no list ${argument ?? ''} in ${store.path}`)
      console.log(JSON.stringify({ id: list.id, ...list.content, copiedFrom: list.copiedFrom, publishedAt: list.publishedAt, withdrawal: list.withdrawal }, null, 2))
      return
    }
    case 'log':
      for (const entry of store.logOf(argument)) console.log([entry.at, entry.action, entry.listId, entry.pickId ?? '', entry.by ?? '', entry.reason ?? ''].join('\t'))
      return
    case 'check': {
      let bad = 0
      let good = 0
      for (const list of store.all()) {
        if ('error' in list) {
          bad += 1
          console.error(list.error)
        } else good += 1
      }
      console.log(`${good} lists match their ids, ${bad} do not`)
      if (bad > 0) fail('the store holds lists that do not match their ids')
      return
    }
    case 'backup':
      if (!argument) fail(USAGE)
      await store.backup(argument)
      console.log(`${store.count()} lists copied to ${argument}`)
      return
    case 'export': {
      if (!argument) fail(USAGE)
      const lines: string[] = []
      for (const list of store.all()) {
        if ('error' in list) fail(list.error)
        lines.push(JSON.stringify({ id: list.id, canonical: list.canonical, copiedFrom: list.copiedFrom, publishedAt: list.publishedAt, withdrawal: list.withdrawal }))
      }
      writeFileSync(argument, lines.map((line) => `${line}\n`).join(''))
      console.log(`${lines.length} lists written to ${argument}`)
      return
    }
    case 'import': {
      if (!argument) fail(USAGE)
      let added = 0
      let known = 0
      readFileSync(argument, 'utf8')
        .split('\n')
        .forEach((line, index) => {
          if (line.trim() === '') return
          let value: unknown
          try {
            value = JSON.parse(line)
          } catch {
            fail(`${argument}:${index + 1}: not JSON`)
          }
          const parsed = v.safeParse(exportedSchema, value)
          if (!parsed.success) fail(`${argument}:${index + 1}: not an exported list (${v.summarize(parsed.issues)})`)
          if (store.adopt(parsed.output, now)) added += 1
          else known += 1
        })
      console.log(`${added} lists added, ${known} were here already`)
      return
    }
    default:
      fail(USAGE)
  }
}

try {
  await run()
} catch (error) {
  fail(error instanceof Error ? error.message : String(error))
}
store.close()
