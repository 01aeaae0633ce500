// `npm test`: every check of the project, in order (see scripts/test.ts).
import { runScript } from './ensure-node.mjs'

runScript('scripts/test.ts', process.argv.slice(2))
