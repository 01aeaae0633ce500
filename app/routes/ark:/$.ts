import { createFileRoute } from '@tanstack/react-router'
import { resolveArk } from '#app/features/documents/permalink-redirect.ts'
import { listArkRedirect } from '#app/features/lists/list-server.ts'

/** GET /ark:/{NAAN}/{name}: a source's ARK, resolved to the page of what it names here (ADR 035); a list's, to the list (ADR 063). */
export const Route = createFileRoute('/ark:/$')({
  server: {
    handlers: {
      GET: ({ request }) => {
        const pathname = new URL(request.url).pathname
        return listArkRedirect(pathname) ?? resolveArk(pathname)
      },
    },
  },
})
