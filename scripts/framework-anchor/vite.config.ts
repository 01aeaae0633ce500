import { join } from 'node:path'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

/** Built on demand by the bench (scripts/bench-calibration.ts) outside the sources, into bench/. */
export default defineConfig({
  root: import.meta.dirname,
  logLevel: 'warn',
  build: { emptyOutDir: true, outDir: process.env.ANCHOR_OUT_DIR ?? join(import.meta.dirname, '..', '..', 'bench', 'framework-anchor') },
  plugins: [tanstackStart({ srcDirectory: 'src' }), viteReact()],
})
