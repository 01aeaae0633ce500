import { createFileRoute } from '@tanstack/react-router'
import type { TranslationFunctions } from '../../../../i18n/i18n-types'
import { IMAGE_SITE_URL } from '../../../../src/domain/site'
import { PageHeader } from '../../../features/pages/page-layout'
import { headFor } from '../../../head'
import { useI18n } from '../../../i18n'
import { Link } from '../../../ui/link'

const COLLECTIONS: readonly {
  to: string
  title: (LL: TranslationFunctions) => string
  text: (LL: TranslationFunctions) => string
}[] = [
  { to: '/periodicals', title: (LL) => LL.nav.periodicals(), text: (LL) => LL.pages.collections.periodicalsText() },
  { to: '/books', title: (LL) => LL.nav.books(), text: (LL) => LL.pages.collections.booksText() },
  { to: '/manuscripts', title: (LL) => LL.nav.manuscripts(), text: (LL) => LL.pages.collections.manuscriptsText() },
  { to: '/posters', title: (LL) => LL.nav.posters(), text: (LL) => LL.pages.collections.postersText() },
  { to: IMAGE_SITE_URL, title: (LL) => LL.pages.home.imageModeHeading(), text: (LL) => LL.pages.collections.imagesText() },
]

export const Route = createFileRoute('/{-$locale}/collections/')({
  head: headFor((LL) => LL.pages.collections.title(), (LL) => LL.pages.collections.intro()),
  component: CollectionsPage,
})

function CollectionsPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.collections.title()} intro={LL.pages.collections.intro()} />
      <ul className="card-list card-list--described">
        {COLLECTIONS.map((collection) => (
          <li key={collection.to} className="card">
            <h2 className="card__title">
              <Link to={collection.to} className="card__link">
                {collection.title(LL)}
              </Link>
            </h2>
            <p>{collection.text(LL)}</p>
          </li>
        ))}
      </ul>
    </div>
  )
}
