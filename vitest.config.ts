import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    // tests/solr needs a SolrCloud: npm test runs it with vitest.solr.config.ts against the cluster it starts.
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Integration tests build real stores and demo folders; on a loaded 2-core CI
    // machine that can take a while. These are guards against hangs, not timings.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine, and the files ran
    // one after another (419 s in CI). Two: the whole-demo audit builds its store beside the rest.
    maxWorkers: 2,
  },
})
