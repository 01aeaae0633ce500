/**
 * French typography as the server renders it (issue 39): the dictionary test sees only the
 * dictionary, and three colons were glued on in code ("Lien permanent:", "Droits:", "1 sur 2:
 * Totaux"). Here every French page of the review is read as the server sends it (scripts off),
 * and the site's own text (labels, editorial pages, news, picks, accessible names, the title and
 * meta description) may hold no plain or missing space before : ; ! ?, nor a plain space in a
 * number.
 *
 * Not checked, because they are what the documents and the records say: the OCR text of units
 * and snippets, document and unit titles, and catalogue values (the fields of a record, marked
 * translate="no", or in another language), which keep the punctuation they were catalogued with.
 */
import { expect, test, type Page } from '@playwright/test'
import fr from '#i18n/fr/index.ts'
import { frenchSpacingFaults } from '#src/domain/typography.ts'
import { STATIC_ROUTES } from './routes'

/** The labels of a record's fields whose values are the catalogue's (French dictionary). */
const CATALOGUE_FIELDS = [
  fr.item.title,
  fr.item.authors,
  fr.item.alsoKnownAs,
  fr.item.alternativeTitles,
  fr.item.publisher,
  fr.item.physicalDescription,
  fr.periodical.titles,
  fr.periodical.publishers,
  fr.periodical.printers,
].map(String)

test.use({ javaScriptEnabled: false })

/** The site's own text of a page: runs of text per block, attribute texts, the title and description. */
async function siteText(page: Page, documentPage: boolean): Promise<{ where: string; text: string }[]> {
  return page.evaluate(([catalogueFields, isDocument]) => {
    const DATA = '.reader__unit, .hit__snippet, .record__title, .reader__contents a, [translate="no"], pre, code, script, style, noscript, template'
    // A record's values: the <dd> after a catalogue field's label.
    for (const term of document.querySelectorAll('dl.fields dt')) {
      if (catalogueFields.includes(term.textContent?.trim() ?? '')) term.nextElementSibling?.setAttribute('data-catalogue', '')
    }
    // A document's page is headed by its title, which the record gives.
    if (isDocument) document.querySelector('main h1')?.setAttribute('data-catalogue', '')
    const pageLang = document.documentElement.lang.slice(0, 2)
    /** Text the documents or the catalogue say, not the site. */
    const isData = (element: Element): boolean => {
      if (element.closest('[data-catalogue]')) return true
      if (element.closest(DATA)) {
        // The reader's line of labels inside a unit ("Article · allemand · page 2") is the site's.
        const meta = element.closest('.record__meta')
        const data = element.closest(DATA)
        return !(meta && data && data.contains(meta))
      }
      const declared = element.closest('[lang]')
      return declared !== null && declared !== document.documentElement && !declared.getAttribute('lang')?.startsWith(pageLang)
    }
    const describe = (element: Element) => {
      const parts: string[] = []
      for (let e: Element | null = element; e && e !== document.body && parts.length < 4; e = e.parentElement) {
        parts.unshift(e.tagName.toLowerCase() + (e.classList[0] ? `.${e.classList[0]}` : ''))
      }
      return parts.join('>')
    }
    const BLOCK = 'p, li, dt, dd, h1, h2, h3, h4, h5, h6, td, th, caption, figcaption, label, button, legend, summary, blockquote, div, section, nav, header, footer, main, aside, form'
    const runs = new Map<Element, string>()
    const out: { where: string; text: string }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    let lastBlock: Element | null = null
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element) continue
      const block = element.closest(BLOCK) ?? document.body
      if (isData(element)) {
        // Data between two runs of the site's text separates them: nothing is glued across it.
        runs.set(block, `${runs.get(block) ?? ''}\u0000`)
        continue
      }
      if (block !== lastBlock && lastBlock !== null) runs.set(lastBlock, `${runs.get(lastBlock) ?? ''}\u0000`)
      runs.set(block, `${runs.get(block) ?? ''}${node.textContent ?? ''}`)
      lastBlock = block
    }
    for (const [block, text] of runs) for (const part of text.split('\u0000')) if (part.trim() !== '') out.push({ where: describe(block), text: part })
    for (const element of document.querySelectorAll('[aria-label], [title], [alt], [placeholder]')) {
      if (isData(element)) continue
      for (const name of ['aria-label', 'title', 'alt', 'placeholder']) {
        const value = element.getAttribute(name)
        if (value) out.push({ where: `@${name} ${describe(element)}`, text: value })
      }
    }
    // A document's title and description come from its record; other pages' are the site's.
    if (!isDocument) {
      out.push({ where: '<title>', text: document.title })
      const meta = document.querySelector('meta[name="description"]')?.getAttribute('content')
      if (meta) out.push({ where: '<meta description>', text: meta })
    }
    return out
  }, [CATALOGUE_FIELDS, documentPage] as const)
}

/** Pages of one document (an issue, a book, a manuscript, a poster): headed by its record. */
const DOCUMENT_PAGE = /^\/(books|manuscripts|posters)\/[^/?]+|^\/periodicals\/[^/?]+\/\d{4}-\d{2}-\d{2}/

async function faultsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path)
  expect(response?.status(), path).toBeLessThan(500)
  expect(await page.locator('html').getAttribute('lang'), path).toBe('fr-FR')
  return (await siteText(page, DOCUMENT_PAGE.test(path))).flatMap(({ where, text }) => frenchSpacingFaults(text).map((fault) => `${path} ${where}: ${fault}`))
}

/** The first link of a page whose address starts so: an issue, a book, a pick. */
async function firstLink(page: Page, from: string, prefix: string): Promise<string> {
  await page.goto(from)
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href')
  expect(href, `a link to ${prefix} on ${from}`).toBeTruthy()
  return href ?? from
}

test('French pages as the server renders them leave no plain or missing space before : ; ! ? in the site’s own text', async ({ page }) => {
  test.setTimeout(120_000)
  const paths: string[] = [
    ...STATIC_ROUTES,
    '/search?q=guerre',
    '/search?q=guerre&view=details',
    '/search?q=zzyzxquux',
    '/periodicals?letter=I',
    '/periodicals?lang=en',
    '/periodicals/morgenblatt',
    '/periodicals/soir',
    '/no-such-page',
  ]
  paths.push(await firstLink(page, '/periodicals/morgenblatt', '/periodicals/morgenblatt/'))
  paths.push(await firstLink(page, '/periodicals/soir', '/periodicals/soir/'))
  paths.push(await firstLink(page, '/books', '/books/'))
  paths.push(await firstLink(page, '/manuscripts', '/manuscripts/'))
  paths.push(await firstLink(page, '/posters', '/posters/'))
  paths.push(await firstLink(page, '/staff-picks', '/staff-picks/'))
  const faults: string[] = []
  for (const path of paths) faults.push(...(await faultsOf(page, path)))
  expect(faults).toEqual([])
})

test('the check catches a colon glued on in code', async ({ page }) => {
  await page.setContent('<html lang="fr-FR"><body><p class="reader__permalink">Lien permanent: <a href="/x">http://127.0.0.1/x</a></p><p lang="de">Bahnhof: 3 Uhr</p></body></html>')
  const found = (await siteText(page, false)).flatMap(({ text }) => frenchSpacingFaults(text))
  expect(found).toHaveLength(1)
  expect(found[0]).toMatch(/no space before :/)
})
