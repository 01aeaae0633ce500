/**
 * The Luxembourgish council's leftovers fixed on i51p12 (wave 9): two "Gemengerot" notes of one issue told in the
 * same four sentences whatever the project (the eighth D8 2 rule caught them whenever the draws moved), and a
 * sports hall, a church or a fire station voted for a few hundred thousand francs after 1950. Each is counted
 * over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, sentencesOf } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs].join(' ')
const isLbCouncil = (t: GeneratedText) => t.language === 'lb' && kindOf(t) === 'council'

// --- 1. Two lb council notes of one issue in the same sentences ---------------------------------------------

/** As the eighth D8 2 rule sees a sentence: names and numbers masked, five words or more. */
const NAME = /(?<![\p{L}\p{N}_])[A-ZÄÖÜÉÈÀÂŒ][\p{L}\p{N}_'’-]*/gu
const NUMBER = /\d[\d., \u00a0\u202f]*/g
const skeletons = (t: GeneratedText) =>
  t.paragraphs
    .flatMap(sentencesOf)
    .map((s) => s.replace(NAME, 'X').replace(NUMBER, 'N').split(/\s+/))
    .filter((words) => words.length >= 5)

/** Two skeletons alike as D8 2 counts them: four words in five of the longer in common. */
function alike(a: readonly string[], b: readonly string[]): boolean {
  const longer = Math.max(a.length, b.length)
  if (Math.min(a.length, b.length) < 0.8 * longer) return false
  const left = new Map<string, number>()
  for (const word of a) left.set(word, (left.get(word) ?? 0) + 1)
  let common = 0
  for (const word of b) {
    const n = left.get(word) ?? 0
    if (n > 0) {
      common++
      left.set(word, n - 1)
    }
  }
  return common >= 0.8 * longer
}

/** The most sentences two council notes of an issue may share: a lead alike is a paper's habit, two are one note told twice. */
const MOST_SHARED = 1

/** The lb council notes of an issue that share more than one sentence with an earlier council note of the issue. */
function councilTwins(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const issues = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (!isLbCouncil(t)) continue
    const key = `${t.periodical} ${t.date} ${t.edition}`
    issues.set(key, [...(issues.get(key) ?? []), t])
  }
  const found = new Map<GeneratedText, string>()
  for (const notes of issues.values()) {
    notes.forEach((t, index) => {
      const mine = skeletons(t)
      for (const other of notes.slice(0, index)) {
        const theirs = skeletons(other)
        const shared = mine.filter((s) => theirs.some((o) => alike(s, o))).length
        if (shared > MOST_SHARED) {
          found.set(t, `${t.periodical} ${t.date}: ${shared} sentences alike to "${other.title}"`)
          return
        }
      }
    })
  }
  return found
}

// --- 2. A large building voted for a few hundred thousand francs after 1950 ---------------------------------

/** The least a sports hall, a school, a church or a fire station cost after 1950 (approximate: some millions). */
const BUILDING_LEAST = 1_500_000
const BUILDING = /Sportsall|Schoul|Kierch|Pompjeeën|Pompjeesbau|Spretzenhaus/u
const SUM = /(\d{1,3}(?:[ ,.\u202f\u00a0]\d{3})+) (?:Frang|Franken|francs)/gu
function cheapBuilding(t: GeneratedText): string | false {
  if (!isLbCouncil(t) || yearOf(t) < 1950) return false
  const text = textOf(t)
  const building = BUILDING.exec(text)
  if (!building) return false
  const sums = [...text.matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/gu, '')))
  return sums.length > 0 && Math.max(...sums) < BUILDING_LEAST ? `${t.date} ${building[0]} ${Math.max(...sums)} francs` : false
}

export function wave9P(texts: readonly GeneratedText[]): AuditRule[] {
  const twins = councilTwins(texts)
  return [
    countTexts('wave9 P 1: an lb council note sharing two sentences or more with another council note of its issue', texts, (t) => twins.get(t) ?? false),
    countTexts('wave9 P 2: an lb council votes a sports hall, school, church or fire station for under 1.5 million francs from 1950', texts, cheapBuilding),
  ]
}
