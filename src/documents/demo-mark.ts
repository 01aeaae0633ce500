/**
 * What the site's exports say of a document of the demonstration collection (issue 51, ADR 059):
 * "Demonstration collection: invented text", in the language asked for, on the PDF's title page,
 * in citations, the texts ZIP, IIIF manifests, OAI-PMH records and Atom feeds. Whether a document
 * is the demo's is the store's to say (src/store/demo.ts); the real samples are never marked. The
 * French dictionary is typeset when it loads (no-break spaces before the colon).
 */
import { LOCALES, type Locale } from '../domain/locale.ts'
import { translations } from './translations.ts'

/** "Demonstration collection: invented text" in a language. */
export function demoMark(locale: Locale): string {
  return translations(locale).demoCollection.mark()
}

/** A paragraph saying what the demonstration collection is and that it is not to be cited. */
export function demoReadme(locale: Locale): string {
  return translations(locale).demoCollection.readme()
}

/** The mark in every language, for what no page language decides (OAI-PMH records, Identify). */
export function demoMarks(): { locale: Locale; text: string }[] {
  return LOCALES.map((locale) => ({ locale, text: demoMark(locale) }))
}
