/**
 * Ids the site can serve (ADR 055). A periodical's, an item's or a unit's id is a segment of the
 * site's addresses, which take at most MAX_ID_LENGTH characters: a longer one would be stored and
 * then answer 404 on its page, its IIIF manifest and its permanent link. An id the importer derives
 * from a long source identifier is shortened stably (the same source gives the same id on every
 * import): its first characters, cut at a separator, and a hash of the whole; the source identifier
 * is kept beside it in the store.
 */
import { createHash } from 'node:crypto'
import { MAX_ID_LENGTH } from '../domain/limits.ts'
import type { UnitWrite } from '../store/writer.ts'
import type { SourcePackage } from './types.ts'

/** Characters of the hash: 12 hex digits, 48 bits, so two long ids of one prefix do not meet. */
const HASH_LENGTH = 12

/** The id as it is when the routes take it, else a prefix of it and a hash of the whole. */
export function servableId(id: string): string {
  if (id.length > 0 && id.length <= MAX_ID_LENGTH) return id
  const hash = createHash('sha256').update(id).digest('hex').slice(0, HASH_LENGTH)
  const room = MAX_ID_LENGTH - HASH_LENGTH - 1
  const head = id.slice(0, room)
  // Cut at the last separator in the second half, so the prefix ends at a word's end.
  const cut = Math.max(head.lastIndexOf('-'), head.lastIndexOf('_'), head.lastIndexOf('.'))
  const prefix = (cut > room / 2 ? head.slice(0, cut) : head).replace(/[-_.]+$/, '')
  return prefix === '' ? hash : `${prefix}-${hash}`
}

/** The package with an id the site can serve, the source's kept beside it; a shortened id is a warning naming both. */
export function servable(pkg: SourcePackage, warn: (message: string) => void): SourcePackage {
  const id = servableId(pkg.parentId)
  if (id === pkg.parentId) return pkg
  const what = pkg.kind === 'issue' ? 'periodical id' : 'item id'
  warn(`${pkg.sourcePath}: the ${what} ${JSON.stringify(pkg.parentId)} is ${pkg.parentId.length.toLocaleString('en')} characters long, more than the site's addresses take: stored as ${JSON.stringify(id)}, the source's kept beside it`)
  return { ...pkg, parentId: id, sourceIdentifier: pkg.parentId }
}

export function servableUnit(unit: UnitWrite): UnitWrite {
  const id = servableId(unit.sourceId)
  return id === unit.sourceId ? unit : { ...unit, sourceId: id, sourceIdentifier: unit.sourceId }
}
