import { ITEM_SORTS, type ItemListState, parseItemListState } from '#src/domain/item-list.ts'
import { filterItems, listOptions } from '#src/domain/list-order.ts'
import { ITEM_LIST_PATHS, type ItemType } from '#src/domain/issue-path.ts'
import type { ItemSummary } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { itemListTarget, itemTarget } from '#app/ui/targets.ts'
import { EmptyState, PageHeader } from '../pages/page-layout'
import { formatDate, languageName } from '#src/domain/format.ts'
import { ListFilters } from './list-filters'

interface ItemListPageProps {
  title: string
  intro: string
  items: ItemSummary[]
  /** The kind of item listed; each item's page is below the list. */
  kind: ItemType
  state: ItemListState
}

/** The listing of books, manuscripts or posters. */
export function ItemListPage({ title, intro, items: all, kind, state }: ItemListPageProps) {
  const basePath = ITEM_LIST_PATHS[kind]
  const { locale, LL } = useI18n()
  const items = filterItems(all, state)
  const options = listOptions(all)
  const href = (patch: Partial<ItemListState>) => itemListTarget(kind, { ...state, ...patch })
  return (
    <div className="container">
      <PageHeader title={title} intro={intro} />
      {all.length === 0 ? (
        <EmptyState>{LL.empty.noDataYet()}</EmptyState>
      ) : (
        <>
          <ListFilters
            action={basePath}
            letter={state.letter}
            lang={state.lang}
            sort={state.sort}
            letters={options.letters}
            languages={options.languages}
            sorts={ITEM_SORTS.map((sort) => ({ value: sort, label: LL.periodicalList.sorts[sort]() }))}
            hidden={{ letter: state.letter, lang: state.lang }}
            href={href}
            sortTarget={(sort, latest) => itemListTarget(kind, { ...parseItemListState(latest), sort: parseItemListState({ sort }).sort })}
          />
          <p className="page-header__count" role="status">
            {items.length === all.length ? LL.library.listLabel({ count: all.length }) : LL.periodicalList.shown({ shown: items.length, total: all.length })}
          </p>
        </>
      )}
      {all.length === 0 ? null : items.length === 0 ? (
        <EmptyState>
          {LL.periodicalList.noMatch()} <Link {...itemListTarget(kind)}>{LL.periodicalList.showAll()}</Link>
        </EmptyState>
      ) : (
        <ul className="record-list">
          {items.map((item) => (
            <li key={item.id} className="record record--with-thumbnail">
              {item.pageCount > 0 ? (
                // Its first page: the scan where there is one, else a card that says there is no image (src/iiif/thumbnail.ts).
                <img className="record__thumbnail" src={`/iiif/items/${encodeURIComponent(item.id)}/canvas/1/thumbnail?lang=${locale}`} alt="" width={72} loading="lazy" decoding="async" />
              ) : null}
              <h2 className="record__title">
                <Link {...itemTarget(kind, item.id)}>{item.title}</Link>
              </h2>
              <p className="record__meta">
                {item.authors.length > 0 ? <span>{LL.library.byAuthors({ authors: item.authors.join(LL.library.authorSeparator()) })}</span> : null}
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
