import type OpenSeadragon from 'openseadragon'
import { type MouseEvent, useEffect, useRef, useState } from 'react'
import { type PageText, type TextBox, wordAtPoint } from '#src/domain/page-text.ts'
import { useI18n } from '#app/i18n.ts'
import { type DeepZoomPage, tileSource, viewerOptions } from '#app/features/reader/deep-zoom.tsx'
import { followRegion } from '#app/features/reader/page-view.tsx'
import { ScanTextLayer } from '#app/features/reader/text-layer.tsx'

/**
 * The page beside reading mode's text (issue 56): the word under the caret, the pointer or the
 * voice boxed on it, the view following it as it leaves what is shown; a word clicked on the page
 * is where the caret goes. The scan in deep zoom where there is one (with the page's words over it,
 * as in the reader), else the page drawn from its layout, zoomed to the lines being read.
 */

/** A page as reading mode shows it: the deep zoom's page, without the search's boxes. */
export type ReadingPage = Omit<DeepZoomPage, 'boxes'>

interface ImageProps {
  page: ReadingPage
  text: PageText
  /** Words (places among the page's words) boxed, the first followed. */
  boxed: readonly number[]
  onPick: (index: number) => void
  /** The page's layout lines, for the drawing where there is no scan. */
  lines: readonly TextBox[]
}

export function ReadingImage(props: ImageProps) {
  const { LL } = useI18n()
  const label = props.page.label ?? String(props.page.sequence)
  return (
    <figure className="reading__figure" aria-label={tileSource(props.page) ? LL.reader.scanOf({ label }) : LL.reader.pageLayout({ label })}>
      {tileSource(props.page) ? <ReadingScan {...props} /> : <ReadingLayout {...props} />}
      <figcaption className="page-view__note">{LL.readingMode.imageNote()}</figcaption>
    </figure>
  )
}

/** The box a view follows: a few lines of print around the word. */
function followed(text: PageText, boxed: readonly number[]): TextBox | undefined {
  const first = boxed[0]
  return first === undefined ? undefined : text.words[first]?.box
}

function ReadingScan({ page, text, boxed, onPick }: ImageProps) {
  const { LL } = useI18n()
  const container = useRef<HTMLDivElement>(null)
  const [viewer, setViewer] = useState<OpenSeadragon.Viewer | null>(null)
  const [failed, setFailed] = useState(false)
  const aspect = page.width && page.height ? page.height / page.width : 1.4
  const tiles = tileSource(page)
  const label = page.label ?? String(page.sequence)

  useEffect(() => {
    const element = container.current
    if (!element) return
    let made: OpenSeadragon.Viewer | undefined
    let cancelled = false
    const still = globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches
    void import('openseadragon').then(({ default: OSD }) => {
      if (cancelled) return
      made = OSD(viewerOptions(element, tiles, still))
      made.canvas.setAttribute('role', 'region')
      made.canvas.setAttribute('aria-label', LL.reader.scanOf({ label }))
      made.addHandler('open-failed', () => setFailed(true))
      const opened = made
      made.addHandler('open', () => setViewer(opened))
    })
    return () => {
      cancelled = true
      made?.destroy()
      setViewer(null)
    }
    // One viewer per page; its name follows the language it was opened in.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tiles])

  // The followed word: zoomed to once, then the view pans only when the word leaves it.
  const box = followed(text, boxed)
  const zoomed = useRef(false)
  useEffect(() => {
    if (!viewer || !box) return
    const still = globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches
    const bounds = viewer.viewport.getBounds(true)
    const [left, top, right, bottom] = [box.x / 10000, (box.y / 10000) * aspect, (box.x + box.width) / 10000, ((box.y + box.height) / 10000) * aspect]
    if (zoomed.current && left >= bounds.x && right <= bounds.x + bounds.width && top >= bounds.y && bottom <= bounds.y + bounds.height) return
    const size = viewer.viewport.getContainerSize()
    const shown = followRegion(box, size.x > 0 ? size.y / size.x : 0.75)
    const target = viewer.viewport.getBounds(true)
    target.x = shown.x / 10000
    target.y = (shown.y / 10000) * aspect
    target.width = shown.width / 10000
    target.height = (shown.height / 10000) * aspect
    viewer.viewport.fitBounds(target, still)
    zoomed.current = true
  }, [viewer, box, aspect])

  const zoom = (factor: number) => {
    if (!viewer) return
    if (factor === 0) viewer.viewport.goHome()
    else viewer.viewport.zoomBy(factor)
  }
  return (
    <>
      <div className="page-view__tools" role="group" aria-label={LL.reader.scanOf({ label })}>
        <button type="button" className="button button--quiet" onClick={() => zoom(1.5)}>
          {LL.reader.zoomIn()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => zoom(1 / 1.5)}>
          {LL.reader.zoomOut()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => zoom(0)}>
          {LL.reader.zoomReset()}
        </button>
      </div>
      <div className="deep-zoom__viewer reading__scan" ref={container} style={{ aspectRatio: `${page.width ?? 1} / ${page.height ?? 1}` }} />
      {viewer ? <ScanTextLayer viewer={viewer} text={text} aspect={aspect} name={LL.readingMode.textOnScan({ label })} mode="pick" boxed={boxed} onPick={onPick} onCaret={() => undefined} /> : null}
      {failed ? <p className="empty-state">{LL.reader.scanUnavailable()}</p> : null}
    </>
  )
}

/** Where there is no scan: the page's lines drawn, a third of the page's width around the followed word, its box on it. */
function ReadingLayout({ page, text, boxed, onPick, lines }: ImageProps) {
  const aspect = page.width && page.height ? page.height / page.width : 1.4
  const [whole, setWhole] = useState(false)
  const { LL } = useI18n()
  const box = followed(text, boxed)
  // A close-up as wide as a column of print, twice as wide as high on the screen.
  const width = 3000
  const height = Math.min(10000, (width * 0.5) / aspect)
  const shown = box && !whole ? { x: box.x + box.width / 2 - width / 2, y: box.y + box.height / 2 - height / 2, width, height } : { x: 0, y: 0, width: 10000, height: 10000 }
  const x = Math.max(0, Math.min(10000 - shown.width, shown.x))
  const y = Math.max(0, Math.min(10000 - shown.height, shown.y))
  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    const matrix = event.currentTarget.getScreenCTM()
    if (!matrix) return
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse())
    const word = wordAtPoint(text, point.x, point.y)
    if (word) onPick(word.index)
  }
  return (
    <>
      <div className="page-view__tools">
        <button type="button" className="button button--quiet" aria-pressed={whole} onClick={() => setWhole((now) => !now)}>
          {LL.reader.zoomReset()}
        </button>
      </div>
      <div className="reading__layout" style={{ aspectRatio: `${shown.width} / ${(shown.height * aspect) || 1}` }}>
        <svg viewBox={`${x} ${y} ${shown.width} ${shown.height}`} preserveAspectRatio="none" aria-hidden="true" onClick={onClick}>
          {lines.map((line, index) => (
            <rect key={index} className="page-view__line" x={line.x} y={line.y + line.height * 0.2} width={line.width} height={line.height * 0.6} />
          ))}
          {boxed.map((index) => {
            const word = text.words[index]?.box
            return word ? <rect key={index} className="reading__box" data-word={text.words[index]?.text} x={word.x} y={word.y} width={word.width} height={word.height} vectorEffect="non-scaling-stroke" /> : null
          })}
        </svg>
      </div>
    </>
  )
}
