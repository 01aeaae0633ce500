import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useI18n } from '#app/i18n.ts'

/** Key presses a viewer has already acted on (OpenSeadragon's canvas hears them first). */
const claimed = new WeakSet<Event>()

/** Marks a key press as handled by the viewer, so the figure does not act on it again. */
export function claimKey(event: Event): void {
  claimed.add(event)
}

/** Makes everything on the page but `element` inert (the way a modal dialog does); returns the undoing. */
function othersInert(element: HTMLElement): () => void {
  const made: HTMLElement[] = []
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling !== node && sibling instanceof HTMLElement && !sibling.inert) {
        sibling.inert = true
        made.push(sibling)
      }
    }
  }
  return () => {
    for (const sibling of made) sibling.inert = false
  }
}

/** What Tab reaches inside `element`, in order. */
const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'

/** Tab past the last control comes back to the first, Shift+Tab before the first to the last: the keyboard stays inside. */
function wrapTab(element: HTMLElement, event: globalThis.KeyboardEvent): void {
  const stops = [...element.querySelectorAll<HTMLElement>(TABBABLE)].filter((stop) => stop.tabIndex >= 0 && stop.getClientRects().length > 0)
  const first = stops[0]
  const last = stops.at(-1)
  if (!first || !last) return
  const at = document.activeElement
  if (event.shiftKey && (at === first || !element.contains(at))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (at === last || !element.contains(at))) {
    event.preventDefault()
    first.focus()
  }
}

/**
 * Whether a page view fills the screen, kept by the reader (issue-reader.tsx) rather than by the
 * view: one view at a time does, and it goes on showing the page of each hit the visitor steps to.
 */
export interface FullScreenControl {
  active: boolean
  toggle: () => void
  leave: () => void
}

/** The hits, as a view in full screen steps through them (search-inside.tsx HitNavigation). */
export interface ViewHits {
  current: number
  total: number
  next: () => void
  previous: () => void
}

/**
 * A page view filling the screen (issue 38): the figure takes the whole window (and the whole
 * screen where the browser allows it), everything else on the page is inert while it does, so the
 * keyboard and a screen reader stay inside; Escape or the same button leaves, the focus staying on
 * what had it. The mode is said to screen readers as it starts and ends. N and P step through the
 * hits there as beside the text.
 */
export function useFullScreen(figure: RefObject<HTMLElement | null>, control: FullScreenControl, hits?: ViewHits) {
  const { active, toggle, leave } = control
  useEffect(() => {
    const element = figure.current
    if (!active || !element) return
    const restore = othersInert(element)
    document.documentElement.classList.add('has-full-screen')
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Tab') {
        wrapTab(element, event)
        return
      }
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      leave()
    }
    // The browser's own full screen, where it is allowed: its Escape ends it before the page hears
    // the key, so its end ends this mode too.
    const onNative = () => {
      if (document.fullscreenElement === null) leave()
    }
    element.addEventListener('keydown', onKey)
    document.addEventListener('fullscreenchange', onNative)
    if (document.fullscreenEnabled && document.fullscreenElement === null) element.requestFullscreen().catch(() => undefined)
    return () => {
      element.removeEventListener('keydown', onKey)
      document.removeEventListener('fullscreenchange', onNative)
      restore()
      document.documentElement.classList.remove('has-full-screen')
      if (document.fullscreenElement === element) document.exitFullscreen().catch(() => undefined)
    }
  }, [active, figure, leave])
  return {
    active,
    toggle,
    /**
     * F on the page view (not in a field) toggles the mode, and in it N and P go to the next and
     * previous hit: keys that act only where the focus is (WCAG 2.1.4).
     */
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey || claimed.has(event.nativeEvent)) return
      if (event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement) return
      const key = event.key.toLowerCase()
      if (key === 'f') toggle()
      else if (active && hits && hits.total > 0 && key === 'n') hits.next()
      else if (active && hits && hits.total > 0 && key === 'p') hits.previous()
      else return
      event.preventDefault()
    },
  }
}

/**
 * Previous and next hit inside full screen, where the hit bar above the text is out of reach: first
 * among the view's tools, and on a phone (which has no N key) a row of their own above the zoom,
 * their names written out, so that none of them is past the screen's edge.
 */
export function FullScreenHits({ hits }: { hits: ViewHits | undefined }) {
  const { LL } = useI18n()
  const row = useRef<HTMLDivElement>(null)
  // Leaving full screen takes these buttons away: the focus on one goes on from the view's Full
  // screen button (before the buttons leave the page), not from the top of the page.
  useLayoutEffect(() => {
    const element = row.current
    return () => {
      if (element?.contains(document.activeElement)) element.closest('figure')?.querySelector<HTMLElement>('button[aria-keyshortcuts="F"]')?.focus()
    }
  }, [])
  if (!hits || hits.total === 0) return null
  return (
    <div className="page-view__hits" ref={row}>
      <button type="button" className="button button--quiet page-view__hit-step" onClick={hits.previous} aria-keyshortcuts="P">
        <span aria-hidden="true">↑</span> <span className="page-view__tool-label">{LL.reader.previousHit()}</span>
      </button>
      <span className="page-view__hit-where" role="status">
        {hits.current === 0 ? LL.reader.hitCount({ count: hits.total }) : LL.reader.hitOf({ current: hits.current, total: hits.total })}
      </span>
      <button type="button" className="button button--quiet page-view__hit-step" onClick={hits.next} aria-keyshortcuts="N">
        <span className="page-view__tool-label">{LL.reader.nextHit()}</span> <span aria-hidden="true">↓</span>
      </button>
    </div>
  )
}

/** The button that starts and ends the mode, and the sentence a screen reader hears when it does. */
export function FullScreenButton({ active, toggle }: { active: boolean; toggle: () => void }) {
  const { LL } = useI18n()
  // Said when the mode changes, not before it ever has.
  const [shown, setShown] = useState(active)
  const [said, setSaid] = useState('')
  if (shown !== active) {
    setShown(active)
    setSaid(active ? LL.reading.fullScreenOn() : LL.reading.fullScreenOff())
  }
  return (
    <>
      <button type="button" className="button button--quiet" aria-pressed={active} onClick={toggle} aria-keyshortcuts="F">
        {LL.reading.fullScreen()}
      </button>
      <span className="visually-hidden" role="status">
        {said}
      </span>
    </>
  )
}
