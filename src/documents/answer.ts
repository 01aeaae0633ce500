/**
 * What the server's document work answers (IIIF, citations, texts: issue 33): a status, a type and
 * the bytes, with what the route's headers need. Made on a search thread and sent back whole, or,
 * for a long text, a piece at a time (`next`).
 */
import type { TextCursor } from '../store/outlines.ts'

export interface DocumentAnswer {
  status: number
  type: string
  body: string | Uint8Array<ArrayBuffer>
  /** Content-addressed: the same address always answers the same bytes. */
  immutable?: boolean
  /** A file name for downloads (Content-Disposition). */
  filename?: string
  /** Shown in the browser (a PDF to read) rather than saved: Content-Disposition inline, with its name for saving. */
  inline?: boolean
  /** Where a 302 sends the client: a scan's image on the image server that holds it. */
  location?: string
  /** A file to send as the body, read from the disk as it is sent (an original OCR file). */
  file?: string
  /** Where the rest of a long text goes on (./run.ts streams it piece by piece). */
  next?: TextCursor
  /**
   * False for an answer that must not be kept nor cached by HTTP: one that depends on the clock as
   * well as the store and the address (an OAI-PMH answer names the time, and a resumption token
   * honoured now may have expired when the same address is asked again).
   */
  keep?: boolean
  /** What the answer draws on the visitor's allowance (a PDF: one for every PDF_WORDS_A_COUNT words, issue 48). */
  weight?: number
}

export const TEXT = 'text/plain; charset=utf-8'

export const notFound = (): DocumentAnswer => ({ status: 404, type: TEXT, body: 'Not found\n' })
