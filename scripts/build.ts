/** Generates the i18n types, builds client and server, and records what was built. */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, recordBuild, sourceHash } from './build-state.ts'
import { precompress } from './precompress.ts'
import { writeBuildFiles } from './prerender.ts'

function run(bin: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  console.log(`> ${bin} ${args.join(' ')}`)
  const result = spawnSync(join(ROOT, 'node_modules', '.bin', bin), args, { stdio: 'inherit', cwd: ROOT, env })
  if (result.status !== 0) {
    console.error(`${bin} failed`)
    process.exit(result.status ?? 1)
  }
}

export function build(): void {
  run('typesafe-i18n', ['--no-watch'])
  // The build id follows from the sources: rebuilding the same code never tells open pages to reload.
  const id = sourceHash().slice(0, 12)
  run('vite', ['build'], { ...process.env, VITE_BUILD_ID: id })
  const server = spawnSync(process.execPath, [join(ROOT, 'scripts', 'build-server.ts')], { stdio: 'inherit', cwd: ROOT })
  if (server.status !== 0) {
    console.error('bundling the production server failed')
    process.exit(server.status ?? 1)
  }
  writeBuildFiles(join(ROOT, 'dist', 'client'), id)
  precompress(join(ROOT, 'dist', 'client'))
  recordBuild()
}

if (import.meta.main) build()
