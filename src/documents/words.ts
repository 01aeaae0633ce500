/**
 * The words of a document, kept for the search inside it (IIIF Content Search): every word with
 * its box, and each folded word's positions. Built on a search thread the first time the document
 * is searched, then kept (the documents last searched, within a bound on their words), so a
 * second query on the same issue, the usual case of a viewer's search box, looks words up instead
 * of reading and folding every word box of every page again.
 */
import { boxWord, boxWordForms } from '../search/snippet.ts'
import type { Db } from '../store/db.ts'
import type { PageDocumentRef } from '../store/issues.ts'
import { pageWordRows, parseWordRows } from '../store/outlines.ts'

export interface DocumentWords {
  /** The words as printed, in page and reading order. */
  texts: string[]
  /** x, y, width, height of each word (page-relative, 0..10000). */
  boxes: Int32Array
  /** For each page: its sequence, its size and the index of its first word. */
  pages: { sequence: number; width: number | null; height: number | null; first: number }[]
  /** The positions of each folded word. */
  positions: Map<string, number[]>
}

/** Words kept on one thread, of all the documents kept (a dense issue at the importer's limits holds 1.2 million). */
const MAX_KEPT_WORDS = 2_500_000

const kept = new Map<string, DocumentWords>()
let keptWords = 0

function read(db: Db, document: PageDocumentRef): DocumentWords {
  const texts: string[] = []
  const boxes: number[] = []
  const pages: DocumentWords['pages'] = []
  const positions = new Map<string, number[]>()
  for (const page of pageWordRows(db, document)) {
    pages.push({ sequence: page.sequence, width: page.width, height: page.height, first: texts.length })
    for (const [word, x, y, width, height] of parseWordRows(page.words)) {
      const folded = boxWord(word)
      // A compound's parts point at its box too, as wordMatcher accepts them (boxWordForms).
      if (folded !== '') {
        for (const form of boxWordForms(folded)) {
          const list = positions.get(form)
          if (list) list.push(texts.length)
          else positions.set(form, [texts.length])
        }
      }
      texts.push(word)
      boxes.push(x, y, width, height)
    }
  }
  return { texts, boxes: Int32Array.from(boxes), pages, positions }
}

/** The words of a document of the store `generation` names, from this thread's keep or read now. */
export function documentWords(db: Db, generation: string, document: PageDocumentRef): DocumentWords {
  const key = `${generation}\u0000${JSON.stringify(document)}`
  const known = kept.get(key)
  if (known) {
    // Most recently used last.
    kept.delete(key)
    kept.set(key, known)
    return known
  }
  const words = read(db, document)
  if (words.texts.length > MAX_KEPT_WORDS) return words
  kept.set(key, words)
  keptWords += words.texts.length
  for (const [oldest, entry] of kept) {
    if (keptWords <= MAX_KEPT_WORDS) break
    kept.delete(oldest)
    keptWords -= entry.texts.length
  }
  return words
}
