import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '../../features/pages/page-layout'
import { MAIN_SECTIONS, SUPPORT_SECTIONS } from '../../features/shell/sections'
import { headFor } from '../../head'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'

export const Route = createFileRoute('/{-$locale}/menu')({
  head: headFor((LL) => LL.pages.menu.title(), (LL) => LL.pages.menu.intro()),
  component: MenuPage,
})

/** The whole navigation on one page, for small screens. */
function MenuPage() {
  const { LL } = useI18n()
  return (
    <div className="container">
      <PageHeader title={LL.pages.menu.title()} intro={LL.pages.menu.intro()} />
      <div className="menu-page">
        <nav aria-labelledby="menu-sections">
          <h2 id="menu-sections">{LL.pages.menu.sectionsHeading()}</h2>
          <ul className="menu-page__list">
            {MAIN_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link {...section.link} exact={section.path === '/'}>
                  {section.label(LL)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="menu-information">
          <h2 id="menu-information">{LL.pages.menu.supportHeading()}</h2>
          <ul className="menu-page__list">
            {SUPPORT_SECTIONS.map((section) => (
              <li key={section.path}>
                <Link {...section.link}>{section.label(LL)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  )
}
