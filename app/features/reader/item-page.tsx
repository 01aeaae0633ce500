import { useSuspenseQuery } from '@tanstack/react-query'
import { useSearch } from '@tanstack/react-router'
import type { ItemType } from '#src/domain/issue-path.ts'
import { ItemReadingMode } from '#app/features/reading/lazy.tsx'
import { ItemReader } from './item-reader'
import { itemQuery } from './reader.queries'

export function ItemPage({ type, id, q, start }: { type: ItemType; id: string; q: string; start: number }) {
  const { data } = useSuspenseQuery(itemQuery(type, id, q, start))
  // Reading mode (issue 56) is asked for in the address, as every item route's schema reads it.
  const { read = '', at = 0 } = useSearch({ strict: false })
  // The loader already answered 404 for unknown ids.
  if (!data) return null
  return read ? <ItemReadingMode item={data} q={q} start={start} read={read} at={at} /> : <ItemReader item={data} q={q} />
}
