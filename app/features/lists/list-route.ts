// The list page's address (issue 55): its id, and the words searched within it, read by a valibot
// schema like every search of the site (an unusable value falls back to none, never a 500).
import type { SearchSchemaInput } from '@tanstack/react-router'
import * as v from 'valibot'
import { MAX_QUERY_LENGTH } from '#src/domain/limits.ts'
import type { UrlParams } from '#src/domain/search-params.ts'

export const listSearchSchema = v.object({
  q: v.fallback(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).slice(0, MAX_QUERY_LENGTH)),
    ),
    '',
  ),
})
export type ListSearch = v.InferOutput<typeof listSearchSchema>

export const LIST_SEARCH_DEFAULTS: ListSearch = { q: '' }

export const validateListSearch = (input: UrlParams<ListSearch> & SearchSchemaInput) => v.parse(listSearchSchema, input)
