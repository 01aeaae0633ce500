import { useEffect } from 'react'
import { type AppError, errorCodeKey, errorFields } from '#src/domain/errors.ts'
import { type Locale, localizePath, switchLocalePath } from '#src/domain/locale.ts'
import { translations } from '#app/i18n.ts'
import { Deployable } from '#app/ui/deployable.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { Logo } from '../shell/logo'
import { LanguageLinks, rememberLocale } from '../shell/language-switcher'

interface ErrorScreenProps {
  error: AppError
  locale: Locale
}

/**
 * The error screen of spec §8. It takes its locale as a prop and uses plain
 * anchors so it also renders when the router itself failed to start.
 */
export function ErrorScreen({ error, locale }: ErrorScreenProps) {
  const LL = translations(locale)
  const home = localizePath('/', locale)

  useEffect(() => {
    console.error(error)
  }, [error])

  return (
    <div className="error-screen">
      <header className="error-screen__header">
        <div className="error-screen__bar">
          <a href={home} className="logo-link">
            <Logo locale={locale} />
          </a>
          {/* The same address in another language (issue 53): plain links, as on the rest of this screen. */}
          <LanguageLinks locale={locale} LL={LL} hrefOf={(target) => (error.url ? switchLocalePath(error.url, target) : localizePath('/', target))} onChoose={(_, target) => rememberLocale(target)} />
        </div>
      </header>
      <main id="content" tabIndex={-1} className="error-screen__main">
        <p className="error-screen__status">{LL.errors.statusLabel({ status: error.statusCode })}</p>
        <h1>{LL.errors.title()}</h1>
        <p className="error-screen__message">{LL.errors.codes[errorCodeKey(error.statusCode)]()}</p>
        <p className="error-screen__detail">
          <code>{error.statusMessage}</code>
        </p>
        <div className="error-screen__actions">
          <a href={home} className="button button--primary">
            <Icon name="arrow-left" />
            {LL.errors.actions.home()}
          </a>
          <button type="button" className="button" onClick={() => window.history.back()}>
            <Icon name="chevron-left" />
            {LL.errors.actions.back()}
          </button>
          <Deployable
            mode="focus"
            label={LL.errors.details.heading()}
            side="right"
            triggerClassName="button button--quiet"
            trigger={
              <>
                <Icon name="bug" />
                {LL.errors.actions.more_details()}
              </>
            }
          >
            <table className="error-fields">
              <caption>{LL.errors.details.heading()}</caption>
              <thead>
                <tr>
                  <th scope="col">{LL.errors.details.name()}</th>
                  <th scope="col">{LL.errors.details.value()}</th>
                </tr>
              </thead>
              <tbody>
                {errorFields(error).map(([name, value]) => (
                  <tr key={name}>
                    <th scope="row">{name}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Deployable>
        </div>
      </main>
    </div>
  )
}
