import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { type Plugin, defineConfig } from 'vite'
import de from './i18n/de/index.ts'
import en from './i18n/en/index.ts'
import fr from './i18n/fr/index.ts'
import { DICTIONARY_PARTS, dictionaryTree, splitDictionary } from './src/domain/dictionary-parts.ts'
import { type Locale, LOCALE_ALTERNATIVES, isLocale } from './src/domain/locale.ts'

/**
 * The parts of the per-language dictionaries the browser loads (ADR 047): `virtual:dictionary/fr/first`
 * and `virtual:dictionary/fr/rest`, each page only its own language's, the home page only the first.
 */
const DICTIONARY = new RegExp(`virtual:dictionary[\\\\/](${LOCALE_ALTERNATIVES})[\\\\/](first|rest)$`)
const RESOLVED_PREFIX = '\0'

function dictionaryParts(): Plugin {
  // Read once with the config: editing a dictionary restarts the dev server (it is a config dependency).
  const dictionaries: Record<Locale, ReturnType<typeof splitDictionary>> = {
    de: splitDictionary(dictionaryTree(de)),
    en: splitDictionary(dictionaryTree(en)),
    fr: splitDictionary(dictionaryTree(fr)),
  }
  return {
    name: 'library:dictionary-parts',
    resolveId(id) {
      return DICTIONARY.test(id) ? `${RESOLVED_PREFIX}${id}` : undefined
    },
    load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined
      const match = DICTIONARY.exec(id.slice(RESOLVED_PREFIX.length))
      const locale = match?.[1]
      const part = DICTIONARY_PARTS.find((name) => name === match?.[2])
      if (!isLocale(locale) || part === undefined) return undefined
      return `export default ${JSON.stringify(dictionaries[locale][part])}\n`
    },
  }
}

/**
 * `npm run dev` searches with the engine SEARCH_ENGINE names, as `npm start` does (issue 54; the
 * production server installs it in src/server/server.ts). Without search threads here, the embedded
 * engine runs on the request thread and Solr's documents for the reader are read there too. Bad
 * settings stop the dev server with the same message as the production one.
 */
function searchEngineFromEnv(): Plugin {
  return {
    name: 'library:search-engine',
    apply: 'serve',
    async configureServer() {
      if (process.env.SEARCH_ENGINE === undefined || process.env.SEARCH_ENGINE === '') return
      const [{ readServerEnv }, { installSearchEngine }, { selectSearchEngine }] = await Promise.all([
        import('./src/server/env.ts'),
        import('./src/search/search-runner.ts'),
        import('./src/search/select-engine.ts'),
      ])
      installSearchEngine(selectSearchEngine(readServerEnv(process.env).search, undefined))
    },
  }
}

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
              const match = chunk.facadeModuleId ? DICTIONARY.exec(chunk.facadeModuleId) : undefined
              return match ? `assets/i18n-${match[1]}-${match[2]}-[hash].js` : 'assets/[name]-[hash].js'
            },
          },
        },
      },
    },
  },
  plugins: [
    dictionaryParts(),
    searchEngineFromEnv(),
    tanstackStart({
      srcDirectory: 'app',
      // A route's loader is fetched with its component, in one chunk, not with every page's first
      // load (ADR 047): the reader's and the periodicals' loaders bring citations, structured data and
      // IIIF addresses no home page needs. Preloading on intent fetches that chunk before the click.
      router: { codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']] } },
    }),
    // The React plugin must come after Start's plugin so Start's transforms run first.
    viteReact(),
  ],
})
