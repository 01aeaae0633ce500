/**
 * Sentence and text generation for the demo: grammatical enough to read like
 * a period newspaper at a glance, cheap enough for 50,000 articles. All
 * choices come from the Rng passed in.
 */
import { NOT_BEFORE, eraOf, fitsEra } from './era.ts'
import { itemAt, zipfList, type Rng, type WeightedList } from './random.ts'
import {
  ADVERTISED_GOODS,
  ENGLISH_FAMILY_NAMES,
  ENGLISH_GIVEN_NAMES,
  FAMILY_NAMES,
  GIVEN_NAMES,
  HOME_PLACE_COUNT,
  INSTITUTIONS,
  MARKET_GOODS,
  PLACES,
  PORTS,
  ROLES,
  SHIPPING_LINES,
  SHIPS,
  SKY,
  SOVEREIGNS,
  STREETS,
  VOCABULARY,
  WIND_DIRECTIONS,
  WORK_TITLES,
  type Adjective,
  type Lang,
  type LanguageVocabulary,
  type Localized,
  type Noun,
  type Verb,
} from './vocabulary.ts'

export interface DateParts {
  year: number
  /** 1..12 */
  month: number
  day: number
  /** 0 = Sunday */
  weekday: number
}

/** Someone who turns up in the news again and again, so searches find related articles. */
export interface CastMember {
  given: string
  family: string
  female: boolean
  role: Localized
  place: Localized
  from: number
  to: number
}

export interface TextContext {
  date: DateParts
  /** Cast members active in this year. */
  cast: CastMember[]
  /** Where the paper is published: local news happen there more often. */
  home?: Localized
}

/** The German occupation (10 May 1940 – 10 September 1944): German only, prices in Reichsmark. */
export function isOccupation(date: DateParts): boolean {
  const key = date.year * 10000 + date.month * 100 + date.day
  return key >= 19400510 && key <= 19440910
}

interface Lists {
  nouns: WeightedList<Noun>
  adjectives: WeightedList<Adjective>
  verbs: WeightedList<Verb>
  intransitive: WeightedList<Verb>
  adverbs: WeightedList<string>
  particles: WeightedList<string>
}

const listCache = new Map<string, Lists>()

/**
 * The year of the text being written, for the word lists to leave out what did not exist yet
 * (era.ts). The noun-phrase builders draw words deep in the sentence patterns without a context
 * of their own, so sentence() and resolver() set it for the words they draw.
 */
let eraYear = Number.POSITIVE_INFINITY

/** Runs `write` with the word lists of `year`. */
function inEra<T>(year: number | undefined, write: () => T): T {
  const outer = eraYear
  eraYear = year ?? Number.POSITIVE_INFINITY
  try {
    return write()
  } finally {
    eraYear = outer
  }
}

/** German adjectives that only work before a noun ("der letzte Tag", not "der Tag war letzt"). */
const ATTRIBUTIVE_ONLY = new Set(['letzt', 'erst', 'hiesig', 'dortig', 'heutig', 'gestrig', 'nächst', 'vorig', 'ehemalig', 'neuest', 'großherzoglich', 'städtisch', 'jährlich', 'monatlich', 'täglich', 'wöchentlich', 'amtlich'])
let predicativeCache: WeightedList<Adjective> | undefined

function predicative(rng: Rng): string {
  predicativeCache ??= zipfList(VOCABULARY.de.adjectives.filter((a) => !ATTRIBUTIVE_ONLY.has(a.m)), 0.9, 2)
  return predicativeCache.pick(rng).m
}

function lists(lang: Lang): Lists {
  const era = Number.isFinite(eraYear) ? eraOf(eraYear) : NOT_BEFORE.length
  const key = `${lang}:${era}`
  const cached = listCache.get(key)
  if (cached) return cached
  const v = VOCABULARY[lang]
  const year = eraYear
  const built: Lists = {
    nouns: zipfList(
      v.nouns.filter((noun) => fitsEra(`${noun.sg} ${noun.pl}`, year)),
      1.0,
      2,
    ),
    adjectives: zipfList(v.adjectives, 0.9, 2),
    verbs: zipfList(v.verbs, 0.9, 2),
    intransitive: zipfList(v.intransitive, 0.8, 2),
    adverbs: zipfList(v.adverbs, 0.9, 2),
    particles: zipfList(v.particles, 1.1, 1),
  }
  listCache.set(key, built)
  return built
}

const familyList = zipfList(FAMILY_NAMES, 0.7, 3)
const homePlaces = zipfList(PLACES.slice(0, HOME_PLACE_COUNT), 0.9, 1.5)
const foreignPlaces = zipfList(PLACES.slice(HOME_PLACE_COUNT), 0.8, 1.5)

export function capitalize(text: string): string {
  if (text.startsWith("d'")) return "D'" + text.slice(2)
  return text.charAt(0).toUpperCase() + text.slice(1)
}

export function place(rng: Rng, lang: Lang, ctx?: TextContext): string {
  if (ctx?.home && rng.chance(0.25)) return ctx.home[lang]
  return (rng.chance(0.8) ? homePlaces : foreignPlaces).pick(rng)[lang]
}

export function homePlace(rng: Rng, lang: Lang): string {
  return homePlaces.pick(rng)[lang]
}

export function personName(rng: Rng, lang: Lang, female = rng.chance(0.3)): { given: string; family: string } {
  if (lang === 'en' && rng.chance(0.5)) {
    return { given: rng.pick(female ? ENGLISH_GIVEN_NAMES.f : ENGLISH_GIVEN_NAMES.m), family: rng.pick(ENGLISH_FAMILY_NAMES) }
  }
  return { given: rng.pick(female ? GIVEN_NAMES.f : GIVEN_NAMES.m), family: familyList.pick(rng) }
}

/** "Bürgermeister Johann Schmit aus Diekirch", "M. Jean Schmit, bourgmestre de Diekirch", … */
export function castReference(person: CastMember, lang: Lang, rng: Rng): string {
  const name = `${person.given} ${person.family}`
  const role = person.role[lang]
  const where = person.place[lang]
  switch (lang) {
    case 'de':
      return rng.chance(0.5) ? `${role} ${name} aus ${where}` : `${person.female ? 'Frau' : 'Herr'} ${role} ${person.family}`
    case 'fr':
      return rng.chance(0.5) ? `${person.female ? 'Mme' : 'M.'} ${name}, ${role} ${frDe(where)}` : `${person.female ? 'Mme' : 'M.'} ${person.family}`
    case 'lb':
      return rng.chance(0.5) ? `${luxArticle(role)} ${role} ${name} ${luxVun(where)} ${where}` : name
    case 'en':
      return rng.chance(0.5) ? `${name}, ${role} of ${where}` : `${person.female ? 'Mrs.' : 'Mr.'} ${person.family}`
  }
}

function someone(rng: Rng, lang: Lang, ctx: TextContext | undefined): string {
  if (ctx && ctx.cast.length > 0 && rng.chance(0.6)) return castReference(rng.pick(ctx.cast), lang, rng)
  const { given, family } = personName(rng, lang)
  const h = VOCABULARY[lang].honorifics
  return rng.chance(0.5) ? `${given} ${family}` : `${rng.chance(0.8) ? h.m : h.f} ${family}`
}

