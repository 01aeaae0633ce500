/**
 * What an issue holds before a word is written: its logical units, exactly as many as the schedule
 * asks for, chosen by the kind of paper and its period. Kept apart from the writing so that the
 * plan's draws come first and are the same whatever the texts turn out to be.
 */
import type { Periodical } from './catalog.ts'
import type { Rng } from './random.ts'
import type { SectionKey } from './vocabulary.ts'

export type LeafKind =
  | 'ARTICLE'
  | 'ADVERTISEMENT'
  | 'DEATH_NOTICE'
  | 'ILLUSTRATION'
  | 'TABLE'
  | 'MAP'
  | 'CHART_DIAGRAM'
  | 'WEATHER'
  | 'SHIPPING'
  | 'LAW'
  | 'REVIEW'
  | 'SUPPLEMENT'

/** Every METS div TYPE the issue generator writes as a logical unit. */
export const ISSUE_UNIT_TYPES: readonly string[] = [
  'ARTICLE', 'ADVERTISEMENT', 'DEATH_NOTICE', 'ILLUSTRATION', 'TABLE', 'MAP', 'CHART_DIAGRAM', 'WEATHER',
  'SHIPPING', 'LAW', 'REVIEW', 'SUPPLEMENT', 'SECTION', 'TITLE_SECTION',
]

export interface PlanLeaf {
  kind: LeafKind
  feuilleton?: boolean
}
interface PlanSection {
  kind: 'SECTION'
  section: SectionKey
  children: PlanLeaf[]
}
interface PlanTitle {
  kind: 'TITLE_SECTION'
}
export type PlanNode = PlanLeaf | PlanSection | PlanTitle

interface Profile {
  official: number
  local: number
  foreign: number
  illustration: number
  map: number
  chart: number
  review: number
  feuilleton: number
  table: number
  statistics: boolean
  shipping: number
  weather: number
  supplement: number
  deaths: number
  ads: number
  maxLaws: number
}

/** About how many issues a paper of each frequency printed in a month. */
const ISSUES_A_MONTH: Record<Periodical['frequency'], number> = { daily: 26, weekly: 4.3, monthly: 1, quarterly: 1 / 3 }

/**
 * The laws a paper printed in a month, on average at most: about one (issue 51, wave 11: the dailies printed 200
 * laws a year, where a paper printed the text of a law now and then, and their subjects came round every few weeks:
 * a language's papers together print fewer laws in five years than there are subjects of those years).
 * The occupation's ordinances are the period's content (10 May 1940 – 10 September 1944: rationing and requisitions
 * every week) and keep their rate; only those days, not the whole of 1940 and 1944, whose Chamber's last laws and the
 * liberation's decrees are laws like the others (issue 51, wave 12).
 */
export const LAWS_A_MONTH = 1

function boundLaws(p: Profile, t: Periodical, occupied: boolean): Profile {
  if (occupied) return p
  const perIssue = LAWS_A_MONTH / ISSUES_A_MONTH[t.frequency]
  const expected = (p.official * (1 + p.maxLaws)) / 2
  return expected <= perIssue ? p : { ...p, official: (2 * perIssue) / (1 + p.maxLaws) }
}

/** A paper's leanings in a year; `occupied`: the issue's day is of the occupation, whose ordinances keep their rate. */
export function profile(t: Periodical, year: number, occupied = false): Profile {
  const p = boundLaws(titleProfile(t, year), t, occupied)
  // No emigrant ships sailed in the war years, and weather reports were a military secret then;
  // markets were controlled, their prices fixed, and few market lists were printed.
  if (year >= 1939 && year <= 1945) return { ...p, shipping: 0, weather: year >= 1940 ? 0 : p.weather, table: year >= 1940 && year <= 1944 ? p.table * 0.3 : p.table }
  // By 1960 the emigrants flew, and the liners' news was no longer the paper's (issue 51, sixth reading: no emigrant ship in 1973).
  if (year >= 1960) return { ...p, shipping: 0 }
  return p
}

function titleProfile(t: Periodical, year: number): Profile {
  const newspaper = t.type === 'newspaper'
  const p: Profile = {
    official: newspaper ? (year < 1920 ? 0.3 : 0.12) : 0.05,
    local: newspaper ? 0.6 : 0.2,
    foreign: newspaper ? 0.45 : 0.2,
    illustration: newspaper ? (year < 1880 ? 0.12 : year < 1920 ? 0.35 : 0.6) : 0.5,
    map: 0.04,
    chart: newspaper ? 0.03 : 0.08,
    review: newspaper ? 0.3 : 0.45,
    feuilleton: newspaper ? 0.45 : 0.2,
    table: newspaper ? 0.4 : 0.2,
    statistics: false,
    shipping: newspaper ? (year >= 1850 && year < 1940 ? 0.2 : 0.05) : 0.02,
    weather: newspaper ? (year >= 1870 ? 0.4 : 0.1) : 0.05,
    supplement: newspaper ? 0.05 : 0.08,
    deaths: newspaper ? 0.65 : 0.15,
    ads: newspaper ? 0.9 : 0.4,
    maxLaws: 3,
  }
  switch (t.id) {
    case 'actes':
      return { ...p, official: 1, maxLaws: 5, ads: 0.15, deaths: 0, feuilleton: 0, review: 0, illustration: 0.02, weather: 0, shipping: 0 }
    case 'conjoncture':
      return { ...p, table: 0.9, statistics: true, chart: 0.6, ads: 0.1, deaths: 0, feuilleton: 0 }
    case 'annalesmed':
      return { ...p, table: 0.6, statistics: true, chart: 0.3, deaths: 0.05, feuilleton: 0 }
    case 'pflug':
    case 'bauernstand':
    case 'moselecho':
    case 'weinbote':
      return { ...p, table: 0.85, weather: 0.6 }
    case 'sportspill':
      return { ...p, illustration: 0.7, review: 0.1 }
    case 'illustre':
    case 'ecran':
      return { ...p, illustration: 0.9, review: 0.8 }
    case 'paiperlek':
    case 'schoulklack':
      return { ...p, illustration: 0.85, deaths: 0 }
    case 'wegweiser':
      // The grain prices every week, and the back page of advertisements (the staff pick reads them).
      return { ...p, table: 0.95, ads: 1 }
    case 'petitecho':
      // The serial novel at the foot of the page was the cheap daily's draw (the staff pick follows it).
      return { ...p, feuilleton: 0.95 }
    case 'moselwacht':
      return { ...p, table: 0.85, weather: 0.9 }
    case 'duchygazette':
      return { ...p, shipping: 0.03 }
    default:
      return p
  }
}

