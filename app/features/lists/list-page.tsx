import { useNavigate } from '@tanstack/react-router'
import { Fragment, useId, useState } from 'react'
import { formatDate } from '#src/domain/format.ts'
import { citationLine, memberRecord } from '#src/domain/list-citation.ts'
import { type ResolvedMember, itemMemberDate, memberKindLabel, memberPrintedPages, memberReaderPath, memberSource, memberTitle } from '#src/domain/list-view.ts'
import { MAX_PDF_PAGES } from '#src/documents/limits.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { TargetLink } from '#app/ui/link.tsx'
import { PageHeader } from '../pages/page-layout'
import { drafts, requestPanel } from './draft-store'
import type { ListPageData } from './lists.queries'
import { MemberPicture } from './member-picture'

const FORMATS = [
  ['ris', 'RIS'],
  ['bib', 'BibTeX'],
  ['json', 'CSL-JSON'],
  ['csv', 'CSV'],
] as const

/** A note as the visitor wrote it: paragraphs at blank lines, line breaks kept; plain text, never markup. */
function Note({ text }: { text: string }) {
  return (
    <div className="list-page__note">
      {text.split(/\n\n+/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  )
}

function Member({ member, position, origin }: { member: ResolvedMember; position: number; origin: string }) {
  const { locale, LL } = useI18n()
  if (member.status !== 'ok') {
    return (
      <li className="list-member list-member--withdrawn" value={position}>
        <h3 className="record__title">{LL.lists.page.withdrawn()}</h3>
        <p className="record__meta">{member.ref}</p>
        <p>{LL.lists.page.withdrawnNote()}</p>
      </li>
    )
  }
  const title = memberTitle(LL, locale, member)
  const reader = memberReaderPath(member)
  const record = memberRecord(LL, locale, member, position, { origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: new Date().toISOString().slice(0, 10) })
  const meta = [
    memberKindLabel(LL, member),
    member.kind === 'document' ? null : memberSource(locale, member),
    itemMemberDate(locale, member),
    member.page && member.kind === 'unit' ? LL.search.onPage({ page: member.page.sequence }) : null,
  ].filter(
    (part): part is string => part !== null && part !== '',
  )
  return (
    <li className="list-member" value={position}>
      <article>
        <MemberPicture member={member} />
        <h3 className="record__title">{reader ? <TargetLink target={reader}>{title}</TargetLink> : title}</h3>
        <p className="record__meta record__meta--line">
          {meta.map((part, index) => (
            <Fragment key={index}>
              {index > 0 ? <span className="record__sep"> · </span> : null}
              {part}
            </Fragment>
          ))}
        </p>
        {member.snippet.length > 0 ? (
          <p className="hit__snippet" lang={member.unit?.language ?? undefined}>
            {member.snippet.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : part.text))}
          </p>
        ) : null}
        {record ? (
          <p className="list-member__citation">
            <span className="list-member__label">{LL.lists.page.citation()}</span> {citationLine(LL, locale, record)}
          </p>
        ) : null}
      </article>
    </li>
  )
}

function SearchWithin({ q, id }: { q: string; id: string }) {
  const { LL } = useI18n()
  const navigate = useNavigate()
  const field = useId()
  const [words, setWords] = useState(q)
  return (
    <form
      role="search"
      className="list-page__search"
      aria-label={LL.lists.page.search()}
      method="get"
      onSubmit={(event) => {
        event.preventDefault()
        void navigate({ to: '/{-$locale}/lists/$id', params: { id }, search: { q: words.trim() } })
      }}
    >
      <label htmlFor={field}>{LL.lists.page.searchWords()}</label>
      <div className="list-page__search-row">
        <input id={field} name="q" type="search" value={words} maxLength={500} onChange={(event) => setWords(event.currentTarget.value)} />
        <button type="submit" className="button">
          <Icon name="search" />
          {LL.lists.page.searchButton()}
        </button>
      </div>
    </form>
  )
}

/**
 * A published list (issue 55): what it is and when it is pinned to, its permanent link, its
 * downloads, "Make a copy to edit", a search within it, and its members, each with its picture, its
 * place in the reader, its snippet and its citation; or, withdrawn by the library, why.
 */