function institution(rng: Rng, lang: Lang): string {
  return rng.pick(INSTITUTIONS)[lang]
}

// --- French helpers -----------------------------------------------------------

const H_ASPIRE = new Set(['haut', 'hameau', 'hangar', 'hasard', 'héros', 'halle', 'hausse', 'honte', 'hollandais', 'hollandaise', 'hâte'])

function startsWithVowelSound(word: string): boolean {
  const first = word.split(/[\s-]/)[0]?.toLowerCase() ?? ''
  if (H_ASPIRE.has(first)) return false
  return /^[aeiouyàâäéèêëîïôöûüœh]/i.test(word)
}

/** "de Paris", "d'Anvers" */
export function frDe(name: string): string {
  return startsWithVowelSound(name) ? `d'${name}` : `de ${name}`
}

function frPlural(word: string, masculine: boolean): string {
  if (/[sxz]$/.test(word)) return word
  if (masculine && word.endsWith('al')) return word.slice(0, -2) + 'aux'
  if (/(eau|eu)$/.test(word)) return word + 'x'
  return word + 's'
}

function frNp(rng: Rng, plural: boolean, preposition?: 'de' | 'à', withAdjective = rng.chance(0.45)): { text: string; noun: Noun } {
  const l = lists('fr')
  const noun = l.nouns.pick(rng)
  const masculine = noun.g !== 'f'
  let before = ''
  let after = ''
  if (withAdjective) {
    const adj = l.adjectives.pick(rng)
    let form = masculine ? adj.m : adj.f
    if (plural) form = frPlural(form, masculine)
    // Prenominal adjectives before a vowel would need bel/nouvel/vieil: put none there.
    if (adj.before && !(masculine && !plural && startsWithVowelSound(noun.sg))) before = form
    else if (!adj.before) after = form
  }
  const head = plural ? noun.pl : noun.sg
  const firstWord = before || head
  let det: string
  if (plural) det = preposition === 'de' ? 'des' : preposition === 'à' ? 'aux' : 'les'
  else if (startsWithVowelSound(firstWord)) det = preposition === 'de' ? "de l'" : preposition === 'à' ? "à l'" : "l'"
  else if (masculine) det = preposition === 'de' ? 'du' : preposition === 'à' ? 'au' : 'le'
  else det = preposition === 'de' ? 'de la' : preposition === 'à' ? 'à la' : 'la'
  const words = [before, head, after].filter((w) => w.length > 0).join(' ')
  return { text: det.endsWith("'") ? det + words : `${det} ${words}`, noun }
}

// --- German helpers -----------------------------------------------------------

type Case = 'nom' | 'acc' | 'dat'

function deNp(rng: Rng, grammaticalCase: Case, plural = rng.chance(0.25), withAdjective = rng.chance(0.4)): string {
  const l = lists('de')
  const noun = l.nouns.pick(rng)
  const indefinite = !plural && rng.chance(0.25)
  let det: string
  let ending: string
  if (plural) {
    det = grammaticalCase === 'dat' ? 'den' : 'die'
    ending = 'en'
  } else if (indefinite) {
    const table: Record<Case, Record<'m' | 'f' | 'n', [string, string]>> = {
      nom: { m: ['ein', 'er'], f: ['eine', 'e'], n: ['ein', 'es'] },
      acc: { m: ['einen', 'en'], f: ['eine', 'e'], n: ['ein', 'es'] },
      dat: { m: ['einem', 'en'], f: ['einer', 'en'], n: ['einem', 'en'] },
    }
    ;[det, ending] = table[grammaticalCase][noun.g]
  } else {
    const table: Record<Case, Record<'m' | 'f' | 'n', [string, string]>> = {
      nom: { m: ['der', 'e'], f: ['die', 'e'], n: ['das', 'e'] },
      acc: { m: ['den', 'en'], f: ['die', 'e'], n: ['das', 'e'] },
      dat: { m: ['dem', 'en'], f: ['der', 'en'], n: ['dem', 'en'] },
    }
    ;[det, ending] = table[grammaticalCase][noun.g]
  }
  let head = plural ? noun.pl : noun.sg
  // Dative plural takes -n after -e, -el, -er (den Bäumen, den Vätern), not after -s or -n.
  if (plural && grammaticalCase === 'dat' && /(e|el|er)$/.test(head)) head += 'n'
  const adj = withAdjective ? l.adjectives.pick(rng).m + ending : ''
  return [det, adj, head].filter((w) => w.length > 0).join(' ')
}

// --- Luxembourgish helpers ----------------------------------------------------

/** The Eifel rule: final n of "den" drops before most consonants. */
function luxArticle(next: string): string {
  return /^[aeiouäëéndtzh]/i.test(next) ? 'den' : 'de'
}

function luxVun(next: string): string {
  return /^[aeiouäëéndtzh]/i.test(next) ? 'vun' : 'vu'
}

function lbNp(rng: Rng, dative = false, plural = rng.chance(0.25)): string {
  const noun = lists('lb').nouns.pick(rng)
  const head = plural ? noun.pl : noun.sg
  if (dative) {
    if (plural) return `${luxArticle(head)} ${head}`
    return noun.g === 'f' ? `der ${head}` : `dem ${head}`
  }
  if (plural || noun.g !== 'm') return `d'${head}`
  return `${luxArticle(head)} ${head}`
}

// --- English helpers ----------------------------------------------------------

function enNp(rng: Rng, plural = rng.chance(0.25), withAdjective = rng.chance(0.4)): string {
  const l = lists('en')
  const noun = l.nouns.pick(rng)
  const adj = withAdjective ? l.adjectives.pick(rng).m : ''
  const head = plural ? noun.pl : noun.sg
  const phrase = [adj, head].filter((w) => w.length > 0).join(' ')
  if (plural || rng.chance(0.7)) return `the ${phrase}`
  return /^[aeiou]/i.test(phrase) ? `an ${phrase}` : `a ${phrase}`
}

/** Splits "fand statt" into the finite verb and the part that goes to the end (V2 order). */
function splitVerb(form: string): [string, string] {
  const space = form.indexOf(' ')
  return space === -1 ? [form, ''] : [form.slice(0, space), form.slice(space + 1)]
}

function weekdayName(lang: Lang, date: DateParts): string {
  return itemAt(VOCABULARY[lang].weekdays, date.weekday)
}

function monthName(lang: Lang, month: number): string {
  return itemAt(VOCABULARY[lang].months, month - 1)
}

/** One sentence of running text. */
export function sentence(rng: Rng, lang: Lang, ctx?: TextContext): string {
  return inEra(ctx?.date.year, () => sentenceOfEra(rng, lang, ctx))
}

