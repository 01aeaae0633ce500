import type OpenSeadragon from 'openseadragon'
import { type KeyboardEvent, type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { type PageText, type TextBox, copiedText, wordAtPoint } from '#src/domain/page-text.ts'
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

/** A line of the layer: its words' text as one run, where it lies, and where each word begins in the run. */
interface LayerLine {
  text: string
  box: TextBox
  /** The place of its first word among the page's words. */
  first: number
  /** Where each of its words begins in `text`. */
  starts: number[]
}

/**
 * The page's lines as runs of text: one element a line, not a word, keeps the layer to a few
 * hundred elements on a dense page (a page's words are thousands), as a PDF viewer's text layer
 * does; each line is stretched to its printed width, its words found again by their offsets.
 */
function layerLines(text: PageText): LayerLine[] {
  return text.blocks.flatMap((block) =>
    block.lines.map((words) => {
      const starts: number[] = []
      let run = ''
      for (const word of words) {
        if (run !== '') run += ' '
        starts.push(run.length)
        run += word.text
      }
      const left = Math.min(...words.map((word) => word.box.x))
      const top = Math.min(...words.map((word) => word.box.y))
      const right = Math.max(...words.map((word) => word.box.x + word.box.width))
      const bottom = Math.max(...words.map((word) => word.box.y + word.box.height))
      return { text: run, box: { x: left, y: top, width: right - left, height: bottom - top }, first: words[0]?.index ?? 0, starts }
    }),
  )
}

/** How wide each line is set in the layer's font at 100 px, measured once (no layout read). */
function naturalWidths(lines: readonly LayerLine[]): number[] {
  const context = globalThis.document?.createElement('canvas').getContext('2d')
  if (!context) return lines.map((line) => line.text.length * 50)
  context.font = '100px sans-serif'
  return lines.map((line) => context.measureText(line.text).width)
}

/** The word at a character of a line's run. */
function wordOfOffset(line: LayerLine, offset: number): number {
  let at = 0
  while (at + 1 < line.starts.length && (line.starts[at + 1] ?? Number.POSITIVE_INFINITY) <= offset) at += 1
  return line.first + at
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

/** The words a range of the document covers in the layer; undefined outside it. */
function selectedWords(layer: HTMLElement, lines: readonly LayerLine[]): [number, number] | undefined {
  const chosen = globalThis.getSelection()
  if (!chosen || chosen.isCollapsed || chosen.rangeCount === 0) return undefined
  const range = chosen.getRangeAt(0)
  const place = (node: Node, offset: number, edge: 'first' | 'last') => {
    const element = node instanceof Element ? node : node.parentElement
    const run = element?.closest<HTMLElement>('[data-line]')
    const line = run && layer.contains(run) ? lines[Number(run.dataset.line)] : undefined
    if (line) return wordOfOffset(line, node instanceof Text ? offset : edge === 'first' ? 0 : line.text.length)
    // A range starting or ending on the layer itself (a drag past its edge, Ctrl+A): its first or last word.
    const end = edge === 'first' ? lines[0] : lines.at(-1)
    return layer.contains(node) && end ? (edge === 'first' ? end.first : end.first + end.starts.length - 1) : undefined
  }
  const from = place(range.startContainer, range.startOffset, 'first')
  // A range ending at the very start of a line ends on the line before.
  const to = place(range.endContainer, Math.max(0, range.endOffset - 1), 'last')
  return from === undefined || to === undefined ? undefined : [Math.min(from, to), Math.max(from, to)]
}

/**
 * The selection on the layer: set by the keyboard (a word caret, Shift to extend) or by the
 * pointer (the browser's own selection, read back on each change), drawn as boxes since the words
 * themselves are not painted; and its copy, the words in reading order with lines joined.
 */
function useLayerSelection(text: PageText, lines: readonly LayerLine[], frame: RefObject<HTMLDivElement | null>, mode: TextLayerMode, onCaret: ((box: TextBox) => void) | undefined) {
  const { LL } = useI18n()
  const keys = useRef({ anchor: 0, focus: 0 })
  const [caret, setCaret] = useState<number | null>(null)
  const [range, setRange] = useState<[number, number] | null>(null)
  const [said, setSaid] = useState('')
  const [modeShown, setModeShown] = useState(mode)
  if (modeShown !== mode) {
    setModeShown(mode)
    setCaret(null)
    setRange(null)
  }
  // In "select" mode the keyboard is here: the focus moved deliberately (and back to the switch after).
  useEffect(() => {
    if (mode === 'select') frame.current?.focus({ preventScroll: true })
  }, [mode, frame])
  useEffect(() => {
    const layer = frame.current
    if (!layer || mode !== 'select') return
    const onChange = () => setRange(selectedWords(layer, lines) ?? null)
    const onCopy = (event: ClipboardEvent) => {
      const words = selectedWords(layer, lines)
      if (!words) return
      const selected = new Set(Array.from({ length: words[1] - words[0] + 1 }, (_, index) => words[0] + index))
      event.clipboardData?.setData('text/plain', copiedText(text, selected))
      event.preventDefault()
      setSaid(LL.readingMode.copied({ count: selected.size }))
    }
    globalThis.document.addEventListener('selectionchange', onChange)
    globalThis.document.addEventListener('copy', onCopy)
    return () => {
      globalThis.document.removeEventListener('selectionchange', onChange)
      globalThis.document.removeEventListener('copy', onCopy)
    }
  }, [text, lines, frame, mode, LL])

  const show = (anchor: number, focus: number, extend: boolean) => {
    keys.current = { anchor: extend ? anchor : focus, focus }
    setCaret(focus)
    const chosen = globalThis.getSelection()
    // A word's run in the layer and where it begins and ends there.
    const at = (index: number) => {
      const number = lines.findIndex((line) => index >= line.first && index < line.first + line.starts.length)
      const line = lines[number]
      const node = frame.current?.querySelector(`[data-line="${number}"]`)?.firstChild
      const start = line?.starts[index - line.first] ?? 0
      const word = text.words[index]?.text ?? ''
      return node ? { node, start, end: start + word.length } : undefined
    }
    const from = at(Math.min(keys.current.anchor, focus))
    const to = at(Math.max(keys.current.anchor, focus))
    if (chosen && extend && from && to) chosen.setBaseAndExtent(from.node, from.start, to.node, to.end)
    else chosen?.removeAllRanges()
    const word = text.words[focus]
    if (word) onCaret?.(word.box)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, leave: (() => void) | undefined) => {
    if (mode !== 'select') return
    const last = text.words.length - 1
    const { anchor, focus } = keys.current
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
      leave?.()
    }
  }
  return { caret, range, said, onKeyDown }
}

/** A box on the layer at a word's place. */
function Box({ box, height, className, word }: { box: TextBox; height: number; className: string; word?: string | undefined }) {
  return (
    <span
      className={className}
      data-word={word}
      style={{ left: (box.x / 10000) * FRAME, top: (box.y / 10000) * height, width: (box.width / 10000) * FRAME, height: (box.height / 10000) * height }}
    />
  )
}

export function TextLayer({ text, aspect, name, mode, boxed = [], onLeave, onCaret, frame }: TextLayerProps) {
  const { LL } = useI18n()
  const keysId = useId()
  const height = FRAME * aspect
  const lines = useMemo(() => layerLines(text), [text])
  const widths = useMemo(() => naturalWidths(lines), [lines])
  const { caret, range, said, onKeyDown } = useLayerSelection(text, lines, frame, mode, onCaret)
  const marked = [...new Set(caret === null ? boxed : [...boxed, caret])]
  const selecting = mode === 'select'
  // Words are laid only while they can be selected: the scans carry none until asked (a word is
  // picked in reading mode by where the scan was clicked, ScanTextLayer).
  const runs = selecting ? lines : []
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
      onKeyDown={(event) => onKeyDown(event, onLeave)}
    >
      {selecting ? (
        <span id={keysId} className="visually-hidden">
          {LL.readingMode.selectKeys()}
        </span>
      ) : null}
      {range ? text.words.slice(range[0], range[1] + 1).map((word) => <Box key={`selected-${word.index}`} box={word.box} height={height} className="text-layer__selected" />) : null}
      {runs.map((line, index) => {
        const size = Math.max(1, (line.box.height / 10000) * height * 0.85)
        const natural = ((widths[index] ?? 0) * size) / 100
        const wide = (line.box.width / 10000) * FRAME
        return (
          <span
            key={line.first}
            data-line={index}
            className="text-layer__line"
            style={{
              left: (line.box.x / 10000) * FRAME,
              top: (line.box.y / 10000) * height,
              fontSize: size,
              transform: natural > 0 ? `scaleX(${Math.min(10, wide / natural)})` : undefined,
            }}
          >
            {/* One text node, with the line break a copy made by the browser itself (a drag past the layer) keeps. */}
            {`${line.text}\n`}
          </span>
        )
      })}
      {marked.map((index) => {
        const box = text.words[index]?.box
        return box ? <Box key={`box-${index}`} box={box} height={height} className="text-layer__box" word={text.words[index]?.text} /> : null
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
  // "pick": a click on the scan (not a drag, which pans) names the word printed there.
  const { onPick, aspect, text } = props
  useEffect(() => {
    if (!onPick) return
    const pick = (event: OpenSeadragon.CanvasClickEvent) => {
      if (!event.quick) return
      const point = viewer.viewport.pointFromPixel(event.position)
      const word = wordAtPoint(text, point.x * 10000, (point.y / aspect) * 10000)
      if (word) onPick(word.index)
    }
    viewer.addHandler('canvas-click', pick)
    return () => viewer.removeHandler('canvas-click', pick)
  }, [viewer, onPick, aspect, text])
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
