/**
 * Where the server's document work runs (issue 33, ADR 032): IIIF manifests, collections, Content
 * Search, a page's text, layout and thumbnail, text downloads, PDFs and citations are answered on
 * the threads (src/threads/pool.ts), each kind in its lane (ADR 052), as the reader's documents
 * are, never on the thread that serves pages. A job whose every client has gone is stopped. Answers are kept per store generation and address within a memory bound,
 * and the same address asked for again while it is being answered waits for that answer: as the
 * page cache does for pages. That is not the only defence (distinct addresses are the attack):
 * the pool never gives all its threads to documents, and a long text is read and sent a piece at
 * a time, never more than one piece ahead of what the client has taken.
 */
import { type FileHandle, open } from 'node:fs/promises'
import { hasMethods, processSlot } from '../domain/process-slot.ts'
import { storeGeneration } from '../store/library.ts'
import type { PageLayoutView } from '../store/issues.ts'
import { type AddressJob, type DocumentJob, type EncodedAnswer, answerDocumentJob } from './job.ts'
import type { TextsJob } from './texts.ts'
import { type PreparedTexts, type TextsZipJob, prepareTextsZip } from './texts-prepare.ts'
import { engineHere } from '../search/search-runner.ts'
import { SEARCH_BUDGET_MS } from '../search/query.ts'
import { library } from '../store/library.ts'

/** What runs document jobs: the pool of threads (src/threads/pool.ts). `signal`: the job is dropped or stopped when it fires. */
export interface DocumentRunner {
  document(job: AddressJob, signal?: AbortSignal): Promise<EncodedAnswer>
  pageLayout(job: Extract<DocumentJob, { kind: 'pageLayout' }>): Promise<PageLayoutView | null>
  /** A batch of a search's texts (./texts.ts); answered on this thread by a runner without it. */
  texts?(job: TextsJob, signal?: AbortSignal): Promise<EncodedAnswer>
  /** A search's texts ZIP prepared whole (./texts-prepare.ts); prepared on this thread by a runner without it. */
  textsZip?(job: TextsZipJob, signal?: AbortSignal): Promise<PreparedTexts>
}

const installed = processSlot('document-runner', (value): value is DocumentRunner => hasMethods(value, ['document', 'pageLayout']))

/** Installed by the production server (src/server/server.ts); the app's bundle finds it through the global symbol. */
export function installDocumentRunner(runner: DocumentRunner | undefined): void {
  installed.set(runner)
}

/** The runner installed, if any. */
export function installedDocumentRunner(): DocumentRunner | undefined {
  return installed.get()
}

/** On this thread where no pool is installed (the Vite dev server, unit tests). */
function answerHere(job: AddressJob): EncodedAnswer {
  const answer = answerDocumentJob(job)
  if (answer && 'body' in answer) return answer
  throw new Error('an address job answered without a body')
}

/** A job on a thread where there are any (never kept: the caller decides), else here; stopped when `signal` fires. */
export function runJob(job: AddressJob, signal?: AbortSignal): Promise<EncodedAnswer> {
  const runner = installedDocumentRunner()
  return runner ? runner.document(job, signal) : Promise.resolve().then(() => answerHere(job))
}

/** A batch of a search's texts in bulk (./texts.ts), on a thread where there are any; never kept. Stopped when `signal` fires. */
export async function runTextsJob(job: TextsJob, signal?: AbortSignal): Promise<EncodedAnswer> {
  const runner = installedDocumentRunner()
  if (runner?.texts) return runner.texts(job, signal)
  await Promise.resolve()
  const answer = answerDocumentJob(job)
  if (answer && 'body' in answer) return answer
  throw new Error('a texts job answered without a body')
}

/**
 * A search's texts ZIP prepared whole (./texts-prepare.ts), on a thread where there are any (in the
 * bulk lane, stopped when `signal` fires), else here with the embedded engine of this thread.
 */
export async function runTextsZipJob(job: TextsZipJob, signal?: AbortSignal): Promise<PreparedTexts> {
  const runner = installedDocumentRunner()
  if (runner?.textsZip) return runner.textsZip(job, signal)
  await Promise.resolve()
  return prepareTextsZip(library(), job, { caches: engineHere.caches, searchBudgetMs: SEARCH_BUDGET_MS })
}

/** One page's layout for the page view; null when there is none. */
export async function runPageLayout(job: Extract<DocumentJob, { kind: 'pageLayout' }>): Promise<PageLayoutView | null> {
  const runner = installedDocumentRunner()
  if (runner) return runner.pageLayout(job)
  const answer = answerDocumentJob(job)
  return answer && !('body' in answer) ? answer : null
}

/** The answers kept: the most recently used within MAX_BYTES, none older than MAX_AGE_MS. */
const MAX_BYTES = 32 * 1024 * 1024
/** A larger answer is sent but not kept. */
const MAX_KEPT_ANSWER = 2 * 1024 * 1024
/** A citation names the day it was made, and a manifest its rights as of the year. */
const MAX_AGE_MS = 10 * 60_000

interface Kept {
  answer: EncodedAnswer
  storedAt: number
}

const kept = new Map<string, Kept>()
let keptBytes = 0

/** A job under way, and how many clients still wait for it: when the last has gone, it is stopped. */
interface InFlight {
  answer: Promise<EncodedAnswer>
  stop: AbortController
  waiting: number
}
const inFlight = new Map<string, InFlight>()

