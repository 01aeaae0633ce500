/**
 * Pages before bulk on the thread that serves them (issue 48, M1; ADR 052's amendment). A download
 * of texts is tens of thousands of small pieces, each framed and written by the serving thread;
 * twenty of them keep that thread busy enough that a health check or a page waits behind their
 * pieces (13× its idle p95). The pieces are cheap one by one; what hurts is that a page's request
 * queues behind whichever pieces are ready. So a bulk download takes its next piece only when no
 * page is being answered on this process, and after the I/O already waiting (a new request's bytes)
 * has been read: pages keep the thread, downloads get the time pages leave. A download is never
 * starved: it waits at most MAX_WAIT_MS for pages to finish, then takes one piece anyway.
 */

/** The longest a download waits for the pages in flight before it takes a piece anyway. */
export const MAX_WAIT_MS = 100

export class PagesFirst {
  #pages = 0
  #waiting = new Set<() => void>()

  /** A page (anything but a bulk download) is being answered; call the result when its last byte is sent. */
  page(): () => void {
    this.#pages += 1
    let ended = false
    return () => {
      if (ended) return
      ended = true
      this.#pages -= 1
      if (this.#pages === 0) this.#release()
    }
  }

  /** How many pages are being answered now. */
  get pages(): number {
    return this.#pages
  }

  #release(): void {
    const waiting = [...this.#waiting]
    this.#waiting.clear()
    for (const resume of waiting) resume()
  }

  /** Resolves when a bulk download may take its next piece. */
  readonly turn = async (): Promise<void> => {
    // The I/O already waiting first: a request that has arrived is counted before the piece is taken.
    await new Promise<void>((resolve) => setImmediate(resolve))
    if (this.#pages === 0) return
    await new Promise<void>((resolve) => {
      const resume = () => {
        clearTimeout(timer)
        this.#waiting.delete(resume)
        resolve()
      }
      const timer = setTimeout(resume, MAX_WAIT_MS)
      this.#waiting.add(resume)
    })
  }
}

/**
 * The downloads served in bulk pieces: a search's texts (app/routes/api/texts.ts), up to 10,000 of
 * them. A list's texts (500 members at most) are a few pieces and go as pages do.
 */
export function isBulkDownload(path: string): boolean {
  return /^\/api\/texts(?:[?#]|$)/.test(path)
}
