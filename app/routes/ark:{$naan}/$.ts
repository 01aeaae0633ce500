import { createFileRoute } from '@tanstack/react-router'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { resolveArk } from '#app/features/documents/permalink-redirect.ts'
import { listArkRedirect } from '#app/features/lists/list-server.ts'

/**
 * GET /ark:{NAAN}/{name}: the newer ARK spelling, without the slash after `ark:` (ARK Alliance
 * 2023), resolved as /ark:/{NAAN}/{name} is (issue 48, L6): the same ARK either way, a source's or
 * a list's.
 */
export const Route = createFileRoute('/ark:{$naan}/$')({
  server: {
    handlers: {
      GET: ({ request, next }) => {
        const pathname = new URL(request.url).pathname
        return listArkRedirect(pathname) ?? resolveArk(pathname) ?? next()
      },
    },
  },
  ...missingDocumentRoute,
})
