import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * Focus after a route change, done deliberately (DESIGN §7):
 * - Back or Forward returns focus to the link that was followed from that page (the result
 *   that was opened), so a keyboard user goes on where they left off;
 * - a new page focuses its heading, which a screen reader announces (a result opens the reader
 *   scrolled to its article, and Tab goes on from the heading through the page);
 * - a link to another place in the same page (`#unit-12`) focuses that place;
 * - a change inside the same page (a filter, a sort) leaves focus where it is, unless the
 *   focused control went away (the page number just chosen), then the page's heading again.
 * The first page load keeps the browser's own focus.
 */
export function useRouteFocus(): void {
  const router = useRouter()
  useEffect(() => {
    // The link focused on each history entry when it was left, by entry key (session only).
    const leftFrom = new Map<string, string>()
    let currentKey = entryKey(router.history.location.state)
    let returning = false
    const stopHistory = router.history.subscribe(({ location, action }) => {
      const href = document.activeElement instanceof HTMLAnchorElement ? document.activeElement.getAttribute('href') : null
      if (href !== null && currentKey !== undefined) leftFrom.set(currentKey, href)
      currentKey = entryKey(location.state)
      returning = action.type === 'BACK' || action.type === 'FORWARD' || action.type === 'GO'
    })
    const stopRouter = router.subscribe('onRendered', (event) => {
      if (!event.hrefChanged) return
      const main = document.getElementById('content')
      if (!main) return
      if (returning) {
        const href = currentKey === undefined ? undefined : leftFrom.get(currentKey)
        const link = href === undefined ? null : main.querySelector<HTMLElement>(`a[href="${CSS.escape(href)}"]`)
        if (link) {
          link.focus({ preventScroll: true })
          return
        }
      }
      // A place named by the address (`#unit-12`, a search result opening the reader at its
      // article, or a link within the page): that place's heading, where the window shows it, so
      // the next Tab goes on from the article rather than from the top of the page.
      const hash = event.toLocation.hash
      const target = hash && (event.pathChanged || event.hashChanged) ? document.getElementById(hash) : null
      if (target) {
        focusPlace(headingOf(target), true)
        return
      }
      if (!event.pathChanged && document.activeElement !== document.body && document.activeElement?.isConnected) return
      focusPageHeading()
    })
    return () => {
      stopHistory()
      stopRouter()
    }
  }, [router])
}

function entryKey(state: { __TSR_key?: string; key?: string }): string | undefined {
  return state.__TSR_key ?? state.key
}

/** An article's or a section's own heading (what a screen reader should announce), else the place itself. */
function headingOf(place: HTMLElement): HTMLElement {
  if (/^H[1-6]$/.test(place.tagName)) return place
  const heading = place.querySelector<HTMLElement>(':scope > h1, :scope > h2, :scope > h3, :scope > h4, :scope > header h1, :scope > header h2, :scope > header h3')
  return heading ?? place
}

/**
 * Focuses an element that is not a control (a heading, an article) without scrolling again; with
 * `inView`, brought into the window when it is not there (the window may have scrolled to the
 * place before the page below it was laid out).
 */
function focusPlace(element: HTMLElement, inView = false): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
  if (!inView) return
  requestAnimationFrame(() => {
    if (document.activeElement !== element) return
    const box = element.getBoundingClientRect()
    if (box.top >= 0 && box.bottom <= window.innerHeight) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    element.scrollIntoView({ block: 'start', behavior: still ? 'instant' : 'smooth' })
  })
}

/** The page's heading, which a screen reader announces: where focus goes when its place is gone. */
export function focusPageHeading(): void {
  const heading = document.getElementById('content')?.querySelector<HTMLElement>('h1')
  if (heading) focusPlace(heading)
}
