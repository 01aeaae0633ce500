/**
 * The site's terminology: one term per concept and language, the library's standard one, used
 * by the dictionaries (i18n/<locale>/index.ts) and the editorial pages (content/<locale>/**.md)
 * alike. `tests/unit/glossary.test.ts` holds both to it: a concept's `keys` must contain its
 * term, and no text may use a word the glossary rules out (`avoid`).
 *
 * Choices, for a translator who wonders (ADR 027):
 * - A periodical's **issue** is "Ausgabe" / "numéro"; an issue's second or evening printing on the
 *   same day is an **edition**, "Tagesausgabe" in German so that "Nr. 12 · 2. Tagesausgabe" never
 *   says "Ausgabe" twice for two things (DDB's Zeitungsportal uses Morgen-/Abendausgabe, which
 *   the data does not tell us). "Fascicule", the spec's other name for an issue, is "Heft" in
 *   German, "fascicule" in French.
 * - A search **result** is a unit that matches ("Ergebnis", "résultat"); a **hit** is one marked
 *   occurrence of the words in a text ("Treffer", "occurrence").
 * - German instructions address the reader as "Sie"; button labels keep the infinitive
 *   ("Menü öffnen"), as German interfaces do.
 */
import type { Locales } from './i18n-types'

export interface GlossaryEntry {
  concept: string
  /** The term in each language, as it appears inside a sentence. */
  term: Readonly<Record<Locales, string>>
  /** Words a text in that language must not use for anything (checked case-insensitively, whole words). */
  avoid?: Readonly<Partial<Record<Locales, readonly string[]>>>
  /** Dictionary keys that name the concept: in every language they contain its term (case-insensitively). */
  keys?: readonly string[]
  note?: string
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    concept: 'issue of a periodical',
    term: { en: 'issue', de: 'Ausgabe', fr: 'numéro' },
    keys: ['structuralTypes.issue'],
  },
  {
    concept: 'fascicule (the spec’s other name for an issue)',
    term: { en: 'fascicule', de: 'Heft', fr: 'fascicule' },
    avoid: { de: ['Faszikel', 'Faszikeln'] },
    keys: ['pages.periodicals.intro'],
  },
  {
    concept: 'edition (a second printing of an issue on the same day)',
    term: { en: 'edition', de: 'Tagesausgabe', fr: 'édition' },
    keys: ['reader.edition'],
    note: 'German "Ausgabe" already means the issue.',
  },
  {
    concept: 'periodical',
    term: { en: 'periodical', de: 'Periodikum', fr: 'périodique' },
    keys: ['pages.periodical.title'],
  },
  { concept: 'newspaper', term: { en: 'newspaper', de: 'Zeitung', fr: 'journal' } },
  { concept: 'serial', term: { en: 'serial', de: 'Zeitschrift', fr: 'revue' } },
  { concept: 'page', term: { en: 'page', de: 'Seite', fr: 'page' } },
  { concept: 'article', term: { en: 'article', de: 'Artikel', fr: 'article' }, keys: ['structuralTypes.article'] },
  {
    concept: 'full text',
    term: { en: 'full text', de: 'Volltext', fr: 'texte intégral' },
    avoid: { fr: ['mot à mot'] },
    keys: ['pages.home.intro'],
  },
  {
    concept: 'signature (the structural type: a signed name under a text)',
    term: { en: 'signature', de: 'Unterschrift', fr: 'signature' },
    keys: ['structuralTypes.signature'],
    note: 'German "Signatur" is a shelfmark in a library.',
  },
  { concept: 'shelfmark', term: { en: 'shelfmark', de: 'Signatur', fr: 'cote' } },
  {
    concept: 'search result (a unit that matches)',
    term: { en: 'result', de: 'Ergebnis', fr: 'résultat' },
    keys: ['pages.search.resultsHeading', 'search.sizeLabel'],
  },
  {
    concept: 'hit (one marked occurrence of the words in a text)',
    term: { en: 'hit', de: 'Treffer', fr: 'occurrence' },
    keys: ['reader.nextHit', 'reader.previousHit'],
  },
  {
    concept: 'the library’s separate image site',
    term: { en: 'image site', de: 'Bildportal', fr: 'site d’images' },
    avoid: { de: ['Bildwebsite', 'Bild-Website'], fr: ['portail d’images'] },
    keys: ['pages.home.imageModeLink'],
  },
  {
    concept: 'legal notice (the page)',
    term: { en: 'legal notice', de: 'Rechtliche Hinweise', fr: 'mentions légales' },
    keys: ['footer.legal'],
    note: 'The footer link says what the page’s title says. "Impressum" stays the structural type imprint.',
  },
  { concept: 'staff picks', term: { en: 'staff picks', de: 'Fundstücke', fr: 'coups de cœur' }, keys: ['nav.staffPicks'] },
  {
    concept: 'refusing cookies (mirrors “accept all”)',
    term: { en: 'refuse all', de: 'alle ablehnen', fr: 'tout refuser' },
    keys: ['consent.refuse'],
  },
  {
    concept: 'sort: older first (the spec’s wording)',
    term: { en: 'older first', de: 'älteste zuerst', fr: 'plus anciens d’abord' },
    avoid: { en: ['oldest first'] },
    keys: ['search.sorts.date_asc', 'periodicalList.sorts.date_asc'],
  },
  {
    concept: 'sort: newer first (the spec’s wording)',
    term: { en: 'newer first', de: 'neueste zuerst', fr: 'plus récents d’abord' },
    avoid: { en: ['newest first'] },
    keys: ['search.sorts.date_desc', 'periodicalList.sorts.date_desc'],
  },
  {
    concept: 'sort: A to Z',
    term: { en: 'A to Z', de: 'A bis Z', fr: 'de A à Z' },
    keys: ['search.sorts.title_asc', 'periodicalList.sorts.title_asc'],
  },
  {
    concept: 'sort: Z to A',
    term: { en: 'Z to A', de: 'Z bis A', fr: 'de Z à A' },
    keys: ['search.sorts.title_desc', 'periodicalList.sorts.title_desc'],
  },
  {
    concept: 'public domain',
    term: { en: 'public domain', de: 'gemeinfrei', fr: 'domaine public' },
  },
  {
    concept: 'digitised',
    term: { en: 'digitised', de: 'digitalisiert', fr: 'numérisé' },
    avoid: { en: ['digitized', 'digitization'] },
    note: 'The site writes British English (en-GB).',
  },
]
