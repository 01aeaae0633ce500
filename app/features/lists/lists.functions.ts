import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { LIST_ID } from '#src/domain/lists.ts'
import { MAX_ID_LENGTH, MAX_QUERY_LENGTH } from '#src/domain/limits.ts'
import { LOCALES } from '#src/domain/locale.ts'
import { listPermalink } from '#src/documents/lists/answer.ts'
import { serverEnv } from '#src/server/env.ts'
import { validInput } from '#app/server-input.ts'
import { featuredList, listArk, publishedList, resolvedMembers } from './list-server'

/**
 * A published list for its page (issue 55): its content, provenance and withdrawal from the lists
 * store, its members resolved against the library on a search thread (with `q`, which of them
 * match). Null for an id that names no list. A withdrawn list gives no members: its page says why.
 */
export const fetchList = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ id: v.pipe(v.string(), v.regex(LIST_ID)), q: v.pipe(v.string(), v.maxLength(MAX_QUERY_LENGTH)), locale: v.picklist(LOCALES) })))
  .handler(async ({ data }) => {
    const list = publishedList(data.id)
    if (!list) return null
    const origin = serverEnv().publicOrigin
    const source = list.copiedFrom ? publishedList(list.copiedFrom) : undefined
    const resolved = list.withdrawal ? { members: [], matched: 0, unsearched: 0 } : await resolvedMembers(list, data.q, data.locale)
    return {
      id: list.id,
      title: list.content.title,
      note: list.content.note,
      asof: list.content.asof,
      total: list.content.members.length,
      publishedAt: list.publishedAt,
      copiedFrom: source ? { id: source.id, title: source.content.title } : null,
      withdrawal: list.withdrawal ? { reason: list.withdrawal.reason, at: list.withdrawal.at } : null,
      permalink: listPermalink(origin, list.id),
      ark: listArk(list.id) === undefined ? null : `${origin}/${listArk(list.id)}`,
      // The references as published, for "Make a copy to edit".
      refs: list.content.members,
      ...resolved,
    }
  })

/**
 * The list the staff feature under a staff pick, for the pick's page: its id, title and number of
 * members; null when none is, or when it has been withdrawn. Only the staff feature a list
 * (`npm run lists -- feature`, the demo build): no visitor's list becomes one by what it is called.
 */
export const fetchFeaturedList = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ pick: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)) })))
  .handler(({ data }) => {
    const list = featuredList(data.pick)
    return list ? { id: list.id, title: list.content.title, total: list.content.members.length } : null
  })
