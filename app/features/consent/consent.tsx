import { useLocation } from '@tanstack/react-router'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'
import { ACCEPT_ALL, REFUSE_ALL } from '#src/domain/consent.ts'
import { useI18n } from '#app/i18n.ts'
import { useHydrated } from '#app/ui/hydrated.ts'
import { onOpenConsentSettings, saveConsent, useConsent } from './consent-store'

// Radix Dialog is loaded when the visitor first opens the settings, not with every page.
const ConsentDialog = lazy(() => import('./consent-dialog'))

/**
 * The cookie banner (until the visitor chose), the settings dialog (from the
 * banner or the footer at any time) and the analytics gate. The server never
 * knows the choice: it renders the banner for everyone (pages stay the same
 * for every visitor) and the browser hides it for those who chose.
 */
export function ConsentManager() {
  const hydrated = useHydrated()
  const consent = useConsent()
  const [open, setOpen] = useState(false)
  // Mounted from the first opening on, so closing runs Radix's focus handling.
  const [opened, setOpened] = useState(false)
  if (open && !opened) setOpened(true)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setOpen(true)
      }),
    [],
  )

  return (
    <>
      {/* Rendered on the server too, so it paints with the page; a visitor who chose has it hidden
          before the first paint (the root route's consent probe) and removed on hydration. */}
      {consent ? null : (
        <ConsentBanner
          onCustomise={(trigger) => {
            returnFocus.current = trigger
            setOpen(true)
          }}
        />
      )}
      {hydrated && opened ? (
        <Suspense fallback={null}>
          <ConsentDialog
            open={open}
            consent={consent}
            onOpenChange={setOpen}
            onClosed={() => {
              // The banner's button is gone once the choice is made: go on from the page's content.
              const target = returnFocus.current?.isConnected ? returnFocus.current : document.getElementById('content')
              target?.focus()
            }}
          />
        </Suspense>
      ) : null}
      {hydrated ? <AnalyticsGate enabled={consent?.analytics === true} /> : null}
    </>
  )
}

function ConsentBanner({ onCustomise }: { onCustomise: (trigger: HTMLElement) => void }) {
  const { LL } = useI18n()
  const titleId = useId()
  const banner = useRef<HTMLElement>(null)
  useEffect(() => {
    // The banner is fixed over the bottom of the page: scrolling an element into view (a focused
    // link, a hash target) keeps it above the banner.
    const element = banner.current
    if (!element) return
    const root = document.documentElement
    const observer = new ResizeObserver(() => root.style.setProperty('--consent-banner-height', `${element.offsetHeight}px`))
    observer.observe(element)
    // Focus scrolling ignores scroll-padding: an element Tab reaches under the banner is lifted above it.
    const onFocus = (event: FocusEvent) => {
      const target = event.target
      if (!(target instanceof HTMLElement) || element.contains(target)) return
      const overlap = target.getBoundingClientRect().bottom - element.getBoundingClientRect().top
      if (overlap > 0) window.scrollBy({ top: overlap + 8, behavior: 'instant' })
    }
    document.addEventListener('focusin', onFocus)
    return () => {
      observer.disconnect()
      document.removeEventListener('focusin', onFocus)
      root.style.removeProperty('--consent-banner-height')
    }
  }, [])
  return (
    <section className="consent-banner" aria-labelledby={titleId} ref={banner}>
      <div className="container consent-banner__inner">
        <div>
          <h2 id={titleId} className="consent-banner__title">
            {LL.consent.bannerTitle()}
          </h2>
          <p>{LL.consent.bannerText()}</p>
        </div>
        <div className="consent-banner__actions">
          <button type="button" className="button button--primary" onClick={() => saveConsent(ACCEPT_ALL)}>
            {LL.consent.accept()}
          </button>
          <button type="button" className="button" onClick={() => saveConsent(REFUSE_ALL)}>
            {LL.consent.refuse()}
          </button>
          <button type="button" className="button button--quiet" onClick={(event) => onCustomise(event.currentTarget)}>
            {LL.consent.customise()}
          </button>
        </div>
      </div>
    </section>
  )
}

/** Loads the analytics script only once the visitor accepted analytics, and reports later page changes to it. */
function AnalyticsGate({ enabled }: { enabled: boolean }) {
  const { pathname } = useLocation()
  const reported = useRef<string | undefined>(undefined)

  useEffect(() => {
    if (!enabled) return
    if (!document.querySelector('script[data-analytics]')) {
      // The script reports the page it loads on itself.
      const script = document.createElement('script')
      script.src = '/analytics.js'
      script.async = true
      script.dataset.analytics = ''
      document.head.append(script)
      reported.current = pathname
      return
    }
    if (reported.current === pathname) return
    reported.current = pathname
    window.dispatchEvent(new CustomEvent('library:pageview', { detail: pathname }))
  }, [enabled, pathname])

  return null
}
