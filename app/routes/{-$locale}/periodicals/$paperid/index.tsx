import { useSuspenseQuery } from '@tanstack/react-query'
import type { UrlParams } from '#src/domain/search-params.ts'
import { type SearchSchemaInput, createFileRoute, notFound, stripSearchParams } from '@tanstack/react-router'
import * as v from 'valibot'
import { MAX_ID_LENGTH, withinLength } from '#src/domain/limits.ts'
import { pageNotFound } from '#src/domain/errors.ts'
import { periodicalQuery } from '#app/features/library/library.queries.ts'
import { PeriodicalDetailView } from '#app/features/library/periodical-detail.tsx'
import { IssueCalendar } from '#app/features/reader/issue-calendar.tsx'
import { issueCalendarQuery } from '#app/features/reader/reader.queries.ts'
import { headFromLoader } from '#app/head.ts'
import { translations } from '#app/i18n.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { periodicalFeedPath } from '#src/domain/permalink.ts'

const whole = (max: number) =>
  v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform(Number),
      v.check((value) => Number.isInteger(value) && value >= 1 && value <= max),
    ),
    0,
  )

/** `?year=1942` picks the calendar's year (else the latest), `&month=3` one month of it (else all twelve). */
const periodicalSearch = v.object({ year: whole(9999), month: whole(12) })

export const Route = createFileRoute('/{-$locale}/periodicals/$paperid/')({
  // A longer id names nothing: the route does not match, and the visitor gets the 404 (never a 500).
  params: { parse: ({ paperid }) => (withinLength(paperid, MAX_ID_LENGTH) ? { paperid } : false), stringify: ({ paperid }) => ({ paperid }) },
  validateSearch: (input: UrlParams<v.InferOutput<typeof periodicalSearch>> & SearchSchemaInput) => v.parse(periodicalSearch, input),
  search: { middlewares: [stripSearchParams({ year: 0, month: 0 })] },
  loaderDeps: ({ search }) => ({ year: search.year }),
  loader: async ({ context, params, location, deps }) => {
    // Both at once, and both awaited: a promise left unawaited here would reject with nobody
    // listening when the other one fails first, and an unhandled rejection ends the process.
    const [periodical] = await Promise.all([
      context.queryClient.ensureQueryData(periodicalQuery(params.paperid)),
      context.queryClient.ensureQueryData(issueCalendarQuery(params.paperid, deps.year || undefined)),
    ])
    if (!periodical) throw notFound({ data: pageNotFound(location.pathname) })
    const locale = localeOfPath(location.pathname)
    return {
      title: periodical.title,
      description: periodical.description,
      descriptionLanguage: periodical.descriptionLanguage,
      // Feed readers find its new issues from its page (issue 37).
      feed: { href: periodicalFeedPath(periodical.id, locale), title: translations(locale).periodical.newIssuesFeed() },
      structured: {
        '@type': 'Periodical',
        name: periodical.title,
        ...(periodical.issn ? { issn: periodical.issn } : {}),
        ...(periodical.description ? { description: periodical.description } : {}),
        ...(periodical.publishers.length > 0 ? { publisher: periodical.publishers.map((name) => ({ '@type': 'Organization', name })) } : {}),
        ...(periodical.firstDate ? { startDate: periodical.firstDate } : {}),
        ...(periodical.lastDate ? { endDate: periodical.lastDate } : {}),
        inLanguage: periodical.languages,
        isAccessibleForFree: true,
      },
    }
  },
  head: headFromLoader(
    (data: { title: string; description: string | null; descriptionLanguage: string | null; structured: Record<string, unknown>; feed: { href: string; title: string } }) => data,
  ),
  component: PeriodicalPage,
})

function PeriodicalPage() {
  const { paperid } = Route.useParams()
  const { year, month } = Route.useSearch()
  const { data } = useSuspenseQuery(periodicalQuery(paperid))
  const { data: calendar } = useSuspenseQuery(issueCalendarQuery(paperid, year || undefined))
  // The loader already answered 404 for unknown ids.
  return data ? (
    <PeriodicalDetailView periodical={data}>
      <IssueCalendar periodicalId={paperid} calendar={calendar} month={month} />
    </PeriodicalDetailView>
  ) : null
}
