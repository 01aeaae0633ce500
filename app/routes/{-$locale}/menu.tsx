import { createFileRoute } from '@tanstack/react-router'
import { PageHeader } from '#app/features/pages/page-layout.tsx'
import { MAIN_SECTIONS, SUPPORT_SECTIONS } from '#app/features/shell/sections.ts'
import { headFor } from '#app/head.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'

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
