// `npm run lists -- withdraw|restore|feature|unfeature|featured|show|log|check|backup|export|import …` (see src/server/lists-cli.ts).
import { runScript } from './ensure-node.mjs'

runScript('src/server/lists-cli.ts', process.argv.slice(2))
