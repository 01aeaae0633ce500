import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { characters, tidyNote, tidyTitle } from '#src/domain/lists.ts'
import { DEFAULT_LOCALE, LOCALES, type Locale, localizePath } from '#src/domain/locale.ts'
import { utcDay } from '#src/domain/search-citation.ts'
import { type ListProblem, publishList, publishRequestSchema, readPublication } from '#src/documents/lists/publish.ts'
import type { MemberProblem } from '#src/domain/list-view.ts'
import { listPermalink } from '#src/documents/lists/answer.ts'
import { serverEnv } from '#src/server/env.ts'
import { takeAllowance } from '#src/server/shared-limits.ts'
import { boundedText } from '#app/features/documents/bounded-body.ts'
import { documentRefusal } from '#app/features/documents/document-response.ts'
import { checkedMembers, lists } from '#app/features/lists/list-server.ts'
import { listProblemText, memberProblemText } from '#app/features/lists/list-problems.ts'
import { translations } from '#app/i18n.ts'

/** The server reads no request body over this (src/server/server.ts); a list of 500 members fits well within it. */
const MAX_BODY = 64 * 1024
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** What is refused before the request says its language: in the three, as the server's own refusals are. */
function everyLanguage(text: (LL: ReturnType<typeof translations>) => string): string {
  return LOCALES.map((locale) => text(translations(locale))).join('\n')
}

function answer(status: number, body: Record<string, unknown>, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers } })
}

/**
 * A request from a page of this site: its Origin names the host it was sent to (which the server
 * has already checked against ALLOWED_HOSTS); without an Origin, the browser's Fetch Metadata must
 * say same-origin. Another site's page cannot publish in a visitor's name (ADR 016, ADR 063).
 */
function fromThisSite(request: Request): boolean {
  const origin = request.headers.get('origin')
  const host = request.headers.get('host')
  if (origin !== null) {
    try {
      return host !== null && new URL(origin).host === host.toLowerCase()
    } catch {
      return false
    }
  }
  return request.headers.get('sec-fetch-site') === 'same-origin'
}

/**
 * POST /api/lists: publishes a visitor's list (issue 55, ADR 063), the site's one write by a
 * visitor. JSON `{title, note?, asof?, members: [reference…], copiedFrom?, locale?}` from a page of
 * this site, at most 64 KB; LISTS_PER_HOUR per visitor and LISTS_PER_DAY for the whole site, counted
 * across the server's processes (429 past either). Answers 201 with the new list's id and address,
 * 200 when exactly this list was already published (the same id), or 4xx with every reason, worded
 * in the request's language; nothing is stored unless the whole list is published.
 */
export const Route = createFileRoute('/api/lists/')({
  server: {
    handlers: {
      POST: async ({ request, context }) => {
        if (!fromThisSite(request)) return answer(403, { error: 'crossOrigin', message: everyLanguage((LL) => LL.lists.problems.crossOrigin()) })
        if (!/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? '')) return answer(415, { error: 'notJson', message: everyLanguage((LL) => LL.lists.problems.notJson()) })
        const text = await boundedText(request, MAX_BODY)
        if (text === undefined) return answer(413, { error: 'tooLarge', message: everyLanguage((LL) => LL.lists.problems.tooLarge()) })
        let body: unknown
        try {
          body = JSON.parse(text)
        } catch {
          body = undefined
        }
        const parsed = v.safeParse(publishRequestSchema, body)
        if (!parsed.success) return answer(400, { error: 'unreadable', message: everyLanguage((LL) => LL.lists.problems.unreadable()) })
        const input = parsed.output
        const locale: Locale = input.locale ?? DEFAULT_LOCALE
        const LL = translations(locale)
        const env = serverEnv()
        const now = new Date()
        const refused = (problems: ListProblem[], members: MemberProblem[]) => {
          const counts = { title: characters(tidyTitle(input.title)), note: characters(tidyNote(input.note ?? '')) }
          const sentences = [...problems.map((problem) => listProblemText(LL, locale, problem, counts)), ...members.map((problem) => memberProblemText(LL, locale, problem))]
          return answer(422, { error: 'invalid', message: [LL.lists.problems.summary({ count: sentences.length }), ...sentences].join('\n'), problems, members })
        }
        // A list that breaks its own rules is refused before it costs an allowance or a thread.
        const read = readPublication(input, utcDay(now))
        if (read.problems.length > 0 || read.members.length > 0) return refused(read.problems, read.members)
        // The visitor's allowance, then the site's: a flood from many addresses fills the store no faster than LISTS_PER_DAY.
        const client = context.clientAddress ?? 'unknown'
        let wait = await takeAllowance('lists', env.listsPerHour, HOUR, client)
        if (wait === 0) wait = await takeAllowance('lists-site', env.listsPerDay, DAY, 'site')
        if (wait > 0) {
          return answer(429, { error: 'tooManyRequests', retryAfter: wait, message: LL.lists.problems.tooManyRequests({ minutes: Math.ceil(wait / 60) }) }, { 'retry-after': String(wait) })
        }
        let outcome
        try {
          outcome = await publishList(input, { today: utcDay(now), now, store: lists(), check: checkedMembers })
        } catch (error) {
          if (!documentRefusal(error)) throw error
          return answer(503, { error: 'busy', message: LL.lists.problems.busy() }, { 'retry-after': '5' })
        }
        if (outcome.kind === 'refused') return refused(outcome.problems, outcome.members)
        const path = localizePath(`/lists/${outcome.id}`, locale)
        return answer(
          outcome.created ? 201 : 200,
          { id: outcome.id, created: outcome.created, path, permalink: listPermalink(env.publicOrigin, outcome.id), asof: outcome.content.asof },
          { location: path },
        )
      },
    },
  },
})
