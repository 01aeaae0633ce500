/**
 * One search of the embedded engine from its plan (ADR 008): the match set from FTS5 (or a common
 * word's stored lists), one pass over it for the filters, the total, the facets and the timeline,
 * and the page in the plan's order. Only the rows of the page shown are read back from SQL.
 */
import type { FacetName } from '#src/domain/facets.ts'
import { checkBudget } from '#src/domain/work-budget.ts'
import type { Db } from '#src/store/db.ts'
import { rankedAmong } from '#src/store/search.ts'
import { prefixRankKey, termRank, wordRanks } from '#src/store/term-ranks.ts'
import type { SearchBreakdown } from '../contract.ts'
import { breakdownOf } from '../facet-values.ts'
import type { SearchPlan } from '../plan.ts'
import { type ParsedQuery, hasVariants, toFtsMatch, withoutVariants } from '../query.ts'
import { MonthCounts, timelineOf } from '../timeline.ts'
import { type UnitColumns, unitColumns } from './columns.ts'
import { type Evaluation, type Tally, compileFilters, evaluate, facetValuesOf } from './filter-pass.ts'
import { type EngineCaches, matchSet, vocabularyKey } from './match-sets.ts'
import { pageByRanks, pageOf, rankedPage, rankedPageAmong } from './ordering.ts'

/** The stored ranking's key of a query that is a single plain word or a single prefix, else undefined. */
function rankKey(query: ParsedQuery): string | undefined {
  const [term, ...rest] = query.terms
  if (!term || rest.length > 0 || term.negated || term.variants?.length || term.kind === 'phrase') return undefined
  const key = vocabularyKey(term.text)
  return key === undefined || term.kind === 'word' ? key : prefixRankKey(key)
}

export interface Outcome {
  total: number
  /** Counts per facet and the timeline, when asked for. */
  breakdown: SearchBreakdown | undefined
  /** The unit ids of the page, in order (none when the hits were not asked for). */
  ids: number[]
}

function breakdownOfEvaluation(columns: UnitColumns, evaluation: Evaluation, months: MonthCounts | undefined, plan: SearchPlan): SearchBreakdown | undefined {
  const counts = evaluation.counts
  if (!counts || !months) return undefined
  return breakdownOf((name) => facetValuesOf(columns, counts, name), timelineOf([months], plan.range))
}

/**
 * The FTS5 expression that ranks the units only a misreading found: the expanded word as its
 * variants alone when one word was expanded (so bm25 weighs the variant found, not the word the
 * unit lacks), else the whole expanded query.
 */
function variantTierMatch(query: ParsedQuery): string | undefined {
  const expanded = query.terms.filter((term) => (term.variants?.length ?? 0) > 0)
  const [only] = expanded
  if (expanded.length !== 1 || !only) return toFtsMatch(query)
  const [first, ...rest] = only.variants ?? []
  if (first === undefined) return toFtsMatch(query)
  // Each variant as a word of its own, OR'ed: the same expression as the word's group less the word.
  const variantsOnly = { ...only, text: first, variants: rest }
  return toFtsMatch({ terms: query.terms.map((term) => (term === only ? variantsOnly : term)) })
}

/**
 * A relevance page of a search with misreadings (ADR 039): the units holding every word as typed
 * first, in their own order (the exact search's page, so a common word keeps its stored ranking),
 * then the units only a variant found, ranked among themselves. The total and the counts are the
 * expanded search's.
 */
function runExactFirst(db: Db, caches: EngineCaches, plan: SearchPlan, parts: { hits: boolean; facets: boolean }): Outcome {
  const columns = unitColumns(db)
  const exactPlan: SearchPlan = { ...plan, query: withoutVariants(plan.query), variants: [] }
  const exact = runPlan(db, caches, exactPlan, { hits: true, facets: false })
  const months = parts.facets ? new MonthCounts(columns.firstYear, columns.lastYear) : undefined
  const all = evaluatePlan(db, caches, plan, { facets: parts.facets, months })
  const breakdown = breakdownOfEvaluation(columns, all, months, plan)
  const { offset, limit } = plan.window
  const end = offset + limit
  if (end <= exact.total) return { total: all.total, breakdown, ids: exact.ids }
  // The page reaches past the exact matches: rank the others among themselves.
  const isExact = new Uint8Array(columns.count)
  for (const position of evaluatePlan(db, caches, exactPlan, { facets: false }).hits) isExact[position] = 1
  const others: number[] = []
  for (const position of all.hits) if (isExact[position] !== 1) others.push(columns.ids[position] ?? 0)
  const match = variantTierMatch(plan.query)
  const wanted = end - exact.total
  const ranked = match === undefined ? [] : rankedAmong(db, match, others, wanted, columns.priors)
  // Whatever the tier's expression did not rank (a unit matched otherwise) follows, by id.
  const rankedSet = new Set(ranked)
  const tier = [...ranked, ...others.filter((id) => !rankedSet.has(id))].slice(0, wanted)
  const exactIds = offset < exact.total ? exact.ids : []
  return { total: all.total, breakdown, ids: [...exactIds, ...tier.slice(Math.max(0, offset - exact.total))] }
}

