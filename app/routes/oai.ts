import { createFileRoute } from '@tanstack/react-router'
import { serverEnv } from '#src/server/env.ts'
import { documentResponse } from '../features/documents/document-response'

/**
 * OAI-PMH 2.0 (issue 37, ADR 035): GET /oai?verb=…, or the same arguments POSTed as a form.
 * Answered on the search threads (src/documents/oai.ts); never kept, never cached (its answers
 * name the time, and its resumption tokens expire). Harvesters on other sites may read it.
 */
function answer(query: string): Promise<Response> {
  const { publicOrigin, oaiAdminEmail, oaiPageSize } = serverEnv()
  return documentResponse(
    { kind: 'oai', path: '/oai', query, origin: publicOrigin, adminEmail: oaiAdminEmail, pageSize: oaiPageSize, now: Date.now() },
    { 'access-control-allow-origin': '*' },
  )
}

export const Route = createFileRoute('/oai')({
  server: {
    handlers: {
      GET: ({ request }) => answer(new URL(request.url).search),
      POST: async ({ request }) => {
        const type = request.headers.get('content-type') ?? ''
        // A body of another kind carries no arguments: the answer then says the verb is missing.
        const body = type.toLowerCase().startsWith('application/x-www-form-urlencoded') ? await request.text() : ''
        return answer(body)
      },
    },
  },
})
