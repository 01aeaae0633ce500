/**
 * Text folding shared by indexing and querying. FTS5's `unicode61
 * remove_diacritics 2` folds é/ë/ä but not ß or ligatures, so
 * `grossherzogliche` would miss `Großherzogliche` (DESIGN §2): those are
 * folded here, the same way on both sides.
 */
const SPECIAL: Record<string, string> = {
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
  ſ: 's',
  // Typographic apostrophes and the ligatures of the Alphabetic Presentation Forms block, as OCR
  // engines trained on old print emit them.
  '’': "'",
  '‘': "'",
  'ʼ': "'",
  ﬀ: 'ff',
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬃ: 'ffi',
  ﬄ: 'ffl',
  ﬅ: 'st',
  ﬆ: 'st',
  ĳ: 'ij',
  Ĳ: 'ij',
  // A soft hyphen is invisible in print and must not cut a word in two.
  '\u00ad': '',
}
/**
 * Combining marks left standing after a letter, the medieval superscript letters above all
 * (U+0363–U+036F: the small e of `aͤ` in Fraktur prints, `Aufklaͤrung`). FTS5 removes only the
 * diacritics of precomposed letters and the first fifty combining marks, so these stay in tokens
 * unless folded here.
 */
const COMBINING = /[\u0300-\u036f]/g
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g')

export function foldText(text: string): string {
  return text
    .replace(COMBINING, '')
    .replace(SPECIAL_PATTERN, (char) => SPECIAL[char] ?? char)
    .toLowerCase()
}

/**
 * Lowercase ASCII-ish text with diacritics removed as well, for identifiers,
 * sort keys and loose title comparison (not for the index, where FTS5 removes
 * diacritics itself).
 */
export function foldToAscii(text: string): string {
  return foldText(text).normalize('NFKD').replace(/\p{M}+/gu, '')
}
