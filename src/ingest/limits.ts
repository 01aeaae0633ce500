/**
 * How large an import file and the values read from it may be (ADR 015).
 */

/** Bytes of one source file, checked with stat before it is read: a whole ALTO page with glyphs stays far below. */
export const MAX_SOURCE_BYTES = 64 * 1024 * 1024

/** Characters (UTF-16 code units) of one value. */
export const MAX_LENGTH = {
  /** A reference to another file as written (href, path, URL): Linux's PATH_MAX. */
  href: 4_096,
} as const

/**
 * A value for a message: its start, JSON-quoted so control characters (a
 * terminal's escape sequences among them) are shown, not acted on.
 */
export function quote(value: string, max = 80): string {
  return value.length > max ? `${JSON.stringify(value.slice(0, max))}…` : JSON.stringify(value)
}
