/** Generates the i18n types, builds client and server, and records what was built. */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { ROOT, recordBuild } from './build-state.ts'

export function build(): void {
  const steps: [string, string[]][] = [
    ['typesafe-i18n', ['--no-watch']],
    ['vite', ['build']],
  ]
  for (const [bin, args] of steps) {
    console.log(`> ${bin} ${args.join(' ')}`)
    const result = spawnSync(join(ROOT, 'node_modules', '.bin', bin), args, { stdio: 'inherit', cwd: ROOT })
    if (result.status !== 0) {
      console.error(`${bin} failed`)
      process.exit(result.status ?? 1)
    }
  }
  recordBuild()
}

if (import.meta.main) build()
