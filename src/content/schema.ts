/**
 * Valibot schemas of the editorial views, for data that arrives as JSON from
 * outside the process: the prerendered payload files (ADR 010).
 */
import * as v from 'valibot'
import { LOCALES } from '../domain/locale.ts'
import type { EditorialIndexEntry, EditorialPageView } from './index.ts'
import type { ContentBlock, Inline, LinkListItem } from './types.ts'

const inline: v.GenericSchema<Inline> = v.variant('kind', [
  v.object({ kind: v.literal('text'), text: v.string() }),
  v.object({ kind: v.literal('emphasis'), children: v.array(v.lazy(() => inline)) }),
  v.object({ kind: v.literal('strong'), children: v.array(v.lazy(() => inline)) }),
  v.object({ kind: v.literal('link'), target: v.string(), children: v.array(v.lazy(() => inline)) }),
])
const richText = v.array(inline)
const linkItem: v.GenericSchema<LinkListItem> = v.object({ target: v.string(), label: richText, description: richText })

const block: v.GenericSchema<ContentBlock> = v.variant('kind', [
  v.object({ kind: v.literal('paragraph'), text: richText }),
  v.object({ kind: v.literal('heading'), level: v.picklist([2, 3]), text: richText }),
  v.object({ kind: v.literal('list'), items: v.array(richText) }),
  v.object({ kind: v.literal('links'), items: v.array(linkItem) }),
])

const locale = v.picklist(LOCALES)

export const editorialPageViewSchema = v.pipe(
  v.object({
    path: v.string(),
    updated: v.optional(v.string()),
    locale,
    contentLocale: locale,
    title: v.string(),
    summary: v.string(),
    blocks: v.array(block),
  }),
  // JSON has no undefined: an absent date comes back as the key the view always has.
  v.transform((page): EditorialPageView => ({ ...page, updated: page.updated })),
)

export const editorialIndexSchema: v.GenericSchema<EditorialIndexEntry[]> = v.array(
  v.object({ path: v.string(), title: v.string(), contentLocale: locale }),
)
