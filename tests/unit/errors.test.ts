import { describe, expect, it } from 'vitest'
import {
  errorCodeKey,
  errorFields,
  hasEmptySegment,
  isAppError,
  pageNotFound,
  serverError,
} from '#src/domain/errors.ts'

describe('error messages by status code', () => {
  it('uses the code when it has a text and generic otherwise', () => {
    expect(errorCodeKey(404)).toBe('404')
    expect(errorCodeKey(500)).toBe('500')
    expect(errorCodeKey(418)).toBe('generic')
    expect(errorCodeKey(502)).toBe('generic')
  })
})

describe('route validation failures', () => {
  it('read "Page Not Found" followed by the path', () => {
    expect(pageNotFound('/en/periodicals/')).toEqual({
      statusCode: 404,
      statusMessage: 'Page Not Found /en/periodicals/',
      url: '/en/periodicals/',
    })
  })

  it('reject empty slug and id segments', () => {
    expect(hasEmptySegment('/periodicals/')).toBe(true)
    expect(hasEmptySegment('/staff-picks/')).toBe(true)
    expect(hasEmptySegment('/support/')).toBe(true)
    expect(hasEmptySegment('/periodicals//x')).toBe(true)
    expect(hasEmptySegment('/periodicals')).toBe(false)
    expect(hasEmptySegment('/periodicals/luxzeit1858')).toBe(false)
    expect(hasEmptySegment('/')).toBe(false)
  })
})

describe('error details', () => {
  it('list every field as name and value, skipping empty ones', () => {
    expect(errorFields({ statusCode: 404, statusMessage: 'Page Not Found /x', url: '/x' })).toEqual([
      ['statusCode', '404'],
      ['statusMessage', 'Page Not Found /x'],
      ['url', '/x'],
    ])
  })

  it('turn a thrown error into a 500 with its name and message', () => {
    const error = serverError(new TypeError('boom'), '/en')
    expect(error).toEqual({
      statusCode: 500,
      statusMessage: 'Internal Server Error',
      url: '/en',
      name: 'TypeError',
      message: 'boom',
    })
    expect(serverError('plain').message).toBe('plain')
    expect(serverError(42).message).toBeUndefined()
  })

  it('recognise app errors carried as not-found data', () => {
    expect(isAppError(pageNotFound('/x'))).toBe(true)
    expect(isAppError({ statusCode: 200, statusMessage: 'OK' })).toBe(false)
    expect(isAppError({ statusCode: 404 })).toBe(false)
    expect(isAppError(undefined)).toBe(false)
  })
})
