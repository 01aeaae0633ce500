import { useEffect, useRef, useState } from 'react'
import { type ReadingText, sentenceAt } from '#src/domain/reading-text.ts'

/**
 * Read aloud with the browser's own speech synthesis (issue 56, ADR 066): a sentence an utterance,
 * in the language of the paragraph it is in, with the best voice the browser has for it; the word
 * being read followed by the utterance's word boundaries, or, where the browser sends none, by an
 * estimate of how long each word takes at the speed chosen. Words the OCR was unsure of are
 * followed by a short utterance saying so, in the visitor's language, while the shading is on.
 * Pause keeps the place (the next start goes on from the word being read, which holds on every
 * voice, as some voices ignore the browser's own pause); leaving the page stops it.
 */

/** One utterance: its text, language and the words it holds with where each begins and ends in it. */
export interface SpeechPart {
  text: string
  lang: string
  /** Reading places of its words and their character ranges; empty for a note. */
  words: { at: number; start: number; end: number }[]
}

/**
 * The utterances of one sentence from word `from` on: its words in one utterance (in the language
 * of its paragraph), split after each uncertain word when `uncertain` is given, that note between.
 */
export function sentenceParts(text: ReadingText, sentence: number, from: number, langOf: (at: number) => string, uncertain?: { word: string; lang: string }): SpeechPart[] {
  const [first, last] = text.sentences[sentence] ?? [0, -1]
  const parts: SpeechPart[] = []
  let current: SpeechPart | undefined
  for (let at = Math.max(first, from); at <= last; at += 1) {
    const word = text.words[at]
    if (!word) continue
    current ??= { text: '', lang: langOf(at), words: [] }
    const start = current.text === '' ? 0 : current.text.length + 1
    current.text = current.text === '' ? word.text : `${current.text} ${word.text}`
    current.words.push({ at, start, end: start + word.text.length })
    if (uncertain && word.low) {
      parts.push(current, { text: uncertain.word, lang: uncertain.lang, words: [] })
      current = undefined
    }
  }
  if (current) parts.push(current)
  return parts
}

/** How long an empty first list of voices stays "not known yet" before it is taken for "none". */
const VOICES_GRACE_MS = 1500

/**
 * The browser's voices, as they become known; null while not known. Chrome answers its first
 * getVoices() with an empty list and sends `voiceschanged` when it has them, so an empty first
 * answer is only believed after a grace period in which no event came (a browser with no voice at
 * all sends none).
 */
export function useVoices(): SpeechSynthesisVoice[] | null {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[] | null>(null)
  useEffect(() => {
    const synth = globalThis.speechSynthesis
    if (!synth) return
    const read = () => setVoices(synth.getVoices())
    const known = synth.getVoices().length > 0
    if (known) read()
    const grace = known ? undefined : setTimeout(read, VOICES_GRACE_MS)
    synth.addEventListener('voiceschanged', read)
    return () => {
      clearTimeout(grace)
      synth.removeEventListener('voiceschanged', read)
    }
  }, [])
  return voices
}

/** Names of voices made by a network or a neural model: better than the platform's robotic default. */
const NATURAL = /natural|neural|premium|enhanced|online|google/i

/**
 * The voice to read a language with: one of that language (`de` matches `de-DE`, `de-AT` …), the
 * region the site's language implies first (`preferred`), natural-sounding ones first, then the
 * browser's default; undefined where the browser has none for it.
 */
export function bestVoice(voices: readonly SpeechSynthesisVoice[], lang: string, preferred?: string): SpeechSynthesisVoice | undefined {
  const primary = lang.toLowerCase().split('-')[0] ?? ''
  const score = (voice: SpeechSynthesisVoice) =>
    (voice.lang.toLowerCase() === (preferred ?? lang).toLowerCase() ? 4 : 0) + (NATURAL.test(voice.name) ? 2 : 0) + (voice.default ? 1 : 0)
  return voices
    .filter((voice) => voice.lang.toLowerCase().replace('_', '-').split('-')[0] === primary)
    .reduce<SpeechSynthesisVoice | undefined>((best, voice) => (best === undefined || score(voice) > score(best) ? voice : best), undefined)
}

/** How long a word takes at normal speed (ms): a fallback for browsers that send no word boundaries. */
const wordTime = (word: string) => 220 + 60 * word.length

/** What an utterance tells its reader: heard only while it is of the current start (`live`). */
interface UtteranceEvents {
  live: () => boolean
  /** It started: the words are estimated until a boundary says where the voice is. */
  start: () => void
  /** Its first word boundary: the estimate stops. */
  heard: () => void
  word: (at: number) => void
  end?: (() => void) | undefined
}

function utteranceOf(part: SpeechPart, voice: SpeechSynthesisVoice | undefined, rate: number, events: UtteranceEvents): SpeechSynthesisUtterance {
  const utterance = new SpeechSynthesisUtterance(part.text)
  utterance.lang = part.lang
  if (voice) utterance.voice = voice
  utterance.rate = rate
  let heard = false
  utterance.onstart = () => {
    if (events.live() && part.words.length > 0) events.start()
  }
  utterance.onboundary = (event) => {
    if (!events.live() || event.name !== 'word') return
    if (!heard) events.heard()
    heard = true
    const word = part.words.find((candidate) => event.charIndex >= candidate.start && event.charIndex <= candidate.end)
    if (word) events.word(word.at)
  }
  const end = events.end
  if (end) {
    utterance.onend = () => {
      if (events.live()) end()
    }
  }
  return utterance
}

/** What a sentence's utterances tell their reader: as an utterance's, but `start` names the part and `end` is the sentence's. */
interface SentenceEvents extends Omit<UtteranceEvents, 'start' | 'end'> {
  start: (part: SpeechPart) => void
  end: () => void
}

