/**
 * ADR 015: a file the importer reads because another names it stays inside
 * the referring file's folder after symbolic links are followed, for METS,
 * NDNP batches, IIIF and import folders alike; remote references are
 * refused instead of importing pages without text.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { type Harness, count, expectRefused, lineIn, setUpHarness, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, miniIssueMets, writeMiniIssue } from '../fixtures/mini-issue'

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

/** A word only the file outside the import folder holds: it must never reach the store or a message. */
const SECRET = 'Geheimrat'
const secretAlto = () => miniIssueAlto({ articleText: `${SECRET} Kommerzienrat besuchte gestern die Versammlung` })

/** A package folder with mets.xml (date given) whose ALTO href is `href`; the caller puts (or links) the ALTO. */
function writePackage(name: string, href = 'file://text/0001.xml', date = '1941-06-01'): { folder: string; mets: string; line: number } {
  const folder = join(h.dir, name)
  mkdirSync(folder, { recursive: true })
  const xml = miniIssueMets({ date }).replace('file://text/0001.xml', href)
  writeFileSync(join(folder, 'mets.xml'), xml)
  return { folder, mets: join(folder, 'mets.xml'), line: lineIn(xml, 'FLocat') }
}

const secretIn = (db: string) => {
  const store = openForReading(db)
  try {
    return store.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM unit_fts WHERE unit_fts MATCH ?').get(SECRET.toLowerCase())?.n ?? 0
  } finally {
    store.close()
  }
}

