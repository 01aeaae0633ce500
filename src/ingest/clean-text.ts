/**
 * Characters no text of the library holds (issue 48, L2): C0 controls but TAB, LF and CR, DEL and
 * the C1 controls, and the noncharacters U+FFFE and U+FFFF. The XML formats cannot carry them (XML
 * 1.0 refuses them), but hOCR is HTML and IIIF is JSON: a NUL and an ESC once reached the search
 * page, a page's text and the texts ZIP. Titles also lose the bidirectional embeddings, overrides
 * and isolates (U+202A–U+202E, U+2066–U+2069), which can make a title read as another where it is
 * shown, and a line or paragraph separator (U+2028, U+2029) is a space in them.
 *
 * Written as a loop over char codes rather than a regular expression: the linter's
 * no-control-regex refuses a pattern holding control characters, rightly for most code.
 */
import type { SourcePackage } from './types.ts'

function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f) || code === 0xfffe || code === 0xffff
}

function isBidiControl(code: number): boolean {
  return (code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)
}

/** `text` with every character `drop` says so left out; the same string when there is none (most text). */
function without(text: string, drop: (code: number) => boolean): string {
  let index = 0
  while (index < text.length && !drop(text.charCodeAt(index))) index += 1
  if (index === text.length) return text
  let kept = text.slice(0, index)
  for (; index < text.length; index += 1) if (!drop(text.charCodeAt(index))) kept += text[index]
  return kept
}

/** A word or a text without the control characters and noncharacters no text holds. */
export function withoutControls(text: string): string {
  return without(text, isControl)
}

/** A title without control characters, bidirectional controls, or line breaks of its own. */
export function cleanTitle(title: string): string {
  return without(title, (code) => isControl(code) || isBidiControl(code)).replace(/[\u2028\u2029]/g, ' ')
}

/** A package's titles and names as the store keeps them (the limits of limits.ts are checked after). */
export function cleanPackageText(pkg: SourcePackage): SourcePackage {
  const text = (value: string | undefined) => (value === undefined ? undefined : withoutControls(value))
  const next: SourcePackage = { ...pkg, title: cleanTitle(pkg.title) }
  if (pkg.alternativeTitles) next.alternativeTitles = pkg.alternativeTitles.map(cleanTitle)
  if (pkg.alsoKnownAs) next.alsoKnownAs = pkg.alsoKnownAs.map(cleanTitle)
  if (pkg.authors) next.authors = pkg.authors.map(cleanTitle)
  const publisher = text(pkg.publisher)
  if (publisher !== undefined) next.publisher = publisher
  const physical = text(pkg.physicalDescription)
  if (physical !== undefined) next.physicalDescription = physical
  next.units = pkg.units.map((unit) => (unit.title === undefined ? unit : { ...unit, title: cleanTitle(unit.title) }))
  return next
}
