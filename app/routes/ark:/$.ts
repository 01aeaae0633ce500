import { createFileRoute } from '@tanstack/react-router'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { resolveArk } from '#app/features/documents/permalink-redirect.ts'

/** GET /ark:/{NAAN}/{name}: a source's ARK, resolved to the page of what it names here (ADR 035). */
export const Route = createFileRoute('/ark:/$')({
  server: { handlers: { GET: ({ request, next }) => resolveArk(new URL(request.url).pathname) ?? next() } },
  ...missingDocumentRoute,
})
