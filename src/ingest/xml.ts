/**
 * A small namespace-agnostic element tree for the metadata formats (METS,
 * MODS, MARCXML, NDNP batch.xml). Elements and attributes are known by their
 * local names, so `mets:div`, `METS:div` and `div` are the same thing, as
 * the sources demand. Malformed XML raises an IngestError with the line.
 *
 * ALTO page text is read by the streaming reader in alto.ts instead.
 */
import { SaxesParser } from 'saxes'
import { MAX_XML_VALUE, quote } from './limits.ts'
import { IngestError } from './types.ts'

export interface XmlElement {
  /** Local name, without prefix. */
  name: string
  /** Attributes by local name (xlink:href is 'href'; xml:lang is 'lang'). */
  attributes: Record<string, string>
  children: XmlElement[]
  /** Concatenated direct text content. */
  text: string
  line: number
}

export function localName(qualified: string): string {
  const colon = qualified.indexOf(':')
  return colon === -1 ? qualified : qualified.slice(colon + 1)
}

/** Attributes by local name, namespace declarations left out (xlink:href is 'href'). */
export function localAttributes(raw: Record<string, string>): Record<string, string> {
  const attributes: Record<string, string> = {}
  for (const [name, value] of Object.entries(raw)) {
    if (name === 'xmlns' || name.startsWith('xmlns:')) continue
    attributes[localName(name)] = value
  }
  return attributes
}

/**
 * A SAX parser for the importer's formats. Namespace processing is off:
 * prefixes of any spelling must not matter, and undeclared prefixes (seen in
 * real METS) must not be fatal. Entity declarations are refused: they are how
 * "billion laughs" and external-entity attacks start, and no format we read
 * needs them.
 */
export function createXmlParser(file: string): SaxesParser {
  const parser = new SaxesParser({ xmlns: false, position: true })
  parser.on('doctype', (doctype) => {
    if (/<!ENTITY/i.test(doctype)) throw new IngestError(file, parser.line, 'entity declarations are not allowed')
  })
  return parser
}

/** Feeds the whole text to the parser; anything it rejects becomes an IngestError with the line. */
export function runXmlParser(parser: SaxesParser, xml: string, file: string): void {
  try {
    parser.write(xml).close()
  } catch (error) {
    if (error instanceof IngestError) throw error
    // saxes prefixes its messages with "line:column: "; the line is reported separately.
    const message = error instanceof Error ? error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '') : String(error)
    throw new IngestError(file, parser.line, `malformed XML: ${message}`)
  }
}

/**
 * Refuses a value of MBs as soon as it is parsed, with its element's line,
 * before the readers copy it about; the limits of each field (limits.ts) are
 * all below this one, so each is still reported with its own message.
 */
function checkValue(value: string, what: string, file: string, line: number): void {
  if (value.length <= MAX_XML_VALUE) return
  const length = value.length.toLocaleString('en')
  throw new IngestError(file, line, `${what} is ${length} characters long, over the limit of ${MAX_XML_VALUE.toLocaleString('en')} for one XML value: ${quote(value)}`)
}

/** Elements that carry a whole file (METS binData, base64), not a value. */
const EMBEDDED_FILES = new Set(['binData'])

export function parseXml(xml: string, file: string): XmlElement {
  const parser = createXmlParser(file)
  const stack: XmlElement[] = []
  // Names as written, for messages: the file says <mods:title>, not <title>.
  const written: string[] = []
  let root: XmlElement | undefined
  parser.on('opentag', (tag) => {
    for (const [name, value] of Object.entries(tag.attributes)) checkValue(value, `the attribute ${name} of <${tag.name}>`, file, parser.line)
    const attributes = localAttributes(tag.attributes)
    const element: XmlElement = { name: localName(tag.name), attributes, children: [], text: '', line: parser.line }
    const parent = stack.at(-1)
    if (parent) parent.children.push(element)
    else root = element
    stack.push(element)
    written.push(tag.name)
  })
  const addText = (text: string) => {
    const current = stack.at(-1)
    if (!current) return
    current.text += text
    if (!EMBEDDED_FILES.has(current.name)) checkValue(current.text, `the text of <${written.at(-1) ?? current.name}>`, file, current.line)
  }
  parser.on('text', addText)
  parser.on('cdata', addText)
  parser.on('closetag', () => {
    stack.pop()
    written.pop()
  })
  runXmlParser(parser, xml, file)
  if (!root) throw new IngestError(file, parser.line, 'no root element')
  return root
}

/** Direct children with a local name. */
export function children(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name)
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  return element.children.find((c) => c.name === name)
}

/** All descendants with a local name, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  const out: XmlElement[] = []
  const walk = (node: XmlElement) => {
    for (const c of node.children) {
      if (c.name === name) out.push(c)
      walk(c)
    }
  }
  walk(element)
  return out
}

export function descendant(element: XmlElement, name: string): XmlElement | undefined {
  for (const c of element.children) {
    if (c.name === name) return c
    const found = descendant(c, name)
    if (found) return found
  }
  return undefined
}

/** Trimmed text of an element and its descendants, whitespace collapsed. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return ''
  const parts: string[] = []
  const walk = (node: XmlElement) => {
    parts.push(node.text)
    for (const c of node.children) walk(c)
  }
  walk(element)
  return parts.join(' ').replace(/\s+/g, ' ').trim()
}
