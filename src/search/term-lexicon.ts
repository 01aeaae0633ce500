/**
 * Which languages' lexicons know an index term (issue 50, ADR 057): a term is folded (lower case,
 * no diacritics, ß as ss), so it is looked up among the lexicons' forms folded the same way, every
 * inflected form included (nspell expands the Hunspell affix rules of dictionary-de and
 * dictionary-en as it loads them; an-array-of-french-words lists its forms). German writes its
 * compounds as one word and its dictionary lists few (`eisenbahn`, `grossherzog`,
 * `landesregierung` are not in it): a German term is also known when it is two or three known
 * words, with the linking `s` or `es` between them. Read by the importer; the search reads the sorted
 * forms alone (lexiconForms), for a variant's rivals (ADR 076).
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import nspell from 'nspell'
import * as v from 'valibot'
import { foldToAscii } from '../domain/fold.ts'
import { LEXICON_LANGUAGE_BITS, LEXICON_PACKAGES, type LexiconLanguageCode } from '../domain/lexicon-languages.ts'

const require = createRequire(import.meta.url)
const folded = new Map<LexiconLanguageCode, ReadonlySet<string>>()

/** The forms of a Hunspell dictionary as nspell expands them (its table of words, every affixed form a key). */
function hunspellForms(name: string): Iterable<string> {
  const folder = dirname(require.resolve(name))
  const spell = nspell({ aff: readFileSync(join(folder, 'index.aff')), dic: readFileSync(join(folder, 'index.dic')) })
  // nspell keeps its expanded forms on `data`, which its types do not declare.
  return Object.keys(v.parse(v.record(v.string(), v.unknown()), Reflect.get(spell, 'data')))
}

function foldedForms(language: LexiconLanguageCode): Set<string> {
  const source = language === 'fr' ? v.parse(v.array(v.string()), require(LEXICON_PACKAGES.fr)) : hunspellForms(LEXICON_PACKAGES[language])
  const set = new Set<string>()
  for (const form of source) {
    // Prefixes and suffixes listed as forms of their own (`-äbte`) are no words.
    if (form.startsWith('-') || form.endsWith('-')) continue
    set.add(foldToAscii(form))
  }
  return set
}

/**
 * Where the folded forms of a lexicon are kept between processes: expanding the German affix rules
 * takes seconds, reading the list they give a fraction of one. Keyed by the package's version; in
 * the machine's temporary folder, never distributed.
 */
function cachePath(language: LexiconLanguageCode): string {
  const name = LEXICON_PACKAGES[language]
  // The packages' exports do not include their package.json: it is read beside their entry.
  const manifest = readFileSync(join(dirname(require.resolve(name)), 'package.json'), 'utf8')
  const version = v.parse(v.object({ version: v.string() }), JSON.parse(manifest)).version
  return join(tmpdir(), 'library-lexicon-forms', `${name}@${version}.txt`)
}

function formsOf(language: LexiconLanguageCode): ReadonlySet<string> {
  let forms = folded.get(language)
  if (!forms) {
    forms = readForms(language)
    folded.set(language, forms)
  }
  return forms
}

/** The folded forms of a lexicon, from the cache of forms, or expanded and written to it. */
function readForms(language: LexiconLanguageCode): Set<string> {
  let forms: Set<string>
  const path = cachePath(language)
  try {
    forms = new Set(readFileSync(path, 'utf8').split('\n'))
  } catch {
    forms = foldedForms(language)
    try {
      mkdirSync(dirname(path), { recursive: true })
      // Written aside and renamed, so that a process reading it meanwhile never sees half of it.
      const partial = `${path}.${process.pid}.partial`
      writeFileSync(partial, [...forms].join('\n'))
      renameSync(partial, path)
    } catch {
      // A read-only temporary folder: the forms are expanded again by the next process.
    }
  }
  return forms
}

const sorted = new Map<LexiconLanguageCode, string[]>()

/**
 * The folded forms of a language's lexicon in code-unit order, as a Vocabulary walks its terms:
 * where the search looks for the lexicon's words near a variant (ADR 076). Read from the cache
 * of forms (or expanded) once per process or thread, without keeping the importer's Set.
 */
export function lexiconForms(language: LexiconLanguageCode): string[] {
  let forms = sorted.get(language)
  if (!forms) {
    forms = [...(folded.get(language) ?? readForms(language))].filter((form) => form !== '').sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    sorted.set(language, forms)
  }
  return forms
}

/** The shortest part of a German compound: four letters, or any OCR misreading splits into two short words (`deut`+`ich`). */
const COMPOUND_PART = 4

/** A German compound of two or three known words, with or without a linking `s`/`es`/`n`. */
function isGermanCompound(term: string, forms: ReadonlySet<string>, parts: number): boolean {
  for (let cut = COMPOUND_PART; cut <= term.length - COMPOUND_PART; cut += 1) {
    const head = term.slice(0, cut)
    const rest = term.slice(cut)
    const headKnown = forms.has(head) || ((head.endsWith('s') || head.endsWith('n')) && forms.has(head.slice(0, -1))) || (head.endsWith('es') && forms.has(head.slice(0, -2)))
    if (!headKnown) continue
    if (forms.has(rest) || (parts > 2 && isGermanCompound(rest, forms, parts - 1))) return true
  }
  return false
}

/** Whether the language's lexicon knows a folded term (German compounds included). */
export function lexiconKnows(language: LexiconLanguageCode, term: string): boolean {
  const forms = formsOf(language)
  if (forms.has(term)) return true
  return language === 'de' && term.length >= 2 * COMPOUND_PART && /^\p{L}+$/u.test(term) && isGermanCompound(term, forms, 3)
}

/** The lexicons that know a term, as bits (LEXICON_LANGUAGE_BITS); 0 for none. */
export function lexiconMask(term: string): number {
  let mask = 0
  for (const [language, bit] of Object.entries(LEXICON_LANGUAGE_BITS)) {
    if ((language === 'de' || language === 'en' || language === 'fr') && lexiconKnows(language, term)) mask |= bit
  }
  return mask
}
