/**
 * The search unit's filter and sort columns, held in memory as compact typed
 * arrays (ADR 008). SQL answers only "which units match the words"; counting,
 * filtering, facets and date or title ordering happen here in one pass over
 * the matches, which is what keeps a common term at a million articles fast.
 *
 * Built once per open store handle: the store is read-only while serving, and
 * an import swaps in a new file, which the site opens as a new handle.
 */
import { CONTENT_FILTERS } from '../domain/facets.ts'
import type { Db } from '../store/db.ts'
import { unitPriors } from '../store/ranking.ts'

/** The content-type facet's values, one bit each (bit i = CONTENT_BITS[i]). */
export const CONTENT_BITS = CONTENT_FILTERS

export interface UnitColumns {
  readonly count: number
  /** Position → unit id, ascending. */
  readonly ids: Uint32Array
  /** Unit id → position, -1 for ids that are not units. */
  readonly positionOf: Int32Array
  readonly docType: Uint8Array
  readonly docTypeNames: readonly string[]
  /** Code 0 means none. */
  readonly language: Uint8Array
  readonly languageNames: readonly string[]
  /** Code 0 means none. */
  readonly periodical: Uint16Array
  readonly periodicalNames: readonly string[]
  readonly periodicalTitles: readonly string[]
  readonly content: Uint8Array
  /** YYYYMMDD as a number; 0 when the unit has no date. */
  readonly date: Uint32Array
  /** The first and last year of any unit's date (0 and -1 when no unit is dated): the timeline's bounds. */
  readonly firstYear: number
  readonly lastYear: number
  /** YYYYMMDD (UTC) of the day the unit's issue or item first entered the collection (ADR 025); 0 when unknown. */
  readonly added: Uint32Array
  /** Positions in A→Z order of the sort title (ties by id). */
  readonly titleOrder: Int32Array
  /** Positions in ascending (date, id) order; undated units first, as SQL sorts NULL. */
  readonly dateOrder: Int32Array
  /** Unit id → its prior in relevance (ADR 019): length and masthead. */
  readonly priors: Float32Array
}

class Dictionary {
  readonly names: string[]
  private readonly codes = new Map<string, number>()
  private readonly max: number
  constructor(max: number, reserveNone: boolean) {
    this.max = max
    this.names = reserveNone ? [''] : []
  }
  code(name: string): number {
    let code = this.codes.get(name)
    if (code === undefined) {
      code = this.names.length
      if (code > this.max) throw new Error(`more than ${this.max} distinct values in a search column`)
      this.codes.set(name, code)
      this.names.push(name)
    }
    return code
  }
}

export function dateKey(date: string | null): number {
  if (!date || date.length < 4) return 0
  const year = Number(date.slice(0, 4))
  const month = date.length >= 7 ? Number(date.slice(5, 7)) : 0
  const day = date.length >= 10 ? Number(date.slice(8, 10)) : 0
  return Number.isFinite(year + month + day) ? year * 10000 + month * 100 + day : 0
}

const built = new WeakMap<Db, UnitColumns>()

/** The columns of a store handle, built on first use (about 3 s at a million units). */
export function unitColumns(db: Db): UnitColumns {
  let columns = built.get(db)
  if (!columns) {
    columns = buildColumns(db)
    built.set(db, columns)
  }
  return columns
}

type UnitRow = [number, string, string | null, string | null, string, string | null, string | null]

function buildColumns(db: Db): UnitColumns {
  const count = db.prepare<[], number>('SELECT COUNT(*) FROM unit').pluck().get() ?? 0
  const maxId = db.prepare<[], number | null>('SELECT MAX(id) FROM unit').pluck().get() ?? 0
  const ids = new Uint32Array(count)
  const positionOf = new Int32Array(maxId + 1).fill(-1)
  const docType = new Uint8Array(count)
  const language = new Uint8Array(count)
  const periodical = new Uint16Array(count)
  const content = new Uint8Array(count)
  const date = new Uint32Array(count)
  const added = new Uint32Array(count)
  let firstYear = 0
  let lastYear = -1
  const docTypes = new Dictionary(255, false)
  const languages = new Dictionary(255, true)
  const periodicals = new Dictionary(65535, true)
  const contentBit = new Map<string, number>(CONTENT_BITS.map((name, bit) => [name, 1 << bit]))

  const rows = db
    .prepare<[], UnitRow>(
      `SELECT unit.id, unit.doc_type, unit.language, unit.periodical_id, unit.content_types, unit.date, COALESCE(issue.added_at, item.added_at)
       FROM unit LEFT JOIN issue ON issue.id = unit.issue_id LEFT JOIN item ON item.id = unit.item_id
       ORDER BY unit.id`,
    )
    .raw()
    .iterate()
  let position = 0
  for (const [id, type, lang, periodicalId, contentTypes, unitDate, addedAt] of rows) {
    if (position >= count) break
    ids[position] = id
    positionOf[id] = position
    docType[position] = docTypes.code(type)
    language[position] = lang ? languages.code(lang) : 0
    periodical[position] = periodicalId ? periodicals.code(periodicalId) : 0
    let mask = 0
    for (const name of contentTypes.split(' ')) mask |= contentBit.get(name) ?? 0
    content[position] = mask
    const day = dateKey(unitDate)
    date[position] = day
    if (day > 0) {
      const year = Math.floor(day / 10000)
      if (lastYear < firstYear) firstYear = lastYear = year
      else if (year < firstYear) firstYear = year
      else if (year > lastYear) lastYear = year
    }
    added[position] = addedAt ? dateKey(addedAt.slice(0, 10)) : 0
    position += 1
  }

  const titleOrder = new Int32Array(count)
  let rank = 0
  for (const id of db.prepare<[], number>('SELECT id FROM unit ORDER BY sort_title, id').pluck().iterate()) {
    const at = positionOf[id] ?? -1
    if (at >= 0 && rank < count) titleOrder[rank++] = at
  }
  // Positions ascend with id, so a stable sort on the date key alone gives (date, id) order.
  const dateOrder = Int32Array.from({ length: count }, (_, index) => index).sort((a, b) => (date[a] ?? 0) - (date[b] ?? 0) || a - b)

  const titles = new Map(
    db
      .prepare<[], [string, string]>('SELECT id, title FROM periodical')
      .raw()
      .all()
      .map(([id, title]) => [id, title]),
  )
  return {
    count,
    ids,
    positionOf,
    docType,
    docTypeNames: docTypes.names,
    language,
    languageNames: languages.names,
    periodical,
    periodicalNames: periodicals.names,
    periodicalTitles: periodicals.names.map((id) => titles.get(id) ?? id),
    content,
    date,
    firstYear,
    lastYear,
    added,
    titleOrder,
    dateOrder,
    priors: unitPriors(db),
  }
}

/** The codes of some names in a dictionary column, as a lookup table (unknown names match nothing). */
export function codeSet(names: readonly string[], selected: readonly string[]): Uint8Array {
  const table = new Uint8Array(Math.max(1, names.length))
  for (const name of selected) {
    const code = names.indexOf(name)
    if (code >= 0) table[code] = 1
  }
  return table
}
