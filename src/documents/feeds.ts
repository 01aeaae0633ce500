/**
 * "New since" for a periodical (issue 37): its newly added issues as Atom, newest arrival first,
 * at /feeds/periodicals/{id}.atom?locale={en|de|fr}, linked from the periodical's page. An issue's
 * arrival is when it first entered the collection (its batch, ADR 021/025): an issue imported again
 * keeps its place. Each entry's id is the issue's permanent link; its link, the reader in the
 * feed's language.
 */
import { atomFeed } from '../domain/feed.ts'
import { formatDate } from '../domain/format.ts'
import { issuePath, shownDate } from '../domain/issue-path.ts'
import { MAX_ID_LENGTH } from '../domain/limits.ts'
import { DEFAULT_LOCALE, LOCALE_TAGS, isLocale, localizePath } from '../domain/locale.ts'
import { issuePermalink, periodicalFeedPath } from '../domain/permalink.ts'
import type { Db } from '../store/db.ts'
import { isDemoPeriodical } from '../store/demo.ts'
import { getPeriodical, newestIssues } from '../store/library.ts'
import { type DocumentAnswer, TEXT, notFound } from './answer.ts'
import { demoMark } from './demo-mark.ts'
import { translations } from './translations.ts'

/** Entries a feed holds: a reader polling daily sees every arrival unless a batch brings more. */
export const FEED_ENTRIES = 50

export function answerFeed(db: Db, origin: string, now: Date, pathname: string, search: URLSearchParams): DocumentAnswer {
  const match = /^\/feeds\/periodicals\/([^/]+)\.atom$/.exec(pathname)
  if (!match) return notFound()
  let id: string
  try {
    id = decodeURIComponent(match[1] ?? '')
  } catch {
    return notFound()
  }
  const requested = search.get('locale') ?? DEFAULT_LOCALE
  if (!isLocale(requested)) {
    return { status: 400, type: TEXT, body: 'The feed is in en, de or fr: ?locale=en, ?locale=de or ?locale=fr.\n' }
  }
  const periodical = id.length <= MAX_ID_LENGTH ? getPeriodical(db, id) : undefined
  if (!periodical) return notFound()
  const locale = requested
  const LL = translations(locale)
  const site = LL.site.project()
  const issues = newestIssues(db, periodical.id, FEED_ENTRIES)
  // A title of the demonstration collection says so in the feed and in each entry (issue 51).
  const note = isDemoPeriodical(db, periodical.id) ? demoMark(locale) : undefined
  const body = atomFeed({
    self: `${origin}${periodicalFeedPath(periodical.id, locale)}`,
    alternate: `${origin}${localizePath(`/periodicals/${encodeURIComponent(periodical.id)}`, locale)}`,
    title: LL.periodical.newIssuesFeedTitle({ title: periodical.title, site }),
    subtitle: note ? `${LL.periodical.newIssuesFeedSubtitle({ title: periodical.title })} — ${note}` : LL.periodical.newIssuesFeedSubtitle({ title: periodical.title }),
    author: site,
    language: LOCALE_TAGS[locale],
    updated: issues[0]?.addedAt ?? now.toISOString(),
    entries: issues.map((issue) => {
      const date = formatDate(shownDate(issue.date, issue.datePrecision), locale)
      const number = issue.number ? ` — ${issue.number}` : ''
      return {
        id: issuePermalink(origin, periodical.id, issue.date, issue.edition),
        href: `${origin}${localizePath(issuePath(periodical.id, issue.date, issue.edition), locale)}`,
        title: LL.reader.issueOf({ title: periodical.title, date }),
        updated: issue.addedAt ?? now.toISOString(),
        summary: `${date}${number}`,
        ...(note ? { note } : {}),
      }
    }),
  })
  return { status: 200, type: 'application/atom+xml; charset=utf-8', body }
}
