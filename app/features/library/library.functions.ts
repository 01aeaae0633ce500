import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { ITEM_TYPES } from '#src/domain/issue-path.ts'
import { MAX_ID_LENGTH } from '#src/domain/limits.ts'
import { LOCALES } from '#src/domain/locale.ts'
import {
  getPeriodical,
  getStaffPick,
  libraryOverview,
  libraryTotals,
  listItems,
  listNews,
  listPeriodicals,
  listStaffPicks,
} from '#src/store/library.ts'
import { validInput } from '#app/server-input.ts'
import { withStore } from './with-store.ts'

const localeInput = v.object({ locale: v.picklist(LOCALES) })

/** Everything the home page shows from the store, in one call. */
export const fetchLibraryOverview = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(localeInput))
  .handler(({ data, context: { store: db } }) => db ? libraryOverview(db, data.locale) : null)

export const fetchLibraryTotals = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .handler(({ context: { store: db } }) => db ? libraryTotals(db) : null)

export const fetchStaffPicks = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(localeInput))
  .handler(({ data, context: { store: db } }) => db ? listStaffPicks(db, data.locale) : [])

export const fetchStaffPick = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(v.object({ id: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)), locale: v.picklist(LOCALES) })))
  .handler(({ data, context: { store: db } }) => (db && getStaffPick(db, data.id, data.locale)) ?? null)

export const fetchPeriodicals = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .handler(({ context: { store: db } }) => db ? listPeriodicals(db) : [])

export const fetchPeriodical = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(v.object({ id: v.pipe(v.string(), v.maxLength(MAX_ID_LENGTH)) })))
  .handler(({ data, context: { store: db } }) => (db && getPeriodical(db, data.id)) ?? null)

export const fetchItems = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(v.object({ type: v.picklist(ITEM_TYPES) })))
  .handler(({ data, context: { store: db } }) => db ? listItems(db, data.type) : [])

/** Every news item in the page's language, newest first. */
export const fetchNews = createServerFn({ method: 'GET' })
  .middleware([withStore])
  .validator(validInput(localeInput))
  .handler(({ data, context: { store: db } }) => db ? listNews(db, data.locale, 200) : [])
