import { createFileRoute } from '@tanstack/react-router'
import { missingDocumentRoute } from '#app/features/errors/missing-document.ts'
import { resolveArk } from '#app/features/documents/permalink-redirect.ts'
import { listArkRedirect } from '#app/features/lists/list-server.ts'

/**
 * GET /ark:/{NAAN}/{name}: a source's ARK, resolved to the page of what it names here (ADR 035); a
 * list's, to the list (ADR 063); anything else, the site's 404 page.
 */
export const Route = createFileRoute('/ark:/$')({
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
