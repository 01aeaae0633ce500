import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { localeOfPath } from '#src/domain/locale.ts'
import { newsQuery } from '#app/features/library/library.queries.ts'
import { NewsList } from '#app/features/library/staff-picks.tsx'
import { EmptyState, PageHeader } from '#app/features/pages/page-layout.tsx'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'

export const Route = createFileRoute('/{-$locale}/news')({
  loader: ({ context, location }) => context.queryClient.ensureQueryData(newsQuery(localeOfPath(location.pathname))),
  head: headFor((LL) => LL.pages.news.title(), (LL) => LL.pages.news.intro()),
  component: NewsPage,
})

function NewsPage() {
  const { locale, LL } = useI18n()
  const { data: news } = useSuspenseQuery(newsQuery(locale))
  return (
    <div className="container">
      <PageHeader title={LL.pages.news.title()} intro={LL.pages.news.intro()} />
      {news.length > 0 ? <NewsList news={news} headingLevel={2} /> : <EmptyState>{LL.pages.home.newsEmpty()}</EmptyState>}
    </div>
  )
}
