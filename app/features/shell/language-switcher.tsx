import { useLocation, useNavigate } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { LOCALES, LOCALE_NAMES, LOCALE_TAGS, type Locale, localeCookie, switchLocalePath } from '#src/domain/locale.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { useI18n } from '#app/i18n.ts'

/** Stores the visitor's choice for the unprefixed-URL redirect (spec §4). */
export function rememberLocale(locale: Locale) {
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
  return <LanguageLinks locale={locale} LL={LL} hrefOf={(target) => `${switchLocalePath(pathname, target)}${searchStr}${hash ? `#${hash}` : ''}`} onChoose={choose} />
}

/**
 * The switcher's links, without the router: the error screen shows them too (issue 53), also when
 * the router itself failed to start, as plain links that load the page in the other language.
 */
export function LanguageLinks({
  locale,
  LL,
  hrefOf,
  onChoose,
}: {
  locale: Locale
  LL: TranslationFunctions
  hrefOf: (target: Locale) => string
  onChoose: (event: MouseEvent<HTMLAnchorElement>, target: Locale, href: string) => void
}) {
  return (
    <nav className="language-switcher" aria-label={LL.language.label()}>
      <ul>
        {LOCALES.map((target) => {
          const href = hrefOf(target)
          const current = target === locale
          return (
            <li key={target}>
              <a
                href={href}
                hrefLang={LOCALE_TAGS[target]}
                lang={LOCALE_TAGS[target]}
                aria-current={current ? 'true' : undefined}
                className={current ? 'is-active' : undefined}
                onClick={(event) => onChoose(event, target, href)}
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
