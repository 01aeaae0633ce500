/**
 * The process's last resort. A promise nobody handled, or an exception nobody caught, is logged
 * with the request it belongs to, and the server goes on answering the others: Node's default
 * would end the process, and with it every visitor's page, for one request's bug. Node runs the
 * handlers in the async context of the failed promise, so the request is known there.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** The request being answered, set around each one by the server; `gone` once its client left was logged. */
export const currentRequest = new AsyncLocalStorage<{ method: string; path: string; gone?: boolean }>()

function where(): string {
  const request = currentRequest.getStore()
  return request ? ` (while answering ${request.method} ${request.path})` : ''
}

export function installLastResort(log: (message: string, error: unknown) => void = console.error): void {
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection${where()}:`, reason))
  process.on('uncaughtException', (error) => log(`Uncaught exception${where()}:`, error))
}

/** An error that only says the client closed its connection before its answer was complete. */
export function isClientGone(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  const code: unknown = Reflect.get(error, 'code')
  return (error.message === 'aborted' && code === 'ECONNRESET') || code === 'ERR_STREAM_PREMATURE_CLOSE' || error.name === 'AbortError'
}

/**
 * A client that goes away mid-answer is one line, with the request's method and path (issue 33).
 * The framework logs the error it meets reading or rendering for such a request as a bare
 * nine-line stack that names no request; this catches it on its way to the log, which is the only
 * place the framework lets us see it.
 */
export function installClientGoneLog(write: (line: string) => void = console.error): void {
  const original = console.error
  console.error = (...values: unknown[]) => {
    if (!values.some(isClientGone)) {
      original(...values)
      return
    }
    const request = currentRequest.getStore()
    if (request?.gone) return
    if (request) request.gone = true
    write(`client went away: ${request ? `${request.method} ${request.path}` : '(request unknown)'}`)
  }
}
