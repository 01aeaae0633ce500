import { createFileRoute } from '@tanstack/react-router'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { resolveItem } from '#app/features/documents/permalink-redirect.ts'

/** GET /items/{id}[/units/{unit}]: an item's permanent link, sent on to its page (ADR 035). */
export const Route = createFileRoute('/items/$')({
  server: { handlers: { GET: ({ request, next }) => resolveItem(new URL(request.url).pathname) ?? next() } },
  ...missingDocumentRoute,
})
