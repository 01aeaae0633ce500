import { useNavigate, useRouteContext, useSearch } from '@tanstack/react-router'
import { issuePath, issueSegment, shownDate } from '#src/domain/issue-path.ts'
import { issuePermalink, sourceIdentifierLink } from '#src/domain/permalink.ts'
import { type PageRegion, parseRegion } from '#src/domain/page-region.ts'
import { contentStateTarget, regionFromPixels } from '#src/domain/content-state.ts'
import { canvasSize } from '#src/iiif/presentation.ts'
import type { SnippetPart } from '#src/search/snippet.ts'
import { type ReactNode, use, useCallback, useEffect, useId, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { Link } from '#app/ui/link.tsx'
import { issueTarget, type itemTarget, periodicalTarget } from '#app/ui/targets.ts'
import { formatDate, languageName } from '#src/domain/format.ts'
import { PageHeader } from '../pages/page-layout'
import { typeLabel, unitName } from '#src/domain/labels.ts'
import type { fetchIssue } from './reader.functions'
import { CiteLinks } from './cite-links'
import { underPressControl } from '#src/domain/press-control.ts'
import { MAX_PDF_PAGES } from '#src/documents/limits.ts'
import { RightsLine } from './rights-line'
import { DeepZoom, tileSource } from './deep-zoom'
import { PageView, useActiveUnit } from './page-view'
import type { FullScreenControl } from './full-screen'
import { type PageDocument, pageLayoutQuery } from './reader.queries'
import { OcrScoreLine, type ShadedPart, ShadeToggle, shadeParts } from './ocr-shading'
import { useSearchReturn } from './search-return'
import { type HitPlace, hitId, numberHits, placeHits } from './hits'
import { CurrentHit, HitBar, SearchInside, useHitNavigation } from './search-inside'
import { AddToList } from '#app/features/lists/add-to-list.tsx'
import { ListedDocumentProvider, useListedDocument } from '#app/features/lists/list-context.tsx'
import { documentMember, listDocumentOf, unitMember } from '#app/features/lists/members.ts'
import { PageTextRegion, ReadingModeLink } from './page-text'
import { ReaderContents } from './reader-contents'

export type ReaderIssue = NonNullable<Awaited<ReturnType<typeof fetchIssue>>>
type ReaderPage = ReaderIssue['pages'][number]
export type ReaderUnit = ReaderIssue['units'][number]

/** A part of the OCR text; a marked one carries its hit's number (hits.ts), 0 for none; `low` when it holds a word the OCR was unsure of (shaded on request). */
interface NumberedPart extends SnippetPart {
  hit: number
  low?: boolean
}

/**
 * OCR text as plain text: matches become <mark>, nothing from the OCR is HTML. Each mark is hit n
 * of the document, focusable by the hit navigation (never a tab stop), the current one shown.
 */
function Marked({ parts }: { parts: NumberedPart[] }) {
  const current = use(CurrentHit)
  return (
    <>
      {parts.map((part, index) =>
        part.match ? (
          <mark
            key={index}
            id={part.hit > 0 ? hitId(part.hit) : undefined}
            tabIndex={part.hit > 0 ? -1 : undefined}
            className={[part.hit > 0 && part.hit === current ? 'hit--current' : '', part.low ? 'ocr-low' : ''].filter((name) => name !== '').join(' ') || undefined}
            aria-current={part.hit > 0 && part.hit === current ? 'true' : undefined}
          >
            {part.text}
          </mark>
        ) : (
          <span key={index} className={part.low ? 'ocr-low' : undefined}>
            {part.text}
          </span>
        ),
      )}
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

/** A reader's own address, showing its pages from `start` on, at `hash`, or in reading mode (`read`, issue 56). */
export type StartTarget = (start: number, hash?: string, read?: string) => ReturnType<typeof issueTarget> | ReturnType<typeof itemTarget>

/** Where an issue's citations and texts are: its /cite and /iiif addresses. */
interface DocumentFiles {
  cite: string
  iiif: string
  /** Its PDFs' address, without `.pdf` (src/documents/pdf.ts). */
  pdf: string
}

function Unit({ unit, files, hitsBefore, low, reading }: { unit: ReaderUnit; files?: DocumentFiles | undefined; hitsBefore: number; low?: ReadonlySet<number> | undefined; reading: ReactNode }) {
  const { locale, LL } = useI18n()
  const listed = useListedDocument()
  const type = typeLabel(LL, unit.type)
  const paragraphs: NumberedPart[][] = [[]]
  let hit = hitsBefore
  // Paragraphs follow the blank lines of the OCR text; marks never span one (were one to, its
  // first piece would carry the hit's number, as numberHits counts one hit per marked part).
  const shadedParts: ShadedPart[] = low ? shadeParts(unit.parts, low) : unit.parts.map((part) => ({ ...part, low: false }))
  for (const part of shadedParts) {
    const number = part.match ? ++hit : 0
    const shaded = part.low
    const pieces = part.text.split(/\n\s*\n/)
    let numbered = false
    pieces.forEach((piece, index) => {
      if (index > 0) paragraphs.push([])
      if (piece === '') return
      paragraphs.at(-1)?.push({ text: piece, match: part.match, hit: numbered ? 0 : number, low: shaded })
      numbered = true
    })
  }
  return (
    <article id={`unit-${unit.id}`} className="reader__unit" lang={unit.language ?? undefined} tabIndex={-1}>
      <h3>{unitName(LL, unit)}</h3>
      <p className="record__meta" lang={locale}>
        <span>{type}</span>
        {unit.language ? <span>{languageName(unit.language, locale)}</span> : null}
        <span>
          {unit.firstPage === unit.lastPage ? LL.reader.onPage({ page: unit.firstPage }) : LL.reader.onPages({ first: unit.firstPage, last: unit.lastPage })}
        </span>
      </p>
      {reading}
      {files ? (
        <CiteLinks
          label={LL.reader.citeArticle()}
          cite={`${files.cite}/${unit.id}`}
          text={`${files.iiif}/range/${unit.id}/text.txt`}
          pdf={unit.lastPage - unit.firstPage < MAX_PDF_PAGES ? `${files.pdf}/${unit.id}` : undefined}
        />
      ) : null}
      {listed ? <AddToList member={unitMember(listed.document, unit.sourceId, unitName(LL, unit), listed.source)} /> : null}
      {paragraphs
        .filter((paragraph) => paragraph.length > 0)
        .map((paragraph, index) => (
          <p key={index}>
            <Marked parts={paragraph} />
          </p>
        ))}
      {unit.cut ? <p className="notice">{LL.reader.textCut()}</p> : null}
    </article>
  )
}

/** What a document's body is given: its pages and units, where its files are, and the search inside it. */
interface DocumentBodyProps {
  /** The document in words, as a visitor's list names what is added from it (issue 55). */
  listSource: string
  document: PageDocument
  pages: ReaderPage[]
  units: ReaderUnit[]
  /** The pages shown of a document too long to show at once (src/search/reader.ts); null for all. */
  window: ReaderIssue['window']
  /** This document's address with other pages shown (and the words and the way back it carries). */
  startTarget: StartTarget
  files?: DocumentFiles
  /** Where the PDFs of its pages are (`{pdf}/pages/{n}.pdf`), without `.pdf`. */
  pdf: string
  /** The words marked in the text. */
  q: string
  /** Whether the marks stopped at the reader's limit (src/search/reader.ts, MAX_MARKS). */
  marksCapped: boolean
  /** Opens this document with other words to find. */
  onSearch: (words: string) => void
}

/** The page view filling the screen, by its page (one at a time): full-screen.tsx. */
function useFullScreenPage() {
  const [fullPage, setFullPage] = useState<number | null>(null)
  const leaveFullScreen = useCallback(() => setFullPage(null), [])
  const fullScreenOf = (sequence: number): FullScreenControl => ({
    active: fullPage === sequence,
    toggle: () => setFullPage((now) => (now === sequence ? null : sequence)),
    leave: leaveFullScreen,
  })
  return { fullPage, fullScreenOf }
}

/**
 * The page a page's view shows: its own, or the page the current hit is printed on (`place`) when
 * the hit's text is in this part of the reader (an article going on over the page) or the view
 * fills the screen (`full`: it follows every hit there).
 */
function viewedPage(page: ReaderPage, pages: readonly ReaderPage[], place: HitPlace | undefined, full: boolean): ReaderPage {
  const follows = place !== undefined && (full || place.section === page.sequence)
  return follows ? (pages.find((candidate) => candidate.sequence === place.sequence) ?? page) : page
}

/**
 * A document's text for reading: the search inside it and its hits by page,
 * its contents (the logical units), then each page with its image when it has
 * a IIIF image service (matching word boxes drawn over it) and the units that
 * start on it, search words marked and numbered for the hit navigation.
 */
export function DocumentBody({ document, pages, units, files, pdf, q, marksCapped, window, startTarget, onSearch, listSource }: DocumentBodyProps) {
  const { locale, LL } = useI18n()
  const hits = useMemo(() => numberHits(pages, units), [pages, units])
  const places = useMemo(() => placeHits(pages, units), [pages, units])
  const keysId = useId()
  const navigation = useHitNavigation(hits, `${document.kind === 'issue' ? `${document.paperid}/${document.issue}` : document.id}?${q}`)
  const activeUnit = useActiveUnit(units.map((unit) => unit.id))
  const search = useSearch({ strict: false })
  const region = shownRegion(search.region ?? '', search['iiif-content'] ?? '', pages)
  const manifestPath = document.kind === 'issue' ? `/iiif/periodicals/${encodeURIComponent(document.paperid)}/${document.issue}/manifest` : `/iiif/items/${encodeURIComponent(document.id)}/manifest`
  const onPage = (sequence: number) => units.filter((unit) => unit.firstPage <= sequence && unit.lastPage >= sequence)
  const shown = (sequence: number) => window === null || (sequence >= window.first && sequence <= window.last)
  useUnitOutsideWindow(units, window, startTarget)
  const [shade, setShade] = useState(false)
  const { fullPage, fullScreenOf } = useFullScreenPage()
  const listDocument = listDocumentOf(document)
  const listed = listDocument ? { document: listDocument, source: listSource, pageLabels: new Map(pages.map((page) => [page.sequence, page.label ?? String(page.sequence)])) } : undefined
  return (
    <ListedDocumentProvider value={listed}>
    <CurrentHit value={navigation.current}>
      {window ? <WindowNav window={window} startTarget={startTarget} /> : null}
      <SearchInside scope={document.kind} q={q} index={hits} capped={marksCapped} navigation={navigation} onSearch={onSearch} keysId={keysId} />
      {hits.total > 0 ? <HitBar q={q} total={hits.total} capped={marksCapped} navigation={navigation} keysId={keysId} /> : null}
      <ShadeToggle on={shade} onChange={setShade} />
      <ReaderContents units={units} shown={shown} startTarget={startTarget} />
      {pages.filter((page) => shown(page.sequence)).map((page) => {
        const label = page.label ?? String(page.sequence)
        const starting = units.filter((unit) => unit.firstPage === page.sequence)
        const place = places.get(navigation.current)
        const viewPage = viewedPage(page, pages, place, fullPage === page.sequence)
        const view = {
          document,
          page: viewPage,
          units: onPage(viewPage.sequence),
          activeUnit,
          region: region?.page === viewPage.sequence ? region : undefined,
          manifestPath,
          followed: place && place.sequence === viewPage.sequence ? { hit: navigation.current, box: place.box } : undefined,
          pdf: `${pdf}/pages/${viewPage.sequence}.pdf?lang=${locale}`,
          shade,
          fullScreen: fullScreenOf(page.sequence),
          hits: hits.total > 0 ? { current: navigation.current, total: hits.total, next: navigation.next, previous: navigation.previous } : undefined,
          continued: viewPage === page ? undefined : LL.readerViews.continuedOn({ label: viewPage.label ?? String(viewPage.sequence) }),
        }
        return (
          <section key={page.sequence} className="reader__page" aria-labelledby={`page-${page.sequence}`}>
            <h2 id={`page-${page.sequence}`}>{LL.reader.page({ label })}</h2>
            {/* The scan where there is one, else the page drawn from its OCR. */}
            {tileSource(page) ? <DeepZoom {...view} /> : <PageView {...view} />}
            <div className="reader__text">
              <PageTextRegion
                document={document}
                page={page}
                units={onPage(page.sequence)}
                shade={shade}
                followed={view.followed}
                readingLink={<ReadingModeLink target={startTarget(window?.first ?? 1, undefined, `page-${page.sequence}`)} name={LL.reader.page({ label })} />}
              />
              {starting.length > 0 ? (
                <StartingUnits
                  document={document}
                  sequence={page.sequence}
                  units={starting}
                  files={files}
                  before={hits.before}
                  shade={shade}
                  reading={(unit) => <ReadingModeLink target={startTarget(window?.first ?? 1, undefined, `unit-${unit.id}`)} name={unitName(LL, unit)} />}
                />
              ) : (
                <p className="empty-state">{LL.reader.noText()}</p>
              )}
            </div>
          </section>
        )
      })}
      {window ? <WindowNav window={window} startTarget={startTarget} end /> : null}
    </CurrentHit>
    </ListedDocumentProvider>
  )
}

/**
 * The units that begin on a page, their uncertain words shaded when the switch is on: their places
 * come with the page's layout (src/store/word-confidence.ts), asked for only then, and shared with
 * the page view that asks for the same page.
 */
function StartingUnits({
  document,
  sequence,
  units,
  files,
  before,
  shade,
  reading,
}: {
  document: PageDocument
  sequence: number
  units: ReaderUnit[]
  files?: DocumentFiles | undefined
  before: ReadonlyMap<number, number>
  shade: boolean
  /** The way into reading mode for a unit (issue 56). */
  reading: (unit: ReaderUnit) => ReactNode
}) {
  const { data } = useQuery({ ...pageLayoutQuery(document, sequence), enabled: shade })
  const low = useMemo(() => new Map((data?.lowText ?? []).map((entry) => [entry.id, new Set(entry.words)])), [data])
  return (
    <>
      {units.map((unit) => (
        <Unit key={unit.id} unit={unit} files={files} hitsBefore={before.get(unit.id) ?? 0} low={shade ? low.get(unit.id) : undefined} reading={reading(unit)} />
      ))}
    </>
  )
}

/** Where a long document's shown pages are, with the way to those before and after them. */
function WindowNav({ window, startTarget, end = false }: { window: NonNullable<ReaderIssue['window']>; startTarget: StartTarget; end?: boolean }) {
  const { LL } = useI18n()
  const id = useId()
  // The same way on after the last page shown, as a plain list: one landmark of this name is enough.
  const Wrapper = end ? 'div' : 'nav'
  return (
    <Wrapper className="reader__window" aria-labelledby={end ? undefined : id}>
      <p id={id}>{LL.reader.partShown({ first: window.first, last: window.last, total: window.total })}</p>
      <ul>
        {window.previous !== null ? (
          <li>
            <Link {...startTarget(window.previous)} rel="prev">
              ← {LL.reader.earlierPages()}
            </Link>
          </li>
        ) : null}
        {window.next !== null ? (
          <li>
            <Link {...startTarget(window.next)} rel="next">
              {LL.reader.laterPages()} →
            </Link>
          </li>
        ) : null}
      </ul>
    </Wrapper>
  )
}

/**
 * A link from a search names an article (#unit-N) that may lie outside the pages shown of a long
 * document: the reader then opens the pages it is on.
 */
function useUnitOutsideWindow(units: readonly ReaderUnit[], window: ReaderIssue['window'], startTarget: StartTarget) {
  const navigate = useNavigate()
  useEffect(() => {
    if (window === null) return
    const id = /^#unit-(\d+)$/.exec(globalThis.location.hash)?.[1]
    const unit = id === undefined ? undefined : units.find((candidate) => String(candidate.id) === id)
    if (!unit || (unit.firstPage >= window.first && unit.firstPage <= window.last)) return
    void navigate({ ...startTarget(unit.firstPage, `unit-${unit.id}`), replace: true })
  }, [units, window, navigate, startTarget])
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
  const navigate = useNavigate()
  const path = issuePath(issue.periodical.id, issue.date, issue.edition)
  // Ours is the permanent link; the source's own identifier (an ARK) is shown beside it (ADR 035).
  const sourceIdentifier = sourceIdentifierLink(issue.permalink, origin)
  const files: DocumentFiles = { cite: `/cite${path}`, iiif: `/iiif${path}`, pdf: `/pdf${path}` }
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
        {LL.reader.permalinkLabel()}{' '}
        <CopyLink href={issuePermalink(origin, issue.periodical.id, issue.date, issue.edition)} />
      </p>
      <OcrScoreLine ocr={issue.ocr} />
      {sourceIdentifier ? (
        <p className="reader__source-identifier">
          {LL.reader.sourceIdentifierLabel()}{' '}
          <CopyLink href={sourceIdentifier} />
        </p>
      ) : null}
      {underPressControl(shownDate(issue.date, issue.datePrecision)) ? (
        <p className="notice" role="note">
          {LL.calendar.pressControl()}
        </p>
      ) : null}
      <RightsLine date={issue.date} />
      <CiteLinks
        label={LL.reader.citeIssue()}
        cite={files.cite}
        text={`${files.iiif}/text.txt`}
        manifest={`${files.iiif}/manifest`}
        pdf={issue.pages.length <= MAX_PDF_PAGES ? files.pdf : undefined}
      />
      <AddToList member={documentMember({ kind: 'issue', periodicalId: issue.periodical.id, date: issue.date, edition: issue.edition }, LL.reader.issueOf({ title: issue.periodical.title, date }), issue.periodical.title)} />
      <DocumentBody
        listSource={LL.reader.issueOf({ title: issue.periodical.title, date })}
        document={{ kind: 'issue', paperid: issue.periodical.id, issue: issueSegment(issue.date, issue.edition) }}
        pages={issue.pages}
        units={issue.units}
        files={files}
        pdf={files.pdf}
        q={q}
        marksCapped={issue.marksCapped}
        window={issue.window}
        startTarget={(start, hash, read) => issueTarget(issue.periodical.id, issue.date, issue.edition, { ...carry, start, read }, hash)}
        onSearch={(words) =>
          // The fragment (an article or a hit of the old words) is left behind.
          void navigate({ ...issueTarget(issue.periodical.id, issue.date, issue.edition, { ...carry, q: words }), resetScroll: false })
        }
      />
    </div>
  )
}
