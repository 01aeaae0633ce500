/**
 * The Markdown reader for editorial pages: exactly the subset the pages use,
 * turned into content blocks (never HTML, so nothing here can inject markup).
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
 * link list. Anything else (other heading levels, quotes, code, unclosed
 * markers) degrades to plain paragraph text, so no words are ever dropped.
 * Nothing throws: problems come back with the file and line to fix.
 */
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

const HEADING = /^(#+)\s+(.*?)\s*$/
const LIST_ITEM = /^\s*-\s+(.*?)\s*$/

/** Body lines to blocks; `firstLine` is the 1-based file line of `lines[0]`. */
export function parseBlocks(lines: readonly string[], firstLine: number, warn: Warn = () => {}): ContentBlock[] {
  const blocks: ContentBlock[] = []
  let paragraph: { lines: string[]; line: number } | undefined
  let list: { text: string; line: number }[] | undefined

  const flush = () => {
    if (paragraph) blocks.push({ kind: 'paragraph', text: parseInline(paragraph.lines.join(' '), paragraph.line, warn) })
    if (list) blocks.push(listBlock(list, warn))
    paragraph = undefined
    list = undefined
  }

  lines.forEach((raw, index) => {
    const lineNumber = firstLine + index
    const line = raw.trim()
    if (line === '') {
      flush()
      return
    }
    const heading = HEADING.exec(line)
    if (heading) {
      flush()
      const level = heading[1]?.length ?? 0
      const text = heading[2] ?? ''
      if ((level === 2 || level === 3) && text !== '') {
        blocks.push({ kind: 'heading', level, text: parseInline(text, lineNumber, warn) })
      } else {
        warn(lineNumber, `only '##' and '###' headings are supported; this line is shown as a paragraph`)
        blocks.push({ kind: 'paragraph', text: parseInline(line, lineNumber, warn) })
      }
      return
    }
    const item = LIST_ITEM.exec(raw)
    if (item) {
      if (paragraph) flush()
      list ??= []
      list.push({ text: item[1] ?? '', line: lineNumber })
      return
    }
    if (list) {
      // A line under a list item continues it, as in CommonMark.
      const last = list.at(-1)
      if (last) last.text = `${last.text} ${line}`
      return
    }
    paragraph ??= { lines: [], line: lineNumber }
    paragraph.lines.push(line)
  })
  flush()
  return blocks
}

function listBlock(sources: readonly { text: string; line: number }[], warn: Warn): ContentBlock {
  const items = sources.map((source) => parseInline(source.text, source.line, warn))
  const links = items.map(asLinkListItem)
  if (links.every((entry) => entry !== undefined)) return { kind: 'links', items: links }
  return { kind: 'list', items }
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

// CommonMark's escapable characters: ASCII punctuation.
const ESCAPABLE = /[!-/:-@[-`{-~]/
const WHITESPACE = /\s/
const LINK_TARGET = /^(https?:\/\/|\/|#)/

/** Inline markup of one block; `line` locates warnings. */
export function parseInline(source: string, line = 0, warn: Warn = () => {}): RichText {
  return parseRange(source, 0, source.length, true, line, warn)
}

function parseRange(source: string, start: number, end: number, links: boolean, line: number, warn: Warn): Inline[] {
  const parts: Inline[] = []
  let text = ''
  const push = (part: Inline) => {
    if (text !== '') parts.push({ kind: 'text', text })
    text = ''
    parts.push(part)
  }

  let index = start
  while (index < end) {
    const char = source[index] ?? ''
    const next = source[index + 1] ?? ''
    if (char === '\\' && index + 1 < end && ESCAPABLE.test(next)) {
      text += next
      index += 2
      continue
    }
    if (char === '[' && links) {
      const link = matchLink(source, index, end)
      if (link) {
        const label = parseRange(source, link.labelStart, link.labelEnd, false, line, warn)
        if (LINK_TARGET.test(link.target)) {
          push({ kind: 'link', target: link.target, children: label })
        } else {
          warn(
            line,
            `link target '${link.target}' is not a site path (/…), an anchor (#…) or a web address (https://…); ` +
              'only its text is shown',
          )
          for (const part of label) push(part)
        }
        index = link.next
        continue
      }
    }
    if (char === '*') {
      const run = next === '*' ? 2 : 1
      const opens = index + run < end && !WHITESPACE.test(source[index + run] ?? ' ')
      const close = opens ? findCloser(source, index + run, end, run) : -1
      if (close > index + run) {
        const children = parseRange(source, index + run, close, links, line, warn)
        push(run === 2 ? { kind: 'strong', children } : { kind: 'emphasis', children })
        index = close + run
        continue
      }
      text += source.slice(index, index + run)
      index += run
      continue
    }
    text += char
    index += 1
  }
  if (text !== '') parts.push({ kind: 'text', text })
  return parts
}

/** Where the `run` closing stars start, or -1; a closer follows a non-space. */
function findCloser(source: string, from: number, end: number, run: 1 | 2): number {
  let index = from
  while (index < end) {
    const char = source[index]
    if (char === '\\') {
      index += 2
      continue
    }
    if (char !== '*') {
      index += 1
      continue
    }
    let stop = index
    while (stop < end && source[stop] === '*') stop += 1
    const length = stop - index
    const afterText = !WHITESPACE.test(source[index - 1] ?? ' ')
    // A run of two closes strong, not emphasis: '*a **b** c*' keeps its inner strong.
    const fits = run === 2 ? length >= 2 : length !== 2
    if (afterText && fits) return stop - run
    index = stop
  }
  return -1
}

interface LinkMatch {
  labelStart: number
  labelEnd: number
  target: string
  next: number
}

/** `[label](target)` starting at `start`, with nested brackets and parentheses balanced. */
function matchLink(source: string, start: number, end: number): LinkMatch | undefined {
  const labelEnd = balanced(source, start, end, '[', ']')
  if (labelEnd === -1 || source[labelEnd + 1] !== '(') return undefined
  const targetEnd = balanced(source, labelEnd + 1, end, '(', ')')
  if (targetEnd === -1) return undefined
  const target = source.slice(labelEnd + 2, targetEnd).trim()
  if (target === '' || WHITESPACE.test(target) || source.slice(start + 1, labelEnd).trim() === '') return undefined
  return { labelStart: start + 1, labelEnd, target, next: targetEnd + 1 }
}

/** Index of the bracket closing the one at `start`, or -1. */
function balanced(source: string, start: number, end: number, open: string, close: string): number {
  let depth = 0
  for (let index = start; index < end; index++) {
    const char = source[index]
    if (char === '\\') index += 1
    else if (char === open) depth += 1
    else if (char === close) {
      depth -= 1
      if (depth === 0) return index
    }
  }
  return -1
}
