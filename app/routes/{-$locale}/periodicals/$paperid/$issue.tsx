import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH, withinLength } from '#src/domain/limits.ts'
import { pageNotFound } from '#src/domain/errors.ts'
import { issuePath, shownDate } from '#src/domain/issue-path.ts'
import { localeOfPath, localizePath } from '#src/domain/locale.ts'
import { formatDate } from '#src/domain/format.ts'
import { IssueReader } from '#app/features/reader/issue-reader.tsx'
import { IssueReadingMode } from '#app/features/reading/lazy.tsx'
import { READER_SEARCH_DEFAULTS, validateReaderSearch } from '#app/features/reader/item-route.ts'
import { issueQuery } from '#app/features/reader/reader.queries.ts'
import { highwireTags } from '#src/domain/citation.ts'
import { issueRecord } from '#src/domain/citation-records.ts'
import { headFromLoader } from '#app/head.ts'
import { translations } from '#app/i18n.ts'

export const Route = createFileRoute('/{-$locale}/periodicals/$paperid/$issue')({
  params: {
    parse: ({ paperid, issue }) =>
      withinLength(paperid, MAX_ID_LENGTH) && withinLength(issue, MAX_ISSUE_SEGMENT_LENGTH) ? { paperid, issue } : false,
    stringify: ({ paperid, issue }) => ({ paperid, issue }),
  },
  validateSearch: validateReaderSearch,
  search: { middlewares: [stripSearchParams(READER_SEARCH_DEFAULTS)] },
  loaderDeps: ({ search }) => ({ q: search.q, start: search.start }),
  loader: async ({ context, params, location, deps }) => {
    const issue = await context.queryClient.ensureQueryData(issueQuery(params.paperid, params.issue, deps.q, deps.start))
    if (!issue) throw notFound({ data: pageNotFound(location.pathname) })
    const LL = translations(localeOfPath(location.pathname))
    const cited = issueRecord(issue, { origin: context.origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: new Date().toISOString().slice(0, 10) })
    return {
      citation: highwireTags(cited),
      title: `${issue.periodical.title}, ${formatDate(shownDate(issue.date, issue.datePrecision), localeOfPath(location.pathname))}`,
      manifestPath: `/iiif${issuePath(issue.periodical.id, issue.date, issue.edition)}/manifest`,
      description: null,
      structured: {
        '@type': 'PublicationIssue',
        datePublished: issue.date,
        ...(issue.number ? { issueNumber: issue.number } : {}),
        pagination: String(issue.pages.length),
        inLanguage: issue.languages,
        isAccessibleForFree: true,
        isPartOf: {
          '@type': 'Periodical',
          name: issue.periodical.title,
          url: `${context.origin}${localizePath(`/periodicals/${encodeURIComponent(issue.periodical.id)}`, localeOfPath(location.pathname))}`,
        },
      },
    }
  },
  head: headFromLoader(
    (data: { title: string; description: string | null; structured: Record<string, unknown>; manifestPath: string; citation: { name: string; content: string }[] }) => data,
  ),
  component: IssuePage,
})

function IssuePage() {
  const { paperid, issue } = Route.useParams()
  const { q, start, read, at } = Route.useSearch()
  const { data } = useSuspenseQuery(issueQuery(paperid, issue, q, start))
  // The loader already answered 404 for unknown issues.
  if (!data) return null
  return read ? <IssueReadingMode issue={data} q={q} start={start} read={read} at={at} /> : <IssueReader issue={data} q={q} />
}
