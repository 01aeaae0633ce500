import type { Locale } from '../domain/locale.ts'

/** A block of editorial content; rendered by the app as semantic HTML. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'links'; items: readonly { label: string; href: string; description?: string }[] }

export interface PageTranslation {
  title: string
  /** One or two sentences shown under the heading and used as the meta description. */
  summary: string
  blocks: readonly ContentBlock[]
}

/**
 * An editorial page. `path` is locale-free ('/support/about', '/accessibility').
 * Every page has all three translations; `updated` is an ISO date.
 */
export interface EditorialPage {
  path: string
  updated: string
  translations: Record<Locale, PageTranslation>
}
