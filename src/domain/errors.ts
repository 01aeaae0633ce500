import * as v from 'valibot'

/**
 * The application error shown by the error screen (spec §8). It is a plain,
 * serialisable value so the server can hand it to the client unchanged.
 */
export interface AppError {
  statusCode: number
  statusMessage: string
  message?: string
  url?: string
  name?: string
}

/** Status codes that have their own text under errors.codes. */
export const ERROR_CODES_WITH_TEXT = ['400', '403', '404', '500', '503'] as const
export type ErrorCodeKey = (typeof ERROR_CODES_WITH_TEXT)[number] | 'generic'

export function errorCodeKey(statusCode: number): ErrorCodeKey {
  const key = String(statusCode)
  return ERROR_CODES_WITH_TEXT.find((code) => code === key) ?? 'generic'
}

/** Route validation failures read "Page Not Found" followed by the path (spec §5). */
export function pageNotFound(path: string): AppError {
  return { statusCode: 404, statusMessage: `Page Not Found ${path}`, url: path }
}

/** What app/start.ts puts in place of a server function's error that is `isBusyError` during a page's render. */
export const BUSY_FAILURE = 'server-function-busy'

const BUSY = /^(SearchBudgetError|SearchThreadError|DocumentsBusyError|WorkBudgetError)$/

/**
 * Work the server stopped or refused for now (issue 48, ADR 051): a search past its budget, a
 * thread stuck past its deadline, threads too busy to queue more. A 503, not a fault. By name: the
 * error crosses threads and bundles as a copy.
 */
export function isBusyError(error: unknown): boolean {
  return error instanceof Error && (BUSY.test(error.name) || error.message === BUSY_FAILURE)
}

export function serverError(error: unknown, url?: string): AppError {
  const busy = isBusyError(error)
  const base: AppError = busy ? { statusCode: 503, statusMessage: 'Service Unavailable' } : { statusCode: 500, statusMessage: 'Internal Server Error' }
  if (url !== undefined) base.url = url
  if (error instanceof Error) {
    base.name = error.name
    base.message = error.message
  } else if (typeof error === 'string') {
    base.message = error
  }
  return base
}

/** Every field of the error as name and value, for the more-details tooltip. */
export function errorFields(error: AppError): [name: string, value: string][] {
  return Object.entries(error)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '')
    .map(([name, value]) => [name, String(value)])
}

/**
 * A locale-free path must have non-empty slug and id segments (spec §5):
 * '/periodicals/' names a periodical with an empty id and is a 404, while
 * '/periodicals' is the list.
 */
const PARAMETERISED_PARENTS = ['/periodicals/', '/staff-picks/', '/support/'] as const

export function hasEmptySegment(localeFreePath: string): boolean {
  if (localeFreePath.includes('//')) return true
  return PARAMETERISED_PARENTS.some((parent) => localeFreePath === parent)
}

const appErrorSchema = v.object({
  statusCode: v.pipe(v.number(), v.integer(), v.minValue(400), v.maxValue(599)),
  statusMessage: v.string(),
  message: v.optional(v.string()),
  url: v.optional(v.string()),
  name: v.optional(v.string()),
})

export function isAppError(value: unknown): value is AppError {
  return v.is(appErrorSchema, value)
}
