import { defineConfig } from 'vitest/config'

/**
 * The suites that need a SolrCloud (tests/solr, issue 21), run by npm test against the local
 * cluster it starts (scripts/test.ts), one file at a time: they share the cluster, and the fault
 * suite stops its nodes.
 */
export default defineConfig({
  test: {
    include: ['tests/solr/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
})
