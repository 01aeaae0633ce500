import { createFileRoute, notFound } from '@tanstack/react-router'
import { pageNotFound } from '../../../../src/domain/errors'
import { headFor } from '../../../head'

export const Route = createFileRoute('/{-$locale}/periodicals/$paperid')({
  // The catalogue is empty until the importer fills the store (issue 3), so no
  // periodical id is known yet: every id answers the spec's 404.
  loader: ({ location }) => {
    throw notFound({ data: pageNotFound(location.pathname) })
  },
  head: headFor((LL) => LL.pages.periodical.title()),
})