function sentenceOfEra(rng: Rng, lang: Lang, ctx?: TextContext): string {
  const v: LanguageVocabulary = VOCABULARY[lang]
  const l = lists(lang)
  const date = ctx?.date
  const pattern = rng.int(0, 8)
  let s: string
  switch (lang) {
    case 'de': {
      const verb = l.verbs.pick(rng)
      switch (pattern) {
        case 0:
          s = `${deNp(rng, 'nom', false)} ${verb.sg} ${l.adverbs.pick(rng)} ${deNp(rng, 'acc')}`
          break
        case 1:
          s = `${l.adverbs.pick(rng)} ${verb.sg} ${deNp(rng, 'nom', false)} ${deNp(rng, 'acc')} ${rng.pick(v.prepositions)} ${deNp(rng, 'dat')}`
          break
        case 2: {
          const [finite, rest] = splitVerb(l.intransitive.pick(rng).sg)
          s = `In ${place(rng, lang, ctx)} ${finite} ${l.adverbs.pick(rng)} ${deNp(rng, 'nom', false)}${rest ? ' ' + rest : ''}`
          break
        }
        case 3:
          s = `${someone(rng, lang, ctx)} ${verb.sg} ${deNp(rng, 'acc')} ${rng.pick(v.prepositions)} ${deNp(rng, 'dat')}`
          break
        case 4:
          s = `Wie man uns aus ${place(rng, lang, ctx)} meldet, ${verb.sg} ${deNp(rng, 'nom', false)} ${l.adverbs.pick(rng)} ${deNp(rng, 'acc')}`
          break
        case 5:
          s = `Man sagt, daß ${deNp(rng, 'nom', false)} ${l.adverbs.pick(rng)} ${predicative(rng)} sei`
          break
        case 6: {
          const [finite, rest] = splitVerb(l.intransitive.pick(rng).sg)
          const when = date ? `Am ${weekdayName(lang, date)}` : 'Gestern'
          s = `${when} ${finite} ${someone(rng, lang, ctx)} in ${place(rng, lang, ctx)}${rest ? ' ' + rest : ''}`
          break
        }
        case 7:
          s = `${deNp(rng, 'nom', false)} war ${l.adverbs.pick(rng)} ${predicative(rng)}, ${rng.pick(v.conjunctions)} ${deNp(rng, 'nom', true)} ${verb.pl} ${deNp(rng, 'acc')}`
          break
        default:
          s = `${deNp(rng, 'nom', true)} ${verb.pl} ${l.particles.pick(rng) === 'nicht' ? 'nicht ' : ''}${deNp(rng, 'acc')} ${rng.pick(v.prepositions)} ${deNp(rng, 'dat')}`
      }
      break
    }
    case 'fr': {
      const verb = l.verbs.pick(rng)
      switch (pattern) {
        case 0:
          s = `${frNp(rng, false).text} ${verb.sg} ${l.adverbs.pick(rng)} ${frNp(rng, rng.chance(0.3)).text}`
          break
        case 1:
          s = `${capitalize(l.adverbs.pick(rng))}, ${frNp(rng, false).text} ${verb.sg} ${frNp(rng, false).text} ${frNp(rng, false, 'de').text}`
          break
        case 2:
          s = `On annonce ${frDe(place(rng, lang, ctx))} que ${frNp(rng, false).text} ${verb.sg} ${frNp(rng, true).text}`
          break
        case 3:
          s = `${someone(rng, lang, ctx)} ${verb.sg} ${frNp(rng, false).text} ${frNp(rng, false, 'de').text}`
          break
        case 4:
          s = `${frNp(rng, false).text} ${l.intransitive.pick(rng).sg} à ${place(rng, lang, ctx)} ${l.adverbs.pick(rng)}`
          break
        case 5: {
          const when = date ? `Le ${weekdayName(lang, date)} ${date.day} ${monthName(lang, date.month)}` : 'Hier'
          s = `${when}, ${frNp(rng, false).text} ${l.intransitive.pick(rng).sg} ${frNp(rng, false, 'à').text}`
          break
        }
        case 6: {
          const np = frNp(rng, false, undefined, false)
          const adj = l.adjectives.pick(rng)
          s = `${np.text} est ${l.adverbs.pick(rng)} ${np.noun.g === 'f' ? adj.f : adj.m}`
          break
        }
        case 7:
          s = `${frNp(rng, true).text} ${verb.pl} ${frNp(rng, false).text}, ${rng.pick(v.conjunctions)} ${frNp(rng, false).text} ${l.intransitive.pick(rng).sg}`
          break
        default:
          s = `Selon ${frNp(rng, false).text}, ${frNp(rng, false).text} ${verb.sg} ${frNp(rng, true).text} ${frNp(rng, false, 'de').text}`
      }
      break
    }
    case 'lb': {
      const verb = l.verbs.pick(rng)
      switch (pattern) {
        case 0:
          s = `${lbNp(rng, false, false)} ${verb.sg} ${l.adverbs.pick(rng)} ${lbNp(rng)}`
          break
        case 1:
          s = `${l.adverbs.pick(rng)} ${verb.sg} ${lbNp(rng, false, false)} ${lbNp(rng)} ${rng.pick(v.prepositions)} ${lbNp(rng, true)}`
          break
        case 2: {
          const [finite, rest] = splitVerb(l.intransitive.pick(rng).sg)
          s = `Zu ${place(rng, lang, ctx)} ${finite} ${lbNp(rng, false, false)}${rest ? ' ' + rest : ''}`
          break
        }
        case 3:
          s = `${someone(rng, lang, ctx)} ${verb.sg} ${lbNp(rng)} ${rng.pick(v.prepositions)} ${lbNp(rng, true)}`
          break
        case 4:
          s = `${lbNp(rng, false, false)} war ${l.adverbs.pick(rng)} ${l.adjectives.pick(rng).m}`
          break
        case 5:
          s = `Et gëtt gesot, datt ${lbNp(rng, false, false)} ${l.adjectives.pick(rng).m} ass`
          break
        case 6: {
          const [finite, rest] = splitVerb(l.intransitive.pick(rng).sg)
          const when = date ? `E ${weekdayName(lang, date)}` : 'Gëschter'
          s = `${when} ${finite} ${someone(rng, lang, ctx)} zu ${place(rng, lang, ctx)}${rest ? ' ' + rest : ''}`
          break
        }
        case 7:
          s = `${lbNp(rng, false, true)} ${verb.pl} ${lbNp(rng)}, ${rng.pick(v.conjunctions)} ${lbNp(rng, false, false)} war ${l.adjectives.pick(rng).m}`
          break
        default:
          s = `Fir ${lbNp(rng)} ${verb.sg} ${lbNp(rng, false, false)} ${l.adverbs.pick(rng)} ${lbNp(rng)}`
      }
      break
    }
    case 'en': {
      const verb = l.verbs.pick(rng)
      switch (pattern) {
        case 0:
          s = `${enNp(rng, false)} ${verb.sg} ${enNp(rng)} in ${place(rng, lang, ctx)}`
          break
        case 1:
          s = `${capitalize(l.adverbs.pick(rng))}, ${enNp(rng, false)} ${verb.sg} ${enNp(rng)}`
          break
        case 2:
          s = `We learn from ${place(rng, lang, ctx)} that ${enNp(rng, false)} ${verb.sg} ${enNp(rng)}`
          break
        case 3:
          s = `${someone(rng, lang, ctx)} ${verb.sg} ${enNp(rng)} ${rng.pick(v.prepositions)} ${enNp(rng)}`
          break
        case 4:
          s = `${enNp(rng, false)} was ${l.adverbs.pick(rng)} ${l.adjectives.pick(rng).m}`
          break
        case 5: {
          const when = date ? `On ${weekdayName(lang, date)}` : 'Yesterday'
          s = `${when} ${someone(rng, lang, ctx)} ${l.intransitive.pick(rng).sg} at ${place(rng, lang, ctx)}`
          break
        }
        case 6:
          s = `${enNp(rng, true)} ${verb.pl} ${enNp(rng)} ${rng.pick(v.conjunctions)} ${enNp(rng, false)} ${l.intransitive.pick(rng).sg}`
          break
        default:
          s = `According to ${enNp(rng, false)}, ${enNp(rng, true)} ${verb.pl} ${enNp(rng)}`
      }
      break
    }
  }
  return capitalize(s) + (rng.chance(0.04) ? '!' : '.')
}

