/**
 * How many units of each kind have printed each sentence, over the whole demo (issue 51: no
 * sentence is shared by more than 2 % of any kind of unit). The generator asks before it keeps a
 * text and writes it again (another shape, town or person) when one of its sentences has had its
 * share: a stock phrase of a template can recur, as it did in print, but not in one advertisement
 * of every forty. The share is of the units of that kind written so far, so it holds at the end.
 */
import { foldedWords } from '../store/ranking.ts'
import { sentencesOf, sharedSentences, wordCount } from './sentences.ts'

/** The most a sentence may be shared by, as a share of the units of its kind. */
export const MAX_SENTENCE_SHARE = 0.02

interface Kind {
  units: number
  counts: Map<string, number>
}

export class SentenceShares {
  private readonly kinds = new Map<string, Kind>()

  /** Whether printing these paragraphs in one more unit of this kind would share a sentence past its share. */
  overShared(type: string, paragraphs: readonly string[]): boolean {
    const kind = this.kinds.get(type)
    const allowed = Math.max(1, Math.floor(MAX_SENTENCE_SHARE * ((kind?.units ?? 0) + 1)))
    return sharedSentences(paragraphs).some((sentence) => (kind?.counts.get(sentence) ?? 0) + 1 > allowed)
  }

  /** The paragraphs without the sentences that have had their share (the first paragraph stays if nothing else would). */
  without(type: string, paragraphs: readonly string[]): string[] {
    const kind = this.kinds.get(type)
    const allowed = Math.max(1, Math.floor(MAX_SENTENCE_SHARE * ((kind?.units ?? 0) + 1)))
    const kept = paragraphs.map((paragraph) =>
      sentencesOf(paragraph)
        .filter((sentence) => wordCount(sentence) < 4 || (kind?.counts.get(sentence) ?? 0) + 1 <= allowed)
        .join(' '),
    )
    const left = kept.filter((paragraph) => paragraph !== '')
    return left.length > 0 ? left : paragraphs.slice(0, 1)
  }

  /** One unit of this kind printed with these paragraphs. */
  add(type: string, paragraphs: readonly string[]): void {
    const kind = this.kinds.get(type) ?? { units: 0, counts: new Map<string, number>() }
    kind.units++
    for (const sentence of sharedSentences(paragraphs)) kind.counts.set(sentence, (kind.counts.get(sentence) ?? 0) + 1)
    this.kinds.set(type, kind)
  }
}

/** The common searches of issue 51, whose first twenty results must come from at least 15 templates. */
export const COMMON_SEARCHES = ['Krieg', 'guerre', 'Luxembourg', 'Zeitung', 'gouvernement', 'Regierung', 'théâtre', 'Markt'] as const

const COMMON_WORDS = new Set(COMMON_SEARCHES.map((q) => foldedWords(q).join(' ').toLowerCase()))

/**
 * How often each headline shape has put a common search word in a headline. A search ranks a
 * word in a headline far above one in a text (bm25 weights the title four times), so a shape
 * printed with "Krieg" in its headline a hundred times fills a search's first page with the same
 * headline and a town changed (issue 51: 20 of 20 "‹Town› nach dem Krieg"). Each shape says a
 * common word in its headline once: the next text of that shape names another town or is of
 * another kind, and the word still comes in texts, where the search finds it too.
 */
export class HeadlineWords {
  private readonly used = new Set<string>()

  private keys(template: string, title: string): string[] {
    return [...new Set(foldedWords(title).map((word) => word.toLowerCase()))].filter((word) => COMMON_WORDS.has(word)).map((word) => `${template}\u0000${word}`)
  }

  /** Whether this headline repeats a common word its shape has already printed in a headline. */
  repeats(template: string, title: string): boolean {
    return this.keys(template, title).some((key) => this.used.has(key))
  }

  add(template: string, title: string): void {
    for (const key of this.keys(template, title)) this.used.add(key)
  }
}
