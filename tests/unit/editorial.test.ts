import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, describe, expect, it } from 'vitest'
import { FallbackNotice } from '#app/features/editorial/editorial-page.tsx'
import {
  contentDirectory,
  type ContentBlock,
  fallbackOrder,
  getEditorialPage,
  listEditorialPages,
  loadEditorialContent,
  type RichText,
} from '#src/content/index.ts'
import { parseInline, readMarkdownPage } from '#src/content/markdown.ts'
import { LOCALES } from '#src/domain/locale.ts'

const CONTENT = loadEditorialContent(contentDirectory())

const INTERNAL_TARGETS = new Set([
  '/',
  '/search',
  '/periodicals',
  '/books',
  '/manuscripts',
  '/posters',
  '/collections',
  '/staff-picks',
  '/external-links',
  '/menu',
  '/support/sitemap',
  // Addresses for machines the server answers (issue 37: the help's machine interfaces page).
  '/oai?verb=Identify',
  '/iiif/activity/all-changes',
  '/iiif/collection',
  '/opensearch.xml',
  '/sitemap.xml',
  '/robots.txt',
  ...CONTENT.pages.map((page) => page.path),
])

function richTargets(parts: RichText): string[] {
  return parts.flatMap((part) => {
    if (part.kind === 'text') return []
    const inner = richTargets(part.children)
    return part.kind === 'link' ? [part.target, ...inner] : inner
  })
}

/** Every link target of a block, inline or in a link list. */
function linkTargets(block: ContentBlock): string[] {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return richTargets(block.text)
    case 'list':
      return block.items.flatMap(richTargets)
    case 'links':
      return block.items.flatMap((item) => [item.target, ...richTargets(item.label), ...richTargets(item.description)])
  }
}

