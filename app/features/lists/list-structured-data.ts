import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { memberPermalink } from '#src/domain/list-citation.ts'
import { type ResolvedMember, memberTitle } from '#src/domain/list-view.ts'
import type { Locale } from '#src/domain/locale.ts'
import type { ListPageData } from './lists.queries'

function listItem(LL: TranslationFunctions, locale: Locale, member: ResolvedMember, position: number, origin: string): Record<string, unknown> {
  const document = member.document
  return {
    '@type': 'ListItem',
    position,
    item: {
      '@type': member.kind === 'unit' ? 'Article' : 'CreativeWork',
      name: memberTitle(LL, locale, member),
      url: memberPermalink(origin, member),
      ...(document?.kind === 'issue' ? { datePublished: document.date, isPartOf: { '@type': 'Periodical', name: document.periodicalTitle } } : {}),
      ...(document?.kind === 'item' && document.date ? { datePublished: document.date } : {}),
    },
  }
}

/** schema.org for a published list (issue 55): an ItemList of its members, each by its permanent link, at its place in the list. */
export function listStructuredData(LL: TranslationFunctions, locale: Locale, list: ListPageData, origin: string): Record<string, unknown> {
  return {
    '@type': 'ItemList',
    name: list.title,
    ...(list.note ? { description: list.note } : {}),
    identifier: list.permalink,
    ...(list.ark ? { sameAs: list.ark } : {}),
    dateCreated: list.publishedAt,
    numberOfItems: list.total,
    itemListOrder: 'https://schema.org/ItemListOrderAscending',
    ...(list.copiedFrom ? { isBasedOn: `${origin}/lists/${list.copiedFrom.id}` } : {}),
    itemListElement: list.members.flatMap((member, index) => (member.status === 'ok' ? [listItem(LL, locale, member, index + 1, origin)] : [])),
  }
}
