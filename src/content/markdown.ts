/**
 * The Markdown reader for editorial pages: the front matter read here, the body by
 * mdast-util-from-markdown (CommonMark, ADR 041), its tree turned into content blocks (never
 * HTML, so nothing here can inject markup).
 *
 *   ---                          front matter: `key: value` lines; title is
 *   title: About us              required, summary and updated (YYYY-MM-DD)
 *   summary: One sentence.       are expected; values are taken literally
 *   updated: 2026-11-22          (one pair of surrounding quotes is dropped)
 *   ---
 *   ## Heading / ### Subheading
 *   A paragraph; consecutive lines are joined with a space.
 *   - a list item; a blank line ends the list
 *   Inline: [text](target), *emphasis*, **strong**, \* for a literal star.
 *
 * A list whose items are all "[label](target) optional description" becomes a
 * link list. Anything else (other heading levels, quotes, numbered lists, code, raw HTML, images)
 * degrades to plain text with a warning, so no words are ever dropped; raw HTML is shown as the
 * text it is, never as markup. Nothing throws: problems come back with the file and line to fix.
 */
import type { Nodes, PhrasingContent, RootContent } from 'mdast'
import { fromMarkdown } from 'mdast-util-from-markdown'
import type { ContentBlock, ContentProblem, Inline, LinkListItem, PageTranslation, RichText } from './types.ts'

export interface MarkdownPage {
  /** Undefined when the file cannot be used (no front matter or no title). */
  page: PageTranslation | undefined
  problems: ContentProblem[]
}

type Warn = (line: number, message: string) => void

const FRONT_MATTER_FENCE = /^---\s*$/
const FIELD = /^([A-Za-z][\w-]*)\s*:\s*(.*)$/
const KNOWN_FIELDS = new Set(['title', 'summary', 'updated'])
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** Reads one page file; `file` only names it in problems. */
export function readMarkdownPage(source: string, file: string): MarkdownPage {
  const problems: ContentProblem[] = []
  const report = (severity: ContentProblem['severity'], line: number, message: string) => {
    problems.push({ severity, file, line, message })
  }
  const warn: Warn = (line, message) => report('warning', line, message)

  const lines = source.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)
  if (!FRONT_MATTER_FENCE.test(lines[0] ?? '')) {
    report('error', 1, "no front matter: the file must start with a '---' line, then 'title: …'")
    return { page: undefined, problems }
  }
  const closing = lines.findIndex((line, index) => index > 0 && FRONT_MATTER_FENCE.test(line))
  if (closing === -1) {
    report('error', 1, "the front matter opened here is never closed by a '---' line")
    return { page: undefined, problems }
  }

  const fields = new Map<string, { value: string; line: number }>()
  for (let index = 1; index < closing; index++) {
    const raw = lines[index] ?? ''
    const lineNumber = index + 1
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue
    const match = FIELD.exec(raw)
    if (!match) {
      warn(lineNumber, `front matter line is not 'key: value' and is ignored: ${raw.trim()}`)
      continue
    }
    const key = match[1] ?? ''
    if (!KNOWN_FIELDS.has(key)) {
      warn(lineNumber, `unknown front matter field '${key}' is ignored`)
    } else if (fields.has(key)) {
      warn(lineNumber, `'${key}' is given twice; the first one is used`)
    } else {
      fields.set(key, { value: unquote((match[2] ?? '').trim()), line: lineNumber })
    }
  }

  const title = fields.get('title')
  if (!title || title.value === '') {
    report('error', title?.line ?? 1, 'the front matter has no title')
    return { page: undefined, problems }
  }
  const summary = fields.get('summary')
  if (!summary || summary.value === '') warn(summary?.line ?? 1, 'the front matter has no summary')
  const updated = fields.get('updated')
  let updatedValue: string | undefined
  if (!updated) warn(1, "the front matter has no 'updated' date")
  else if (!isIsoDate(updated.value)) warn(updated.line, `'updated' is not a date like 2026-11-22: ${updated.value}`)
  else updatedValue = updated.value

  const body = lines.slice(closing + 1)
  const blocks = parseBlocks(body, closing + 2, warn)
  if (blocks.length === 0) warn(closing + 1, 'the page has no text after the front matter')
  return {
    page: { title: title.value, summary: summary?.value ?? '', updated: updatedValue, blocks },
    problems,
  }
}