describe('editorial pages', () => {
  it('include the support pages of the spec and have unique paths', () => {
    const paths = CONTENT.pages.map((page) => page.path)
    expect(paths).toEqual(
      expect.arrayContaining(['/support/about', '/support/legal', '/support/project', '/support/help', '/accessibility']),
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('read every content file without a problem', () => {
    expect(CONTENT.problems).toEqual([])
  })

  it('are complete in every language, none of them a fallback', () => {
    for (const page of CONTENT.pages) {
      for (const locale of LOCALES) {
        expect(page.translations[locale], `content/${locale}${page.path}.md`).toBeDefined()
        const view = getEditorialPage(page.path, locale)
        expect(view?.contentLocale, `${page.path} ${locale}`).toBe(locale)
        expect(view?.title.trim(), `${page.path} ${locale}`).toBeTruthy()
        expect(view?.summary.trim(), `${page.path} ${locale}`).toBeTruthy()
        expect(view?.updated, `${page.path} ${locale}`).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(view?.blocks.length, `${page.path} ${locale}`).toBeGreaterThan(2)
      }
    }
  })

  it('keep their link lists and headings', () => {
    const project = getEditorialPage('/support/project', 'en')
    const links = project?.blocks.find((block) => block.kind === 'links')
    expect(links).toEqual({
      kind: 'links',
      items: [
        {
          target: 'https://www.loc.gov/standards/mets/',
          label: [{ kind: 'text', text: 'METS' }],
          description: [
            { kind: 'text', text: 'Metadata Encoding and Transmission Standard, maintained by the Library of Congress' },
          ],
        },
        {
          target: 'https://www.loc.gov/standards/alto/',
          label: [{ kind: 'text', text: 'ALTO' }],
          description: [{ kind: 'text', text: 'Analyzed Layout and Text Object, the standard for OCR text' }],
        },
        {
          target: 'https://iiif.io',
          label: [{ kind: 'text', text: 'IIIF' }],
          description: [{ kind: 'text', text: 'International Image Interoperability Framework' }],
        },
      ],
    })
    const about = getEditorialPage('/support/about', 'en')
    expect(about?.blocks[1]).toEqual({ kind: 'heading', level: 2, text: [{ kind: 'text', text: 'What you will find' }] })
    // The search syntax's literal star must not turn into emphasis.
    const help = getEditorialPage('/support/help', 'en')
    expect(JSON.stringify(help?.blocks)).toContain('photograph* finds photograph, photographs and photography.')
  })

  it('link only to pages that exist or to full external addresses', () => {
    for (const page of CONTENT.pages) {
      for (const locale of LOCALES) {
        for (const block of page.translations[locale]?.blocks ?? []) {
          for (const target of linkTargets(block)) {
            const ok = target.startsWith('https://') || INTERNAL_TARGETS.has(target)
            expect(ok, `${page.path} ${locale} → ${target}`).toBe(true)
          }
        }
      }
    }
  })

  it('answer undefined for an unknown path', () => {
    expect(getEditorialPage('/support/nope', 'en')).toBeUndefined()
    expect(listEditorialPages('de').length).toBe(CONTENT.pages.length)
  })
})

describe('the Markdown reader', () => {
  const page = (body: string) => readMarkdownPage(`---\ntitle: T\nsummary: S\nupdated: 2026-01-02\n---\n${body}`, 'x.md')

  it('reads the front matter', () => {
    const result = readMarkdownPage(
      '---\ntitle: About: us\nsummary: "Quoted summary"\nupdated: 2026-11-22\n---\n\nText.\n',
      'content/en/about.md',
    )
    expect(result.problems).toEqual([])
    expect(result.page).toEqual({
      title: 'About: us',
      summary: 'Quoted summary',
      updated: '2026-11-22',
      blocks: [{ kind: 'paragraph', text: [{ kind: 'text', text: 'Text.' }] }],
    })
  })

  it('reads headings, paragraphs and lists', () => {
    const result = page('## Two\n\nFirst line\nsecond line.\n\n### Three\n- one\n- two\n  continued\n\nAfter.\n')
    expect(result.problems).toEqual([])
    expect(result.page?.blocks).toEqual([
      { kind: 'heading', level: 2, text: [{ kind: 'text', text: 'Two' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'First line second line.' }] },
      { kind: 'heading', level: 3, text: [{ kind: 'text', text: 'Three' }] },
      { kind: 'list', items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'two continued' }]] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'After.' }] },
    ])
  })

  it('reads links, emphasis and strong text, nested too', () => {
    expect(parseInline('See [the *legal* notice](/support/legal), **very** *much* so.')).toEqual([
      { kind: 'text', text: 'See ' },
      {
        kind: 'link',
        target: '/support/legal',
        children: [
          { kind: 'text', text: 'the ' },
          { kind: 'emphasis', children: [{ kind: 'text', text: 'legal' }] },
          { kind: 'text', text: ' notice' },
        ],
      },
      { kind: 'text', text: ', ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'very' }] },
      { kind: 'text', text: ' ' },
      { kind: 'emphasis', children: [{ kind: 'text', text: 'much' }] },
      { kind: 'text', text: ' so.' },
    ])
    expect(parseInline('*a **b** c*')).toEqual([
      {
        kind: 'emphasis',
        children: [
          { kind: 'text', text: 'a ' },
          { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
          { kind: 'text', text: ' c' },
        ],
      },
    ])
    expect(parseInline('[IIIF](https://iiif.io) and [top](#top)')).toEqual([
      { kind: 'link', target: 'https://iiif.io', children: [{ kind: 'text', text: 'IIIF' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'link', target: '#top', children: [{ kind: 'text', text: 'top' }] },
    ])
  })

  it('keeps stars, brackets and escapes that are not markup as text', () => {
    const literal = (text: string) => [{ kind: 'text', text }]
    expect(parseInline('photograph* finds 5 * 3 and **')).toEqual(literal('photograph* finds 5 * 3 and **'))
    expect(parseInline('\\*not em\\* and \\[not](a link)')).toEqual(literal('*not em* and [not](a link)'))
    expect(parseInline('[open](/never closed and **unclosed')).toEqual(literal('[open](/never closed and **unclosed'))
    expect(parseInline('[a] (b) [](/empty) [x](has space)')).toEqual(literal('[a] (b) [](/empty) [x](has space)'))
  })

  it('makes a list of links with descriptions a link list', () => {
    const result = page('- [Search](/search)\n- [IIIF](https://iiif.io) The *image* framework\n')
    expect(result.page?.blocks).toEqual([
      {
        kind: 'links',
        items: [
          { target: '/search', label: [{ kind: 'text', text: 'Search' }], description: [] },
          {
            target: 'https://iiif.io',
            label: [{ kind: 'text', text: 'IIIF' }],
            description: [
              { kind: 'text', text: 'The ' },
              { kind: 'emphasis', children: [{ kind: 'text', text: 'image' }] },
              { kind: 'text', text: ' framework' },
            ],
          },
        ],
      },
    ])
    // One item that is not "link + description" keeps the whole list an ordinary list.
    expect(page('- [Search](/search)\n- plain\n').page?.blocks[0]?.kind).toBe('list')
  })

  it('sets a link off from its description by a dash in a list of other things too', () => {
    // machine-interfaces.md: "Entrepôt OAI-PMH 2.0 Les six verbes" read as one phrase.
    expect(page('- [OAI-PMH](/oai) The six *verbs*.\n- Records: every title.\n- [Search](/search)\n').page?.blocks).toEqual([
      {
        kind: 'list',
        items: [
          [
            { kind: 'link', target: '/oai', children: [{ kind: 'text', text: 'OAI-PMH' }] },
            { kind: 'text', text: ' – The six ' },
            { kind: 'emphasis', children: [{ kind: 'text', text: 'verbs' }] },
            { kind: 'text', text: '.' },
          ],
          [{ kind: 'text', text: 'Records: every title.' }],
          [{ kind: 'link', target: '/search', children: [{ kind: 'text', text: 'Search' }] }],
        ],
      },
    ])
  })

  it('reports a missing title with the file and line, without throwing', () => {
    expect(readMarkdownPage('---\nsummary: S\n---\nText\n', 'content/de/a.md')).toEqual({
      page: undefined,
      problems: [{ severity: 'error', file: 'content/de/a.md', line: 1, message: 'the front matter has no title' }],
    })
    expect(readMarkdownPage('---\nsummary: S\ntitle:\n---\n', 'b.md').problems).toContainEqual({
      severity: 'error',
      file: 'b.md',
      line: 3,
      message: 'the front matter has no title',
    })
    expect(readMarkdownPage('Just text, no front matter.', 'c.md').problems[0]).toMatchObject({
      severity: 'error',
      file: 'c.md',
      line: 1,
    })
    expect(readMarkdownPage('---\ntitle: Never closed\n\nText', 'd.md')).toMatchObject({
      page: undefined,
      problems: [{ severity: 'error', file: 'd.md', line: 1 }],
    })
  })

  it('degrades anything else to paragraphs and warnings', () => {
    const result = readMarkdownPage(
      '---\ntitle: T\nupdated: 2026-02-30\nauthor: me\nnonsense\n---\n# One\n#### Four\n> quoted\n1. first\n```\ncode\n```\n',
      'e.md',
    )
    expect(result.page?.title).toBe('T')
    expect(result.page?.updated).toBeUndefined()
    // The parser (mdast-util-from-markdown, ADR 041) knows quotes, numbered lists and code: their
    // words stay, as paragraphs, and each gets a warning with its line.
    expect(result.page?.blocks).toEqual([
      { kind: 'paragraph', text: [{ kind: 'text', text: 'One' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'Four' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'quoted' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: '1. first' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'code' }] },
    ])
    expect(result.problems.every((problem) => problem.severity === 'warning' && problem.file === 'e.md')).toBe(true)
    expect(result.problems.map((problem) => problem.line).sort((a, b) => a - b)).toEqual([1, 3, 4, 5, 7, 8, 9, 10, 11])
    const mail = page('Intro.\n\n- one\n- write to [us](mailto:library@example.org)\n')
    expect(mail.page?.blocks[1]).toEqual({
      kind: 'list',
      items: [[{ kind: 'text', text: 'one' }], [{ kind: 'text', text: 'write to us' }]],
    })
    expect(mail.problems).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'x.md', line: 9, message: expect.stringContaining('mailto:') }),
    ])
    for (const source of ['', '---', '---\n---', '\uFEFF---\r\ntitle: T\r\n---\r\n- \r\n[', '***\n**\n*', '[[[[(((', '---\ntitle: T\n---\n![](x)\n[a][b]\n\n[b]: /c\n- > - 1. ~~~']) {
      expect(() => readMarkdownPage(source, 'f.md')).not.toThrow()
    }
  })
})

