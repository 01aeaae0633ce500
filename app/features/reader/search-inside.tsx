import { useLocation, useSearch } from '@tanstack/react-router'
import { type FormEvent, type MouseEvent, type RefObject, createContext, useEffect, useId, useRef, useState } from 'react'
import { useI18n } from '#app/i18n.ts'
import { useDraft } from '#app/ui/draft.ts'
import { type HitIndex, type HitPosition, currentHit, hitId, hitOfId, nextHit, positionOfHash, previousHit } from './hits'

/** The hit the reader stands on (0 for none), for the marks to show which one is current. */
export const CurrentHit = createContext(0)

interface HitNavigation {
  /** The hit stood on, 0 before the visitor has moved. */
  current: number
  goTo: (hit: number) => void
  next: () => void
  previous: () => void
}

/** A document's element by id, when the reader runs in a browser. */
const element = (id: string) => window.document.getElementById(id)

/**
 * Moving among the hits of a document: the mark gets the keyboard focus (it is tabIndex=-1, never a
 * tab stop of its own) and is scrolled to the middle of the view, at once for visitors who asked
 * for reduced motion. The position follows the visitor too: a hit focused by a click, or an
 * address naming a hit or an article, is where "next" goes on from. `reset` names the document and
 * its words: another issue, or another search inside, starts again before the first hit.
 */
export function useHitNavigation(index: HitIndex, reset: string): HitNavigation {
  // null: not moved yet, so the address's fragment says where the visitor is (read when needed, as
  // the server never sees a fragment and the first render must match its page).
  const [position, setPosition] = useState<HitPosition | null>(null)
  const [resetFor, setResetFor] = useState(reset)
  if (resetFor !== reset) {
    setResetFor(reset)
    setPosition(null)
  }

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const hit = event.target instanceof HTMLElement ? hitOfId(event.target.id) : 0
      if (hit > 0) setPosition(hit)
    }
    const onHash = () => setPosition(null)
    window.document.addEventListener('focusin', onFocus)
    window.addEventListener('hashchange', onHash)
    return () => {
      window.document.removeEventListener('focusin', onFocus)
      window.removeEventListener('hashchange', onHash)
    }
  }, [])

  const goTo = (hit: number) => {
    // Moved even if the mark is missing, so that "next" never sticks on a hit it cannot show.
    setPosition(hit)
    const mark = element(hitId(hit))
    if (!mark) return
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    revealHit(mark, still ? 'instant' : 'smooth')
    mark.focus({ preventScroll: true })
  }
  const from = () => position ?? positionOfHash(window.location.hash, index)
  return {
    current: position === null ? 0 : currentHit(position),
    goTo,
    next: () => goTo(nextHit(from(), index.total)),
    previous: () => goTo(previousHit(from(), index.total)),
  }
}

/**
 * Scrolls a hit's mark to the middle of the window. On a wide screen its page's view stays beside
 * the text (sticky, app.css) only while their part of the reader reaches below the window's foot;
 * when the middle would leave less, the page view would be pushed up under the hit bar, its caption
 * (which page it shows, an article's next page among them) hidden: then the text is scrolled less
 * far, the mark lower in the window but still in it.
 */
function revealHit(mark: HTMLElement, behavior: ScrollBehavior): void {
  const section = mark.closest('.reader__page')
  const view = section?.querySelector(':scope > .page-view')
  const box = mark.getBoundingClientRect()
  const centred = box.top + box.height / 2 - window.innerHeight / 2
  if (section && view && window.getComputedStyle(view).position === 'sticky') {
    const gap = 8
    // How far the window may scroll with the section's foot still at the window's (the view is at
    // most as tall as the window below the bar, less this gap).
    const keepsView = section.getBoundingClientRect().bottom - (window.innerHeight - gap)
    // How far it must scroll for the mark to be above the window's foot.
    const showsMark = box.bottom - (window.innerHeight - gap)
    if (centred > keepsView) {
      window.scrollBy({ top: Math.max(keepsView, showsMark), behavior })
      return
    }
  }
  mark.scrollIntoView({ block: 'center', inline: 'nearest', behavior })
}

/** A plain click on a link to a hit: the other clicks (new tab, new window) keep the browser's meaning. */
const plainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey

interface SearchInsideProps {
  scope: 'issue' | 'item'
  q: string
  index: HitIndex
  capped: boolean
  navigation: HitNavigation
  /** Opens the same reader with other words (the reader knows its own typed address). */
  onSearch: (words: string) => void
  /** The id of the note on the keys, which the hit bar's buttons are described by. */
  keysId: string
}

/**
 * Search inside the document (issue 18): a GET form whose words become the reader's `q`, so the
 * search lives in the address like every other, the way back to the search page kept; an empty
 * search takes the highlighting away. A region the address opened at is not carried to the new
 * words: the page shown stays as it is, and the new address is the document's own. Below the
 * form, the hits page by page, each a link to the page's first hit. Without JavaScript the form
 * still submits to the same address and the links still lead to their marks.
 */
