// `npm run demo -- [--docs N] [--seed S] [--db path]` (see src/demo/cli.ts).
import { runScript } from './ensure-node.mjs'

runScript('src/demo/cli.ts', process.argv.slice(2))