describe('raw HTML in editorial content', () => {
  it('is shown as the text it is, never as markup, and a script link keeps only its text', () => {
    const result = readMarkdownPage(
      '---\ntitle: T\nsummary: S\nupdated: 2026-01-02\n---\nA <b>bold</b> <script>alert(1)</script> word.\n\n<div onclick="x()">block</div>\n\n[x](javascript:alert(1)) &amp; &lt;i&gt;\n',
      'h.md',
    )
    expect(result.page?.blocks).toEqual([
      { kind: 'paragraph', text: [{ kind: 'text', text: 'A <b>bold</b> <script>alert(1)</script> word.' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: '<div onclick="x()">block</div>' }] },
      { kind: 'paragraph', text: [{ kind: 'text', text: 'x & <i>' }] },
    ])
    expect(result.problems.map((problem) => problem.line)).toEqual([8, 10])
    // Rendered, the characters are escaped: no element comes from the content.
    const html = renderToStaticMarkup(createElement('p', null, JSON.stringify(result.page?.blocks)))
    expect(html).not.toMatch(/<(b|script|div)[ >]/)
  })
})

describe('a page missing in one language', () => {
  const directory = mkdtempSync(join(tmpdir(), 'editorial-'))
  afterAll(() => rmSync(directory, { recursive: true, force: true }))
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(directory, file)), { recursive: true })
    writeFileSync(join(directory, file), text)
  }
  const file = (title: string) => `---\ntitle: ${title}\nsummary: S\nupdated: 2026-01-01\n---\n\nBody of ${title}.\n`
  write('fr/support/only-french.md', file('Seulement en français'))
  write('de/support/german-english.md', file('Deutsch'))
  write('en/support/german-english.md', file('English'))
  write('de/only-german.md', file('Nur Deutsch'))
  write('en/broken.md', '---\nsummary: no title\n---\n\nText.\n')
  write('de/broken.md', file('Repariert'))
  write('README.md', '# For editors, not a page\n')
  const content = loadEditorialContent(directory)

  it('falls back to French, then English, then German, and says so', () => {
    expect(fallbackOrder('de')).toEqual(['de', 'fr', 'en'])
    expect(fallbackOrder('fr')).toEqual(['fr', 'en', 'de'])
    expect(content.page('/support/only-french', 'en')).toMatchObject({
      locale: 'en',
      contentLocale: 'fr',
      title: 'Seulement en français',
    })
    expect(content.page('/support/german-english', 'fr')).toMatchObject({ locale: 'fr', contentLocale: 'en' })
    expect(content.page('/support/german-english', 'de')).toMatchObject({ locale: 'de', contentLocale: 'de' })
    expect(content.page('/only-german', 'en')).toMatchObject({ contentLocale: 'de', title: 'Nur Deutsch' })
    expect(content.list('en').map((entry) => [entry.path, entry.contentLocale])).toEqual([
      ['/broken', 'de'],
      ['/only-german', 'de'],
      ['/support/german-english', 'en'],
      ['/support/only-french', 'fr'],
    ])
  })

  it('falls back from a broken file and names it', () => {
    expect(content.page('/broken', 'en')).toMatchObject({ contentLocale: 'de', title: 'Repariert' })
    expect(content.problems).toEqual([
      { severity: 'error', file: expect.stringMatching(/en[/\\]broken\.md$/), line: 1, message: 'the front matter has no title' },
    ])
  })

  it('answers undefined, not an error, for a missing directory', () => {
    const missing = loadEditorialContent(join(directory, 'nowhere'))
    expect(missing.page('/support/only-french', 'fr')).toBeUndefined()
    expect(missing.problems[0]).toMatchObject({ severity: 'error', message: 'the content directory does not exist' })
  })

  it('tells the visitor in their language which language the text is in', () => {
    const notice = (requested: 'en' | 'de' | 'fr', shown: 'en' | 'de' | 'fr') =>
      renderToStaticMarkup(createElement(FallbackNotice, { requested, shown }))
    expect(notice('en', 'fr')).toBe(
      '<p class="notice" role="note">This page is not yet available in English. It is shown in French.</p>',
    )
    expect(notice('de', 'fr')).toContain('Diese Seite ist noch nicht auf Deutsch verfügbar. Sie wird auf Französisch angezeigt.')
    expect(notice('fr', 'en')).toContain('Cette page n’est pas encore disponible en français. Elle est affichée en anglais.')
  })
})
