import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { getPeriodical, library, listItems, listPeriodicals, readStatistics } from '../../../src/store/library'

export const fetchLibraryOverview = createServerFn({ method: 'GET' }).handler(() => {
  const db = library()
  if (!db) return null
  const periodicals = listPeriodicals(db)
  return {
    statistics: readStatistics(db) ?? null,
    featured: [...periodicals].sort((a, b) => b.issueCount - a.issueCount || a.title.localeCompare(b.title)).slice(0, 6),
  }
})

export const fetchPeriodicals = createServerFn({ method: 'GET' }).handler(() => {
  const db = library()
  return db ? listPeriodicals(db) : []
})

export const fetchPeriodical = createServerFn({ method: 'GET' })
  .validator(v.object({ id: v.pipe(v.string(), v.maxLength(120)) }))
  .handler(({ data }) => {
    const db = library()
    return (db && getPeriodical(db, data.id)) ?? null
  })

export const fetchItems = createServerFn({ method: 'GET' })
  .validator(v.object({ type: v.picklist(['book', 'manuscript', 'poster', 'postcard']) }))
  .handler(({ data }) => {
    const db = library()
    return db ? listItems(db, data.type) : []
  })
