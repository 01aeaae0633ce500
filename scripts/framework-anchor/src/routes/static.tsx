import { createFileRoute } from '@tanstack/react-router'

/** No loader, no data: what the framework costs for a page of its own. */
export const Route = createFileRoute('/static')({ component: StaticPage })

function StaticPage() {
  return (
    <main>
      <h1>A static page</h1>
      <p>Rendered by the framework alone, without data.</p>
    </main>
  )
}
