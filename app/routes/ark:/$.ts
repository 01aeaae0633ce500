import { createFileRoute } from '@tanstack/react-router'
import { resolveArk } from '../../features/documents/permalink-redirect'

/** GET /ark:/{NAAN}/{name}: a source's ARK, resolved to the page of what it names here (ADR 035). */
export const Route = createFileRoute('/ark:/$')({
  server: { handlers: { GET: ({ request }) => resolveArk(new URL(request.url).pathname) } },
})
