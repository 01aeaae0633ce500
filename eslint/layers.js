/**
 * The layers of DESIGN §3 rule 11, checked on every import rather than hoped for: a module may
 * import its own layer and the layers below it, never one above. From the bottom:
 *
 *   0  src/domain                                  types, the search state, pure rules
 *   1  src/store                                   the SQLite store (SQL lives here)
 *   2  src/search  src/iiif  src/ingest  src/content   engines, IIIF builders, readers, content
 *   3  src/documents                               IIIF, OAI-PMH, PDFs, texts, citations answered on the threads
 *   4  src/threads                                 the pool, its job union and lanes, above search and documents
 *   5  src/server  src/demo                        the production server, the demo generator
 *   6  app                                         the web application
 *
 * `src/` never imports React or TanStack (it is framework-free). Imports are resolved the way
 * Node and the bundler resolve them: relative paths against the importing file, and the package's
 * `#src/*` and `#app/*` subpath imports. Folders outside the layers (i18n, tests, scripts) are
 * not checked, and anything may import them.
 */
import { dirname, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOT = dirname(dirname(fileURLToPath(import.meta.url)))

/** The layers, by folder: the first prefix that matches a file's path from the root names its layer. */
export const LAYERS = [
  { folder: 'src/domain', rank: 0 },
  { folder: 'src/store', rank: 1 },
  { folder: 'src/search', rank: 2 },
  { folder: 'src/iiif', rank: 2 },
  { folder: 'src/ingest', rank: 2 },
  { folder: 'src/content', rank: 2 },
  // Issue 48/54: documents above search (they read it), the threads above both (they run both).
  { folder: 'src/documents', rank: 3 },
  { folder: 'src/threads', rank: 4 },
  { folder: 'src/server', rank: 5 },
  { folder: 'src/demo', rank: 5 },
  { folder: 'app', rank: 6 },
]

/** Packages the framework-free core never imports. */
const FRAMEWORK = /^(react|react-dom)(\/|$)|^@tanstack\//

function layerOf(path) {
  const fromRoot = relative(ROOT, path).split(sep).join('/')
  return LAYERS.find((layer) => fromRoot === layer.folder || fromRoot.startsWith(`${layer.folder}/`))
}

/** The file an import names, or undefined for a package. */
function target(specifier, importer) {
  if (specifier.startsWith('./') || specifier.startsWith('../')) return resolve(dirname(importer), specifier)
  if (specifier.startsWith('#src/')) return resolve(ROOT, 'src', specifier.slice('#src/'.length))
  if (specifier.startsWith('#app/')) return resolve(ROOT, 'app', specifier.slice('#app/'.length))
  return undefined
}

const noUpwardImport = {
  meta: {
    type: 'problem',
    docs: { description: 'Layers point down only: src/domain ← src/store ← src/search (iiif, ingest, content) ← src/documents ← src/threads ← src/server, src/demo ← app' },
    schema: [],
    messages: {
      upward: '{{from}} (layer {{fromRank}}) may not import {{to}} (layer {{toRank}}): layers point down only (eslint/layers.js, DESIGN rule 11)',
      framework: 'src/ is framework-free: {{from}} may not import {{specifier}}',
    },
  },
  create(context) {
    const importer = context.filename
    const own = layerOf(importer)
    if (!own) return {}
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string') return
      const specifier = source.value
      if (own.folder.startsWith('src/') && FRAMEWORK.test(specifier)) {
        context.report({ node, messageId: 'framework', data: { from: own.folder, specifier } })
        return
      }
      const file = target(specifier, importer)
      const layer = file && layerOf(file)
      if (layer && layer.rank > own.rank) {
        context.report({ node, messageId: 'upward', data: { from: own.folder, fromRank: own.rank, to: layer.folder, toRank: layer.rank } })
      }
    }
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source.type === 'Literal' ? node.source : undefined),
    }
  },
}

export default { rules: { 'no-upward-import': noUpwardImport } }
