/**
 * The eleventh close reading's rows fixed on i51l11 (docs/evidence/issue-51/eleventh-reading.md, rows 2, 5
 * and 8, and the tenth reading's row 10 leftover): a German unit that names Redingen, Fels or Mondorf in
 * French, a market table whose grains are priced out of their order, "about" before an exact number,
 * and a Luxembourgish match report that gives the half-time score but not the final one.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''

// --- 2. Three towns named in French in a German unit ----------------------------------------------

/** The French forms of Redingen, Fels and Mondorf, which the country's German papers did not print. */
const FRENCH_FORMS = /(?<![\p{L}-])(?:Redange|Larochette|Mondorf-les-Bains)(?![\p{L}-])/u
function frenchTownInGerman(t: GeneratedText): string | false {
  if (t.language !== 'de') return false
  return FRENCH_FORMS.exec(bodyOf(t))?.[0] ?? false
}

// --- 5. Grains out of their order in one market table ---------------------------------------------

/** The grains by the hectolitre, dearest first: wheat, rye, barley, oats, in every language of a table. */
const GRAINS: readonly RegExp[] = [/^(?:Weizen|Froment|Wheat|Weess) /u, /^(?:Roggen|Seigle|Rye|Kar) /u, /^(?:Gerste|Orge|Barley|Gescht) /u, /^(?:Hafer|Avoine|Oats|Hawer) /u]
/** A row's price in cents: every price of a table is printed with its two decimals ("13,40 Fr.", "13 fr. 40"). */
const centsOf = (row: string) => Number(row.replace(/\D/g, ''))
function grainsOutOfOrder(t: GeneratedText): string | false {
  if (kindOf(t) !== 'market') return false
  const priced = GRAINS.map((grain) => (t.rows ?? []).find((row) => grain.test(row)))
  const present = priced.filter((row): row is string => row !== undefined)
  for (let i = 1; i < present.length; i++) {
    const [dearer = '', cheaper = ''] = [present[i - 1], present[i]]
    if (centsOf(cheaper) > centsOf(dearer)) return `${dearer} < ${cheaper}`
  }
  return false
}

// --- 8. "About" before an exact number ------------------------------------------------------------

/**
 * "Ronn 87", "rund 137", "environ 53", "about 56", "some 57": a count of ten or more after a word of
 * rounding that is not a multiple of five. English is left to the en stories' owner (en.ts's culture and
 * vintage kinds, reported on i51l11), so the rule holds lb, de and fr.
 */
const ABOUT_EXACT = /(?<!\p{L})(?:[Rr]onn|[Rr]und|environ|[Aa]bout|[Ss]ome|quelque) (\d{1,3}(?:[  .]\d{3})*)(?![\d,.]\d)(?!\s*(?:Auer|Uhr|heures?|h\b))/gu
function aboutAnExactNumber(t: GeneratedText): string | false {
  if (t.language === 'en') return false
  for (const found of bodyOf(t).matchAll(ABOUT_EXACT)) {
    const value = Number((found[1] ?? '').replace(/\D/g, ''))
    if (value >= 10 && value % 5 !== 0) return found[0]
  }
  return false
}

// --- Tenth row 10: an lb match report with the half-time score only -------------------------------

const HALF_TIME = /Zur Paus/u
const FINAL_RESULT = /(?<!\p{L})(?:gewonnen|verluer|onentschidden|Ennresultat|Um Enn|um Enn|Schluss)(?!\p{L})/u
function halfTimeOnly(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'football') return false
  const body = t.paragraphs.join(' ')
  return HALF_TIME.test(body) && !FINAL_RESULT.test(body) ? body.slice(0, 120) : false
}

export function eleventhL11(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('eleventh L11 2: a German unit naming Redange, Larochette or Mondorf-les-Bains (the country\'s German papers wrote Redingen, Fels, Mondorf)', texts, frenchTownInGerman),
    countTexts('eleventh L11 5: a market table pricing a grain above a dearer one (wheat > rye > barley > oats by the hectolitre)', texts, grainsOutOfOrder),
    countTexts('eleventh L11 8: "ronn/rund/environ/about/some/quelque" before an exact count of ten or more (not a multiple of five), lb/de/fr', texts, aboutAnExactNumber),
    countTexts('eleventh L11 tenth 10: a Luxembourgish match report with the half-time score and no final result', texts, halfTimeOnly),
  ]
}
