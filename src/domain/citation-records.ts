// What a citation says of an issue, an article or an item, from what the reader already has (ADR 023).
// Shared by the reader's Highwire tags and the /cite downloads. Each names its permanent link (ADR 035).
import { type CitationRecord, citationKey } from './citation.ts'
import { type DatePrecision, issuePath, type ItemType, shownDate } from './issue-path.ts'
import { documentPermalink, issuePermalink, itemPermalink, unitPermalink } from './permalink.ts'

export interface CitedIssue {
  periodical: { id: string; title: string }
  date: string
  datePrecision: DatePrecision
  edition: number
  number: string | null
  languages: string[]
}

export interface CitedUnit {
  id: number
  /** The id its source gave it: its permanent link names it (./permalink.ts). */
  sourceId: string
  title: string | null
  language: string | null
  firstPage: number
  lastPage: number
}

export interface CitedItem {
  id: string
  type: ItemType
  title: string
  authors: string[]
  publisher: string | null
  date: string | null
  languages: string[]
}

/** The site's name as the archive a citation names. */
export interface CitationContext {
  origin: string
  archive: string
  /** YYYY-MM-DD. */
  accessed: string
}

const single = (languages: readonly string[]) => (languages.length === 1 ? (languages[0] ?? null) : null)

export function issueRecord(issue: CitedIssue, context: CitationContext): CitationRecord {
  const path = issuePath(issue.periodical.id, issue.date, issue.edition)
  return {
    key: citationKey(path.replace(/^\/periodicals\//, '')),
    kind: 'issue',
    title: issue.periodical.title,
    authors: [],
    date: shownDate(issue.date, issue.datePrecision),
    issueNumber: issue.number,
    edition: issue.edition,
    language: single(issue.languages),
    url: issuePermalink(context.origin, issue.periodical.id, issue.date, issue.edition),
    archive: context.archive,
    accessed: context.accessed,
  }
}

/** An article of an issue; `untitled` names one the OCR gave no title. */
export function articleRecord(issue: CitedIssue, unit: CitedUnit, untitled: string, context: CitationContext): CitationRecord {
  const record = issueRecord(issue, context)
  return {
    ...record,
    key: `${record.key}-${citationKey(unit.sourceId)}`,
    kind: 'article',
    title: unit.title ?? untitled,
    containerTitle: issue.periodical.title,
    pages: { first: unit.firstPage, last: unit.lastPage },
    language: unit.language ?? record.language,
    url: unitPermalink(record.url, unit.sourceId),
  }
}

export function itemRecord(item: CitedItem, context: CitationContext): CitationRecord {
  return {
    key: citationKey(item.id),
    kind: item.type,
    title: item.title,
    authors: item.authors,
    date: item.date,
    publisher: item.publisher,
    language: single(item.languages),
    url: itemPermalink(context.origin, item.id),
    archive: context.archive,
    accessed: context.accessed,
  }
}

/** A search result as the exports cite it (src/search/contract.ts SearchHit, as far as a citation needs). */
export interface CitedHit {
  id: number
  /** The id its source gave the unit: its permanent link names it, which a re-import keeps. */
  sourceId: string
  title: string | null
  periodical: { id: string; title: string } | null
  item: { id: string; title: string } | null
  date: string | null
  language: string | null
  page: number
  place: { kind: 'issue'; periodicalId: string; date: string; edition: number } | { kind: 'item'; type: ItemType; id: string | null }
}

/**
 * A unit's permanent link (ADR 035) as every export gives it: its document's, then the id its source
 * gave it, never the store's row number, which a re-import changes. An item without an id of its
 * own has no link to its units: its kind's list.
 */
export function hitPermalink(origin: string, hit: Pick<CitedHit, 'sourceId' | 'place'>): string {
  const document = documentPermalink(origin, hit.place)
  return hit.place.kind === 'item' && hit.place.id === null ? document : unitPermalink(document, hit.sourceId)
}

/**
 * A search result for the RIS and BibTeX exports (issue 38): an article of an issue (the article's
 * title, the periodical as its container, the page it starts on), or the item it is part of; the
 * link is the unit's permanent link, as every export gives it. `name` is what the reader calls it
 * (its title, "Text of page 1", or the untitled one of its type: src/domain/labels.ts unitName).
 */
export function hitRecord(hit: CitedHit, name: string, context: CitationContext): CitationRecord {
  const url = hitPermalink(context.origin, hit)
  if (hit.place.kind === 'issue') {
    const path = issuePath(hit.place.periodicalId, hit.place.date, hit.place.edition)
    return {
      key: `${citationKey(path.replace(/^\/periodicals\//, ''))}-${citationKey(hit.sourceId)}`,
      kind: 'article',
      title: hit.title ?? name,
      containerTitle: hit.periodical?.title ?? hit.place.periodicalId,
      authors: [],
      date: hit.date ?? hit.place.date,
      pages: { first: hit.page, last: hit.page },
      language: hit.language,
      url,
      archive: context.archive,
      accessed: context.accessed,
    }
  }
  return {
    key: `${citationKey(hit.place.id ?? 'item')}-${citationKey(hit.sourceId)}`,
    kind: hit.place.type,
    title: hit.item?.title ?? hit.title ?? name,
    authors: [],
    date: hit.date,
    language: hit.language,
    url,
    archive: context.archive,
    accessed: context.accessed,
  }
}
