import type { Page } from '@playwright/test'
import * as v from 'valibot'

/** An utterance the page asked the browser to speak, as the stub records it. */
export interface Spoken {
  text: string
  lang: string
  voice: string | null
  rate: number
}

/**
 * The browser's speech synthesis replaced before any script of the page runs (issue 56): Chromium
 * here has no voices, and a test must decide when each word is "heard". The stub records every
 * utterance (text, language, voice, speed), starts them one after another as a browser does, sends
 * the word boundary of the first word at once, and the next word's, or the utterance's end, each
 * time the test calls `window.__speech.advance()`. `cancel` ends the current utterance and empties
 * the queue, as the real one does, and is counted.
 */
export async function stubSpeech(page: Page, voices: { name: string; lang: string }[]): Promise<void> {
  await page.addInitScript((known) => {
    type Handler = ((event: { name?: string; charIndex?: number; error?: string }) => void) | null
    class Utterance {
      text: string
      lang = ''
      voice: { name: string } | null = null
      rate = 1
      onstart: Handler = null
      onend: Handler = null
      onboundary: Handler = null
      onerror: Handler = null
      constructor(text: string) {
        this.text = text
      }
    }
    const queue: Utterance[] = []
    let current: { utterance: Utterance; words: number[]; next: number } | null = null
    const said: unknown[] = []
    const record = { spoken: said, cancels: 0, advance: () => {} }
    const listeners = new EventTarget()
    const startNext = () => {
      const utterance = queue.shift()
      current = null
      if (!utterance) return
      const words = [...utterance.text.matchAll(/\S+/g)].map((match) => match.index)
      current = { utterance, words, next: 1 }
      utterance.onstart?.({})
      if (words.length > 0) utterance.onboundary?.({ name: 'word', charIndex: words[0] ?? 0 })
    }
    record.advance = () => {
      if (!current) return
      const { utterance, words, next } = current
      if (next < words.length) {
        current.next += 1
        utterance.onboundary?.({ name: 'word', charIndex: words[next] ?? 0 })
        return
      }
      // Ended: what its end asks to speak (the next sentence) starts as on a browser, else the queue goes on.
      current = null
      utterance.onend?.({})
      if (!current) startNext()
    }
    const synth = {
      get speaking() {
        return current !== null
      },
      get pending() {
        return queue.length > 0
      },
      paused: false,
      getVoices: () => known.map((voice) => ({ ...voice, default: false, localService: true, voiceURI: voice.name })),
      speak(utterance: Utterance) {
        record.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null, rate: utterance.rate })
        queue.push(utterance)
        if (!current) startNext()
      },
      cancel() {
        record.cancels += 1
        queue.length = 0
        const was = current
        current = null
        was?.utterance.onerror?.({ error: 'canceled' })
      },
      pause() {},
      resume() {},
      addEventListener: (type: string, listener: EventListener) => listeners.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListener) => listeners.removeEventListener(type, listener),
    }
    Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true })
    Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
    Object.defineProperty(window, '__speech', { value: record, configurable: true })
  }, voices)
}

const spokenList = v.array(v.object({ text: v.string(), lang: v.string(), voice: v.nullable(v.string()), rate: v.number() }))

/** What the page has asked to speak so far. */
export async function spoken(page: Page): Promise<Spoken[]> {
  const list = await page.evaluate(() => {
    const record: unknown = Reflect.get(window, '__speech')
    return record && typeof record === 'object' ? Reflect.get(record, 'spoken') : []
  })
  return v.parse(spokenList, list)
}

/** The next word of the utterance being spoken is heard (or the utterance ends). */
export async function advanceSpeech(page: Page, times = 1): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await page.evaluate(() => {
      const record: unknown = Reflect.get(window, '__speech')
      const advance: unknown = record && typeof record === 'object' ? Reflect.get(record, 'advance') : undefined
      if (typeof advance === 'function') advance()
    })
  }
}

/** How many times the page cancelled speech. */
export function cancels(page: Page): Promise<number> {
  return page.evaluate(() => {
    const record: unknown = Reflect.get(window, '__speech')
    const count: unknown = record && typeof record === 'object' ? Reflect.get(record, 'cancels') : 0
    return typeof count === 'number' ? count : 0
  })
}
