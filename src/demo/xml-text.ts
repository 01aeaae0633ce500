/** XML text and attribute escaping shared by the METS, ALTO and MARCXML writers. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes all five XML specials, so the result is safe in text and in either kind of quoted attribute. */
const SPECIALS = /[&<>"']/
const SPECIALS_ALL = /[&<>"']/g

export function escapeXml(text: string): string {
  // Most words hold none: testing is cheaper than replacing.
  return SPECIALS.test(text) ? text.replace(SPECIALS_ALL, (c) => ENTITIES[c] ?? c) : text
}

/** An attribute list in the given order, values escaped; undefined values are left out. */
export function attrs(list: [string, string | number | undefined][]): string {
  let out = ''
  for (const [name, value] of list) {
    if (value === undefined) continue
    out += ` ${name}="${escapeXml(String(value))}"`
  }
  return out
}
