/**
 * The Solr engine (ADR 030): the site's searches answered by a SolrCloud collection, behind the
 * same search contract as the embedded engine (contract.ts), so no page knows which one answers.
 *
 * Solr finds, counts, orders and marks; the store (the importer's SQLite file, which the site
 * reads for every page anyway) gives the rows of the page shown by id, the periodicals' titles,
 * and the issues and items the reader opens. A result therefore looks the same from either
 * engine; what differs is which units match (stemming finds more) and the passage marked.
 */
import type { FacetName } from '#src/domain/facets.ts'
import { parseIssueSegment } from '#src/domain/issue-path.ts'
import type { SearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import { FACET_SOURCES } from '#src/store/facet-sources.ts'
import { library } from '#src/store/library.ts'
import { type SearchRow, issueIdOf, unitsByIds } from '#src/store/search.ts'
import type {
  DocumentMarks,
  DocumentReader,
  FacetList,
  FacetListRequest,
  FacetValue,
  FeedAnswer,
  IssueRequest,
  ItemRequest,
  ReaderIssue,
  ReaderItem,
  SearchBreakdown,
  SearchEngine,
  SearchResults,
  TimelineComparison,
} from '../contract.ts'
import { NO_BREAKDOWN, NO_FACET_LIST, breakdownOf, facetListPage, inFacetOrder } from '../facet-values.ts'
import { filteredTitles, hitOf, variantReports } from '../hits.ts'
import { FEED_ENTRIES, type SearchPlan, comparisonPlans, planOf } from '../plan.ts'
import { parseQuery } from '../query.ts'
import type { SnippetPart } from '../snippet.ts'
import { MonthCounts, timelineOf } from '../timeline.ts'
import { markingQuery, vocabularyOf } from '../variants.ts'
import { bucketsOf, countOf, type FacetBuckets, SearchUnavailableError, type SelectResponse, type SolrClient } from './client.ts'
import {
  breakdownRequest,
  type DocumentScope,
  exactTierPlan,
  exactTierRequest,
  facetListRequest,
  feedRequest,
  inDocumentRequest,
  MARK_END,
  MARK_START,
  monthsRequest,
  resultsRequest,
  TEXT_FIELDS,
  variantCountsRequest,
  variantTerms,
} from './request.ts'

/** Highlighted text split at the marks, as the pages render it (never as HTML). */
export function partsOf(highlighted: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let match = false
  for (const piece of highlighted.split(/([\uE000\uE001])/u)) {
    if (piece === MARK_START) match = true
    else if (piece === MARK_END) match = false
    else if (piece !== '') {
      const last = parts.at(-1)
      if (last && last.match === match) last.text += piece
      else parts.push({ text: piece, match })
    }
  }
  return parts
}

/** The one highlighted passage Solr gave for a unit, from whichever language field holds its text. */
function passageOf(response: SelectResponse, id: number): string | undefined {
  const fields = response.highlighting?.[String(id)]
  if (!fields) return undefined
  for (const field of TEXT_FIELDS) {
    const passage = fields[field]?.[0]
    if (passage !== undefined) return passage
  }
  return undefined
}

/**
 * A result's passage as the embedded snippet shows it (snippet.ts): whitespace as single spaces,
 * and an ellipsis where the text goes on before or after it.
 */
export function snippetOf(passage: string | undefined, text: string): SnippetPart[] {
  if (passage === undefined) return []
  const parts = partsOf(passage.replace(/\s+/g, ' ')).filter((part) => part.text !== '')
  const first = parts[0]
  const last = parts.at(-1)
  if (first) first.text = first.text.replace(/^ +/, '')
  if (last) last.text = last.text.replace(/ +$/, '')
  const plain = parts.map((part) => part.text).join('')
  const flat = text.replace(/\s+/g, ' ').trim()
  if (plain === '') return []
  if (!flat.startsWith(plain)) parts.unshift({ text: '… ', match: false })
  if (!flat.endsWith(plain)) parts.push({ text: ' …', match: false })
  return parts
}

/** A facet's values as Solr counted them, in the facet's order, named where the facet's values are records. */
function facetValues(db: Db, name: FacetName, buckets: FacetBuckets): FacetValue[] {
  const values = inFacetOrder(
    name,
    buckets.map((bucket) => ({ value: String(bucket.val), count: bucket.count })),
  )
  const source = FACET_SOURCES[name]
  if (!('labels' in source)) return values
  const labels = source.labels(
    db,
    values.map((value) => value.value),
  )
  return values.map((value) => {
    const label = labels.get(value.value)
    return label ? { ...value, label } : value
  })
}

/** Hits per month of each search, on one calendar (the years of all of them). */
function monthCounts(series: readonly FacetBuckets[]): MonthCounts[] {
  const keys = series.flatMap((buckets) => buckets.map((bucket) => Number(bucket.val)).filter((key) => key > 0))
  const years = keys.map((key) => Math.floor(key / 100))
  const first = years.length > 0 ? Math.min(...years) : 0
  const last = years.length > 0 ? Math.max(...years) : -1
  return series.map((buckets) => {
    const months = new MonthCounts(first, last)
    for (const bucket of buckets) months.add(Number(bucket.val) * 100, bucket.count)
    return months
  })
}

/**
 * The Solr engine: the site's searches answered by a SolrCloud collection, from the same plan as
 * the embedded engine's (plan.ts, request.ts); the documents the reader opens are read by `documents`
 * with what Solr marked in them.
 */
export class SolrEngine implements SearchEngine {
  private readonly solr: SolrClient
  private readonly documents: DocumentReader
  private readonly store: () => Db | undefined

  constructor(solr: SolrClient, documents: DocumentReader, store: () => Db | undefined = library) {
    this.solr = solr
    this.documents = documents
    this.store = store
  }

  private hits(db: Db, response: SelectResponse, shown: (row: SearchRow) => SnippetPart[]) {
    const rows = unitsByIds(
      db,
      response.response.docs.map((doc) => doc.uid),
    )
    return { rows, hits: rows.map((row) => hitOf(row, shown(row))) }
  }

  async results(state: SearchState): Promise<SearchResults | null> {
    const db = this.store()
    if (!db) return null
    const named = filteredTitles(db, state)
    const plan = planOf(state, vocabularyOf(db))
    if (!plan) {
      const notes = parseQuery(state.q).notes ?? []
      return { total: 0, variants: [], notes, filteredTitles: named, page: state.page, size: state.size, hits: [], unanswerable: true, unavailable: false }
    }
    const { page, counted } = await this.resultsResponses(plan)
    const { hits } = this.hits(db, page, (row) => (plan.passage === 'none' ? [] : snippetOf(passageOf(page, row.id), row.text)))
    const counts = new Map(variantTerms(plan).map((term, index) => [term, countOf(counted, `variant${index}`)]))
    return {
      total: counted.response.numFound,
      variants: variantReports(plan.variants, counts),
      notes: [...plan.notes],
      filteredTitles: named,
      page: plan.window.page,
      size: plan.window.size,
      hits,
      unanswerable: false,
      unavailable: false,
    }
  }

  /**
   * The page's rows (`page`), and the total with the variants' counts (`counted`). With misreadings
   * by relevance, a page inside the exact tier is the exact words' own page, asked for beside the
   * counts (the embedded engine's runExactFirst); a page past it, one request sorted by tier.
   */
  private async resultsResponses(plan: SearchPlan): Promise<{ page: SelectResponse; counted: SelectResponse }> {
    const exactPlan = exactTierPlan(plan)
    if (exactPlan) {
      const [exact, counted] = await Promise.all([this.solr.select(exactTierRequest(plan, exactPlan)), this.solr.select(variantCountsRequest(plan))])
      if (plan.window.offset + plan.window.limit <= exact.response.numFound) return { page: exact, counted }
      // Past the exact tier: the page sorted by tier, without counting the variants again.
      const tiered = resultsRequest(plan)
      delete tiered.facet
      return { page: await this.solr.select(tiered), counted }
    }
    const response = await this.solr.select(resultsRequest(plan))
    return { page: response, counted: response }
  }

  async facets(state: SearchState): Promise<SearchBreakdown | null> {
    const db = this.store()
    if (!db) return null
    const plan = planOf(state, vocabularyOf(db))
    if (!plan) return NO_BREAKDOWN
    const response = await this.solr.select(breakdownRequest(plan))
    const [months] = monthCounts([bucketsOf(response, 'months')])
    return breakdownOf((name) => facetValues(db, name, bucketsOf(response, name)), timelineOf(months ? [months] : [], plan.range))
  }

  async facetList(request: FacetListRequest): Promise<FacetList | null> {
    const db = this.store()
    if (!db) return null
    const plan = planOf(request.state, vocabularyOf(db))
    if (!plan) return NO_FACET_LIST
    const response = await this.solr.select(facetListRequest(plan, request.facet))
    return facetListPage(facetValues(db, request.facet, bucketsOf(response, 'values')), request)
  }

  async compare(states: readonly SearchState[]): Promise<TimelineComparison | null> {
    const db = this.store()
    if (!db) return null
    const { plans, range } = comparisonPlans(states, vocabularyOf(db))
    const answers = await Promise.all(plans.map((plan) => (plan ? this.solr.select(monthsRequest(plan)) : undefined)))
    const months = monthCounts(answers.map((answer) => (answer ? bucketsOf(answer, 'months') : [])))
    return {
      timeline: timelineOf(months, range),
      series: states.map((state, index) => {
        const answer = answers[index]
        return { q: state.q, total: answer?.response.numFound ?? 0, answerable: answer !== undefined }
      }),
      unavailable: false,
    }
  }

  async feed(state: SearchState): Promise<FeedAnswer | null> {
    const db = this.store()
    if (!db) return null
    const plan = planOf(state, vocabularyOf(db))
    if (!plan) return { total: 0, entries: [] }
    const response = await this.solr.select(feedRequest(plan, FEED_ENTRIES))
    const { rows, hits } = this.hits(db, response, (row) => snippetOf(passageOf(response, row.id), row.text))
    return { total: response.response.numFound, entries: hits.map((hit, index) => ({ ...hit, addedAt: rows[index]?.addedAt ?? null })) }
  }

  /**
   * What Solr marks in one document for the words of `q`; undefined without words, and when the
   * cluster cannot answer: the reader then marks the words as typed, since a document can be read
   * while search is down.
   */
  private async marksIn(scope: DocumentScope, q: string): Promise<DocumentMarks | undefined> {
    const db = this.store()
    const request = inDocumentRequest(scope, db ? markingQuery(db, q) : parseQuery(q))
    if (!request) return undefined
    let response: SelectResponse
    try {
      response = await this.solr.select(request)
    } catch (error) {
      if (error instanceof SearchUnavailableError) return undefined
      throw error
    }
    const units = response.response.docs.flatMap((doc) => {
      const passage = passageOf(response, doc.uid)
      return passage === undefined ? [] : [{ id: doc.uid, parts: partsOf(passage) }]
    })
    const words = new Set(units.flatMap((unit) => unit.parts.filter((part) => part.match).map((part) => part.text)))
    return { units, words: [...words] }
  }

  async issue(request: IssueRequest): Promise<ReaderIssue | null> {
    const db = this.store()
    const ref = parseIssueSegment(request.issue)
    const issueId = db && ref ? issueIdOf(db, request.paperid, ref.date, ref.edition) : undefined
    const marks = issueId === undefined ? undefined : await this.marksIn({ issueId }, request.q)
    return this.documents.issue(marks ? { ...request, marks } : request)
  }

  async item(request: ItemRequest): Promise<ReaderItem | null> {
    const marks = await this.marksIn({ itemId: request.id }, request.q)
    return this.documents.item(marks ? { ...request, marks } : request)
  }
}
