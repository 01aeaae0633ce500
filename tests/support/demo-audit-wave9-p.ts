/**
 * The Luxembourgish council's leftovers fixed on i51p12 (wave 9): two "Gemengerot" notes of one issue told in the
 * same four sentences whatever the project (the eighth D8 2 rule caught them whenever the draws moved), and a
 * sports hall, a church or a fire station voted for a few hundred thousand francs after 1950. Each is counted
 * over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'
// Sentences compared as the eighth D8 2 rule compares them: names and numbers masked, five words or more.
import { sharedWith, skeletons } from './demo-audit-eighth-d8.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs].join(' ')
const isLbCouncil = (t: GeneratedText) => t.language === 'lb' && kindOf(t) === 'council'

// --- 1. Two lb council notes of one issue in the same sentences ---------------------------------------------

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
        const shared = sharedWith(mine, other)
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
