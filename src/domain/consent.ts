/**
 * Cookie consent (spec §4): three policy groups. Essential is always on and
 * cannot be refused; optional keeps the visitor's recent searches in the
 * browser; analytics counts page views anonymously. The choice is a small
 * first-party cookie so the server and every tab see the same answer.
 */
import { cookieValue } from './cookies.ts'

export const CONSENT_COOKIE = 'library_consent'
/** A year, like the language cookie; the banner asks again after that. */
export const CONSENT_MAX_AGE = 365 * 24 * 60 * 60

export type ConsentGroup = 'essential' | 'optional' | 'analytics'
export const CONSENT_GROUPS: readonly ConsentGroup[] = ['essential', 'optional', 'analytics']

export interface Consent {
  readonly essential: true
  readonly optional: boolean
  readonly analytics: boolean
}

export const ACCEPT_ALL: Consent = { essential: true, optional: true, analytics: true }
export const REFUSE_ALL: Consent = { essential: true, optional: false, analytics: false }

/** The cookie's value: a version, then one flag per refusable group ("1.o1a0"). */
export function encodeConsent(consent: Consent): string {
  return `1.o${consent.optional ? 1 : 0}a${consent.analytics ? 1 : 0}`
}

export function decodeConsent(value: string | undefined): Consent | undefined {
  const match = value === undefined ? null : /^1\.o([01])a([01])$/.exec(value.trim())
  if (!match) return undefined
  return { essential: true, optional: match[1] === '1', analytics: match[2] === '1' }
}

/** The stored choice in a Cookie header (or document.cookie); undefined until the visitor chose. */
export function consentFromCookies(header: string | null | undefined): Consent | undefined {
  return decodeConsent(cookieValue(header, CONSENT_COOKIE))
}

/** `Secure` on a page served over HTTPS, so the choice never travels in clear. */
export function consentCookie(consent: Consent, secure: boolean): string {
  return `${CONSENT_COOKIE}=${encodeConsent(consent)}; Max-Age=${CONSENT_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`
}

/** Paths an analytics page view may report: the path only, never the query (searches are personal). */
export function analyticsPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 300 || !value.startsWith('/') || value.startsWith('//')) return undefined
  const path = value.split(/[?#]/, 1)[0] ?? ''
  return /^[\p{L}\p{N}/._~%-]*$/u.test(path) ? path : undefined
}
