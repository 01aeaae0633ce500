/**
 * The file name of a search's export (issue 38): the search's words and the day it was made, so a
 * folder of downloads tells its searches apart ("search-luxembourg-2026-11-27.csv"); a search of
 * filters alone is "search-all-…"; a timeline's counts "timeline-…". ASCII letters, digits and hyphens: every system and every
 * Content-Disposition reader takes it as it is.
 */
const MAX_WORDS_LENGTH = 60

export function searchFileName(q: string, day: string, extension: string, kind: 'search' | 'timeline' = 'search'): string {
  const words = q
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .replace(/[æÆ]/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_WORDS_LENGTH)
    .replace(/-+$/, '')
  return `${kind}-${words || 'all'}-${day}.${extension}`
}
