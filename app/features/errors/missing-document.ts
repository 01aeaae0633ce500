import { notFound } from '@tanstack/react-router'

/**
 * What an address outside the pages answers when what it names is not in the library (an unknown
 * ARK, item, unit or PDF, issue 53): not a sentence in one language, but the site's own error
 * screen, a 404 in the visitor's language with the way home and the language switcher. The route's
 * server handler hands such a request on (`next()`) to the router, which renders this route: it has
 * nothing to show, so its beforeLoad gives the root's not-found screen (app/routes/__root.tsx).
 */
export const missingDocumentRoute = {
  beforeLoad: (): never => {
    throw notFound()
  },
  component: (): null => null,
}
