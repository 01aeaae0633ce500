import { createFileRoute } from '@tanstack/react-router'
import { makeRows } from '../rows'

const ROWS = makeRows()

/** The loader hands the rows to the page (and, dehydrated, to the browser); the page renders a table. */
export const Route = createFileRoute('/ssr-throughput')({
  loader: async () => ({ rows: ROWS }),
  component: RowsPage,
})

function RowsPage() {
  const { rows } = Route.useLoaderData()
  return (
    <table>
      <tbody>
        {rows.map((row) => (
          <tr key={row.id}>
            <td>{row.id}</td>
            <td>{row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
