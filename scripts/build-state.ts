/**
 * Knows whether dist/ was built from the current sources: a hash of every
 * input file is written next to the build and compared on start.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'

export const ROOT = resolve(import.meta.dirname, '..')
const STAMP = join(ROOT, 'dist', '.source-hash')
const INPUTS = ['app', 'src', 'i18n', 'public', 'content', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', '.typesafe-i18n.json']

function files(path: string): string[] {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => files(join(path, entry.name)))
}

export function sourceHash(): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(join(ROOT, input))) {
      // The generated route tree is rewritten by every build; it follows from the routes.
      if (file.endsWith('routeTree.gen.ts')) continue
      hash.update(relative(ROOT, file))
      hash.update(readFileSync(file))
    }
  }
  return hash.digest('hex')
}

export function buildIsCurrent(): boolean {
  return existsSync(join(ROOT, 'dist', 'server', 'server.js')) && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === sourceHash()
}

export function recordBuild(): void {
  writeFileSync(STAMP, sourceHash())
}
