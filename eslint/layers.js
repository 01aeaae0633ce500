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
 * Folders of one rank may import each other, but never both ways (issue 54): an import from one
 * folder into another of its rank fails when the other already reaches back, directly or through
 * other folders of that rank, by value or by type. Such a cycle is how `src/search ↔
 * src/documents` grew while both shared a rank, unseen by the rule above.
 *
 * `src/` never imports React or TanStack (it is framework-free). Imports are resolved the way
 * Node and the bundler resolve them: relative paths against the importing file, and the package's
 * `#src/*` and `#app/*` subpath imports. Folders outside the layers (i18n, tests, scripts) are
 * not checked, and anything may import them.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
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

/** Every import specifier in a module's text: `from '…'`, `import('…')` and a bare `import '…'`, type imports included. */
const SPECIFIER = /\bfrom\s*['"]([^'"\n]+)['"]|\bimport\s*\(\s*['"]([^'"\n]+)['"]|\bimport\s+['"]([^'"\n]+)['"]/g
const SOURCE = /\.(ts|tsx|js|mjs)$/

function sourceFiles(folder, out = []) {
  let entries
  try {
    entries = readdirSync(folder, { withFileTypes: true })
  } catch {
    return out
  }
  for (const entry of entries) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) sourceFiles(path, out)
    else if (SOURCE.test(entry.name)) out.push(path)
  }
  return out
}

/**
 * The imports between folders of one rank, as they are on disk: folder → (folder → a file that
 * imports it). Read once per process (a lint run), lazily, and only when an import crosses to a
 * folder of its own rank.
 */
let sameRankImports
function sameRankGraph() {
  if (sameRankImports) return sameRankImports
  sameRankImports = new Map()
  for (const layer of LAYERS) {
    const edges = new Map()
    sameRankImports.set(layer.folder, edges)
    for (const file of sourceFiles(join(ROOT, layer.folder))) {
      for (const match of readFileSync(file, 'utf8').matchAll(SPECIFIER)) {
        const into = target(match[1] ?? match[2] ?? match[3], file)
        const other = into && layerOf(into)
        if (other && other !== layer && other.rank === layer.rank && !edges.has(other.folder)) edges.set(other.folder, relative(ROOT, file).split(sep).join('/'))
      }
    }
  }
  return sameRankImports
}

/**
 * The way back from `start` to `goal` through imports between folders of one rank (each step a
 * folder and the file that makes it), or undefined when there is none. `graph` maps a folder to
 * the folders it imports and, for each, one importing file.
 */
export function pathBack(graph, start, goal) {
  const seen = new Set([start])
  const queue = [[start, []]]
  while (queue.length > 0) {
    const [folder, path] = queue.shift()
    for (const [next, file] of graph.get(folder) ?? []) {
      const step = [...path, { folder: next, file }]
      if (next === goal) return step
      if (!seen.has(next)) {
        seen.add(next)
        queue.push([next, step])
      }
    }
  }
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
      cycle: '{{from}} may not import {{to}}: both are layer {{rank}} and {{to}} already imports {{from}} ({{back}}); folders of one layer import each other one way only (eslint/layers.js)',
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
      } else if (layer && layer !== own && layer.rank === own.rank) {
        const back = pathBack(sameRankGraph(), layer.folder, own.folder)
        if (back) context.report({ node, messageId: 'cycle', data: { from: own.folder, to: layer.folder, rank: own.rank, back: back.map((step) => `${step.file} → ${step.folder}`).join(', ') } })
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