export function ListPage({ list, q }: { list: ListPageData; q: string }) {
  const { locale, LL } = useI18n()
  const [copied, setCopied] = useState('')
  const printed = list.members.reduce((pages, member) => pages + memberPrintedPages(member).length, 0)
  const shown = q ? list.members.map((member, index) => ({ member, position: index + 1 })).filter(({ member }) => member.matched) : list.members.map((member, index) => ({ member, position: index + 1 }))
  const copy = () => {
    const name = LL.lists.panel.copyOf({ title: list.title })
    const titles = new Map(list.members.map((member) => [member.ref, member]))
    drafts.create(
      name,
      list.refs.map((ref) => {
        const member = titles.get(ref)
        return { ref, title: member && member.status === 'ok' ? memberTitle(LL, locale, member) : ref, source: member ? memberSource(locale, member) : '' }
      }),
      { id: list.id, title: list.title },
    )
    setCopied(LL.lists.page.copied({ name }))
    requestPanel()
  }
  if (list.withdrawal) {
    return (
      <div className="container list-page">
        <PageHeader title={list.title} />
        <div className="notice" role="note">
          <p>{LL.lists.page.listWithdrawn({ date: formatDate(list.withdrawal.at.slice(0, 10), locale) })}</p>
          <p>{LL.lists.page.reason({ reason: list.withdrawal.reason })}</p>
        </div>
      </div>
    )
  }
  const api = `/api/lists/${list.id}`
  return (
    <div className="container list-page">
      <PageHeader title={list.title} intro={LL.lists.page.intro()}>
        <p className="record__meta">
          {LL.lists.page.summary({ count: list.total, date: formatDate(list.asof, locale), published: formatDate(list.publishedAt.slice(0, 10), locale) })}
        </p>
      </PageHeader>
      {list.note ? <Note text={list.note} /> : null}
      {list.copiedFrom ? (
        <p>
          {LL.lists.page.copiedFrom()} <TargetLink target={`/lists/${list.copiedFrom.id}`}>{list.copiedFrom.title}</TargetLink>
        </p>
      ) : null}
      <p className="reader__permalink">
        {LL.lists.page.permalink()} <CopyLink href={list.permalink} />
      </p>
      {list.ark ? (
        <p className="reader__permalink">
          {LL.lists.page.ark()} <CopyLink href={list.ark} />
        </p>
      ) : null}
      <p className="cite-links">
        <span>{LL.lists.page.downloads()}</span>{' '}
        {FORMATS.map(([format, name]) => (
          <Fragment key={format}>
            <a href={`${api}/export?format=${format}&locale=${locale}`} download>
              {name}
            </a>
            {' · '}
          </Fragment>
        ))}
        <a href={`${api}/texts?locale=${locale}`} download>
          {LL.lists.page.texts()}
        </a>
        {' · '}
        {printed > MAX_PDF_PAGES ? (
          // Said rather than linked: the PDF would be refused (413) past its pages.
          <span>{LL.lists.page.pdfTooLong({ count: printed, limit: MAX_PDF_PAGES })}</span>
        ) : (
          <a href={`${api}/pdf?locale=${locale}`} type="application/pdf" download>
            {LL.lists.page.pdf()}
          </a>
        )}
        {' · '}
        <a href={`/iiif/lists/${list.id}/collection`}>{LL.lists.page.iiif()}</a>
      </p>
      <p className="list-page__copy">
        <button type="button" className="button" onClick={copy}>
          <Icon name="copy" />
          {LL.lists.page.copy()}
        </button>
        <span role="status" className="list-page__copied">
          {copied}
        </span>
      </p>
      <section aria-labelledby="list-members-heading" className="list-page__members">
        <h2 id="list-members-heading">{LL.lists.page.members()}</h2>
        <SearchWithin key={q} q={q} id={list.id} />
        {q ? (
          <p className="results__count" role="status">
            {list.matched > 0 ? LL.lists.page.matches({ count: list.matched, total: list.total, q }) : LL.lists.page.noMatches({ q })}{' '}
            {list.unsearched > 0 ? LL.lists.page.unsearched({ count: list.unsearched }) : null}{' '}
            <TargetLink target={`/lists/${list.id}`}>{LL.lists.page.showAll()}</TargetLink>
          </p>
        ) : null}
        <ol className="list-members">
          {shown.map(({ member, position }) => (
            <Member key={`${position}-${member.ref}`} member={member} position={position} origin={new URL(list.permalink).origin} />
          ))}
        </ol>
      </section>
    </div>
  )
}
