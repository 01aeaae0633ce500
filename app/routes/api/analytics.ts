import { timingSafeEqual } from 'node:crypto'
import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { analyticsPath, consentFromCookies } from '#src/domain/consent.ts'
import { serverEnv } from '#src/server/env.ts'
import { takeAllowance } from '#src/server/shared-limits.ts'
import { AnalyticsStore } from '#src/store/analytics.ts'
import { boundedText } from '#app/features/documents/bounded-body.ts'

/** A beacon is `{"path":"/…"}`: a few dozen bytes. */
const MAX_BODY = 1024
/** Beacons per visitor a minute: a person reading the site sends a few; more is a script. */
const BEACONS_PER_MINUTE = 60
const FLUSH_EVERY_MS = 5000
const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' }

let store: AnalyticsStore | undefined
function analytics(): AnalyticsStore {
  if (!store) {
    const opened = new AnalyticsStore(serverEnv().analyticsDb)
    setInterval(() => opened.flush(), FLUSH_EVERY_MS).unref()
    // better-sqlite3 is synchronous, so the last views are written even as the process exits.
    process.once('exit', () => opened.close())
    store = opened
  }
  return store
}

function answer(status: number, body?: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(body ? JSON.stringify(body) : null, { status, headers: { ...JSON_HEADERS, ...headers } })
}

const beaconSchema = v.object({ path: v.string() })
const day = v.pipe(v.string(), v.isoDate())
const rangeSchema = v.object({ from: v.optional(day), to: v.optional(day) })

/** The bearer token matches the configured one (compared in constant time). */
function authorised(header: string | null, token: string): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(header ?? '')?.[1] ?? '')
  const expected = Buffer.from(token)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const today = () => new Date().toISOString().slice(0, 10)

/**
 * POST /api/analytics: one anonymous page view from public/analytics.js, which loads only after
 * the visitor accepted analytics; the beacon carries the consent cookie, and without that choice
 * nothing is counted. GET: daily counts for the library's staff, with the ANALYTICS_TOKEN as a
 * bearer token; without a configured token they cannot be read at all.
 */
export const Route = createFileRoute('/api/analytics')({
  server: {
    handlers: {
      POST: async ({ request, context }) => {
        if (!consentFromCookies(request.headers.get('cookie'))?.analytics) return answer(403, { error: 'Analytics was not accepted.' })
        if ((await takeAllowance('beacons', BEACONS_PER_MINUTE, 60_000, context.clientAddress ?? 'unknown')) > 0) return answer(429, { error: 'Too many page views.' })
        const text = await boundedText(request, MAX_BODY)
        if (text === undefined) return answer(413, { error: `At most ${MAX_BODY} bytes.` })
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          body = undefined
        }
        const parsed = v.safeParse(beaconSchema, body)
        const path = parsed.success ? analyticsPath(parsed.output.path) : undefined
        if (!path) return answer(400, { error: 'Expected {"path": "/…"}.' })
        analytics().record(today(), path)
        return answer(204)
      },
      GET: ({ request }) => {
        const token = serverEnv().analyticsToken
        if (!token) return answer(404, { error: 'Reading analytics is not configured (ANALYTICS_TOKEN).' })
        if (!authorised(request.headers.get('authorization'), token)) {
          return answer(401, { error: 'A bearer token is needed.' }, { 'www-authenticate': 'Bearer realm="analytics"' })
        }
        const search = new URL(request.url).searchParams
        const range = v.safeParse(rangeSchema, { from: search.get('from') ?? undefined, to: search.get('to') ?? undefined })
        if (!range.success) return answer(400, { error: 'from and to are days, YYYY-MM-DD.' })
        const to = range.output.to ?? today()
        const from = range.output.from ?? new Date(Date.parse(to) - 29 * 86_400_000).toISOString().slice(0, 10)
        return answer(200, { ...analytics().summary(from, to) })
      },
    },
  },
})
