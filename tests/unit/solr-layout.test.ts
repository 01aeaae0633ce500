import { describe, expect, it } from 'vitest'
import { describeLayout } from '#src/search/solr/collections.ts'

describe('a collection layout as the Solr commands print it', () => {
  it('says one shard and one replica in the singular, more in the plural', () => {
    expect(describeLayout(1, 3)).toBe('1 shard × 3 replicas')
    expect(describeLayout(2, 2)).toBe('2 shards × 2 replicas')
    expect(describeLayout(4, 1)).toBe('4 shards × 1 replica')
  })
})
