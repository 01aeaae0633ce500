/**
 * Word confidences as the readers take them from real files, as the store keeps them, and the
 * lexicon's estimate where a source gives none (issue 36, ADR 040).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LOW_CONFIDENCE, OCR_FAIR, confidenceOfStored, lexiconScore, lexiconWords, storedConfidence } from '#src/domain/ocr.ts'
import { characterConfidence, readAlto } from '#src/ingest/formats/alto/read.ts'
import { pageText } from '#src/ingest/page-text.ts'
import { estimateScore, hasLexicon, lexicon } from '#src/ingest/lexicon.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'

const BNL_PAGE = join(REAL, 'bnl-luxzeit-1858-12-07', 'text', '1858-12-07_01-00002.xml')
const NDNP_PAGE = join(REAL, 'chronicling-america', 'batch_dlc_manyyears_ver01', 'data', 'sn83045462', '00280658637', '1915032201', '0007.xml')

const words = (xml: string, file: string) => readAlto(xml, file).blocks.flatMap((block) => block.lines.flatMap((line) => line.words))

describe('word confidences', () => {
  it('reads ALTO CC as 1 − the mean of its digits / 9, written together or apart, and nothing else', () => {
    expect(characterConfidence('0000')).toBe(1)
    expect(characterConfidence('9')).toBe(0)
    expect(characterConfidence('5 0')).toBeCloseTo(1 - 2.5 / 9, 10)
    expect(characterConfidence('0304')).toBeCloseTo(1 - 7 / 36, 10)
    expect(characterConfidence(undefined)).toBeUndefined()
    expect(characterConfidence('')).toBeUndefined()
    expect(characterConfidence('0.9')).toBeUndefined()
    expect(characterConfidence('a1')).toBeUndefined()
  })

  it.skipIf(!HAS_REAL)('reads WC where a real BnL page has it, and CC only once WC is taken away', () => {
    const xml = readFileSync(BNL_PAGE, 'utf8')
    const withWc = words(xml, BNL_PAGE)
    const wcs = [...xml.matchAll(/<String\b[^>]*\bWC="([\d.]+)"/g)].map((match) => Number(match[1]))
    expect(withWc.length).toBeGreaterThan(1000)
    expect(withWc.every((word) => word.confidence !== undefined)).toBe(true)
    expect(withWc.map((word) => word.confidence)).toEqual(expect.arrayContaining([wcs[0], wcs[1]]))
    const ccOnly = xml.replace(/\sWC="[^"]*"/g, '')
    const fromCc = words(ccOnly, BNL_PAGE)
    const first = /<String\b[^>]*\bCONTENT="([^"]*)"[^>]*\bCC="([^"]*)"/.exec(ccOnly)
    expect(first).not.toBeNull()
    expect(fromCc[0]?.content).toBe(first?.[1])
    expect(fromCc[0]?.confidence).toBeCloseTo(characterConfidence(first?.[2]) ?? Number.NaN, 10)
    expect(fromCc.every((word) => word.confidence !== undefined && word.confidence >= 0 && word.confidence <= 1)).toBe(true)
  })

  it('keeps a confidence as a whole percent beside the box and reads it back', () => {
    expect(storedConfidence(0.874)).toBe(87)
    expect(storedConfidence(1.2)).toBe(100)
    expect(storedConfidence(-0.1)).toBe(0)
    expect(confidenceOfStored(87)).toBe(0.87)
    expect(confidenceOfStored(undefined)).toBeUndefined()
    expect(LOW_CONFIDENCE).toBe(OCR_FAIR)
  })
})

describe('the estimate from a lexicon', () => {
  it('counts words of two letters or more, outer punctuation dropped, no numbers', () => {
    expect(lexiconWords('„Die Regierung,“ sagte er 1858: a l’État — dieſelben.')).toEqual(['Die', 'Regierung', 'sagte', 'er', 'l’État', 'dieſelben'])
    expect(lexiconScore(['a', 'b', 'c', 'd'], () => true)).toBeNull()
    expect(lexiconScore(['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'hh'], (word) => word < 'cc')).toBe(0.25)
  })

  it('knows the right words of the misreadings the issue names, in English, German and French, long s read as s', () => {
    expect(hasLexicon('de') && hasLexicon('en') && hasLexicon('fr') && !hasLexicon('lb') && !hasLexicon(null)).toBe(true)
    const de = lexicon('de')
    expect(['Regierung', 'dieselben', 'gemacht', 'dieſelben'].map(de)).toEqual([true, true, true, true])
    expect(['Negierung', 'bieselben', 'gemacbt'].map(de)).toEqual([false, false, false])
    const en = lexicon('en')
    expect(['government', 'The', 'Luxembourg'].map(en)).toEqual([true, true, true])
    expect(['Luxembouig', 'tbe'].map(en)).toEqual([false, false])
    const fr = lexicon('fr')
    expect(['juillet', 'gouvernement', 'l’État', 'Chambre', 'députés'].map(fr)).toEqual([true, true, true, true, true])
    expect(['jnillet', 'Luximbourg'].map(fr)).toEqual([false, false])
  }, 60_000)

  it.skipIf(!HAS_REAL)('scores a real page’s text below its WC mean, and lower again when its words are misread', () => {
    const xml = readFileSync(NDNP_PAGE, 'utf8')
    const page = readAlto(xml, NDNP_PAGE)
    const text = pageText(page)
    const estimate = estimateScore(text, ['en'])
    expect(estimate).not.toBeNull()
    expect(estimate).toBeGreaterThan(0.5)
    expect(estimate).toBeLessThanOrEqual(1)
    // Every e read as c, as OCR confuses them: far fewer words are known.
    const misread = estimateScore(text.replace(/e/g, 'c'), ['en'])
    expect(misread).toBeLessThan((estimate ?? 0) - 0.3)
    expect(estimateScore(text, ['lb'])).toBeNull()
    expect(estimateScore('too few words', ['en'])).toBeNull()
    // Named several languages or none, the text is judged by the lexicon that knows it best.
    expect(estimateScore(text, ['fr', 'en'])).toBe(estimate)
    expect(estimateScore(text, [])).toBe(estimate)
  })
})
