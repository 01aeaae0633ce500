import type { ReactNode } from 'react'
import type { NewsItem, StaffPick, StaffPickSummary } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { Link, TargetLink } from '#app/ui/link.tsx'
import { PageHeader } from '../pages/page-layout'
import { formatDate } from '#src/domain/format.ts'

export function StaffPickList({ picks, headingLevel = 2 }: { picks: StaffPickSummary[]; headingLevel?: 2 | 3 }) {
  const { locale, LL } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className="record-list">
      {picks.map((pick) => (
        <li key={pick.id} className={pick.picture ? 'record record--with-thumbnail' : 'record'}>
          {pick.picture ? (
            // A page of what the pick points at: decoration beside its title, which says it all.
            // In the list's language: a page without a scan is a card that says there is no image.
            <img className="record__thumbnail" src={`${pick.picture}?lang=${locale}`} alt="" width={72} loading="lazy" decoding="async" />
          ) : null}
          <Heading className="record__title">
            <Link to="/{-$locale}/staff-picks/$id" params={{ id: pick.id }}>{pick.title}</Link>
          </Heading>
          <p className="record__summary">{pick.summary}</p>
          <p className="record__meta">{LL.pages.staffPicks.published({ date: formatDate(pick.published, locale) })}</p>
        </li>
      ))}
    </ul>
  )
}

/** A staff pick's page; `featured`, the link to the list the staff feature under it (app/features/lists), after its text. */
export function StaffPickView({ pick, featured }: { pick: StaffPick; featured?: ReactNode }) {
  const { locale, LL } = useI18n()
  return (
    <article className="container prose">
      <PageHeader title={pick.title} intro={pick.summary}>
        <p className="record__meta">{LL.pages.staffPicks.published({ date: formatDate(pick.published, locale) })}</p>
      </PageHeader>
      {pick.body.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {featured}
      <p className="prose__actions">
        {pick.target ? (
          <TargetLink target={pick.target} className="button button--primary">
            {LL.pages.staffPicks.explore()}
          </TargetLink>
        ) : null}
        <Link to="/{-$locale}/staff-picks" className="button">
          {LL.pages.staffPicks.all()}
        </Link>
      </p>
    </article>
  )
}

/**
 * News items. In full on the news page, each with its own place (#news-{id}); as summaries on the
 * home page (issue 38: the phone's home page was 5,855 px tall with three items in full): the first
 * paragraph, three lines at most, and "Read more" to the item on the news page.
 */
export function NewsList({ news, headingLevel = 3, summary = false }: { news: NewsItem[]; headingLevel?: 2 | 3; summary?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const { locale, LL } = useI18n()
  return (
    <ul className="record-list">
      {news.map((item) => (
        <li key={item.id} id={summary ? undefined : `news-${item.id}`} className="record">
          <Heading className="record__title">{item.title}</Heading>
          <p className="record__meta">
            <time dateTime={item.published}>{formatDate(item.published, locale)}</time>
          </p>
          {summary ? (
            <>
              <p className="record__summary record__summary--short">{item.body[0]}</p>
              <p className="record__more">
                <Link to="/{-$locale}/news" hash={`news-${item.id}`} aria-label={LL.reading.readMoreAbout({ title: item.title })}>
                  {LL.reading.readMore()}
                </Link>
              </p>
            </>
          ) : (
            item.body.map((paragraph) => (
              <p key={paragraph} className="record__summary">
                {paragraph}
              </p>
            ))
          )}
        </li>
      ))}
    </ul>
  )
}
