import type { SearchState } from '../../../src/domain/search-state'
import type { SearchResults as ResultPage, SearchHit } from '../../../src/search/engine'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'
import { formatDate, languageName } from '../library/format'
import { typeLabel } from './search-href'

function Hit({ hit, view, q }: { hit: SearchHit; view: SearchState['view']; q: string }) {
  const { locale, LL } = useI18n()
  // Into the reader at the unit, with the search's words highlighted.
  const target = hit.periodical || hit.item ? `${hit.link}${q ? `?q=${encodeURIComponent(q)}` : ''}#unit-${hit.id}` : hit.link
  const type = typeLabel(LL, hit.type)
  const source = hit.periodical?.title ?? hit.item?.title
  return (
    <li className={`record hit hit--${view}`}>
      <article>
        <h3 className="record__title">
          <Link to={target}>{hit.title ?? LL.search.untitled({ type })}</Link>
        </h3>
        <p className="record__meta">
          <span>{type}</span>
          {source ? <span>{source}</span> : null}
          {hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, locale)}</time> : null}
          {hit.language ? <span>{languageName(hit.language, locale)}</span> : null}
          <span>{LL.search.onPage({ page: hit.page })}</span>
        </p>
        {view === 'compact' ? null : (
        <p className="hit__snippet" lang={hit.language ?? undefined}>
          {hit.snippet.map((part, index) =>
            // The snippet is plain text; matches become <mark>, nothing from the OCR is HTML.
            part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>,
          )}
        </p>
        )}
      </article>
    </li>
  )
}

export function SearchResults({ answer, view, q }: { answer: ResultPage; view: SearchState['view']; q: string }) {
  const { LL } = useI18n()
  if (answer.unanswerable) return <p className="empty-state">{LL.search.unanswerable()}</p>
  if (answer.total === 0) return <p className="empty-state">{LL.search.noResults()}</p>
  return (
    <ol className={`hits hits--${view}`} start={answer.hits.length > answer.size ? 1 : (answer.page - 1) * answer.size + 1}>
      {answer.hits.map((hit) => (
        <Hit key={hit.id} hit={hit} view={view} q={q} />
      ))}
    </ol>
  )
}
