import { useQuery } from '@tanstack/react-query'
import { SOCIAL_LINKS, SOCIAL_NETWORKS } from '#src/domain/site.ts'
import { siteConfigQuery } from '../library/site-config'
import { openConsentSettings } from '../consent/consent-store'
import { useI18n } from '#app/i18n.ts'
import { ExternalLink, Link } from '#app/ui/link.tsx'
import { SUPPORT_SECTIONS } from './sections'

export function Footer() {
  const { LL } = useI18n()
  const { data: site } = useQuery(siteConfigQuery())
  return (
    <footer id="footer" className="site-footer" tabIndex={-1}>
      <div className="container site-footer__grid">
        <nav aria-labelledby="footer-library">
          <h2 id="footer-library">{LL.footer.aboutHeading()}</h2>
          <ul>
            {SUPPORT_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link {...section.link}>{section.label(LL)}</Link>
              </li>
            ))}
            <li>
              <button type="button" className="link-button" onClick={openConsentSettings}>
                {LL.footer.cookieSettings()}
              </button>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-social">
          <h2 id="footer-social">{LL.footer.socialHeading()}</h2>
          <ul>
            {SOCIAL_NETWORKS.map((network) => (
              <li key={network}>
                <ExternalLink href={SOCIAL_LINKS[network]}>{LL.footer.socialLink({ network })}</ExternalLink>
              </li>
            ))}
          </ul>
        </nav>
        <p className="site-footer__rights">
          {LL.site.institution()} · {LL.site.project()}
          <br />
          {LL.footer.rights()}
          {site?.demo ? (
            <>
              <br />
              {/* Discreet but on every page: the collection shown is generated, not the library's holdings. */}
              <span className="site-footer__demo">
                {LL.footer.demoNotice()}{' '}
                <Link to="/{-$locale}/support/$slug" params={{ slug: 'project' }}>
                  {LL.footer.demoMore()}
                </Link>
              </span>
            </>
          ) : null}
        </p>
      </div>
    </footer>
  )
}