function leaves(kind: LeafKind, n: number): PlanLeaf[] {
  return Array.from({ length: n }, () => ({ kind }))
}

function nodeCost(node: PlanNode): number {
  return node.kind === 'SECTION' ? 1 + node.children.length : 1
}

/** The issue's logical units, exactly `units` of them counting sections and their children. */
export function planIssue(rng: Rng, t: Periodical, year: number, units: number, occupied = false): PlanNode[] {
  if (units <= 1) return [{ kind: 'ARTICLE' }]
  const p = profile(t, year, occupied)
  let budget = units - 1
  const reserve = Math.min(2, budget)
  const chosen = new Map<string, PlanNode[]>()
  const take = (slot: string, nodes: PlanNode[]) => {
    const cost = nodes.reduce((a, n) => a + nodeCost(n), 0)
    if (cost > budget - reserve) return false
    budget -= cost
    chosen.set(slot, nodes)
    return true
  }
  /** A section whose children shrink to the budget left; none below `min` children. */
  const section = (slot: string, key: SectionKey, children: PlanLeaf[], min = 1) => {
    const room = budget - reserve - 1
    if (room < min) return
    take(slot, [{ kind: 'SECTION', section: key, children: children.slice(0, Math.max(min, Math.min(children.length, room))) }])
  }

  // In order of priority: what a paper of this kind would rather not drop.
  if (rng.chance(p.ads)) {
    const n = rng.int(2, 6)
    if (rng.chance(0.8)) section('ads', 'ads', leaves('ADVERTISEMENT', n), 1)
    else take('ads', leaves('ADVERTISEMENT', Math.min(n, Math.max(0, budget - reserve))))
  }
  if (rng.chance(p.official)) {
    const laws = leaves('LAW', rng.int(1, p.maxLaws))
    const extra = rng.chance(0.4) ? leaves('ARTICLE', 1) : []
    section('official', 'official', [...laws, ...extra], 1)
  }
  if (rng.chance(p.local)) section('local', 'local', leaves('ARTICLE', rng.int(2, 4)), 2)
  if (rng.chance(p.deaths)) {
    const n = rng.int(1, 3)
    if (n >= 2) section('deaths', 'deaths', leaves('DEATH_NOTICE', n), 1)
    else take('deaths', leaves('DEATH_NOTICE', 1))
  }
  if (rng.chance(p.table)) take('table', leaves('TABLE', 1))
  if (rng.chance(p.illustration)) take('illustration', leaves('ILLUSTRATION', rng.chance(0.25) ? 2 : 1))
  if (rng.chance(p.feuilleton)) take('feuilleton', [{ kind: 'ARTICLE', feuilleton: true }])
  if (rng.chance(p.review)) take('review', leaves('REVIEW', 1))
  if (rng.chance(p.weather)) take('weather', leaves('WEATHER', 1))
  if (rng.chance(p.shipping)) take('shipping', leaves('SHIPPING', 1))
  if (rng.chance(p.map)) take('map', leaves('MAP', 1))
  if (rng.chance(p.chart)) take('chart', leaves('CHART_DIAGRAM', 1))
  if (rng.chance(p.supplement)) take('supplement', leaves('SUPPLEMENT', 1))

  // Whatever is left becomes news articles, some of them under a foreign-news heading.
  let articles = budget
  if (articles >= 7 && rng.chance(p.foreign + 0.1)) {
    const k = rng.int(2, Math.min(5, articles - 3))
    chosen.set('foreign', [{ kind: 'SECTION', section: 'foreign', children: leaves('ARTICLE', k) }])
    articles -= k + 1
  }
  const early = Math.ceil(articles / 2)
  const get = (slot: string) => chosen.get(slot) ?? []
  const plan: PlanNode[] = [
    { kind: 'TITLE_SECTION' },
    ...get('official'),
    ...leaves('ARTICLE', early),
    ...get('foreign'),
    ...get('local'),
    ...get('illustration'),
    ...leaves('ARTICLE', articles - early),
    ...get('feuilleton'),
    ...get('review'),
    ...get('map'),
    ...get('chart'),
    ...get('table'),
    ...get('weather'),
    ...get('shipping'),
    ...get('supplement'),
    ...get('deaths'),
    ...get('ads'),
  ]
  const total = plan.reduce((a, n) => a + nodeCost(n), 0)
  if (total !== units) throw new Error(`issue plan has ${total} units instead of ${units}`)
  return plan
}
