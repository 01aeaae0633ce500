import { execFileSync } from 'node:child_process'
import { request as httpRequest } from 'node:http'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import Database from 'better-sqlite3'
import { canonicalContent } from '#src/domain/lists.ts'
import { listIdOf } from '#src/store/lists.ts'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { withOwnSite } from './own-site'

test.skip(!process.env.LIBRARY_DB, 'needs the demo store that npm test builds')

/**
 * Publishing is the site's first write by a visitor (issue 55): each abuse gets a clear 4xx and loses
 * nothing, on a site of the test's own (two processes, so the allowance is shown to be counted once
 * across them), with a lists store of its own: the same list twice is one id; a tampered or unknown
 * id is a 404; 501 members, an overlong note, markup in the title, another site's page, a body too
 * large and a flood are each refused, saying why; a member whose document is gone shows as withdrawn;
 * its ARK sends on to it and an unknown one is a 404; a list the staff feature under a staff pick is
 * linked from the pick's page; a list the staff withdraw says so, with the reason, on its page and
 * its downloads, and the pick's page no longer links to it.
 */

const ROOT = resolve(import.meta.dirname, '..', '..')

/** Ports of this spec's own sites: past the suite's, apart for each parallel worker. */
function port(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 80 + test.info().parallelIndex
}

interface Answer {
  status: number
  body: string
  headers: Record<string, string | string[] | undefined>
}

/** A request on a connection of its own, so a server of several processes shares requests out among them. */
function send(url: string, method: 'GET' | 'POST', body?: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((done, fail) => {
    const request = httpRequest(url, { method, agent: false, headers: { ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }), ...headers } }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => done({ status: response.statusCode ?? 0, body: text, headers: response.headers }))
    })
    request.on('error', fail)
    request.end(body)
  })
}

