/**
 * How many units of each kind have printed each sentence, over the whole demo (issue 51: no
 * sentence is shared by more than 2 % of any kind of unit). The generator asks before it keeps a
 * text and writes it again (another shape, town or person) when one of its sentences has had its
 * share: a stock phrase of a template can recur, as it did in print, but not in one advertisement
 * of every forty. The share is of the units of that kind written so far, so it holds at the end;
 * it is held over all languages and in each language (see limits).
 */
import { foldedWords } from '../store/ranking.ts'
import { sentencesOf, sharedSentences, wordCount } from './sentences.ts'

/** The most a sentence may be shared by, as a share of the units of its kind. */
export const MAX_SENTENCE_SHARE = 0.02

interface Kind {
  units: number
  counts: Map<string, number>
}

/** A kind of unit in one language: "ARTICLE" and "fr". */
const inLanguage = (type: string, lang: string) => `${type}\u0000${lang}`

/**
 * The kinds a unit counts for and how often it may share a sentence with each: its kind over all
 * languages, and its kind in its own language (a reader of one language sees the repeats of that
 * language; issue 51 asked for no "De Comité gouf erëmgewielt." in one Luxembourgish article of
 * seven). Over all languages a sentence may come once among a kind's first hundred units, since a
 * kind may end with fewer (the maps); in one language twice from the start, which still keeps every
 * kind and language of a hundred units or more at 2 % (two of a hundred) and spares the first texts
 * of a language with few (Luxembourgish, English) from being struck bare.
 */
function limits(kinds: Map<string, Kind>, type: string, lang: string): { kind: Kind | undefined; allowed: number }[] {
  const all = kinds.get(type)
  const own = kinds.get(inLanguage(type, lang))
  return [
    { kind: all, allowed: Math.max(1, Math.floor(MAX_SENTENCE_SHARE * ((all?.units ?? 0) + 1))) },
    { kind: own, allowed: Math.max(2, Math.floor(MAX_SENTENCE_SHARE * ((own?.units ?? 0) + 1))) },
  ]
}

export class SentenceShares {
  private readonly kinds = new Map<string, Kind>()

  /** Whether one more unit of this sentence, in a unit of this kind and language, would pass a share. */
  private overOne(type: string, lang: string, sentence: string): boolean {
    return limits(this.kinds, type, lang).some(({ kind, allowed }) => (kind?.counts.get(sentence) ?? 0) + 1 > allowed)
  }

  /** Whether printing these paragraphs in one more unit of this kind and language would share a sentence past its share. */
  overShared(type: string, lang: string, paragraphs: readonly string[]): boolean {
    return sharedSentences(paragraphs).some((sentence) => this.overOne(type, lang, sentence))
  }

  /** The paragraphs without the sentences that have had their share (the first paragraph stays if nothing else would). */
  without(type: string, lang: string, paragraphs: readonly string[]): string[] {
    const kept = paragraphs.map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => wordCount(sentence) < 4 || !this.overOne(type, lang, sentence))
        .join(' '),
    )
    const left = kept.filter((paragraph) => paragraph !== '')
    return left.length > 0 ? left : paragraphs.slice(0, 1)
  }

  /** One unit of this kind and language printed with these paragraphs. */
  add(type: string, lang: string, paragraphs: readonly string[]): void {
    const sentences = sharedSentences(paragraphs)
    for (const key of [type, inLanguage(type, lang)]) {
      const kind = this.kinds.get(key) ?? { units: 0, counts: new Map<string, number>() }
      kind.units++
      for (const sentence of sentences) kind.counts.set(sentence, (kind.counts.get(sentence) ?? 0) + 1)
      this.kinds.set(key, kind)
    }
  }
}

/** The common searches of issue 51, whose first twenty results must come from at least 15 templates. */
export const COMMON_SEARCHES = ['Krieg', 'guerre', 'Luxembourg', 'Zeitung', 'gouvernement', 'Regierung', 'théâtre', 'Markt'] as const

