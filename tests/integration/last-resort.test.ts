import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const MODULE = resolve(import.meta.dirname, '..', '..', 'src', 'server', 'last-resort.ts')

describe('the last resort', () => {
  it('logs an unhandled rejection and an uncaught exception with their request, and the process goes on', () => {
    // A process of its own: the handlers are process-wide, and without them this one would exit 1 at the first failure.
    const script = `
      const { currentRequest, installLastResort } = await import(${JSON.stringify(MODULE)})
      installLastResort()
      currentRequest.run({ method: 'GET', path: '/periodicals/${'x'.repeat(121)}' }, () => {
        setTimeout(() => { Promise.reject(new Error('calendar failed')) }, 5)
        setTimeout(() => { throw new Error('render failed') }, 10)
      })
      setTimeout(() => console.log('still serving'), 50)
    `
    const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('still serving')
    expect(result.stderr).toContain(`Unhandled rejection (while answering GET /periodicals/${'x'.repeat(121)}): Error: calendar failed`)
    expect(result.stderr).toContain('Uncaught exception (while answering GET /periodicals/')
    expect(result.stderr).toContain('render failed')
  })
})
