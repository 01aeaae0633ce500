import { foldToAscii } from '../domain/fold.ts'

/**
 * Stable ASCII identifiers from titles and path segments, for periodical ids
 * of sources that carry none of their own (IIIF) and for URLs.
 */

/** 'L’Indépendance luxembourgeoise' → 'l-independance-luxembourgeoise'. */
export function slugify(text: string): string {
  return foldToAscii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
