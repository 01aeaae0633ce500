import type { Locale } from '../domain/locale.ts'

/**
 * A run of inline text. Links keep their raw target: the app's Link component
 * decides between a new tab ('http…'), an anchor ('#…') and a localised route.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'emphasis'; children: RichText }
  | { kind: 'strong'; children: RichText }
  | { kind: 'link'; target: string; children: RichText }

export type RichText = readonly Inline[]

/** One entry of a link list: the link, then an optional description after it. */
export interface LinkListItem {
  target: string
  label: RichText
  description: RichText
}

/** A block of editorial content; rendered by the app as semantic HTML, never as an HTML string. */
export type ContentBlock =
  | { kind: 'paragraph'; text: RichText }
  | { kind: 'heading'; level: 2 | 3; text: RichText }
  | { kind: 'list'; items: readonly RichText[] }
  | { kind: 'links'; items: readonly LinkListItem[] }

export interface PageTranslation {
  title: string
  /** One or two sentences shown under the heading and used as the meta description. */
  summary: string
  /** ISO date (YYYY-MM-DD) of the last edit, when the file says. */
  updated: string | undefined
  blocks: readonly ContentBlock[]
}

/**
 * An editorial page. `path` is locale-free ('/support/about', '/accessibility').
 * A page may lack some translations; readers then get a fallback language.
 */
export interface EditorialPage {
  path: string
  translations: Partial<Record<Locale, PageTranslation>>
}

/** Something wrong in a content file, located for the person who has to fix it. */
export interface ContentProblem {
  /** 'error': the file could not be used at all; 'warning': it was used, degraded. */
  severity: 'error' | 'warning'
  file: string
  /** 1-based; 0 when the problem concerns the file or directory as a whole. */
  line: number
  message: string
}
