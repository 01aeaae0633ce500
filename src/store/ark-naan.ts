/**
 * The library's ARK NAAN as its records carry it (issue 55's audit, ADR 063 amendment): the site
 * mints no ARK of its own for a document; it resolves the ARKs its sources gave (ADR 035). A
 * published list's ARK takes the same NAAN by default, when the library's records agree on one.
 */
import type { Db } from './db.ts'

/** `ark:/NAAN/` or `ark:NAAN/` at the start of a stored ARK, with its NAAN. */
const ARK_HEAD = /^(ark:\/?(\d{5,})\/)/

/**
 * The one NAAN every ARK in a table's `permalink` carries, read from the smallest and the largest
 * ARK by the table's index (migration 10): when both begin with the same `ark:/NAAN/` (one
 * spelling), every ARK between them does. 'none' when the table holds no ARK; undefined when
 * they differ (several NAANs, or both spellings).
 */
function naanOfTable(db: Db, table: 'issue' | 'item' | 'periodical'): string | 'none' | undefined {
  const ark = `substr(permalink, instr(permalink, 'ark:'))`
  const edge = (order: 'ASC' | 'DESC') =>
    db.prepare<[], string>(`SELECT ${ark} FROM ${table} WHERE instr(permalink, 'ark:') > 0 ORDER BY ${ark} ${order} LIMIT 1`).pluck().get()
  const first = edge('ASC')
  if (first === undefined) return 'none'
  const head = ARK_HEAD.exec(first)
  const last = edge('DESC') ?? ''
  // `instr(permalink, 'ark:')` is case-sensitive: every ARK read here begins with a lower-case `ark:`.
  if (!head?.[1] || !last.startsWith(head[1])) return undefined
  return head[2]
}

const known = new WeakMap<Db, string | null>()

/**
 * The NAAN all the library's ARKs share (its issues', items' and periodicals'), or undefined when
 * they hold none or more than one (the library then names its own with LISTS_ARK_NAAN). Read once
 * per opened store: an import replaces the store, and with it this answer.
 */
export function libraryNaan(db: Db): string | undefined {
  const cached = known.get(db)
  if (cached !== undefined) return cached ?? undefined
  const naans = new Set<string | undefined>()
  for (const table of ['issue', 'item', 'periodical'] as const) {
    const naan = naanOfTable(db, table)
    if (naan !== 'none') naans.add(naan)
  }
  const [only] = naans
  const naan = naans.size === 1 && only !== undefined ? only : null
  known.set(db, naan)
  return naan ?? undefined
}
