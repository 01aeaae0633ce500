/**
 * The process's last resort. A promise nobody handled, or an exception nobody caught, is logged
 * with the request it belongs to, and the server goes on answering the others: Node's default
 * would end the process, and with it every visitor's page, for one request's bug. Node runs the
 * handlers in the async context of the failed promise, so the request is known there.
 */
import { AsyncLocalStorage } from 'node:async_hooks'

/** The request being answered, set around each one by the server. */
export const currentRequest = new AsyncLocalStorage<{ method: string; path: string }>()

function where(): string {
  const request = currentRequest.getStore()
  return request ? ` (while answering ${request.method} ${request.path})` : ''
}

export function installLastResort(log: (message: string, error: unknown) => void = console.error): void {
  process.on('unhandledRejection', (reason) => log(`Unhandled rejection${where()}:`, reason))
  process.on('uncaughtException', (error) => log(`Uncaught exception${where()}:`, error))
}
