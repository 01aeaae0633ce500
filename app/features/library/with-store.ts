import { createMiddleware } from '@tanstack/react-start'
import { library } from '#src/store/library.ts'

/**
 * The store as a server function's context (issue 54, TanStack's function middleware): the one
 * place a server function opens it. `store` is undefined where there is no usable store (none
 * imported yet, or one being replaced); each function says what it answers then.
 */
export const withStore = createMiddleware({ type: 'function' }).server(({ next }) => next({ context: { store: library() } }))
