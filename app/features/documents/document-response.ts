import type { DocumentAnswer } from '#src/documents/answer.ts'
import type { AddressJob } from '#src/documents/job.ts'
import { type ServedDocument, serveDocument } from '#src/documents/run.ts'

const TEXT = 'text/plain; charset=utf-8'

/** Why a document was not answered now, as the route says it (by name: the bundle and the server each hold the classes). */
export function documentRefusal(error: unknown): { status: number; body: string } | undefined {
  const name = error instanceof Error ? error.name : ''
  if (name === 'DocumentsBusyError') return { status: 503, body: 'The server is busy with other documents; please try again in a moment.\n' }
  if (name === 'SearchThreadError') return { status: 503, body: 'This document could not be answered in time; please try again later.\n' }
  if (name === 'SearchBudgetError' || name === 'WorkBudgetError') return { status: 503, body: 'This document needed more time than one request may take; please try again later.\n' }
  return undefined
}

export interface DocumentResponseOptions {
  /** The client's: a job no client waits for any more is dropped or stopped (issue 48). */
  signal?: AbortSignal
  /** Told what was served (a PDF's weight draws on the visitor's allowance). */
  onServed?: (served: Pick<ServedDocument, 'status' | 'weight'>) => void
}

/**
 * The response to a document address (/iiif, /cite): answered on a thread and kept
 * (src/documents/run.ts), or a tile read here; `extra` are headers every answer carries (CORS).
 */
export async function documentResponse(source: AddressJob | Promise<DocumentAnswer>, extra: Record<string, string> = {}, options: DocumentResponseOptions = {}): Promise<Response> {
  let answer
  try {
    answer = source instanceof Promise ? { ...(await source), kept: false } : await serveDocument(source, options.signal)
    options.onServed?.({ status: answer.status, ...(answer.weight === undefined ? {} : { weight: answer.weight }) })
  } catch (error) {
    const refused = documentRefusal(error)
    if (!refused) throw error
    return new Response(refused.body, { status: refused.status, headers: { ...extra, 'content-type': TEXT, 'cache-control': 'no-store', 'retry-after': '5' } })
  }
  const cacheControl =
    answer.keep === false
      ? 'no-store'
      : answer.status === 302
        ? 'public, max-age=300'
        : answer.status !== 200
          ? 'no-store'
          : answer.immutable
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=300'
  return new Response(answer.body, {
    status: answer.status,
    headers: {
      ...extra,
      'content-type': answer.type,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
      'x-document-cache': answer.kept ? 'hit' : 'miss',
      ...(answer.location ? { location: answer.location } : {}),
      ...(answer.filename ? { 'content-disposition': `${answer.inline ? 'inline' : 'attachment'}; filename="${answer.filename.replace(/[^\w.-]/g, '_')}"` } : {}),
    },
  })
}
