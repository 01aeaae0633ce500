// Issue 48 (M2, M3, L3, L4; ADR 053): archives the review got through, each refused naming the
// archive and the entry, never the unpack folder, the live store unchanged. Bombs of small entries
// (the review's 1,000 entries of 1 MiB at ratio 780, not trimmed), a folder of archives and one of
// 500 gzip files bounded by one running total per import, entries whose bytes do not match their
// CRC-32, names that are the same once read (`./a`, `x//a`, a file and a folder), a 6,000-character
// name, and a FIFO named like an archive.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { checkPaths } from '#src/ingest/check.ts'
import { ARCHIVE_LIMITS } from '#src/ingest/limits.ts'
import { importPaths } from '#src/ingest/loader.ts'
import { type Harness, expectRefused, setUpHarness, storeHash, tearDownHarness } from '../fixtures/import-harness'
import { miniIssueAlto, miniIssueMets } from '../fixtures/mini-issue'
import { writeZip, zipBytes } from '../fixtures/zip'

const MIB = 1024 * 1024

let h: Harness

beforeEach(() => {
  h = setUpHarness()
})

afterEach(() => {
  tearDownHarness(h)
})

const issue = (date: string) => [
  { name: 'issue/mets.xml', data: miniIssueMets({ date, articleText: 'Der Zollverein tagte im Archiv' }) },
  { name: 'issue/text/0001.xml', data: miniIssueAlto({ articleText: 'Der Zollverein tagte im Archiv' }) },
]

/** `count` entries of 1 MiB of spaces: each 1,000 times smaller deflated, each at the entry ratio's threshold. */
const padding = (count: number, prefix = 'pad') => Array.from({ length: count }, (_, index) => ({ name: `${prefix}/${String(index).padStart(5, '0')}.txt`, data: Buffer.alloc(MIB, 0x20) }))

