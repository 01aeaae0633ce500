import { Fragment, type ReactNode, useId } from 'react'
import { placePath } from '#src/domain/issue-path.ts'
import { returnParam } from '#src/domain/search-return.ts'
import { type SearchState, filter } from '#src/domain/search-state.ts'
import type { SearchResults as ResultPage, SearchHit } from '#src/search/contract.ts'
import { readerQuery } from '#src/search/reader-link.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { placeTarget, searchTarget } from '#app/ui/targets.ts'
import { formatDate, formatNumber, languageName } from '#src/domain/format.ts'
import { ocrScoreText, typeLabel } from '#src/domain/labels.ts'
import { underPressControl } from '#src/domain/press-control.ts'
import { AddToList } from '#app/features/lists/add-to-list.tsx'
import { listDocumentOf, unitMember } from '#app/features/lists/members.ts'

function HitField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function Hit({ hit, state, back, pressNote }: { hit: SearchHit; state: SearchState; back: string; pressNote: string }) {
  const { locale, LL } = useI18n()
  const view = state.view
  // Into the reader at the unit, with the search's words highlighted and the way back to this exact
  // search; with variants, the words carry the ~ that stands for them, so the reader, its page view
  // and Content Search mark the same misreadings (ADR 039), less those removed from the search, also
  // when the `~` was typed in the query rather than asked for with the checkbox.
  const q = readerQuery(state)
  const target = placeTarget(hit.place, { q, back }, `unit-${hit.id}`)
  const type = typeLabel(LL, hit.type)
  const source = hit.periodical?.title ?? hit.item?.title
  const date = hit.date ? <time dateTime={hit.date}>{formatDate(hit.date, locale)}</time> : null
  const language = hit.language ? languageName(hit.language, locale) : null
  // A page's text that is no article has no title of its own: it is named by its issue (issue 34).
  const hitTitle = (found: SearchHit, label: string) =>
    found.title ??
    (found.type === 'issue' && found.periodical && found.date
      ? LL.search.issueName({ periodical: found.periodical.title, date: formatDate(found.date, locale) })
      : LL.search.untitled({ type: label }))
  const controlled = hit.place.kind === 'issue' && underPressControl(hit.date)
  // Printed under the occupier's control (spec §9): said on the hit's own line, taking no line of its
  // own, and explained once under the results (issue 53: a title tooltip is no explanation by touch or keyboard).
  const pressTag = controlled ? (
    <span className="hit__tag" title={LL.reading.pressControlHit()} aria-describedby={pressNote}>
      {LL.reading.pressControlTag()}
    </span>
  ) : null
  // Plain text between the parts, so a copied line reads "Article · Luxemburger Wort · 1 May 1900".
  // Into a visitor's list (issue 55), by the unit's permanent link: the line's last part, taking no more height than its text.
  const listDocument = listDocumentOf(hit.place)
  const member = listDocument ? unitMember(listDocument, hit.sourceId, hitTitle(hit, type), [source, hit.date ? formatDate(hit.date, locale) : null].filter(Boolean).join(', ')) : undefined
  const listButton = member ? <AddToList member={member} inline /> : null
  const meta = [type, source, date, language, LL.search.onPage({ page: hit.page }), pressTag, listButton].filter((part) => part !== null && part !== undefined)
  return (
    <li className={`record hit hit--${view}`}>
      <article>
        <h3 className="record__title">
          <Link {...target}>{hitTitle(hit, type)}</Link>
        </h3>
        {view === 'details' && hit.place.kind === 'item' && hit.place.id === null ? null : view === 'details' ? (
          <img
            className="hit__thumbnail"
            // The page drawn from its layout with the hit outlined and the words marked (src/iiif/thumbnail.ts).
            src={`/iiif${placePath(hit.place)}/canvas/${hit.page}/layout.svg?${new URLSearchParams({ unit: String(hit.id), ...(q ? { q } : {}) })}`}
            alt={LL.search.thumbnail({ page: hit.page })}
            width={120}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        {view === 'details' ? (
          <dl className="hit__fields">
            <HitField term={LL.search.fieldType()}>{type}</HitField>
            {hit.periodical ? (
              <HitField term={LL.search.facets.title()}>
                <Link to="/{-$locale}/periodicals/$paperid" params={{ paperid: hit.periodical.id }}>
                  {hit.periodical.title}
                </Link>
              </HitField>
            ) : hit.item ? (
              <HitField term={LL.search.fieldDocument()}>
                <Link {...placeTarget(hit.place)}>{hit.item.title}</Link>
              </HitField>
            ) : null}
            {date ? <HitField term={LL.search.facets.date()}>{date}</HitField> : null}
            {language ? <HitField term={LL.search.facets.language()}>{language}</HitField> : null}
            <HitField term={LL.search.fieldPage()}>{formatNumber(hit.page, locale)}</HitField>
            <HitField term={LL.ocr.label()}>{ocrScoreText(LL, locale, hit.ocr)}</HitField>
          </dl>
        ) : (
          <p className="record__meta record__meta--line">
            {meta.map((part, index) => (
              <Fragment key={index}>
                {index > 0 ? <span className="record__sep"> · </span> : null}
                {part}
              </Fragment>
            ))}
          </p>
        )}
        {view === 'details' && controlled ? <p className="hit__note">{LL.reading.pressControlHit()}</p> : null}
        {view === 'compact' ? null : (
          <p className="hit__snippet" lang={hit.language ?? undefined}>
            {hit.snippet.map((part, index) =>
              // The snippet is plain text; matches become <mark>, nothing from the OCR is HTML. The
              // text between them is text, not an element of its own (issue 52: fewer elements).
              part.match ? <mark key={index}>{part.text}</mark> : part.text,
            )}
          </p>
        )}
        {member && view === 'details' ? (
          <div className="hit__list">
            <AddToList member={member} />
          </div>
        ) : null}
        {view === 'details' && hit.periodical && !filter(state, 'title').has(hit.periodical.id) ? (
          <p className="hit__actions">
            <Link {...searchTarget(filter(state, 'title').add(hit.periodical.id))}>{LL.search.onlyInTitle({ title: hit.periodical.title })}</Link>
          </p>
        ) : null}
      </article>
    </li>
  )
}

export function SearchResults({ answer, state }: { answer: ResultPage; state: SearchState }) {
  const { LL } = useI18n()
  const pressNote = useId()
  const back = returnParam(state)
  if (answer.unanswerable) return <p className="empty-state">{LL.search.unanswerable()}</p>
  if (answer.total === 0) return <p className="empty-state">{LL.search.noResults()}</p>
  // The press-control tag of the list and compact views, explained where anyone can read it, under the list (the
  // details view says it beside each hit).
  const tagged = state.view !== 'details' && answer.hits.some((hit) => hit.place.kind === 'issue' && underPressControl(hit.date))
  return (
    <>
      <ol className={`hits hits--${state.view}`} start={answer.hits.length > answer.size ? 1 : (answer.page - 1) * answer.size + 1}>
        {answer.hits.map((hit) => (
          <Hit key={hit.id} hit={hit} state={state} back={back} pressNote={pressNote} />
        ))}
      </ol>
      {/* As a footnote to the list: above it, it would push the first results down the screen. */}
      {tagged ? (
        <p id={pressNote} className="hit__note hits__press-note">
          <span className="hit__tag">{LL.reading.pressControlTag()}</span> {LL.searchNotes.pressControl()}
        </p>
      ) : null}
    </>
  )
}
