/**
 * Small readers for the MODS records that METS carries in its dmdSecs. Each
 * takes a `mods` element and looks only at its own top-level fields, so a
 * relatedItem (host title, original microfilm) is never mistaken for the
 * record itself; callers ask for the relatedItem explicitly.
 */
import { normalizeLanguage } from '../../domain/languages.ts'
import { isRealDate } from './record.ts'
import { children, textOf, type XmlElement } from '../xml.ts'

const pad = (value: number, width: number) => String(value).padStart(width, '0')

/**
 * A MODS date as ISO: `YYYY-MM-DD`, `YYYY-MM` and `YYYY` as they are,
 * `DD.MM.YYYY` and `D.M.YYYY` reordered. Impossible dates (1858-02-30) and
 * anything else give undefined rather than a guess.
 */
export function parseModsDate(value: string): string | undefined {
  const text = value.trim()
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (match) {
    const [, year = '', month = '', day = ''] = match
    return isRealDate(Number(year), Number(month), Number(day)) ? text : undefined
  }
  match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text)
  if (match) {
    const [, day = '', month = '', year = ''] = match
    const [y, m, d] = [Number(year), Number(month), Number(day)]
    return isRealDate(y, m, d) ? `${year}-${pad(m, 2)}-${pad(d, 2)}` : undefined
  }
  match = /^(\d{4})-(\d{2})$/.exec(text)
  if (match) {
    const [, year = '', month = ''] = match
    return isRealDate(Number(year), Number(month), 1) ? text : undefined
  }
  if (/^\d{4}$/.test(text)) return Number(text) >= 1 ? text : undefined
  return undefined
}

function distinct(values: (string | undefined)[]): string[] {
  const out: string[] = []
  for (const value of values) if (value && !out.includes(value)) out.push(value)
  return out
}

/** Text of an element, undefined when empty. */
function nonEmpty(element: XmlElement | undefined): string | undefined {
  const text = textOf(element)
  return text === '' ? undefined : text
}

function attr(element: XmlElement, name: string): string {
  return (element.attributes[name] ?? '').trim()
}

function formatTitleInfo(titleInfo: XmlElement): string | undefined {
  const nonSort = textOf(children(titleInfo, 'nonSort')[0])
  const title = textOf(children(titleInfo, 'title')[0])
  if (title === '') return undefined
  // "L'" and "The " carry their own separator; a bare "Le" needs a space.
  const lead = nonSort === '' ? '' : /['’\s]$/.test(nonSort) ? nonSort : `${nonSort} `
  const subTitle = children(titleInfo, 'subTitle').map(textOf).filter((part) => part !== '')
  // "Title: subtitle", unless the title already ends in punctuation ("(SUITE.)" after "FRANCS.").
  return subTitle.reduce((full, part) => (/[.:;,!?)]$/.test(full) ? `${full} ${part}` : `${full}: ${part}`), `${lead}${title}`)
}

/** Types of titleInfo that are not the title itself. */
const SECONDARY_TITLE_TYPES = ['alternative', 'abbreviated', 'translated', 'uniform']

/** The record's own titles (titleInfo without a type, or type="main"), each with nonSort and subTitle. */
export function modsTitles(mods: XmlElement): string[] {
  return distinct(
    children(mods, 'titleInfo')
      .filter((info) => !SECONDARY_TITLE_TYPES.includes(attr(info, 'type').toLowerCase()))
      .map(formatTitleInfo),
  )
}

/** Titles of titleInfo type="alternative" (or the other given types). */
export function modsAlternativeTitles(mods: XmlElement, types: string[] = ['alternative']): string[] {
  return distinct(
    children(mods, 'titleInfo')
      .filter((info) => types.includes(attr(info, 'type').toLowerCase()))
      .map(formatTitleInfo),
  )
}

/** Languages of the record (language/languageTerm, code or text) as ISO 639-1, in order. */
export function modsLanguages(mods: XmlElement): string[] {
  return distinct(
    children(mods, 'language')
      .flatMap((language) => children(language, 'languageTerm'))
      .map((term) => normalizeLanguage(textOf(term))),
  )
}

export interface ModsIdentifier {
  /** The type attribute, lower-cased ('' when absent). */
  type: string
  value: string
}

/** The record's identifiers (not those of its relatedItems). */
export function modsIdentifiers(mods: XmlElement): ModsIdentifier[] {
  return children(mods, 'identifier')
    .map((identifier) => ({ type: attr(identifier, 'type').toLowerCase(), value: textOf(identifier) }))
    .filter((identifier) => identifier.value !== '')
}

/** relatedItem elements of a type (host: the periodical an issue belongs to). */
export function modsRelatedItems(mods: XmlElement, type: string): XmlElement[] {
  return children(mods, 'relatedItem').filter((item) => attr(item, 'type').toLowerCase() === type.toLowerCase())
}

/**
 * part/detail[@type]/number (or caption when there is no number), looking in
 * the record's own part and in its relatedItem host's part, where NDNP puts
 * the edition.
 */