/** No message names the folder the import unpacks into: only the archive's own path, and its entries. */
function expectNoUnpackPath(message: string, archive: string): void {
  expect(message.split(archive).join('<archive>')).not.toMatch(/importing-\d+|-unpacked|\/tmp\//)
}

describe('bombs of small entries and the import’s running total (M2)', () => {
  it('refuses the review’s 1,000 entries of 1 MiB at ratio 780 before a byte is written, naming the entry where it passed the ratio', () => {
    const zip = writeZip(join(h.dir, 'bomb-many-1mib.zip'), [...padding(1000), ...issue('1941-06-01')])
    const error = expectRefused(h, [zip], { file: zip, message: /entry "pad\/\d{5}\.txt": the archive inflates more than 100 times as a whole \([\d,]+ bytes to over [\d,]+\): a compression bomb/ })
    expectNoUnpackPath(error.message, zip)
    // The dry run does the same, in its own temporary folder.
    const checked = checkPaths([zip])
    expect(checked.refused.map((file) => file.message).join('\n')).toMatch(/bomb-many-1mib\.zip: entry "pad\/\d{5}\.txt": the archive inflates more than 100 times as a whole/)
  }, 120_000)

  it('bounds a folder of archives by one running total: each alone under the threshold, together refused', () => {
    const folder = join(h.dir, 'many')
    mkdirSync(folder)
    // 60 MiB each: under the 100 MiB past which an archive's own ratio is checked.
    for (const name of ['a', 'b', 'c']) writeZip(join(folder, `${name}.zip`), padding(60, name))
    const error = expectRefused(h, [folder], { file: join(folder, 'b.zip'), message: /entry "b\/\d{5}\.txt": this import's archives inflate more than 100 times as a whole/ })
    expectNoUnpackPath(error.message, join(folder, 'b.zip'))
  }, 120_000)

  it('bounds a folder of 500 gzip files of 1 MiB each: past 100 MiB in all each further one is refused, not unpacked', () => {
    const folder = join(h.dir, 'gz')
    mkdirSync(folder)
    const spaces = gzipSync(Buffer.alloc(MIB, 0x20))
    for (let index = 0; index < 500; index += 1) writeFileSync(join(folder, `${String(index).padStart(4, '0')}.xml.gz`), spaces)
    writeFileSync(join(folder, '9999.xml'), miniIssueAlto({ articleText: 'Der Zollverein tagte im Archiv' }))
    const before = storeHash(h.db)
    let report
    try {
      report = importPaths(h.db, [folder], { skipBad: true, metadata: { title: 'X', date: '1941-06-02' } })
    } catch {
      report = undefined
    }
    const refused = (report?.skippedFiles ?? []).filter((file) => /this import's archives inflate more than 100 times as a whole/.test(file.message))
    // About the first hundred are unpacked (and refused as pages that are no page); every later one is refused before it is written.
    if (report) expect(refused.length).toBeGreaterThanOrEqual(500 - Math.ceil(ARCHIVE_LIMITS.wholeRatioFrom / MIB) - 1)
    else expect(storeHash(h.db)).toBe(before)
  }, 180_000)
})

describe('CRC-32 checked while inflating (M3)', () => {
  it('refuses a stored entry with an altered byte, naming the entry', () => {
    const bytes = zipBytes([...issue('1941-06-03').map((entry) => ({ ...entry, store: true }))])
    const at = bytes.indexOf(Buffer.from('Zollverein'))
    bytes.write('QQQQQQQQQQ', at, 'latin1')
    const zip = join(h.dir, 'altered.zip')
    writeFileSync(zip, bytes)
    expectRefused(h, [zip], { file: zip, message: /entry "issue\/(mets|text\/0001)\.xml": the entry's bytes do not match its CRC-32 \(the archive says [0-9a-f]{8}, its bytes give [0-9a-f]{8}\): the archive is damaged/ })
  })

  it('refuses a deflated entry whose CRC-32 is wrong in both headers', () => {
    const bytes = zipBytes(issue('1941-06-04'))
    // The CRC of the first entry, in its local header (offset 14) and in the central directory.
    const crc = Buffer.from(bytes.subarray(14, 18))
    const wrong = (crc.readUInt32LE(0) ^ 0xdeadbeef) >>> 0
    let changed = 0
    for (let at = bytes.indexOf(crc); at !== -1; at = bytes.indexOf(crc, at + 4)) {
      bytes.writeUInt32LE(wrong, at)
      changed += 1
    }
    expect(changed).toBe(2)
    const zip = join(h.dir, 'corrupt-crc.zip')
    writeFileSync(zip, bytes)
    expectRefused(h, [zip], { file: zip, message: /entry "issue\/mets\.xml": the entry's bytes do not match its CRC-32/ })
  })
})

describe('names read as the file system will (L3), and what is not a file (L4)', () => {
  const cases: [string, { name: string; data: string }[], RegExp][] = [
    ['./0001.xml beside 0001.xml', [{ name: '0001.xml', data: 'a' }, { name: './0001.xml', data: 'b' }], /entry "\.\/0001\.xml": the archive holds two entries of this name \("0001\.xml" once \.\/ and \/\/ are read\)/],
    ['x//0001.xml beside x/0001.xml', [{ name: 'x/0001.xml', data: 'a' }, { name: 'x//0001.xml', data: 'b' }], /entry "x\/\/0001\.xml": the archive holds two entries of this name/],
    ['an entry named .', [{ name: '.', data: 'a' }], /entry "\.": the entry names no file/],
    ['a file q after q/0001.xml', [{ name: 'q/0001.xml', data: 'a' }, { name: 'q', data: 'b' }], /entry "q": the archive holds two entries of this name/],
    ['q/0001.xml after a file q', [{ name: 'q', data: 'b' }, { name: 'q/0001.xml', data: 'a' }], /entry "q\/0001\.xml": the archive holds a file "q" and entries inside a folder of that name/],
    ['a 6,000-character name', [{ name: `${'n'.repeat(6000)}.xml`, data: 'a' }], /entry "n{200}"…: the entry cannot be unpacked: ENAMETOOLONG/],
  ]
  for (const [what, entries, message] of cases) {
    it(`refuses ${what}, naming the entry and never the unpack folder`, () => {
      const zip = writeZip(join(h.dir, 'names.zip'), entries)
      const error = expectRefused(h, [zip], { file: zip, message })
      expectNoUnpackPath(error.message, zip)
      expect(error.message.startsWith(`${zip}: entry `)).toBe(true)
    })
  }

  it('refuses a FIFO named like an archive at once, instead of waiting for a writer for ever', () => {
    const fifo = join(h.dir, 'x.zip')
    const made = spawnSync('mkfifo', [fifo])
    if (made.error) throw new Error('mkfifo (coreutils) is missing')
    expectRefused(h, [fifo], { file: fifo, message: /x\.zip: not a regular file$/ })
    // The dry run too.
    expect(checkPaths([fifo]).refused.map((file) => file.message)).toEqual([`${fifo}: not a regular file`])
    expect(readFileSync(join(h.dir, 'live', 'library.db')).byteLength).toBeGreaterThan(0)
  })
})
