// Anonymous page views, loaded only after the visitor accepted analytics
// (app/features/consent). It sends the path alone: no query, no identifier.
;(() => {
  const send = (path) => {
    const body = new Blob([JSON.stringify({ path })], { type: 'application/json' })
    if (!navigator.sendBeacon('/api/analytics', body)) void fetch('/api/analytics', { method: 'POST', body, keepalive: true })
  }
  send(location.pathname)
  window.addEventListener('library:pageview', (event) => {
    if (event instanceof CustomEvent && typeof event.detail === 'string') send(event.detail)
  })
})()
