import { useSuspenseQuery } from '@tanstack/react-query'
import type { ItemType } from '../../../src/domain/issue-path'
import { ItemReader } from './item-reader'
import { itemQuery } from './reader.queries'

export function ItemPage({ type, id, q }: { type: ItemType; id: string; q: string }) {
  const { data } = useSuspenseQuery(itemQuery(type, id, q))
  // The loader already answered 404 for unknown ids.
  return data ? <ItemReader item={data} q={q} /> : null
}
