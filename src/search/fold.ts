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
  // Typographic apostrophes and ligatures seen in OCR.
  '’': "'",
  ﬁ: 'fi',
  ﬂ: 'fl',
  ﬀ: 'ff',
}
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL).join('')}]`, 'g')

export function foldText(text: string): string {
  return text.replace(SPECIAL_PATTERN, (char) => SPECIAL[char] ?? char).toLowerCase()
}

/**
 * Lowercase ASCII-ish text with diacritics removed as well, for identifiers,
 * sort keys and loose title comparison (not for the index, where FTS5 removes
 * diacritics itself).
 */
export function foldToAscii(text: string): string {
  return foldText(text).normalize('NFKD').replace(/\p{M}+/gu, '')
}
