// The pairing step of a delivery (ADR 069): pure, over paths and packages, no file read.
import { describe, expect, it } from 'vitest'
import { bareAltoPackage } from '#src/ingest/bare-alto.ts'
import { barePages, pairArticles } from '#src/ingest/delivery/pair.ts'
import type { Unpacked } from '#src/ingest/delivery/types.ts'
import type { ArticleSupplement } from '#src/ingest/supplement.ts'
import type { SourcePackage } from '#src/ingest/types.ts'
import type { Pending } from '#src/ingest/whole-issue.ts'

function issue(sourcePath: string, date?: string): SourcePackage {
  return {
    kind: 'issue',
    documentType: 'newspaper',
    bornDigital: false,
    parentId: 'gazette',
    title: 'Gazette',
    edition: 1,
    languages: [],
    pages: [{ sequence: 1, altoPath: sourcePath.replace(/mets\.xml$/, 'alto/0001.xml') }],
    units: [],
    sourcePath,
    ...(date === undefined ? {} : { date }),
  }
}

function articles(sourcePath: string, date?: string): ArticleSupplement {
  return { units: [], files: {}, languages: [], sourcePath, ...(date === undefined ? {} : { date }) }
}

const pending = (pkg: SourcePackage): Pending => ({ pkg, bare: false, file: pkg.sourcePath })

describe('pairing articles delivered apart with their pages', () => {
  it('attaches the articles beside the pages’ METS and in a folder below it, in the order they were claimed', () => {
    const beside = articles('/d/1897-12-14/articles.xml')
    const below = articles('/d/1897-12-14/toc/toc.xml')
    const supplements = new Map([
      ['/d/1897-12-14/toc', [below]],
      ['/d/1897-12-14', [beside]],
    ])
    const { packages, unpaired } = pairArticles([pending(issue('/d/1897-12-14/mets.xml'))], supplements)
    expect(packages).toHaveLength(1)
    expect(packages[0]?.articles).toEqual([below, beside])
    expect(packages[0]?.file).toBe('/d/1897-12-14/mets.xml')
    expect(unpaired).toEqual([])
  })

  it('leaves unpaired the articles of another folder, of a folder that only starts alike, and of another date', () => {
    const elsewhere = articles('/d/other/articles.xml')
    const alike = articles('/d/1897-12-140/articles.xml')
    const otherDay = articles('/d/1897-12-14/articles-15.xml', '1897-12-15')
    const sameDay = articles('/d/1897-12-14/articles-14.xml', '1897-12-14')
    const supplements = new Map([
      ['/d/other', [elsewhere]],
      ['/d/1897-12-140', [alike]],
      ['/d/1897-12-14', [otherDay, sameDay]],
    ])
    const { packages, unpaired } = pairArticles([pending(issue('/d/1897-12-14/mets.xml', '1897-12-14'))], supplements)
    expect(packages.map((paired) => paired.articles)).toEqual([[sameDay]])
    expect(unpaired).toEqual([elsewhere, alike, otherDay])
  })

  it('keeps every package, in order, articles or none, and gives one supplement to each package it fits', () => {
    const shared = articles('/d/a/articles.xml')
    const first = pending(issue('/d/a/mets.xml'))
    const second = pending(issue('/d/a/mets-2.xml'))
    const third = pending(issue('/d/b/mets.xml'))
    const { packages, unpaired } = pairArticles([first, second, third], new Map([['/d/a', [shared]]]))
    expect(packages.map((paired) => [paired.pkg.sourcePath, paired.articles.length])).toEqual([
      ['/d/a/mets.xml', 1],
      ['/d/a/mets-2.xml', 1],
      ['/d/b/mets.xml', 0],
    ])
    expect(unpaired).toEqual([])
  })
})

describe('pages no container reads', () => {
  const none = { pagesRead: new Set<string>(), containerFolders: new Set<string>(), archives: [] }

  it('pairs a page file with the METS in its folder or above it: it is not bare', () => {
    const groups = barePages(['/r/issue/0001.xml', '/r/issue/alto/0002.xml'], { ...none, root: '/r', containerFolders: new Set(['/r/issue']) })
    expect(groups).toEqual([])
  })

  it('makes a folder of ALTO files with no container a bare issue, its pages in file-name order', () => {
    const groups = barePages(['/r/bare/0010.xml', '/r/bare/0002.xml', '/r/issue/0001.xml'], { ...none, root: '/r', containerFolders: new Set(['/r/issue']) })
    expect(groups).toEqual([['/r/bare/0002.xml', '/r/bare/0010.xml']])
    const bare = bareAltoPackage(groups[0] ?? [])
    expect(bare.kind).toBe('issue')
    expect(bare.title).toBe('')
    expect(bare.pages.map((page) => [page.sequence, page.altoPath])).toEqual([
      [1, '/r/bare/0002.xml'],
      [2, '/r/bare/0010.xml'],
    ])
  })

  it('groups bare pages by folder, and does not let a container above the root claim them', () => {
    const groups = barePages(['/r/x/a/1.xml', '/r/x/b/1.xml', '/r/x/a/2.xml'], { ...none, root: '/r/x', containerFolders: new Set(['/r']) })
    expect(groups).toEqual([
      ['/r/x/a/1.xml', '/r/x/a/2.xml'],
      ['/r/x/b/1.xml'],
    ])
  })

  it('leaves out a page some package read, even with no container in its folder', () => {
    const groups = barePages(['/r/a/1.xml', '/r/a/2.xml'], { ...none, root: '/r', pagesRead: new Set(['/r/a/1.xml']) })
    expect(groups).toEqual([['/r/a/2.xml']])
  })

  it('counts a gzipped page where it was delivered: read as its .gz file, or under the container beside it', () => {
    const gz = (path: string, archive: string): Unpacked => ({ path, folder: false, archive, entry: path.split('/').pop() ?? '', root: '/r', sidecar: undefined })
    const archives = [gz('/tmp/unpack/1/g/0003.xml', '/r/g/0003.xml.gz'), gz('/tmp/unpack/2/h/0004.xml', '/r/h/0004.xml.gz'), gz('/tmp/unpack/3/k/0005.xml', '/r/k/0005.xml.gz')]
    const groups = barePages(['/tmp/unpack/1/g/0003.xml', '/tmp/unpack/2/h/0004.xml', '/tmp/unpack/3/k/0005.xml'], {
      root: '/r',
      pagesRead: new Set(['/r/g/0003.xml.gz']),
      containerFolders: new Set(['/r/h']),
      archives,
    })
    expect(groups).toEqual([['/tmp/unpack/3/k/0005.xml']])
  })
})
