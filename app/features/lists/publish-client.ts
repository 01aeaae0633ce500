import * as v from 'valibot'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { characters, tidyNote, tidyTitle } from '#src/domain/lists.ts'
import { memberProblemSchema } from '#src/domain/list-view.ts'
import type { Locale } from '#src/domain/locale.ts'
import type { ListProblem } from '#src/documents/lists/publish.ts'
import type { DraftList } from './draft-store'
import { listProblemText, memberProblemText } from './list-problems'

const publishedSchema = v.object({ id: v.string(), created: v.boolean(), path: v.string(), permalink: v.string(), asof: v.string() })
const listProblemSchema = v.custom<ListProblem>((value) => typeof value === 'object' && value !== null && 'field' in value && 'problem' in value)
const refusedSchema = v.object({ problems: v.array(listProblemSchema), members: v.array(memberProblemSchema) })
const messageSchema = v.object({ error: v.optional(v.string()), message: v.string() })

export type PublishResult =
  | { kind: 'published'; id: string; created: boolean; path: string; permalink: string; asof: string }
  /** `sentences`: every reason, worded; `byMember`: the reason of each member, by its reference. */
  | { kind: 'refused'; summary: string; sentences: string[]; byMember: Map<string, string> }
  | { kind: 'failed'; summary: string }

/** Sends the draft to be published (POST /api/lists) and words what the site answered. */
export async function publishDraft(list: DraftList, LL: TranslationFunctions, locale: Locale): Promise<PublishResult> {
  let response: Response
  try {
    response = await fetch('/api/lists', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify({
        title: list.title,
        note: list.note,
        ...(list.asof ? { asof: list.asof } : {}),
        members: list.members.map((member) => member.ref),
        ...(list.copiedFrom ? { copiedFrom: list.copiedFrom.id } : {}),
        locale,
      }),
    })
  } catch {
    return { kind: 'failed', summary: LL.lists.problems.network() }
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  const published = v.safeParse(publishedSchema, body)
  if (response.ok && published.success) return { kind: 'published', ...published.output }
  const refused = v.safeParse(refusedSchema, body)
  if (response.status === 422 && refused.success) {
    const counts = { title: characters(tidyTitle(list.title)), note: characters(tidyNote(list.note)) }
    const byMember = new Map(refused.output.members.map((problem) => [problem.ref, memberProblemText(LL, locale, problem)]))
    const sentences = [...refused.output.problems.map((problem) => listProblemText(LL, locale, problem, counts)), ...byMember.values()]
    return { kind: 'refused', summary: LL.lists.problems.summary({ count: sentences.length }), sentences, byMember }
  }
  // The site's own sentence: worded here when the request was refused before it said its language.
  const message = v.safeParse(messageSchema, body)
  if (!message.success) return { kind: 'failed', summary: LL.lists.problems.network() }
  const P = LL.lists.problems
  const own: Record<string, () => string> = { crossOrigin: P.crossOrigin, notJson: P.notJson, tooLarge: P.tooLarge, unreadable: P.unreadable }
  return { kind: 'failed', summary: own[message.output.error ?? '']?.() ?? message.output.message }
}