/** A search's page (`hits`) and its facet counts and timeline (`facets`), as asked. */
export function runPlan(db: Db, caches: EngineCaches, plan: SearchPlan, parts: { hits: boolean; facets: boolean }): Outcome {
  if (parts.hits && plan.order.by === 'relevance' && hasVariants(plan.query)) return runExactFirst(db, caches, plan, parts)
  // Between steps (ADR 051): a match served from a cache or a small statement meets no check inside one.
  checkBudget()
  const columns = unitColumns(db)
  const filters = compileFilters(columns, plan)
  const match = toFtsMatch(plan.query)
  const key = plan.order.by === 'relevance' && parts.hits ? rankKey(plan.query) : undefined
  const rank = key === undefined ? undefined : termRank(db, key)
  const fromRank = rank ? rankedPage(columns, rank, filters, plan) : undefined
  // Filters that keep too few of a common word's first units (or a page past them): its stored ranks order the hits.
  const ranks = rank && !fromRank && key !== undefined ? wordRanks(db, key) : undefined
  if (rank && fromRank && !filters.any && !parts.facets) {
    // Nothing to count but the word's own matches: no pass over them at all.
    return { total: rank.matches, breakdown: undefined, ids: fromRank }
  }
  // The facets' pass also counts the hits per month: the timeline costs no pass of its own.
  const newMonths = () => (parts.facets ? new MonthCounts(columns.firstYear, columns.lastYear) : undefined)
  const tally: Tally = { facets: parts.facets, months: newMonths() }
  const ranked = parts.hits && plan.order.by === 'relevance' && !fromRank && !ranks
  if (ranked && filters.any && match !== undefined && caches.matches(db).get(match)?.ranked !== true) {
    // Filters that keep a small part of the matches: rank that part alone (ADR 011), not every match.
    const unranked = matchSet(db, caches, columns, plan.query, match, false)
    const evaluation = evaluate(columns, unranked.positions, filters, tally)
    if (evaluation.total * 2 <= unranked.positions.length) {
      const ids = rankedPageAmong(db, caches, columns, plan, match, evaluation.hits.subarray(0, evaluation.total))
      return { total: evaluation.total, breakdown: breakdownOfEvaluation(columns, evaluation, tally.months, plan), ids }
    }
    tally.months = newMonths()
  }
  const candidates = match === undefined ? undefined : matchSet(db, caches, columns, plan.query, match, ranked).positions
  checkBudget()
  const evaluation = evaluate(columns, candidates, filters, tally)
  const ids = parts.hits ? (fromRank ?? (ranks ? pageByRanks(columns, evaluation, ranks, plan) : pageOf(columns, evaluation, plan))) : []
  return { total: evaluation.total, breakdown: breakdownOfEvaluation(columns, evaluation, tally.months, plan), ids }
}

/** One pass over a plan's unranked matches. */
export function evaluatePlan(db: Db, caches: EngineCaches, plan: SearchPlan, tally: Tally): Evaluation {
  const columns = unitColumns(db)
  const match = toFtsMatch(plan.query)
  checkBudget()
  const candidates = match === undefined ? undefined : matchSet(db, caches, columns, plan.query, match, false).positions
  checkBudget()
  return evaluate(columns, candidates, compileFilters(columns, plan), tally)
}

/** Every value of each facet counted for a plan, in facet order. */
export function allFacetValues(db: Db, caches: EngineCaches, plan: SearchPlan) {
  const counts = evaluatePlan(db, caches, plan, { facets: true }).counts
  const columns = unitColumns(db)
  return (name: FacetName) => (counts ? facetValuesOf(columns, counts, name) : [])
}

/** How many of a search's hits each variant of its words was found in (ADR 039), by the variant. */
export function variantCounts(db: Db, caches: EngineCaches, plan: SearchPlan): Map<string, number> {
  const counts = new Map<string, number>()
  const terms = plan.variants.flatMap((group) => group.terms)
  if (terms.length === 0) return counts
  const columns = unitColumns(db)
  const evaluation = evaluatePlan(db, caches, plan, { facets: false })
  const hit = new Uint8Array(columns.count)
  for (const position of evaluation.hits.subarray(0, evaluation.total)) hit[position] = 1
  for (const term of new Set(terms)) {
    // One statement a variant: the search's budget is checked between them (ADR 051).
    checkBudget()
    const query: ParsedQuery = { terms: [{ kind: 'word', text: term, negated: false }] }
    const match = toFtsMatch(query)
    if (match === undefined) continue
    let count = 0
    for (const position of matchSet(db, caches, columns, query, match, false).positions) count += hit[position] ?? 0
    counts.set(term, count)
  }
  return counts
}
