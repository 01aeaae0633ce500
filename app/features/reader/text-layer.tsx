import type OpenSeadragon from 'openseadragon'
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type PageText, type TextBox, type TextWord, copiedText } from '#src/domain/page-text.ts'
import { useI18n } from '#app/i18n.ts'

/**
 * The page's words as invisible text over its scan (issue 56, ADR 065), as a PDF's text layer lies
 * over its image: each word at its box, sized to its height and stretched to its width, in the
 * page's reading order, so what a visitor selects on the scan is what they see, and a copy gives the
 * words in reading order, lines joined (copiedText). The layer is drawn once at a fixed size and
 * moved with the view by one transform per frame, never laid out again as the scan zooms and pans.
 *
 * Modes: "off" (the scan pans under the pointer; the layer is not there for the pointer or for
 * assistive technology, which has the page's text region beside the scan), "select" (the pointer
 * and the keyboard select text: arrows move, Shift and the arrows select, Ctrl+C copies, Escape
 * leaves) and "pick" (reading mode: a word clicked is where the reading goes on).
 */

/** The layer's own width in CSS pixels: the transform scales it to the scan's. */
const FRAME = 1000

export type TextLayerMode = 'off' | 'select' | 'pick'

/** How wide each word is set in the layer's font at 100 px, measured once (no layout read). */
function naturalWidths(words: readonly TextWord[]): number[] {
  const context = globalThis.document?.createElement('canvas').getContext('2d')
  if (!context) return words.map((word) => word.text.length * 50)
  context.font = '100px sans-serif'
  return words.map((word) => context.measureText(word.text).width)
}

/** The word in the next or previous line nearest the same place across. */
function lineNeighbour(text: PageText, index: number, step: 1 | -1): number {
  const lines = text.blocks.flatMap((block) => block.lines)
  const at = lines.findIndex((line) => line.some((word) => word.index === index))
  const here = lines[at]?.find((word) => word.index === index)
  const there = lines[at + step]
  if (!here || !there) return index
  const middle = here.box.x + here.box.width / 2
  return there.reduce((best, word) => (Math.abs(word.box.x + word.box.width / 2 - middle) < Math.abs(best.box.x + best.box.width / 2 - middle) ? word : best)).index
}

/** The first or last word of the line holding a word. */
function lineEdge(text: PageText, index: number, end: boolean): number {
  const line = text.blocks.flatMap((block) => block.lines).find((words) => words.some((word) => word.index === index))
  return (end ? line?.at(-1) : line?.[0])?.index ?? index
}

interface TextLayerProps {
  text: PageText
  /** The page's height over its width. */
  aspect: number
  /** What the layer is called while it takes the keyboard ("Text on the scan of page 3"). */
  name: string
  mode: TextLayerMode
  /** Words boxed on the scan: the word being read, the caret of reading mode. */
  boxed?: readonly number[] | undefined
  onPick?: ((index: number) => void) | undefined
  /** Escape in "select" mode. */
  onLeave?: (() => void) | undefined
  /** The word the keyboard is on, to be kept in view. */
  onCaret?: ((box: TextBox) => void) | undefined
  /** The element the view's transform is set on. */
  frame: RefObject<HTMLDivElement | null>
}

