/**
 * The eleventh close reading's French and English rows fixed on i51k11 (docs/evidence/issue-51/eleventh-reading.md,
 * rows 3, 4, 7 and the French part of 9, and the football clubs it names): "plusieurs ministres" at the Chamber
 * when the government was a Minister of State and directeurs généraux; a new school voted for a few hundred
 * thousand francs after 1950; the 24-hour clock in French before 1912; a great steelworks with a workforce of
 * 800–2,400 men from 1920; a football club playing before its founding year.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs, ...(t.rows ?? [])].join(' ')

// --- Several ministers at the Chamber before 1936 ---------------------------------------------------

/** The year the government's members took the title of minister (the reading's figure; the exact year is unsure). */
const MINISTERS_FROM = 1936
const SEVERAL_MINISTERS = /\b(plusieurs ministres|les ministres|mehrere Minister|die Minister|several ministers)\b/iu
function severalMinistersAtTheChamber(t: GeneratedText): string | false {
  if (!kindOf(t).startsWith('chamber') || yearOf(t) >= MINISTERS_FROM) return false
  return SEVERAL_MINISTERS.exec(t.paragraphs.join(' '))?.[0] ?? false
}

// --- A new school for a few hundred thousand francs after 1950 --------------------------------------

/** The least a new school building cost after 1950 (approximate: it cost some millions). */
const SCHOOL_LEAST = 1_500_000
const NEW_SCHOOL = /(new school|construction d.une école|nouvelle école)/u
const SUM = /(\d{1,3}(?:[ ,.\u202f\u00a0]\d{3})+) (?:francs|Franken|Frang)/gu
function cheapSchool(t: GeneratedText): string | false {
  if (yearOf(t) < 1950 || !kindOf(t).startsWith('council') || (t.language !== 'fr' && t.language !== 'en')) return false
  const text = textOf(t)
  if (!NEW_SCHOOL.test(text)) return false
  const sums = [...text.matchAll(SUM)].map((m) => Number((m[1] ?? '').replace(/\D/gu, '')))
  return sums.length > 0 && Math.max(...sums) < SCHOOL_LEAST ? `${Math.max(...sums)} francs` : false
}

// --- The 24-hour clock in French before 1912 ---------------------------------------------------------

/**
 * The year French time-tables took the 24-hour clock (the railways, 1912); the papers followed by about 1920, which the
 * theatre keeps, but a cinema advertisement of 1912–19 ("à 20 h 30") is arguable and not counted.
 */
const TWENTY_FOUR_HOUR_FROM = 1912
const TWENTY_FOUR_HOUR = /(?<!\p{L})à (1[3-9]|2[0-3])(?: h\b| heures)/u
function twentyFourHourClock(t: GeneratedText): string | false {
  if (t.language !== 'fr' || yearOf(t) >= TWENTY_FOUR_HOUR_FROM) return false
  return TWENTY_FOUR_HOUR.exec(textOf(t))?.[0] ?? false
}

// --- A great steelworks with a workforce of a small works, from 1920 ----------------------------------

const WHOLE_WORKFORCE = /occupe actuellement (\d{1,2}(?:[ \u202f\u00a0]\d{3})|\d{2,4}) ouvriers/u
function smallWorkforce(t: GeneratedText): string | false {
  if (t.language !== 'fr' || !kindOf(t).startsWith('mining') || yearOf(t) < 1920) return false
  const m = WHOLE_WORKFORCE.exec(textOf(t))
  return m && Number((m[1] ?? '').replace(/\D/gu, '')) < 4000 ? m[0] : false
}

// --- A football club before its founding ----------------------------------------------------------------

/** Founding years (US Hollerich, Racing and the Red Boys are unsure; the Red Boys name is bound to 1919 in the lists). */
const FOUNDED: readonly (readonly [RegExp, number])[] = [
  [/\bFola\b/u, 1906],
  [/\bStade (Dudelange|Düdelingen|Diddeleng)\b/u, 1913],
  [/\bSpora\b/u, 1923],
  [/\bUnion (Luxembourg|Luxemburg|Lëtzebuerg)\b|\bl.Union\b/u, 1925],
  [/\bRed Boys\b/u, 1907],
  [/\bJeunesse (Esch|d.Esch)\b/u, 1907],
  [/\bUS Hollerich\b/u, 1908],
  [/\bRacing Club\b/u, 1907],
  [/\bProgrès Niederkorn\b/u, 1919],
  [/\bEtzella\b/u, 1917],
  [/\bAris Bonnevoie\b/u, 1922],
]
/** Match reports and sports notes: elsewhere "l'Union" or "Racing" may be another body. */
const SPORT_KINDS = /football|sport|match/iu
function clubBeforeItsFounding(t: GeneratedText): string | false {
  if (!SPORT_KINDS.test(kindOf(t))) return false
  const text = textOf(t)
  for (const [name, year] of FOUNDED) {
    const m = name.exec(text)
    if (m && yearOf(t) < year) return `${m[0]} (founded ${year})`
  }
  return false
}

export function eleventhK11(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('eleventh K11: several ministers at the Chamber before 1936 (a Minister of State and directeurs généraux then)', texts, severalMinistersAtTheChamber),
    countTexts('eleventh K11: a fr/en council votes a new school for under 1.5 million francs after 1950', texts, cheapSchool),
    countTexts('eleventh K11: the 24-hour clock in French before 1912 ("à 20 heures" for "à 8 heures du soir")', texts, twentyFourHourClock),
    countTexts('eleventh K11: a French steelworks report from 1920 giving a whole workforce under 4,000 men', texts, smallWorkforce),
    countTexts('eleventh K11: a football club named before its founding year', texts, clubBeforeItsFounding),
  ]
}
