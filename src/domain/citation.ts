/**
 * Citations of an issue, an article or an item (issue 17; ADR 023): one record, written as
 * CSL-JSON (what Zotero, Mendeley and citeproc read), RIS and BibTeX (biblatex fields with their
 * classic BibTeX twins), and as the Highwire `citation_*` meta tags Zotero's connector reads from
 * the page. Written here rather than by citation-js, whose RIS output keeps only the year of a
 * newspaper's date and whose RIS ids stop at 20 characters; citation-js parses what is written
 * here in the tests.
 */

export type CitationKind = 'issue' | 'article' | 'book' | 'manuscript' | 'poster' | 'postcard'

export interface CitationRecord {
  /** Unique within the site: the document's path turned into a key. */
  key: string
  kind: CitationKind
  title: string
  /** The periodical an issue or article belongs to. */
  containerTitle?: string
  authors: string[]
  /** ISO date, or its year or month when that is all that is known. */
  date: string | null
  issueNumber?: string | null
  edition?: number
  /** Printed pages, first and last. */
  pages?: { first: number; last: number }
  publisher?: string | null
  language: string | null
  url: string
  /** The library holding it, as the archive. */
  archive: string
  /** When the citation was made (YYYY-MM-DD). */
  accessed: string
  /** A note on the record: "Demonstration collection: invented text" for the demo's documents (issue 51). */
  note?: string
}

const CSL_TYPES: Record<CitationKind, string> = {
  issue: 'periodical',
  article: 'article-newspaper',
  book: 'book',
  manuscript: 'manuscript',
  poster: 'graphic',
  postcard: 'graphic',
}

const dateParts = (date: string): number[] => date.split('-').map(Number).filter((part) => Number.isInteger(part) && part > 0)

/** CSL-JSON (citation style language 1.0.2), one object per record. */
export function toCslJson(records: readonly CitationRecord[]): Record<string, unknown>[] {
  return records.map((record) => ({
    id: record.key,
    'citation-key': record.key,
    type: CSL_TYPES[record.kind],
    title: record.title,
    ...(record.containerTitle ? { 'container-title': record.containerTitle } : {}),
    ...(record.authors.length > 0 ? { author: record.authors.map((name) => ({ literal: name })) } : {}),
    ...(record.date ? { issued: { 'date-parts': [dateParts(record.date)] } } : {}),
    ...(record.issueNumber ? { issue: record.issueNumber } : {}),
    ...(record.edition && record.edition > 1 ? { edition: String(record.edition) } : {}),
    ...(record.pages ? { page: record.pages.first === record.pages.last ? String(record.pages.first) : `${record.pages.first}-${record.pages.last}` } : {}),
    ...(record.publisher ? { publisher: record.publisher } : {}),
    ...(record.language ? { language: record.language } : {}),
    URL: record.url,
    archive: record.archive,
    accessed: { 'date-parts': [dateParts(record.accessed)] },
    ...(record.note ? { note: record.note } : {}),
  }))
}

const RIS_TYPES: Record<CitationKind, string> = {
  issue: 'JFULL',
  article: 'NEWS',
  book: 'BOOK',
  manuscript: 'MANSCPT',
  poster: 'ART',
  postcard: 'ART',
}

/** A RIS value on one line: tags are line-based, so a newline in a title would start a broken tag. */
const risValue = (value: string) => value.replace(/\s+/g, ' ').trim()

/** RIS (Research Information Systems), CRLF line ends as the format has them. */
export function toRis(records: readonly CitationRecord[]): string {
  return records
    .map((record) => {
      const lines: [string, string][] = [['TY', RIS_TYPES[record.kind]]]
      lines.push(['ID', record.key])
      lines.push(['TI', record.title])
      if (record.containerTitle) lines.push(['T2', record.containerTitle])
      for (const author of record.authors) lines.push(['AU', author])
      if (record.date) {
        const [year, month, day] = record.date.split('-')
        lines.push(['PY', year ?? ''])
        // DA: YYYY/MM/DD/other, the parts that are known.
        lines.push(['DA', `${year}/${month ?? ''}/${day ?? ''}/`])
      }
      if (record.issueNumber) lines.push(['IS', record.issueNumber])
      if (record.edition && record.edition > 1) lines.push(['ET', String(record.edition)])
      if (record.pages) {
        lines.push(['SP', String(record.pages.first)])
        if (record.pages.last !== record.pages.first) lines.push(['EP', String(record.pages.last)])
      }
      if (record.publisher) lines.push(['PB', record.publisher])
      if (record.language) lines.push(['LA', record.language])
      lines.push(['UR', record.url])
      lines.push(['DB', record.archive])
      lines.push(['Y2', record.accessed.replace(/-/g, '/')])
      if (record.note) lines.push(['N1', record.note])
      lines.push(['ER', ''])
      return lines.map(([tag, value]) => `${tag}  - ${risValue(value)}`.trimEnd()).join('\r\n')
    })
    .join('\r\n\r\n')
    .concat('\r\n')
}

