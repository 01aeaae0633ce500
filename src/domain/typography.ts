/**
 * French typography, applied to every French text the site writes itself (the dictionary when it
 * loads, editorial pages when they are read, news and staff picks when they are shown), so that a
 * line never breaks before a colon or a question mark and a quotation never loses its guillemet
 * to the next line. Translators and editors type ordinary spaces; the layer makes them no-break.
 *
 * The rules (Lexique des règles typographiques en usage à l'Imprimerie nationale, as the web has
 * settled them): a narrow no-break space (U+202F) before ; ! ?, a no-break space (U+00A0) before
 * the colon and inside « ». Only spaces already there are changed, except inside guillemets,
 * which always take one: a colon or question mark without a space before it is a time, a URL or
 * a query string ("10:30", "/search?q=…"), which must stay as typed. Thousands are grouped with
 * U+202F ("1 000"), and a percentage takes one before its sign ("200 %"), as Intl writes them.
 */

export const NARROW_NBSP = '\u202F'
export const NBSP = '\u00A0'

const BEFORE_TIGHT = /[ \t\u00A0\u202F]+([;!?])/g
const BEFORE_COLON = /[ \t\u00A0\u202F]+:/g
const AFTER_OPENING = /«[ \t\u00A0\u202F]*/g
const BEFORE_CLOSING = /[ \t\u00A0\u202F]*»/g
const THOUSANDS = /(\d)[ \u00A0](\d{3})(?!\d)/g
const PERCENT = /(\d)[ \u00A0]%/g

/** One French text with its punctuation spaced the French way. */
export function typesetFrench(text: string): string {
  // Cheap exit: most labels hold none of the marks.
  if (!/[;:!?«»%]|\d[ \u00A0]\d/.test(text)) return text
  return text
    .replace(BEFORE_TIGHT, `${NARROW_NBSP}$1`)
    .replace(BEFORE_COLON, `${NBSP}:`)
    .replace(AFTER_OPENING, `«${NBSP}`)
    .replace(BEFORE_CLOSING, `${NBSP}»`)
    .replace(THOUSANDS, `$1${NARROW_NBSP}$2`)
    .replace(PERCENT, `$1${NARROW_NBSP}%`)
}

/**
 * Typesets every string of a tree of texts (a dictionary) in place. In place, because the
 * dictionary is a typed module object shared by all renders: it is done once, when the module
 * loads, and doing it again changes nothing.
 */
export function typesetFrenchTree(tree: object): void {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') Reflect.set(tree, key, typesetFrench(value))
    else if (typeof value === 'object' && value !== null) typesetFrenchTree(value)
  }
}

/**
 * Where a French text breaks the rules (for the checks): a plain space before ; ! ? : or inside
 * « », or none at all between a word and the mark ("Lien permanent:", built in code, issue 39).
 * A mark straight after a letter and followed by more than a space or the end ("https://",
 * "?q=") is an address, not punctuation.
 */
export function frenchSpacingFaults(text: string): string[] {
  const faults: string[] = []
  const show = (index: number) => JSON.stringify(text.slice(Math.max(0, index - 12), index + 12))
  for (const match of text.matchAll(/[ \t]([;!?:])/g)) faults.push(`plain space before ${match[1]} in ${show(match.index)}`)
  for (const match of text.matchAll(/[\p{L}\p{N})»”]([;!?:])(?=[\s\u00A0\u202F]|$)/gu)) faults.push(`no space before ${match[1]} in ${show(match.index)}`)
  for (const match of text.matchAll(/\d (\d{3})(?!\d)/g)) faults.push(`plain space in the number ${show(match.index)}`)
  for (const match of text.matchAll(/[\u00A0]([;!?])/g)) faults.push(`wide no-break space before ${match[1]} (narrow expected) in ${show(match.index)}`)
  for (const match of text.matchAll(/«(?![\u00A0\u202F])/g)) faults.push(`no no-break space after « in ${show(match.index)}`)
  for (const match of text.matchAll(/(?<![\u00A0\u202F])»/g)) faults.push(`no no-break space before » in ${show(match.index)}`)
  return faults
}