export function countWords(text: string): number {
  let n = 0
  for (const w of text.split(/\s+/)) if (w.length > 0) n++
  return n
}

/** Sentences until about `words` words. */
export function paragraph(rng: Rng, lang: Lang, ctx: TextContext | undefined, words: number): string {
  const parts: string[] = []
  let count = 0
  while (count < words) {
    const s = sentence(rng, lang, ctx)
    parts.push(s)
    count += countWords(s)
  }
  return parts.join(' ')
}

/** Paragraphs summing to about `words` words, 25–90 words each. */
export function paragraphs(rng: Rng, lang: Lang, ctx: TextContext | undefined, words: number): string[] {
  const out: string[] = []
  let left = words
  while (left > 0) {
    const size = left < 110 ? left : rng.int(25, 90)
    const p = paragraph(rng, lang, ctx, size)
    out.push(p)
    left -= countWords(p)
  }
  return out
}

// --- Templates ----------------------------------------------------------------

type Resolver = (key: string) => string | undefined

export function fill(template: string, resolve: Resolver): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => resolve(key) ?? whole)
}

/** Prices move with the period: francs grew ~35-fold between 1870 and 1990; Reichsmark under occupation. */
export function priceFactor(date: DateParts): number {
  const y = date.year
  if (isOccupation(date)) return 0.125
  if (y < 1914) return 1
  if (y < 1919) return 2
  if (y < 1940) return 6
  if (y < 1945) return 8
  if (y < 1960) return 20
  return 35
}

export function formatPrice(value: number, lang: Lang, date: DateParts): string {
  const fixed = value.toFixed(2)
  const [whole = '0', cents = '00'] = fixed.split('.')
  if (isOccupation(date)) return `${whole},${cents} RM`
  switch (lang) {
    case 'de':
      return `${whole},${cents} Fr.`
    case 'fr':
      return `${whole} fr. ${cents}`
    case 'lb':
      return `${whole},${cents} Frang`
    case 'en':
      return `${whole}.${cents} francs`
  }
}

function temperature(rng: Rng, date: DateParts): number {
  const base = [0, 2, 6, 10, 14, 17, 19, 18, 15, 10, 5, 1][date.month - 1] ?? 10
  return base + rng.int(-4, 4)
}

function addDays(date: DateParts, days: number): DateParts {
  const d = new Date(Date.UTC(date.year, date.month - 1, date.day + days))
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate(), weekday: d.getUTCDay() }
}

/** The common placeholders; kind-specific ones are added by the caller. */
export function resolver(rng: Rng, lang: Lang, ctx: TextContext, extra: Record<string, () => string> = {}): Resolver {
  const date = ctx.date
  return (key) => inEra(date.year, () => resolve(key))
  function resolve(key: string): string | undefined {
    const custom = extra[key]
    if (custom) return custom()
    switch (key) {
      case 'place':
        return place(rng, lang, ctx)
      case 'place2':
        return homePlace(rng, lang)
      case 'dePlace':
        return frDe(place(rng, 'fr', ctx))
      case 'dePlace2':
        return frDe(homePlace(rng, 'fr'))
      case 'inst':
        return institution(rng, lang)
      case 'person':
        return someone(rng, lang, ctx)
      case 'personName': {
        const n = personName(rng, lang, false)
        return `${n.given} ${n.family}`
      }
      case 'family':
        return familyList.pick(rng)
      case 'given':
        return rng.pick(GIVEN_NAMES.f)
      case 'day':
        return String(date.day)
      case 'day2':
        return String(addDays(date, rng.int(-9, -2)).day)
      case 'dayNext':
        return String(addDays(date, rng.int(2, 6)).day)
      case 'month':
        return monthName(lang, date.month)
      case 'year':
        return String(date.year)
      case 'year0':
        return String(date.year - rng.int(10, 40))
      case 'weekday':
        return itemAt(VOCABULARY[lang].weekdays, rng.int(0, 6))
      case 'num':
        return String(rng.int(2, 180))
      case 'age':
        return String(rng.int(38, 91))
      case 'hour':
        return String(rng.int(8, 17))
      case 'noun':
        return lists(lang).nouns.pick(rng).sg
      case 'nounPl':
        return lists(lang).nouns.pick(rng).pl
      case 'np':
        return lang === 'de' ? deNp(rng, 'nom') : lang === 'fr' ? frNp(rng, false).text : lang === 'lb' ? lbNp(rng) : enNp(rng)
      case 'ship':
        return rng.pick(SHIPS)
      case 'line':
        return rng.pick(SHIPPING_LINES)
      case 'port':
        return itemAt(PORTS, rng.int(0, 3))[lang]
      case 'port2':
        return itemAt(PORTS, rng.int(4, PORTS.length - 1))[lang]
      case 'street':
        return rng.pick(STREETS[lang])
      case 'good': {
        const goods = ADVERTISED_GOODS.filter((g) => g.from <= date.year)
        return rng.pick(goods).name[lang]
      }
      case 'work':
        return rng.pick(WORK_TITLES[lang])
      case 'sovereign': {
        const s = SOVEREIGNS.find((r) => date.year >= r.from && date.year < r.to) ?? itemAt(SOVEREIGNS, SOVEREIGNS.length - 1)
        return lang === 'fr' ? s.fr : s.de
      }
      case 'wind':
        return rng.pick(WIND_DIRECTIONS[lang])
      case 'sky':
        return skyOf(rng, lang, date.month)
      case 'temp':
        return String(temperature(rng, date))
      case 'baro':
        return String(rng.int(742, 772))
      case 'sentence':
        return sentence(rng, lang, ctx)
      default:
        return undefined
    }
  }
}

export interface UnitText {
  title: string
  subTitle?: string
  overline?: string
  author?: { given: string; family: string }
  paragraphs: string[]
  /** Table rows, one printed line each (TABLE). */
  rows?: string[]
}

