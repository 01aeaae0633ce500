import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getEditorialPage, listEditorialPages } from '#src/content/index.ts'
import { LOCALES } from '#src/domain/locale.ts'
import { validInput } from '#app/server-input.ts'

const localeSchema = v.picklist(LOCALES)

export const fetchEditorialPage = createServerFn({ method: 'GET' })
  .validator(validInput(
    v.object({
      path: v.pipe(v.string(), v.maxLength(200), v.startsWith('/')),
      locale: localeSchema,
    }),
  ))
  // null (not a thrown error) lets the route answer with its own 404.
  .handler(({ data }) => getEditorialPage(data.path, data.locale) ?? null)

export const fetchEditorialIndex = createServerFn({ method: 'GET' })
  .validator(validInput(v.object({ locale: localeSchema })))
  .handler(({ data }) => listEditorialPages(data.locale))
