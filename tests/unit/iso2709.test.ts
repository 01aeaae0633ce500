// MARC 21 in ISO 2709 (ADR 074): a record built here byte by byte, a real one (tests/fixtures/iso2709), and every way one can fail to add up.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { describeElement } from '#src/ingest/crosswalks/describe.ts'
import { Iso2709Error, readBinaryMarc, readIso2709 } from '#src/ingest/crosswalks/iso2709.ts'
import { marcFieldsRecord } from '#src/ingest/crosswalks/marc.ts'
import { parseXml } from '#src/ingest/xml.ts'

const FT = '\x1e'
const SF = '\x1f'
const RT = '\x1d'

/** An ISO 2709 record from its fields, the leader and directory computed as the standard lays them out. */
function build(fields: [string, string][], coding: ' ' | 'a' = 'a'): Uint8Array {
  const bodies = fields.map(([tag, data]) => ({ tag, bytes: Buffer.from(data + FT, 'utf8') }))
  let offset = 0
  const directory = bodies
    .map(({ tag, bytes }) => {
      const entry = `${tag}${String(bytes.length).padStart(4, '0')}${String(offset).padStart(5, '0')}`
      offset += bytes.length
      return entry
    })
    .join('')
  const base = 24 + directory.length + 1
  const length = base + offset + 1
  const leader = `${String(length).padStart(5, '0')}nam ${coding}22${String(base).padStart(5, '0')} a 4500`
  return Buffer.concat([Buffer.from(leader + directory + FT, 'latin1'), ...bodies.map((body) => body.bytes), Buffer.from(RT, 'latin1')])
}

const BOOK: [string, string][] = [
  ['001', 'ocm0001'],
  ['008', '900101s1862    fr            000 1 fre d'],
  ['100', `1 ${SF}aHugo, Victor,${SF}d1802-1885.`],
  ['245', `14${SF}aLes misérables /${SF}cVictor Hugo.`],
  ['260', `  ${SF}aParis :${SF}bPagnerre,${SF}c1862.`],
]

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', 'iso2709', name), 'utf8')

describe('readIso2709', () => {
  it('reads a record built byte by byte into the MARC crosswalk: title, author, date, language, publisher', () => {
    const fields = readIso2709(build(BOOK))
    expect(fields.controlFields.get('001')).toBe('ocm0001')
    expect(fields.fields).toContain('245 14 $a Les misérables / $c Victor Hugo.')
    const record = marcFieldsRecord(fields)
    expect(record).toMatchObject({ title: 'Les misérables', authors: ['Hugo, Victor'], date: { iso: '1862' }, languages: ['fr'], publisher: 'Pagnerre', recordIdentifier: 'ocm0001' })
  })

  it('reads MARC-8 that is all ASCII, and refuses MARC-8 beyond it rather than guess', () => {
    const ascii = BOOK.map(([tag, data]): [string, string] => [tag, data.replace('é', 'e')])
    expect(marcFieldsRecord(readIso2709(build(ascii, ' '))).title).toBe('Les miserables')
    expect(() => readIso2709(build(BOOK, ' '))).toThrow(/MARC-8 \(leader 09 blank\) with characters beyond ASCII, which are not read/)
  })

  it('reads a real record (the Library of Congress, via pymarc) in UTF-8, and refuses the same record in MARC-8', () => {
    const record = marcFieldsRecord(readBinaryMarc(fixture('tournier-utf8.mrc.b64')))
    expect(record).toMatchObject({ title: 'Escape from loneliness', authors: ['Tournier, Paul'], date: { iso: '1962' }, languages: ['en'], publisher: 'Westminster Press', place: 'Philadelphia' })
    // The record writes its diacritics decomposed (a and a combining grave), as MARC 21 records do: kept as written.
    expect(record.otherTitles.map((title) => title.normalize('NFC'))).toEqual(['De la solitude à la communauté'])
    expect(() => readBinaryMarc(fixture('tournier-marc8.mrc.b64'))).toThrow(Iso2709Error)
  })

  it.each([
    ['a length that is not the record’s', (bytes: Uint8Array) => bytes.subarray(0, bytes.length - 1), /the leader gives a length of \d+ bytes, the record has \d+/],
    ['no record terminator', (bytes: Uint8Array) => Buffer.concat([bytes.subarray(0, bytes.length - 1), Buffer.from(' ')]), /record terminator/],
    ['a field running past the record', (bytes: Uint8Array) => Buffer.from(Buffer.from(bytes).toString('latin1').replace(/^(.{24}001)0008/, '$10099'), 'latin1'), /field 001 .* does not end with a field terminator/],
    ['a letter in a length', (bytes: Uint8Array) => Buffer.from(Buffer.from(bytes).toString('latin1').replace(/^0/, 'x'), 'latin1'), /record length .* is not a number/],
    ['UTF-8 declared, Latin-1 given', (bytes: Uint8Array) => Buffer.from(Buffer.from(bytes).toString('latin1').replace('misÃ©rables', 'mis\xe9rables '), 'latin1'), /not UTF-8/],
  ])('refuses %s', (_, damage, message) => {
    expect(() => readIso2709(damage(build(BOOK)))).toThrow(message)
  })

  it('is what a METS mdWrap MDTYPE="MARC" with binData describes; a record that does not add up is a reason, not a guess', () => {
    const wrap = (base64: string) => parseXml(`<mets:mdWrap xmlns:mets="http://www.loc.gov/METS/" MDTYPE="MARC" MIMETYPE="application/marc"><mets:binData>${base64}</mets:binData></mets:mdWrap>`, 'mets.xml')
    const good = Buffer.from(build(BOOK)).toString('base64').replace(/(.{76})/g, '$1\n')
    expect(describeElement(wrap(good), 'MARC')).toMatchObject({ standard: 'MARC', title: 'Les misérables' })
    const problems: string[] = []
    expect(describeElement(wrap('not base64!'), 'MARC', (problem) => problems.push(problem))).toBeUndefined()
    expect(problems).toEqual(['the MARC record in binData (ISO 2709) is not read: the binData is not base64'])
  })
})
