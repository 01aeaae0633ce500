import { isDemoUnit } from '#src/store/demo.ts'
import { library } from '#src/store/library.ts'

/**
 * Which of some units belong to the demonstration collection (issue 51): a search's feed marks
 * them. A few primary-key reads per feed; none when the store holds no demo (a library's own).
 */
export function demoUnits(ids: readonly number[]): ReadonlySet<number> {
  const db = library()
  if (!db) return new Set()
  return new Set(ids.filter((id) => isDemoUnit(db, id)))
}
