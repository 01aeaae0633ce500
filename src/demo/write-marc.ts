/**
 * MARCXML title records for the demo periodicals, one <collection> in the
 * MARC21/slim namespace. The loader merges them onto periodicals by control
 * number (001 = paperid), so 001 must equal the METS MODS local identifier.
 * ISBD punctuation is kept as in real records (the LoC samples have it).
 */
import type { Frequency, Periodical } from './catalog.ts'
import { periodicalById } from './catalog.ts'
import { MARC_LANGUAGE, type Lang } from './vocabulary.ts'
import { escapeXml } from './xml-text.ts'

export const MARC_NAMESPACE = 'http://www.loc.gov/MARC21/slim'

type Subfield = [code: string, value: string]

function datafield(tag: string, ind1: string, ind2: string, subfields: Subfield[]): string {
  const subs = subfields.map(([code, value]) => `<subfield code="${code}">${escapeXml(value)}</subfield>`).join('')
  return `    <datafield tag="${tag}" ind1="${ind1}" ind2="${ind2}">${subs}</datafield>`
}

function frequencyCode(f: Frequency): string {
  return { daily: 'd', weekly: 'w', monthly: 'm', quarterly: 'q' }[f]
}

/** The notes of the record are in its cataloguing language (040 $b): French, as the national library catalogues. */
const CATALOGUING_LANGUAGE = 'fre'

function frequencyText(f: Frequency): string {
  return { daily: 'Quotidien (sauf le dimanche)', weekly: 'Hebdomadaire', monthly: 'Mensuel', quarterly: 'Trimestriel' }[f]
}

/** Non-filing characters of a title's leading article (245 second indicator). */
function nonFiling(title: string): number {
  const match = /^(Der |Die |Das |Le |La |Les |The |De |L'|D')/.exec(title)
  return match?.[1]?.length ?? 0
}

/** The 40 characters of field 008 for a continuing resource. */
export function field008(t: Periodical): string {
  const lang = MARC_LANGUAGE[t.languages[0] ?? 'de']
  const value = [
    '900101', // date entered on file
    'd', // publication status: ceased
    String(t.startYear),
    String(t.endYear),
    'lu ', // place: Luxembourg
    frequencyCode(t.frequency),
    'r', // regular
    ' ', // ISSN center
    t.type === 'newspaper' ? 'n' : 'p', // type of continuing resource
    t.type === 'newspaper' ? 'e' : ' ', // form of original
    ' ', // form of item
    ' ', // nature of entire work
    '   ', // nature of contents
    ' ', // government publication
    '0', // conference publication
    '   ', // undefined
    'a', // original alphabet: basic Roman
    '0', // successive entry
    lang,
    ' ', // modified record
    'd', // cataloging source: other
  ].join('')
  if (value.length !== 40) throw new Error(`008 for ${t.id} has ${value.length} characters`)
  return value
}

/** "Jg. 1 (1868)-Jg. 74 (1941)." in the style of the main language. */
export function numberingStatement(t: Periodical): string {
  const last = t.endYear - t.startYear + 1
  switch (t.languages[0]) {
    case 'fr':
      return `1re année (${t.startYear})-${last}e année (${t.endYear}).`
    case 'lb':
      return `1. Joergang (${t.startYear})-${last}. Joergang (${t.endYear}).`
    case 'en':
      return `Vol. 1 (${t.startYear})-v. ${last} (${t.endYear}).`
    default:
      return `Jg. 1 (${t.startYear})-Jg. ${last} (${t.endYear}).`
  }
}

function languageNote(languages: Lang[]): string {
  const names: Record<Lang, string> = { de: 'allemand', fr: 'français', lb: 'luxembourgeois', en: 'anglais' }
  const list = languages.map((l) => names[l])
  return list.length === 1 ? `En ${list[0] ?? ''}.` : `En ${list.slice(0, -1).join(', ')} et en ${list.at(-1) ?? ''}.`
}

export function marcRecord(t: Periodical): string {
  const lines: string[] = ['  <record>']
  lines.push('    <leader>00000nas a2200000 a 4500</leader>')
  lines.push(`    <controlfield tag="001">${escapeXml(t.id)}</controlfield>`)
  lines.push('    <controlfield tag="003">LuLuNDL</controlfield>')
  lines.push(`    <controlfield tag="008">${escapeXml(field008(t))}</controlfield>`)
  lines.push(datafield('040', ' ', ' ', [['a', 'LuLuNDL'], ['b', CATALOGUING_LANGUAGE]]))
  if (t.issn !== undefined) lines.push(datafield('022', '0', ' ', [['a', t.issn]]))
  lines.push(datafield('041', '0', ' ', t.languages.map((l): Subfield => ['a', MARC_LANGUAGE[l]])))
  lines.push(datafield('245', '0', String(nonFiling(t.title)), [['a', `${t.title}.`]]))
  lines.push(datafield('260', ' ', ' ', [['a', `${t.place} :`], ['b', `${t.publisher},`], ['c', `${t.startYear}-${t.endYear}.`]]))
  lines.push(datafield('264', ' ', '3', [['a', `${t.place} :`], ['b', t.printer]]))
  lines.push(datafield('310', ' ', ' ', [['a', frequencyText(t.frequency)]]))
  lines.push(datafield('362', '0', ' ', [['a', numberingStatement(t)]]))
  lines.push(datafield('500', ' ', ' ', [['a', 'Notice de démonstration : titre inventé pour la collection de démonstration ; ni ce titre ni ses numéros n’ont existé, leurs textes sont générés.']]))
  lines.push(datafield('520', ' ', ' ', [['a', t.description]]))
  lines.push(datafield('546', ' ', ' ', [['a', languageNote(t.languages)]]))
  const earlier = t.earlierTitleId !== undefined ? periodicalById(t.earlierTitleId) : undefined
  if (earlier) lines.push(datafield('780', '0', '0', [['t', earlier.title], ['w', earlier.id]]))
  const later = t.laterTitleId !== undefined ? periodicalById(t.laterTitleId) : undefined
  if (later) lines.push(datafield('785', '0', '0', [['t', later.title], ['w', later.id]]))
  lines.push('  </record>')
  return lines.join('\n')
}

export function marcCollection(titles: readonly Periodical[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<collection xmlns="${MARC_NAMESPACE}">`,
    ...titles.map(marcRecord),
    '</collection>',
    '',
  ].join('\n')
}
