import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { Suspense } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { useStreamedQuery } from '#app/ui/streamed-query.ts'

const KEY = ['facets', 'die'] as const

function Counts() {
  const { data } = useStreamedQuery({ queryKey: KEY, queryFn: () => Promise.resolve(0) })
  return <p>{data === undefined ? 'Counting the filters…' : `${data} values`}</p>
}

function Page({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <main>
        <h1>Results</h1>
        <Suspense fallback={<p>Counting the filters…</p>}>
          <Counts />
        </Suspense>
      </main>
    </QueryClientProvider>
  )
}

/** The server's whole answer, chunk by chunk; `afterFirst` runs once the page's shell has been sent. */
async function serverRender(client: QueryClient, afterFirst: () => void): Promise<{ first: string; whole: string }> {
  const stream = await renderToReadableStream(<Page client={client} />)
  const reader = stream.pipeThrough(new TextDecoderStream()).getReader()
  const chunks: string[] = []
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (chunks.length === 0) afterFirst()
    chunks.push(value)
  }
  return { first: chunks[0] ?? '', whole: chunks.join('') }
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: Error) => void = () => {}
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

describe('useStreamedQuery on the server', () => {
  it('sends the page first and streams the part when its fetch, started by the loader, ends', async () => {
    const client = new QueryClient()
    const counting = deferred<number>()
    void client.prefetchQuery({ queryKey: KEY, queryFn: () => counting.promise })
    const { first, whole } = await serverRender(client, () => counting.resolve(42))
    // The results are not held for the counts…
    expect(first).toContain('<h1>Results</h1>')
    expect(first).toContain('Counting the filters…')
    expect(first).not.toContain('42 values')
    // …and the counts the browser will hydrate are in the page, not a "loading" that hydration would contradict.
    expect(whole).toContain('42 values')
  })

  it('renders the part in place when its data is already there', async () => {
    const client = new QueryClient()
    client.setQueryData(KEY, 7)
    const { whole } = await serverRender(client, () => {})
    expect(whole).toContain('<p>7 values</p>')
    expect(whole).not.toContain('Counting the filters…')
  })

  it('a failed fetch leaves the part without data, and the page whole', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const counting = deferred<number>()
    void client.prefetchQuery({ queryKey: KEY, queryFn: () => counting.promise })
    const { whole } = await serverRender(client, () => counting.reject(new Error('engine down')))
    expect(whole).toContain('<h1>Results</h1>')
    expect(whole).toContain('Counting the filters…')
    expect(whole).not.toContain('values</p>')
  })
})
