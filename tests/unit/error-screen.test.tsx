import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ErrorScreen } from '#app/features/errors/error-screen.tsx'
import { pageNotFound, serverError } from '#src/domain/errors.ts'

describe('error screen', () => {
  it('shows the title, the 404 message, the path and the three actions', () => {
    const html = renderToStaticMarkup(<ErrorScreen error={pageNotFound('/en/nope/deeper')} locale="en" />)
    expect(html).toContain('<h1>An error occured</h1>')
    expect(html).toContain('The requested resource was not found')
    expect(html).toContain('Page Not Found /en/nope/deeper')
    expect(html).toContain('href="/en"')
    expect(html).toContain('Back to the home page')
    expect(html).toContain('Previous page')
    expect(html).toContain('More details')
    expect(html).toContain('alt="National Library – Digital Collections"')
  })

  it('falls back to the generic message for a code without text', () => {
    const html = renderToStaticMarkup(
      <ErrorScreen error={{ statusCode: 418, statusMessage: "I'm a teapot" }} locale="en" />,
    )
    expect(html).toContain('An unexpected error occured.')
  })

  it('speaks the page’s language', () => {
    const fr = renderToStaticMarkup(<ErrorScreen error={serverError(new Error('x'))} locale="fr" />)
    expect(fr).toContain("Une erreur s&#x27;est produite")
    expect(fr).toContain('Le serveur a rencontré un problème')
    expect(fr).toContain('href="/"')
    const de = renderToStaticMarkup(<ErrorScreen error={pageNotFound('/de/x')} locale="de" />)
    expect(de).toContain('Ein Fehler ist aufgetreten')
    expect(de).toContain('Zurück zur Startseite')
  })
})
