/**
 * The ranking test set: queries over the demo collection, each with what a
 * researcher expects of its first ten results in relevance order (issue 15).
 * `npm run bench -- --only ranking` reports its score; an integration test
 * holds the ranking to it.
 *
 * The expectations are judgments about kinds of result, not about unit ids, so
 * they hold for the demo at any size or seed: a one-line unit (a caption, a
 * section heading) should not crowd out the articles that discuss a word; a
 * masthead, repeated in every issue, is not what a word search is after unless
 * the query names the paper; a unit whose headline carries the words comes
 * before one that mentions them in passing; a phrase that is a caption finds
 * that caption first.
 */
import { parseSearchState } from '#src/domain/search-state.ts'
import type { Db } from '#src/store/db.ts'
import { foldedWords } from '#src/store/ranking.ts'
import { search } from './search.ts'

/** A unit of one line of at most this many words is one line of print: a caption, a heading, a map's title. */
export const ONE_LINE_WORDS = 12
/** How many results each judgment looks at: the first page a visitor reads. */
export const JUDGED_DEPTH = 10

export interface RelevanceQuery {
  q: string
  /** Why the expectations are what they are, for the report's reader. */
  why: string
  /** At most this many one-line units in the first ten (default 3; a phrase found in captions sets none). */
  maxOneLine?: number | null
  /** At most this many mastheads (title sections) in the first ten (default 2; a paper's name sets none). */
  maxMastheads?: number | null
  /** At least this many of the first ten carry every query word in their headline. */
  minHeadlines?: number
  /** The query finds at least this many units (default ten), so its judgments mean something. */
  minResults?: number
  /** The first result is one of these unit types. */
  firstType?: readonly string[]
  /** At least `min` of the first ten are of these unit types. */
  types?: { of: readonly string[]; min: number }
}

export const RELEVANCE_SET: readonly RelevanceQuery[] = [
  { q: 'luxembourg', why: 'the country and town: articles about it, not eight copies of a caption', minHeadlines: 3 },
  { q: 'zeitung', why: 'the word, not the mastheads of every "…-Zeitung"' },
  { q: 'echternach', why: 'a town: reports from it before its picture captions', minHeadlines: 2 },
  { q: 'diekirch', why: 'a town: reports from it before its picture captions', minHeadlines: 2 },
  { q: 'ettelbruck', why: 'a town: reports from it before its picture captions' },
  { q: 'wiltz', why: 'a town, reported on in every language' },
  { q: 'remich', why: 'a town on the Moselle' },
  { q: 'hosingen', why: 'a village: "Aus Hosingen." reports lead', minHeadlines: 3 },
  { q: 'mersch', why: 'a town named in bylines and reports' },
  { q: 'wasserbillig', why: 'a town, also in law titles' },
  { q: 'brücke', why: 'bridges are reported on, not only pictured' },
  { q: 'denkmal', why: 'monuments are reported on as often as pictured' },
  { q: 'hochöfen', why: 'the blast furnaces: reports before their pictures' },
  { q: 'monument', why: 'French reports on monuments, beside their pictures' },
  { q: '"vue de luxembourg"', why: 'a phrase that is a caption: the caption first', maxOneLine: null, minResults: 5, firstType: ['illustration'] },
  { q: '"plan de la ville"', why: 'a phrase that is a map title: the maps first', maxOneLine: null, minResults: 5, firstType: ['map'] },
  { q: '"nouvelles locales"', why: 'a section heading searched as such: the headings it names', maxOneLine: null, firstType: ['section'] },
  { q: 'brand', why: 'fires are reported in articles headed "Brand in …"', minHeadlines: 3 },
  { q: 'kirche', why: 'a common word of local news' },
  { q: '"le nouveau pont"', why: 'a caption phrase: the pictures of the bridge lead', maxOneLine: null, types: { of: ['illustration'], min: 1 } },
  { q: 'gesetz', why: 'laws are titled "Gesetz vom …": they lead', minHeadlines: 5, types: { of: ['law'], min: 5 } },
  { q: 'gemeindewahlen', why: 'the law on municipal elections first', firstType: ['law'] },
  { q: 'primärunterricht', why: 'the law on primary schooling first', firstType: ['law'] },
  { q: 'marktpreise', why: 'market price tables are titled so', firstType: ['table'], minHeadlines: 5 },
  { q: 'wetterbericht', why: 'weather reports are titled so', firstType: ['weather'], types: { of: ['weather'], min: 5 } },
  { q: '"bulletin météorologique"', why: 'French weather reports', firstType: ['weather'], types: { of: ['weather'], min: 5 } },
  { q: 'schiffsnachrichten', why: 'shipping news are titled so', firstType: ['shipping'] },
  { q: 'postdampfer', why: 'steamers are in the shipping news', types: { of: ['shipping'], min: 3 } },
  { q: 'bücherschau', why: 'book reviews are titled so', firstType: ['review'], minHeadlines: 3 },
  { q: '"gott dem allmächtigen"', why: 'the opening of German death notices', types: { of: ['death_notice'], min: 5 } },
  { q: '"la douleur"', why: 'the opening of French death notices', types: { of: ['death_notice'], min: 3 } },
  { q: 'kapitel', why: 'book chapters are headed so', types: { of: ['chapter'], min: 3 } },
  { q: 'chapitre', why: 'book chapters are headed so', types: { of: ['chapter'], min: 3 } },
  { q: 'regierung', why: 'a common word of political reporting' },
  { q: 'chamber', why: 'Luxembourgish reports on the parliament' },
  { q: 'ministres', why: 'French political reporting' },
  { q: 'schule', why: 'a common word of local news' },
  { q: 'theater', why: 'reviews and notices of the theatre', minHeadlines: 1 },
  { q: 'gesucht', why: 'small ads begin so', types: { of: ['advertisement'], min: 5 } },
  { q: 'eisenbahn', why: 'railways in reports, laws and maps' },
  { q: 'brand luxemburg', why: 'two words: the reports headed "Brand in Luxemburg." lead', minHeadlines: 5 },
  { q: 'council', why: 'English reports: town councils and the European Community' },
  { q: 'straßenbahn esch', why: 'the tramway in Esch: its reports lead', minHeadlines: 3 },
  { q: 'schueberfouer', why: 'the fair, in Luxembourgish reports headed so', minHeadlines: 5 },
  { q: 'wale lëtzebuerg', why: 'Luxembourgish election reports', minHeadlines: 3 },
  { q: '"chronique judiciaire"', why: 'a recurring French heading', minHeadlines: 5 },
  { q: 'zuchtpolizeigericht', why: 'court reports, a recurring heading', minHeadlines: 5 },
  { q: 'generalversammlung', why: 'association news, a recurring heading', minHeadlines: 5 },
  { q: '"luxemburger morgenblatt"', why: 'the name of a paper: its mastheads may lead', maxMastheads: null },
]

