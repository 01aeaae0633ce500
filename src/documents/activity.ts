/**
 * IIIF Change Discovery API 1.0 (issue 37, ADR 035) at /iiif/activity/all-changes: an
 * OrderedCollection whose pages (/iiif/activity/page-N, oldest first) list Create, Update and
 * Delete activities on our manifests and collections, with `endTime` in order and first, last,
 * prev and next links, shaped as the specification's examples are. Each object names its
 * permanent link as `canonical` (src/domain/permalink.ts). Built from the batches and purges
 * (src/store/activity.ts).
 */
import { issuePath } from '../domain/issue-path.ts'
import { issuePermalink, itemPermalink, periodicalPermalink } from '../domain/permalink.ts'
import { type Activity, type ActivityObject, activities, activityCount } from '../store/activity.ts'
import type { Db } from '../store/db.ts'
import { type DocumentAnswer, notFound } from './answer.ts'

export const DISCOVERY_CONTEXT = 'http://iiif.io/api/discovery/1/context.json'
const DISCOVERY_TYPE = `application/ld+json;profile="${DISCOVERY_CONTEXT}"`
/** Activities a page lists. */
export const ACTIVITIES_PER_PAGE = 100

function objectOf(origin: string, object: ActivityObject): { id: string; type: 'Manifest' | 'Collection'; canonical?: string } {
  switch (object.kind) {
    case 'issue':
      return {
        id: `${origin}/iiif${issuePath(object.periodicalId, object.date, object.edition)}/manifest`,
        type: 'Manifest',
        canonical: issuePermalink(origin, object.periodicalId, object.date, object.edition),
      }
    case 'item':
      return { id: `${origin}/iiif/items/${encodeURIComponent(object.id)}/manifest`, type: 'Manifest', canonical: itemPermalink(origin, object.id) }
    case 'periodical':
      return {
        id: `${origin}/iiif/periodicals/${encodeURIComponent(object.periodicalId)}/collection`,
        type: 'Collection',
        canonical: periodicalPermalink(origin, object.periodicalId),
      }
    case 'year':
      return { id: `${origin}/iiif/periodicals/${encodeURIComponent(object.periodicalId)}/${object.year}/collection`, type: 'Collection' }
    case 'library':
      return { id: `${origin}/iiif/collection`, type: 'Collection', canonical: `${origin}/` }
  }
}

const endTime = (at: string) => `${at.slice(0, 19)}Z`

const json = (value: unknown): DocumentAnswer => ({ status: 200, type: DISCOVERY_TYPE, body: JSON.stringify(value) })

/** `/iiif/activity/…` (its segments after `activity`). */
export function answerActivity(db: Db, origin: string, rest: readonly string[]): DocumentAnswer {
  const base = `${origin}/iiif/activity`
  const total = activityCount(db)
  const pages = Math.max(1, Math.ceil(total / ACTIVITIES_PER_PAGE))
  const page = (n: number) => ({ id: `${base}/page-${n}`, type: 'OrderedCollectionPage' })
  const collection = { id: `${base}/all-changes`, type: 'OrderedCollection' }
  if (rest.length === 1 && rest[0] === 'all-changes') {
    return json({ '@context': DISCOVERY_CONTEXT, ...collection, totalItems: total, first: page(0), last: page(pages - 1) })
  }
  const match = rest.length === 1 ? /^page-(0|[1-9]\d{0,8})$/.exec(rest[0] ?? '') : null
  const n = match ? Number(match[1]) : -1
  if (n < 0 || n >= pages) return notFound()
  const items = activities(db, n * ACTIVITIES_PER_PAGE, ACTIVITIES_PER_PAGE).map((activity: Activity) => ({
    type: activity.type,
    object: objectOf(origin, activity.object),
    endTime: endTime(activity.at),
  }))
  return json({
    '@context': DISCOVERY_CONTEXT,
    ...page(n),
    startIndex: n * ACTIVITIES_PER_PAGE,
    partOf: collection,
    ...(n > 0 ? { prev: page(n - 1) } : {}),
    ...(n < pages - 1 ? { next: page(n + 1) } : {}),
    orderedItems: items,
  })
}
