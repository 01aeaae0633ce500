/**
 * METS writers in the BnL profile of the real sample
 * (data/real/bnl-luxzeit-1858-07-10/example-mets.xml): a MODSMD_COLLECTION
 * dmdSec with the periodical id, MODSMD_PRINT with the issue (or item)
 * description, one MODS dmdSec per logical unit, an ALTO fileGrp, a
 * physical structMap of pages and a logical structMap whose fptr/area
 * elements point at ALTO block IDs.
 *
 * The METS namespace prefix varies between files (none, mets:, METS:)
 * because real deliveries vary and the reader must not care.
 */
import { attrs, escapeXml } from './xml-text.ts'

export type MetsPrefix = '' | 'mets:' | 'METS:'

export const METS_NAMESPACE = 'http://www.loc.gov/METS/'
export const MODS_NAMESPACE = 'http://www.loc.gov/mods/v3'

export interface MetsArea {
  /** 1-based page sequence, selects the ALTO file. */
  page: number
  /** ALTO block ID, e.g. P1_TB00004 or P2_IL00001. */
  block: string
}

/** What a group of ALTO blocks is within its unit, written as the div TYPE. */
export type MetsPartRole =
  | 'OVERLINE'
  | 'TITLE'
  | 'SUBHEADLINE'
  | 'PARAGRAPH'
  | 'AUTHOR'
  | 'IMAGE'
  | 'CAPTION'
  | 'TEXTBLOCK'
  | 'HEADLINE'
  | 'PUBLISHING_STMT'

export interface MetsPart {
  role: MetsPartRole
  areas: MetsArea[]
}

export interface MetsName {
  given: string
  family: string
  alsoKnownAs?: string[]
}

/** A logical unit: a div with its own MODS (title, language) and its blocks. */
export interface MetsUnit {
  /** METS div TYPE: ARTICLE, ADVERTISEMENT, SECTION, CHAPTER, … */
  type: string
  title?: string
  subTitle?: string
  /** xml:lang of the title (BnL sometimes differs from the text language). */
  titleLanguage?: string
  /** ISO 639-1 code of the text. */
  language?: string
  authors?: MetsName[]
  parts: MetsPart[]
  /** Nested units (a SECTION's articles). */
  children?: MetsUnit[]
  /** All blocks in one fptr directly under the div, as BnL writes advertisements. */
  flat?: boolean
}

export interface MetsPageRef {
  sequence: number
  /** Relative ALTO location, e.g. text/01.xml */
  href: string
}

export interface IssueMetsInput {
  prefix: MetsPrefix
  documentType: 'newspaper' | 'serial'
  periodicalId: string
  periodicalTitle: string
  titleLanguage: string
  /** ISO YYYY-MM-DD */
  date: string
  /** BnL writes ISO dates; some MODS carry DD.MM.YYYY. */
  dateStyle: 'iso' | 'dmy'
  edition: number
  /** Issue number as printed. */
  number: string
  /** Volume (Jahrgang) as printed. */
  volume: string
  languages: string[]
  /** Permanent link (ARK). */
  objId: string
  publisher: string
  shelfmark: string
  pages: MetsPageRef[]
  /** The TITLE_SECTION (if any) goes before the CONTENT div, the rest inside it. */
  units: MetsUnit[]
}

export type ItemMetsType = 'Monograph' | 'Manuscript' | 'Poster' | 'BornDigitalMonograph'

export interface ItemMetsInput {
  prefix: MetsPrefix
  metsType: ItemMetsType
  itemId: string
  title: string
  subTitle?: string
  alternativeTitles: string[]
  titleLanguage: string
  authors: MetsName[]
  publisher?: string
  place?: string
  /** YYYY or YYYY-MM-DD */
  date: string
  extent: string
  languages: string[]
  objId: string
  bornDigital: boolean
  pages: MetsPageRef[]
  units: MetsUnit[]
}

const CREATED = '2025-11-20T09:00:00'

function pad5(n: number): string {
  return String(n).padStart(5, '0')
}

