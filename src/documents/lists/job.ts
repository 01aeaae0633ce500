/**
 * A visitor's list as document work for a search thread (issue 55, ADR 032's rule: never on the
 * thread that serves pages): its members resolved for its page, checked before it is published, its
 * citations, its IIIF collection, the facts and texts of its ZIP, its PDF. The request thread reads
 * the list from the lists store (src/store/lists.ts) and hands its content here; the thread reads
 * the library's store.
 */
import * as v from 'valibot'
import { MAX_LIST_MEMBERS } from '../../domain/lists.ts'
import { LOCALES } from '../../domain/locale.ts'

export const LIST_PARTS = ['resolve', 'check', 'citations', 'collection', 'textsManifest', 'textsBodies', 'pdf'] as const
export const CITATION_FORMATS = ['ris', 'bib', 'json', 'csv'] as const
export type CitationFormat = (typeof CITATION_FORMATS)[number]

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))

export const listJobSchema = v.object({
  kind: v.literal('list'),
  /** `/lists/{id}/{part}`: what the thread pool's affinity and the logs know it by. */
  path: text(200),
  query: text(2000),
  part: v.picklist(LIST_PARTS),
  /** The published list's id; empty while it is checked before publishing. */
  id: text(64),
  title: text(4000),
  note: text(40_000),
  asof: text(10),
  members: v.pipe(v.array(text(1000)), v.maxLength(MAX_LIST_MEMBERS)),
  /** Words to search the members for (`resolve`). */
  q: text(2000),
  format: v.picklist(CITATION_FORMATS),
  locale: v.picklist(LOCALES),
  origin: v.string(),
  /** The page scans' tiles (LIBRARY_IMAGES), for the PDF. */
  images: v.string(),
  sources: v.optional(v.string()),
  /** The range of members whose texts `textsBodies` gives. */
  from: v.pipe(v.number(), v.integer(), v.minValue(0)),
  to: v.pipe(v.number(), v.integer(), v.minValue(0)),
  now: v.number(),
  /** Where made PDFs are kept (tests name their own). */
  folder: v.optional(v.string()),
})
export type ListJob = v.InferOutput<typeof listJobSchema>
