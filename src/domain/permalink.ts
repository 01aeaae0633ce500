/**
 * One permanent link per thing (issue 37, ADR 035): the address every "permanent link", citation,
 * CSV row, OAI record and IIIF `homepage` names, on this server, whatever the source called it.
 *
 *   /periodicals/{id}                                  a periodical (its page)
 *   /periodicals/{id}/{date[-eN]}                      an issue (its reader page)
 *   /items/{id}                                        a book, manuscript, poster or postcard (sent on to its page)
 *   {issue or item}/units/{unit's id in its source}    an article or other unit (sent on to its place in the reader)
 *
 * Items are not named by their kind's list (/books/…): a record corrected from poster to postcard
 * keeps its link. Units are named by the id their source gave them (a METS logical div's ID), which
 * a re-import keeps, never by the store's row number, which it does not. A source's own persistent
 * link (an ARK, a handle) is shown beside ours as "also known as", and `/ark:/…` is resolved here.
 */
import type { DocumentPlace } from './issue-path.ts'
import { issuePath } from './issue-path.ts'

export function periodicalPermalink(origin: string, periodicalId: string): string {
  return `${origin}/periodicals/${encodeURIComponent(periodicalId)}`
}

export function issuePermalink(origin: string, periodicalId: string, date: string, edition: number): string {
  return `${origin}${issuePath(periodicalId, date, edition)}`
}

export function itemPermalink(origin: string, itemId: string): string {
  return `${origin}/items/${encodeURIComponent(itemId)}`
}

/** A unit of the document whose permanent link is `document`, by the id its source gave it. */
export function unitPermalink(document: string, sourceId: string): string {
  return `${document}/units/${encodeURIComponent(sourceId)}`
}

/** The permanent link of the document a unit is read in; an item without an id has none of its own (its kind's list). */
export function documentPermalink(origin: string, place: DocumentPlace): string {
  if (place.kind === 'issue') return issuePermalink(origin, place.periodicalId, place.date, place.edition)
  return place.id ? itemPermalink(origin, place.id) : `${origin}/collections`
}

/**
 * The ARK in a source's persistent link (`https://n2t.net/ark:/99999/fk4…`, `ark:12148/cb…`), as
 * `ark:/NAAN/name` (the form with the slash, which every resolver reads), or undefined.
 */
export function arkOf(link: string | null | undefined): string | undefined {
  if (!link) return undefined
  const match = /(?:^|\/)ark:\/?(\d{5,})\/([^?#\s]+)$/i.exec(link)
  return match ? `ark:/${match[1]}/${match[2]}` : undefined
}

/** The same ARK in both spellings the store may hold (`ark:/NAAN/…` and the newer `ark:NAAN/…`). */
export function arkSpellings(ark: string): [string, string] {
  const rest = ark.replace(/^ark:\/?/i, '')
  return [`ark:/${rest}`, `ark:${rest}`]
}

/** A source's persistent link worth naming as "also known as": a web address that is not ours. */
export function alsoKnownAs(link: string | null | undefined, origin: string): string | undefined {
  if (!link || !/^https?:\/\//i.test(link)) return undefined
  return link.startsWith(`${origin}/`) ? undefined : link
}

/**
 * What a page shows as the source's own identifier ("also known as"): an ARK as this site's
 * resolver address of it (`/ark:/…` answers it), any other web address a source gave (a handle, a
 * PURL) as it is; nothing when the source gave none or gave our own address.
 */
export function sourceIdentifierLink(link: string | null | undefined, origin: string): string | undefined {
  const ark = arkOf(link)
  if (ark) return `${origin}/${ark}`
  return alsoKnownAs(link, origin)
}

/** A periodical's Atom feed of newly added issues, in a language (src/documents/feeds.ts answers it). */
export function periodicalFeedPath(periodicalId: string, locale: string): string {
  return `/feeds/periodicals/${encodeURIComponent(periodicalId)}.atom?locale=${locale}`
}
