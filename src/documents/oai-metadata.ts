/**
 * The metadata OAI-PMH gives out (issue 37, ADR 035): Dublin Core (`oai_dc`) and MODS 3.7 for
 * periodicals, issues and items, and MARCXML (`marc21`) for a periodical whose title record was
 * imported. Made from the store's fields as written by the importer; every value is escaped
 * (src/domain/seo.ts `xml` also drops what XML 1.0 cannot carry).
 */
import { xml } from '../domain/seo.ts'
import type { MarcRecord } from '../domain/title-records.ts'

export const METADATA_FORMATS = {
  oai_dc: { schema: 'http://www.openarchives.org/OAI/2.0/oai_dc.xsd', namespace: 'http://www.openarchives.org/OAI/2.0/oai_dc/' },
  mods: { schema: 'http://www.loc.gov/standards/mods/v3/mods-3-7.xsd', namespace: 'http://www.loc.gov/mods/v3' },
  marc21: { schema: 'http://www.loc.gov/standards/marcxml/schema/MARC21slim.xsd', namespace: 'http://www.loc.gov/MARC21/slim' },
} as const
export type MetadataPrefix = keyof typeof METADATA_FORMATS

export function isMetadataPrefix(value: string): value is MetadataPrefix {
  return Object.hasOwn(METADATA_FORMATS, value)
}

/** What every kind of record says of itself, as the metadata formats need it. */
export interface DescribedRecord {
  kind: 'periodical' | 'issue' | 'item'
  /** newspaper, serial, book, manuscript, poster, postcard. */
  docType: string
  title: string
  /** For an issue: the periodical it belongs to. */
  host?: { title: string; permalink: string; issn: string | null }
  creators: string[]
  publishers: string[]
  /** W3CDTF as known (YYYY, YYYY-MM or YYYY-MM-DD), or a periodical's run of years. */
  date: string | null
  dateRange?: { start: number | null; end: number | null }
  /** A periodical's statement of its dates ("1848-1945"). */
  period?: string | null
  number?: string | null
  edition?: number
  languages: string[]
  description?: string | null
  extent?: string | null
  issn?: string | null
  /** Our permanent link (src/domain/permalink.ts). */
  permalink: string
  /** The source's own persistent link (an ARK, a handle), when it gave one. */
  alsoKnownAs?: string
  /** The IIIF manifest or collection. */
  iiif: string
  rights: string
  earlierTitles?: string[]
  laterTitles?: string[]
  /** The OAI identifier, named in MODS's record information. */
  identifier: string
  /** Notes in several languages: "Demonstration collection: invented text" on the demo's records (issue 51). */
  notes?: { locale: string; text: string }[]
}

const NS_XSI = 'http://www.w3.org/2001/XMLSchema-instance'

function element(name: string, text: string | null | undefined, attributes: Record<string, string> = {}): string {
  if (text === null || text === undefined || text.trim() === '') return ''
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${xml(value)}"`)
    .join('')
  return `<${name}${attrs}>${xml(text)}</${name}>`
}

/** DCMI Type and a word for the kind of thing. */
function dcTypes(record: DescribedRecord): string[] {
  const still = record.docType === 'poster' || record.docType === 'postcard'
  const kind =
    record.kind === 'issue' ? `${record.docType} issue` : record.kind === 'periodical' ? record.docType : record.docType
  return [still ? 'StillImage' : 'Text', kind]
}

/** A run of years as W3CDTF allows it: one year, or start/end. */
function rangeText(range: DescribedRecord['dateRange']): string | null {
  if (!range?.start) return null
  return range.end && range.end !== range.start ? `${range.start}/${range.end}` : String(range.start)
}

