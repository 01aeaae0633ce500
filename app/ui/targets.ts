// Typed link targets (DESIGN §5): each names a route of the tree and its params and query, checked
// by the compiler against app/routeTree.gen.ts, so a renamed route or a misspelt query key is a
// type error rather than a 404. Spread into a Link: <Link {...searchTarget(state)}>.
import { linkOptions } from '@tanstack/react-router'
import { type ItemType, type DocumentPlace, issueSegment } from '#src/domain/issue-path.ts'
import { ITEM_LIST_DEFAULTS, type ItemListState, itemListParams } from '#src/domain/item-list.ts'
import { PERIODICAL_LIST_DEFAULTS, type PeriodicalListState, periodicalListParams } from '#src/domain/periodical-list.ts'
import type { UrlParams } from '#src/domain/search-params.ts'
import { type SearchState, searchParamsOf } from '#src/domain/search-state.ts'
import { type CompareState, compareParamsOf } from '#src/domain/compare-state.ts'

/** What a reader URL carries from a search: its words and the way back (app/features/reader/item-route.ts). */
export interface ReaderCarry {
  q?: string
  back?: string
  /** The first page shown of a document too long to show at once (src/search/reader.ts). */
  start?: number
  /** Reading mode (issue 56): what is read (`unit-12`, `page-3`) and where in it (a word's place). */
  read?: string
  at?: number
}

/** Empty values (and the first page) never reach an address. */
function carried(carry: ReaderCarry | undefined): UrlParams<{ q: string; back: string; start: number; read: string; at: number }> {
  return {
    ...(carry?.q ? { q: carry.q } : {}),
    ...(carry?.back ? { back: carry.back } : {}),
    ...(carry?.start !== undefined && carry.start > 1 ? { start: String(carry.start) } : {}),
    ...(carry?.read ? { read: carry.read } : {}),
    ...(carry?.read && carry.at ? { at: String(carry.at) } : {}),
  }
}

export function searchTarget(state: SearchState) {
  return linkOptions({ to: '/{-$locale}/search', search: searchParamsOf(state) })
}

export function compareTarget(state: CompareState) {
  return linkOptions({ to: '/{-$locale}/compare', search: compareParamsOf(state) })
}

export function issueTarget(periodicalId: string, date: string, edition: number, carry?: ReaderCarry, hash?: string) {
  return linkOptions({
    to: '/{-$locale}/periodicals/$paperid/$issue',
    params: { paperid: periodicalId, issue: issueSegment(date, edition) },
    search: carried(carry),
    hash,
  })
}

export function periodicalTarget(periodicalId: string, calendar: { year?: number; month?: number } = {}) {
  const search: UrlParams<{ year: number; month: number }> = {
    ...(calendar.year ? { year: String(calendar.year) } : {}),
    ...(calendar.month ? { month: String(calendar.month) } : {}),
  }
  return linkOptions({ to: '/{-$locale}/periodicals/$paperid', params: { paperid: periodicalId }, search })
}

export function periodicalListTarget(state: PeriodicalListState = PERIODICAL_LIST_DEFAULTS) {
  return linkOptions({ to: '/{-$locale}/periodicals', search: periodicalListParams(state) })
}

/** An item's page in the list of its kind (postcards are in the collections). */
export function itemTarget(type: ItemType, id: string, carry?: ReaderCarry, hash?: string) {
  const search = carried(carry)
  const params = { id }
  switch (type) {
    case 'book':
      return linkOptions({ to: '/{-$locale}/books/$id', params, search, hash })
    case 'manuscript':
      return linkOptions({ to: '/{-$locale}/manuscripts/$id', params, search, hash })
    case 'poster':
      return linkOptions({ to: '/{-$locale}/posters/$id', params, search, hash })
    case 'postcard':
      return linkOptions({ to: '/{-$locale}/collections/$id', params, search, hash })
  }
}

/** The list of a kind of item, optionally filtered or sorted. */
export function itemListTarget(type: ItemType, state: ItemListState = ITEM_LIST_DEFAULTS) {
  const search = itemListParams(state)
  switch (type) {
    case 'book':
      return linkOptions({ to: '/{-$locale}/books', search })
    case 'manuscript':
      return linkOptions({ to: '/{-$locale}/manuscripts', search })
    case 'poster':
      return linkOptions({ to: '/{-$locale}/posters', search })
    case 'postcard':
      return linkOptions({ to: '/{-$locale}/collections' })
  }
}

/** A link to a list page under one of its filters or sorts. */
export type ListTarget = ReturnType<typeof periodicalListTarget> | ReturnType<typeof itemListTarget>

/** Where a search hit opens: its issue or item, at the unit, carrying the search. */
export function placeTarget(place: DocumentPlace, carry?: ReaderCarry, hash?: string) {
  if (place.kind === 'issue') return issueTarget(place.periodicalId, place.date, place.edition, carry, hash)
  return place.id ? itemTarget(place.type, place.id, carry, hash) : itemListTarget(place.type)
}