function keep(key: string, answer: EncodedAnswer, now: number): void {
  const cacheable = (answer.status === 200 || answer.status === 302) && answer.next === undefined && answer.file === undefined && answer.keep !== false
  if (!cacheable || answer.body.byteLength > MAX_KEPT_ANSWER) return
  forget(key)
  kept.set(key, { answer, storedAt: now })
  keptBytes += answer.body.byteLength
  for (const [oldest] of kept) {
    if (keptBytes <= MAX_BYTES) break
    forget(oldest)
  }
}

function forget(key: string): void {
  const entry = kept.get(key)
  if (!entry) return
  kept.delete(key)
  keptBytes -= entry.answer.body.byteLength
}

function fromKeep(key: string, now: number): EncodedAnswer | undefined {
  const entry = kept.get(key)
  if (!entry) return undefined
  if (now - entry.storedAt > MAX_AGE_MS) {
    forget(key)
    return undefined
  }
  // Most recently used last.
  kept.delete(key)
  kept.set(key, entry)
  return entry.answer
}

/** What the route sends: the answer's fields, its body whole or as a stream. */
export interface ServedDocument extends Omit<EncodedAnswer, 'body' | 'next' | 'file'> {
  body: Uint8Array<ArrayBuffer> | ReadableStream<Uint8Array>
  /** Whether the answer came from what was kept. */
  kept: boolean
}

/** A long text, its first piece then the rest, each read when the stream's one-piece queue has room. */
function continued(job: AddressJob & { kind: 'iiif' }, first: EncodedAnswer, generation: string): ReadableStream<Uint8Array> {
  let cursor = first.next
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(first.body)
        if (!cursor) controller.close()
      },
      async pull(controller) {
        if (!cursor) return
        // A store swapped in under a download would join two documents' texts: the download stops.
        if (storeGeneration() !== generation) throw new Error('the library changed during the download')
        const piece = await runJob({ ...job, cursor })
        if (piece.status !== 200) throw new Error(`a piece of ${job.path} answered ${piece.status}`)
        controller.enqueue(piece.body)
        cursor = piece.next
        if (!cursor) controller.close()
      },
    },
    { highWaterMark: 1 },
  )
}

/** A file read from the disk as the client takes it (an original OCR file may be tens of megabytes). */
function fileStream(path: string): ReadableStream<Uint8Array> {
  let handle: FileHandle | undefined
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      handle ??= await open(path, 'r')
      const buffer = new Uint8Array(64 * 1024)
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, null)
      if (bytesRead === 0) {
        await handle.close()
        controller.close()
        return
      }
      controller.enqueue(buffer.subarray(0, bytesRead))
    },
    async cancel() {
      await handle?.close()
    },
  })
}

/**
 * The same job already under way, or a new one, for one more client. When `signal` fires, that
 * client no longer waits; when none does, the job is dropped from its queue or stopped on its thread
 * (a PDF half made is not kept: ./pdf.ts).
 */
function joinJob(key: string, job: AddressJob, signal: AbortSignal | undefined): Promise<EncodedAnswer> {
  let entry = inFlight.get(key)
  if (!entry) {
    const stop = new AbortController()
    const answer = runJob(job, stop.signal).finally(() => {
      if (inFlight.get(key) === entry) inFlight.delete(key)
    })
    entry = { answer, stop, waiting: 0 }
    inFlight.set(key, entry)
  }
  const joined = entry
  joined.waiting += 1
  const leave = () => {
    joined.waiting -= 1
    if (joined.waiting === 0) {
      joined.stop.abort()
      if (inFlight.get(key) === joined) inFlight.delete(key)
    }
  }
  if (signal?.aborted) leave()
  else if (signal) {
    signal.addEventListener('abort', leave, { once: true })
    // Once answered, the client's signal must not keep the answer (a PDF's bytes) alive (issue 48).
    const release = () => signal.removeEventListener('abort', leave)
    joined.answer.then(release, release)
  }
  return joined.answer
}

/**
 * Answers a job: from what was kept, from the same job already under way, or on a thread. `signal`
 * is the client's: a job no client waits for any more is stopped.
 */
export async function serveDocument(job: AddressJob, signal?: AbortSignal): Promise<ServedDocument> {
  const generation = storeGeneration()
  // An OAI-PMH request POSTed has its arguments in `query` too: the same arguments are the same request.
  const key = `${generation}\u0000${job.kind}\u0000${job.path}?${job.query}`
  const now = Date.now()
  const known = fromKeep(key, now)
  if (known) return { ...served(known), kept: true }
  const answer = await joinJob(key, job, signal)
  keep(key, answer, Date.now())
  if (answer.file !== undefined) return { ...served(answer), body: fileStream(answer.file), kept: false }
  if (answer.next !== undefined && job.kind === 'iiif') return { ...served(answer), body: continued(job, answer, generation), kept: false }
  return { ...served(answer), kept: false }
}

function served(answer: EncodedAnswer): ServedDocument {
  return {
    status: answer.status,
    type: answer.type,
    body: answer.body,
    kept: false,
    ...(answer.immutable === undefined ? {} : { immutable: answer.immutable }),
    ...(answer.filename === undefined ? {} : { filename: answer.filename }),
    ...(answer.inline === undefined ? {} : { inline: answer.inline }),
    ...(answer.location === undefined ? {} : { location: answer.location }),
    ...(answer.keep === undefined ? {} : { keep: answer.keep }),
    ...(answer.weight === undefined ? {} : { weight: answer.weight }),
  }
}
