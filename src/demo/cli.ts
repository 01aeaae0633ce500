/**
 * `npm run demo -- [--docs N] [--seed S] [--db path]`: generates the demo
 * collection and loads it through the importer into a new store, and publishes its example lists
 * into the lists store (LISTS_DB, default data/lists.db).
 */
import { parseArgs } from 'node:util'
import { defaultDatabasePath } from '../store/location.ts'
import { DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, buildDemoWithProgress, publishExampleListsWithReport } from './load.ts'

const { values } = parseArgs({
  options: {
    docs: { type: 'string' },
    seed: { type: 'string' },
    db: { type: 'string' },
  },
})

const articles = values.docs === undefined ? DEMO_DEFAULT_ARTICLES : Number(values.docs)
const seed = values.seed === undefined ? DEMO_DEFAULT_SEED : Number(values.seed)
if (!Number.isInteger(articles) || articles < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run demo -- [--docs N] [--seed S] [--db path]')
  process.exit(2)
}

const target = values.db ?? defaultDatabasePath()
buildDemoWithProgress(target, articles, seed)
await publishExampleListsWithReport(target, process.env.LISTS_DB || 'data/lists.db')
