import { useMemo, useSyncExternalStore } from 'react'
import { type Consent, consentCookie, consentFromCookies, decodeConsent, encodeConsent } from '#src/domain/consent.ts'

const CHANGE_EVENT = 'library:consent'
const OPEN_EVENT = 'library:consent-settings'

function cookieValue(): string {
  const consent = consentFromCookies(document.cookie)
  return consent ? encodeConsent(consent) : ''
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange)
  // Another tab may have chosen meanwhile; the cookie is shared.
  window.addEventListener('focus', onChange)
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange)
    window.removeEventListener('focus', onChange)
  }
}

/**
 * The visitor's choice: undefined until they chose, and always undefined while
 * rendering on the server, so nothing consent-dependent is in the HTML.
 */
export function useConsent(): Consent | undefined {
  const value = useSyncExternalStore(subscribe, cookieValue, () => '')
  // One object per choice: effects that depend on it run when the choice changes, not on every
  // render (a new object each time kept the search history rewriting itself: React error #185).
  return useMemo(() => decodeConsent(value), [value])
}

export function saveConsent(consent: Consent): void {
  // Same-site and first-party; not Secure so the site also works over plain HTTP on a reading-room intranet.
  document.cookie = consentCookie(consent, window.location.protocol === 'https:')
  window.dispatchEvent(new Event(CHANGE_EVENT))
}

/** Opens the settings dialog from anywhere (the footer link, the history panel). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_EVENT))
}

export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_EVENT, listener)
  return () => window.removeEventListener(OPEN_EVENT, listener)
}
