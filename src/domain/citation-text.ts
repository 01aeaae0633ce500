/**
 * A citation in words, in the reader's language (issue 53): what a PDF's title page prints under
 * "Citation", from the same record as the RIS and BibTeX downloads (./citation.ts). The language's
 * quotation marks (“…”, „…“, « … »), its long date, its abbreviations for the number and the page
 * ("No. 61, p. 1", "Nr. 61, S. 1", "nº 61, p. 1"), each part once: never a title's closing quote
 * followed by a full stop of the list (“…”.), nor an ISO date.
 */
import type { CitationRecord } from './citation.ts'
import { formatDate } from './format.ts'
import type { Locale } from './locale.ts'
import type { CitationWords } from './words.ts'

export function citationText(record: CitationRecord, LL: CitationWords, locale: Locale): string {
  const pages = record.pages
  const where = [
    record.containerTitle ? LL.search.quoted({ q: record.title }) : record.title,
    record.containerTitle ?? null,
    record.date ? formatDate(record.date, locale) : null,
    record.issueNumber ? LL.reader.number({ number: record.issueNumber }) : null,
    pages ? (pages.first === pages.last ? LL.citationText.page({ page: pages.first }) : LL.citationText.pages({ first: pages.first, last: pages.last })) : null,
  ].filter((part) => part !== null && part !== '')
  const authors = record.authors.length > 0 ? `${record.authors.join('; ')}. ` : ''
  return `${authors}${where.join(', ')}. ${record.archive}. ${record.url}`
}