function altoFileId(page: number): string {
  return `ALTO${pad5(page)}`
}

/** The div TYPE → the dmdSec ID family used by BnL (ARTICLE, SECTION, PICT). */
function dmdFamily(type: string): string {
  switch (type) {
    case 'SECTION':
    case 'TITLE_SECTION':
    case 'SUPPLEMENT':
      return 'SECTION'
    case 'ILLUSTRATION':
    case 'TABLE':
    case 'MAP':
    case 'CHART_DIAGRAM':
      return 'PICT'
    case 'CHAPTER':
      return 'CHAPTER'
    default:
      return 'ARTICLE'
  }
}

class MetsBuilder {
  private readonly p: MetsPrefix
  private dtl = 0
  private readonly dmdCounters = new Map<string, number>()
  readonly dmdSecs: string[] = []

  constructor(prefix: MetsPrefix) {
    this.p = prefix
  }

  id(): string {
    this.dtl++
    return `DTL${this.dtl}`
  }

  open(name: string, attributes: [string, string | number | undefined][] = []): string {
    return `<${this.p}${name}${attrs(attributes)}>`
  }

  close(name: string): string {
    return `</${this.p}${name}>`
  }

  empty(name: string, attributes: [string, string | number | undefined][]): string {
    return `<${this.p}${name}${attrs(attributes)}/>`
  }

  /** A dmdSec wrapping MODS lines; returns its ID. */
  addDmd(id: string, modsLines: string[], label?: string): string {
    const out: string[] = []
    out.push(`  ${this.open('dmdSec', [['ID', id]])}`)
    out.push(`    ${this.open('mdWrap', [['LABEL', label], ['MDTYPE', 'MODS'], ['MIMETYPE', 'text/xml']])}`)
    out.push(`      ${this.open('xmlData')}`)
    out.push('        <mods:mods>')
    for (const line of modsLines) out.push(`          ${line}`)
    out.push('        </mods:mods>')
    out.push(`      ${this.close('xmlData')}`)
    out.push(`    ${this.close('mdWrap')}`)
    out.push(`  ${this.close('dmdSec')}`)
    this.dmdSecs.push(out.join('\n'))
    return id
  }

  unitDmd(unit: MetsUnit): string | undefined {
    if (unit.title === undefined && unit.language === undefined) return undefined
    const family = dmdFamily(unit.type)
    const n = (this.dmdCounters.get(family) ?? 0) + 1
    this.dmdCounters.set(family, n)
    const id = `MODSMD_${family}${n}`
    const lines: string[] = []
    if (unit.title !== undefined) {
      const lang = unit.titleLanguage ?? unit.language
      lines.push(`<mods:titleInfo ID="${id}_TI1"${lang !== undefined ? ` xml:lang="${escapeXml(lang)}"` : ''}>`)
      lines.push(`  <mods:title>${escapeXml(unit.title)}</mods:title>`)
      if (unit.subTitle !== undefined) lines.push(`  <mods:subTitle>${escapeXml(unit.subTitle)}</mods:subTitle>`)
      lines.push('</mods:titleInfo>')
    }
    ;(unit.authors ?? []).forEach((author, i) => lines.push(...modsName(`${id}_N${i + 1}`, author)))
    if (unit.language !== undefined) {
      lines.push('<mods:language>')
      lines.push(`  <mods:languageTerm authority="rfc3066" type="code">${escapeXml(unit.language)}</mods:languageTerm>`)
      lines.push('</mods:language>')
    }
    return this.addDmd(id, lines)
  }

  fptr(areas: MetsArea[], indent: string): string[] {
    const out: string[] = []
    out.push(`${indent}${this.open('fptr', [['ID', this.id()]])}`)
    const area = (a: MetsArea, extra: string) =>
      `${extra}${this.empty('area', [['BEGIN', a.block], ['BETYPE', 'IDREF'], ['FILEID', altoFileId(a.page)], ['ID', this.id()]])}`
    if (areas.length === 1) {
      const only = areas[0]
      if (only) out.push(area(only, `${indent}  `))
    } else {
      out.push(`${indent}  ${this.open('seq')}`)
      for (const a of areas) out.push(area(a, `${indent}    `))
      out.push(`${indent}  ${this.close('seq')}`)
    }
    out.push(`${indent}${this.close('fptr')}`)
    return out
  }

