import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '#src/domain/errors.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { staffPickQuery } from '#app/features/library/library.queries.ts'
import { StaffPickView } from '#app/features/library/staff-picks.tsx'
import { FeaturedListLink } from '#app/features/lists/featured-list.tsx'
import { featuredListQuery } from '#app/features/lists/lists.queries.ts'
import { headFromLoader } from '#app/head.ts'
import { useLocale } from '#app/i18n.ts'
import { MAX_ID_LENGTH, withinLength } from '#src/domain/limits.ts'

export const Route = createFileRoute('/{-$locale}/staff-picks/$id')({
  // A longer id names nothing: the route does not match, and the visitor gets the 404 (never a 500).
  params: { parse: ({ id }) => (withinLength(id, MAX_ID_LENGTH) ? { id } : false), stringify: ({ id }) => ({ id }) },
  loader: async ({ context, params, location }) => {
    const [pick] = await Promise.all([
      context.queryClient.ensureQueryData(staffPickQuery(localeOfPath(location.pathname), params.id)),
      // The list the staff feature under the pick, if any (the lists store, ADR 063's amendment).
      context.queryClient.ensureQueryData(featuredListQuery(params.id)),
    ])
    if (!pick) throw notFound({ data: pageNotFound(location.pathname) })
    return { title: pick.title, description: pick.summary }
  },
  head: headFromLoader((data: { title: string; description: string }) => data),
  component: StaffPickPage,
})

function StaffPickPage() {
  const { id } = Route.useParams()
  const { data } = useSuspenseQuery(staffPickQuery(useLocale(), id))
  const { data: featured } = useSuspenseQuery(featuredListQuery(id))
  // The loader already answered 404 for unknown ids.
  return data ? <StaffPickView pick={data} featured={<FeaturedListLink list={featured} />} /> : null
}
