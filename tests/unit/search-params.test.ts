import { describe, expect, it } from 'vitest'
import { parseSearchString, stringifySearchObject } from '#src/domain/search-params.ts'

describe('search params in the URL', () => {
  it('keeps every value as the string the visitor typed', () => {
    expect(parseSearchString('?q=123')).toEqual({ q: '123' })
    expect(parseSearchString('q=%22exact+phrase%22')).toEqual({ q: '"exact phrase"' })
    expect(parseSearchString('?flag=true&n=1e3')).toEqual({ flag: 'true', n: '1e3' })
  })

  it('ignores keys that would reach Object.prototype', () => {
    const parsed = parseSearchString('?constructor=-1&__proto__=x&__proto__=y&prototype=z&toString=1&q=a')
    expect(parsed).toEqual({ toString: '1', q: 'a' })
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype)
    expect(parseSearchString('?hasOwnProperty=1&hasOwnProperty=2')).toEqual({ hasOwnProperty: ['1', '2'] })
  })

  it('turns repeated keys into arrays', () => {
    expect(parseSearchString('?type=book&type=poster&type=map')).toEqual({ type: ['book', 'poster', 'map'] })
  })

  it('writes plain, repeatable parameters and drops empty values', () => {
    expect(stringifySearchObject({ q: 'Großherzog "Adolph"', type: ['book', 'poster'], page: 2 })).toBe(
      '?q=Gro%C3%9Fherzog+%22Adolph%22&type=book&type=poster&page=2',
    )
    expect(stringifySearchObject({ q: '', page: undefined, x: null, y: Number.NaN })).toBe('')
  })

  it('round-trips', () => {
    const search = { q: '"a phrase" -not prefix*', type: ['newspaper', 'serial'], size: '40' }
    expect(parseSearchString(stringifySearchObject(search))).toEqual(search)
  })
})