  unitDiv(unit: MetsUnit, order: number | undefined, indent: string): string[] {
    const out: string[] = []
    const dmd = this.unitDmd(unit)
    const label = [unit.title, unit.subTitle].filter((t) => t !== undefined).join(' ') || undefined
    out.push(`${indent}${this.open('div', [['DMDID', dmd], ['ID', this.id()], ['LABEL', label], ['ORDER', order], ['TYPE', unit.type]])}`)
    const inner = `${indent}  `
    if (unit.flat) {
      out.push(...this.fptr(unit.parts.flatMap((part) => part.areas), inner))
    } else if (unit.type === 'TITLE_SECTION') {
      unit.parts.forEach((part, i) => {
        out.push(`${inner}${this.open('div', [['ID', this.id()], ['ORDER', i + 1], ['TYPE', part.role]])}`)
        out.push(...this.fptr(part.areas, `${inner}  `))
        out.push(`${inner}${this.close('div')}`)
      })
    } else {
      const heading = unit.parts.filter((part) => part.role === 'OVERLINE' || part.role === 'TITLE' || part.role === 'SUBHEADLINE')
      const images = unit.parts.filter((part) => part.role === 'IMAGE' || part.role === 'CAPTION')
      const body = unit.parts.filter((part) => part.role === 'PARAGRAPH' || part.role === 'AUTHOR' || part.role === 'TEXTBLOCK')
      if (heading.length > 0) {
        out.push(`${inner}${this.open('div', [['ID', this.id()], ['TYPE', 'HEADING']])}`)
        for (const part of heading) {
          out.push(`${inner}  ${this.open('div', [['ID', this.id()], ['TYPE', part.role]])}`)
          out.push(...this.fptr(part.areas, `${inner}    `))
          out.push(`${inner}  ${this.close('div')}`)
        }
        out.push(`${inner}${this.close('div')}`)
      }
      for (const part of images) {
        out.push(`${inner}${this.open('div', [['ID', this.id()], ['TYPE', part.role]])}`)
        out.push(...this.fptr(part.areas, `${inner}  `))
        out.push(`${inner}${this.close('div')}`)
      }
      if (body.length > 0) {
        out.push(`${inner}${this.open('div', [['ID', this.id()], ['TYPE', 'BODY']])}`)
        out.push(`${inner}  ${this.open('div', [['ID', this.id()], ['TYPE', 'BODY_CONTENT']])}`)
        body.forEach((part, i) => {
          const deeper = `${inner}    `
          if (part.role === 'PARAGRAPH') {
            out.push(`${deeper}${this.open('div', [['ID', this.id()], ['ORDER', i + 1], ['TYPE', 'PARAGRAPH']])}`)
            out.push(`${deeper}  ${this.open('div', [['ID', this.id()], ['TYPE', 'TEXT']])}`)
            out.push(...this.fptr(part.areas, `${deeper}    `))
            out.push(`${deeper}  ${this.close('div')}`)
            out.push(`${deeper}${this.close('div')}`)
          } else {
            out.push(`${deeper}${this.open('div', [['ID', this.id()], ['ORDER', i + 1], ['TYPE', part.role]])}`)
            out.push(...this.fptr(part.areas, `${deeper}  `))
            out.push(`${deeper}${this.close('div')}`)
          }
        })
        out.push(`${inner}  ${this.close('div')}`)
        out.push(`${inner}${this.close('div')}`)
      }
    }
    ;(unit.children ?? []).forEach((child, i) => out.push(...this.unitDiv(child, i + 1, inner)))
    out.push(`${indent}${this.close('div')}`)
    return out
  }