describe('METS: ALTO references are confined to the package folder by real path', () => {
  it('refuses an ALTO file that is a symbolic link to a file outside, without reading it', () => {
    writeFileSync(join(h.outside, 'page.xml'), secretAlto())
    const pkg = writePackage('linked-file')
    mkdirSync(join(pkg.folder, 'text'))
    symlinkSync(join(h.outside, 'page.xml'), join(pkg.folder, 'text', '0001.xml'))
    const error = expectRefused(h, [pkg.mets], {
      file: pkg.mets,
      line: pkg.line,
      message: /page 1: ALTO file "file:\/\/text\/0001\.xml" leads outside the package folder$/,
    })
    expect(error.message).not.toContain(h.outside)
    expect(error.message).not.toContain(SECRET)
    expect(secretIn(h.db)).toBe(0)
  })

  it('refuses an ALTO file reached through a linked folder outside', () => {
    mkdirSync(join(h.outside, 'text'))
    writeFileSync(join(h.outside, 'text', '0001.xml'), secretAlto())
    const pkg = writePackage('linked-folder')
    symlinkSync(join(h.outside, 'text'), join(pkg.folder, 'text'))
    expectRefused(h, [pkg.mets], { file: pkg.mets, line: pkg.line, message: /"file:\/\/text\/0001\.xml" leads outside the package folder$/ })
  })

  it('refuses a link to /etc/passwd and an absolute file:///etc/passwd href, saying nothing about the file', () => {
    const linked = writePackage('system-link')
    mkdirSync(join(linked.folder, 'text'))
    symlinkSync('/etc/passwd', join(linked.folder, 'text', '0001.xml'))
    const viaLink = expectRefused(h, [linked.mets], { file: linked.mets, line: linked.line, message: /leads outside the package folder$/ })
    // Reading it would have failed as "not an ALTO document" at some line of /etc/passwd.
    expect(viaLink.message).not.toMatch(/passwd|root|ALTO document|malformed/)

    const absolute = writePackage('system-href', 'file:///etc/passwd')
    expectRefused(h, [absolute.mets], {
      file: absolute.mets,
      line: absolute.line,
      message: /page 1: ALTO file "file:\/\/\/etc\/passwd" leads outside the package folder$/,
    })
  })

  it('says the same whether the target outside exists or not', () => {
    writeFileSync(join(h.outside, 'page.xml'), secretAlto())
    const existing = writePackage('to-existing')
    const missing = writePackage('to-missing')
    for (const [pkg, target] of [
      [existing, join(h.outside, 'page.xml')],
      [missing, join(h.outside, 'no-such-page.xml')],
    ] as const) {
      mkdirSync(join(pkg.folder, 'text'))
      symlinkSync(target, join(pkg.folder, 'text', '0001.xml'))
    }
    const a = expectRefused(h, [existing.mets], { file: existing.mets, line: existing.line, message: /leads outside/ })
    const b = expectRefused(h, [missing.mets], { file: missing.mets, line: missing.line, message: /leads outside/ })
    expect(a.message.replace(existing.mets, '')).toBe(b.message.replace(missing.mets, ''))
  })

  it('still refuses ../ in an href', () => {
    const pkg = writePackage('dotdot', 'file://../good/text/0001.xml')
    expectRefused(h, [pkg.mets], { file: pkg.mets, line: pkg.line, message: /"file:\/\/\.\.\/good\/text\/0001\.xml" leads outside the package folder$/ })
  })

  it('refuses a loop of links inside the package, and an href of 10,000 characters, without following them for ever', () => {
    const loop = writePackage('loop')
    mkdirSync(join(loop.folder, 'text'))
    symlinkSync('b.xml', join(loop.folder, 'text', 'a.xml'))
    symlinkSync('a.xml', join(loop.folder, 'text', 'b.xml'))
    symlinkSync('a.xml', join(loop.folder, 'text', '0001.xml'))
    expectRefused(h, [loop.mets], { file: loop.mets, line: loop.line, message: /"file:\/\/text\/0001\.xml" goes through more than 40 symbolic links$/ })

    const long = writePackage('long-href', `file://text/${'x/'.repeat(5_000)}0001.xml`)
    expectRefused(h, [long.mets], { file: long.mets, line: long.line, message: /page 1: the ALTO reference is 10,020 characters long, over the limit of 4,096: "file:\/\/text\/x\/x/ })
  })

  it('follows links that stay inside the package', () => {
    const pkg = writePackage('inside-link')
    mkdirSync(join(pkg.folder, 'ocr'))
    mkdirSync(join(pkg.folder, 'text'))
    writeFileSync(join(pkg.folder, 'ocr', 'page-1.xml'), miniIssueAlto())
    symlinkSync(join('..', 'ocr', 'page-1.xml'), join(pkg.folder, 'text', '0001.xml'))
    importPaths(h.db, [pkg.mets])
    expect(count(h.db, 'issue')).toBe(2)
    expect(count(h.db, 'unit')).toBe(6)
  })
})

describe('remote references are refused, not imported as pages without text', () => {
  it('a METS ALTO href over https, with file, line and href; --skip-bad lists it', () => {
    const pkg = writePackage('remote', 'https://example.org/alto/0001.xml')
    expectRefused(h, [pkg.mets], {
      file: pkg.mets,
      line: pkg.line,
      message: /page 1: ALTO file "https:\/\/example\.org\/alto\/0001\.xml" is not a local file/,
    })
    // Every file skipped: nothing is committed, not even an empty batch (issue 48), and the refusal lists the file.
    expect(() => importPaths(h.db, [pkg.mets], { skipBad: true })).toThrow(`1 file(s) not imported:\n  ${pkg.mets}:${pkg.line}: page 1: ALTO file`)
    expect(count(h.db, 'issue')).toBe(1)
  })

  it('an ftp ALTO href too', () => {
    const pkg = writePackage('ftp', 'ftp://example.org/0001.xml')
    expectRefused(h, [pkg.mets], { file: pkg.mets, line: pkg.line, message: /"ftp:\/\/example\.org\/0001\.xml" is not a local file/ })
  })
})

describe('NDNP batches: issue METS are confined to the batch folder', () => {
  function writeBatch(issues: string[]): { file: string; xml: string } {
    const data = join(h.dir, 'batch_test_ver01', 'data')
    mkdirSync(data, { recursive: true })
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<batch xmlns="http://www.loc.gov/ndnp" name="batch_test">\n${issues
      .map((href) => `  <issue editionOrder="1">${href}</issue>`)
      .join('\n')}\n</batch>\n`
    writeFileSync(join(data, 'batch.xml'), xml)
    return { file: join(data, 'batch.xml'), xml }
  }

  it('refuses an issue METS outside by ../ and by a linked folder, naming batch.xml and the line', () => {
    writeMiniIssue(join(h.outside, 'issue'), { date: '1941-07-01', articleText: `${SECRET} war da` })
    const dotdot = writeBatch(['./sn1/issue/mets.xml', '../../../../../../../../../tmp/x/mets.xml'])
    writeMiniIssue(join(h.dir, 'batch_test_ver01', 'data', 'sn1', 'issue'), { date: '1941-07-02' })
    expectRefused(h, [dotdot.file], {
      file: dotdot.file,
      line: lineIn(dotdot.xml, '../../'),
      message: /issue METS "(\.\.\/)+tmp\/x\/mets\.xml" leads outside the batch folder$/,
    })

    const linked = writeBatch(['./sn1/issue/mets.xml', './sn2/issue/mets.xml'])
    symlinkSync(h.outside, join(h.dir, 'batch_test_ver01', 'data', 'sn2'))
    const error = expectRefused(h, [linked.file], {
      file: linked.file,
      line: lineIn(linked.xml, 'sn2'),
      message: /issue METS "\.\/sn2\/issue\/mets\.xml" leads outside the batch folder$/,
    })
    expect(error.message).not.toContain(h.outside)

    // With --skip-bad the batch's good issue is imported and the bad reference listed under batch.xml.
    const report = importPaths(h.db, [linked.file], { skipBad: true })
    expect(report.skippedFiles.map((skipped) => skipped.file)).toEqual([linked.file])
    expect(count(h.db, 'issue')).toBe(2)
    expect(secretIn(h.db)).toBe(0)
  })

  it('refuses an issue METS over http', () => {
    const batch = writeBatch(['https://example.org/batch/sn1/mets.xml'])
    expectRefused(h, [batch.file], {
      file: batch.file,
      line: lineIn(batch.xml, 'https'),
      message: /issue METS "https:\/\/example\.org\/batch\/sn1\/mets\.xml" is not a local file/,
    })
  })
})

describe('IIIF: ALTO files and manifests are confined to the folder of the manifest or collection', () => {
  function manifest(altoId: string, date = '1941-08-01'): string {
    return JSON.stringify(
      {
        id: '{{ id.url }}',
        type: 'Manifest',
        label: { de: [`Test-Blatt - ${date}`] },
        navDate: `${date}T00:00:00Z`,
        items: [
          {
            id: '{{ id.path }}/canvas/p1',
            type: 'Canvas',
            label: { none: ['p. 1'] },
            rendering: [{ id: altoId, type: 'Text', format: 'application/xml', profile: 'http://www.loc.gov/standards/alto/' }],
          },
        ],
      },
      null,
      2,
    )
  }

  function writeManifest(name: string, altoId: string, date?: string): { file: string; json: string } {
    const folder = join(h.dir, name)
    mkdirSync(folder, { recursive: true })
    const json = manifest(altoId, date)
    writeFileSync(join(folder, 'manifest.json'), json)
    return { file: join(folder, 'manifest.json'), json }
  }

  it('imports a manifest whose ALTO lies beside it', () => {
    const good = writeManifest('iiif-good', '{{ id.path }}/alto.xml')
    writeFileSync(join(h.dir, 'iiif-good', 'alto.xml'), miniIssueAlto())
    importPaths(h.db, [good.file])
    expect(count(h.db, 'issue')).toBe(2)
  })

  it('refuses a file:// URL pointing elsewhere, a link outside, and ../', () => {
    writeFileSync(join(h.outside, 'alto.xml'), secretAlto())
    const url = writeManifest('iiif-url', `file://${join(h.outside, 'alto.xml')}`)
    expectRefused(h, [url.file], {
      file: url.file,
      line: lineIn(url.json, 'file://'),
      message: /page 1: ALTO file "file:\/\/.*alto\.xml" leads outside the package folder$/,
    })

    const linked = writeManifest('iiif-link', '{{ id.path }}/alto.xml')
    symlinkSync(join(h.outside, 'alto.xml'), join(h.dir, 'iiif-link', 'alto.xml'))
    expectRefused(h, [linked.file], { file: linked.file, line: lineIn(linked.json, 'alto.xml'), message: /"\{\{ id\.path \}\}\/alto\.xml" leads outside/ })

    const dotdot = writeManifest('iiif-dotdot', '{{ id.path }}/../good/text/0001.xml')
    expectRefused(h, [dotdot.file], { file: dotdot.file, line: lineIn(dotdot.json, '../good'), message: /leads outside the package folder$/ })
    expect(secretIn(h.db)).toBe(0)
  })

  it('refuses an ALTO rendering over https instead of importing a page without a word', () => {
    const remote = writeManifest('iiif-remote', 'https://example.org/iiif/alto/p1.xml')
    expectRefused(h, [remote.file], {
      file: remote.file,
      line: lineIn(remote.json, 'https://example.org/iiif/alto'),
      message: /page 1: ALTO file "https:\/\/example\.org\/iiif\/alto\/p1\.xml" is not a local file/,
    })
  })

  it('refuses manifests a collection names outside its folder or over http; --skip-bad imports the rest', () => {
    const folder = join(h.dir, 'collection')
    mkdirSync(join(folder, 'issues'), { recursive: true })
    writeFileSync(join(folder, 'issues', 'manifest.json'), manifest('{{ id.path }}/alto.xml', '1941-08-02'))
    writeFileSync(join(folder, 'issues', 'alto.xml'), miniIssueAlto())
    mkdirSync(join(h.outside, 'elsewhere'))
    writeFileSync(join(h.outside, 'elsewhere', 'manifest.json'), manifest('{{ id.path }}/alto.xml', '1941-08-03'))
    writeFileSync(join(h.outside, 'elsewhere', 'alto.xml'), secretAlto())
    symlinkSync(join(h.outside, 'elsewhere'), join(folder, 'linked'))
    const items = ['{{ id.path }}/issues/manifest.json', '{{ id.path }}/linked/manifest.json', 'https://example.org/iiif/issue-3.json']
    const json = JSON.stringify(
      { id: '{{ id.url }}', type: 'Collection', label: { de: ['Test-Blatt'] }, items: items.map((id) => ({ id, type: 'Manifest' })) },
      null,
      2,
    )
    const file = join(folder, 'collection.json')
    writeFileSync(file, json)
    expectRefused(h, [file], {
      file,
      line: lineIn(json, 'linked/'),
      message: /manifest "\{\{ id\.path \}\}\/linked\/manifest\.json" leads outside the collection folder$/,
    })
    const report = importPaths(h.db, [file], { skipBad: true })
    expect(report.skippedFiles.map((skipped) => skipped.message.replace(`${file}:`, ''))).toEqual([
      `${lineIn(json, 'linked/')}: manifest "{{ id.path }}/linked/manifest.json" leads outside the collection folder`,
      `${lineIn(json, 'https')}: manifest "https://example.org/iiif/issue-3.json" is not a local file: the importer reads only files inside the collection folder and never fetches over the network`,
    ])
    expect(count(h.db, 'issue')).toBe(2)
    expect(secretIn(h.db)).toBe(0)
  })
})

describe('import folders: symbolic links are followed only inside the folder given', () => {
  it('refuses a linked METS file and a linked folder outside; --skip-bad imports the rest and lists them', () => {
    writeMiniIssue(join(h.outside, 'issue'), { date: '1941-09-01', articleText: `${SECRET} war da` })
    const incoming = join(h.dir, 'incoming')
    writeMiniIssue(join(incoming, 'a'), { date: '1941-09-02' })
    symlinkSync(join(h.outside, 'issue', 'mets.xml'), join(incoming, 'linked.xml'))
    symlinkSync(join(h.outside, 'issue'), join(incoming, 'linked-folder'))
    // Never read, so never resolved: an image link out of the folder is no reason to refuse.
    symlinkSync(join(h.outside, 'scan.jpg'), join(incoming, 'scan.jpg'))
    // The folder is the referring file; the link is the reference.
    const error = expectRefused(h, [incoming], {
      file: incoming,
      message: /the target of symbolic link "linked-folder" leads outside the import folder$/,
    })
    expect(error.message).not.toContain(h.outside)

    const report = importPaths(h.db, [incoming], { skipBad: true })
    expect(report.skippedFiles.map((skipped) => skipped.file)).toEqual([join(incoming, 'linked-folder'), join(incoming, 'linked.xml')])
    expect(report.skippedFiles[1]?.message).toBe(`${incoming}: the target of symbolic link "linked.xml" leads outside the import folder`)
    expect(count(h.db, 'issue')).toBe(2)
    expect(secretIn(h.db)).toBe(0)
  })

  it('follows links inside the folder, importing each file once', () => {
    const incoming = join(h.dir, 'incoming')
    writeMiniIssue(join(incoming, 'a'), { date: '1941-09-03' })
    symlinkSync(join('a', 'mets.xml'), join(incoming, 'alias.xml'))
    symlinkSync('.', join(incoming, 'loop'))
    const report = importPaths(h.db, [incoming])
    expect(report.skippedFiles).toEqual([])
    expect(report.files).toBe(1)
    expect(count(h.db, 'issue')).toBe(2)
  })
})
