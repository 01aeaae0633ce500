import { describe, expect, it } from 'vitest'
import { pageText } from '#src/domain/page-text.ts'
import { pageReading } from '#src/domain/reading-text.ts'
import { bestVoice, sentenceParts, sentenceStart } from '#app/features/reading/read-aloud.ts'

const reading = pageReading({
  sequence: 1,
  hits: [],
  text: pageText({
    blocks: [{ lines: [{ words: 6 }] }],
    regions: [],
    text: { words: ['Die', 'Regierung', 'tagte.', 'Sie', 'beschloß', 'nichts.'], boxes: Array.from({ length: 24 }, (_, index) => index * 10), low: [1] },
  }),
})

const voice = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault, localService: true, voiceURI: name })

describe('read aloud', () => {
  it('speaks a sentence from a word, each word placed in the utterance', () => {
    expect(sentenceParts(reading, 0, 0, () => 'de')).toEqual([
      {
        text: 'Die Regierung tagte.',
        lang: 'de',
        words: [
          { at: 0, start: 0, end: 3 },
          { at: 1, start: 4, end: 13 },
          { at: 2, start: 14, end: 20 },
        ],
      },
    ])
    expect(sentenceParts(reading, 1, 4, () => 'de').map((part) => part.text)).toEqual(['beschloß nichts.'])
  })

  it('says an uncertain word is uncertain, in the visitor’s language, right after it', () => {
    const parts = sentenceParts(reading, 0, 0, () => 'de', { word: 'uncertain', lang: 'en-GB' })
    expect(parts.map((part) => [part.text, part.lang])).toEqual([
      ['Die Regierung', 'de'],
      ['uncertain', 'en-GB'],
      ['tagte.', 'de'],
    ])
    expect(parts[2]?.words).toEqual([{ at: 2, start: 0, end: 6 }])
  })

  it('chooses a voice of the language, the site’s region and a natural one first; none for a language it lacks', () => {
    const voices = [voice('English', 'en-US', true), voice('Deutsch', 'de-AT'), voice('Google Deutsch', 'de-DE'), voice('Deutsch DE', 'de_DE')]
    expect(bestVoice(voices, 'de', 'de-DE')?.name).toBe('Google Deutsch')
    expect(bestVoice(voices, 'de')?.name).toBe('Google Deutsch')
    expect(bestVoice(voices, 'fr', 'fr-FR')).toBeUndefined()
    expect(bestVoice([voice('A', 'en-GB'), voice('B', 'en-US', true)], 'en', 'en-GB')?.name).toBe('A')
  })

  it('goes to the next sentence, and back to the start of the one being read before the one before', () => {
    expect(sentenceStart(reading, 1, 1)).toBe(3)
    expect(sentenceStart(reading, 4, -1)).toBe(3)
    expect(sentenceStart(reading, 3, -1)).toBe(0)
    expect(sentenceStart(reading, 0, -1)).toBe(0)
    expect(sentenceStart(reading, 5, 1)).toBe(3)
  })
})
