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
  const pieces = text.split(/(?<=[.!?…][»“”"]?)\s+(?=[„«"A-ZÄÖÜÉÈÀÂŒ(§])/u)
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
