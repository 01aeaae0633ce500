import { useLocation, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale, localeCookie, switchLocalePath } from '#src/domain/locale.ts'
import { useI18n } from '#app/i18n.ts'

/** Stores the visitor's choice for the unprefixed-URL redirect (spec §4). */
function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale, window.location.protocol === 'https:')
}

/**
 * Links to the same page in each language, keeping path and query. Choosing
 * one stores it in the locale cookie that unprefixed URLs redirect on.
 */
export function LanguageSwitcher() {
  const { locale, LL } = useI18n()
  const { pathname, searchStr, hash } = useLocation()
  const navigate = useNavigate()

  const choose = (event: MouseEvent<HTMLAnchorElement>, target: Locale, href: string) => {
    rememberLocale(target)
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    void navigate({ href })
  }

  return (
    <nav className="language-switcher" aria-label={LL.language.label()}>
      <ul>
        {LOCALES.map((target) => {
          const href = `${switchLocalePath(pathname, target)}${searchStr}${hash ? `#${hash}` : ''}`
          const current = target === locale
          return (
            <li key={target}>
              <a
                href={href}
                hrefLang={LOCALE_TAGS[target]}
                lang={LOCALE_TAGS[target]}
                aria-current={current ? 'true' : undefined}
                className={current ? 'is-active' : undefined}
                onClick={(event) => choose(event, target, href)}
              >
                <span aria-hidden="true">{target.toUpperCase()}</span>
                <span className="visually-hidden">
                  {current ? LL.language.current({ language: LOCALE_NAMES[target] }) : LOCALE_NAMES[target]}
                </span>
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
