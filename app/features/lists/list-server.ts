/**
 * The server's side of visitors' lists for the routes (issue 55): the lists store named by
 * LISTS_DB, a published list read by its id (checked against its content), and its work handed to
 * the search threads (src/documents/lists). Imported by route handlers and server functions only.
 */
import * as v from 'valibot'
import { LIST_ID } from '#src/domain/lists.ts'
import type { Locale } from '#src/domain/locale.ts'
import { type ResolvedList, memberCheckSchema, resolvedListSchema } from '#src/domain/list-view.ts'
import type { EncodedAnswer } from '#src/documents/job.ts'
import type { CitationFormat, ListJob } from '#src/documents/lists/job.ts'
import { runJob } from '#src/documents/run.ts'
import { serverEnv } from '#src/server/env.ts'
import { libraryNaan } from '#src/store/ark-naan.ts'
import { library } from '#src/store/library.ts'
import { type ListsStore, type PublishedList, ListIntegrityError, listsStore } from '#src/store/lists.ts'

export function lists(): ListsStore {
  return listsStore(serverEnv().listsDb)
}

/** A list from the store; undefined, and logged, for a row that no longer matches its id. */
function checkedRead(read: () => PublishedList | undefined): PublishedList | undefined {
  try {
    return read()
  } catch (error) {
    if (!(error instanceof ListIntegrityError)) throw error
    // Never shown as published: a row changed behind the site's back is no list it published.
    console.error(error.message)
    return undefined
  }
}

/** A published list by its id; undefined for an id that names none (or whose row no longer matches it). */
export function publishedList(id: string): PublishedList | undefined {
  return LIST_ID.test(id) ? checkedRead(() => lists().get(id)) : undefined
}

/** The list the staff feature under a staff pick, not withdrawn (ADR 063's amendment); undefined when none is. */
export function featuredList(pickId: string): PublishedList | undefined {
  return checkedRead(() => lists().featuredList(pickId))
}

interface JobOptions {
  locale?: Locale
  q?: string
  format?: CitationFormat
  from?: number
  to?: number
}

/** A job of the list for a search thread. */
export function listJob(list: Pick<PublishedList, 'id' | 'content'>, part: ListJob['part'], options: JobOptions = {}): ListJob {
  const { publicOrigin, libraryImages, librarySources } = serverEnv()
  return {
    kind: 'list',
    path: `/lists/${list.id || 'new'}/${part}`,
    // What makes two jobs of one list differ, so the document work never answers one with the other's answer.
    query: `?${new URLSearchParams({ locale: options.locale ?? 'fr', format: options.format ?? '', q: options.q ?? '', from: String(options.from ?? 0), to: String(options.to ?? 0) })}`.slice(0, 2000),
    part,
    id: list.id,
    title: list.content.title,
    note: list.content.note,
    asof: list.content.asof,
    members: list.content.members,
    q: options.q ?? '',
    format: options.format ?? 'csv',
    locale: options.locale ?? 'fr',
    origin: publicOrigin,
    images: libraryImages,
    ...(librarySources === undefined ? {} : { sources: librarySources }),
    from: options.from ?? 0,
    to: options.to ?? 0,
    now: Date.now(),
  }
}

function parsedBody<T>(answer: EncodedAnswer, schema: v.GenericSchema<unknown, T>): T {
  if (answer.status !== 200) throw new Error(`a list job answered ${answer.status}: ${new TextDecoder().decode(answer.body).slice(0, 200)}`)
  return v.parse(schema, JSON.parse(new TextDecoder().decode(answer.body)))
}

/** The list's members as its page shows them (with `q`, which of them match). */
export async function resolvedMembers(list: Pick<PublishedList, 'id' | 'content'>, q: string, locale: Locale): Promise<ResolvedList> {
  return parsedBody(await runJob(listJob(list, 'resolve', { q, locale })), resolvedListSchema)
}

/** Why members cannot be published pinned to `asof`, checked on a search thread. */
export async function checkedMembers(members: readonly string[], asof: string) {
  const job = listJob({ id: '', content: { title: '', note: '', asof, members: [...members] } }, 'check')
  return parsedBody(await runJob(job), memberCheckSchema).problems
}

/**
 * The NAAN of the lists' ARKs (ADR 063, amended): LISTS_ARK_NAAN when set ('none': no ARK);
 * otherwise the one NAAN the library's records carry, as the site's other ARKs do (the sources'),
 * and none when they carry several or none.
 */
function listsNaan(): string | undefined {
  const configured = serverEnv().listsArkNaan
  if (configured !== undefined) return configured === 'none' ? undefined : configured
  const db = library()
  return db ? libraryNaan(db) : undefined
}

/** The list's ARK when the library has a NAAN: `ark:/{NAAN}/l{id}`, resolved at /ark:/… (ADR 063). */
export function listArk(id: string): string | undefined {
  const naan = listsNaan()
  return naan === undefined ? undefined : `ark:/${naan}/l${id}`
}

/**
 * `/ark:/{NAAN}/l{id}` (or `ark:{NAAN}/l{id}`) of a published list, with the lists' NAAN: a 302 to
 * the list's page. Undefined for any other ARK (one a source gave may have the same form), which the
 * sources' resolver then answers, with the site's 404 when it names nothing here either.
 */
export function listArkRedirect(pathname: string): Response | undefined {
  const match = /^\/ark:\/?(\d{5,})\/l([a-z2-7]{26})$/.exec(pathname)
  if (!match || match[1] !== listsNaan()) return undefined
  const id = match[2] ?? ''
  if (!publishedList(id)) return undefined
  return new Response(null, { status: 302, headers: { location: `/lists/${id}`, 'cache-control': 'public, max-age=300' } })
}
