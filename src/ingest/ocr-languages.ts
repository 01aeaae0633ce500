/**
 * The languages an OCR states for its text (ADR 054), for a package whose files state none: ALTO's
 * `LANG` (ALTO 4) and `language` (ALTO 2 and 3) on blocks, lines and words, PAGE's
 * `primaryLanguage`, hOCR's and ABBYY's per page. Each block counts with its words, so the language
 * of most words leads; another is kept when it holds a tenth of the words or more (a bilingual
 * paper is both), never for a stray line (a Latin motto does not make a German paper Latin).
 */
import type { AltoBlock } from './types.ts'

/** The share of the words a language needs to count beside the first. */
const SUBSTANTIAL = 0.1

function wordsOf(block: AltoBlock): number {
  return block.lines.reduce((sum, line) => sum + line.words.length, 0)
}

/** The languages of a document's blocks, most words first; none when no block states one. */
export function ocrLanguages(pages: ReadonlyMap<number, readonly AltoBlock[]>): string[] {
  const tally = new Map<string, number>()
  let total = 0
  for (const blocks of pages.values()) {
    for (const block of blocks) {
      if (block.kind === 'composed' || block.language === undefined) continue
      const words = wordsOf(block)
      total += words
      tally.set(block.language, (tally.get(block.language) ?? 0) + words)
    }
  }
  const ranked = [...tally].filter(([, words]) => words > 0).sort((a, b) => b[1] - a[1])
  return ranked.filter(([, words], index) => index === 0 || words >= total * SUBSTANTIAL).map(([language]) => language)
}

/** The language of most of a unit's words, from its blocks; undefined when none states one. */
export function blocksLanguage(blocks: readonly (AltoBlock | undefined)[]): string | undefined {
  const tally = new Map<string, number>()
  for (const block of blocks) {
    if (block?.language === undefined) continue
    tally.set(block.language, (tally.get(block.language) ?? 0) + wordsOf(block))
  }
  return [...tally].sort((a, b) => b[1] - a[1])[0]?.[0]
}