export function SearchInside({ scope, q, index, capped, navigation, onSearch, keysId }: SearchInsideProps) {
  const { LL } = useI18n()
  const pathname = useLocation({ select: (location) => location.pathname })
  const back = useSearch({ strict: false, select: (search) => search.back ?? '' })
  const headingId = useId()
  const inputId = useId()
  const hintId = useId()
  // The box shows the address's words after every navigation, Back included.
  const [typed, setTyped] = useDraft(q)
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // The visitor stays at the form, where the summary below announces the new hits.
    onSearch(typed.trim())
  }
  const title = scope === 'issue' ? LL.reader.searchInIssue() : LL.reader.searchInDocument()
  const pages = index.pages.length
  const summary = !q ? '' : index.total === 0 ? LL.reader.noHits({ q }) : capped ? LL.reader.hitsCapped({ count: index.total, pages }) : LL.reader.hitsSummary({ count: index.total, pages })
  return (
    // Not a region of its own: the form in it is the search landmark, under the same name.
    <section className="reader__find">
      <h2 id={headingId}>{title}</h2>
      <form action={pathname} method="get" role="search" aria-labelledby={headingId} onSubmit={onSubmit}>
        {back ? <input type="hidden" name="back" value={back} /> : null}
        <label htmlFor={inputId}>{LL.reader.wordsToFind()}</label>
        <div className="reader__find-row">
          <input
            id={inputId}
            type="search"
            name="q"
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={hintId}
          />
          <button type="submit" className="button">
            {LL.reader.find()}
          </button>
        </div>
        <p id={hintId} className="reader__find-hint">
          {LL.reader.findHint()}
        </p>
      </form>
      {/* Present before any search, so that the hits of a new one are announced. */}
      <p role="status" className="reader__find-summary">
        {summary}
      </p>
      {pages > 0 ? (
        <nav aria-label={LL.reader.hitsByPage()}>
          <h3>{LL.reader.hitsByPage()}</h3>
          <ul className="reader__hit-pages">
            {index.pages.map((page) => (
              <li key={page.sequence}>
                <a
                  href={`#${hitId(page.first)}`}
                  onClick={(event) => {
                    if (!plainClick(event)) return
                    // The mark gets the focus too (following a fragment does not move it there).
                    event.preventDefault()
                    navigation.goTo(page.first)
                  }}
                >
                  {LL.reader.hitsOnPage({ label: page.label, count: page.count })}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {pages > 0 ? (
        <p id={keysId} className="reader__hit-keys">
          {LL.reader.hitKeys()}
        </p>
      ) : null}
    </section>
  )
}

/** Keys that move among the hits while one has the focus (WCAG 2.1.4: they act only there). */
function useHitKeys(navigation: HitNavigation, bar: RefObject<HTMLButtonElement | null>) {
  const latest = useRef(navigation)
  useEffect(() => {
    latest.current = navigation
  })
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return
      if (!(event.target instanceof HTMLElement) || hitOfId(event.target.id) === 0) return
      const key = event.key.toLowerCase()
      if (key === 'n') latest.current.next()
      else if (key === 'p') latest.current.previous()
      else if (key === 'escape') bar.current?.focus()
      else return
      event.preventDefault()
    }
    window.document.addEventListener('keydown', onKey)
    return () => window.document.removeEventListener('keydown', onKey)
  }, [bar])
}

/**
 * The bar's height, as `--reader-hitbar-height` on the document: what it covers at the top of the
 * window (the scroll padding, the page view sticky below it: app.css), whatever its font size.
 */
function useBarHeight(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = window.document.documentElement
    const measure = () => root.style.setProperty('--reader-hitbar-height', `${Math.ceil(element.getBoundingClientRect().height)}px`)
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    measure()
    return () => {
      observer.disconnect()
      root.style.removeProperty('--reader-hitbar-height')
    }
  }, [bar])
}

/**
 * Previous and next hit, with where one stands ("Hit 3 of 17", announced politely). It stays at
 * the top of the view while the document is read, so the next hit is always one press away; on a
 * hit, N and P go on and Esc comes back here (the note on these keys is under the hits by page,
 * to keep the bar small). On a narrow screen the buttons show their arrows only.
 */
export function HitBar({ q, total, capped, navigation, keysId }: { q: string; total: number; capped: boolean; navigation: HitNavigation; keysId: string }) {
  const { LL } = useI18n()
  const nextButton = useRef<HTMLButtonElement>(null)
  useHitKeys(navigation, nextButton)
  const bar = useRef<HTMLElement>(null)
  useBarHeight(bar)
  const { current } = navigation
  const where =
    current === 0 ? LL.reader.hitCount({ count: total }) : capped ? LL.reader.hitOfFirst({ current, total }) : LL.reader.hitOf({ current, total })
  return (
    <nav ref={bar} className="reader__hitbar" aria-label={LL.reader.hitsOf({ q })}>
      <button type="button" className="button" onClick={navigation.previous} aria-describedby={keysId}>
        <span aria-hidden="true">↑</span>
        <span className="reader__hit-label">{LL.reader.previousHit()}</span>
      </button>
      <p role="status" className="reader__hit-where">
        {where}
      </p>
      <button type="button" className="button" onClick={navigation.next} ref={nextButton} aria-describedby={keysId}>
        <span className="reader__hit-label">{LL.reader.nextHit()}</span>
        <span aria-hidden="true">↓</span>
      </button>
    </nav>
  )
}
