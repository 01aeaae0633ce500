import { useRouteContext, useSearch } from '@tanstack/react-router'
import { issuePath, issueSegment, shownDate } from '../../../src/domain/issue-path'
import { type PageRegion, contentStateTarget, parseRegion, regionFromPixels } from '../../../src/domain/page-region'
import { canvasSize } from '../../../src/iiif/presentation'
import type { SnippetPart } from '../../../src/search/snippet'
import { useI18n } from '../../i18n'
import { CopyLink } from '../../ui/copy-link'
import { Link } from '../../ui/link'
import { issueTarget, periodicalTarget } from '../../ui/targets'
import { formatDate, languageName } from '../library/format'
import { PageHeader } from '../pages/page-layout'
import { typeLabel } from '../search/search-href'
import type { fetchIssue } from './reader.functions'
import { CiteLinks } from './cite-links'
import { DeepZoom, tileSource } from './deep-zoom'
import { PageView, useActiveUnit } from './page-view'
import type { PageDocument } from './reader.queries'
import { useSearchReturn } from './search-return'

export type ReaderIssue = NonNullable<Awaited<ReturnType<typeof fetchIssue>>>
type ReaderPage = ReaderIssue['pages'][number]
type ReaderUnit = ReaderIssue['units'][number]

/** OCR text as plain text: matches become <mark>, nothing from the OCR is HTML. */
function Marked({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) => (part.match ? <mark key={index}>{part.text}</mark> : <span key={index}>{part.text}</span>))}
    </>
  )
}

/** The region a link asks to open at (`region=`, or a IIIF Content State naming one of the pages). */
function shownRegion(region: string, content: string, pages: readonly ReaderPage[]): PageRegion | undefined {
  const own = parseRegion(region)
  if (own) return own
  const target = content === '' ? undefined : contentStateTarget(content)
  const page = target && pages.find((candidate) => candidate.sequence === target.page)
  return target && page ? regionFromPixels(target.page, target.xywh, canvasSize(page)) : undefined
}

/** Where an issue's citations and texts are: its /cite and /iiif addresses. */
interface DocumentFiles {
  cite: string
  iiif: string
}

function Unit({ unit, files }: { unit: ReaderUnit; files?: DocumentFiles | undefined }) {
  const { locale, LL } = useI18n()
  const type = typeLabel(LL, unit.type)
  const paragraphs: SnippetPart[][] = [[]]
  // Paragraphs follow the blank lines of the OCR text; marks never span one.
  for (const part of unit.parts) {
    const pieces = part.text.split(/\n\s*\n/)
    pieces.forEach((piece, index) => {
      if (index > 0) paragraphs.push([])
      if (piece !== '') paragraphs.at(-1)?.push({ text: piece, match: part.match })
    })
  }
  return (
    <article id={`unit-${unit.id}`} className="reader__unit" lang={unit.language ?? undefined} tabIndex={-1}>
      <h3>{unit.title ?? LL.reader.untitled({ type })}</h3>
      <p className="record__meta" lang={locale}>
        <span>{type}</span>
        {unit.language ? <span>{languageName(unit.language, locale)}</span> : null}
        <span>
          {unit.firstPage === unit.lastPage ? LL.reader.onPage({ page: unit.firstPage }) : LL.reader.onPages({ first: unit.firstPage, last: unit.lastPage })}
        </span>
      </p>
      {files ? <CiteLinks label={LL.reader.citeArticle()} cite={`${files.cite}/${unit.id}`} text={`${files.iiif}/range/${unit.id}/text.txt`} /> : null}
      {paragraphs
        .filter((paragraph) => paragraph.length > 0)
        .map((paragraph, index) => (
          <p key={index}>
            <Marked parts={paragraph} />
          </p>
        ))}
    </article>
  )
}

/**
 * A document's text for reading: its contents (the logical units), then each
 * page with its image when it has a IIIF image service (matching word boxes
 * drawn over it) and the units that start on it, search words marked.
 */
