import { createFileRoute } from '@tanstack/react-router'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { resolveIssueUnit } from '#app/features/documents/permalink-redirect.ts'

/** GET /periodicals/{id}/{date}/units/{unit}: an article's permanent link, by its source's id (ADR 035). */
export const Route = createFileRoute('/periodicals/$paperid/$issue/units/$unit')({
  server: { handlers: { GET: ({ params, next }) => resolveIssueUnit(params.paperid, params.issue, params.unit) ?? next() } },
  ...missingDocumentRoute,
})
