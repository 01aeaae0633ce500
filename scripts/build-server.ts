/**
 * Bundles the production server (src/server/main.ts) and the thread of its pool (src/threads/worker.ts)
 * into dist/server/ beside TanStack Start's server.js, so dist/ deploys without the sources: the
 * packages stay external (installed by `npm ci --omit=dev`), our code is bundled. Run by build.ts.
 */
import { join } from 'node:path'
import { build } from 'vite'
import { ROOT } from './build-state.ts'

await build({
  configFile: false,
  root: ROOT,
  logLevel: 'warn',
  // public/ belongs to the client build.
  publicDir: false,
  build: {
    ssr: true,
    outDir: join(ROOT, 'dist', 'server'),
    // TanStack Start's server build is already there.
    emptyOutDir: false,
    target: 'node22',
    minify: false,
    rolldownOptions: {
      input: { main: join(ROOT, 'src', 'server', 'main.ts'), 'search-worker': join(ROOT, 'src', 'threads', 'worker.ts') },
      output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'runtime/[name]-[hash].js' },
    },
  },
})
console.log('> bundled the production server: dist/server/main.js, dist/server/search-worker.js')
