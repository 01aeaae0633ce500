/** The routes' one answer without a store (app/features/library/store-unavailable.ts, issue 54). */
import { describe, expect, it } from 'vitest'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

describe('storeUnavailable', () => {
  it('is a 503 in plain text that asks to come back in a minute', async () => {
    const response = storeUnavailable()
    expect(response.status).toBe(503)
    expect(Object.fromEntries(response.headers)).toEqual({ 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' })
    expect(await response.text()).toBe('The library is not available.\n')
  })

  it("keeps a route's own headers, never in place of its type or its Retry-After", () => {
    const response = storeUnavailable({ 'access-control-allow-origin': '*', 'content-type': 'text/html', 'retry-after': '1' })
    expect(Object.fromEntries(response.headers)).toEqual({ 'access-control-allow-origin': '*', 'content-type': 'text/plain; charset=utf-8', 'retry-after': '60' })
  })
})
