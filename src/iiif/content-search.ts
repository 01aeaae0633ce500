/**
 * IIIF Content Search inside one manifest (issue 17): 2.0, and 1.0 at a second address because
 * Mirador speaks only 1.0. A hit is a word of the query on a page, its box the OCR word's box
 * on the canvas (`#xywh=`), with the words around it as the quote's prefix and suffix. Words match
 * as in the reader (src/search/snippet.ts: folded, prefixes, the words of phrases), so the search
 * inside a document finds what the search page found there.
 */
import { type ParsedQuery, parseQuery } from '../search/query.ts'
import { matchedPositions, wordMatcher } from '../search/snippet.ts'
import { canvasId, canvasSize, searchServiceId, xywh } from './presentation.ts'

/** Words of the query that are searched for; a query of more words is answered by its first ones. */
export const MAX_SEARCH_TERMS = 16
/** Hits in one answer; more come on the next page of the answer. */
export const HITS_PER_PAGE = 500
/** Words on each side of a hit, for its prefix and suffix. */
const CONTEXT_WORDS = 4
/** Past this many hits in one document the rest are not reported (the answer says how many it counts). */
export const MAX_HITS = 10_000

export interface SearchPage {
  sequence: number
  width: number | null
  height: number | null
  words: readonly { word: string; x: number; y: number; width: number; height: number }[]
}

export interface Hit {
  sequence: number
  box: { x: number; y: number; width: number; height: number }
  size: { width: number; height: number }
  match: string
  before: string
  after: string
}

/** Every hit of `q` in the pages, in page and reading order, at most MAX_HITS. */
export function findHits(pages: readonly SearchPage[], q: string, parse: (q: string) => ParsedQuery = parseQuery): Hit[] {
  const terms = parse(q).terms.filter((term) => !term.negated).slice(0, MAX_SEARCH_TERMS)
  if (terms.length === 0) return []
  const matches = wordMatcher({ terms })
  const hits: Hit[] = []
  for (const page of pages) {
    const size = canvasSize(page)
    page.words.forEach((entry, index) => {
      if (hits.length >= MAX_HITS || !matches(entry.word)) return
      hits.push({
        sequence: page.sequence,
        box: entry,
        size,
        match: entry.word,
        before: page.words
          .slice(Math.max(0, index - CONTEXT_WORDS), index)
          .map((word) => word.word)
          .join(' '),
        after: page.words
          .slice(index + 1, index + 1 + CONTEXT_WORDS)
          .map((word) => word.word)
          .join(' '),
      })
    })
  }
  return hits
}

/** A document's words kept for searching in it (src/documents/words.ts). */
export interface IndexedWords {
  texts: readonly string[]
  /** x, y, width, height of each word. */
  boxes: Int32Array
  pages: readonly { sequence: number; width: number | null; height: number | null; first: number }[]
  positions: ReadonlyMap<string, readonly number[]>
}

/** Every hit of `q` in a document's kept words, in page and reading order, at most MAX_HITS: as findHits, looked up. */
export function findIndexedHits(words: IndexedWords, q: string, parse: (q: string) => ParsedQuery = parseQuery): Hit[] {
  const terms = parse(q).terms.filter((term) => !term.negated).slice(0, MAX_SEARCH_TERMS)
  if (terms.length === 0) return []
  const positions = matchedPositions({ terms }, words.positions).slice(0, MAX_HITS)
  let page = 0
  return positions.map((position) => {
    while (page + 1 < words.pages.length && (words.pages[page + 1]?.first ?? Infinity) <= position) page += 1
    const current = words.pages[page] ?? { sequence: 1, width: null, height: null, first: 0 }
    const end = words.pages[page + 1]?.first ?? words.texts.length
    const at = (index: number) => words.boxes[position * 4 + index] ?? 0
    return {
      sequence: current.sequence,
      box: { x: at(0), y: at(1), width: at(2), height: at(3) },
      size: canvasSize(current),
      match: words.texts[position] ?? '',
      before: words.texts.slice(Math.max(current.first, position - CONTEXT_WORDS), position).join(' '),
      after: words.texts.slice(position + 1, Math.min(end, position + 1 + CONTEXT_WORDS)).join(' '),
    }
  })
}

/**
 * What a hit's id carries instead of the query: a short digest of it (FNV-1a), so an answer grows
 * with its hits and not with its hits times the length of its query.
 */
export function queryDigest(q: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < q.length; index += 1) hash = Math.imul(hash ^ q.charCodeAt(index), 0x01000193)
  return (hash >>> 0).toString(16).padStart(8, '0')
}