const ARTICLE_TITLES: Record<Lang, string[]> = {
  de: [
    '{place}, {day}. {month}.', 'Aus {place}.', '{inst}.', 'Die {nounPl} in {place}.', 'Zur Frage der {nounPl}.', '{noun}.',
    'Aus dem Gerichtssaale.', 'Unglücksfall in {place}.', 'Brand in {place}.', '{place}.', 'Die Wahlen in {place}.',
    'Eisenbahn {place}–{place2}.', 'Ein Wort über {nounPl}.', 'Die Versammlung in {place}.', 'Vom Großherzoglichen Hofe.',
    'Die Straßenbahn in {place}.', 'Nachrichten aus dem Großherzogtum.',
  ],
  fr: [
    '{place}, le {day} {month}.', 'Nouvelles {dePlace}.', '{inst}.', 'La question des {nounPl}.', 'Les élections à {place}.',
    'Incendie à {place}.', 'Accident à {place}.', 'Chronique judiciaire.', 'Le chemin de fer {dePlace} à {place2}.',
    'Un mot sur les {nounPl}.', 'La société {dePlace}.', 'Au théâtre.', "L'élection {dePlace}.", 'La Cour grand-ducale.',
  ],
  lb: [
    '{place}', 'Aus {place}', '{inst}', 'Accident zu {place}', 'Brand zu {place}', "D'Wale vun {place}", 'Eng Fro iwwer {nounPl}',
    "D'Versammlung zu {place}", 'Nei Stroossen zu {place}', 'Schueberfouer',
  ],
  en: [
    '{place}, {month} {day}', 'News from {place}', 'The {inst}', 'Fire at {place}', 'Accident near {place}', 'The {noun} question',
    'Elections in {place}', 'A word on {nounPl}', 'The new road to {place}', 'At the Chamber',
  ],
}

export function articleText(rng: Rng, lang: Lang, ctx: TextContext, words: number): UnitText {
  const r = resolver(rng, lang, ctx)
  const titles = ARTICLE_TITLES[lang].filter((title) => fitsEra(title, ctx.date.year))
  return { title: fill(rng.pick(titles), r), paragraphs: paragraphs(rng, lang, ctx, words) }
}

export function feuilletonText(rng: Rng, lang: Lang, ctx: TextContext, words: number): UnitText {
  const overline = { de: 'Feuilleton.', fr: 'FEUILLETON.', lb: 'Feuilleton', en: 'Serial Story' }[lang]
  const sub = { de: '(Fortsetzung.)', fr: '(SUITE.)', lb: '(Fortsetzung)', en: '(continued)' }[lang]
  return {
    overline,
    title: rng.pick(WORK_TITLES[lang]),
    subTitle: rng.chance(0.8) ? sub : undefined,
    author: personName(rng, lang),
    paragraphs: paragraphs(rng, lang, ctx, words),
  }
}

const DEATH_TITLES: Record<Lang, string[]> = {
  de: ['Todesanzeige.', 'Traueranzeige.', 'Statt jeder besonderen Anzeige.'],
  fr: ['Avis mortuaire.', 'Faire-part de décès.', 'Nécrologie.'],
  lb: ['Doudesannonce', 'Traueranzeige'],
  en: ['Obituary', 'Death Notice'],
}

const DEATH_BODIES: Record<Lang, string[]> = {
  de: [
    'Gott dem Allmächtigen hat es gefallen, heute unseren innigstgeliebten Gatten, Vater, Bruder, Schwiegervater und Onkel, {deceased}, nach langem, mit großer Geduld ertragenem Leiden, wohlversehen mit den heiligen Sterbesakramenten, im Alter von {age} Jahren zu sich in die Ewigkeit abzuberufen.',
    'Die Beerdigung findet statt am {weekday}, den {dayNext}. {month}, um {hour} Uhr morgens, in {place}. Vom Trauerhause, {street} {num}, aus.',
    'Um stille Teilnahme bitten die trauernden Hinterbliebenen.',
    'Das feierliche Seelenamt wird in der Pfarrkirche zu {place} gehalten.',
  ],
  fr: [
    "Madame veuve {deceased}, ses enfants et petits-enfants ont la douleur de vous faire part de la perte cruelle qu'ils viennent d'éprouver en la personne de leur époux, père et grand-père, décédé à {place}, dans sa {age}e année, muni des sacrements de l'Église.",
    "Les funérailles auront lieu le {weekday} {dayNext} {month}, à {hour} heures, en l'église paroissiale {dePlace}.",
    'Le présent avis tient lieu de faire-part.',
    'Priez pour lui !',
  ],
  lb: [
    "Traureg deele mir Iech mat, datt eise léiwe Mann, Papp, Bopa a Brudder {deceased} am Alter vun {age} Joer vun eis gaangen ass.",
    "D'Begriefnes ass e {weekday}, den {dayNext}. {month}, um {hour} Auer zu {place}.",
    'Merci fir all Zeeche vu Matgefill.',
  ],
  en: [
    '{deceased}, of {place}, died peacefully at home, aged {age}, deeply mourned by his family and friends.',
    'The funeral service will be held at {place} on {weekday} at {hour} o’clock.',
    'No flowers, by request.',
  ],
}

export function deathNoticeText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const { given, family } = personName(rng, lang, rng.chance(0.35))
  const deceased = { de: `Herrn ${given} ${family}`, fr: `${given} ${family}`, lb: `${given} ${family}`, en: `${given} ${family}` }[lang]
  const r = resolver(rng, lang, ctx, { deceased: () => deceased })
  const bodies = DEATH_BODIES[lang]
  const count = rng.int(2, bodies.length)
  return {
    title: rng.chance(0.5) ? `† ${given} ${family}` : rng.pick(DEATH_TITLES[lang]),
    paragraphs: bodies.slice(0, count).map((t) => fill(t, r)),
  }
}

const AD_TITLES: Record<Lang, string[]> = {
  de: ['Zu verkaufen.', 'Zu vermieten.', 'Gesucht', 'Versteigerung.', 'Anzeige.', 'Empfehlung.', 'Neu eröffnet!', 'Ausverkauf', '{good}'],
  fr: ['À vendre.', 'À louer.', 'On demande', 'Vente publique.', 'Avis.', 'Magasin de nouveautés', 'Liquidation totale', '{good}'],
  lb: ['Ze verkafen', 'Ze verlounen', 'Gesicht', 'Annonce', 'Nei opgemaach!', '{good}'],
  en: ['For Sale', 'To Let', 'Wanted', 'Auction', 'Notice', '{good}'],
}

const AD_BODIES: Record<Lang, string[]> = {
  de: [
    'Der Unterzeichnete empfiehlt sein reichhaltiges Lager in {good} zu den billigsten Preisen.',
    '{good} in großer Auswahl bei {personName}, {street} {num}, {place}.',
    'Zu verkaufen: ein gut erhaltenes Haus mit Garten und Stallung, gelegen zu {place}. Näheres bei Notar {family} in {place2}.',
    'Gesucht wird ein ordentliches Dienstmädchen, das kochen kann. Eintritt sofort. Adresse in der Expedition dieses Blattes.',
    'Am {weekday}, den {dayNext}. {month}, um {hour} Uhr nachmittags, läßt {personName} zu {place} öffentlich versteigern: {num} Stück Rindvieh, Ackergeräte, Möbel und Hausrat.',
    'Prompte und reelle Bedienung! Preise konkurrenzlos.',
    'Großer Ausverkauf wegen Geschäftsaufgabe: {good} zu herabgesetzten Preisen.',
  ],
  fr: [
    "Le soussigné {personName}, négociant à {place}, a l'honneur d'informer le public qu'il vient d'ouvrir un magasin de {good}, {street} {num}.",
    '{good} de première qualité à des prix très modérés.',
    "À vendre de gré à gré: une maison avec jardin, située à {place}. S'adresser à Me {family}, notaire à {place2}.",
    "On demande une bonne à tout faire, sachant cuisiner. S'adresser au bureau du journal.",
    'Vente publique le {weekday} {dayNext} {month}, à {hour} heures, à {place}: mobilier, bétail et instruments aratoires.',
    'Maison de confiance, fondée en {year0}.',
  ],
  lb: [
    '{good} ze verkafen, gutt erhalen, bëlleg. Ze froen bei {personName}, {street} {num}, {place}.',
    'Mir sichen eng Verkeeferin fir eise Geschäft zu {place}.',
    'Nei: {good} an all Gréissten! Kommt laanscht, mir freeën eis.',
    'Grouss Auswiel u {good} zu {place}.',
  ],
  en: [
    '{good} of the best quality at moderate prices. Apply to {personName}, {street} {num}, {place}.',
    'Wanted: a reliable clerk with knowledge of French and German. Apply in writing to the office of this paper.',
    'Flat to let near {place}, three rooms, kitchen and garden.',
  ],
}

