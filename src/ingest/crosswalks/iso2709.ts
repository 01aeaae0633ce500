/**
 * MARC 21 in its exchange form, ISO 2709 (ADR 074), as a METS carries it base64-encoded in an
 * `mdWrap MDTYPE="MARC"`'s `binData`: read strictly into the fields the MARCXML reader gives
 * (src/ingest/crosswalks/marc-fields.ts), so the same MARC crosswalk describes it.
 *
 * The record: a leader of 24 bytes (00–04 the record's length, 09 the character coding, 10 and 11
 * the indicator and subfield-code counts, 2 and 2 in MARC 21, 12–16 where the data starts, 20–23
 * "4500"); a directory of 12-byte entries (tag, the field's length, where it starts) ended by a
 * field terminator (1E); the fields, each ended by 1E, a data field's two indicators first and its
 * subfields each after a delimiter (1F) and its code; then a record terminator (1D). Every length
 * and position is checked: a record that does not add up is refused, never read in part.
 *
 * Leader 09 `a` is UCS (UTF-8, decoded strictly); a blank is MARC-8, of which only its ASCII part
 * is read: a record with any byte beyond it (MARC-8's diacritics, other scripts by escape
 * sequences) is refused rather than turned into mojibake.
 */
import type { MarcRecord } from '../types.ts'
import type { DataField, MarcFields } from './marc-fields.ts'

export class Iso2709Error extends Error {}

const FIELD_END = 0x1e
const RECORD_END = 0x1d
const DELIMITER = 0x1f

function digits(text: string, what: string): number {
  if (!/^\d+$/.test(text)) throw new Iso2709Error(`${what} is not a number ("${text}")`)
  return Number(text)
}

/** The bytes as text by the leader's coding: UTF-8 strictly, or MARC-8 only when it is all ASCII. */
function decoder(coding: string): (bytes: Uint8Array) => string {
  if (coding === 'a') {
    const utf8 = new TextDecoder('utf-8', { fatal: true })
    return (bytes) => {
      try {
        return utf8.decode(bytes)
      } catch {
        throw new Iso2709Error('the leader says UTF-8 (09 "a"), but a field is not UTF-8')
      }
    }
  }
  if (coding !== ' ') throw new Iso2709Error(`the leader's character coding (09) is "${coding}", neither MARC-8 (blank) nor UCS ("a")`)
  return (bytes) => {
    if (bytes.some((byte) => byte >= 0x80 || byte === 0x1b)) {
      throw new Iso2709Error('the record is in MARC-8 (leader 09 blank) with characters beyond ASCII, which are not read (convert it to UTF-8)')
    }
    return String.fromCharCode(...bytes)
  }
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim()

function dataField(tag: string, body: Uint8Array, decode: (bytes: Uint8Array) => string): DataField {
  if (body.length < 2) throw new Iso2709Error(`field ${tag} has no indicators`)
  const ind1 = decode(body.subarray(0, 1))
  const ind2 = decode(body.subarray(1, 2))
  const subfields: DataField['subfields'] = []
  let start = 2
  if (body.length > 2 && body[2] !== DELIMITER) throw new Iso2709Error(`field ${tag} has data before its first subfield`)
  while (start < body.length) {
    let end = body.indexOf(DELIMITER, start + 1)
    if (end === -1) end = body.length
    if (end - start < 2) throw new Iso2709Error(`field ${tag} has a subfield without a code`)
    subfields.push({ code: decode(body.subarray(start + 1, start + 2)), value: collapse(decode(body.subarray(start + 2, end))) })
    start = end
  }
  const indicators = `${ind1 === ' ' ? '#' : ind1}${ind2 === ' ' ? '#' : ind2}`
  const line = `${tag} ${indicators} ${subfields.map((s) => `$${s.code} ${s.value}`).join(' ')}`.trimEnd()
  return { tag, ind1, ind2, subfields, line }
}

/** One ISO 2709 record, the whole of `bytes`, as its fields. Throws Iso2709Error saying what does not add up. */
export function readIso2709(bytes: Uint8Array): MarcFields {
  if (bytes.length < 25) throw new Iso2709Error(`${bytes.length} bytes are too few for a record (a leader is 24)`)
  const leader = String.fromCharCode(...bytes.subarray(0, 24))
  const length = digits(leader.slice(0, 5), 'the record length (leader 00-04)')
  if (length !== bytes.length) throw new Iso2709Error(`the leader gives a length of ${length} bytes, the record has ${bytes.length}`)
  if (leader.slice(10, 12) !== '22' || leader.slice(20, 22) !== '45') throw new Iso2709Error(`the leader ("${leader}") is not MARC 21's (indicator and subfield counts 2, entry map 45)`)
  if (bytes[length - 1] !== RECORD_END) throw new Iso2709Error('the record does not end with a record terminator (1D)')
  const base = digits(leader.slice(12, 17), 'the base address of data (leader 12-16)')
  if (base < 25 || base > length - 1 || bytes[base - 1] !== FIELD_END || (base - 25) % 12 !== 0) {
    throw new Iso2709Error(`the base address of data (${base}) does not follow a directory of 12-byte entries ended by a field terminator`)
  }
  const decode = decoder(leader.slice(9, 10))
  const marc: MarcRecord = { leader, fields: [] }
  const result: MarcFields = { controlFields: new Map(), dataFields: [], fields: [], marc }
  for (let entry = 24; entry < base - 1; entry += 12) {
    const text = String.fromCharCode(...bytes.subarray(entry, entry + 12))
    const tag = text.slice(0, 3)
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) throw new Iso2709Error(`a directory entry has the tag "${tag}"`)
    const size = digits(text.slice(3, 7), `the length of field ${tag}`)
    const start = base + digits(text.slice(7, 12), `the start of field ${tag}`)
    if (size < 1 || start + size > length - 1 || bytes[start + size - 1] !== FIELD_END) {
      throw new Iso2709Error(`field ${tag} (${size} bytes at ${start - base}) does not end with a field terminator within the record`)
    }
    const body = bytes.subarray(start, start + size - 1)
    if (/^00[0-9]$/.test(tag)) {
      const value = decode(body)
      if (!result.controlFields.has(tag)) result.controlFields.set(tag, value)
      result.fields.push(`${tag} ${value}`)
      marc.fields.push([tag, value])
    } else {
      const field = dataField(tag, body, decode)
      result.dataFields.push(field)
      result.fields.push(field.line)
      marc.fields.push([tag, field.ind1, field.ind2, field.subfields.map((subfield) => [subfield.code, subfield.value])])
    }
  }
  return result
}

/** The record a `binData` holds: base64, whitespace allowed between its characters. */
export function readBinaryMarc(base64: string): MarcFields {
  const text = base64.replace(/\s+/g, '')
  if (text === '' || text.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw new Iso2709Error('the binData is not base64')
  return readIso2709(Buffer.from(text, 'base64'))
}