const COMMON_WORDS = new Set(COMMON_SEARCHES.map((q) => foldedWords(q).join(' ').toLowerCase()))

/**
 * How many units of one headline shape may open their text with a common word of their kind that
 * the headline does not print (see HeadlineWords).
 */
export const LEAD_WORD_CAP = 2

/** A template's kind: "market" of "market: Der Wochenmarkt in {place} am {evDay}.". */
function kindOf(template: string): string {
  const colon = template.indexOf(':')
  return colon < 0 ? template : template.slice(0, colon)
}

/** The common search words among a text's words, folded and lower case. */
function commonWords(text: string): Set<string> {
  return new Set(foldedWords(text).map((word) => word.toLowerCase()).filter((word) => COMMON_WORDS.has(word)))
}

/**
 * How often each headline shape has put a common search word in a headline, or in the opening
 * sentence under a headline that does not print it. A search ranks a word in a headline far above
 * one in a text (bm25 weights the title four times), so a shape printed with "Krieg" in its
 * headline a hundred times fills a search's first page with the same headline and a town changed
 * (issue 51: 20 of 20 "‹Town› nach dem Krieg"). Each shape says a common word in its headline once:
 * the next text of that shape names another town or is of another kind, and the word still comes
 * in texts, where the search finds it too.
 *
 * The headline alone did not hold a kind's word: once a kind's shapes that print "Markt" or
 * "Regierung" had each had their turn, the kind went on under the one shape without it
 * ("Der Wochenmarkt in ‹Town›", "Regierungsbeschlüsse vom ‹day›"), whose short text opens with the
 * word, and sixty such reports filled the first page of "Markt" and "Regierung" (a short text
 * that says the word ranks next to a headline that does). So the opening sentence of a text counts
 * too, for the words its kind writes in its headlines (a place name in a slot is not a kind's
 * word: "Luxembourg" in an address is not what a notice is about): a shape opens with its kind's
 * word under a headline without it LEAD_WORD_CAP times, then its texts open otherwise or are of
 * another kind.
 */
export class HeadlineWords {
  private readonly used = new Set<string>()
  /** The common words each kind's headline shapes write as words of their own (not filled in a slot). */
  private readonly kindWords = new Map<string, Set<string>>()
  private readonly leads = new Map<string, number>()

  private headlineKeys(template: string, title: string): string[] {
    return [...commonWords(title)].map((word) => `${template}\u0000${word}`)
  }

  private leadKeys(template: string, title: string, paragraphs: readonly string[]): string[] {
    const own = this.kindWords.get(kindOf(template))
    const opening = paragraphs.length > 0 ? sentencesOf(paragraphs[0] ?? '')[0] : undefined
    if (own === undefined || opening === undefined) return []
    const headline = commonWords(title)
    return [...commonWords(opening)].filter((word) => own.has(word) && !headline.has(word)).map((word) => `${template}\u0000${word}`)
  }

  /** Whether this headline repeats a common word its shape has already printed in a headline, or opens its text once too often with its kind's word. */
  repeats(template: string, title: string, paragraphs: readonly string[] = []): boolean {
    return this.headlineKeys(template, title).some((key) => this.used.has(key)) || this.leadKeys(template, title, paragraphs).some((key) => (this.leads.get(key) ?? 0) >= LEAD_WORD_CAP)
  }

  add(template: string, title: string, paragraphs: readonly string[] = []): void {
    for (const key of this.headlineKeys(template, title)) this.used.add(key)
    for (const key of this.leadKeys(template, title, paragraphs)) this.leads.set(key, (this.leads.get(key) ?? 0) + 1)
    // The words the shape itself writes (the template after its kind, slots being names in braces).
    const own = commonWords(template.slice(template.indexOf(':') + 1).replace(/\{[^}]*\}/g, ' '))
    if (own.size > 0) this.kindWords.set(kindOf(template), new Set([...(this.kindWords.get(kindOf(template)) ?? []), ...own]))
  }
}
