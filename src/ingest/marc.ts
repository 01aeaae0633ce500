/**
 * MARCXML title records (serials) → TitleRecord. Pure: the caller reads the
 * file. Accepts a bare `<record>` (as the LoC marc-mirror serves them) or a
 * `<collection>`, with the MARC21 namespace under any prefix or none.
 */
import { normalizeLanguage } from '../domain/languages.ts'
import { cleanTitle } from './clean-text.ts'
import { checkTitleRecordLimits, xmlLineOf } from './limits.ts'
import { foldToAscii } from '../domain/fold.ts'
import { type MarcRecord, type TitleRecord, IngestError } from './types.ts'
import { type XmlElement, children, parseXml, textOf } from './xml.ts'

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

function year(text: string | undefined): number | undefined {
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

function linkedTitles(fields: DataField[], tag: string): string[] {
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

function readRecord(record: XmlElement, file: string): TitleRecord {
  const { controlFields, dataFields, fields, marc } = readMarcFields(record)
  const field245 = dataFields.find((f) => f.tag === '245')
  if (!field245) throw new IngestError(file, record.line, 'MARC record without a title (245)')
  const title = joinTitle(field245)
  if (title === '') throw new IngestError(file, record.line, 'MARC record with an empty title (245 $a)')

  const lccn = first(dataFields, '010', 'a')?.replace(/\s+/g, '')
  const control001 = controlFields.get('001')?.trim()
  const controlNumber = lccn || control001 || undefined

  // 264 second indicator 1 is the publication statement; 0/2/3/4 are production, distribution, manufacture, copyright.
  const publication264 = dataFields.filter((f) => f.tag === '264' && f.ind2 === '1')
  const publishers: string[] = []
  for (const field of dataFields) {
    if (field.tag !== '260' && !publication264.includes(field)) continue
    const text = publisher(field)
    if (text !== undefined && !publishers.includes(text)) publishers.push(text)
  }

  // 264 with second indicator 3 is the manufacture statement: the printer.
  const printers: string[] = []
  for (const field of dataFields) {
    if (field.tag !== '264' || field.ind2 !== '3') continue
    const text = publisher(field)
    if (text !== undefined && !printers.includes(text)) printers.push(text)
  }
  const description = dataFields
    .filter((f) => f.tag === '520')
    .flatMap((f) => values(f, 'a'))
    .map((text) => text.trim())
    .filter(Boolean)
    .join(' ')

  const statements = dataFields
    .filter((f) => f.tag === '362')
    .flatMap((f) => values(f, 'a'))
    .map(trimIsbd)
    .filter(Boolean)
  const dateOf260 = first(dataFields, '260', 'c') ?? first(publication264, '264', 'c')
  const dates = statements.length > 0 ? statements.join('; ') : dateOf260 !== undefined ? trimIsbd(dateOf260) : undefined

  const field008 = controlFields.get('008')
  const startYear = year(field008?.slice(7, 11))
  const end = year(field008?.slice(11, 15))
  const endYear = end === 9999 ? undefined : end

  return {
    controlNumber,
    issn: first(dataFields, '022', 'a')?.trim(),
    title,
    publishers,
    printers,
    description: description || undefined,
    dates: dates || undefined,
    startYear,
    endYear,
    languages: languageCodes(field008, dataFields),
    earlierTitles: linkedTitles(dataFields, '780'),
    laterTitles: linkedTitles(dataFields, '785'),
    fields,
    marc,
  }
}

export function readMarcXml(xml: string, file: string): TitleRecord[] {
  const root = parseXml(xml, file)
  let records: TitleRecord[]
  if (root.name === 'record') records = [readRecord(root, file)]
  else if (root.name === 'collection') records = children(root, 'record').map((record) => readRecord(record, file))
  else throw new IngestError(file, root.line, `not MARCXML: root element <${root.name}>, expected <record> or <collection>`)
  const lineOf = xmlLineOf(root)
  for (const record of records) {
    // The title a periodical is listed and cited by: without control or bidirectional characters (L2 of issue 48).
    record.title = cleanTitle(record.title)
    checkTitleRecordLimits(record, file, lineOf)
  }
  return records
}

function normalTitle(text: string): string {
  return foldToAscii(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function normalIssn(text: string | undefined): string {
  return (text ?? '').toUpperCase().replace(/[^0-9X]/g, '')
}

/**
 * Whether a title record describes a periodical: by LCCN-based id first,
 * then ISSN, and only then by title, since titles repeat across places.
 */
export function matchTitleRecord(record: Pick<TitleRecord, 'controlNumber' | 'issn' | 'title'>, periodical: { id: string; issn?: string; title: string }): boolean {
  const control = record.controlNumber?.replace(/\s+/g, '').toLowerCase()
  if (control && control === periodical.id.replace(/\s+/g, '').toLowerCase()) return true
  const issn = normalIssn(record.issn)
  if (issn !== '' && issn === normalIssn(periodical.issn)) return true
  const title = normalTitle(record.title)
  return title !== '' && title === normalTitle(periodical.title)
}
