import { createFileRoute } from '@tanstack/react-router'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { useSuspenseQuery } from '@tanstack/react-query'
import type { WebAddress } from '#src/domain/site.ts'
import { siteConfigQuery } from '#app/features/library/site-config.ts'
import { PageHeader } from '#app/features/pages/page-layout.tsx'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'
import { ExternalLink } from '#app/ui/link.tsx'

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
