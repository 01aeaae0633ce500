/**
 * The fields of a MARC 21 record (MARCXML, any prefix or none) and the helpers that read them:
 * what the MARCXML title-record reader (src/ingest/formats/marc/read.ts) and the MARC crosswalk
 * (src/ingest/crosswalks/marc.ts) share.
 */
import { normalizeLanguage } from '../../domain/languages.ts'
import type { MarcRecord } from '../types.ts'
import { type XmlElement, children, textOf } from '../xml.ts'

interface Subfield {
  code: string
  value: string
}

export interface DataField {
  tag: string
  ind1: string
  ind2: string
  subfields: Subfield[]
  line: string
}



// Words whose final period is part of the word, not ISBD punctuation: "St. Cloud, Minn.", "Brick & Co.".
// Place and firm abbreviations count only when capitalised, so a title ending in "la." or "me." still loses its period.
const CAPITALISED_ABBREVIATIONS = new Set([
  'co', 'inc', 'ltd', 'bros', 'corp', 'assn', 'soc', 'dept', 'univ', 'jr', 'sr', 'st', 'ste', 'dr', 'mr', 'mrs',
  'cie', 'gmbh', 'ala', 'ariz', 'ark', 'calif', 'cal', 'colo', 'conn', 'del', 'fla', 'ga', 'ill', 'ind', 'kan',
  'kans', 'ky', 'la', 'me', 'md', 'mass', 'mich', 'minn', 'miss', 'mo', 'mont', 'neb', 'nebr', 'nev', 'okla', 'ore',
  'oreg', 'pa', 'tenn', 'tex', 'vt', 'va', 'wash', 'wis', 'wisc', 'wyo', 'terr', 'ont', 'que',
])
const LOWERCASE_ABBREVIATIONS = new Set(['ed', 'eds', 'etc', 'vol', 'vols', 'nos', 'nr', 'jahrg', 'hft', 'bd', 'ser'])

function isAbbreviation(word: string): boolean {
  if (LOWERCASE_ABBREVIATIONS.has(word)) return true
  return /^\p{Lu}/u.test(word) && CAPITALISED_ABBREVIATIONS.has(word.toLowerCase())
}

/**
 * Strips ISBD punctuation that only separates MARC subfields (" /", " :",
 * " ;", " =", ",", and a closing period) while keeping periods that end an
 * abbreviation or initials.
 */
export function trimIsbd(text: string): string {
  let out = text.replace(/\s+/g, ' ').trim()
  for (;;) {
    const before = out
    out = out.replace(/\s*[/:;=,]$/, '').trim()
    if (out.endsWith('.') && !out.endsWith('...')) {
      const lastWord = /([^\s([]+)\.$/.exec(out)?.[1] ?? ''
      const initials = /^(?:\p{L}\.)*\p{L}$/u.test(lastWord) && lastWord.length <= 5
      if (!initials && !isAbbreviation(lastWord)) out = out.slice(0, -1).trim()
    }
    if (out === before) return out
  }
}

function readDataField(element: XmlElement): DataField {
  const tag = element.attributes.tag ?? ''
  const ind1 = element.attributes.ind1 ?? ' '
  const ind2 = element.attributes.ind2 ?? ' '
  const subfields = children(element, 'subfield').map((s) => ({ code: s.attributes.code ?? '', value: textOf(s) }))
  // "#" is MARC 21's documented sign for a blank indicator; spaces would vanish in HTML.
  const indicators = `${ind1 === ' ' || ind1 === '' ? '#' : ind1}${ind2 === ' ' || ind2 === '' ? '#' : ind2}`
  const line = `${tag} ${indicators} ${subfields.map((s) => `$${s.code} ${s.value}`).join(' ')}`.trimEnd()
  return { tag, ind1, ind2, subfields, line }
}

export function values(field: DataField, code: string): string[] {
  return field.subfields.filter((s) => s.code === code && s.value !== '').map((s) => s.value)
}

export function first(fields: DataField[], tag: string, code: string): string | undefined {
  for (const field of fields) {
    if (field.tag !== tag) continue
    const value = values(field, code)[0]
    if (value !== undefined) return value
  }
  return undefined
}

export function joinTitle(field: DataField): string {
  const a = values(field, 'a')[0] ?? ''
  const b = values(field, 'b')[0]
  if (b === undefined) return trimIsbd(a)
  // The $a's closing ISBD sign says what $b is: other title information (:), parallel title (=), or another title (;).
  const sign = /\s*([:=;])\s*$/.exec(a)?.[1] ?? ':'
  return `${trimIsbd(a)} ${sign} ${trimIsbd(b)}`
}

export function publisher(field: DataField): string | undefined {
  const places = values(field, 'a').map(trimIsbd).filter(Boolean)
  const names = values(field, 'b').map(trimIsbd).filter(Boolean)
  const parts = [places.join(' ; '), names.join(' ; ')].filter(Boolean)
  return parts.length > 0 ? parts.join(' : ') : undefined
}

export function year(text: string | undefined): number | undefined {
  return text !== undefined && /^\d{4}$/.test(text) ? Number(text) : undefined
}

export function languageCodes(field008: string | undefined, fields: DataField[]): string[] {
  const codes: string[] = []
  if (field008 !== undefined && field008.length >= 38) codes.push(field008.slice(35, 38))
  for (const field of fields) {
    if (field.tag !== '041') continue
    // Older records pack several codes into one $a ("gerfre").
    for (const value of values(field, 'a')) codes.push(...(value.replace(/\s/g, '').match(/.{3}/g) ?? []))
  }
  const out: string[] = []
  for (const code of codes) {
    const iso = normalizeLanguage(code)
    if (iso !== undefined && !out.includes(iso)) out.push(iso)
  }
  return out
}

export function linkedTitles(fields: DataField[], tag: string): string[] {
  const out: string[] = []
  for (const field of fields) {
    if (field.tag !== tag) continue
    const title = values(field, 't')[0] ?? values(field, 'a')[0]
    if (title !== undefined) out.push(trimIsbd(title))
  }
  return out
}

/** A MARC record's fields as read: control fields by tag (the first of each), data fields in order, the lines and the record to give out again. */
export interface MarcFields {
  controlFields: Map<string, string>
  dataFields: DataField[]
  fields: string[]
  marc: MarcRecord
}

/** The fields of a MARCXML `record` element (any namespace prefix), wherever it sits. */
export function readMarcFields(record: XmlElement): MarcFields {
  const fields: string[] = []
  const controlFields = new Map<string, string>()
  const dataFields: DataField[] = []
  const marc: MarcRecord = { fields: [] }
  for (const element of record.children) {
    if (element.name === 'leader') {
      marc.leader = element.text.replace(/^[\r\n]+|[\r\n]+$/g, '')
    } else if (element.name === 'controlfield') {
      const tag = element.attributes.tag ?? ''
      // Raw text: fixed fields are positional, so spaces are data.
      const value = element.text.replace(/^[\r\n]+|[\r\n]+$/g, '')
      if (!controlFields.has(tag)) controlFields.set(tag, value)
      fields.push(`${tag} ${value}`)
      marc.fields.push([tag, value])
    } else if (element.name === 'datafield') {
      const field = readDataField(element)
      dataFields.push(field)
      fields.push(field.line)
      marc.fields.push([field.tag, field.ind1 || ' ', field.ind2 || ' ', field.subfields.map((subfield) => [subfield.code, subfield.value])])
    }
  }
  return { controlFields, dataFields, fields, marc }
}

