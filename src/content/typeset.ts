/**
 * Editorial pages get the typography of their language when they are read (French no-break
 * spaces, src/domain/typography.ts): editors type ordinary spaces in their Markdown. Only text
 * runs are touched, never link targets.
 */
import type { Locale } from '../domain/locale.ts'
import { typesetFrench } from '../domain/typography.ts'
import type { ContentBlock, Inline, LinkListItem, PageTranslation, RichText } from './types.ts'

export function typesetPage(page: PageTranslation, locale: Locale): PageTranslation {
  if (locale !== 'fr') return page
  return { ...page, title: typesetFrench(page.title), summary: typesetFrench(page.summary), blocks: page.blocks.map(typesetBlock) }
}

function typesetBlock(block: ContentBlock): ContentBlock {
  switch (block.kind) {
    case 'paragraph':
    case 'heading':
      return { ...block, text: typesetRich(block.text) }
    case 'list':
      return { ...block, items: block.items.map(typesetRich) }
    case 'links':
      return { ...block, items: block.items.map((item): LinkListItem => ({ ...item, label: typesetRich(item.label), description: typesetRich(item.description) })) }
  }
}

function typesetRich(rich: RichText): RichText {
  return rich.map((inline): Inline => (inline.kind === 'text' ? { kind: 'text', text: typesetFrench(inline.text) } : { ...inline, children: typesetRich(inline.children) }))
}