/** Queues one sentence's utterances (`parts`), each in its language's voice; `end` follows the last. */
function queueSentence(parts: readonly SpeechPart[], voiceFor: (lang: string) => SpeechSynthesisVoice | undefined, rate: number, events: SentenceEvents): void {
  parts.forEach((part, index) => {
    const utterance = utteranceOf(part, voiceFor(part.lang), rate, {
      ...events,
      start: () => events.start(part),
      end: index < parts.length - 1 ? undefined : events.end,
    })
    globalThis.speechSynthesis.speak(utterance)
  })
}

/** The first word of the next or previous sentence; back goes to the start of the one being read, unless it is already there. */
export function sentenceStart(text: ReadingText, at: number, step: 1 | -1): number {
  const sentence = sentenceAt(text, at)
  const [first] = text.sentences[sentence] ?? [0]
  const target = step < 0 && at > first ? sentence : Math.min(text.sentences.length - 1, Math.max(0, sentence + step))
  return text.sentences[target]?.[0] ?? 0
}

export type ReadAloudState = 'idle' | 'playing' | 'paused'

export interface ReadAloudOptions {
  text: ReadingText
  langOf: (at: number) => string
  voiceFor: (lang: string) => SpeechSynthesisVoice | undefined
  rate: number
  /** The note after an uncertain word, while the shading is on. */
  uncertain?: { word: string; lang: string } | undefined
}

/**
 * The voice itself: a sentence's utterances from a word on, then the next sentence's; the word being
 * read as the voice says it; quiet on every new start and when the page is left.
 */
function useSpeech(options: ReadAloudOptions) {
  const [state, setState] = useState<ReadAloudState>('idle')
  const [spoken, setSpoken] = useState<number | null>(null)
  // Each start is a generation: events of utterances a later start cancelled are not heard.
  const generation = useRef(0)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const place = useRef(0)
  const latest = useRef(options)
  // What the next utterances are made of: read when the visitor acts, after this render.
  useEffect(() => {
    latest.current = options
  })

  const quiet = () => {
    generation.current += 1
    clearTimeout(timer.current)
    globalThis.speechSynthesis?.cancel()
  }

  const reach = (at: number) => {
    place.current = at
    setSpoken(at)
  }

  /** Estimates the words of an utterance one after another, until a boundary event says where the voice is. */
  const estimate = (part: SpeechPart, index: number, own: number) => {
    const word = part.words[index]
    if (!word || own !== generation.current) return
    reach(word.at)
    timer.current = setTimeout(() => estimate(part, index + 1, own), wordTime(part.text.slice(word.start, word.end)) / latest.current.rate)
  }

  // `fresh`: a start of the visitor's (what was being said is cut short); else the next sentence, after the last one ended.
  const speak = (from: number, fresh = true) => {
    if (fresh) quiet()
    const own = generation.current
    const { text: reading, langOf: lang, voiceFor: voice, rate: speed, uncertain: note } = latest.current
    const sentence = sentenceAt(reading, from)
    if (sentence >= reading.sentences.length || reading.words.length === 0) {
      setState('idle')
      return
    }
    setState('playing')
    reach(from)
    queueSentence(sentenceParts(reading, sentence, from, lang, note), voice, speed, {
      live: () => own === generation.current,
      start: (part) => {
        clearTimeout(timer.current)
        estimate(part, 0, own)
      },
      heard: () => clearTimeout(timer.current),
      word: reach,
      // After the sentence's last utterance, the next sentence, or the end.
      end: () => {
        clearTimeout(timer.current)
        const next = reading.sentences[sentence + 1]
        if (next) speak(next[0], false)
        else {
          setState('idle')
          setSpoken(null)
        }
      },
    })
  }

  // Leaving the page (another page of the site, or the browser's own navigation) stops the voice.
  useEffect(() => {
    const stop = () => quiet()
    globalThis.addEventListener('pagehide', stop)
    return () => {
      globalThis.removeEventListener('pagehide', stop)
      stop()
    }
  }, [])

  return {
    state,
    spoken,
    speak: (from: number) => speak(from),
    pause: () => {
      quiet()
      setState('paused')
    },
    stop: () => {
      quiet()
      setState('idle')
      setSpoken(null)
    },
    /** Where reading goes on from. */
    place: () => spoken ?? place.current,
    /** Not reading, the next start moves to `at`; paused, the word shown as being read follows, so a second step goes on from there. */
    hold: (at: number) => {
      place.current = at
      if (spoken !== null) setSpoken(at)
    },
  }
}

/** Reading aloud from a place: state, the word being read, and the controls. */
export function useReadAloud(options: ReadAloudOptions) {
  const speech = useSpeech(options)
  const { state, spoken } = speech
  const supported = typeof globalThis.speechSynthesis !== 'undefined' && typeof globalThis.SpeechSynthesisUtterance !== 'undefined'
  return {
    supported,
    state,
    /** The word being read, while reading or paused. */
    spoken,
    play: (from: number) => speech.speak(from),
    pause: speech.pause,
    stop: speech.stop,
    /**
     * The next or previous sentence from the word being read while reading, else from the caret
     * (`caret`: where the visitor put it; after a pause it is the word the voice stopped at):
     * read at once while reading, else where the next start begins.
     */
    step: (direction: 1 | -1, caret: number) => {
      const at = sentenceStart(options.text, state === 'playing' ? (spoken ?? caret) : caret, direction)
      if (state === 'playing') speech.speak(at)
      else speech.hold(at)
      return at
    },
    /** Where reading goes on from. */
    place: speech.place,
    /** A new speed takes effect from the word being read. */
    restart: () => {
      if (state === 'playing') speech.speak(speech.place())
    },
  }
}
