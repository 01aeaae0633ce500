import * as Dialog from '@radix-ui/react-dialog'
import { useLocation } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { ACCEPT_ALL, type Consent, REFUSE_ALL } from '../../../src/domain/consent'
import { useI18n } from '../../i18n'
import { Icon } from '../../ui/icon'
import { onOpenConsentSettings, saveConsent, useConsent, useHydrated } from './consent-store'

/**
 * The cookie banner (until the visitor chose), the settings dialog (from the
 * banner or the footer at any time) and the analytics gate. Rendered only in
 * the browser: the server never knows the choice, so it renders none of it.
 */
export function ConsentManager() {
  const hydrated = useHydrated()
  const consent = useConsent()
  const [open, setOpen] = useState(false)
  const returnFocus = useRef<HTMLElement | null>(null)

  useEffect(
    () =>
      onOpenConsentSettings(() => {
        returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        setOpen(true)
      }),
    [],
  )

  if (!hydrated) return null
  return (
    <>
      {consent ? null : (
        <ConsentBanner
          onCustomise={(trigger) => {
            returnFocus.current = trigger
            setOpen(true)
          }}
        />
      )}
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
      <AnalyticsGate enabled={consent?.analytics === true} />
    </>
  )
}

function ConsentBanner({ onCustomise }: { onCustomise: (trigger: HTMLElement) => void }) {
  const { LL } = useI18n()
  const titleId = useId()
  return (
    <section className="consent-banner" aria-labelledby={titleId}>
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

interface ConsentDialogProps {
  open: boolean
  consent: Consent | undefined
  onOpenChange: (open: boolean) => void
  onClosed: () => void
}

function ConsentDialog({ open, consent, onOpenChange, onClosed }: ConsentDialogProps) {
  const { LL } = useI18n()
  // Until the visitor chose, every refusable group starts off.
  const [optional, setOptional] = useState(consent?.optional ?? false)
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    // Each opening starts from the stored choice, not from an abandoned edit.
    setWasOpen(open)
    if (open) {
      setOptional(consent?.optional ?? false)
      setAnalytics(consent?.analytics ?? false)
    }
  }
  const groups = [
    { id: 'essential', name: LL.consent.essentialName(), text: LL.consent.essentialText(), checked: true, set: undefined },
    { id: 'optional', name: LL.consent.optionalName(), text: LL.consent.optionalText(), checked: optional, set: setOptional },
    { id: 'analytics', name: LL.consent.analyticsName(), text: LL.consent.analyticsText(), checked: analytics, set: setAnalytics },
  ]
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
        >
          <div className="dialog__header">
            <Dialog.Title>{LL.consent.dialogTitle()}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.consent.close()} />
            </Dialog.Close>
          </div>
          <Dialog.Description>{LL.consent.dialogIntro()}</Dialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              saveConsent({ essential: true, optional, analytics })
              onOpenChange(false)
            }}
          >
            <ul className="consent-groups">
              {groups.map((group) => (
                <li key={group.id}>
                  <input
                    type="checkbox"
                    id={`consent-${group.id}`}
                    name={group.id}
                    checked={group.checked}
                    disabled={group.set === undefined}
                    aria-describedby={`consent-${group.id}-text`}
                    onChange={(event) => group.set?.(event.currentTarget.checked)}
                  />
                  <label htmlFor={`consent-${group.id}`}>
                    {group.name}
                    {group.set === undefined ? <span className="consent-groups__always"> ({LL.consent.alwaysOn()})</span> : null}
                  </label>
                  <p id={`consent-${group.id}-text`}>{group.text}</p>
                </li>
              ))}
            </ul>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary">
                {LL.consent.confirm()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
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
