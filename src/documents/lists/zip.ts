/**
 * The texts of a list's members as a ZIP (issue 55), framed as the texts of a search are
 * (../texts-zip.ts, ADR 043): one UTF-8 `.txt` per member, `manifest.csv` with each file's SHA-256
 * and byte length beside the member's citation fields, and `list.csv` (the list's own citation).
 * Stored, not compressed, so the ZIP's exact size is known before its first byte; the limits are
 * answered before the download begins. The texts are read, hashed and given their CRC-32 on the
 * search threads (./texts.ts), a range of members at a time, one range ahead of what the client has
 * taken; the site's one ZIP writer (../zip-frame.ts) only frames them, and a client that goes away
 * stops the reading (the stream is cancelled).
 */
import * as v from 'valibot'
import { CSV_BOM, csvRow } from '../../domain/csv.ts'
import type { ResolvedMember } from '../../domain/list-view.ts'
import { memberKindLabel, memberSource, memberTitle } from '../../domain/list-view.ts'
import type { Locale } from '../../domain/locale.ts'
import type { MemberWords } from '../../domain/words.ts'
import { storeGeneration } from '../../store/library.ts'
import type { EncodedAnswer } from '../job.ts'
import { memberContentState, memberPermalink } from './citations.ts'
import type { ListJob } from './job.ts'
import { type MemberFile, memberFilesSchema } from './texts.ts'
import { tableEntry, zipSize, zipStream } from '../zip-frame.ts'

/** Members hashed in one job, and about this many bytes of text read in one job while the ZIP is sent. */
const MEMBERS_A_JOB = 50
const BATCH_BYTES = 1024 * 1024

export const LIST_MANIFEST_COLUMNS = ['file', 'sha256', 'bytes', 'position', 'status', 'kind', 'type', 'title', 'periodical_or_item', 'permalink', 'iiif_content_state'] as const

export type ListZip =
  | { kind: 'zip'; filename: string; size: number; body: ReadableStream<Uint8Array> }
  | { kind: 'tooLarge'; bytes: number; limit: number }
  | { kind: 'changed' }

export interface ListZipRequest {
  job: (part: ListJob['part'], range?: { from: number; to: number }) => ListJob
  run: (job: ListJob) => Promise<EncodedAnswer>
  members: readonly ResolvedMember[]
  citation: readonly (readonly [string, string | number])[]
  LL: MemberWords
  locale: Locale
  origin: string
  asof: string
  id: string
  limitBytes: number
}

async function facts(request: ListZipRequest): Promise<MemberFile[] | undefined> {
  const files: MemberFile[] = []
  for (let from = 0; from < request.members.length; from += MEMBERS_A_JOB) {
    const answer = await request.run(request.job('textsManifest', { from, to: from + MEMBERS_A_JOB }))
    if (answer.status !== 200) return undefined
    const parsed = v.safeParse(memberFilesSchema, JSON.parse(new TextDecoder().decode(answer.body)))
    if (!parsed.success) return undefined
    files.push(...parsed.output)
    // Past the limit already: the rest need not be read to say so.
    if (files.reduce((sum, file) => sum + file.bytes, 0) > request.limitBytes) return files
  }
  return files
}

function manifestCsv(request: ListZipRequest, files: readonly MemberFile[]): string {
  const rows = files.map((file) => {
    const member = request.members[file.index]
    if (!member) return ''
    const ok = member.status === 'ok'
    return csvRow([
      file.name ?? '',
      file.sha256,
      file.bytes,
      file.index + 1,
      member.status,
      member.kind,
      ok ? memberKindLabel(request.LL, member) : '',
      ok ? memberTitle(request.LL, request.locale, member) : member.ref,
      memberSource(request.locale, member),
      memberPermalink(request.origin, member),
      memberContentState(request.origin, member) ?? '',
    ])
  })
  return CSV_BOM + csvRow([...LIST_MANIFEST_COLUMNS]) + rows.join('')
}

/** Ranges of consecutive members whose texts come to about BATCH_BYTES (a longer text alone). */
function batchesOf(files: readonly MemberFile[]): { from: number; to: number }[] {
  const batches: { from: number; to: number }[] = []
  let from = 0
  let bytes = 0
  files.forEach((file, index) => {
    if (index > from && bytes + file.bytes > BATCH_BYTES) {
      batches.push({ from, to: index })
      from = index
      bytes = 0
    }
    bytes += file.bytes
  })
  if (files.length > from) batches.push({ from, to: files.length })
  return batches
}

/** Each member's text as the ZIP writer asks for it: a range read on a thread when its first member is asked for, the next range with it. */
function textReader(request: ListZipRequest, files: readonly MemberFile[], generation: string) {
  const batches = batchesOf(files)
  const pending = new Map<number, Promise<Uint8Array<ArrayBuffer>>>()
  const load = (index: number): Promise<Uint8Array<ArrayBuffer>> => {
    const known = pending.get(index)
    if (known) return known
    const batch = batches[index]
    if (!batch) return Promise.reject(new Error(`no batch ${index}`))
    const expected = files.slice(batch.from, batch.to).reduce((sum, file) => sum + file.bytes, 0)
    const promise = request.run(request.job('textsBodies', batch)).then((answer) => {
      if (storeGeneration() !== generation || answer.status !== 200 || answer.body.byteLength !== expected) throw new Error('the library changed during the download')
      return answer.body
    })
    promise.catch(() => undefined)
    pending.set(index, promise)
    return promise
  }
  return async (member: number): Promise<Uint8Array> => {
    const index = batches.findIndex((batch) => member >= batch.from && member < batch.to)
    const batch = batches[index]
    if (!batch) throw new Error(`no member ${member}`)
    const body = await load(index)
    if (member === batch.from) {
      pending.delete(index - 1)
      if (index + 1 < batches.length) void load(index + 1)
    }
    let offset = 0
    for (let other = batch.from; other < member; other++) offset += files[other]?.bytes ?? 0
    return body.subarray(offset, offset + (files[member]?.bytes ?? 0))
  }
}

export async function listZip(request: ListZipRequest): Promise<ListZip> {
  const generation = storeGeneration()
  const files = await facts(request)
  if (!files || storeGeneration() !== generation) return { kind: 'changed' }
  const bytes = files.reduce((sum, file) => sum + file.bytes, 0)
  if (bytes > request.limitBytes) return { kind: 'tooLarge', bytes, limit: request.limitBytes }
  // The day the list is pinned to, for every file: the same list gives the same bytes.
  const when = new Date(`${request.asof}T00:00:00Z`)
  const read = textReader(request, files, generation)
  const entries = [
    tableEntry('manifest.csv', manifestCsv(request, files)),
    tableEntry('list.csv', CSV_BOM + request.citation.map(([key, value]) => csvRow([key, value])).join('')),
    ...files.flatMap((file) => (file.name === null ? [] : [{ name: file.name, size: file.bytes, crc32: file.crc32, data: () => read(file.index) }])),
  ]
  return { kind: 'zip', filename: `list-${request.id}-asof-${request.asof}.zip`, size: zipSize(entries), body: zipStream(entries, when, new AbortController()) }
}