/** The answer page asked for (1-based), clamped to those there are. */
function pageOf(hits: readonly Hit[], page: number): { from: number; slice: Hit[]; last: number; page: number } {
  const last = Math.max(1, Math.ceil(hits.length / HITS_PER_PAGE))
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), last)
  const from = (current - 1) * HITS_PER_PAGE
  return { from, slice: hits.slice(from, from + HITS_PER_PAGE), last, page: current }
}

const answerUrl = (service: string, q: string, page: number) => `${service}?${new URLSearchParams({ q, ...(page > 1 ? { page: String(page) } : {}) })}`

/** A Content Search 2.0 answer: an AnnotationPage of highlighting annotations, quotes as contextualizing annotations. */
export function searchAnswerV2(manifest: string, q: string, hits: readonly Hit[], page = 1) {
  const service = searchServiceId(manifest, 2)
  const { from, slice, last, page: current } = pageOf(hits, page)
  const id = answerUrl(service, q, current)
  const annotationId = (index: number) => `${service}/hit/${queryDigest(q)}/${from + index + 1}`
  return {
    '@context': 'http://iiif.io/api/search/2/context.json',
    id,
    type: 'AnnotationPage',
    ...(last > 1
      ? {
          partOf: {
            id: `${service}?${new URLSearchParams({ q })}`,
            type: 'AnnotationCollection',
            total: hits.length,
            first: { id: answerUrl(service, q, 1), type: 'AnnotationPage' },
            last: { id: answerUrl(service, q, last), type: 'AnnotationPage' },
          },
          startIndex: from,
          ...(current < last ? { next: { id: answerUrl(service, q, current + 1), type: 'AnnotationPage' } } : {}),
          ...(current > 1 ? { prev: { id: answerUrl(service, q, current - 1), type: 'AnnotationPage' } } : {}),
        }
      : {}),
    items: slice.map((hit, index) => ({
      id: annotationId(index),
      type: 'Annotation',
      motivation: 'highlighting',
      target: `${canvasId(manifest, hit.sequence)}#${xywh(hit.box, hit.size)}`,
    })),
    annotations: [
      {
        id: `${id}${id.includes('?') ? '&' : '?'}part=quotes`,
        type: 'AnnotationPage',
        items: slice.map((hit, index) => ({
          id: `${annotationId(index)}/quote`,
          type: 'Annotation',
          motivation: 'contextualizing',
          target: {
            type: 'SpecificResource',
            source: annotationId(index),
            selector: [{ type: 'TextQuoteSelector', prefix: hit.before === '' ? '' : `${hit.before} `, exact: hit.match, suffix: hit.after === '' ? '' : ` ${hit.after}` }],
          },
        })),
      },
    ],
  }
}

/** A Content Search 1.0 answer (what Mirador reads): an sc:AnnotationList with hits. */
export function searchAnswerV1(manifest: string, q: string, hits: readonly Hit[], page = 1, ignored: readonly string[] = []) {
  const service = searchServiceId(manifest, 1)
  const { from, slice, last, page: current } = pageOf(hits, page)
  const annotationId = (index: number) => `${service}/hit/${queryDigest(q)}/${from + index + 1}`
  return {
    '@context': ['http://iiif.io/api/presentation/2/context.json', 'http://iiif.io/api/search/1/context.json'],
    '@id': answerUrl(service, q, current),
    '@type': 'sc:AnnotationList',
    within: {
      '@type': 'sc:Layer',
      total: hits.length,
      ...(last > 1 ? { first: answerUrl(service, q, 1), last: answerUrl(service, q, last) } : {}),
      ...(ignored.length > 0 ? { ignored: [...ignored] } : {}),
    },
    ...(current < last ? { next: answerUrl(service, q, current + 1) } : {}),
    ...(current > 1 ? { prev: answerUrl(service, q, current - 1) } : {}),
    startIndex: from,
    resources: slice.map((hit, index) => ({
      '@id': annotationId(index),
      '@type': 'oa:Annotation',
      motivation: 'sc:painting',
      resource: { '@type': 'cnt:ContentAsText', chars: hit.match },
      on: `${canvasId(manifest, hit.sequence)}#${xywh(hit.box, hit.size)}`,
    })),
    hits: slice.map((hit, index) => ({
      '@type': 'search:Hit',
      annotations: [annotationId(index)],
      match: hit.match,
      before: hit.before,
      after: hit.after,
    })),
  }
}
