/**
 * The root element of an XML (or XHTML) file from its first few KB, for the formats' `detect`:
 * after a byte order mark, the XML declaration, comments, processing instructions and a DOCTYPE,
 * with its local name, its namespace (the default one, or the one its prefix declares) and its
 * start tag as written. Never parses the whole file.
 */
export interface XmlRoot {
  /** Local name, as written (case kept). */
  name: string
  namespace: string | undefined
  /** The start tag, possibly cut at the end of the head. */
  tag: string
}

const LEADING = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE(?:[^<>[]|\[[\s\S]*?\])*>)*/i

export function xmlRoot(head: string): XmlRoot | undefined {
  const text = head.replace(/^\uFEFF/, '')
  const rest = text.slice(LEADING.exec(text)?.[0].length ?? 0)
  const match = /^<([A-Za-z_][\w.-]*)(?::([A-Za-z_][\w.-]*))?/.exec(rest)
  if (!match) return undefined
  const prefix = match[2] === undefined ? undefined : match[1]
  const name = match[2] ?? match[1] ?? ''
  const end = rest.indexOf('>')
  const tag = end === -1 ? rest : rest.slice(0, end + 1)
  const declaration = prefix === undefined ? /\sxmlns\s*=\s*(["'])(.*?)\1/.exec(tag) : new RegExp(`\\sxmlns:${prefix}\\s*=\\s*(["'])(.*?)\\1`).exec(tag)
  return { name, namespace: declaration?.[2], tag }
}

/** The file's name without its folder, lower-cased, for extension checks. */
export function baseName(name: string): string {
  return (name.split(/[/\\]/).at(-1) ?? '').toLowerCase()
}