const BIBTEX_TYPES: Record<CitationKind, string> = {
  issue: 'periodical',
  article: 'article',
  book: 'book',
  manuscript: 'unpublished',
  poster: 'misc',
  postcard: 'misc',
}

/** A BibTeX field value: the characters TeX reads as commands escaped, the text kept in UTF-8 (biblatex reads it). */
function bibtexValue(value: string): string {
  return value
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\\{}]/g, (char) => (char === '\\' ? '\\textbackslash{}' : `\\${char}`))
    .replace(/[%$&#_]/g, (char) => `\\${char}`)
    .replace(/~/g, '\\textasciitilde{}')
    .replace(/\^/g, '\\textasciicircum{}')
}

/**
 * biblatex's `langid` names a language as babel and polyglossia do (issue 53: `langid = {de}` is
 * not one): the languages of the collection, by their ISO 639-1 code. German is "german", the
 * orthography before 1996 that the collection's texts are printed in. A language without a name
 * here gets no langid, which biblatex reads as the document's own.
 */
const BIBLATEX_LANGUAGES: Readonly<Record<string, string>> = {
  de: 'german',
  en: 'english',
  fr: 'french',
  it: 'italian',
  nl: 'dutch',
  es: 'spanish',
  pt: 'portuguese',
  la: 'latin',
  pl: 'polish',
  da: 'danish',
  sv: 'swedish',
  fi: 'finnish',
  cs: 'czech',
  hu: 'magyar',
  ru: 'russian',
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']

/** BibTeX with biblatex's fields (date, journaltitle, urldate) and classic BibTeX's (year, month, journal) beside them. */
export function toBibtex(records: readonly CitationRecord[]): string {
  return records
    .map((record) => {
      const fields: [string, string][] = []
      // Titles in double braces: BibTeX styles would otherwise lower-case their capitals.
      fields.push(['title', `{${bibtexValue(record.title)}}`])
      if (record.containerTitle) {
        fields.push(['journaltitle', bibtexValue(record.containerTitle)])
        fields.push(['journal', bibtexValue(record.containerTitle)])
      }
      if (record.authors.length > 0) fields.push(['author', record.authors.map((name) => `{${bibtexValue(name)}}`).join(' and ')])
      if (record.date) {
        const [year, month] = record.date.split('-')
        fields.push(['date', record.date])
        fields.push(['year', year ?? ''])
        const monthName = month ? MONTHS[Number(month) - 1] : undefined
        if (monthName) fields.push(['month', monthName])
      }
      if (record.issueNumber) fields.push(['number', bibtexValue(record.issueNumber)])
      if (record.edition && record.edition > 1) fields.push(['edition', String(record.edition)])
      if (record.pages) fields.push(['pages', record.pages.first === record.pages.last ? String(record.pages.first) : `${record.pages.first}--${record.pages.last}`])
      if (record.publisher) fields.push(['publisher', bibtexValue(record.publisher)])
      const langid = record.language ? BIBLATEX_LANGUAGES[record.language.toLowerCase().split('-')[0] ?? ''] : undefined
      if (langid) fields.push(['langid', langid])
      fields.push(['url', record.url.replace(/[{}\\]/g, encodeURIComponent)])
      fields.push(['urldate', record.accessed])
      fields.push(['organization', bibtexValue(record.archive)])
      if (record.note) fields.push(['note', bibtexValue(record.note)])
      // `month = dec` is a macro, every other value a braced string.
      const body = fields.map(([name, value]) => `  ${name} = ${name === 'month' ? value : `{${value}}`}`).join(',\n')
      return `@${BIBTEX_TYPES[record.kind]}{${record.key},\n${body}\n}\n`
    })
    .join('\n')
}

/** The Highwire Press tags (Google Scholar's, read by Zotero's connector) for the page showing the record. */
export function highwireTags(record: CitationRecord): { name: string; content: string }[] {
  const tags: { name: string; content: string }[] = [{ name: 'citation_title', content: record.title }]
  for (const author of record.authors) tags.push({ name: 'citation_author', content: author })
  if (record.date) tags.push({ name: 'citation_publication_date', content: record.date.replace(/-/g, '/') })
  if (record.containerTitle) tags.push({ name: 'citation_journal_title', content: record.containerTitle })
  if (record.issueNumber) tags.push({ name: 'citation_issue', content: record.issueNumber })
  if (record.publisher) tags.push({ name: 'citation_publisher', content: record.publisher })
  if (record.language) tags.push({ name: 'citation_language', content: record.language })
  tags.push({ name: 'citation_public_url', content: record.url })
  return tags
}

/** A citation key from a document's path: ASCII letters, digits and hyphens. */
export function citationKey(path: string): string {
  return path
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase()
}