export function modsPartNumber(mods: XmlElement, type: string): string | undefined {
  const parts = [...children(mods, 'part'), ...modsRelatedItems(mods, 'host').flatMap((host) => children(host, 'part'))]
  for (const detail of parts.flatMap((part) => children(part, 'detail'))) {
    if (attr(detail, 'type').toLowerCase() !== type.toLowerCase()) continue
    const value = nonEmpty(children(detail, 'number')[0]) ?? nonEmpty(children(detail, 'caption')[0])
    if (value) return value
  }
  return undefined
}

/**
 * The issue number in titleInfo/partNumber, which docWorks writes as
 * "Jg. unknown, nº 288"; a bare number is taken as it is.
 */
export function modsPartNumberInTitle(mods: XmlElement): string | undefined {
  for (const info of children(mods, 'titleInfo')) {
    for (const partNumber of children(info, 'partNumber')) {
      const text = textOf(partNumber)
      const number = /(?:n[º°o]|nr|no|num(?:éro|ero|mer)?)\.?\s*(\d[\w/-]*)/i.exec(text)?.[1]
      if (number) return number
      if (/^\d[\w/-]*$/.test(text)) return text
    }
  }
  return undefined
}

/** Roles that make a name an author; names without any role count too, as simple records leave it out. */
const AUTHOR_ROLES = ['aut', 'author', 'cre', 'creator', 'verfasser', 'auteur']

/** A term of address after the name: a particle ("von", "de la") as it is, a title ("Sir", "Earl of Pembroke") after a comma. */
function withTerms(name: string, terms: string): string {
  if (terms === '') return name
  return /^\p{Ll}/u.test(terms) ? `${name} ${terms}` : `${name}, ${terms}`
}

function formatName(name: XmlElement): string | undefined {
  const parts = children(name, 'namePart')
  const typed = (type: string) =>
    parts
      .filter((part) => attr(part, 'type') === type)
      .map(textOf)
      .filter((text) => text !== '')
      .join(' ')
  const family = typed('family')
  const given = typed('given')
  const display = nonEmpty(children(name, 'displayForm')[0])
  if (family !== '') {
    const inverted = withTerms(given === '' ? family : `${family}, ${given}`, typed('termsOfAddress'))
    // A display form that is the same name with more (the "von" Kitodo leaves out of the parts) is the catalogue's heading; dates are not kept.
    const more = display?.startsWith(inverted) ? display.slice(inverted.length) : undefined
    return more !== undefined && /^(?:,?\s+\D+)$/u.test(more) ? display : inverted
  }
  // Untyped nameParts are usually already in catalogue order ("Hugo, Victor").
  const untyped = parts
    .filter((part) => attr(part, 'type') === '')
    .map(textOf)
    .filter((text) => text !== '')
    .join(' ')
  if (untyped !== '') return untyped
  return given === '' ? display : given
}

/**
 * Authors from name/namePart with an author role, "Family, Given" when the parts are typed, a term of address
 * after them ("Hülsen, Helene von"), or the displayForm when it is that name with more ("Burgsdorf, Friedrich
 * August Ludwig von").
 */
export function modsAuthors(mods: XmlElement): string[] {
  return distinct(
    children(mods, 'name')
      .filter((name) => {
        const roles = children(name, 'role')
          .flatMap((role) => children(role, 'roleTerm'))
          .map((term) => textOf(term).toLowerCase().replace(/\.$/, ''))
        return roles.length === 0 || roles.some((role) => AUTHOR_ROLES.includes(role))
      })
      .map(formatName),
  )
}

/**
 * Other names the authors go by (MODS 3.7 `name/alternativeName`: pseudonyms, initials, other
 * spellings), the "also known as" of the catalogue record beside its authors.
 */
export function modsNameVariants(mods: XmlElement): string[] {
  return distinct(
    children(mods, 'name').flatMap((name) =>
      children(name, 'alternativeName')
        .map(formatName)
        .filter((text): text is string => text !== undefined && text !== ''),
    ),
  )
}

/** originInfo/publisher, several joined with "; ". */
export function modsPublisher(mods: XmlElement): string | undefined {
  const publishers = distinct(children(mods, 'originInfo').flatMap((info) => children(info, 'publisher').map(textOf)))
  return publishers.length > 0 ? publishers.join('; ') : undefined
}

/** physicalDescription/extent, several joined with "; ". */
export function modsExtent(mods: XmlElement): string | undefined {
  const extents = distinct(children(mods, 'physicalDescription').flatMap((description) => children(description, 'extent').map(textOf)))
  return extents.length > 0 ? extents.join('; ') : undefined
}

/** recordInfo/recordIdentifier. */
export function modsRecordIdentifier(mods: XmlElement): string | undefined {
  return children(mods, 'recordInfo')
    .flatMap((info) => children(info, 'recordIdentifier'))
    .map(textOf)
    .find((text) => text !== '')
}