function oaiDc(record: DescribedRecord): string {
  const parts = [
    element('dc:title', record.title),
    ...record.creators.map((name) => element('dc:creator', name)),
    ...record.publishers.map((name) => element('dc:publisher', name)),
    element('dc:date', record.date ?? rangeText(record.dateRange)),
    ...dcTypes(record).map((type) => element('dc:type', type)),
    element('dc:description', record.description),
    ...(record.notes ?? []).map((note) => element('dc:description', note.text, { 'xml:lang': note.locale })),
    element('dc:format', record.extent),
    ...record.languages.map((language) => element('dc:language', language)),
    element('dc:identifier', record.permalink),
    element('dc:identifier', record.alsoKnownAs),
    element('dc:identifier', record.issn ? `ISSN ${record.issn}` : null),
    element('dc:relation', record.host ? record.host.permalink : null),
    element('dc:source', record.host ? record.host.title : null),
    element('dc:relation', record.iiif),
    element('dc:rights', record.rights),
  ]
  return (
    `<oai_dc:dc xmlns:oai_dc="${METADATA_FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="${NS_XSI}"` +
    ` xsi:schemaLocation="${METADATA_FORMATS.oai_dc.namespace} ${METADATA_FORMATS.oai_dc.schema}">${parts.join('')}</oai_dc:dc>`
  )
}

/** MODS genres (MARC genre terms) and resource types by kind. */
function modsKind(record: DescribedRecord): { typeOfResource: string; genre: string; manuscript: boolean } {
  switch (record.docType) {
    case 'poster':
      return { typeOfResource: 'still image', genre: 'poster', manuscript: false }
    case 'postcard':
      return { typeOfResource: 'still image', genre: 'postcard', manuscript: false }
    case 'manuscript':
      return { typeOfResource: 'text', genre: 'manuscript', manuscript: true }
    case 'book':
      return { typeOfResource: 'text', genre: 'book', manuscript: false }
    case 'serial':
      return { typeOfResource: 'text', genre: 'periodical', manuscript: false }
    default:
      return { typeOfResource: 'text', genre: 'newspaper', manuscript: false }
  }
}

