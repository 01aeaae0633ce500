/**
 * A visitor's allowances (exports, PDFs, analytics beacons) counted once for the whole server,
 * however many processes serve it (WEB_PROCESSES, ADR 048): in a cluster worker each take asks the
 * primary process, which keeps the counts; a single process counts here. Without that, a visitor
 * would get the allowance once per process, as their connections are shared out among them.
 */
import cluster, { type Worker } from 'node:cluster'
import * as v from 'valibot'
import { RateLimiter } from '../domain/security.ts'
import { allowanceKey } from './client-address.ts'

const takeRequest = v.object({
  kind: v.literal('library:allowance'),
  id: v.number(),
  /** Only asks whether one could be taken (a page checking before it starts a download). */
  peek: v.optional(v.boolean()),
  name: v.string(),
  limit: v.number(),
  windowMs: v.number(),
  key: v.string(),
  /** Counted without asking (RateLimiter.charge): what an answer cost beyond the one taken. */
  charge: v.optional(v.number()),
})
const takeAnswer = v.object({ kind: v.literal('library:allowance-answer'), id: v.number(), wait: v.number() })

const limiters = new Map<string, RateLimiter>()

function limiterOf(name: string, limit: number, windowMs: number): RateLimiter {
  const id = `${name}/${limit}/${windowMs}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = new RateLimiter(limit, windowMs)
    limiters.set(id, limiter)
  }
  return limiter
}

/** How an allowance is asked: taken (one), only peeked at, or charged `charge` more without asking. */
interface Asking {
  peek?: boolean
  charge?: number
}

/**
 * The wait in seconds before the key may take again, 0 when it took one now; peeking, whether it
 * could; with `charge`, counts that many and answers 0.
 */
function takeHere(name: string, limit: number, windowMs: number, key: string, asking: Asking = {}): number {
  const limiter = limiterOf(name, limit, windowMs)
  if (asking.peek === true) return limiter.peek(key, Date.now())
  if (asking.charge === undefined) return limiter.take(key, Date.now())
  limiter.charge(key, Date.now(), asking.charge)
  return 0
}

let nextId = 0
const pending = new Map<number, (wait: number) => void>()
let listening = false

/**
 * Takes one of `limit` a `windowMs` for `key` (a visitor's address, counted by its IPv6 /64) from
 * the allowance `name`: resolves to 0, or to the seconds to wait when the allowance is used up. With
 * `peek`, nothing is taken: the answer says whether one could be.
 */
export function takeAllowance(name: string, limit: number, windowMs: number, key: string, peek = false): Promise<number> {
  return ask(name, limit, windowMs, key, peek ? { peek } : {})
}

/**
 * Counts `count` more on the allowance `name` for `key`, without asking: what an answer cost
 * beyond the one taken for it (a PDF weighs its words, issue 48).
 */
export async function chargeAllowance(name: string, limit: number, windowMs: number, key: string, count: number): Promise<void> {
  if (count > 0) await ask(name, limit, windowMs, key, { charge: count })
}

function ask(name: string, limit: number, windowMs: number, address: string, asking: Asking): Promise<number> {
  // Counted by the IPv6 /64, whichever of its addresses the visitor comes from.
  const key = allowanceKey(address)
  const send = process.send?.bind(process)
  if (!cluster.isWorker || !send || !process.connected) return Promise.resolve(takeHere(name, limit, windowMs, key, asking))
  if (!listening) {
    listening = true
    process.on('message', (message: unknown) => {
      const parsed = v.safeParse(takeAnswer, message)
      if (!parsed.success) return
      pending.get(parsed.output.id)?.(parsed.output.wait)
      pending.delete(parsed.output.id)
    })
  }
  const id = nextId++
  return new Promise((resolve) => {
    pending.set(id, resolve)
    send({ kind: 'library:allowance', id, name, limit, windowMs, key, ...asking } satisfies v.InferOutput<typeof takeRequest>)
  })
}

/** In the primary process: answers the workers' takes from one set of counts. */
export function serveAllowances(): void {
  cluster.on('message', (worker: Worker, message: unknown) => {
    const parsed = v.safeParse(takeRequest, message)
    if (!parsed.success) return
    const { id, name, limit, windowMs, key, peek, charge } = parsed.output
    const asking: Asking = { ...(peek === undefined ? {} : { peek }), ...(charge === undefined ? {} : { charge }) }
    const answer: v.InferOutput<typeof takeAnswer> = { kind: 'library:allowance-answer', id, wait: takeHere(name, limit, windowMs, key, asking) }
    if (worker.isConnected()) worker.send(answer)
  })
}