function unquote(value: string): string {
  const first = value[0]
  if (value.length >= 2 && (first === '"' || first === "'") && value.endsWith(first)) return value.slice(1, -1)
  return value
}

function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value)
  if (!match) return false
  const date = new Date(`${value}T00:00:00Z`)
  // Rejects 2026-02-30 and the like, which Date silently rolls over.
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

/** A node's first line in the page file: `firstLine` is the file line of the body's first line. */
function lineOf(node: Nodes, firstLine: number): number {
  return firstLine + (node.position?.start.line ?? 1) - 1
}

/** Body lines to blocks; `firstLine` is the 1-based file line of `lines[0]`. */
export function parseBlocks(lines: readonly string[], firstLine: number, warn: Warn = () => {}): ContentBlock[] {
  const source = lines.join('\n')
  const tree = fromMarkdown(source)
  const blocks: ContentBlock[] = []
  const context: Context = { source, firstLine, warn }
  for (const node of tree.children) blocks.push(...blocksOf(node, context))
  return blocks
}

interface Context {
  source: string
  firstLine: number
  warn: Warn
}

function blocksOf(node: RootContent, context: Context): ContentBlock[] {
  const line = lineOf(node, context.firstLine)
  switch (node.type) {
    case 'heading': {
      const text = inlines(node.children, context, true)
      if (node.depth === 2 || node.depth === 3) return text.length > 0 ? [{ kind: 'heading', level: node.depth, text }] : []
      context.warn(line, `only '##' and '###' headings are supported; this line is shown as a paragraph`)
      return text.length > 0 ? [{ kind: 'paragraph', text }] : []
    }
    case 'paragraph': {
      const text = inlines(node.children, context, true)
      return text.length > 0 ? [{ kind: 'paragraph', text }] : []
    }
    case 'list': {
      if (node.ordered) {
        context.warn(line, 'numbered lists are not supported; the items are shown as paragraphs')
        return node.children.flatMap((item, index) => {
          const text = itemText(item.children, context)
          const number: RichText = [{ kind: 'text', text: `${(node.start ?? 1) + index}. ` }]
          return text.length > 0 ? [{ kind: 'paragraph', text: joinText([...number, ...text]) }] : []
        })
      }
      const items = node.children.map((item) => itemText(item.children, context)).filter((item) => item.length > 0)
      if (items.length === 0) return []
      const links = items.map(asLinkListItem)
      if (links.every((entry) => entry !== undefined)) return [{ kind: 'links', items: links }]
      // In a list of other things too, a link's description is set off from it by a dash, not run into it.
      return [{ kind: 'list', items: items.map((item, index) => described(item, links[index])) }]
    }
    case 'blockquote':
      context.warn(line, 'quotes are not supported; the quoted text is shown as paragraphs')
      return node.children.flatMap((child) => blocksOf(child, context))
    case 'code':
      context.warn(line, 'code blocks are not supported; the code is shown as a paragraph')
      return node.value.trim() === '' ? [] : [{ kind: 'paragraph', text: [{ kind: 'text', text: node.value.replace(/\s*\n\s*/g, ' ') }] }]
    case 'html':
      // Raw HTML is never markup here: it is shown as the characters it is made of.
      context.warn(line, 'raw HTML is not supported; it is shown as text')
      return node.value.trim() === '' ? [] : [{ kind: 'paragraph', text: [{ kind: 'text', text: node.value.replace(/\s*\n\s*/g, ' ') }] }]
    case 'thematicBreak':
      context.warn(line, 'horizontal rules are not supported and are left out')
      return []
    case 'definition':
      context.warn(line, 'link reference definitions are not supported and are left out')
      return []
    default:
      context.warn(line, `'${node.type}' is not supported; its text is shown as a paragraph`)
      return []
  }
}

/** The inline text of a list item's paragraphs, joined by spaces; a nested list is flattened with a warning. */
function itemText(children: readonly RootContent[], context: Context): RichText {
  const parts: Inline[] = []
  for (const child of children) {
    if (child.type === 'paragraph' || child.type === 'heading') {
      if (parts.length > 0) parts.push({ kind: 'text', text: ' ' })
      parts.push(...inlines(child.children, context, true))
    } else {
      context.warn(lineOf(child, context.firstLine), 'only simple list items are supported; this part is shown as text of the item')
      for (const block of blocksOf(child, context)) {
        if (parts.length > 0) parts.push({ kind: 'text', text: ' ' })
        if (block.kind === 'paragraph' || block.kind === 'heading') parts.push(...block.text)
        else if (block.kind === 'list') parts.push(...block.items.flatMap((item) => [{ kind: 'text' as const, text: ' ' }, ...item]))
        else parts.push(...block.items.flatMap((item) => item.label))
      }
    }
  }
  return joinText(parts)
}

