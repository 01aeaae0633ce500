import { useLocation } from '@tanstack/react-router'
import { splitLocalePath } from '#src/domain/locale.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { ListsButton } from '../lists/lists-button'
import { LanguageSwitcher } from './language-switcher'
import { Logo } from './logo'
import { SearchForm } from './search-form'
import { MAIN_SECTIONS } from './sections'

/** Pages that carry their own primary search box; elsewhere the header has one. */
const PAGES_WITH_OWN_SEARCH = new Set(['/', '/search'])

export function Header() {
  const { locale, LL } = useI18n()
  const pathname = useLocation({ select: (location) => location.pathname })
  const hasOwnSearch = PAGES_WITH_OWN_SEARCH.has(splitLocalePath(pathname).rest)

  return (
    <header className="site-header">
      <div className="site-header__top container">
        <Link to="/{-$locale}" className="logo-link" exact>
          <Logo locale={locale} />
        </Link>
        <div className="site-header__tools">
          {hasOwnSearch ? null : <SearchForm primary variant="header" />}
          <ListsButton />
          <LanguageSwitcher />
          <Link to="/{-$locale}/menu" className="site-header__menu-link button button--quiet">
            <Icon name="menu" />
            <span className="site-header__menu-label">{LL.nav.menu()}</span>
          </Link>
        </div>
      </div>
      <nav className="main-nav" aria-label={LL.nav.label()}>
        <ul className="container">
          {MAIN_SECTIONS.map((section) => (
            <li key={section.path}>
              <Link {...section.link} exact={section.path === '/'}>
                {section.label(LL)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
