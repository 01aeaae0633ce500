import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { LOCALE_ALTERNATIVES } from './src/domain/locale.ts'

/** The per-language dictionaries: each page loads only its own (app/i18n.ts). */
const DICTIONARY = new RegExp(`[\\\\/]i18n[\\\\/](${LOCALE_ALTERNATIVES})[\\\\/]`)

/**
 * What every page's frame renders (header, footer, skip links, consent banner, page layout, links,
 * icons, prefetch) and TanStack Query's hooks: loaded by every page, but only through the routes'
 * lazily split components.
 */
const SHELL =
  /[\\/]app[\\/](features[\\/](shell|pages)[\\/]|features[\\/]consent[\\/]consent(-store)?\.tsx?$|ui[\\/](link|icon|prefetch)\.tsx?$)|[\\/]@tanstack[\\/](react-)?query/

/**
 * `npm run bench` builds a twin of the production build here, outside dist/, with hidden source
 * maps: the same build id gives byte-identical chunks, whose maps then attribute the first-load
 * bytes to packages and to our code (scripts/bundle-composition.ts).
 */
const SOURCEMAP_TWIN = process.env.BUNDLE_SOURCEMAP_DIR

export default defineConfig({
  server: { port: 3000 },
  ...(SOURCEMAP_TWIN ? { build: { outDir: SOURCEMAP_TWIN } } : {}),
  environments: {
    client: {
      build: {
        ...(SOURCEMAP_TWIN ? { sourcemap: 'hidden' as const } : {}),
        rolldownOptions: {
          output: {
            // Everything the entry imports statically (React, the router, every route's definition)
            // is needed by every page: one chunk instead of about 40 small ones, so a first visit
            // on a slow network waits for one download, not for rounds of small requests (ADR 011).
            // The page frame's components are a second one rather than eight small ones (ADR 013).
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], test: (id: string) => !DICTIONARY.test(id) },
                { name: 'shell', test: SHELL },
              ],
            },
            // Named so the server can announce the page's dictionary with the page (scripts/serve.ts).
            chunkFileNames: (chunk) => {
              const locale = chunk.facadeModuleId ? DICTIONARY.exec(chunk.facadeModuleId)?.[1] : undefined
              return locale ? `assets/i18n-${locale}-[hash].js` : 'assets/[name]-[hash].js'
            },
          },
        },
      },
    },
  },
  plugins: [
    tanstackStart({ srcDirectory: 'app' }),
    // The React plugin must come after Start's plugin so Start's transforms run first.
    viteReact(),
  ],
})
