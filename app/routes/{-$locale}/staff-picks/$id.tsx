import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../../src/domain/errors'
import { headFor } from '../../../head'

export const Route = createFileRoute('/{-$locale}/staff-picks/$id')({
  // No staff pick has been published yet, so every id answers the spec's 404.
  loader: ({ location }) => {
    throw notFound({ data: pageNotFound(location.pathname) })
  },
  head: headFor((LL) => LL.pages.staffPick.title()),
})