export function advertisementText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const r = resolver(rng, lang, ctx)
  const bodies = rng.shuffle(AD_BODIES[lang]).slice(0, rng.int(1, 3))
  if (ctx.date.year >= 1890 && rng.chance(0.4)) {
    bodies.push({ de: 'Telephon Nr. {num}.', fr: 'Téléphone {num}.', lb: 'Tel. {num}.', en: 'Telephone {num}.' }[lang])
  }
  return { title: fill(rng.pick(AD_TITLES[lang]), r), paragraphs: bodies.map((b) => fill(b, r)) }
}

const WEATHER_TITLES: Record<Lang, string[]> = {
  de: ['Wetterbericht vom {day}. {month}.', 'Witterung.', 'Wetter.'],
  fr: ['Bulletin météorologique du {day} {month}.', 'Le temps.'],
  lb: ["D'Wieder", 'Wiederbericht'],
  en: ['The Weather', 'Weather Report'],
}

const WEATHER_BODIES: Record<Lang, string[]> = {
  de: [
    'Barometerstand {baro} mm, Thermometer {temp} Grad Celsius, Wind {wind}, Himmel {sky}.',
    'Aussichten für morgen: {sky}, Temperatur wenig verändert, schwacher Wind aus {wind}.',
    'Die Niederschläge der letzten Woche betrugen {num} Millimeter.',
  ],
  fr: [
    'Baromètre {baro} mm, thermomètre {temp} degrés, vent {wind}, ciel {sky}.',
    'Prévisions pour demain: temps {sky}, température stationnaire.',
    'Hauteur de pluie tombée pendant la semaine: {num} millimètres.',
  ],
  lb: ["Muer gëtt et {sky}, Temperaturen ëm {temp} Grad, Wand aus dem {wind}.", 'Den Thermometer stoung gëschter op {temp} Grad.'],
  en: ['Barometer {baro} mm, temperature {temp} degrees, wind {wind}, {sky}.', 'Outlook for tomorrow: {sky}, little change in temperature.'],
}

/** Snow (the sixth word of SKY) falls from December to February, thunderstorms (the seventh) from May to September. */
function skyOf(rng: Rng, lang: Lang, month: number): string {
  const winter = month === 12 || month <= 2
  const summer = month >= 5 && month <= 9
  return rng.pick(SKY[lang].filter((_, index) => (index !== 5 || winter) && (index !== 6 || summer)))
}

export function weatherText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const r = resolver(rng, lang, ctx)
  const rows: string[] = []
  const n = rng.int(3, 6)
  for (let i = 0; i < n; i++) rows.push(fill('{place2}: {temp}°, {sky}', r))
  return { title: fill(rng.pick(WEATHER_TITLES[lang]), r), paragraphs: WEATHER_BODIES[lang].slice(0, rng.int(1, 3)).map((t) => fill(t, r)), rows }
}

const SHIPPING_BODIES: Record<Lang, string[]> = {
  de: [
    'Der Postdampfer „{ship}“ der {line}, welcher am {day2}. {month} von {port} abgegangen, ist wohlbehalten in {port2} angekommen.',
    'Mit demselben reisten {num} Auswanderer aus dem Großherzogtum, darunter die Familie {family} aus {place2}.',
    'Nächste Abfahrten von {port}: {weekday}, den {dayNext}. {month}. Auskunft erteilt der Agent {personName} in {place2}.',
  ],
  fr: [
    'Le paquebot « {ship} », de la ligne {line}, parti {fromPort} le {day2} {month}, est arrivé heureusement à {port2}.',
    'Il avait à bord {num} émigrants luxembourgeois, parmi lesquels la famille {family}, {dePlace2}.',
    "Prochains départs {fromPort}: le {weekday} {dayNext} {month}. S'adresser à l'agent {personName}, à {place2}.",
  ],
  lb: ["D'Schëff „{ship}“ vun der {line} ass vun {port} op {port2} ukomm.", 'Un Bord waren {num} Lëtzebuerger.'],
  en: ['The steamer {ship} of the {line}, from {port}, has arrived at {port2} with {num} passengers.', 'Next sailings from {port}: {weekday}.'],
}

export function shippingText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const r = resolver(rng, lang, ctx, { fromPort: () => frDe(itemAt(PORTS, rng.int(0, 3)).fr) })
  const titles = { de: 'Schiffsnachrichten.', fr: 'Mouvement des navires.', lb: 'Schëffsnoriichten', en: 'Shipping News' }
  return { title: titles[lang], paragraphs: SHIPPING_BODIES[lang].slice(0, rng.int(1, SHIPPING_BODIES[lang].length)).map((t) => fill(t, r)) }
}

const LAW_SUBJECTS = {
  de: [
    'die Errichtung einer Ackerbauschule', 'den Bau der Eisenbahn von {place2} nach {place2}', 'die Organisation der Feuerwehren',
    'die Besteuerung der Getränke', 'die Einrichtung von Sparkassen', 'das Jagdrecht', 'den Primärunterricht', 'die Sonntagsruhe',
    'die Gemeindewahlen', 'die Wasserleitung der Stadt {place2}', 'die Prüfung der Lebensmittel', 'die Regelung des Viehhandels',
  ],
  fr: [
    "la création d'une école agricole", 'la construction du chemin de fer {dePlace2} à {place2}', "l'organisation des corps de sapeurs-pompiers",
    'la taxe sur les boissons', "l'établissement de caisses d'épargne", 'la chasse', "l'enseignement primaire", 'le repos dominical',
    'les élections communales', "la distribution d'eau de la ville {dePlace2}", 'le contrôle des denrées alimentaires', 'le commerce du bétail',
  ],
}

