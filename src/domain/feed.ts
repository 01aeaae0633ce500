/**
 * A search as an Atom feed (RFC 4287, issue 18): its newest arrivals first, so a researcher who
 * subscribes to a query hears of what the library adds. Every text is escaped: titles and
 * snippets come from OCR and metadata, never trusted as markup.
 */
import { xml } from './seo.ts'

export interface FeedEntryInput {
  /** Absolute address of the entry's page (also its id unless `id` is given). */
  href: string
  /** The entry's permanent id, when it is not its page's address (a permanent link, the same in every language). */
  id?: string
  title: string
  /** ISO 8601: when the entry entered the collection. */
  updated: string
  summary: string
  /** Said before the summary: "Demonstration collection: invented text" for a unit of the demo (issue 51). */
  note?: string
}

export interface FeedInput {
  /** Absolute address of the feed itself. */
  self: string
  /** Absolute address of the search page the feed follows. */
  alternate: string
  title: string
  subtitle: string
  author: string
  language: string
  /** ISO 8601: the newest entry's time, or the collection's when there is none. */
  updated: string
  entries: FeedEntryInput[]
}

export function atomFeed(feed: FeedInput): string {
  const entries = feed.entries.map(
    (entry) => `  <entry>
    <title>${xml(entry.title)}</title>
    <id>${xml(entry.id ?? entry.href)}</id>
    <link rel="alternate" type="text/html" href="${xml(entry.href)}"/>
    <updated>${xml(entry.updated)}</updated>
    <summary>${xml(entry.note ? `${entry.note} — ${entry.summary}` : entry.summary)}</summary>
  </entry>
`,
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xml(feed.language)}">
  <title>${xml(feed.title)}</title>
  <subtitle>${xml(feed.subtitle)}</subtitle>
  <id>${xml(feed.self)}</id>
  <link rel="self" type="application/atom+xml" href="${xml(feed.self)}"/>
  <link rel="alternate" type="text/html" href="${xml(feed.alternate)}"/>
  <updated>${xml(feed.updated)}</updated>
  <author><name>${xml(feed.author)}</name></author>
${entries.join('')}</feed>
`
}
