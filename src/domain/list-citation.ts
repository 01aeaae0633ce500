/**
 * A list member cited (issue 55): its citation record (an article of its issue, an issue, an item;
 * a page or a region of one with its page and its place in the reader), its permanent link, and the
 * record as one line of text in the page's language, for the list's page and its PDF.
 */
import { type CitationContext, articleRecord, issueRecord, itemRecord } from './citation-records.ts'
import { type CitationRecord, citationKey } from './citation.ts'
import { formatDate } from './format.ts'
import { parseMemberRef } from './lists.ts'
import { type ResolvedMember, memberReaderPath, memberTitle } from './list-view.ts'
import type { Locale } from './locale.ts'
import { issuePermalink, itemPermalink, unitPermalink } from './permalink.ts'
import type { MemberWords, OnPagesWords } from './words.ts'

/** The member's record: an article of its issue, an issue, an item; a page or region adds its page. */
export function memberRecord(LL: MemberWords, locale: Locale, member: ResolvedMember, position: number, context: CitationContext): CitationRecord | undefined {
  const document = member.document
  if (!document || member.status !== 'ok') return undefined
  const key = `${String(position).padStart(3, '0')}-${citationKey(member.ref)}`.slice(0, 120)
  const page = member.page ? { first: member.page.sequence, last: member.page.sequence } : undefined
  const reader = memberReaderPath(member)
  const own = (member.kind === 'page' || member.kind === 'region') && reader ? { url: `${context.origin}${reader}`, pages: page } : {}
  if (document.kind === 'issue') {
    const issue = { periodical: { id: document.periodicalId, title: document.periodicalTitle }, date: document.date, datePrecision: document.datePrecision, edition: document.edition, number: document.number, languages: document.languages }
    if (member.kind === 'unit' && member.unit) return { ...articleRecord(issue, member.unit, memberTitle(LL, locale, member), context), key }
    const record = issueRecord(issue, context)
    return { ...record, key, ...(member.kind === 'document' ? {} : { kind: 'article', title: memberTitle(LL, locale, member), containerTitle: document.periodicalTitle }), ...own }
  }
  const record = { ...itemRecord(document, context), key }
  if (member.kind === 'unit' && member.unit) {
    return { ...record, pages: { first: member.unit.firstPage, last: member.unit.lastPage }, url: unitPermalink(itemPermalink(context.origin, document.id), member.unit.sourceId) }
  }
  return { ...record, ...own }
}

/** A member's permanent link: its unit's, else its document's. */
export function memberPermalink(origin: string, member: ResolvedMember): string {
  const parsed = parseMemberRef(member.ref)
  if (!parsed) return ''
  const document = parsed.document.kind === 'issue' ? issuePermalink(origin, parsed.document.periodicalId, parsed.document.date, parsed.document.edition) : itemPermalink(origin, parsed.document.id)
  return parsed.kind === 'unit' ? unitPermalink(document, parsed.unit) : document
}


/** The record as a line of text: who, what, where it appeared, when, which pages, the archive and the link. */
export function citationLine(LL: OnPagesWords, locale: Locale, record: CitationRecord): string {
  const date = record.date && /^\d{4}-\d{2}-\d{2}$/.test(record.date) ? formatDate(record.date, locale) : record.date
  const pages = record.pages ? (record.pages.first === record.pages.last ? LL.reader.onPage({ page: record.pages.first }) : LL.reader.onPages(record.pages)) : null
  const parts = [record.authors.join('; ') || null, record.title, record.containerTitle ?? null, date, pages, record.archive, record.url].filter((part): part is string => part !== null && part !== '')
  // A title that ends in its own stop (“Concert de la fanfare.”) takes no second one.
  return parts.reduce((line, part) => (line === '' ? part : /[.!?…]$/.test(line) ? `${line} ${part}` : `${line}. ${part}`), '')
}
