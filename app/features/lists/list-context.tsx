import { type ReactNode, createContext, useContext } from 'react'
import type { ListDocument } from '#src/domain/lists.ts'
import type { PageRegion } from '#src/domain/page-region.ts'
import { useI18n } from '#app/i18n.ts'
import { AddToList } from './add-to-list'
import { pageMember, regionMember } from './members'

/** The document a reader shows, as a list names it and its members' source: what its parts' "Add to list" add. */
interface ListedDocument {
  document: ListDocument
  /** The document in words ("Luxemburger Wort, 10 May 1940", a book's title). */
  source: string
  /** Each page's label, by sequence. */
  pageLabels: ReadonlyMap<number, string>
}

const Listed = createContext<ListedDocument | undefined>(undefined)

export function ListedDocumentProvider({ value, children }: { value: ListedDocument | undefined; children: ReactNode }) {
  return <Listed value={value}>{children}</Listed>
}

export function useListedDocument(): ListedDocument | undefined {
  return useContext(Listed)
}

/** A view of a page that shows all of it (the view's edges may fall a little inside the page). */
const WHOLE = 9900

/**
 * "Add this view to a list" beside "Link to this view": the page, when the whole page is in view,
 * else the part of it in view, as a region (the popover says which).
 */
export function AddRegionToList({ currentRegion }: { currentRegion: () => PageRegion }) {
  const { LL } = useI18n()
  const listed = useListedDocument()
  if (!listed) return null
  const member = () => {
    const region = currentRegion()
    const label = listed.pageLabels.get(region.page) ?? String(region.page)
    if (region.width >= WHOLE && region.height >= WHOLE) return pageMember(listed.document, region.page, LL.lists.member.page({ label }), listed.source)
    return regionMember(listed.document, region, LL.lists.member.region({ label }), listed.source)
  }
  return <AddToList member={member} label={LL.lists.add.region()} />
}
