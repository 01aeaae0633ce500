import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import type { FeaturedList } from './lists.queries'

/**
 * "See this pick as a list": on a staff pick's page, the published list the staff feature under it
 * (ADR 063's amendment), with its title and number of members; nothing when none is featured.
 */
export function FeaturedListLink({ list }: { list: FeaturedList | null }) {
  const { LL } = useI18n()
  if (!list) return null
  return (
    <p className="featured-list">
      <Link to="/{-$locale}/lists/$id" params={{ id: list.id }}>
        {LL.lists.featured.link({ title: list.title, count: list.total })}
      </Link>
    </p>
  )
}
