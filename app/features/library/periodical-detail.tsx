import { useRouteContext } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { lastPublicDomainYear, rightsOfRun } from '#src/domain/rights.ts'
import { typesetFrench } from '#src/domain/typography.ts'
import { yearRanges } from '#src/domain/year-ranges.ts'
import type { PeriodicalDetail } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { periodicalFeedPath, periodicalPermalink, sourceIdentifierLink } from '#src/domain/permalink.ts'
import { Link } from '#app/ui/link.tsx'
import { PageHeader } from '../pages/page-layout'
import { formatPeriod, languageName } from '#src/domain/format.ts'

export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="fields__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/**
 * The title history as a timeline: earlier titles, this one, later titles,
 * each linked when it is in the catalogue, so successive titles lead to each other.
 */
/**
 * Access by the issues' age (src/domain/rights.ts): the public domain only where the age makes it
 * so; younger issues are free to read here and said to be in copyright.
 */
function accessByDate(LL: TranslationFunctions, firstDate: string | null, lastDate: string | null): string {
  if (!firstDate || !lastDate) return LL.periodical.accessInCopyright()
  const now = new Date()
  const run = rightsOfRun(Number(firstDate.slice(0, 4)), Number(lastDate.slice(0, 4)), now)
  if (run === 'publicDomain') return LL.periodical.accessDefault()
  if (run === 'inCopyright') return LL.periodical.accessInCopyright()
  return LL.periodical.accessMixed({ year: lastPublicDomainYear(now) })
}

function TitleHistory({ periodical }: { periodical: PeriodicalDetail }) {
  const { LL } = useI18n()
  const entry = (item: { title: string; id?: string }, when: string) => (
    <li key={`${when}-${item.title}`} className="timeline__entry">
      <span className="timeline__when">{when}</span>
      {item.id ? <Link to="/{-$locale}/periodicals/$paperid" params={{ paperid: item.id }}>{item.title}</Link> : <span>{item.title}</span>}
    </li>
  )
  return (
    <ol className="timeline">
      {periodical.earlierTitles.map((item) => entry(item, LL.periodical.earlierTitle()))}
      <li className="timeline__entry is-current" aria-current="true">
        <span className="timeline__when">{LL.periodical.thisTitle()}</span>
        <strong>{periodical.title}</strong>
      </li>
      {periodical.laterTitles.map((item) => entry(item, LL.periodical.laterTitle()))}
    </ol>
  )
}

/**
 * The catalogue's summary in the language it was written in (the record's language of
 * cataloguing): marked as such, so a screen reader switches voice on a page of another language,
 * and spaced the French way when it is French.
 */
/**
 * The catalogue's description, in the language it was catalogued in: on a page in another language,
 * a note says which (issue 53), as the text is not the site's own and is not translated.
 */
function Description({ text, language }: { text: string; language: string | null }) {
  const { locale, LL } = useI18n()
  const other = language !== null && language !== locale
  return (
    <>
      <span lang={language ?? undefined}>{language === 'fr' ? typesetFrench(text) : text}</span>
      {other ? <span className="record__meta field__note"> {LL.catalogue.inLanguage({ language: languageName(language, locale) })}</span> : null}
    </>
  )
}

/** One periodical: the fields of spec §2, then its issue calendar (`children`). */
export function PeriodicalDetailView({ periodical, children }: { periodical: PeriodicalDetail; children?: ReactNode }) {
  const { locale, LL } = useI18n()
  // The permanent link is ours, whatever the source called it; the source's own identifier is shown beside it (ADR 035).
  const { origin } = useRouteContext({ from: '__root__' })
  const sourceIdentifier = sourceIdentifierLink(periodical.permalink, origin)
  const none = LL.periodical.notRecorded()
  const list = (values: string[], record = false) => {
    // Names from the catalogue record keep its own punctuation ("Luxemburg : Sankt-Paulus-Druckerei"
    // is ISBD, not French typography): neither translated by the browser nor typeset by the site.
    const translate = record ? 'no' : undefined
    return values.length === 0 ? none : values.length === 1 ? <span translate={translate}>{values[0]}</span> : (
      <ul className="plain-list" translate={translate}>
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    )
  }
  return (
    <div className="container">
      <PageHeader title={periodical.title} intro={LL.library.types[periodical.type]()} />
      <dl className="fields">
        <Field label={LL.periodical.titles()}>{periodical.title}</Field>
        {periodical.earlierTitles.length > 0 || periodical.laterTitles.length > 0 ? (
          <Field label={LL.periodical.titleHistory()}>
            <TitleHistory periodical={periodical} />
          </Field>
        ) : null}
        <Field label={LL.periodical.publishers()}>{list(periodical.publishers, true)}</Field>
        <Field label={LL.periodical.printers()}>{list(periodical.printers, true)}</Field>
        <Field label={LL.periodical.publicationPeriod()}>
          {periodical.period ??
            (periodical.firstDate && periodical.lastDate
              ? formatPeriod(periodical.firstDate, periodical.lastDate, locale)
              : none)}
        </Field>
        {/* The title's own period above, the years this library holds here (issue 39: "1848–1990" over one year of issues). */}
        <Field label={LL.periodical.digitisedYears()}>{periodical.heldYears.length > 0 ? yearRanges(periodical.heldYears) : none}</Field>
        <Field label={LL.periodical.issn()}>{periodical.issn ?? none}</Field>
        <Field label={LL.periodical.availableIssues()}>
          {LL.library.issueCount({ count: periodical.issueCount })}
          {periodical.firstDate && periodical.lastDate
            ? ` (${formatPeriod(periodical.firstDate, periodical.lastDate, locale)})`
            : ''}
        </Field>
        <Field label={LL.periodical.languages()}>{list(periodical.languages.map((code) => languageName(code, locale)))}</Field>
        <Field label={LL.periodical.description()}>
          {periodical.description ? <Description text={periodical.description} language={periodical.descriptionLanguage} /> : none}
        </Field>
        <Field label={LL.periodical.accessInformation()}>{periodical.accessInfo ?? accessByDate(LL, periodical.firstDate, periodical.lastDate)}</Field>
        <Field label={LL.periodical.permalink()}>
          <CopyLink href={periodicalPermalink(origin, periodical.id)} />
        </Field>
        {sourceIdentifier ? (
          <Field label={LL.periodical.sourceIdentifier()}>
            <CopyLink href={sourceIdentifier} />
          </Field>
        ) : null}
      </dl>
      <p>
        <a className="button button--quiet" href={periodicalFeedPath(periodical.id, locale)} type="application/atom+xml">
          <Icon name="external" />
          {LL.periodical.newIssuesFeed()}
        </a>
      </p>
      {children}
      {periodical.record.length > 0 ? (
        <section aria-labelledby="record-heading" className="record-view">
          <h2 id="record-heading">{LL.periodical.record()}</h2>
          <pre lang="und">{periodical.record.join('\n')}</pre>
        </section>
      ) : null}
    </div>
  )
}
