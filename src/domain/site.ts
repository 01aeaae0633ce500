/**
 * Site-wide constants that the library's staff configure, kept in one place.
 */

/** An absolute address on the web, as the site links to other sites. */
export type WebAddress = `https://${string}` | `http://${string}`

export function isWebAddress(value: string): value is WebAddress {
  return value.startsWith('https://') || value.startsWith('http://')
}

export const SOCIAL_NETWORKS = ['Facebook', 'Instagram', 'YouTube', 'LinkedIn', 'Bluesky'] as const
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number]

export const SOCIAL_LINKS: Record<SocialNetwork, WebAddress> = {
  Facebook: 'https://www.facebook.com/nationallibrary',
  Instagram: 'https://www.instagram.com/nationallibrary',
  YouTube: 'https://www.youtube.com/@nationallibrary',
  LinkedIn: 'https://www.linkedin.com/company/nationallibrary',
  Bluesky: 'https://bsky.app/profile/nationallibrary.bsky.social',
}

/** Public origin used for canonical and hreflang links; overridable per deployment. */
export const DEFAULT_PUBLIC_ORIGIN = 'http://127.0.0.1:3000'
