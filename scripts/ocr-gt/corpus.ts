/**
 * The ground truth cut into units (as a library's articles: about UNIT_WORDS words of one
 * document), each unit assigned to the training half or the test half by a hash of its place,
 * so the model is learned on one half and measured on the other.
 */
import { createHash } from 'node:crypto'
import { type Reading, readingsOf } from './align.ts'
import { type GtDocument, type GtLanguage, readSources } from './sources.ts'

export const UNIT_WORDS = 300

export interface GtUnit {
  source: string
  language: GtLanguage
  id: string
  split: 'train' | 'test'
  readings: Reading[]
  /** Ground-truth words no single OCR token reads (split, run together or dropped by the OCR). */
  unread: string[]
}

function splitOf(id: string): 'train' | 'test' {
  const first = createHash('sha256').update(id).digest()[0] ?? 0
  return first % 2 === 0 ? 'train' : 'test'
}

function unitsOf(document: GtDocument): GtUnit[] {
  const { readings, gtWords } = readingsOf(document.columns)
  const units: GtUnit[] = []
  const unread = gtWords.filter((entry) => entry.read === null && !entry.unknown).map((entry) => entry.word)
  for (let start = 0, index = 0; start < readings.length; start += UNIT_WORDS, index += 1) {
    const id = `${document.id}:${index}`
    units.push({ source: document.source, language: document.language, id, split: splitOf(id), readings: readings.slice(start, start + UNIT_WORDS), unread: [] })
  }
  // The unread words are counted per document, not per unit (they have no OCR position): the first unit holds them.
  if (units[0]) units[0].unread = unread
  return units
}

/** Every unit of every source under `root`. */
export function readCorpus(root: string): GtUnit[] {
  return readSources(root).flatMap(unitsOf)
}
