// The help's figures are the code's (issue 53: the help and statements say what the site does, each
// claim checked by a test where it can be): a limit changed in the code and not in the help fails here.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDirectory } from '#src/content/index.ts'
import { EXPORT_LIMIT, TEXTS_MAX_BYTES, TEXTS_MAX_UNITS } from '#src/domain/csv.ts'
import { formatNumber } from '#src/domain/format.ts'
import { LOCALES, type Locale } from '#src/domain/locale.ts'
import { LOW_CONFIDENCE, OCR_FAIR, OCR_GOOD } from '#src/domain/ocr.ts'
import { PAGE_SIZES } from '#src/domain/search-state.ts'
import { MAX_PDF_PAGES } from '#src/documents/limits.ts'
import { MAX_VARIANTS } from '#src/search/query.ts'
import { DEFAULT_EXPORTS_PER_MINUTE } from '#src/server/env.ts'

/** The help's text with every kind of space as one space (French puts narrow no-break spaces in numbers). */
function help(locale: Locale): string {
  return readFileSync(join(contentDirectory(), locale, 'support', 'help.md'), 'utf8').replace(/[\s\u00a0\u202f]+/g, ' ')
}

const n = (value: number, locale: Locale) => formatNumber(value, locale).replace(/[\s\u00a0\u202f]+/g, ' ')
const pct = (share: number) => Math.round(share * 100)
const [small, middle, large] = PAGE_SIZES
const mb = TEXTS_MAX_BYTES / 1_000_000

const CLAIMS: Record<Locale, (string | RegExp)[]> = {
  en: [
    `at most ${n(EXPORT_LIMIT, 'en')} results`,
    `at most ${n(TEXTS_MAX_UNITS, 'en')} results or ${n(mb, 'en')} MB`,
    `up to ${DEFAULT_EXPORTS_PER_MINUTE} exports a minute`,
    `of up to ${MAX_PDF_PAGES} pages`,
    `good: ${pct(OCR_GOOD)}% or more`,
    `fair: ${pct(OCR_FAIR)} to ${pct(OCR_GOOD)}%`,
    `poor: below ${pct(OCR_FAIR)}%`,
    `less than ${pct(LOW_CONFIDENCE)}% confidence`,
    `Show ${small}, ${middle} or ${large} results per page`,
    `At most the ${MAX_VARIANTS} most plausible misreadings`,
  ],
  de: [
    `höchstens ${n(EXPORT_LIMIT, 'de')} Ergebnisse`,
    `höchstens ${n(TEXTS_MAX_UNITS, 'de')} Ergebnisse oder ${n(mb, 'de')} MB`,
    `bis zu ${DEFAULT_EXPORTS_PER_MINUTE} Exporte pro Minute`,
    `bis ${MAX_PDF_PAGES} Seiten`,
    `gut: ab ${pct(OCR_GOOD)} %`,
    `mittel: ${pct(OCR_FAIR)} bis ${pct(OCR_GOOD)} %`,
    `schwach: unter ${pct(OCR_FAIR)} %`,
    `weniger als ${pct(LOW_CONFIDENCE)} % Konfidenz`,
    `${small}, ${middle} oder ${large} Ergebnisse pro Seite`,
    `höchstens die ${MAX_VARIANTS} plausibelsten Lesefehler`,
  ],
  fr: [
    `${n(EXPORT_LIMIT, 'fr')} résultats au plus`,
    `${n(TEXTS_MAX_UNITS, 'fr')} résultats ou ${n(mb, 'fr')} Mo au plus`,
    new RegExp(`jusqu’à ${DEFAULT_EXPORTS_PER_MINUTE} exports? par minute`),
    `de ${MAX_PDF_PAGES} pages au plus`,
    `bonne : ${pct(OCR_GOOD)} % des mots ou plus`,
    `moyenne : de ${pct(OCR_FAIR)} à ${pct(OCR_GOOD)} %`,
    `faible : moins de ${pct(OCR_FAIR)} %`,
    `inférieure à ${pct(LOW_CONFIDENCE)} %`,
    `${small}, ${middle} ou ${large} résultats par page`,
    `Au plus les ${MAX_VARIANTS} erreurs les plus vraisemblables`,
  ],
}

describe('the help says what the code does', () => {
  for (const locale of LOCALES) {
    it(`gives the code's limits and bands (${locale})`, () => {
      const text = help(locale)
      for (const claim of CLAIMS[locale]) {
        if (typeof claim === 'string') expect(text).toContain(claim)
        else expect(text).toMatch(claim)
      }
    })
  }
})
