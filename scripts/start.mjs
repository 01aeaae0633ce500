// `npm start`: build when the sources changed since the last build, then serve.
import { runScript } from './ensure-node.mjs'

runScript('scripts/start.ts', process.argv.slice(2))
