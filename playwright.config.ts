import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { E2E_ANALYTICS_TOKEN } from './tests/e2e/helpers'
import { serverNodeFlags } from './scripts/ensure-node.mjs'

const PORT = Number(process.env.E2E_PORT ?? 3210)

/**
 * End-to-end tests run against the built production server, in Debian's
 * Chromium (no browser download: see ADR 001).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  // Specs that need the SolrCloud npm test starts (*.solr.spec.ts) run only in its run against Solr.
  testIgnore: process.env.SEARCH_ENGINE === 'solr' ? [] : ['**/*.solr.spec.ts'],
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  // The run against Solr (npm test, issue 21) shares the two cores with three Solr JVMs still merging
  // the index they were just given: a step may wait longer there than the default 5 s. The embedded
  // run's two workers, the server and Chromium share them too: an in-app navigation whose address
  // changes once its loader has answered took more than 5 s in two CI runs (a footer link each).
  // Only a step that fails waits the longer time.
  expect: { timeout: process.env.SEARCH_ENGINE === 'solr' ? 15_000 : 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    // Every suite but the consent test starts as a visitor who already chose (optional on, analytics off),
    // so the cookie banner does not sit over the pages under test.
    storageState: {
      cookies: [
        { name: 'library_consent', value: '1.o1a0', domain: '127.0.0.1', path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [],
    },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    // With the production server's Node flags (README, Operations).
    command: ['node', ...serverNodeFlags(), 'dist/server/main.js'].join(' '),
    // LIBRARY_DB names the store the suite runs against (npm test builds a small demo for it).
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LIBRARY_DB: process.env.LIBRARY_DB ?? '',
      // Page views are counted in a store of the suite's own (npm test empties reports/), read with its token.
      ANALYTICS_DB: join(import.meta.dirname, 'reports', 'e2e-analytics.db'),
      ANALYTICS_TOKEN: E2E_ANALYTICS_TOKEN,
      // Visitors' published lists (issue 55): a store of the suite's own, holding the demo's example lists.
      LISTS_DB: process.env.LISTS_DB ?? join(import.meta.dirname, 'reports', 'e2e-lists.db'),
      // npm test runs the search journeys a second time against its local SolrCloud (issue 21).
      ...(process.env.SEARCH_ENGINE ? { SEARCH_ENGINE: process.env.SEARCH_ENGINE } : {}),
      ...(process.env.SOLR_URL ? { SOLR_URL: process.env.SOLR_URL } : {}),
      ...(process.env.SOLR_COLLECTION ? { SOLR_COLLECTION: process.env.SOLR_COLLECTION } : {}),
    },
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
})
