import { createFileRoute } from '@tanstack/react-router'
import type { TranslationFunctions } from '../../../i18n/i18n-types'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { WebAddress } from '../../../src/domain/site'
import { siteConfigQuery } from '../../features/library/site-config'
import { PageHeader } from '../../features/pages/page-layout'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'
import { ExternalLink } from '../../ui/link'

const EXTERNAL_LINKS: readonly { href: WebAddress; label: (LL: TranslationFunctions) => string }[] = [
  { href: 'https://www.europeana.eu', label: (LL) => LL.pages.externalLinks.europeana() },
  { href: 'https://chroniclingamerica.loc.gov', label: (LL) => LL.pages.externalLinks.chroniclingAmerica() },
  { href: 'https://iiif.io', label: (LL) => LL.pages.externalLinks.iiif() },
  { href: 'https://www.loc.gov/standards/alto/', label: (LL) => LL.pages.externalLinks.alto() },
  { href: 'https://www.loc.gov/standards/mets/', label: (LL) => LL.pages.externalLinks.mets() },
]

export const Route = createFileRoute('/{-$locale}/external-links')({
  loader: ({ context }) => context.queryClient.ensureQueryData(siteConfigQuery()),
  head: headFor((LL) => LL.pages.externalLinks.title(), (LL) => LL.pages.externalLinks.intro()),
  component: ExternalLinksPage,
})

function ExternalLinksPage() {
  const { LL } = useI18n()
  const { data: site } = useSuspenseQuery(siteConfigQuery())
  // The library's own image site first, where there is one (IMAGE_SITE_URL).
  const links = site.imageSite ? [{ href: site.imageSite, label: (L: TranslationFunctions) => L.pages.externalLinks.imageSite() }, ...EXTERNAL_LINKS] : EXTERNAL_LINKS
  return (
    <div className="container">
      <PageHeader title={LL.pages.externalLinks.title()} intro={LL.pages.externalLinks.intro()} />
      <ul className="link-list link-list--large">
        {links.map((link) => (
          <li key={link.href}>
            <ExternalLink href={link.href}>{link.label(LL)}</ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
