import { type ErrorComponentProps, type NotFoundRouteProps, useLocation } from '@tanstack/react-router'
import { useEffect } from 'react'
import { isAppError, pageNotFound, serverError } from '#src/domain/errors.ts'
import { localeOfPath } from '#src/domain/locale.ts'
import { claimReload, isChunkLoadError, markStale } from '../shell/build-updates'
import { ErrorScreen } from './error-screen'

/** The root route's 404: the spec's "Page Not Found <path>" unless the route said more. */
export function NotFoundScreen({ data }: NotFoundRouteProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  const error = isAppError(data) ? data : pageNotFound(pathname)
  return <ErrorScreen error={error} locale={localeOfPath(pathname)} />
}

/** Render and loader errors no route caught. */
export function AppErrorScreen({ error }: ErrorComponentProps) {
  const pathname = useLocation({ select: (location) => location.pathname })
  useEffect(() => {
    // A chunk that no longer exists (a newer build replaced it): load the page anew, at most once in 10 s.
    if (isChunkLoadError(error)) {
      markStale()
      if (claimReload(window.location.href)) window.location.reload()
    }
  }, [error])
  return <ErrorScreen error={serverError(error, pathname)} locale={localeOfPath(pathname)} />
}
