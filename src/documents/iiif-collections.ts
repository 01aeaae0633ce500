/**
 * The IIIF collections (issue 17, ./iiif.ts): the library's, a periodical's by year, and a year's
 * issues.
 */
import { ITEM_TYPES, issuePath } from '../domain/issue-path.ts'
import { LOCALES, localizePath } from '../domain/locale.ts'
import { periodicalPermalink } from '../domain/permalink.ts'
import { buildCollection } from '../iiif/presentation.ts'
import type { Db } from '../store/db.ts'
import { issueCalendar } from '../store/issues.ts'
import { getPeriodical, listItems, listPeriodicals } from '../store/library.ts'
import { inAll, issueLabel, none, provider, withPermalink } from './iiif-labels.ts'
import { translations } from './translations.ts'

interface CollectionContext {
  db: Db
  origin: string
}

export function libraryCollection(context: CollectionContext) {
  const { db, origin } = context
  const periodicals = listPeriodicals(db).filter((periodical) => periodical.issueCount > 0)
  const items = ITEM_TYPES.flatMap((type) => listItems(db, type))
  return buildCollection({
    id: `${origin}/iiif/collection`,
    label: inAll((LL) => LL.site.project()),
    summary: inAll((LL) => LL.iiif.allCollections({ project: LL.site.project() })),
    provider: provider(origin),
    homepage: LOCALES.map((locale) => ({ id: `${origin}${localizePath('/', locale)}`, label: { [locale]: [translations(locale).site.project()] }, language: locale })),
    items: [
      ...periodicals.map((periodical) => ({
        id: `${origin}/iiif/periodicals/${encodeURIComponent(periodical.id)}/collection`,
        type: 'Collection' as const,
        label: none(periodical.title),
      })),
      ...items.map((item) => ({ id: `${origin}/iiif/items/${encodeURIComponent(item.id)}/manifest`, type: 'Manifest' as const, label: none(item.title), navDate: item.date })),
    ],
  })
}

export function periodicalCollection(context: CollectionContext, periodicalId: string, year: number | undefined) {
  const { db, origin } = context
  const periodical = getPeriodical(db, periodicalId)
  if (!periodical) return undefined
  const base = `${origin}/iiif/periodicals/${encodeURIComponent(periodical.id)}`
  const calendar = issueCalendar(db, periodical.id, year)
  const readerPath = `/periodicals/${encodeURIComponent(periodical.id)}`
  const homepage = withPermalink(
    { id: periodicalPermalink(origin, periodical.id), label: none(periodical.title) },
    LOCALES.map((locale) => ({ id: `${origin}${localizePath(readerPath, locale)}`, label: none(periodical.title), language: locale })),
  )
  if (year === undefined) {
    return buildCollection({
      id: `${base}/collection`,
      label: none(periodical.title),
      summary: inAll((LL) => LL.iiif.periodicalIssues({ title: periodical.title })),
      provider: provider(origin),
      homepage,
      partOf: { id: `${origin}/iiif/collection`, label: inAll((LL) => LL.site.project()) },
      items: calendar.years.map((entry) => ({
        id: `${base}/${entry.year}/collection`,
        type: 'Collection' as const,
        label: inAll((LL) => LL.iiif.yearIssues({ title: periodical.title, year: entry.year })),
      })),
    })
  }
  if (calendar.year !== year) return undefined
  return buildCollection({
    id: `${base}/${year}/collection`,
    label: inAll((LL) => LL.iiif.yearIssues({ title: periodical.title, year })),
    provider: provider(origin),
    homepage,
    partOf: { id: `${base}/collection`, label: none(periodical.title) },
    items: calendar.issues.map((issue) => ({
      id: `${origin}/iiif${issuePath(periodical.id, issue.date, issue.edition)}/manifest`,
      type: 'Manifest' as const,
      label: issueLabel(periodical.title, issue.date, 'day'),
      navDate: issue.date,
    })),
  })
}
