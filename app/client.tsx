import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { serverError } from '../src/domain/errors'
import { localeOfPath } from '../src/domain/locale'
import { ErrorScreen } from './features/errors/error-screen'

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
  createRoot(container).render(
    <ErrorScreen error={serverError(error, window.location.pathname)} locale={localeOfPath(window.location.pathname)} />,
  )
}

try {
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
