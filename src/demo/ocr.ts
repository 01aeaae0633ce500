/**
 * Simulated OCR errors (issue 39), at a set rate and of the kinds real recognition makes on old
 * print, so that a search for spelling variants has something to find: rn read as m and m as rn,
 * u for n and n for u, b for h, c for e, l for i and 1 for l, 0 for o, the long s of Fraktur read
 * as f, ü as ii, ß as fs; and the whole-word misreadings a corpus shows again and again
 * (Luxembouig, jnillet, Negierung, bieselben, gemacbt). Headlines are never touched: a title is
 * checked by a cataloguer, and a search should not find a misread headline on every hit.
 */
import type { Rng } from './random.ts'
import type { Lang } from './story.ts'

/** The share of a body's words (four letters or more) misread, by the age of the print. */
export function ocrRate(year: number, kind: 'print' | 'manuscript' | 'born-digital' = 'print'): number {
  if (kind === 'born-digital') return 0
  if (kind === 'manuscript') return 0.06
  if (year < 1880) return 0.04
  if (year < 1920) return 0.025
  if (year < 1950) return 0.015
  return 0.005
}

/** Misreadings of whole words, as recognisers make them again and again. */
const WHOLE_WORDS: Record<string, readonly string[]> = {
  Luxembourg: ['Luxembouig', 'Luximbourg', 'Luxembonrg'],
  Luxemburg: ['Luxemhurg', 'Lnxemburg', 'Luxembnrg'],
  juillet: ['jnillet', 'juillct'],
  Regierung: ['Negierung', 'Regiernng'],
  dieselben: ['bieselben', 'dieselbcn'],
  gemacht: ['gemacbt', 'gcmacht'],
  Gemeinde: ['Gemeiude', 'Gcmeinde'],
  Versammlung: ['Verfammlung', 'Versarnmlung'],
  gouvernement: ['gouveruement', 'gonvernement'],
  Großherzog: ['Grofsherzog', 'Großberzog'],
  Bürgermeister: ['Biirgermeister', 'Bürgermeifter'],
  commune: ['cornmune', 'commnne'],
}

/** Letter confusions: [what is printed, what the recogniser reads]. */
const CONFUSIONS: readonly [RegExp, string][] = [
  [/rn/, 'm'],
  [/m/, 'rn'],
  [/n/, 'u'],
  [/u/, 'n'],
  [/h/, 'b'],
  [/e/, 'c'],
  [/c/, 'e'],
  [/i/, 'l'],
  [/l/, '1'],
  [/o/, '0'],
  [/ü/, 'ii'],
  [/é/, 'e'],
]

/** The long s of Fraktur: an s that does not end a syllable, read as f. */
const LONG_S = /s(?=[a-zäöü])/

/** One word as a recogniser might misread it. */
export function misread(word: string, rng: Rng, lang: Lang, year: number): string {
  const core = /^([\p{L}]+)(.*)$/u.exec(word)
  if (!core) return word
  const [, letters = '', rest = ''] = core
  const known = WHOLE_WORDS[letters]
  if (known) return rng.pick(known) + rest
  const candidates: [RegExp, string][] = CONFUSIONS.filter(([pattern]) => pattern.test(letters.slice(1)))
  // Fraktur was set in German papers until the 1930s: its long s and ß are the commonest misreadings there.
  const fraktur = lang === 'de' && year < 1935
  if (fraktur && LONG_S.test(letters.slice(1))) candidates.push([LONG_S, 'f'], [LONG_S, 'f'])
  if (fraktur && letters.includes('ß')) candidates.push([/ß/, 'fs'])
  if (candidates.length === 0) return word
  const [pattern, replacement] = rng.pick(candidates)
  // The first letter stays: capitals are read more reliably, and the word keeps its place in a list.
  return letters.charAt(0) + letters.slice(1).replace(pattern, replacement) + rest
}

/** Whether a word is one OCR noise may touch: four letters or more, starting with a letter. */
export function misreadable(word: string): boolean {
  return word.length >= 4 && /^\p{L}/u.test(word)
}

/** A body's words with `rate` of the misreadable ones misread. */
export function noisyWords(words: readonly string[], rng: Rng, rate: number, lang: Lang, year: number): string[] {
  if (rate <= 0) return words.slice()
  return words.map((w) => (misreadable(w) && rng.chance(rate) ? misread(w, rng, lang, year) : w))
}