export function DocumentBody({ document, pages, units, files }: { document: PageDocument; pages: ReaderPage[]; units: ReaderUnit[]; files?: DocumentFiles }) {
  const { LL } = useI18n()
  const activeUnit = useActiveUnit(units.map((unit) => unit.id))
  const search = useSearch({ strict: false })
  const region = shownRegion(search.region ?? '', search['iiif-content'] ?? '', pages)
  const manifestPath = document.kind === 'issue' ? `/iiif/periodicals/${encodeURIComponent(document.paperid)}/${document.issue}/manifest` : `/iiif/items/${encodeURIComponent(document.id)}/manifest`
  const onPage = (sequence: number) => units.filter((unit) => unit.firstPage <= sequence && unit.lastPage >= sequence)
  return (
    <>
      <section aria-labelledby="contents-heading" className="reader__contents">
        <h2 id="contents-heading">{LL.reader.contents()}</h2>
        <ol>
          {units.map((unit) => (
            <li key={unit.id}>
              <a href={`#unit-${unit.id}`}>{unit.title ?? LL.reader.untitled({ type: typeLabel(LL, unit.type) })}</a>{' '}
              <span className="record__meta">
                {typeLabel(LL, unit.type)} · {LL.reader.onPage({ page: unit.firstPage })}
                {unit.matches > 0 ? ` · ${LL.reader.unitMatches({ count: unit.matches })}` : ''}
              </span>
            </li>
          ))}
        </ol>
      </section>
      {pages.map((page) => {
        const label = page.label ?? String(page.sequence)
        const starting = units.filter((unit) => unit.firstPage === page.sequence)
        // The scan where there is one, else the page drawn from its OCR: the same page, units and region.
        const view = { document, page, units: onPage(page.sequence), activeUnit, region: region?.page === page.sequence ? region : undefined, manifestPath }
        return (
          <section key={page.sequence} className="reader__page" aria-labelledby={`page-${page.sequence}`}>
            <h2 id={`page-${page.sequence}`}>{LL.reader.page({ label })}</h2>
            {tileSource(page) ? <DeepZoom {...view} /> : <PageView {...view} />}
            <div className="reader__text">
              {starting.length > 0 ? starting.map((unit) => <Unit key={unit.id} unit={unit} files={files} />) : <p className="empty-state">{LL.reader.noText()}</p>}
            </div>
          </section>
        )
      })}
    </>
  )
}

/**
 * The issue reader: the issue's pages in order, each with its image when the
 * page has a IIIF image service (matching word boxes drawn over it), and the
 * logical units that start on it with their full text, the referring search's
 * words highlighted.
 */
export function IssueReader({ issue, q }: { issue: ReaderIssue; q: string }) {
  const { locale, LL } = useI18n()
  const { origin } = useRouteContext({ from: '__root__' })
  const date = formatDate(shownDate(issue.date, issue.datePrecision), locale)
  const { link: searchLink, carry } = useSearchReturn(q)
  const path = issuePath(issue.periodical.id, issue.date, issue.edition)
  const files: DocumentFiles = { cite: `/cite${path}`, iiif: `/iiif${path}` }
  const meta = [
    issue.number ? LL.reader.number({ number: issue.number }) : null,
    issue.editions > 1 ? LL.reader.edition({ edition: issue.edition }) : null,
    LL.reader.pageCount({ count: issue.pages.length }),
    issue.languages.map((code) => languageName(code, locale)).join(', ') || null,
  ].filter((entry) => entry !== null)
  return (
    <div className="container reader">
      <PageHeader title={LL.reader.issueOf({ title: issue.periodical.title, date })} intro={meta.join(' · ')}>
        {issue.editions > 1 ? <p>{LL.reader.editionsThatDay({ count: issue.editions })}</p> : null}
      </PageHeader>
      <nav className="reader__nav" aria-label={LL.reader.allIssues({ title: issue.periodical.title })}>
        <ul>
          <li>
            {issue.previous ? (
              <Link {...issueTarget(issue.periodical.id, issue.previous.date, issue.previous.edition, carry)} rel="prev">
                ← {LL.reader.previous()}
              </Link>
            ) : null}
          </li>
          <li>
            <Link {...periodicalTarget(issue.periodical.id, { year: Number(issue.date.slice(0, 4)) })}>
              {LL.reader.allIssues({ title: issue.periodical.title })}
            </Link>
          </li>
          <li>
            {issue.next ? (
              <Link {...issueTarget(issue.periodical.id, issue.next.date, issue.next.edition, carry)} rel="next">
                {LL.reader.next()} →
              </Link>
            ) : null}
          </li>
        </ul>
      </nav>
      {q || searchLink ? (
        <p className="notice" role="status">
          {q ? (issue.matches > 0 ? LL.reader.matches({ count: issue.matches, q }) : LL.reader.noMatches({ q })) : null}{' '}
          {searchLink ? <Link {...searchLink}>{LL.reader.backToSearch()}</Link> : null}
        </p>
      ) : null}
      <p className="reader__permalink">
        {LL.periodical.permalink()}:{' '}
        <CopyLink href={issue.permalink ?? `${origin}${path}`} />
      </p>
      <CiteLinks label={LL.reader.citeIssue()} cite={files.cite} text={`${files.iiif}/text.txt`} manifest={`${files.iiif}/manifest`} />
      <DocumentBody document={{ kind: 'issue', paperid: issue.periodical.id, issue: issueSegment(issue.date, issue.edition) }} pages={issue.pages} units={issue.units} files={files} />
    </div>
  )
}