function mods(record: DescribedRecord): string {
  const kind = modsKind(record)
  const titleInfo =
    record.kind === 'issue'
      ? `<mods:titleInfo>${element('mods:title', record.host?.title ?? record.title)}${element('mods:partNumber', record.number)}${element('mods:partName', record.date)}</mods:titleInfo>`
      : `<mods:titleInfo>${element('mods:title', record.title)}</mods:titleInfo>`
  const names = record.creators
    .map((name) => `<mods:name><mods:namePart>${xml(name)}</mods:namePart><mods:role><mods:roleTerm type="text">creator</mods:roleTerm></mods:role></mods:name>`)
    .join('')
  const issuance = record.kind === 'periodical' ? 'continuing' : record.kind === 'issue' ? 'serial' : 'monographic'
  const dates =
    record.kind === 'periodical'
      ? [
          record.dateRange?.start ? element('mods:dateIssued', String(record.dateRange.start), { encoding: 'w3cdtf', point: 'start' }) : '',
          record.dateRange?.end ? element('mods:dateIssued', String(record.dateRange.end), { encoding: 'w3cdtf', point: 'end' }) : '',
          element('mods:dateIssued', record.period),
        ].join('')
      : element('mods:dateIssued', record.date, { encoding: 'w3cdtf', keyDate: 'yes' })
  const originInfo = `<mods:originInfo>${record.publishers.map((name) => element('mods:publisher', name)).join('')}${dates}${
    record.edition !== undefined && record.edition > 1 ? element('mods:edition', String(record.edition)) : ''
  }${element('mods:issuance', issuance)}</mods:originInfo>`
  const languages = record.languages
    .map((language) => `<mods:language>${element('mods:languageTerm', language, { type: 'code', authority: 'rfc5646' })}</mods:language>`)
    .join('')
  const host = record.host
    ? `<mods:relatedItem type="host"><mods:titleInfo>${element('mods:title', record.host.title)}</mods:titleInfo>${element('mods:identifier', record.host.issn, {
        type: 'issn',
      })}${element('mods:identifier', record.host.permalink, { type: 'uri' })}</mods:relatedItem>`
    : ''
  const related = [
    ...(record.earlierTitles ?? []).map((title) => `<mods:relatedItem type="preceding"><mods:titleInfo>${element('mods:title', title)}</mods:titleInfo></mods:relatedItem>`),
    ...(record.laterTitles ?? []).map((title) => `<mods:relatedItem type="succeeding"><mods:titleInfo>${element('mods:title', title)}</mods:titleInfo></mods:relatedItem>`),
  ].join('')
  const parts = [
    titleInfo,
    names,
    `<mods:typeOfResource${kind.manuscript ? ' manuscript="yes"' : ''}>${kind.typeOfResource}</mods:typeOfResource>`,
    element('mods:genre', kind.genre, { authority: 'marcgt' }),
    originInfo,
    languages,
    record.extent ? `<mods:physicalDescription>${element('mods:extent', record.extent)}</mods:physicalDescription>` : '',
    element('mods:abstract', record.description),
    ...(record.notes ?? []).map((note) => element('mods:note', note.text, { 'xml:lang': note.locale })),
    host,
    related,
    element('mods:identifier', record.permalink, { type: 'uri' }),
    element('mods:identifier', record.alsoKnownAs, { type: /ark:/i.test(record.alsoKnownAs ?? '') ? 'ark' : 'uri' }),
    element('mods:identifier', record.issn, { type: 'issn' }),
    `<mods:location>${element('mods:url', record.permalink, { usage: 'primary', access: 'object in context' })}${element('mods:url', record.iiif, {
      access: 'raw object',
      note: 'IIIF Presentation 3',
    })}</mods:location>`,
    element('mods:accessCondition', record.rights, { type: 'use and reproduction', 'xlink:href': record.rights }),
    `<mods:recordInfo>${element('mods:recordIdentifier', record.identifier, { source: 'OAI' })}</mods:recordInfo>`,
  ]
  return (
    `<mods:mods xmlns:mods="${METADATA_FORMATS.mods.namespace}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="${NS_XSI}" version="3.7"` +
    ` xsi:schemaLocation="${METADATA_FORMATS.mods.namespace} ${METADATA_FORMATS.mods.schema}">${parts.join('')}</mods:mods>`
  )
}

/** A control field's tag: three characters, 00X. */
const CONTROL_TAG = /^00[0-9A-Za-z]$/

/** MARCXML of a title record as read (leader, control and data fields in their order). */
export function marcXml(record: MarcRecord): string {
  const fields = record.fields
    .map((field) => {
      if (field.length === 2) {
        const [tag, value] = field
        return CONTROL_TAG.test(tag) ? `<marc:controlfield tag="${xml(tag)}">${xml(value)}</marc:controlfield>` : ''
      }
      const [tag, ind1, ind2, subfields] = field
      const subs = subfields.map(([code, value]) => `<marc:subfield code="${xml(code)}">${xml(value)}</marc:subfield>`).join('')
      return `<marc:datafield tag="${xml(tag)}" ind1="${xml(ind1.slice(0, 1) || ' ')}" ind2="${xml(ind2.slice(0, 1) || ' ')}">${subs}</marc:datafield>`
    })
    .join('')
  // A record read without a leader gets the MARC 21 default for a serial's: MARCXML requires one.
  const leader = record.leader && record.leader.length === 24 ? record.leader : '     nas a22     uu 4500'
  return (
    `<marc:record xmlns:marc="${METADATA_FORMATS.marc21.namespace}" xmlns:xsi="${NS_XSI}"` +
    ` xsi:schemaLocation="${METADATA_FORMATS.marc21.namespace} ${METADATA_FORMATS.marc21.schema}"><marc:leader>${xml(leader)}</marc:leader>${fields}</marc:record>`
  )
}

/** The record in a format other than MARCXML (which only title records with a stored MARC record have). */
export function describedMetadata(prefix: 'oai_dc' | 'mods', record: DescribedRecord): string {
  return prefix === 'oai_dc' ? oaiDc(record) : mods(record)
}
