/**
 * How long what a URL names may be. Past these no page exists, so a longer value is a 404 (or, for
 * search words, cut), decided before anything is looked up: one table, read by the routes' param
 * parsers, the server functions' validators and the search state, so they cannot disagree.
 */

/** Periodical, item and staff-pick ids: the importer's ids are a few dozen characters. */
export const MAX_ID_LENGTH = 120
/** Editorial page slugs (content/<locale>/<path>.md). */
export const MAX_SLUG_LENGTH = 120
/** An issue's segment: YYYY-MM-DD with an optional -eN edition. */
export const MAX_ISSUE_SEGMENT_LENGTH = 20
/** Search words, in the search form and the reader's highlighting. */
export const MAX_QUERY_LENGTH = 500

/**
 * A route segment that can name something: not empty, not longer than `max`, and without a `$`,
 * which no id or slug holds and which TanStack Router reads as a parameter when it rebuilds the
 * address: a page asked with one was redirected (307) to itself with its defaults spelled out,
 * before its 404.
 */
export function withinLength(value: string, max: number): boolean {
  return value.length > 0 && value.length <= max && !value.includes('$')
}
