/**
 * What the pages show of the library (issue 54: view types from the domain, not store rows): the
 * store's read side answers in these, the server functions send them, and the app's components are
 * typed by them, so a component never imports the store (the lint forbids it in the app's .tsx files).
 */
import * as v from 'valibot'
import type { ItemType } from './issue-path.ts'

// The stored statistics also count import batches (ADR 021); this schema leaves them out, so no
// page (nor the state it dehydrates) carries anything about batches.
export const statisticsSchema = v.object({
  totalPages: v.number(),
  totalArticles: v.number(),
  totalUnits: v.number(),
  totalDocuments: v.number(),
  totalIssues: v.number(),
  totalPeriodicals: v.number(),
  issuesPerYear: v.array(v.object({ year: v.number(), issues: v.number() })),
  updated: v.string(),
})
export type LibraryStatistics = v.InferOutput<typeof statisticsSchema>

export interface PeriodicalSummary {
  id: string
  title: string
  type: 'newspaper' | 'serial'
  languages: string[]
  firstDate: string | null
  lastDate: string | null
  issueCount: number
}

export interface PeriodicalDetail extends PeriodicalSummary {
  issn: string | null
  publishers: string[]
  printers: string[]
  period: string | null
  description: string | null
  accessInfo: string | null
  permalink: string | null
  earlierTitles: { title: string; id?: string }[]
  laterTitles: { title: string; id?: string }[]
  record: string[]
  /** The language the description is written in (ISO 639-1), when the record says: its 040 $b, the language of cataloguing. */
  descriptionLanguage: string | null
  /** The years the library holds issues of, in order: what is digitised here, beside the title's own period. */
  heldYears: number[]
}

export interface ItemSummary {
  id: string
  type: ItemType
  bornDigital: boolean
  title: string
  authors: string[]
  date: string | null
  languages: string[]
  pageCount: number
}

export interface StaffPickSummary {
  id: string
  title: string
  summary: string
  target: string | null
  published: string
  /** A page of what the pick points at, as a thumbnail address under /iiif (its scan, or its layout drawn). */
  picture: string | null
}

export interface StaffPick extends StaffPickSummary {
  body: string[]
}

export interface NewsItem {
  id: string
  title: string
  body: string[]
  published: string
}

/** What the home page shows from the store, and what the search page reads its totals from. */
export interface LibraryOverview {
  statistics: LibraryStatistics | null
  featured: PeriodicalSummary[]
  staffPicks: StaffPickSummary[]
  news: NewsItem[]
}

/** What the search page says is indexed, beside its search box. */
export interface LibraryTotals {
  units: number
  documents: number
}

export interface IssueYear {
  year: number
  issues: number
}

export interface IssueDay {
  date: string
  edition: number
  number: string | null
}

export interface IssueCalendar {
  years: IssueYear[]
  /** The shown year: the one asked for when it has issues, else the latest. */
  year: number | null
  /** Every issue of the shown year, by date then edition. */
  issues: IssueDay[]
}

export interface PageOutline {
  sequence: number
  label: string | null
  imageService: string | null
  ocrPath: string | null
  imageKey: string | null
  imagePath: string | null
  width: number | null
  height: number | null
  /** The page's layout (blocks and lines) is stored: its layout can be drawn. */
  hasLayout: boolean
}

export interface UnitOutline {
  id: number
  /** The id its source gave it (a METS logical div's ID): its permanent link and a list name it by this. */
  sourceId: string
  type: string
  title: string | null
  language: string | null
  firstPage: number
  lastPage: number
  contentTypes: string[]
  /** The length of its text, in UTF-16 code units as stored. */
  characters: number
}
