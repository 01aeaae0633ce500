/** XML text and attribute escaping shared by the METS, ALTO and MARCXML writers. */

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escapes all five XML specials, so the result is safe in text and in either kind of quoted attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c)
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