/** Laws are printed in German and French only (the official languages of the period). */
export function lawText(rng: Rng, lang: 'de' | 'fr', ctx: TextContext): UnitText {
  const r = resolver(rng, lang, ctx)
  const subject = fill(rng.pick(LAW_SUBJECTS[lang]), r)
  const occupied = isOccupation(ctx.date)
  const paragraphsOut: string[] = []
  let title: string
  if (lang === 'de') {
    title = occupied ? `Verordnung über ${subject.replace(/^(die|den|das) /, '')}.` : `Gesetz vom ${ctx.date.day}. ${monthName('de', ctx.date.month)} ${ctx.date.year}, betreffend ${subject}.`
    if (!occupied) {
      paragraphsOut.push(fill('Wir {sovereign}; Nach Anhörung Unseres Staatsrates; Mit Zustimmung der Abgeordnetenkammer; Haben verordnet und verordnen:', r))
    }
    const articles = rng.int(2, 5)
    for (let i = 1; i <= articles; i++) paragraphsOut.push(`Art. ${i}. ${paragraph(rng, 'de', ctx, rng.int(15, 40))}`)
    if (!occupied) paragraphsOut.push('Befehlen und verordnen, daß dieses Gesetz ins Memorial eingerückt werde, um von Allen, die es betrifft, ausgeführt und befolgt zu werden.')
  } else {
    title = `Loi du ${ctx.date.day} ${monthName('fr', ctx.date.month)} ${ctx.date.year} concernant ${subject}.`
    paragraphsOut.push(fill("Nous {sovereign}; Notre Conseil d'État entendu; De l'assentiment de la Chambre des députés; Avons ordonné et ordonnons:", r))
    const articles = rng.int(2, 5)
    for (let i = 1; i <= articles; i++) paragraphsOut.push(`Art. ${i === 1 ? '1er' : i}. ${paragraph(rng, 'fr', ctx, rng.int(15, 40))}`)
    paragraphsOut.push('Mandons et ordonnons que la présente loi soit insérée au Mémorial, pour être exécutée et observée par tous ceux que la chose concerne.')
  }
  return { title, paragraphs: paragraphsOut }
}

const REVIEW_TITLES: Record<Lang, string[]> = {
  de: ['Theater.', 'Konzert.', 'Bücherschau.', '„{work}“'],
  fr: ['Théâtre.', 'Concert.', 'Bibliographie.', '« {work} »'],
  lb: ['Theater', 'Concert', 'Buch: „{work}“'],
  en: ['Theatre', 'Concert', 'Books: {work}'],
}

const REVIEW_OPENINGS: Record<Lang, string[]> = {
  de: ['Die Aufführung von „{work}“ im Stadttheater war ein voller Erfolg.', 'Das Konzert der {inst} fand vor ausverkauftem Saale statt.', 'Soeben ist im Verlag von {personName} das Buch „{work}“ erschienen.'],
  fr: ['La représentation de « {work} » au théâtre municipal a obtenu un franc succès.', 'Le concert de la {inst} a attiré un public nombreux.', 'Vient de paraître chez {personName}: « {work} ».'],
  lb: ["D'Stéck „{work}“ am Theater vun der Stad war e grousse Succès.", "De Concert vun der {inst} war ausverkaf."],
  en: ['The performance of {work} at the Municipal Theatre was a great success.', 'The concert of the {inst} drew a large audience.'],
}

export function reviewText(rng: Rng, lang: Lang, ctx: TextContext, words: number): UnitText {
  const r = resolver(rng, lang, ctx)
  const body = paragraphs(rng, lang, ctx, Math.max(20, words - 20))
  body.unshift(fill(rng.pick(REVIEW_OPENINGS[lang]), r))
  return { title: fill(rng.pick(REVIEW_TITLES[lang]), r), paragraphs: body, author: rng.chance(0.5) ? personName(rng, lang) : undefined }
}

export function marketTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const r = resolver(rng, lang, ctx)
  const titles = {
    de: ['Marktpreise vom {day}. {month}.', 'Fruchtmarkt zu {place2}.'],
    fr: ['Mercuriale du marché {fromPlace}.', 'Cours du {day} {month}.'],
    lb: ['Maartpräisser zu {place2}'],
    en: ['Market Prices at {place2}'],
  }
  const title = fill(rng.pick(titles[lang]), resolver(rng, lang, ctx, { fromPlace: () => frDe(homePlace(rng, 'fr')) }))
  const factor = priceFactor(ctx.date)
  const header = { de: 'Ware — Einheit — Preis', fr: 'Denrées — Unité — Prix', lb: 'Wuer — Eenheet — Präis', en: 'Goods — Unit — Price' }[lang]
  const goods = rng.shuffle(MARKET_GOODS).slice(0, rng.int(5, 10))
  const rows = [header]
  for (const g of goods) {
    const price = g.price * factor * (0.8 + rng.next() * 0.4)
    rows.push(`${g.name[lang]} ${g.unit[lang]} ${formatPrice(price, lang, ctx.date)}`)
  }
  return { title, paragraphs: rng.chance(0.4) ? [fill('{sentence}', r)] : [], rows }
}

/** 2454000 → "2 454 000", without Intl so the output cannot depend on the ICU build. */
function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
}

/** A statistical table for the economic and medical serials. */
export function statisticsTableText(rng: Rng, lang: Lang, ctx: TextContext): UnitText {
  const subject = {
    de: ['Roheisenerzeugung (Tonnen)', 'Bevölkerungsbewegung', 'Geburten und Sterbefälle'],
    fr: ['Production de fonte (tonnes)', 'Mouvement de la population', 'Naissances et décès'],
    lb: ['Produktioun vu Stol (Tonnen)', 'Bevëlkerung'],
    en: ['Pig-iron output (tonnes)', 'Population movement'],
  }[lang]
  const title = rng.pick(subject)
  const rows = [`${title}`]
  let a = rng.int(1000, 90000)
  let b = rng.int(100, 9000)
  for (let y = ctx.date.year - rng.int(5, 9); y < ctx.date.year; y++) {
    a = Math.round(a * (0.9 + rng.next() * 0.25))
    b = Math.round(b * (0.9 + rng.next() * 0.25))
    rows.push(`${y} ${groupThousands(a)} ${groupThousands(b)}`)
  }
  return { title, paragraphs: [], rows }
}

/**
 * What an illustration shows: a subject (with the first year it can be shown, so no blast furnace
 * stands in Esch before there was one) placed in a town, sometimes with an occasion. Composed,
 * so captions vary across papers and decades instead of one line recurring everywhere.
 */
