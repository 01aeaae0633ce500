import { createFileRoute } from '@tanstack/react-router'
import { EmptyState, PageHeader } from '../../features/pages/page-layout'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'

export const Route = createFileRoute('/{-$locale}/books')({
  head: headFor((LL) => LL.pages.books.title(), (LL) => LL.pages.books.intro()),
  component: BooksPage,
})

function BooksPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.books.title()} intro={LL.pages.books.intro()} />
      <EmptyState>{LL.empty.noDataYet()}</EmptyState>
    </div>
  )
}
