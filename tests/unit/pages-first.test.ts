// Pages before bulk downloads on the serving thread (issue 48, M1): a download's next piece waits
// while a page is being answered, never longer than MAX_WAIT_MS, and not at all when none is.
import { describe, expect, it } from 'vitest'
import { MAX_WAIT_MS, PagesFirst, isBulkDownload } from '#src/server/pages-first.ts'

const settled = async (promise: Promise<void>, ms: number): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])

describe('pages first', () => {
  it('gives a download its turn at once when no page is being answered', async () => {
    const gate = new PagesFirst()
    expect(await settled(gate.turn(), 20)).toBe(true)
  })

  it('holds a download while a page is answered, and lets it go when the page ends', async () => {
    const gate = new PagesFirst()
    const ended = gate.page()
    const other = gate.page()
    const turn = gate.turn()
    expect(await settled(turn, 20)).toBe(false)
    ended()
    // One page still in flight: still held.
    expect(await settled(turn, 10)).toBe(false)
    other()
    expect(await settled(turn, 10)).toBe(true)
    expect(gate.pages).toBe(0)
  })

  it('counts a page once however often its end is called', () => {
    const gate = new PagesFirst()
    const ended = gate.page()
    ended()
    ended()
    expect(gate.pages).toBe(0)
  })

  it('never starves a download: a page that does not end holds it MAX_WAIT_MS at most', async () => {
    const gate = new PagesFirst()
    gate.page()
    const turn = gate.turn()
    expect(await settled(turn, MAX_WAIT_MS / 5)).toBe(false)
    expect(await settled(turn, MAX_WAIT_MS * 10)).toBe(true)
  })

  it("knows a search's texts download from every other address", () => {
    expect(isBulkDownload('/api/texts?q=brand')).toBe(true)
    expect(isBulkDownload('/api/texts')).toBe(true)
    for (const path of ['/api/textsx', '/en/api/texts', '/api/export?format=csv', '/api/lists/abc/texts?locale=en', '/api/health', '/']) expect(isBulkDownload(path)).toBe(false)
  })
})
