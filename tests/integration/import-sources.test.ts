/**
 * ADR 015: what one import file may be. Invalid UTF-8 is refused with its
 * line and bytes instead of becoming U+FFFD, a declared encoding is honoured,
 * empty and absurdly large files are refused before parsing, and values over
 * their length limits are refused with file, line and their start.
 */
import { closeSync, ftruncateSync, mkdirSync, openSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { importPaths } from '#src/ingest/loader.ts'
import { openForReading } from '#src/store/db.ts'
import { foldText } from '#src/domain/fold.ts'
import { type Harness, count, expectRefused, lineIn, setUpHarness, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, miniIssueMets } from '../fixtures/mini-issue'

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

/** An issue folder with mets.xml and text/0001.xml as given (strings are written as UTF-8). */
function writeIssue(name: string, mets: string | Uint8Array, alto: string | Uint8Array = miniIssueAlto()): { mets: string; alto: string } {
  const folder = join(h.dir, name)
  mkdirSync(join(folder, 'text'), { recursive: true })
  writeFileSync(join(folder, 'text', '0001.xml'), alto)
  writeFileSync(join(folder, 'mets.xml'), mets)
  return { mets: join(folder, 'mets.xml'), alto: join(folder, 'text', '0001.xml') }
}

function writeFile(name: string, content: string | Uint8Array): string {
  const file = join(h.dir, name)
  writeFileSync(file, content)
  return file
}

const latin1 = (text: string) => Buffer.from(text, 'latin1')

/** A 20 MB value, of words rather than one letter, so nothing about it is trimmed to a limit known in advance. */
const HUGE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(Math.ceil((20 * 1024 * 1024) / 57)).slice(0, 20 * 1024 * 1024)

function iiifManifest(label: string): string {
  return JSON.stringify(
    {
      id: '{{ id.url }}',
      type: 'Manifest',
      label: { de: [label] },
      navDate: '1941-10-01T00:00:00Z',
      items: [{ id: '{{ id.path }}/canvas/p1', type: 'Canvas', label: { none: ['p. 1'] } }],
    },
    null,
    2,
  )
}

const marcRecord = (title: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<record>\n  <controlfield tag="001">12345</controlfield>\n  <datafield tag="245" ind1="1" ind2="0">\n    <subfield code="a">${title}</subfield>\n  </datafield>\n</record>\n`

const batch = (href: string) => `<?xml version="1.0" encoding="UTF-8"?>\n<batch xmlns="http://www.loc.gov/ndnp" name="b">\n  <issue>${href}</issue>\n</batch>\n`

describe('encodings', () => {
  it('refuses a METS in Latin-1 that says nothing of it, at the line of the first bad byte, with the byte in hex', () => {
    const text = miniIssueMets()
    const { mets } = writeIssue('latin1-mets', latin1(text))
    // "Théâtre municipal": é is e9 in Latin-1, followed by â (e2), which cannot continue it.
    expectRefused(h, [mets], {
      file: mets,
      line: lineIn(text, 'Théâtre'),
      message: /mets\.xml:\d+: invalid UTF-8: byte e9 at byte [\d,]+ \(declare another encoding/,
    })
  })

  it('shows every byte of a cut sequence', () => {
    const text = miniIssueMets({ title: 'Test-Blatt XX' })
    const bytes = Buffer.from(text)
    // "XX" becomes e2 82, the start of "€" without its last byte.
    const at = bytes.indexOf('XX')
    bytes[at] = 0xe2
    bytes[at + 1] = 0x82
    const { mets } = writeIssue('cut', bytes)
    expectRefused(h, [mets], { file: mets, line: lineIn(text, 'XX'), message: /invalid UTF-8: bytes e2 82 at byte / })
  })

  it('refuses an ALTO page in Latin-1, naming the ALTO file', () => {
    const alto = miniIssueAlto()
    const files = writeIssue('latin1-alto', miniIssueMets({ date: '1941-10-02' }), latin1(alto))
    // "Großherzog": ß is df in Latin-1, followed by "h".
    expectRefused(h, [files.mets], { file: files.alto, line: lineIn(alto, 'Großherzog'), message: /invalid UTF-8: byte df at byte / })
  })

  it.each([
    ['MARCXML', 'marc.xml', marcRecord('Théâtre illustré')],
    ['an NDNP batch', 'batch.xml', batch('./sn1/Théâtre/mets.xml')],
    ['a IIIF manifest', 'manifest.json', iiifManifest('Théâtre - 1941-10-01')],
  ])('refuses %s in Latin-1', (_, name, text) => {
    const file = writeFile(name, latin1(text))
    expectRefused(h, [file], { file, line: lineIn(text, 'Théâtre'), message: /invalid UTF-8: byte e9 at byte / })
  })

  it('reads METS and ALTO that declare ISO-8859-1', () => {
    const mets = miniIssueMets({ date: '1941-10-03' }).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    const alto = miniIssueAlto().replace('encoding="UTF-8"', 'encoding="ISO-8859-1"')
    const files = writeIssue('declared', latin1(mets), latin1(alto))
    importPaths(h.db, [files.mets])
    const store = openForReading(h.db)
    const titles = store.prepare<[], { title: string }>("SELECT title FROM unit WHERE title LIKE 'Th%'").all()
    const hits = store.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM unit_fts WHERE unit_fts MATCH ?').get(foldText('Großherzog'))
    store.close()
    expect(titles.map((row) => row.title)).toEqual(['Théâtre municipal', 'Théâtre municipal'])
    expect(hits?.n).toBe(2)
  })

  it('refuses an encoding it cannot read, at the declaration', () => {
    const file = writeFile('klingon.xml', miniIssueMets().replace('encoding="UTF-8"', 'encoding="x-klingon"'))
    expectRefused(h, [file], { file, line: 1, message: /names the encoding "x-klingon", which the importer cannot read/ })
  })
})

describe('empty and absurdly large files', () => {
  it('refuses a file of nothing but whitespace', () => {
    const file = writeFile('blank.xml', ' \n\t\n'.repeat(5000))
    expectRefused(h, [file], { file, message: /blank\.xml: the file holds nothing but whitespace \(20,000 bytes\)$/ })
  })

  it('refuses an empty ALTO page, naming it', () => {
    const files = writeIssue('empty-alto', miniIssueMets({ date: '1941-10-04' }), '')
    expectRefused(h, [files.mets], { file: files.alto, message: /0001\.xml: the file is empty \(0 bytes\)$/ })
  })

  /** A sparse file: 100 MiB long, costing no disk, never to be read. */
  function sparse(file: string): string {
    mkdirSync(join(file, '..'), { recursive: true })
    const fd = openSync(file, 'w')
    ftruncateSync(fd, 100 * 1024 * 1024)
    closeSync(fd)
    return file
  }

  it('refuses a 100 MiB METS with its size and the limit, before reading it', () => {
    const file = sparse(join(h.dir, 'huge.xml'))
    expectRefused(h, [file], { file, message: /huge\.xml: the file is 104,857,600 bytes, over the limit of 67,108,864 bytes \(64 MiB\)/ })
  })

  it('refuses a 100 MiB ALTO page', () => {
    const folder = join(h.dir, 'huge-alto')
    const alto = sparse(join(folder, 'text', '0001.xml'))
    writeFileSync(join(folder, 'mets.xml'), miniIssueMets({ date: '1941-10-05' }))
    expectRefused(h, [join(folder, 'mets.xml')], { file: alto, message: /the file is 104,857,600 bytes, over the limit/ })
  })
})

describe('values over their length limits', () => {
  const start = (value: string) => JSON.stringify(value.slice(0, 80)).slice(0, -1)
  /** Far over every field limit, far under the limit for any one XML value: the field's own limit must speak. */
  const LONG = HUGE.slice(0, 50_000)

  it('refuses a 20 MB title while parsing, with the line, the length and the start only', () => {
    const text = miniIssueMets({ date: '1941-11-01' }).replace('<mods:title>Test-Blatt</mods:title>', `<mods:title>${HUGE}</mods:title>`)
    const { mets } = writeIssue('huge-title', text)
    const error = expectRefused(h, [mets], {
      file: mets,
      line: lineIn(text, `<mods:title>${HUGE.slice(0, 20)}`),
      message: /: the text of <mods:title> is 20,971,520 characters long, over the limit of 100,000 for one XML value: "Lorem ipsum/,
    })
    expect(error.message).toContain(`${start(HUGE)}"…`)
    expect(error.message.length).toBeLessThan(400)
  })

  it('refuses a 20 MB LABEL attribute while parsing', () => {
    const text = miniIssueMets({ date: '1941-11-02' }).replace('TYPE="ADVERTISEMENT"', `TYPE="ADVERTISEMENT" LABEL="${HUGE}"`)
    const { mets } = writeIssue('huge-label', text)
    expectRefused(h, [mets], {
      file: mets,
      line: lineIn(text, 'LABEL="Lorem'),
      message: /the attribute LABEL of <mets:div> is 20,971,520 characters long, over the limit of 100,000 for one XML value: "Lorem/,
    })
  })

  it('refuses a 20 MB MARC title while parsing', () => {
    const text = marcRecord(HUGE)
    const marc = writeFile('marc.xml', text)
    expectRefused(h, [marc], { file: marc, line: lineIn(text, '<subfield'), message: /the text of <subfield> is 20,971,520 characters long/ })
  })

  it('refuses a 20 MB IIIF label as a periodical title', () => {
    const text = iiifManifest(`${HUGE} - 1941-10-01`)
    const iiif = writeFile('manifest.json', text)
    expectRefused(h, [iiif], {
      file: iiif,
      line: lineIn(text, 'Lorem'),
      message: /the periodical title is 20,971,520 characters long, over the limit of 2,000: "Lorem ipsum/,
    })
  })

  it('refuses a 20 MB word in ALTO', () => {
    const text = miniIssueAlto({ articleText: `Der ${HUGE.replace(/ /g, '_')} kam` })
    const word = writeIssue('huge-word', miniIssueMets({ date: '1941-11-04' }), text)
    expectRefused(h, [word.mets], { file: word.alto, line: lineIn(text, 'Lorem'), message: /a word is 20,971,520 characters long, over the limit of 1,000/ })
  })

  it('refuses an ALTO page of 150,000 words', () => {
    const text = miniIssueAlto({ articleText: Array.from({ length: 150_000 }, (_, i) => `w${i}`).join(' ') })
    const many = writeIssue('many-words', miniIssueMets({ date: '1941-11-05' }), text)
    expectRefused(h, [many.mets], { file: many.alto, message: /the page has more than 100,000 words, the limit for one page/ })
  })

  it('refuses a periodical title, an article title and a unit LABEL of 50,000 characters by their own limit', () => {
    const periodical = miniIssueMets({ date: '1941-11-06' }).replace('<mods:title>Test-Blatt</mods:title>', `<mods:title>${LONG}</mods:title>`)
    const a = writeIssue('long-periodical', periodical)
    expectRefused(h, [a.mets], {
      file: a.mets,
      line: lineIn(periodical, '<mods:title>Lorem'),
      message: /: the periodical title is 50,000 characters long, over the limit of 2,000: "Lorem ipsum/,
    })
    const article = miniIssueMets({ date: '1941-11-07' }).replace('Aus der Hauptstadt', LONG)
    const b = writeIssue('long-article', article)
    expectRefused(h, [b.mets], {
      file: b.mets,
      line: lineIn(article, '<mods:title>Lorem'),
      message: /: unit DIVL3: the title is 50,000 characters long, over the limit of 2,000: "Lorem ipsum/,
    })
    const label = miniIssueMets({ date: '1941-11-08' }).replace('TYPE="ADVERTISEMENT"', `TYPE="ADVERTISEMENT" LABEL="${LONG}"`)
    const c = writeIssue('long-label', label)
    expectRefused(h, [c.mets], { file: c.mets, line: lineIn(label, 'LABEL="Lorem'), message: /: unit DIVL5: the title is 50,000 characters long/ })
  })

  it('refuses a MARC title of 50,000 characters by its own limit', () => {
    const text = marcRecord(LONG)
    const marc = writeFile('marc.xml', text)
    expectRefused(h, [marc], { file: marc, line: lineIn(text, '<subfield'), message: /: the title \(245\) is 50,000 characters long, over the limit of 2,000/ })
  })

  it('still imports long real values under the limits', () => {
    const title = 'Sehr lange Überschrift '.repeat(80).trim()
    const { mets } = writeIssue('long-ok', miniIssueMets({ date: '1941-11-09' }).replace('Aus der Hauptstadt', title))
    importPaths(h.db, [mets])
    expect(count(h.db, 'issue')).toBe(2)
  })
})
