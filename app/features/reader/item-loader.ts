// The loader of the item routes: split from every page's first load with the route's component
// (vite.config.ts), so the citation records and structured data load only with a reader page.
import { notFound } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { pageNotFound } from '#src/domain/errors.ts'
import type { ItemType } from '#src/domain/issue-path.ts'
import { highwireTags } from '#src/domain/citation.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { translations } from '#app/i18n.ts'
import { itemRecord } from '#src/domain/citation-records.ts'
import { itemQuery } from './reader.queries'

/** The loader of /books/{id}, /manuscripts/{id}, /posters/{id} and /collections/{id}. */
export async function loadItem(queryClient: QueryClient, type: ItemType, id: string, q: string, start: number, pathname: string, origin: string) {
  const LL = translations(localeOfPath(pathname))
  const archive = `${LL.site.institution()}, ${LL.site.project()}`
  const item = await queryClient.ensureQueryData(itemQuery(type, id, q, start))
  if (!item) throw notFound({ data: pageNotFound(pathname) })
  const kind: Record<ItemType, string> = { book: 'Book', manuscript: 'Manuscript', poster: 'VisualArtwork', postcard: 'VisualArtwork' }
  const structured = {
    '@type': kind[item.type],
    name: item.title,
    ...(item.authors.length > 0 ? { author: item.authors.map((name) => ({ '@type': 'Person', name })) } : {}),
    ...(item.alternativeTitles.length > 0 ? { alternateName: item.alternativeTitles } : {}),
    ...(item.publisher ? { publisher: { '@type': 'Organization', name: item.publisher } } : {}),
    ...(item.date ? { datePublished: item.date } : {}),
    ...(item.type === 'book' && item.pages.length > 0 ? { numberOfPages: item.pages.length } : {}),
    inLanguage: item.languages,
    isAccessibleForFree: true,
  }
  const cited = itemRecord(item, { origin, archive, accessed: new Date().toISOString().slice(0, 10) })
  return {
    title: item.title,
    description: item.physicalDescription,
    structured,
    manifestPath: `/iiif/items/${encodeURIComponent(item.id)}/manifest`,
    citation: highwireTags(cited),
  }
}
