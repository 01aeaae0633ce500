/**
 * The eleventh close reading's leftovers fixed on i51m12 (docs/evidence/issue-51/eleventh-reading.md, rows 4, 8,
 * 11 and 13, their parts the eleventh wave left): a new school voted for a few hundred thousand francs after 1950
 * in German and Luxembourgish too, "some"/"about" before an exact count in English, the French farm report's
 * comice and manure bought together before the 1880s, and a potato crop judged in Luxembourgish or French before
 * the plants are up. Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs, ...(t.rows ?? [])].join(' ')

// --- 4. A new school for a few hundred thousand francs after 1950, in every language --------------------

/** The least a new school building cost after 1950 (approximate: it cost some millions). */
const SCHOOL_LEAST = 1_500_000
const NEW_SCHOOL = /new school|construction d.une école|nouvelle école|Schulhausbau|neue[nrs]? Schul|nei(?:er)? Schoul/u
const SUM = /(\d{1,3}(?:[ ,.\u202f\u00a0]\d{3})+) (?:francs|Franken|Frang)/gu
function cheapSchool(t: GeneratedText): string | false {
  if (yearOf(t) < 1950 || !kindOf(t).startsWith('council')) return false
  const text = textOf(t)
  if (!NEW_SCHOOL.test(text)) return false
  const sums = [...text.matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/gu, '')))
  return sums.length > 0 && Math.max(...sums) < SCHOOL_LEAST ? `${t.language} ${Math.max(...sums)} francs` : false
}

// --- 8. "Some"/"about" before an exact count, in English ----------------------------------------------------

/**
 * "The choir of some 61 voices", "about 87 hectolitres": a count of ten or more after a word of rounding that is
 * not a multiple of five. The eleventh wave's rule (demo-audit-eleventh-l11.ts) holds lb, de and fr; this one
 * English. A sum grouped with a comma ("some 2,000 officials") is not matched; a time of day is not a count.
 */
const ABOUT_EXACT_EN = /(?<!\p{L})(?:[Aa]bout|[Ss]ome|[Nn]early|[Rr]oughly) (\d{1,3})(?![\d,.:]\d)(?!\s*(?:o'clock|o’clock|a\.m\.|p\.m\.))/gu
function aboutAnExactNumberEn(t: GeneratedText): string | false {
  if (t.language !== 'en') return false
  for (const found of bodyOf(t).matchAll(ABOUT_EXACT_EN)) {
    const value = Number(found[1] ?? '')
    if (value >= 10 && value % 5 !== 0) return found[0]
  }
  return false
}

// --- 11. The French farm report's comice and manure before the 1880s ----------------------------------------

/** As the de report's Lokalverein and Kunstdünger (eleventh J11): the local farmers' clubs buying manure belong to the 1880s. */
const FARM_MODERNITY_FROM = 1885
const FARM_MODERNITY_FR = /comice|engrais|professeur d.agriculture/u
function farmClubTooEarlyFr(t: GeneratedText): string | false {
  if (t.language !== 'fr' || kindOf(t) !== 'agriculture' || yearOf(t) >= FARM_MODERNITY_FROM) return false
  return FARM_MODERNITY_FR.exec(bodyOf(t))?.[0] ?? false
}

// --- 13. A potato crop judged before the plants are up, in lb and fr ----------------------------------------

/** Potatoes go into the ground in April and May and are up in June (eleventh J11 holds the de report). */
const POTATO = /Gromper|pommes? de terre|potato/u
function potatoJudgedEarly(t: GeneratedText): string | false {
  if (kindOf(t) !== 'agriculture' || monthOf(t) >= 6) return false
  return POTATO.test(`${t.title} ${bodyOf(t)}`) ? `${t.date} ${t.title}` : false
}

export function wave9M(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('wave9 M 4: a de/lb/fr/en council votes a new school for under 1.5 million francs after 1950', texts, cheapSchool),
    countTexts('wave9 M 8: "some/about" before an exact count of ten or more (not a multiple of five), en', texts, aboutAnExactNumberEn),
    countTexts("wave9 M 11: a French farm report with a comice, manure bought together or a farming teacher before 1885", texts, farmClubTooEarlyFr),
    countTexts('wave9 M 13: a farm report (any language) judging the potato crop before June, when the plants are not yet up', texts, potatoJudgedEarly),
  ]
}
