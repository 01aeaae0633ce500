import { useQuery } from '@tanstack/react-query'
import { Fragment, type ReactNode, useId, useMemo, useState } from 'react'
import { formatPercent } from '#src/domain/format.ts'
import { type PageText, type TextBlock, boxKey, pageText, pageUnitOf } from '#src/domain/page-text.ts'
import type { OcrScore } from '#src/domain/ocr.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import type { StartTarget } from './issue-reader'
import { type PageDocument, pageLayoutQuery } from './reader.queries'
import { useNearViewport } from './page-view'

/**
 * The text of a page as one labelled region beside its image (issue 56, ADR 065): "Text of page 3,
 * OCR, quality 87 %", its lines as printed, block by block in the language of the article each
 * belongs to, the search's words marked, the uncertain words said as such in words (not only by
 * their shading) while the shading is on, and the line of the hit stood on announced politely as
 * the visitor moves between the hits. The reader's articles beside it are the logical text; this is
 * the page's, what a screen reader user needs to follow the scan.
 */

/** The name of a page's text region: its OCR's quality, where measured or estimated. */
export function pageTextName(LL: ReturnType<typeof useI18n>['LL'], locale: ReturnType<typeof useI18n>['locale'], label: string, ocr: OcrScore | undefined): string {
  if (!ocr || ocr.score === null) return LL.readingMode.pageTextUnscored({ label })
  const quality = formatPercent(ocr.score, locale)
  return ocr.estimated ? LL.readingMode.pageTextEstimated({ label, quality }) : LL.readingMode.pageText({ label, quality })
}

/** A page's text for its views: read from its layout (fetched once, shared with the page view). */
export function usePageText(document: PageDocument, sequence: number, unitsOnPage: readonly number[], enabled: boolean) {
  const query = useQuery({ ...pageLayoutQuery(document, sequence), enabled })
  const key = unitsOnPage.join(',')
  const text = useMemo(
    () => (query.data ? pageText(query.data, pageUnitOf(query.data, key === '' ? [] : key.split(',').map(Number))) : undefined),
    [query.data, key],
  )
  return { text, layout: query.data, pending: query.isPending, failed: query.isError || (!query.isPending && query.data === null) }
}

interface RegionUnit {
  id: number
  language: string | null
}

/** One block's lines, the marks and uncertain words as spans; the line of the followed hit known by its place. */
function BlockLines({ block, hits, shade, uncertain }: { block: TextBlock; hits: ReadonlySet<string>; shade: boolean; uncertain: string }) {
  return block.lines.map((line, number) => (
    <Fragment key={number}>
      {number > 0 ? <br /> : null}
      {line.map((word, index) => {
        const hit = hits.has(boxKey(word.box))
        const low = shade && word.low
        const content: ReactNode = low ? (
          <>
            {word.text}
            <span className="visually-hidden"> ({uncertain})</span>
          </>
        ) : (
          word.text
        )
        const spaced = index > 0 ? ' ' : ''
        if (hit) return <Fragment key={word.index}>{spaced}<mark className={low ? 'ocr-low' : undefined}>{content}</mark></Fragment>
        if (low) return <Fragment key={word.index}>{spaced}<span className="ocr-low">{content}</span></Fragment>
        return spaced + word.text
      })}
    </Fragment>
  ))
}

/** The line (1-based, across the page) holding a box, and its text. */
function lineOf(text: PageText, box: { x: number; y: number; width: number; height: number }): { line: number; words: string } | undefined {
  const key = boxKey(box)
  let line = 0
  for (const block of text.blocks) {
    for (const words of block.lines) {
      line += 1
      if (words.some((word) => boxKey(word.box) === key)) return { line, words: words.map((word) => word.text).join(' ') }
    }
  }
  return undefined
}

export function PageTextRegion({
  document,
  page,
  units,
  shade,
  followed,
  readingLink,
}: {
  document: PageDocument
  page: { sequence: number; label: string | null; boxes: readonly { x: number; y: number; width: number; height: number }[] }
  /** The units printed on the page. */
  units: readonly RegionUnit[]
  shade: boolean
  /** The hit stood on, when it is printed on this page. */
  followed?: { hit: number; box: { x: number; y: number; width: number; height: number } } | undefined
  /** The way into reading mode for this page. */
  readingLink?: ReactNode
}) {
  const { LL, locale } = useI18n()
  const label = page.label ?? String(page.sequence)
  const [ref, near] = useNearViewport<HTMLElement>()
  // A screen reader's user may reach the region by its landmark before scrolling to it.
  const [focused, setFocused] = useState(false)
  const { text, layout, failed } = usePageText(
    document,
    page.sequence,
    units.map((unit) => unit.id),
    near || focused,
  )
  const titleId = useId()
  const languages = new Map(units.map((unit) => [unit.id, unit.language]))
  // A block of no known unit is in the page's one language, where its articles agree on one.
  const spoken = new Set(units.flatMap((unit) => (unit.language ? [unit.language] : [])))
  const pageLanguage = spoken.size === 1 ? [...spoken][0] : undefined
  const hits = useMemo(() => new Set(page.boxes.map(boxKey)), [page.boxes])
  const name = pageTextName(LL, locale, label, layout?.ocr)
  const uncertainWords = shade && text ? text.words.filter((word) => word.low).map((word) => word.text) : []
  const where = followed && text ? lineOf(text, followed.box) : undefined
  return (
    // Not a tab stop of its own (a reader has a dozen pages): its link into reading mode is, and the
    // arrow keys scroll the region from there.
    <section ref={ref} className="page-text" aria-label={name} onFocus={() => setFocused(true)}>
      <p className="page-text__title" id={titleId}>
        <span>{name}</span> {readingLink}
      </p>
      {text && text.blocks.length > 0 ? (
        <div className="page-text__body">
          {text.blocks.map((block) => (
            <p key={block.index} lang={(block.unitId !== null ? languages.get(block.unitId) : null) ?? pageLanguage}>
              <BlockLines block={block} hits={hits} shade={shade} uncertain={LL.ocr.sample()} />
            </p>
          ))}
          {shade ? <p className="page-text__uncertain">{uncertainWords.length > 0 ? LL.readingMode.uncertainWords({ count: uncertainWords.length, words: uncertainWords.join(', ') }) : LL.readingMode.noUncertainWords()}</p> : null}
        </div>
      ) : (
        <p className="page-text__state">{failed || (text && text.blocks.length === 0) ? LL.readingMode.pageTextNone() : LL.readingMode.pageTextLoading({ label })}</p>
      )}
      <p className="visually-hidden" role="status">
        {where ? LL.readingMode.hitLine({ label, line: where.line, words: where.words }) : ''}
      </p>
    </section>
  )
}

/** The way into reading mode (issue 56) for an article or a page, named by what it opens. */
export function ReadingModeLink({ target, name }: { target: ReturnType<StartTarget>; name: string }) {
  const { LL } = useI18n()
  return (
    <Link {...target} className="reading-link" aria-label={LL.readingMode.openOf({ name })}>
      {LL.readingMode.open()}
    </Link>
  )
}
