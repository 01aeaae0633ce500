/**
 * How many units of each kind have printed each sentence, over the whole demo (issue 51: no
 * sentence is shared by more than 2 % of any kind of unit). The generator asks before it keeps a
 * text and writes it again (another shape, town or person) when one of its sentences has had its
 * share: a stock phrase of a template can recur, as it did in print, but not in one advertisement
 * of every forty. The share is of the units of that kind written so far, so it holds at the end.
 */
import { sharedSentences } from './sentences.ts'

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

  /** One unit of this kind printed with these paragraphs. */
  add(type: string, paragraphs: readonly string[]): void {
    const kind = this.kinds.get(type) ?? { units: 0, counts: new Map<string, number>() }
    kind.units++
    for (const sentence of sharedSentences(paragraphs)) kind.counts.set(sentence, (kind.counts.get(sentence) ?? 0) + 1)
    this.kinds.set(type, kind)
  }
}
