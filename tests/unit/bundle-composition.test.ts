import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { codeByOrigin, decodeSegment, gzipByOrigin, originOf } from '../../scripts/bundle-composition'

describe('source map segments', () => {
  it('decodes Base64 VLQ fields, negative and multi-digit ones included', () => {
    expect(decodeSegment('AAAA')).toEqual([0, 0, 0, 0])
    expect(decodeSegment('AACA')).toEqual([0, 0, 1, 0])
    expect(decodeSegment('D')).toEqual([-1])
    // 16 needs a continuation digit: 32 → "gB".
    expect(decodeSegment('gB')).toEqual([16])
    expect(decodeSegment('hB')).toEqual([-16])
    expect(decodeSegment('2HAAK')).toEqual([123, 0, 0, 5])
  })

  it('refuses what is not Base64', () => {
    expect(() => decodeSegment('A*A')).toThrow(/not a source map segment/)
  })
})

describe('origins', () => {
  it('tells the stack from our code and the dictionaries', () => {
    expect(originOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react')
    expect(originOf('../../node_modules/scheduler/cjs/scheduler.production.js')).toBe('react')
    expect(originOf('../../node_modules/@tanstack/router-core/dist/esm/router.js')).toBe('tanstack')
    expect(originOf('../../node_modules/seroval-plugins/dist/esm/web.mjs')).toBe('seroval')
    expect(originOf('../../node_modules/valibot/dist/index.js')).toBe('other_packages')
    expect(originOf('../../app/routes/__root.tsx')).toBe('application')
    expect(originOf('../../src/domain/locale.ts')).toBe('application')
    expect(originOf('../../i18n/i18n-util.ts')).toBe('application')
    expect(originOf('../../i18n/fr/index.ts')).toBe('dictionary')
    expect(originOf('\u0000rolldown/runtime.js')).toBe('bundler')
    expect(originOf('virtual:tanstack-start-client-entry')).toBe('bundler')
  })
})

describe('a chunk split by its map', () => {
  // Line 1: "var a=1;" from React (source 0), then "var b=2;" from our app (source 1).
  // Line 2: "var c=3;" from the dictionary (source 2). Segments: [column, source, line, column].
  const code = 'var a=1;var b=2;\nvar c=3;'
  const map = {
    sources: ['../../node_modules/react/index.js', '../../app/x.ts', '../../i18n/de/index.ts'],
    mappings: 'AAAA,QCAA;ACAA',
  }

  it('gives each segment the code up to the next one', () => {
    const parts = codeByOrigin(code, map)
    expect(parts.get('react')).toBe('var a=1;')
    expect(parts.get('application')).toBe('var b=2;\n')
    expect(parts.get('dictionary')).toBe('var c=3;')
    expect(parts.has('bundler')).toBe(false)
  })

  it('keeps code before the first segment as the bundler’s', () => {
    const parts = codeByOrigin(`/*x*/${code}`, { ...map, mappings: 'KAAA,QCAA;ACAA' })
    expect(parts.get('bundler')).toBe('/*x*/')
    expect(parts.get('react')).toBe('var a=1;')
  })

  it('shares out the file’s real gzip size, so the parts add up to it', () => {
    const split = gzipByOrigin(code, map)
    const sum = Object.values(split).reduce((a, b) => a + b, 0)
    expect(sum).toBeCloseTo(gzipSync(code, { level: 9 }).length, 6)
    expect(split.react).toBeGreaterThan(0)
    expect(split.application).toBeGreaterThan(0)
    expect(split.dictionary).toBeGreaterThan(0)
    expect(split.tanstack).toBe(0)
  })
})
