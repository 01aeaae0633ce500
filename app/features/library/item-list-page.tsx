import type { ItemSummary } from '../../../src/store/library'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'
import { EmptyState, PageHeader } from '../pages/page-layout'
import { formatDate, languageName } from './format'

interface ItemListPageProps {
  title: string
  intro: string
  items: ItemSummary[]
  /** The list's own path; each item's page is below it. */
  basePath: string
}

/** The listing of books, manuscripts or posters. */
export function ItemListPage({ title, intro, items, basePath }: ItemListPageProps) {
  const { locale, LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={title} intro={intro}>
        {items.length > 0 ? <p className="page-header__count">{LL.library.listLabel({ count: items.length })}</p> : null}
      </PageHeader>
      {items.length === 0 ? (
        <EmptyState>{LL.empty.noDataYet()}</EmptyState>
      ) : (
        <ul className="record-list">
          {items.map((item) => (
            <li key={item.id} className="record">
              <h2 className="record__title">
                <Link to={`${basePath}/${encodeURIComponent(item.id)}`}>{item.title}</Link>
              </h2>
              <p className="record__meta">
                {item.authors.length > 0 ? <span>{LL.library.byAuthors({ authors: item.authors.join('; ') })}</span> : null}
                {item.date ? <span>{formatDate(item.date, locale, 'year')}</span> : null}
                <span>{LL.library.pageCount({ count: item.pageCount })}</span>
                {item.languages.length > 0 ? (
                  <span>{item.languages.map((code) => languageName(code, locale)).join(', ')}</span>
                ) : null}
                {item.bornDigital ? <span>{LL.library.bornDigital()}</span> : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
