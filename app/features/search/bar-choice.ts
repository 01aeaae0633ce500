import { useNavigate } from '@tanstack/react-router'
import { type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, useLayoutEffect, useRef, useState } from 'react'
import { type SearchState, withDates } from '#src/domain/search-state.ts'
import type { Timeline, TimelineBucket } from '#src/search/timeline.ts'
import { searchTarget } from '#app/ui/targets.ts'
import { focusPageHeading } from '../shell/route-focus'

/** The span from one bucket to another (in either order), as the search's date range. */
function spanOf(buckets: readonly TimelineBucket[], a: number, b: number): { from: string; to: string } {
  const first = buckets[Math.min(a, b)]
  const last = buckets[Math.max(a, b)]
  return { from: first?.from ?? '', to: last?.to ?? '' }
}

/** The bar under the pointer, by its index. */
function barAt(event: PointerEvent): number | undefined {
  const element = document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-bar]')
  const index = Number(element?.getAttribute('data-bar') ?? Number.NaN)
  return Number.isInteger(index) ? index : undefined
}

/**
 * A span chosen by a drag of the pointer over the bars (from the bar pressed, `current` following
 * the pointer), searched when the pointer is released.
 */
function useBarDrag(current: number, setAnchor: (anchor: number) => void, setFocus: (index: number) => void, searchSpan: (a: number, b: number) => void) {
  const dragging = useRef<number | undefined>(undefined)
  const dragged = useRef(false)
  const groupEvents = {
    onPointerMove: (event: PointerEvent) => {
      if (dragging.current === undefined) return
      const index = barAt(event)
      if (index !== undefined && index !== current) {
        dragged.current = true
        setAnchor(dragging.current)
        setFocus(index)
      }
    },
    onPointerUp: () => {
      const start = dragging.current
      dragging.current = undefined
      if (start !== undefined && dragged.current) searchSpan(start, current)
    },
    onPointerLeave: () => {
      if (dragging.current !== undefined && !dragged.current) dragging.current = undefined
    },
  }
  const barEvents = (index: number) => ({
    onPointerDown: (event: PointerEvent) => {
      if (event.button !== 0) return
      dragging.current = index
      dragged.current = false
      setFocus(index)
    },
    onClick: (event: MouseEvent) => {
      // A drag has already searched its span; the click that ends it is not a bar's own.
      if (dragged.current) {
        event.preventDefault()
        dragged.current = false
      }
    },
  })
  return { groupEvents, barEvents }
}

/**
 * The bars' one tab stop and the span being chosen (Shift with an arrow, or a drag of the pointer),
 * with what the bars' group and each bar do on keys, focus and the pointer.
 */
export function useBarChoice(state: SearchState, timeline: Timeline | undefined) {
  const navigate = useNavigate()
  // The bar with the focus, by its period: a search narrowed by a bar keeps the same element (keyed
  // by period) focused among the new bars, and the one tab stop must be that bar, not its old index.
  const [focusKey, setFocusKey] = useState<string | undefined>(undefined)
  const [anchor, setAnchor] = useState<number | undefined>(undefined)
  const group = useRef<HTMLDivElement | null>(null)
  const focusInside = useRef(false)
  const buckets = timeline?.buckets ?? []
  const focused = focusKey === undefined ? -1 : buckets.findIndex((bucket) => bucket.key === focusKey)
  const current = focused >= 0 ? focused : buckets.length - 1
  // A layout effect: it runs before the router's (route-focus.ts), which would otherwise find the
  // focused bar gone and send the focus to the page's heading.
  useLayoutEffect(() => {
    // A bar chosen by keyboard narrows the search, and the new bars arrive with its counts, often
    // after the page has rendered: the bar that had the focus may be gone (a year's bar among months)
    // or there may be no bars at all (an empty decade). The focus goes to the one tab stop among the
    // new bars, or, with none, to the page's heading, as when any focused control goes away.
    if (!focusInside.current) return
    const active = document.activeElement
    if (active !== document.body && !group.current?.contains(active)) return
    const bar = group.current?.querySelector<HTMLElement>('[tabindex="0"]')
    if (bar) {
      if (active !== bar) bar.focus()
      return
    }
    focusInside.current = false
    if (active === document.body) focusPageHeading()
  }, [timeline])
  const setFocus = (index: number) => setFocusKey(buckets[index]?.key)
  const selecting = anchor !== undefined && anchor !== current
  const low = selecting ? Math.min(anchor, current) : current
  const high = selecting ? Math.max(anchor, current) : current
  const searchSpan = (a: number, b: number) => {
    const { from, to } = spanOf(buckets, a, b)
    setAnchor(undefined)
    void navigate({ ...searchTarget(withDates(state, from, to)), resetScroll: false })
  }
  const moveTo = (index: number, extend: boolean) => {
    const next = Math.min(buckets.length - 1, Math.max(0, index))
    if (extend && anchor === undefined) setAnchor(current)
    if (!extend) setAnchor(undefined)
    setFocus(next)
    // Found in the page, not kept in ref slots by index: when a new timeline replaces the bars, a
    // removed bar's ref can clear the slot its successor at that index has just filled.
    group.current?.querySelector<HTMLElement>(`[data-bar="${next}"]`)?.focus()
  }
  const drag = useBarDrag(current, setAnchor, setFocus, searchSpan)
  const groupEvents = {
    onKeyDown: (event: KeyboardEvent<HTMLDivElement>) => {
      const keys: Record<string, number> = { ArrowRight: current + 1, ArrowLeft: current - 1, Home: 0, End: buckets.length - 1 }
      const target = keys[event.key]
      if (target !== undefined) {
        event.preventDefault()
        moveTo(target, event.shiftKey)
      } else if (event.key === 'Enter' && selecting) {
        event.preventDefault()
        searchSpan(anchor, current)
      } else if (event.key === 'Escape' && anchor !== undefined) {
        event.preventDefault()
        setAnchor(undefined)
      }
    },
    onFocus: () => {
      focusInside.current = true
    },
    onBlur: (event: FocusEvent<HTMLDivElement>) => {
      // A bar removed with the focus blurs towards nothing; only a move elsewhere leaves the bars.
      if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) focusInside.current = false
    },
    ...drag.groupEvents,
  }
  const barEvents = (index: number) => ({
    onFocus: () => setFocus(index),
    ...drag.barEvents(index),
  })
  return { group, focused, current, selecting, low, high, groupEvents, barEvents }
}