export function TextLayer({ text, aspect, name, mode, boxed = [], onPick, onLeave, onCaret, frame }: TextLayerProps) {
  const { LL } = useI18n()
  const keysId = useId()
  const height = FRAME * aspect
  const widths = useMemo(() => naturalWidths(text.words), [text])
  const spans = useRef<(HTMLSpanElement | null)[]>([])
  const selection = useRef({ anchor: 0, focus: 0 })
  const [caret, setCaret] = useState<number | null>(null)
  const [said, setSaid] = useState('')

  // In "select" mode the keyboard is here: the focus moved deliberately, back where it came from after.
  const [modeShown, setModeShown] = useState(mode)
  if (modeShown !== mode) {
    setModeShown(mode)
    setCaret(null)
  }
  useEffect(() => {
    if (mode === 'select') frame.current?.focus({ preventScroll: true })
  }, [mode, frame])

  // A copy of a selection on the scan: the words it holds, in reading order, lines joined.
  useEffect(() => {
    const element = frame.current
    if (!element) return
    const onCopy = (event: ClipboardEvent) => {
      const chosen = globalThis.getSelection()
      if (!chosen || chosen.isCollapsed || !element.contains(chosen.anchorNode)) return
      const selected = new Set<number>()
      spans.current.forEach((span, index) => {
        if (span && chosen.containsNode(span, true)) selected.add(index)
      })
      if (selected.size === 0) return
      event.clipboardData?.setData('text/plain', copiedText(text, selected))
      event.preventDefault()
      setSaid(LL.readingMode.copied({ count: selected.size }))
    }
    globalThis.document.addEventListener('copy', onCopy)
    return () => globalThis.document.removeEventListener('copy', onCopy)
  }, [text, frame, LL])

  const show = (anchor: number, focus: number, extend: boolean) => {
    selection.current = { anchor: extend ? anchor : focus, focus }
    setCaret(focus)
    const chosen = globalThis.getSelection()
    const from = spans.current[Math.min(selection.current.anchor, focus)]
    const to = spans.current[Math.max(selection.current.anchor, focus)]
    if (chosen && extend && from?.firstChild && to?.firstChild) chosen.setBaseAndExtent(from.firstChild, 0, to.firstChild, to.firstChild.textContent?.length ?? 0)
    else chosen?.removeAllRanges()
    const word = text.words[focus]
    if (word) onCaret?.(word.box)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (mode !== 'select') return
    const last = text.words.length - 1
    const { anchor, focus } = selection.current
    const at = caret === null ? 0 : focus
    const moves: Record<string, () => number> = {
      ArrowRight: () => Math.min(last, at + (caret === null ? 0 : 1)),
      ArrowLeft: () => Math.max(0, at - 1),
      ArrowDown: () => (caret === null ? 0 : lineNeighbour(text, at, 1)),
      ArrowUp: () => lineNeighbour(text, at, -1),
      Home: () => lineEdge(text, at, false),
      End: () => lineEdge(text, at, true),
    }
    const move = moves[event.key]
    if (move && last >= 0) {
      event.preventDefault()
      event.stopPropagation()
      show(anchor, move(), event.shiftKey)
    } else if (event.key === 'a' && (event.ctrlKey || event.metaKey) && last >= 0) {
      event.preventDefault()
      show(0, last, false)
      show(0, last, true)
    } else if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      globalThis.getSelection()?.removeAllRanges()
      onLeave?.()
    }
  }

  const marked = caret === null ? boxed : [...boxed, caret]
  const selecting = mode === 'select'
  return (
    <div
      ref={frame}
      className={`text-layer text-layer--${mode}`}
      style={{ width: FRAME, height }}
      role={selecting ? 'region' : undefined}
      aria-label={selecting ? name : undefined}
      aria-describedby={selecting ? keysId : undefined}
      aria-hidden={selecting ? undefined : true}
      tabIndex={selecting ? 0 : undefined}
      onKeyDown={onKeyDown}
    >
      {selecting ? (
        <span id={keysId} className="visually-hidden">
          {LL.readingMode.selectKeys()}
        </span>
      ) : null}
      {text.words.map((word, index) => {
        const size = Math.max(1, (word.box.height / 10000) * height * 0.9)
        const natural = ((widths[index] ?? 0) * size) / 100
        const wide = (word.box.width / 10000) * FRAME
        return (
          <span
            key={word.index}
            ref={(span) => {
              spans.current[index] = span
            }}
            className="text-layer__word"
            onClick={mode === 'pick' && onPick ? () => onPick(word.index) : undefined}
            style={{
              left: (word.box.x / 10000) * FRAME,
              top: (word.box.y / 10000) * height,
              fontSize: size,
              transform: natural > 0 ? `scaleX(${Math.min(10, wide / natural)})` : undefined,
            }}
          >
            {word.text}
            {/* The space a copy made by the browser itself (a drag past the layer) puts between words. */}{' '}
          </span>
        )
      })}
      {marked.map((index) => {
        const box = text.words[index]?.box
        return box ? (
          <span
            key={`box-${index}`}
            className="text-layer__box"
            style={{ left: (box.x / 10000) * FRAME, top: (box.y / 10000) * height, width: (box.width / 10000) * FRAME, height: (box.height / 10000) * height }}
          />
        ) : null
      })}
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </div>
  )
}

/**
 * The layer over an OpenSeadragon view: put into the viewer's element (above its canvas), moved
 * with the view on each frame it draws. No rotation is ever set on the view, so a translation and
 * one scale place it.
 */
export function ScanTextLayer({ viewer, ...props }: Omit<TextLayerProps, 'frame'> & { viewer: OpenSeadragon.Viewer }) {
  const frame = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const place = () => {
      const element = frame.current
      if (!element) return
      const bounds = viewer.viewport.getBoundsNoRotate(true)
      const size = viewer.viewport.getContainerSize()
      if (bounds.width <= 0 || size.x <= 0) return
      const scale = size.x / bounds.width
      element.style.transform = `translate(${-bounds.x * scale}px, ${-bounds.y * scale}px) scale(${scale / FRAME})`
    }
    place()
    viewer.addHandler('update-viewport', place)
    viewer.addHandler('resize', place)
    return () => {
      viewer.removeHandler('update-viewport', place)
      viewer.removeHandler('resize', place)
    }
  }, [viewer])
  // The view follows the keyboard's word when it leaves what is shown.
  const keep = (box: TextBox) => {
    const bounds = viewer.viewport.getBounds(true)
    const aspect = props.aspect
    const left = box.x / 10000
    const top = (box.y / 10000) * aspect
    const right = left + box.width / 10000
    const bottom = top + (box.height / 10000) * aspect
    if (left >= bounds.x && right <= bounds.x + bounds.width && top >= bounds.y && bottom <= bounds.y + bounds.height) return
    // OpenSeadragon's own Point, from the view (its namespace is not loaded here).
    const centre = viewer.viewport.getCenter(true).clone()
    centre.x = (left + right) / 2
    centre.y = (top + bottom) / 2
    viewer.viewport.panTo(centre, globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches)
  }
  return createPortal(<TextLayer {...props} frame={frame} onCaret={props.onCaret ?? keep} />, viewer.element)
}

/**
 * The switch between panning the scan and selecting its text, for a page view's tools: pressed, the
 * keyboard goes into the text (TextLayer); Escape there, or the button again, gives the scan back
 * to panning, the focus back on the button.
 */
export function useTextSelection(label: string) {
  const { LL } = useI18n()
  const [on, setOn] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return {
    mode: on ? ('select' as const) : ('off' as const),
    leave: () => {
      setOn(false)
      button.current?.focus()
    },
    button: (
      <button ref={button} type="button" className="button button--quiet" aria-pressed={on} onClick={() => setOn((now) => !now)} title={LL.readingMode.selectTextOf({ label })}>
        {LL.readingMode.selectText()}
      </button>
    ),
  }
}