  header(type: string, label: string, objId: string): string[] {
    const p = this.p
    const ns = p === '' ? `xmlns="${METS_NAMESPACE}"` : `xmlns:${p.slice(0, -1)}="${METS_NAMESPACE}"`
    return [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<${p}mets ${ns} xmlns:mods="${MODS_NAMESPACE}" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"${attrs([['LABEL', label], ['OBJID', objId], ['TYPE', type]])} xsi:schemaLocation="${METS_NAMESPACE} http://www.loc.gov/standards/mets/mets.xsd ${MODS_NAMESPACE} http://www.loc.gov/standards/mods/v3/mods-3-7.xsd">`,
      `  ${this.open('metsHdr', [['CREATEDATE', CREATED]])}`,
      `    ${this.open('agent', [['OTHERTYPE', 'SOFTWARE'], ['ROLE', 'CREATOR'], ['TYPE', 'OTHER']])}`,
      `      ${this.open('name')}National Digital Library demo generator${this.close('name')}`,
      `    ${this.close('agent')}`,
      `  ${this.close('metsHdr')}`,
    ]
  }

  fileSec(pages: MetsPageRef[]): string[] {
    const out = [`  ${this.open('fileSec')}`, `    ${this.open('fileGrp', [['ID', 'ALTOGRP'], ['USE', 'Text']])}`]
    for (const page of pages) {
      out.push(
        `      ${this.open('file', [['GROUPID', page.sequence], ['ID', altoFileId(page.sequence)], ['MIMETYPE', 'text/xml'], ['SEQ', page.sequence]])}`,
      )
      out.push(`        ${this.empty('FLocat', [['LOCTYPE', 'URL'], ['xlink:href', `file://./${page.href}`]])}`)
      out.push(`      ${this.close('file')}`)
    }
    out.push(`    ${this.close('fileGrp')}`, `  ${this.close('fileSec')}`)
    return out
  }

  physical(rootType: string, label: string, dmdIds: string, pages: MetsPageRef[]): string[] {
    const out = [`  ${this.open('structMap', [['ID', this.id()], ['LABEL', 'Physical Structure'], ['TYPE', 'PHYSICAL']])}`]
    out.push(`    ${this.open('div', [['DMDID', dmdIds], ['ID', this.id()], ['LABEL', label], ['TYPE', rootType]])}`)
    for (const page of pages) {
      out.push(
        `      ${this.open('div', [['ID', this.id()], ['ORDER', page.sequence], ['ORDERLABEL', page.sequence], ['TYPE', 'PAGE']])}`,
      )
      out.push(`        ${this.open('fptr', [['ID', this.id()]])}`)
      out.push(`          ${this.open('par')}`)
      out.push(
        `            ${this.empty('area', [['BEGIN', `P${page.sequence}`], ['BETYPE', 'IDREF'], ['FILEID', altoFileId(page.sequence)], ['ID', this.id()]])}`,
      )
      out.push(`          ${this.close('par')}`)
      out.push(`        ${this.close('fptr')}`)
      out.push(`      ${this.close('div')}`)
    }
    out.push(`    ${this.close('div')}`, `  ${this.close('structMap')}`)
    return out
  }
}

function modsName(id: string, name: MetsName): string[] {
  const lines = [`<mods:name ID="${id}" type="personal">`]
  lines.push(`  <mods:namePart type="given">${escapeXml(name.given)}</mods:namePart>`)
  lines.push(`  <mods:namePart type="family">${escapeXml(name.family)}</mods:namePart>`)
  for (const aka of name.alsoKnownAs ?? []) {
    lines.push('  <mods:alternativeName altType="pseudonym">')
    lines.push(`    <mods:namePart>${escapeXml(aka)}</mods:namePart>`)
    lines.push('  </mods:alternativeName>')
  }
  lines.push('  <mods:role>')
  lines.push('    <mods:roleTerm authority="marcrelator" type="code">aut</mods:roleTerm>')
  lines.push('  </mods:role>')
  lines.push('</mods:name>')
  return lines
}

function languageLines(languages: string[]): string[] {
  return [
    '<mods:language>',
    ...languages.map((l) => `  <mods:languageTerm authority="rfc3066" type="code">${escapeXml(l)}</mods:languageTerm>`),
    '</mods:language>',
  ]
}

function dmyDate(iso: string): string {
  const [y, m, d] = iso.split('-')
  return `${d}.${m}.${y}`
}

/** METS for one issue of a newspaper or serial. */
export function issueMets(input: IssueMetsInput): string {
  const b = new MetsBuilder(input.prefix)
  const editionLabel = `${input.date}_${String(input.edition).padStart(2, '0')}`
  const label = `${input.periodicalTitle} ${editionLabel}`
  const rootType = input.documentType === 'newspaper' ? 'Newspaper' : 'Serial'

  b.addDmd(
    'MODSMD_COLLECTION',
    [
      `<mods:identifier type="local">${escapeXml(input.periodicalId)}</mods:identifier>`,
      `<mods:titleInfo ID="MODSMD_COLLECTION_TI1" xml:lang="${escapeXml(input.titleLanguage)}">`,
      `  <mods:title>${escapeXml(input.periodicalTitle)}</mods:title>`,
      '</mods:titleInfo>',
    ],
    'Bibliographic meta-data of the collection',
  )
  const dateIssued =
    input.dateStyle === 'iso'
      ? `<mods:dateIssued encoding="w3cdtf" keyDate="yes" point="start">${input.date}</mods:dateIssued>`
      : `<mods:dateIssued keyDate="yes">${dmyDate(input.date)}</mods:dateIssued>`
  b.addDmd('MODSMD_PRINT', [
    ...languageLines(input.languages),
    `<mods:identifier type="local">${escapeXml(input.shelfmark)}</mods:identifier>`,
    '<mods:originInfo>',
    `  <mods:publisher>${escapeXml(input.publisher)}</mods:publisher>`,
    '</mods:originInfo>',
    '<mods:originInfo>',
    `  ${dateIssued}`,
    `  <mods:edition>${input.edition}</mods:edition>`,
    '</mods:originInfo>',
    '<mods:part>',
    '  <mods:detail type="volume">',
    `    <mods:number>${escapeXml(input.volume)}</mods:number>`,
    '  </mods:detail>',
    '  <mods:detail type="issue">',
    `    <mods:number>${escapeXml(input.number)}</mods:number>`,
    '  </mods:detail>',
    '</mods:part>',
    '<mods:recordInfo>',
    `  <mods:recordIdentifier>${input.documentType}/${escapeXml(input.periodicalId)}/${editionLabel}</mods:recordIdentifier>`,
    '</mods:recordInfo>',
    `<mods:titleInfo ID="MODSMD_PRINT_TI1" xml:lang="${escapeXml(input.titleLanguage)}">`,
    `  <mods:title>${escapeXml(input.periodicalTitle)}</mods:title>`,
    `  <mods:partNumber>Jg. ${escapeXml(input.volume)}, nº ${escapeXml(input.number)}</mods:partNumber>`,
    '</mods:titleInfo>',
  ])

  const physical = b.physical(rootType, input.periodicalTitle, 'MODSMD_COLLECTION MODSMD_PRINT', input.pages)
  const logical: string[] = []
  logical.push(`  ${b.open('structMap', [['ID', b.id()], ['LABEL', 'Logical Structure'], ['TYPE', 'LOGICAL']])}`)
  logical.push(`    ${b.open('div', [['ID', b.id()], ['LABEL', label], ['TYPE', rootType]])}`)
  logical.push(`      ${b.open('div', [['DMDID', 'MODSMD_COLLECTION MODSMD_PRINT'], ['ID', b.id()], ['LABEL', label], ['TYPE', 'VOLUME']])}`)
  logical.push(`        ${b.open('div', [['ID', b.id()], ['LABEL', label], ['TYPE', 'ISSUE']])}`)
  for (const unit of input.units.filter((u) => u.type === 'TITLE_SECTION')) logical.push(...b.unitDiv(unit, undefined, '          '))
  logical.push(`          ${b.open('div', [['ID', b.id()], ['TYPE', 'CONTENT']])}`)
  for (const unit of input.units.filter((u) => u.type !== 'TITLE_SECTION')) logical.push(...b.unitDiv(unit, undefined, '            '))
  logical.push(`          ${b.close('div')}`)
  logical.push(`        ${b.close('div')}`)
  logical.push(`      ${b.close('div')}`)
  logical.push(`    ${b.close('div')}`)
  logical.push(`  ${b.close('structMap')}`)

  return [...b.header(rootType, label, input.objId), ...b.dmdSecs, ...b.fileSec(input.pages), ...physical, ...logical, b.close('mets')].join('\n') + '\n'
}

/** METS for a book, manuscript or poster. */
export function itemMets(input: ItemMetsInput): string {
  const b = new MetsBuilder(input.prefix)
  const lines: string[] = []
  lines.push(`<mods:identifier type="local">${escapeXml(input.itemId)}</mods:identifier>`)
  lines.push(`<mods:titleInfo ID="MODSMD_PRINT_TI1" xml:lang="${escapeXml(input.titleLanguage)}">`)
  lines.push(`  <mods:title>${escapeXml(input.title)}</mods:title>`)
  if (input.subTitle !== undefined) lines.push(`  <mods:subTitle>${escapeXml(input.subTitle)}</mods:subTitle>`)
  lines.push('</mods:titleInfo>')
  input.alternativeTitles.forEach((alt, i) => {
    lines.push(`<mods:titleInfo ID="MODSMD_PRINT_TI${i + 2}" type="alternative">`)
    lines.push(`  <mods:title>${escapeXml(alt)}</mods:title>`)
    lines.push('</mods:titleInfo>')
  })
  input.authors.forEach((author, i) => lines.push(...modsName(`MODSMD_PRINT_N${i + 1}`, author)))
  lines.push('<mods:originInfo>')
  if (input.place !== undefined) lines.push(`  <mods:place><mods:placeTerm type="text">${escapeXml(input.place)}</mods:placeTerm></mods:place>`)
  if (input.publisher !== undefined) lines.push(`  <mods:publisher>${escapeXml(input.publisher)}</mods:publisher>`)
  lines.push(`  <mods:dateIssued encoding="w3cdtf" keyDate="yes">${escapeXml(input.date)}</mods:dateIssued>`)
  lines.push('</mods:originInfo>')
  lines.push('<mods:physicalDescription>')
  lines.push(`  <mods:extent>${escapeXml(input.extent)}</mods:extent>`)
  if (input.bornDigital) lines.push('  <mods:digitalOrigin>born digital</mods:digitalOrigin>')
  lines.push('</mods:physicalDescription>')
  lines.push(...languageLines(input.languages))
  lines.push('<mods:recordInfo>')
  lines.push(`  <mods:recordIdentifier>${input.metsType.toLowerCase()}/${escapeXml(input.itemId)}</mods:recordIdentifier>`)
  lines.push('</mods:recordInfo>')
  b.addDmd('MODSMD_PRINT', lines)

  const physical = b.physical(input.metsType, input.title, 'MODSMD_PRINT', input.pages)
  const logical: string[] = []
  logical.push(`  ${b.open('structMap', [['ID', b.id()], ['LABEL', 'Logical Structure'], ['TYPE', 'LOGICAL']])}`)
  logical.push(`    ${b.open('div', [['DMDID', 'MODSMD_PRINT'], ['ID', b.id()], ['LABEL', input.title], ['TYPE', input.metsType]])}`)
  input.units.forEach((unit, i) => logical.push(...b.unitDiv(unit, i + 1, '      ')))
  logical.push(`    ${b.close('div')}`)
  logical.push(`  ${b.close('structMap')}`)

  return [...b.header(input.metsType, input.title, input.objId), ...b.dmdSecs, ...b.fileSec(input.pages), ...physical, ...logical, b.close('mets')].join('\n') + '\n'
}
