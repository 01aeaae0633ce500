/**
 * Attributes a built chunk's compressed bytes to where its code came from, by its source map:
 * React, TanStack, seroval, other packages, the bundler's glue, our application code and the
 * page's dictionary. `npm run bench` reports this for every page's first load, so the share of
 * the home page's budget that the stack takes before any of our code runs (ADR 012) is measured
 * on every run instead of argued once.
 */
import { gzipSync } from 'node:zlib'
import * as v from 'valibot'
import { LOCALE_ALTERNATIVES } from '../src/domain/locale.ts'

/** A dictionary's source file, in a source map's paths. */
const DICTIONARY_SOURCE = new RegExp(`(^|/)i18n/(${LOCALE_ALTERNATIVES})/`)

export const ORIGINS = ['react', 'tanstack', 'seroval', 'other_packages', 'bundler', 'application', 'dictionary'] as const
export type Origin = (typeof ORIGINS)[number]
/** What we write and can cut; everything else is the stack's. */
export const OURS: readonly Origin[] = ['application', 'dictionary']

const REACT = new Set(['react', 'react-dom', 'scheduler', 'use-sync-external-store'])

/** The origin of one `sources` entry of a source map. */
export function originOf(source: string): Origin {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1]
  if (pkg !== undefined) {
    if (REACT.has(pkg)) return 'react'
    if (pkg.startsWith('@tanstack/')) return 'tanstack'
    if (pkg === 'seroval' || pkg === 'seroval-plugins') return 'seroval'
    return 'other_packages'
  }
  if (DICTIONARY_SOURCE.test(source)) return 'dictionary'
  if (/(^|\/)(app|src|i18n)\//.test(source)) return 'application'
  // The bundler's runtime and the framework's virtual modules (client entry, manifest).
  return 'bundler'
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const DIGITS = new Map([...BASE64].map((char, index) => [char, index]))

/** The fields of one Base64 VLQ segment of a source map's `mappings`. */
export function decodeSegment(segment: string): number[] {
  const fields: number[] = []
  let value = 0
  let scale = 1
  for (const char of segment) {
    const digit = DIGITS.get(char)
    if (digit === undefined) throw new Error(`not a source map segment: ${segment}`)
    // Multiplication, not shifts: a field may pass 31 bits.
    value += (digit & 31) * scale
    if (digit & 32) {
      scale *= 32
      continue
    }
    fields.push(value % 2 === 1 ? -(value - 1) / 2 : value / 2)
    value = 0
    scale = 1
  }
  return fields
}

const sourceMap = v.object({ sources: v.array(v.nullable(v.string())), mappings: v.string() })
export type SourceMap = v.InferOutput<typeof sourceMap>

export function parseSourceMap(json: string): SourceMap {
  return v.parse(sourceMap, JSON.parse(json))
}

/**
 * The chunk's characters grouped by origin. A segment's code runs to the next segment;
 * code before the first segment (and code a segment does not tie to a source) is the bundler's.
 */
export function codeByOrigin(code: string, map: SourceMap): Map<Origin, string> {
  const origins = map.sources.map((source) => (source === null ? 'bundler' : originOf(source)))
  const lineStarts = [0]
  for (let index = code.indexOf('\n'); index !== -1; index = code.indexOf('\n', index + 1)) lineStarts.push(index + 1)
  // Offsets in the code where an origin starts, in order.
  const starts: { offset: number; origin: Origin }[] = [{ offset: 0, origin: 'bundler' }]
  let sourceIndex = 0
  map.mappings.split(';').forEach((line, lineIndex) => {
    const lineStart = lineStarts[lineIndex]
    if (lineStart === undefined) return
    let column = 0
    for (const segment of line.split(',')) {
      if (segment === '') continue
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment)
      column += columnDelta
      let origin: Origin = 'bundler'
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta
        origin = origins[sourceIndex] ?? 'bundler'
      }
      starts.push({ offset: lineStart + column, origin })
    }
  })
  const pieces = new Map<Origin, string[]>()
  starts.forEach(({ offset, origin }, index) => {
    const end = starts[index + 1]?.offset ?? code.length
    if (end <= offset) return
    const list = pieces.get(origin) ?? []
    list.push(code.slice(offset, end))
    pieces.set(origin, list)
  })
  return new Map([...pieces].map(([origin, list]) => [origin, list.join('')]))
}

/**
 * The chunk's gzip size split by origin: each origin's code is compressed on its own and the
 * file's real gzip size is shared out in those proportions, so the parts add up to the file.
 */
export function gzipByOrigin(code: string, map: SourceMap): Record<Origin, number> {
  const total = gzipSync(code, { level: 9 }).length
  const alone = [...codeByOrigin(code, map)].map(([origin, text]) => [origin, gzipSync(text, { level: 9 }).length] as const)
  const sum = alone.reduce((acc, [, bytes]) => acc + bytes, 0)
  const result = emptyComposition()
  for (const [origin, bytes] of alone) result[origin] = sum === 0 ? 0 : (bytes / sum) * total
  return result
}

export function emptyComposition(): Record<Origin, number> {
  return { react: 0, tanstack: 0, seroval: 0, other_packages: 0, bundler: 0, application: 0, dictionary: 0 }
}
