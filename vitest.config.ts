import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    environment: 'node',
    // Integration tests build real stores and demo folders; on a loaded 2-core CI
    // machine that can take a while. These are guards against hangs, not timings.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
})
