/**
 * The likeness of two stories of a kind, as an issue's writer tells it (draft-writer.ts): their
 * sentences with names and numbers masked ("frames"), and whether two of them are one sentence.
 */
import { sentencesOf } from './sentences.ts'

/** A word that begins with a capital (a name, a town, a German noun), or a number: what two reports of one kind differ in. */
const NAME = /(?<![\p{L}\p{N}_])[A-ZÄÖÜÉÈÀÂŒ][\p{L}\p{N}_'’-]*/gu
const NUMBER = /\d[\d., \u00a0\u202f]*/g

/** How many of the longer frame's words two frames have in common to be one sentence with a word more or less. */
const FRAME_LIKENESS = 0.8

/** A frame: a sentence's words, names and numbers masked. */
export type Frame = readonly string[]

/**
 * A story's frames: its sentences and clauses (cut after a full stop, a question or exclamation
 * mark or a semicolon) with names and numbers masked, of more than forty characters, so that
 * "Die Pläne stammen von Architekt Weber aus Mersch." and the same of Klein from Wiltz are one.
 */
export function framesOf(paragraphs: readonly string[]): Frame[] {
  const frames: Frame[] = []
  for (const clause of paragraphs.join(' ').split(/(?<=[.!?;])\s+/)) {
    const frame = clause.replace(NAME, 'X').replace(NUMBER, 'N')
    if (frame.length > 40) frames.push(frame.split(/\s+/))
  }
  return frames
}

/**
 * Whether two frames are one sentence, said with a word more or less: four words in five of the
 * longer alike ("Die Kosten des neuen Waschhauses belaufen sich …" and "Die Kosten des Gemeindehauses …").
 */
export function framesAlike(a: Frame, b: Frame): boolean {
  const longer = Math.max(a.length, b.length)
  if (Math.min(a.length, b.length) < FRAME_LIKENESS * longer) return false
  const left = new Map<string, number>()
  for (const word of a) left.set(word, (left.get(word) ?? 0) + 1)
  let common = 0
  for (const word of b) {
    const n = left.get(word) ?? 0
    if (n === 0) continue
    common++
    left.set(word, n - 1)
  }
  return common >= FRAME_LIKENESS * longer
}

/** How many words (names and numbers masked) a sentence has to count in the likeness of two short stories: "Verwonnt gouf keen." is any fire's. */
const SENTENCE_FRAME_WORDS = 5

/** A story's sentences, as the likeness of short stories counts them: each masked as a frame, and how many there are. */
export interface StorySentences {
  frames: readonly Frame[]
  count: number
}

export function storySentences(paragraphs: readonly string[]): StorySentences {
  const sentences = paragraphs.flatMap(sentencesOf)
  const frames = sentences.map((s) => s.replace(NAME, 'X').replace(NUMBER, 'N').split(/\s+/)).filter((frame) => frame.length >= SENTENCE_FRAME_WORDS)
  return { frames, count: sentences.length }
}

/**
 * Whether two stories of a kind read alike although they share fewer than FRAMES_SHARED frames: half
 * the sentences of the shorter alike. Two Kirmes notes of four sentences, or two farm notes of two,
 * in one issue with the same lead and close read as one note twice (issue 51, eighth reading: "Um
 * leschte Maart vu … waren d'Präisser net schlecht" three times), though each sentence is short.
 */
export function halfAlike(a: StorySentences, b: StorySentences): boolean {
  const alike = b.frames.filter((frame) => a.frames.some((other) => framesAlike(frame, other))).length
  return alike >= 1 && 2 * alike >= Math.min(a.count, b.count)
}
