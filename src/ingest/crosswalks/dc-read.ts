/**
 * Dublin Core in METS dmdSecs (`mdWrap MDTYPE="DC"`), where an archival package has no MODS: the
 * BnF's SPAR packages (`spar_dc:spar_dc` with `dc:title`, `dc:date` as `1898/02/14`, an ISO 639-3
 * `dc:language`, the issue's sequential designations as typed `dc:description`s), Rosetta SIPs
 * (`dc:record`), oai_dc. Elements are known by their local names, like everything else in METS.
 */
import { normalizeLanguage } from '../../domain/languages.ts'
import { parseModsDate } from './mods-read.ts'
import { children, textOf, type XmlElement } from '../xml.ts'

export interface DcRecord {
  titles: string[]
  dates: string[]
  languages: string[]
  /** The issue's sequential designations as printed ("Année 2", "Numéro 68"), coarsest first. */
  designations: string[]
  identifiers: string[]
  publishers: string[]
  /** Related resources: the periodical's identifier (`dc:relation xsi:type="spar_dc:ark"`). */
  relations: string[]
  /** dc:creator: the authors. */
  creators?: string[]
}

const DC_FIELDS = new Set(['title', 'date', 'issued', 'created', 'language', 'description', 'identifier', 'publisher', 'relation', 'isPartOf', 'creator'])

/** The DC record a dmdSec wraps, or undefined when it wraps something else (MODS, MARC). */
export function dcRecordOf(dmdSec: XmlElement): DcRecord | undefined {
  const wrap = children(dmdSec, 'mdWrap')[0]
  if (!wrap || !/^DC$/i.test(wrap.attributes.MDTYPE ?? '')) return undefined
  return collect(wrap)
}

/** The DC fields under an element (an mdWrap, an oai_dc:dc or a dc record), wherever they are nested. */
export function collect(wrap: XmlElement): DcRecord {
  const record: DcRecord = { titles: [], dates: [], languages: [], designations: [], identifiers: [], publishers: [], relations: [], creators: [] }
  const walk = (element: XmlElement) => {
    for (const node of element.children) {
      if (DC_FIELDS.has(node.name) && node.children.length === 0) add(record, node)
      else walk(node)
    }
  }
  walk(wrap)
  return record
}

function add(record: DcRecord, node: XmlElement): void {
  const text = textOf(node)
  if (text === '') return
  const type = node.attributes.type ?? ''
  switch (node.name) {
    case 'title':
      // A page's pagination ("spar_dc:paginationA") is not a title.
      if (!/pagination/i.test(type)) record.titles.push(text)
      return
    case 'date':
    case 'issued':
    case 'created':
      record.dates.push(text)
      return
    case 'language':
      for (const part of text.split(/[\s,;]+/)) {
        const code = normalizeLanguage(part)
        if (code && !record.languages.includes(code)) record.languages.push(code)
      }
      return
    case 'description':
      if (/sequentialDesignation/i.test(type)) record.designations.push(text)
      return
    case 'identifier':
      record.identifiers.push(text)
      return
    case 'publisher':
      record.publishers.push(text)
      return
    case 'creator':
      record.creators = [...(record.creators ?? []), text]
      return
    default:
      record.relations.push(text)
  }
}

/**
 * A DC date as ISO, in the shapes real files use: `1898/02/14`, `14.02.1898`, `1898-02-14`,
 * `1898-02`, `1898`, and a date and time (`1898-02-14T00:00:00`). Impossible dates give undefined.
 */
export function parseDcDate(value: string): string | undefined {
  const text = value.trim().replace(/T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?$/, '')
  const slashed = /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/.exec(text)
  if (slashed) return parseModsDate(`${slashed[1]}-${slashed[2]?.padStart(2, '0')}-${slashed[3]?.padStart(2, '0')}`)
  const slashedMonth = /^(\d{4})\/(\d{1,2})$/.exec(text)
  if (slashedMonth) return parseModsDate(`${slashedMonth[1]}-${slashedMonth[2]?.padStart(2, '0')}`)
  return parseModsDate(text)
}

/** The issue number among the designations: the one that says it is a number ("Numéro 68", "Nr. 12"), else the last. */
export function dcIssueNumber(designations: readonly string[]): string | undefined {
  const numbered = designations.find((text) => /\b(?:n[º°o]|nr|no|num(?:[ée]ro|ber|mer)?|heft|issue|aflevering)\b\.?/i.test(text)) ?? designations.at(-1)
  if (numbered === undefined) return undefined
  return /(\d[\w/-]*)\s*$/.exec(numbered)?.[1] ?? numbered
}

/**
 * Whether a DC title is the issue's designation rather than a title ("1898/02/14 (Année 2,
 * Numéro 68)"): with the dates and designations taken out, no word is left.
 */
export function isDesignationTitle(title: string, record: DcRecord): boolean {
  let rest = title
  for (const part of [...record.dates, ...record.designations]) rest = rest.split(part).join(' ')
  rest = rest.replace(/\d{1,4}[-/.]\d{1,2}[-/.]\d{1,4}/g, ' ')
  return !/\p{L}{2,}/u.test(rest)
}

/** Several records as one: each field in order of the records, without repeats. */
export function mergeDc(records: readonly DcRecord[]): DcRecord {
  const all = (pick: (record: DcRecord) => string[]) => [...new Set(records.flatMap(pick))]
  return {
    titles: all((record) => record.titles),
    dates: all((record) => record.dates),
    languages: all((record) => record.languages),
    designations: all((record) => record.designations),
    identifiers: all((record) => record.identifiers),
    publishers: all((record) => record.publishers),
    relations: all((record) => record.relations),
    creators: all((record) => record.creators ?? []),
  }
}