test('the same list twice is one id; tampering, oversize, markup, another origin and a flood are each a clear 4xx that loses nothing', async ({ page: browser }) => {
  test.setTimeout(240_000)
  const dir = mkdtempSync(join(tmpdir(), 'lists-abuse-'))
  const lists = join(dir, 'lists.db')
  try {
    // The e2e store's records carry two NAANs (the demo's test 99999 and a real scan's 70795), so the lists' is named.
    await withOwnSite(port(), { LISTS_DB: lists, LISTS_PER_HOUR: '4', WEB_PROCESSES: '2', PAGE_CACHE_TTL_MS: '0', LISTS_ARK_NAAN: '99999' }, async (site) => {
      const json = { 'content-type': 'application/json', origin: site.base }
      const publish = (body: unknown, headers: Record<string, string> = json) => send(`${site.base}/api/lists`, 'POST', JSON.stringify(body), headers)
      const healthy = async () => expect((await send(`${site.base}/api/health`, 'GET')).status).toBe(200)
      const stored = () => {
        const db = new Database(lists, { readonly: true, fileMustExist: true })
        try {
          return db.prepare<[], number>('SELECT COUNT(*) FROM list').pluck().get() ?? 0
        } finally {
          db.close()
        }
      }
      // A member the demo store holds: the first article of the search page's first result.
      const search = await send(`${site.base}/en/search?q=fanfare`, 'GET')
      const hit = /href="\/en\/(periodicals\/[^"?#]+)[^"]*#unit-\d+"/.exec(search.body)?.[1] ?? ''
      const page = `/${hit}/pages/1`
      const list = { title: 'Fanfares', note: 'Plain text & nothing else; 3 < 4.', members: [page, `${page}/0,0,5000,5000`], locale: 'en' }

      const first = await publish(list)
      expect(first.status, first.body).toBe(201)
      const id: string = JSON.parse(first.body).id
      const again = await publish({ ...list, title: '  Fanfares ' })
      expect(again.status).toBe(200)
      expect(JSON.parse(again.body)).toMatchObject({ id, created: false })
      expect(stored()).toBe(1)

      // A tampered or unknown id names nothing: 404 for the page, its downloads and its collection.
      const tampered = `${id.slice(0, -1)}${id.endsWith('a') ? 'b' : 'a'}`
      for (const path of [`/lists/${tampered}`, `/en/lists/${tampered}`, `/lists/${id}x`, `/lists/${id.toUpperCase()}`, `/api/lists/${tampered}/export`, `/api/lists/${tampered}/texts`, `/iiif/lists/${tampered}/collection`, '/lists/%00', `/lists/${'a'.repeat(4000)}`]) {
        const answer = await send(`${site.base}${path}`, 'GET')
        expect(answer.status, path.slice(0, 80)).toBe(404)
      }
      expect((await send(`${site.base}/en/lists/${id}`, 'GET')).status).toBe(200)

      // Each refusal says why, in the request's language, and stores nothing.
      const refusals: [unknown, Record<string, string>, number, RegExp][] = [
        [{ ...list, members: Array.from({ length: 501 }, (_, index) => `${page.replace(/\/pages\/1$/, '')}/pages/${index + 1}`) }, json, 422, /501 members; a list holds at most 500/],
        [{ ...list, note: 'x'.repeat(2001) }, json, 422, /note is 2,001 characters long; a note has at most 2,000/],
        [{ ...list, title: '<script>alert(1)</script>' }, json, 422, /title looks like markup/],
        [{ ...list, title: 'Fanfares', locale: 'de', members: [`${page}9999`] }, json, 422, /Das Dokument hat keine solche Seite/],
        [{ ...list, asof: '2999-01-01' }, json, 422, /after today/],
        [list, { ...json, origin: 'https://evil.example' }, 403, /only from this site/],
        [list, { 'content-type': 'text/plain', origin: site.base }, 415, /JSON/],
        [{ title: 7 }, json, 400, /could not be read/],
      ]
      for (const [body, headers, status, message] of refusals) {
        const answer = await publish(body, headers)
        expect(answer.status, answer.body.slice(0, 200)).toBe(status)
        expect(JSON.parse(answer.body).message).toMatch(message)
        await healthy()
      }
      const huge = await send(`${site.base}/api/lists`, 'POST', JSON.stringify({ ...list, note: 'x'.repeat(70_000) }), json)
      expect(huge.status).toBe(413)
      await healthy()
      expect(stored()).toBe(1)

      // A flood: four publications an hour per visitor, counted once across both processes.
      const statuses: number[] = []
      for (let index = 0; index < 5; index++) {
        const answer = await publish({ ...list, title: `Fanfares ${index}` })
        statuses.push(answer.status)
        if (answer.status === 429) {
          expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
          expect(JSON.parse(answer.body).message).toMatch(/Too many lists/)
        }
      }
      // Three of the four went to the first publication, its twin and the list refused for its missing page.
      expect(statuses).toEqual([201, 429, 429, 429, 429])
      expect(stored()).toBe(2)
      await healthy()

      // A member whose document the library no longer holds shows as withdrawn, never a 5xx.
      const content = { title: 'Gone', note: '', asof: '2026-01-01', members: [page, '/periodicals/gone/1900-01-01/units/X'] }
      const gone = listIdOf(canonicalContent(content))
      const db = new Database(lists)
      db.prepare('INSERT INTO list (id, content, title, asof, members, copied_from, published_at) VALUES (?, ?, ?, ?, ?, NULL, ?)').run(gone, canonicalContent(content), content.title, content.asof, 2, new Date().toISOString())
      db.close()
      const shown = await send(`${site.base}/en/lists/${gone}`, 'GET')
      expect(shown.status).toBe(200)
      expect(shown.body).toContain('No longer in the library')
      // As a visitor's browser shows it: no accessibility violation in the withdrawn member's state.
      await browser.goto(`${site.base}/en/lists/${gone}`)
      await expect(browser.getByText('No longer in the library')).toBeVisible()
      await expectNoAxeViolations(browser)
      for (const path of [`/api/lists/${gone}/export?format=ris`, `/api/lists/${gone}/export?format=csv`, `/iiif/lists/${gone}/collection`]) expect((await send(`${site.base}${path}`, 'GET')).status, path).toBe(200)

      // Its ARK, in either spelling, sends on to it; an unknown list's ARK is the site's 404.
      expect((await send(`${site.base}/en/lists/${id}`, 'GET')).body).toContain(`${site.base}/ark:/99999/l${id}`)
      for (const path of [`/ark:/99999/l${id}`, `/ark:99999/l${id}`]) {
        const answer = await send(`${site.base}${path}`, 'GET')
        expect(answer.status, path).toBe(302)
        expect(answer.headers.location, path).toBe(`/lists/${id}`)
      }
      for (const path of [`/ark:/99999/l${tampered}`, `/ark:99999/l${tampered}`, `/ark:/12345/l${id}`]) expect((await send(`${site.base}${path}`, 'GET')).status, path).toBe(404)

      // Staff feature it under a staff pick (never a visitor, whatever the title): the pick's page links to it.
      const cli = (...args: string[]) => execFileSync(process.execPath, [join(ROOT, 'src', 'server', 'lists-cli.ts'), ...args, '--db', lists], { stdio: 'pipe' }).toString('utf8')
      const pickPage = () => send(`${site.base}/en/staff-picks/born-digital-books`, 'GET')
      expect((await pickPage()).body).not.toContain('/lists/')
      expect(() => cli('feature', id, '--pick', 'no-such-pick', '--reason', 'x')).toThrow(/no staff pick no-such-pick/)
      cli('feature', id, '--pick', 'born-digital-books', '--reason', 'Brass bands, by hand', '--by', 'e2e')
      const featured = await pickPage()
      expect(featured.body).toContain(`href="/en/lists/${id}"`)
      expect(featured.body).toContain('See this pick as a list: Fanfares (2 members)')

      // Staff withdraw a list with a reason: its page says so, its downloads are gone (410), the log keeps it.
      execFileSync(process.execPath, [join(ROOT, 'src', 'server', 'lists-cli.ts'), 'withdraw', id, '--reason', 'Published by mistake', '--by', 'e2e', '--db', lists])
      // The pick's page no longer links to a withdrawn list.
      expect((await pickPage()).body).not.toContain('/lists/')
      const withdrawn = await send(`${site.base}/en/lists/${id}`, 'GET')
      expect(withdrawn.status).toBe(200)
      expect(withdrawn.body).toContain('The library withdrew this list')
      expect(withdrawn.body).toContain('Reason: Published by mistake')
      await browser.goto(`${site.base}/en/lists/${id}`)
      await expect(browser.getByText('Reason: Published by mistake')).toBeVisible()
      await expectNoAxeViolations(browser)
      const download = await send(`${site.base}/api/lists/${id}/export?format=ris&locale=en`, 'GET')
      expect(download.status).toBe(410)
      expect(download.body).toContain('Published by mistake')
      const log = execFileSync(process.execPath, [join(ROOT, 'src', 'server', 'lists-cli.ts'), 'log', id, '--db', lists]).toString('utf8')
      expect(log).toMatch(/withdraw\t.+\te2e\tPublished by mistake/)
      expect(log).toMatch(/feature\t.+\tborn-digital-books\te2e\tBrass bands, by hand/)
      await healthy()
    }, { page: browser })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