export interface RelevanceResult {
  q: string
  /** The first ten results as "type (words): title". */
  top: string[]
  total: number
  checks: { name: string; passed: boolean; detail: string }[]
}

export interface RelevanceReport {
  /** Share of all checks passed, 0 to 1. */
  score: number
  passed: number
  checks: number
  /** Queries with every check passed. */
  queriesPassed: number
  queries: number
  results: RelevanceResult[]
}

interface JudgedUnit {
  id: number
  type: string
  title: string
  words: number
  oneLine: boolean
}

const wordsOf = foldedWords

function judgedUnits(db: Db, ids: number[]): JudgedUnit[] {
  const statement = db.prepare<[number], { id: number; type: string; title: string | null; text: string }>('SELECT id, type, title, text FROM unit WHERE id = ?')
  return ids.flatMap((id) => {
    const row = statement.get(id)
    if (!row) return []
    const words = wordsOf(row.text).length
    return [{ id, type: row.type, title: row.title ?? '', words, oneLine: words <= ONE_LINE_WORDS && !row.text.trim().includes('\n') }]
  })
}

/** Runs the set against a store with the engine a visitor's search uses. */
export function evaluateRelevance(db: Db, set: readonly RelevanceQuery[] = RELEVANCE_SET): RelevanceReport {
  const results = set.map((query): RelevanceResult => {
    const answer = search(db, parseSearchState({ q: query.q, sort: 'relevance', size: '20' }))
    const units = judgedUnits(db, answer.hits.slice(0, JUDGED_DEPTH).map((hit) => hit.id))
    const queryWords = wordsOf(query.q)
    const checks: RelevanceResult['checks'] = []
    const count = (test: (unit: JudgedUnit) => boolean) => units.filter(test).length
    const maxOneLine = query.maxOneLine === undefined ? 3 : query.maxOneLine
    if (maxOneLine !== null) {
      const found = count((unit) => unit.oneLine)
      checks.push({ name: 'one-line units', passed: found <= maxOneLine, detail: `${found} (at most ${maxOneLine})` })
    }
    const maxMastheads = query.maxMastheads === undefined ? 2 : query.maxMastheads
    if (maxMastheads !== null) {
      const found = count((unit) => unit.type === 'title_section')
      checks.push({ name: 'mastheads', passed: found <= maxMastheads, detail: `${found} (at most ${maxMastheads})` })
    }
    if (query.minHeadlines !== undefined) {
      const found = count((unit) => {
        const headline = new Set(wordsOf(unit.title))
        return queryWords.every((word) => headline.has(word))
      })
      checks.push({ name: 'headlines with the words', passed: found >= query.minHeadlines, detail: `${found} (at least ${query.minHeadlines})` })
    }
    if (query.firstType) {
      const first = units[0]?.type ?? 'none'
      checks.push({ name: 'first result', passed: query.firstType.includes(first), detail: `${first} (expected ${query.firstType.join(' or ')})` })
    }
    if (query.types) {
      const { of, min } = query.types
      const found = count((unit) => of.includes(unit.type))
      checks.push({ name: `${of.join('/')} results`, passed: found >= min, detail: `${found} (at least ${min})` })
    }
    // A judgment over a handful of results says little: the set's queries must find enough.
    const minResults = query.minResults ?? JUDGED_DEPTH
    checks.push({ name: 'results', passed: answer.total >= minResults, detail: `${answer.total} (at least ${minResults})` })
    return { q: query.q, total: answer.total, top: units.map((unit) => `${unit.type} (${unit.words}): ${unit.title}`), checks }
  })
  const all = results.flatMap((result) => result.checks)
  const passed = all.filter((check) => check.passed).length
  return {
    score: all.length === 0 ? 0 : Math.round((passed / all.length) * 1000) / 1000,
    passed,
    checks: all.length,
    queriesPassed: results.filter((result) => result.checks.every((check) => check.passed)).length,
    queries: results.length,
    results,
  }
}