// Links may go to a site path, an anchor or a web address; anything else shows its text.
const LINK_TARGET = /^(https?:\/\/|\/|#)/

/** Inline nodes to rich text; `links` is false inside a link's label. */
function inlines(nodes: readonly PhrasingContent[], context: Context, links: boolean): RichText {
  const parts: Inline[] = []
  for (const node of nodes) {
    switch (node.type) {
      case 'text':
        // A soft line break inside a paragraph is a space, as before.
        parts.push({ kind: 'text', text: node.value.replace(/[ \t]*\n[ \t]*/g, ' ') })
        break
      case 'emphasis':
        parts.push({ kind: 'emphasis', children: inlines(node.children, context, links) })
        break
      case 'strong':
        parts.push({ kind: 'strong', children: inlines(node.children, context, links) })
        break
      case 'link': {
        const label = inlines(node.children, context, false)
        if (!links || label.length === 0) {
          // A link in a link's label, or with no text: the characters as written.
          parts.push({ kind: 'text', text: sourceOf(node, context) })
        } else if (LINK_TARGET.test(node.url)) {
          parts.push({ kind: 'link', target: node.url, children: label })
        } else {
          context.warn(
            lineOf(node, context.firstLine),
            `link target '${node.url}' is not a site path (/…), an anchor (#…) or a web address (https://…); only its text is shown`,
          )
          parts.push(...label)
        }
        break
      }
      case 'inlineCode':
        parts.push({ kind: 'text', text: node.value })
        break
      case 'break':
        parts.push({ kind: 'text', text: ' ' })
        break
      case 'html':
        // Inline HTML stays the characters it is: React escapes them.
        parts.push({ kind: 'text', text: node.value })
        break
      case 'image':
        context.warn(lineOf(node, context.firstLine), 'images are not supported; their description is shown as text')
        if (node.alt) parts.push({ kind: 'text', text: node.alt })
        break
      default:
        // Reference links and the like: the characters as written.
        parts.push({ kind: 'text', text: sourceOf(node, context) })
    }
  }
  return joinText(parts)
}

/** A node's characters in the source, for constructs shown as written. */
function sourceOf(node: Nodes, context: Context): string {
  const start = node.position?.start.offset
  const end = node.position?.end.offset
  return start === undefined || end === undefined ? '' : context.source.slice(start, end).replace(/[ \t]*\n[ \t]*/g, ' ')
}

/** Adjacent text runs as one, empty ones left out. */
function joinText(parts: readonly Inline[]): Inline[] {
  const out: Inline[] = []
  for (const part of parts) {
    const last = out.at(-1)
    if (part.kind === 'text') {
      if (part.text === '') continue
      if (last?.kind === 'text') {
        out[out.length - 1] = { kind: 'text', text: last.text + part.text }
        continue
      }
    }
    out.push(part)
  }
  return out
}

/** "[label](target)" alone or followed by a space and a description. */
function asLinkListItem(parts: RichText): LinkListItem | undefined {
  const [first, second, ...rest] = parts
  if (first?.kind !== 'link') return undefined
  if (second === undefined) return { target: first.target, label: first.children, description: [] }
  if (second.kind !== 'text' || !/^\s/.test(second.text)) return undefined
  const lead = second.text.trimStart()
  return {
    target: first.target,
    label: first.children,
    description: lead === '' ? rest : [{ kind: 'text', text: lead }, ...rest],
  }
}

/** A list item that is a link and what it leads to, as "link – description"; any other item as it is. */
function described(item: RichText, link: LinkListItem | undefined): RichText {
  const [first] = item
  if (!link || link.description.length === 0 || first === undefined) return item
  return joinText([first, { kind: 'text', text: ' – ' }, ...link.description])
}

/** Inline markup of one block; `line` locates warnings. */
export function parseInline(source: string, line = 0, warn: Warn = () => {}): RichText {
  const blocks = parseBlocks([source], line === 0 ? 1 : line, warn)
  return blocks.flatMap((block) => (block.kind === 'paragraph' || block.kind === 'heading' ? block.text : []))
}
