/**
 * Document work as a job for a thread (issue 33): what the IIIF and citation routes ask, answered
 * where the searches and the readers are answered (src/threads/pool.ts), never on the thread that
 * serves pages; each kind in its lane (`documentJobLane`, issue 48). A job names the address asked for and the settings it is answered
 * with; its answer comes back as bytes, moved rather than copied between the threads.
 */
import * as v from 'valibot'
import { library, storeGeneration } from '../store/library.ts'
import { type PageLayoutView, getPageLayout } from '../store/issues.ts'
import { parseIssueSegment } from '../domain/issue-path.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH } from '../domain/limits.ts'
import type { DocumentAnswer } from './answer.ts'
import { answerCite } from './cite.ts'
import { answerFeed } from './feeds.ts'
import { answerIiif } from './iiif.ts'
import { answerOai } from './oai.ts'
import { answerPdf } from './pdf.ts'
import { textsJobSchema, unitBodies, unitFiles } from './texts.ts'
import { answerListJob } from './lists/answer.ts'
import { listJobSchema } from './lists/job.ts'

/** The longest address a job may carry: the server refuses longer ones before any route (src/server/server.ts). */
const MAX_ADDRESS = 4096

export const textCursorSchema = v.object({ firstPage: v.number(), unit: v.number(), offset: v.pipe(v.number(), v.integer(), v.minValue(0)) })

const address = v.pipe(v.string(), v.maxLength(MAX_ADDRESS))

export const documentJobSchema = v.variant('kind', [
  v.object({
    kind: v.literal('iiif'),
    path: address,
    query: address,
    cursor: v.optional(textCursorSchema),
    origin: v.string(),
    images: v.string(),
    sources: v.optional(v.string()),
    imageServer: v.optional(v.string()),
    now: v.number(),
  }),
  v.object({ kind: v.literal('cite'), path: address, query: address, origin: v.string(), now: v.number() }),
  // OAI-PMH (src/documents/oai.ts): `query` holds the arguments, from the address or a POSTed form.
  v.object({
    kind: v.literal('oai'),
    path: v.literal('/oai'),
    query: v.pipe(v.string(), v.maxLength(64 * 1024)),
    origin: v.string(),
    adminEmail: v.string(),
    pageSize: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000)),
    now: v.number(),
  }),
  // A periodical's newly added issues as Atom (src/documents/feeds.ts).
  v.object({ kind: v.literal('feed'), path: address, query: address, origin: v.string(), now: v.number() }),
  // A PDF of an issue, an article or a page (./pdf.ts), written to a file the route sends.
  v.object({
    kind: v.literal('pdf'),
    path: address,
    query: address,
    origin: v.string(),
    images: v.string(),
    sources: v.optional(v.string()),
    now: v.number(),
    /** Where made PDFs are kept (tests name their own); the system's temporary folder otherwise. */
    folder: v.optional(v.string()),
  }),
  // One page's layout for the reader's page view (app/features/reader/reader.functions.ts).
  v.object({
    kind: v.literal('pageLayout'),
    document: v.variant('kind', [
      v.object({ kind: v.literal('issue'), paperid: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)), issue: v.pipe(v.string(), v.maxLength(MAX_ISSUE_SEGMENT_LENGTH)) }),
      v.object({ kind: v.literal('item'), id: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)) }),
    ]),
    sequence: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
  }),
  // The texts of a search in bulk (./texts.ts): the manifest's facts of some units, or their texts.
  textsJobSchema,
  // A visitor's list (./lists/job.ts): its members resolved or checked, its citations, collection, texts, PDF.
  listJobSchema,
])
export type DocumentJob = v.InferOutput<typeof documentJobSchema>

/**
 * The lane of a document job (src/threads/lanes.ts, ADR 052): a PDF in a lane of its own, made one
 * at a time a process; a batch of a download's texts in the bulk lane; manifests, citations, OAI,
 * feeds and page layouts in the reader's, which always has a thread the heavy lanes cannot take.
 */
export function documentJobLane(job: DocumentJob): 'reader' | 'bulk' | 'pdf' {
  // A list's PDF and texts (issue 55) weigh as a document's and a search's do.
  if (job.kind === 'pdf' || (job.kind === 'list' && job.part === 'pdf')) return 'pdf'
  if (job.kind === 'texts' || (job.kind === 'list' && (job.part === 'textsManifest' || job.part === 'textsBodies'))) return 'bulk'
  return 'reader'
}
export type AddressJob = Extract<DocumentJob, { kind: 'iiif' | 'cite' | 'oai' | 'feed' | 'pdf' | 'list' }>

