import { itemPath, parseIssueSegment, issuePath } from '#src/domain/issue-path.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH } from '#src/domain/limits.ts'
import { arkOf, arkSpellings } from '#src/domain/permalink.ts'
import { findArk, library, typeOfItem, unitBySource } from '#src/store/library.ts'
import { storeUnavailable } from '#app/features/library/store-unavailable.ts'

/**
 * The permanent links that are not pages themselves (src/domain/permalink.ts, ADR 035): an item by
 * its id alone, a unit by the id its source gave it, a source's ARK. Each is sent on (302: where it
 * lives may change, the link does not) to the page it names, locale-free (the visitor's language
 * choice then applies). Undefined when the library holds nothing by that link: the route then
 * lets the site answer, with its error screen (a 404 in the visitor's language, issue 53).
 */

function moved(location: string): Response {
  return new Response(null, { status: 302, headers: { location, 'cache-control': 'public, max-age=300' } })
}

/** Nothing by this link: the site's 404 (the route's beforeLoad, app/routes). */
function missing(): undefined {
  return undefined
}

function decoded(segment: string | undefined): string | undefined {
  if (segment === undefined) return undefined
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}

/** /items/{id} and /items/{id}/units/{unit}. */
export function resolveItem(pathname: string): Response | undefined {
  const [id, units, source, ...rest] = pathname.replace(/^\/items\/?/, '').split('/').map(decoded)
  const db = library()
  if (!db) return storeUnavailable({ 'cache-control': 'no-store' })
  if (!id || id.length > MAX_ID_LENGTH || rest.length > 0) return missing()
  const type = typeOfItem(db, id)
  if (!type) return missing()
  if (units === undefined) return moved(itemPath(type, id))
  const unit = units === 'units' && source && source.length <= MAX_ID_LENGTH ? unitBySource(db, { kind: 'item', id }, source) : undefined
  return unit === undefined ? missing() : moved(`${itemPath(type, id)}#unit-${unit}`)
}

/** /periodicals/{id}/{date[-eN]}/units/{unit}. */
export function resolveIssueUnit(paperid: string, issue: string, source: string): Response | undefined {
  const db = library()
  if (!db) return storeUnavailable({ 'cache-control': 'no-store' })
  const ref = paperid.length <= MAX_ID_LENGTH && issue.length <= MAX_ISSUE_SEGMENT_LENGTH ? parseIssueSegment(issue) : undefined
  const unit = ref && source.length <= MAX_ID_LENGTH ? unitBySource(db, { kind: 'issue', periodicalId: paperid, ...ref }, source) : undefined
  return ref && unit !== undefined ? moved(`${issuePath(paperid, ref.date, ref.edition)}#unit-${unit}`) : missing()
}

/** /ark:/{NAAN}/{name}: what a source's ARK names here. */
export function resolveArk(pathname: string): Response | undefined {
  let path: string
  try {
    path = decodeURIComponent(pathname)
  } catch {
    return missing()
  }
  const ark = path.length <= 1000 ? arkOf(path) : undefined
  const db = library()
  if (!db) return storeUnavailable({ 'cache-control': 'no-store' })
  const target = ark ? findArk(db, arkSpellings(ark)) : undefined
  if (!target) return missing()
  if (target.kind === 'issue') return moved(issuePath(target.periodicalId, target.date, target.edition))
  if (target.kind === 'periodical') return moved(`/periodicals/${encodeURIComponent(target.id)}`)
  const type = typeOfItem(db, target.id)
  return type ? moved(itemPath(type, target.id)) : missing()
}
