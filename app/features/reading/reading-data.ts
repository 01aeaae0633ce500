import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo } from 'react'
import { type PageText, type TextBox, pageText, pageUnitOf } from '#src/domain/page-text.ts'
import { type ReadingText, pageReading, unitReading } from '#src/domain/reading-text.ts'
import type { OcrScore } from '#src/domain/ocr.ts'
import type { UnitOutline } from '#src/domain/library-views.ts'
import { type PageDocument, pageLayoutQuery, readerKeys } from '#app/features/reader/reader.queries.ts'
import type { ReadingPage } from './reading-image'

/** A page as the reader's data has it: what reading mode shows of it, and the search's word boxes. */
export interface ReadingModePage extends ReadingPage {
  boxes: TextBox[]
}

/** A unit as the reader's data has it (its outline in the store, its text in marked parts). */
export interface ReadingModeUnit extends Pick<UnitOutline, 'id' | 'type' | 'title' | 'language' | 'firstPage' | 'lastPage'> {
  parts: { text: string; match: boolean }[]
}

/** What `read=` names: an article, or a page; undefined for one the document does not have. */
export type ReadingTarget = { kind: 'unit'; unit: ReadingModeUnit; pages: ReadingModePage[] } | { kind: 'page'; page: ReadingModePage; pages: ReadingModePage[] }

export function readingTarget(read: string, units: readonly ReadingModeUnit[], pages: readonly ReadingModePage[]): ReadingTarget | undefined {
  const [kind, value] = read.split('-')
  const id = Number(value)
  if (kind === 'unit') {
    const unit = units.find((candidate) => candidate.id === id)
    return unit ? { kind, unit, pages: pages.filter((page) => page.sequence >= unit.firstPage && page.sequence <= unit.lastPage) } : undefined
  }
  const page = pages.find((candidate) => candidate.sequence === id)
  return page ? { kind: 'page', page, pages: [page] } : undefined
}

/** The article or page before and after, as `read=` values: articles with text, pages in order. */
export function neighbours(target: ReadingTarget, units: readonly ReadingModeUnit[], pages: readonly ReadingModePage[]): { previous?: string; next?: string } {
  if (target.kind === 'unit') {
    const readable = units.filter((unit) => unit.parts.length > 0)
    const at = readable.findIndex((unit) => unit.id === target.unit.id)
    const [previous, next] = [readable[at - 1], readable[at + 1]]
    return { ...(previous ? { previous: `unit-${previous.id}` } : {}), ...(next && at >= 0 ? { next: `unit-${next.id}` } : {}) }
  }
  const at = pages.findIndex((page) => page.sequence === target.page.sequence)
  const [previous, next] = [pages[at - 1], pages[at + 1]]
  return { ...(previous ? { previous: `page-${previous.sequence}` } : {}), ...(next ? { next: `page-${next.sequence}` } : {}) }
}

export interface ReadingData {
  text: ReadingText | undefined
  /** Each page's text and drawn lines, by sequence. */
  pages: Map<number, { text: PageText; lines: TextBox[]; ocr: OcrScore }>
  pending: boolean
}

/**
 * The reading text of a target, from the layouts of its pages (fetched as the reader's page views
 * fetch them, and shared with them): an article's blocks in its own order, or a page's.
 */
export function useReadingData(document: PageDocument, target: ReadingTarget | undefined, units: readonly ReadingModeUnit[]): ReadingData {
  const pages = target?.pages ?? []
  // One query for the pages' layouts, each fetched through its own (shared with the reader's page
  // views): not useQueries, which every page's shared chunk of TanStack Query would then carry.
  const client = useQueryClient()
  const sequences = pages.map((page) => page.sequence)
  const { data: fetched, isPending: pending } = useQuery({
    queryKey: [...readerKeys.all, 'reading', document, sequences],
    queryFn: () => Promise.all(sequences.map((sequence) => client.fetchQuery(pageLayoutQuery(document, sequence)))),
    staleTime: 5 * 60_000,
  })
  const layouts = (fetched ?? []).map((data) => ({ data }))
  return useMemo(() => {
    const byPage = new Map<number, { text: PageText; lines: TextBox[]; ocr: OcrScore; blocks: (unit: number) => number[] }>()
    pages.forEach((page, index) => {
      const layout = layouts[index]?.data
      if (!layout) return
      const onPage = units.filter((unit) => unit.firstPage <= page.sequence && unit.lastPage >= page.sequence).map((unit) => unit.id)
      byPage.set(page.sequence, {
        text: pageText(layout, pageUnitOf(layout, onPage)),
        lines: layout.blocks.flatMap((block) => block.lines),
        ocr: layout.ocr,
        blocks: (unit) => layout.regions.find((region) => region.unitId === unit)?.blocks ?? [],
      })
    })
    if (!target || pending) return { text: undefined, pages: byPage, pending }
    const reading = (page: ReadingModePage) => {
      const known = byPage.get(page.sequence)
      return known ? [{ sequence: page.sequence, text: known.text, hits: page.boxes, blocks: target.kind === 'unit' ? known.blocks(target.unit.id) : [] }] : []
    }
    const text = target.kind === 'unit' ? unitReading(target.unit, pages.flatMap(reading)) : reading(target.page).map(pageReading)[0]
    return { text, pages: byPage, pending }
    // The layouts' answer is named by `fetched`; `layouts` is made anew on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fetched, target, units, pending])
}