/** An answer as it crosses between threads: its body always bytes. */
export type EncodedAnswer = Omit<DocumentAnswer, 'body'> & { body: Uint8Array<ArrayBuffer> }

export const encodedAnswerSchema = v.object({
  status: v.number(),
  type: v.string(),
  body: v.instance(Uint8Array<ArrayBuffer>),
  immutable: v.optional(v.boolean()),
  filename: v.optional(v.string()),
  inline: v.optional(v.boolean()),
  location: v.optional(v.string()),
  file: v.optional(v.string()),
  next: v.optional(textCursorSchema),
  keep: v.optional(v.boolean()),
  weight: v.optional(v.number()),
})

const box = v.object({ x: v.number(), y: v.number(), width: v.number(), height: v.number() })
export const pageLayoutSchema = v.nullable(
  v.object({
    sequence: v.number(),
    width: v.nullable(v.number()),
    height: v.nullable(v.number()),
    blocks: v.array(
      v.object({ id: v.string(), kind: v.string(), ...box.entries, lines: v.array(v.object({ ...box.entries, words: v.number() })) }),
    ),
    regions: v.array(v.object({ unitId: v.number(), boxes: v.array(box), blocks: v.array(v.number()) })),
    ocr: v.object({ score: v.nullable(v.number()), estimated: v.boolean() }),
    low: v.array(v.object({ ...box.entries, confidence: v.number() })),
    lowText: v.array(v.object({ id: v.number(), words: v.array(v.number()) })),
    text: v.object({ words: v.array(v.string()), boxes: v.array(v.number()), low: v.array(v.number()) }),
  }),
)

const encoder = new TextEncoder()

function encoded(answer: DocumentAnswer): EncodedAnswer {
  const { body, ...rest } = answer
  return { ...rest, body: typeof body === 'string' ? encoder.encode(body) : body }
}

const UNAVAILABLE: EncodedAnswer = { status: 503, type: 'text/plain; charset=utf-8', body: encoder.encode('The library is not available.\n') }

/** A page's layout, of an issue (by periodical and issue segment) or of an item; null when there is none. */
function pageLayout(job: Extract<DocumentJob, { kind: 'pageLayout' }>): PageLayoutView | null {
  const db = library()
  if (!db) return null
  if (job.document.kind === 'item') return getPageLayout(db, { kind: 'item', id: job.document.id }, job.sequence) ?? null
  const ref = parseIssueSegment(job.document.issue)
  return ref ? (getPageLayout(db, { kind: 'issue', periodicalId: job.document.paperid, date: ref.date, edition: ref.edition }, job.sequence) ?? null) : null
}

/** A job on this thread, against the store LIBRARY_DB names (reopened after a swap). */
export function answerDocumentJob(job: DocumentJob): EncodedAnswer | PageLayoutView | null {
  if (job.kind === 'pageLayout') return pageLayout(job)
  const db = library()
  if (job.kind === 'texts') {
    if (!db) return UNAVAILABLE
    // Never kept (./run.ts): each download asks for its own units once.
    if (job.part === 'manifest') return { status: 200, type: 'application/json', body: encoder.encode(JSON.stringify(unitFiles(db, job.units))), keep: false }
    return { status: 200, type: 'application/octet-stream', body: unitBodies(db, job.units), keep: false }
  }
  // An empty repository is still a repository: OAI-PMH answers its errors (noRecordsMatch, noSetHierarchy).
  if (job.kind === 'oai') {
    return encoded(answerOai({ db, origin: job.origin, adminEmail: job.adminEmail, now: new Date(job.now), pageSize: job.pageSize }, job.query))
  }
  if (!db) return UNAVAILABLE
  if (job.kind === 'list') return encoded(answerListJob(db, job))
  if (job.kind === 'feed') return encoded(answerFeed(db, job.origin, new Date(job.now), job.path, new URLSearchParams(job.query)))
  const search = new URLSearchParams(job.query)
  if (job.kind === 'cite') return encoded(answerCite(db, job.origin, new Date(job.now), job.path, search))
  if (job.kind === 'pdf') {
    const context = { db, generation: storeGeneration(), origin: job.origin, images: job.images, sources: job.sources, now: new Date(job.now), ...(job.folder === undefined ? {} : { folder: job.folder }) }
    return encoded(answerPdf(context, job.path, search))
  }
  const context = {
    db,
    generation: storeGeneration(),
    origin: job.origin,
    images: job.images,
    sources: job.sources,
    imageServer: job.imageServer,
    now: new Date(job.now),
  }
  return encoded(answerIiif(context, job.path, search, job.cursor))
}
