import { createFileRoute } from '@tanstack/react-router'
import { isLocale } from '#src/domain/locale.ts'
import { CITATION_FORMATS, type CitationFormat } from '#src/documents/lists/job.ts'
import { listPermalink } from '#src/documents/lists/answer.ts'
import { listZip } from '#src/documents/lists/zip.ts'
import { runJob } from '#src/documents/run.ts'
import { serverEnv } from '#src/server/env.ts'
import { chargeAllowance, takeAllowance } from '#src/server/shared-limits.ts'
import type { PublishedList } from '#src/store/lists.ts'
import { documentRefusal, documentResponse } from '#app/features/documents/document-response.ts'
import { refuseExportOverAllowance } from '#app/features/search/export-allowance.ts'
import { listJob, publishedList, resolvedMembers } from '#app/features/lists/list-server.ts'
import { translations } from '#app/i18n.ts'

const TEXT = { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }
const MEGABYTE = 1_000_000
const EXTENSIONS: Record<CitationFormat, string> = { ris: 'ris', bib: 'bib', json: 'json', csv: 'csv' }

function sentence(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(`${text}\n`, { status, headers: { ...TEXT, ...headers } })
}

const isFormat = (value: string): value is CitationFormat => CITATION_FORMATS.some((format) => format === value)

/** A list withdrawn by the library: gone, with the reason the page gives. */
function withdrawnAnswer(list: PublishedList, locale: Parameters<typeof translations>[0]): Response | undefined {
  if (!list.withdrawal) return undefined
  const LL = translations(locale)
  return sentence(410, `${LL.lists.texts.withdrawnList()} ${LL.lists.page.reason({ reason: list.withdrawal.reason })}`)
}

async function texts(list: PublishedList, locale: Parameters<typeof translations>[0]): Promise<Response> {
  const LL = translations(locale)
  const { publicOrigin, textsLimits } = serverEnv()
  const { members } = await resolvedMembers(list, '', locale)
  const zip = await listZip({
    job: (part, range) => listJob(list, part, { locale, ...range }),
    run: runJob,
    members,
    citation: [
      ['list', list.content.title],
      ['members', list.content.members.length],
      ['asof', list.content.asof],
      ['permalink', listPermalink(publicOrigin, list.id)],
      ['retrieved', new Date().toISOString()],
    ],
    LL,
    locale,
    origin: publicOrigin,
    asof: list.content.asof,
    id: list.id,
    limitBytes: textsLimits.bytes,
  })
  if (zip.kind === 'changed') return sentence(503, LL.reading.textsChanged(), { 'retry-after': '5' })
  if (zip.kind === 'tooLarge') return sentence(413, LL.lists.texts.tooLarge({ megabytes: Math.ceil(zip.bytes / MEGABYTE), limit: Math.floor(zip.limit / MEGABYTE) }))
  return new Response(zip.body, {
    headers: {
      'content-type': 'application/zip',
      'content-length': String(zip.size),
      'content-disposition': `attachment; filename="${zip.filename}"`,
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}

/**
 * GET /api/lists/{id}/export?format=ris|bib|json|csv, …/texts and …/pdf (`&locale=en|de|fr`): a
 * published list's citations, the texts of its members as a ZIP with their SHA-256 sums, a PDF of
 * its members (issue 55). Exports and texts draw on the exports' allowance, the PDF on the PDFs'
 * (EXPORTS_PER_MINUTE each, shared across the server's processes); the work runs on the search
 * threads. An unknown or altered id is a 404; a list the library withdrew, a 410 that says why.
 */
export const Route = createFileRoute('/api/lists/$')({
  server: {
    handlers: {
      GET: async ({ request, params, context }) => {
        const url = new URL(request.url)
        const requested = url.searchParams.get('locale') ?? 'fr'
        const locale = isLocale(requested) ? requested : 'fr'
        const [id = '', what, ...rest] = (params._splat ?? '').split('/')
        const list = rest.length === 0 ? publishedList(id) : undefined
        if (!list || (what !== 'export' && what !== 'texts' && what !== 'pdf')) return sentence(404, 'There is no such list.')
        const gone = withdrawnAnswer(list, locale)
        if (gone) return gone
        if (what === 'pdf') {
          const { exportsPerMinute } = serverEnv()
          const visitor = context.clientAddress ?? 'unknown'
          const wait = await takeAllowance('pdfs', exportsPerMinute, 60_000, visitor)
          if (wait > 0) return sentence(429, translations(locale).downloads.tooManyPdfs({ limit: exportsPerMinute, seconds: wait }), { 'retry-after': String(wait) })
          // As a document's PDF (issue 48): stopped when its client goes, weighed by its words.
          return documentResponse(
            listJob(list, 'pdf', { locale }),
            {},
            {
              signal: request.signal,
              onServed: (served) => void chargeAllowance('pdfs', exportsPerMinute, 60_000, visitor, served.status === 200 ? (served.weight ?? 1) - 1 : 0),
            },
          )
        }
        const refused = await refuseExportOverAllowance(context.clientAddress, locale)
        if (refused) return refused
        try {
          if (what === 'texts') return await texts(list, locale)
          const asked = url.searchParams.get('format') ?? 'csv'
          const format: CitationFormat = isFormat(asked) ? asked : 'csv'
          const answer = await runJob(listJob(list, 'citations', { locale, format }))
          return new Response(answer.body, {
            status: answer.status,
            headers: { 'content-type': answer.type, 'content-disposition': `attachment; filename="list-${list.id}.${EXTENSIONS[format]}"`, 'cache-control': 'no-store' },
          })
        } catch (error) {
          const busy = documentRefusal(error)
          if (!busy) throw error
          return sentence(busy.status, busy.body.trim(), { 'retry-after': '5' })
        }
      },
    },
  },
})
