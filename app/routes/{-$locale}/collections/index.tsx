import { createFileRoute, linkOptions } from '@tanstack/react-router'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import { siteConfigQuery } from '#app/features/library/site-config.ts'
import { PageHeader } from '#app/features/pages/page-layout.tsx'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'
import { ExternalLink, Link } from '#app/ui/link.tsx'

type Label = (LL: TranslationFunctions) => string
function collection<const TLink>(link: TLink, title: Label, text: Label) {
  return { link, title, text }
}

const COLLECTIONS = [
  collection(linkOptions({ to: '/{-$locale}/periodicals' }), (LL) => LL.nav.periodicals(), (LL) => LL.pages.collections.periodicalsText()),
  collection(linkOptions({ to: '/{-$locale}/books' }), (LL) => LL.nav.books(), (LL) => LL.pages.collections.booksText()),
  collection(linkOptions({ to: '/{-$locale}/manuscripts' }), (LL) => LL.nav.manuscripts(), (LL) => LL.pages.collections.manuscriptsText()),
  collection(linkOptions({ to: '/{-$locale}/posters' }), (LL) => LL.nav.posters(), (LL) => LL.pages.collections.postersText()),
]

export const Route = createFileRoute('/{-$locale}/collections/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery()),
  head: headFor((LL) => LL.pages.collections.title(), (LL) => LL.pages.collections.intro()),
  component: CollectionsPage,
})

function CollectionsPage() {
  const { LL } = useI18n()
  const { data: site } = useSuspenseQuery(siteConfigQuery())
  return (
    <div className="container">
      <PageHeader title={LL.pages.collections.title()} intro={LL.pages.collections.intro()} />
      <ul className="card-list card-list--described">
        {COLLECTIONS.map((collection) => (
          <li key={collection.link.to} className="card">
            <h2 className="card__title">
              <Link {...collection.link} className="card__link">
                {collection.title(LL)}
              </Link>
            </h2>
            <p>{collection.text(LL)}</p>
          </li>
        ))}
        {site.imageSite ? (
          <li className="card">
            <h2 className="card__title">
              <ExternalLink href={site.imageSite} className="card__link">
                {LL.pages.home.imageModeHeading()}
              </ExternalLink>
            </h2>
            <p>{LL.pages.collections.imagesText()}</p>
          </li>
        ) : null}
      </ul>
    </div>
  )
}
