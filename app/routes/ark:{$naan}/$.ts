import { createFileRoute } from '@tanstack/react-router'
import { resolveArk } from '#app/features/documents/permalink-redirect.ts'

/**
 * GET /ark:{NAAN}/{name}: the newer ARK spelling, without the slash after `ark:` (ARK Alliance
 * 2023), resolved as /ark:/{NAAN}/{name} is (issue 48, L6): the same ARK either way.
 */
export const Route = createFileRoute('/ark:{$naan}/$')({
  server: { handlers: { GET: ({ request }) => resolveArk(new URL(request.url).pathname) } },
})
