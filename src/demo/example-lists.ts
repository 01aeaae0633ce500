/**
 * The demo's two published example lists (issue 55), made from two of its staff picks through the
 * same publishing code a visitor's list goes through (src/documents/lists/publish.ts), into the lists
 * store: the born-digital books of "Books that were never printed", and the advertisements of the
 * Wegweiser with one of their pages and a region of it, from "Grain prices and lost umbrellas: the advertisements of the Wegweiser".
 * Their content is drawn from the store as it is (a smaller demo holds fewer of them), pinned to the
 * day the demo was built; the same demo built the same day publishes the same two lists again, which
 * are the same lists (the same ids). Each is featured under its staff pick (the lists store's
 * `featured`, as staff do with `npm run lists -- feature`), so the pick's page links to it.
 */
import { type ListMember, memberRef } from '../domain/lists.ts'
import { utcDay } from '../domain/search-citation.ts'
import { typesetFrench } from '../domain/typography.ts'
import { checkMembers } from '../documents/lists/resolve.ts'
import { type PublishOutcome, publishList } from '../documents/lists/publish.ts'
import { openForReading } from '../store/db.ts'
import { bornDigitalItems, unitsOfType } from '../store/list-members.ts'
import { ListsStore } from '../store/lists.ts'
import { DEMO_STAFF_PICKS } from './editorial.ts'

/** The list's language: the site's default, as a visitor on the unprefixed site would write it. */
const LANGUAGE = 'fr'
/** Who features the example lists, and why, in the lists store's log. */
const FEATURED_BY = 'demo build'
const FEATURED_REASON = 'the demo’s example list of this staff pick'
const DEMO_NOTE = 'Liste d’exemple de la collection de démonstration, tirée du coup de cœur «\u202F{pick}\u202F».'

function pickText(id: string): { title: string; summary: string } {
  const pick = DEMO_STAFF_PICKS.find((candidate) => candidate.id === id)
  if (!pick) throw new Error(`the demo has no staff pick ${id}`)
  return pick.translations[LANGUAGE]
}

/** Publishes the example lists of the demo store at `library` into the lists store at `lists`. */
export async function publishExampleLists(library: string, lists: string, now = new Date()): Promise<PublishOutcome[]> {
  const db = openForReading(library)
  const store = new ListsStore(lists)
  try {
    const books = bornDigitalItems(db).map((id): ListMember => ({ kind: 'document', document: { kind: 'item', id } }))
    const ads = unitsOfType(db, 'wegweiser', 'advertisement', 6)
    const first = ads[0]
    const advertisements: ListMember[] = ads.map((ad) => ({ kind: 'unit', document: { kind: 'issue', periodicalId: 'wegweiser', date: ad.date, edition: ad.edition }, unit: ad.sourceId }))
    if (first) {
      const document = { kind: 'issue' as const, periodicalId: 'wegweiser', date: first.date, edition: first.edition }
      advertisements.push({ kind: 'page', document, page: first.firstPage }, { kind: 'region', document, region: { page: first.firstPage, x: 0, y: 5000, width: 10000, height: 5000 } })
    }
    const context = { today: utcDay(now), now, store, check: async (members: readonly string[], asof: string) => checkMembers(db, members, asof) }
    const outcomes: PublishOutcome[] = []
    for (const [pick, members] of [
      ['born-digital-books', books],
      ['wegweiser-advertisements', advertisements],
    ] as const) {
      if (members.length === 0) continue
      const { title, summary } = pickText(pick)
      // French typography, as the staff picks are shown (src/store/library.ts typesets them when read).
      const note = typesetFrench(`${summary}\n\n${DEMO_NOTE.replace('{pick}', title)}`)
      const outcome = await publishList({ title: typesetFrench(title), note, members: members.map(memberRef), locale: LANGUAGE }, context)
      if (outcome.kind === 'published') store.feature(pick, outcome.id, FEATURED_REASON, FEATURED_BY, now)
      outcomes.push(outcome)
    }
    return outcomes
  } finally {
    store.close()
    db.close()
  }
}
