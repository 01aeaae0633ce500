/** A DIDL article's text (articletext.xsd, `<text><title>…</title><p>…</p></text>`): read through its DIDL. */
import { readArticleText } from './read.ts'
import type { PartFormat } from '../format.ts'
import { rootIs } from '../format.ts'

export const articleText: PartFormat = {
  id: 'article-text',
  label: 'DIDL article text',
  role: 'part',
  extensions: ['.xml'],
  text: 'xml',
  detect: (head) => rootIs(head, 'text') && (/articletext/i.test(head) || /^(?:\uFEFF)?\s*(?:<\?[^>]*\?>\s*)?<text\b[^>]*>\s*<(?:title|p)\b/.test(head)),
  readUnitText: readArticleText,
}
