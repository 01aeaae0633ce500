import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { serverError } from '#src/domain/errors.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { ensureTranslations, translations } from './i18n'

// Captured before hydration: if start-up fails, React may have removed the head.
const stylesheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (link) => link.href)

let failed = false

/**
 * An error during start-up, or one no route boundary caught, becomes the app
 * error: the error screen replaces the page (spec §4).
 */
function showAppError(error: unknown) {
  if (failed) return
  failed = true
  for (const href of stylesheets) {
    if (!document.querySelector(`link[rel="stylesheet"][href="${CSS.escape(href)}"]`)) {
      const link = document.createElement('link')
      link.rel = 'stylesheet'
      link.href = href
      document.head.append(link)
    }
  }
  const container = document.createElement('div')
  container.className = 'app-error'
  document.body.replaceChildren(container)
  // The error screen is loaded only when needed; it is not part of every page's first load.
  void import('./features/errors/error-screen')
    .then(({ ErrorScreen }) =>
      createRoot(container).render(<ErrorScreen error={serverError(error, window.location.pathname)} locale={localeOfPath(window.location.pathname)} />),
    )
    .catch(() => {
      // Not even the error screen could be loaded (offline, or a build gone from the server).
      container.textContent = translations(localeOfPath(window.location.pathname)).errors.title() || 'An error occured'
    })
}

try {
  await ensureTranslations(window.location.pathname)
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
      { onUncaughtError: showAppError },
    )
  })
} catch (error) {
  showAppError(error)
}
