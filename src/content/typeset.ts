/**
 * Editorial pages get the typography of their language when they are read (French no-break
 * spaces, src/domain/typography.ts): editors type ordinary spaces in their Markdown.
 */
import type { Locale } from '../domain/locale.ts'
import { typesetFrench } from '../domain/typography.ts'
import type { ContentBlock, Inline, LinkListItem, PageTranslation, RichText } from './types.ts'

export function typesetPage(page: PageTranslation, locale: Locale): PageTranslation {
  if (locale !== 'fr') return page
  const text = typesetFrench
  return { ...page, title: text(page.title), summary: text(page.summary), blocks: page.blocks.map((block) => typesetBlock(block, text)) }
}

function typesetBlock(block: ContentBlock, text: (value: string) => string): ContentBlock {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return { ...block, text: typesetRich(block.text, text) }
    case 'list':
      return { ...block, items: block.items.map((item) => typesetRich(item, text)) }
    case 'links':
      return { ...block, items: block.items.map((item): LinkListItem => ({ ...item, label: typesetRich(item.label, text), description: typesetRich(item.description, text) })) }
  }
}

function typesetRich(rich: RichText, text: (value: string) => string): RichText {
  return rich.map((inline): Inline => (inline.kind === 'text' ? { kind: 'text', text: text(inline.text) } : inline.kind === 'link' ? { ...inline, children: typesetRich(inline.children, text) } : { ...inline, children: typesetRich(inline.children, text) }))
}
