/**
 * Stable ASCII identifiers from titles and path segments, for periodical ids
 * of sources that carry none of their own (IIIF) and for URLs.
 */

// Letters that Unicode does not decompose into base letter + mark, so NFKD
// alone would drop them instead of transliterating.
const TRANSLITERATIONS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  Æ: 'ae',
  œ: 'oe',
  Œ: 'oe',
  ø: 'o',
  Ø: 'o',
  ł: 'l',
  Ł: 'l',
  đ: 'd',
  Đ: 'd',
  ð: 'd',
  Ð: 'd',
  þ: 'th',
  Þ: 'th',
  ı: 'i',
}

/** Text folded to lowercase ASCII letters, digits and other characters, diacritics removed. */
export function foldToAscii(text: string): string {
  return text
    .replace(/[ßẞæÆœŒøØłŁđĐðÐþÞı]/g, (letter) => TRANSLITERATIONS[letter] ?? letter)
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
}

/** 'L’Indépendance luxembourgeoise' → 'l-independance-luxembourgeoise'. */
export function slugify(text: string): string {
  return foldToAscii(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
