/**
 * Sentences of a text, as the generator and the tests of the whole demo count them (issue 51): a
 * text is cut after a full stop, a question or an exclamation mark followed by a capital, but not
 * after an abbreviation ("Nr.", "Art.", "Dr."), an initial or a day's number ("am 3. März").
 */

/** Words a full stop follows without ending a sentence: titles, units, "Nr.", "Art.". */
const ABBREVIATIONS = new Set([
  'art', 'nr', 'no', 'n°', 'dr', 'st', 'me', 'mme', 'mlle', 'mm', 'mr', 'mrs', 'fr', 'cts', 'geb', 'jg', 'vgl', 'ca', 'hr', 'wwe', 'vve', 'cie', 'co',
  'hl', 'kg', 'km', 'kil', 'p', 's', 'bd', 'bl', 'gr', 'abt', 'dir', 'prof', 'mgr', 'ste', 'str', 'tel', 'ct', 'fl', 'rm',
])

export function sentencesOf(text: string): string[] {
  // Any capital (\p{Lu}): a Luxembourgish sentence may open with "Ë" or "Ä", a French one with "Ê" or "Ç".
  const pieces = text.split(/(?<=[.!?…][»“”"]?)\s+(?=[„«"(§]|\p{Lu})/u)
  const sentences: string[] = []
  for (const piece of pieces) {
    const previous = sentences.at(-1)
    const last = previous?.match(/(\S+)\.[»“”"]?$/u)?.[1]?.toLowerCase().replace(/^[„«"(]/, '')
    const joins =
      last !== undefined && (ABBREVIATIONS.has(last) || /^\d{1,2}(er|e)?$/.test(last) || /^[ivxlc]+$/.test(last) || /^(\p{L}\.)+\p{L}$/u.test(last) || /^\p{L}$/u.test(last))
    if (previous !== undefined && joins) sentences[sentences.length - 1] = `${previous} ${piece}`
    else sentences.push(piece)
  }
  return sentences.map((sentence) => sentence.trim()).filter((sentence) => sentence.length > 0)
}

/** Words of a sentence: the French space before « ! » does not make the mark a word. */
export function wordCount(sentence: string): number {
  return sentence.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length
}

/**
 * The sentences a unit shares with others in the sense of issue 51 (no sentence in more than 2 % of
 * any kind of unit): each of four words or more, once per unit. A label of two or three words
 * ("3. Kapitel.", "(À suivre.)", "Art. 2.") is a heading of its text, as a masthead is of an issue.
 */
export function sharedSentences(paragraphs: readonly string[]): string[] {
  return [...new Set(paragraphs.flatMap(sentencesOf))].filter((sentence) => wordCount(sentence) >= 4)
}
