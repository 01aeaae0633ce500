/**
 * Writes brotli (.br) and gzip (.gz) twins of the text files in dist/client,
 * at the highest levels, once per build: the server then sends static files
 * without compressing them on every request (scripts/serve.ts).
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { extname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

export const PRECOMPRESSED_TYPES = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.xml', '.txt', '.html', '.map'])
/** Below this, the headers cost more than compression saves. */
const MIN_BYTES = 512

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? files(path) : [path]
  })
}

export function precompress(dir: string): { files: number; rawBytes: number; brBytes: number } {
  let count = 0
  let rawBytes = 0
  let brBytes = 0
  for (const file of files(dir)) {
    if (!PRECOMPRESSED_TYPES.has(extname(file)) || statSync(file).size < MIN_BYTES) continue
    const raw = readFileSync(file)
    const br = brotliCompressSync(raw, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    })
    writeFileSync(`${file}.br`, br)
    writeFileSync(`${file}.gz`, gzipSync(raw, { level: 9 }))
    count++
    rawBytes += raw.length
    brBytes += br.length
  }
  console.log(`> precompressed ${count} files: ${(rawBytes / 1024).toFixed(0)} KB → ${(brBytes / 1024).toFixed(0)} KB brotli`)
  return { files: count, rawBytes, brBytes }
}