const PICTURED: Record<Lang, { text: string; from?: number }[]> = {
  de: [
    { text: 'Ansicht von {place2}' }, { text: 'Die neue Brücke in {place2}' }, { text: 'Der Festzug in {place2}' },
    { text: 'Das Denkmal auf dem Marktplatz zu {place2}' }, { text: 'Die Hochöfen von {place2}', from: 1871 }, { text: 'Der Bahnhof von {place2}', from: 1859 },
    { text: 'Die Pfarrkirche zu {place2}' }, { text: 'Das Rathaus von {place2}' }, { text: 'Der Viehmarkt in {place2}' }, { text: 'Die Schlossruine bei {place2}' },
    { text: 'Das Hochwasser in {place2}' }, { text: 'Die Weinlese bei {place2}' }, { text: 'Das neue Spital in {place2}' }, { text: 'Die Feuerwehr von {place2}' },
    { text: 'Das Elektrizitätswerk von {place2}', from: 1900 }, { text: 'Die Straßenbahn in {place2}', from: 1875 }, { text: 'Der Flugplatz bei {place2}', from: 1920 },
  ],
  fr: [
    { text: 'Vue {dePlace2}' }, { text: 'Le nouveau pont {dePlace2}' }, { text: 'Le cortège à {place2}' }, { text: 'Le monument de la place du Marché à {place2}' },
    { text: 'Les hauts fourneaux {dePlace2}', from: 1871 }, { text: 'La gare {dePlace2}', from: 1859 }, { text: "L'église paroissiale {dePlace2}" },
    { text: "L'hôtel de ville {dePlace2}" }, { text: 'Le marché aux bestiaux à {place2}' }, { text: 'Les ruines du château {dePlace2}' },
    { text: "L'inondation à {place2}" }, { text: 'Les vendanges près {dePlace2}' }, { text: 'Le nouvel hôpital {dePlace2}' }, { text: 'Les pompiers {dePlace2}' },
    { text: "L'usine électrique {dePlace2}", from: 1900 }, { text: 'Le tramway à {place2}', from: 1875 }, { text: "L'aérodrome près {dePlace2}", from: 1920 },
  ],
  lb: [
    { text: 'Bléck op {place2}' }, { text: 'Den Cortège zu {place2}' }, { text: "D'nei Bréck zu {place2}" }, { text: "D'Kierch zu {place2}" },
    { text: "D'Gare vu {place2}", from: 1859 }, { text: 'De Maart zu {place2}' }, { text: "D'Schlassruin bei {place2}" }, { text: "D'Wanzer bei {place2}" },
  ],
  en: [
    { text: 'View of {place2}' }, { text: 'The new bridge at {place2}' }, { text: 'The procession at {place2}' }, { text: 'The parish church of {place2}' },
    { text: 'The railway station at {place2}', from: 1859 }, { text: 'The cattle market at {place2}' }, { text: 'The flood at {place2}' },
    { text: 'The ruins of the castle near {place2}' }, { text: 'The vintage near {place2}' }, { text: 'The power station at {place2}', from: 1900 },
  ],
}

/** What a picture adds after its subject, now and then: the occasion or the photographer. */
const PICTURE_NOTES: Record<Lang, string[]> = {
  de: ['im Winter {year}', 'am Tag der Einweihung', 'nach dem Brand', 'aus der Vogelschau', 'Aufnahme von {personName}', 'am Kirmessonntag'],
  fr: ["pendant l'hiver {year}", "le jour de l'inauguration", "après l'incendie", "vue à vol d'oiseau", 'cliché {personName}', 'le dimanche de la kermesse'],
  lb: ['am Wanter {year}', 'um Kiermesdag', 'no dem Brand'],
  en: ['in the winter of {year}', 'on the day it opened', 'after the fire', "from a bird's-eye view", 'photograph by {personName}'],
}

const CAPTIONS: Record<'MAP' | 'CHART_DIAGRAM', Record<Lang, string[]>> = {
  MAP: {
    de: ['Karte des Kantons {place2}.', 'Übersichtskarte der Eisenbahnlinien.', 'Plan der Stadt {place2}.'],
    fr: ['Carte du canton {fromPlace}.', 'Carte des chemins de fer.', 'Plan de la ville {fromPlace}.'],
    lb: ['Kaart vum Kanton {place2}', 'Plang vun der Stad'],
    en: ['Map of the canton of {place2}', 'Railway map'],
  },
  CHART_DIAGRAM: {
    de: ['Graphische Darstellung der Bevölkerungsbewegung.', 'Entwicklung der Roheisenerzeugung {year0}–{year}.', 'Niederschläge im Jahre {year}.'],
    fr: ['Graphique de la production de fonte {year0}–{year}.', 'Mouvement de la population.', 'Diagramme des pluies en {year}.'],
    lb: ['Grafik: Entwécklung vun der Bevëlkerung', 'Produktioun {year0}–{year}'],
    en: ['Chart: steel production {year0}–{year}', 'Rainfall in {year}'],
  },
}

export function captionText(rng: Rng, kind: 'ILLUSTRATION' | 'MAP' | 'CHART_DIAGRAM', lang: Lang, ctx: TextContext): string {
  const r = resolver(rng, lang, ctx, { fromPlace: () => frDe(homePlace(rng, 'fr')) })
  if (kind === 'ILLUSTRATION' && ctx.cast.length > 0 && rng.chance(0.2)) {
    const p = rng.pick(ctx.cast)
    return `${p.given} ${p.family}, ${p.role[lang]}.`
  }
  if (kind !== 'ILLUSTRATION') return fill(rng.pick(CAPTIONS[kind][lang]), r)
  const subjects = PICTURED[lang].filter((subject) => (subject.from ?? 0) <= ctx.date.year)
  const subject = fill(rng.pick(subjects).text, r)
  const note = rng.chance(0.35) ? fill(rng.pick(PICTURE_NOTES[lang]), r) : undefined
  // English captions stand without a full stop, as English papers printed them.
  const end = lang === 'en' || lang === 'lb' ? '' : '.'
  return note ? `${subject}, ${note}${end}` : `${subject}${end}`
}

export function roman(n: number): string {
  const table: [number, string][] = [
    [1000, 'M'], [900, 'CM'], [500, 'D'], [400, 'CD'], [100, 'C'], [90, 'XC'],
    [50, 'L'], [40, 'XL'], [10, 'X'], [9, 'IX'], [5, 'V'], [4, 'IV'], [1, 'I'],
  ]
  let out = ''
  let left = n
  for (const [value, symbol] of table) {
    while (left >= value) {
      out += symbol
      left -= value
    }
  }
  return out
}

export function chapterTitle(rng: Rng, lang: Lang, n: number): string {
  const np = lang === 'de' ? deNp(rng, 'nom', rng.chance(0.3)) : lang === 'fr' ? frNp(rng, rng.chance(0.3)).text : lang === 'lb' ? lbNp(rng) : enNp(rng)
  const label = { de: `${roman(n)}. Kapitel.`, fr: `Chapitre ${roman(n)}. —`, lb: `Kapitel ${roman(n)}:`, en: `Chapter ${roman(n)}.` }[lang]
  return `${label} ${capitalize(np)}`
}

/** Simulated OCR confusions, for old print: searches must survive some noise. */
export function ocrNoise(word: string, rng: Rng): string {
  const swaps: [RegExp, string][] = [
    [/e/, 'c'], [/n/, 'u'], [/m/, 'rn'], [/ü/, 'ii'], [/ß/, 'B'], [/h/, 'b'], [/l/, 'I'], [/a/, 'o'], [/é/, 'e'], [/r/, 'x'],
  ]
  const candidates = swaps.filter(([re]) => re.test(word))
  if (candidates.length === 0) return word
  const [re, replacement] = rng.pick(candidates)
  return word.replace(re, replacement)
}

/** Makes a cast of recurring people spread over the period. */
export function makeCast(rng: Rng, size: number, from: number, to: number): CastMember[] {
  const cast: CastMember[] = []
  for (let i = 0; i < size; i++) {
    const female = rng.chance(0.25)
    const start = rng.int(from - 10, to - 5)
    const role = rng.pick(ROLES)
    cast.push({
      given: rng.pick(female ? GIVEN_NAMES.f : GIVEN_NAMES.m),
      family: familyList.pick(rng),
      female,
      role: female ? role.female : role.male,
      place: homePlaces.pick(rng),
      from: start,
      to: start + rng.int(12, 35),
    })
  }
  return cast
}
