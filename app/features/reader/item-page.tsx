import { useSuspenseQuery } from '@tanstack/react-query'
import type { ItemType } from '#src/domain/issue-path.ts'
import { ItemReader } from './item-reader'
import { itemQuery } from './reader.queries'

export function ItemPage({ type, id, q, start }: { type: ItemType; id: string; q: string; start: number }) {
  const { data } = useSuspenseQuery(itemQuery(type, id, q, start))
  // The loader already answered 404 for unknown ids.
  return data ? <ItemReader item={data} q={q} /> : null
}
