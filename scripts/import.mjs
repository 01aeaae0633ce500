// `npm run import -- <file or folder>… [--skip-bad] [--fresh] [--db path]`, `--list`, `--purge BATCH` (see src/ingest/cli.ts).
import { runScript } from './ensure-node.mjs'

runScript('src/ingest/cli.ts', process.argv.slice(2))
