import Database from 'better-sqlite3'

/**
 * Facts the journeys need from the suite's store (LIBRARY_DB), read from it rather than assumed of
 * a demo that changes: which article goes on over the page, and a word printed only where it goes on.
 */

export interface ContinuedArticle {
  path: string
  unitId: number
  firstPage: number
  lastPage: number
  /** A word of the article printed on its last page only, found once in the whole issue. */
  word: string
}

interface UnitRow {
  id: number
  issueId: number
  firstPage: number
  lastPage: number
  text: string
  periodicalId: string
  date: string
  edition: number
}

const WORD = /[A-Za-zÀ-ÿ]{7,}/g
const fold = (word: string) => word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '').toLowerCase()

/** The words of a page's word boxes ([[word, x, y, w, h], …]). */
function printedWords(json: string): string[] {
  const rows: unknown = JSON.parse(json)
  return Array.isArray(rows) ? rows.flatMap((row: unknown) => (Array.isArray(row) && typeof row[0] === 'string' ? [row[0]] : [])) : []
}

/** An article of an issue that starts on one page and goes on to the next, with a word of its own on the later one. */
export function continuedArticle(store: string): ContinuedArticle {
  const db = new Database(store, { readonly: true, fileMustExist: true })
  try {
    const units = db
      .prepare<[], UnitRow>(
        `SELECT u.id, u.issue_id AS issueId, u.first_page AS firstPage, u.last_page AS lastPage, u.text, i.periodical_id AS periodicalId, i.date, i.edition
         FROM unit u JOIN issue i ON i.id = u.issue_id WHERE u.last_page > u.first_page ORDER BY u.id`,
      )
      .all()
    for (const unit of units) {
      const pages = db.prepare<[number], { sequence: number; words: string }>('SELECT sequence, words FROM page WHERE issue_id = ?').all(unit.issueId)
      const printed = new Map(pages.map((page) => [page.sequence, new Set(printedWords(page.words).map(fold))]))
      const issueText = db.prepare<[number], string>('SELECT text FROM unit WHERE issue_id = ?').pluck().all(unit.issueId).join(' ')
      const counts = new Map<string, number>()
      for (const word of issueText.match(WORD) ?? []) counts.set(fold(word), (counts.get(fold(word)) ?? 0) + 1)
      const word = [...new Set(unit.text.match(WORD) ?? [])].find((candidate) => {
        const folded = fold(candidate)
        const on = [...printed].filter(([, words]) => words.has(folded)).map(([sequence]) => sequence)
        return counts.get(folded) === 1 && on.length === 1 && on[0] === unit.lastPage
      })
      if (word === undefined) continue
      const segment = unit.edition > 1 ? `${unit.date}-e${unit.edition}` : unit.date
      return { path: `/periodicals/${unit.periodicalId}/${segment}`, unitId: unit.id, firstPage: unit.firstPage, lastPage: unit.lastPage, word }
    }
    throw new Error(`no article of ${store} goes on over the page with a word of its own there`)
  } finally {
    db.close()
  }
}
