import { useMemo, useSyncExternalStore } from 'react'
import * as v from 'valibot'

/**
 * How reading mode sets its text (issue 56, ADR 066): size, line height, letter spacing, contrast,
 * font, whether uncertain words are shaded, how fast it reads aloud. Kept in this browser only
 * (localStorage), never in the address: they change how the text looks, not what is shown, and a
 * shared link opens in the reader's own settings. Anything unreadable in the stored value falls
 * back to the default, one setting at a time.
 */

export const CONTRASTS = ['site', 'high', 'dark', 'sepia'] as const
export const FONTS = ['site', 'atkinson', 'opendyslexic'] as const
export const RATES = [0.75, 1, 1.25, 1.5, 2] as const

/** Bounds of the sliders: text size in % of the site's, line height in lines, letter spacing in em. */
export const SIZE = { min: 90, max: 250, step: 10 } as const
export const LINE_HEIGHT = { min: 1.3, max: 2.5, step: 0.1 } as const
export const LETTER_SPACING = { min: 0, max: 0.2, step: 0.02 } as const

const within = (bounds: { min: number; max: number }, fallback: number) => v.fallback(v.pipe(v.number(), v.minValue(bounds.min), v.maxValue(bounds.max)), fallback)

const settingsSchema = v.object({
  size: within(SIZE, 120),
  lineHeight: within(LINE_HEIGHT, 1.7),
  letterSpacing: within(LETTER_SPACING, 0),
  contrast: v.fallback(v.picklist(CONTRASTS), 'site'),
  font: v.fallback(v.picklist(FONTS), 'site'),
  shade: v.fallback(v.boolean(), false),
  rate: v.fallback(v.picklist(RATES), 1),
})

export type ReadingSettings = v.InferOutput<typeof settingsSchema>

export const DEFAULT_SETTINGS: ReadingSettings = v.parse(settingsSchema, {})

const KEY = 'library:reading-mode'

/** What was set when the browser refused to store it: it still holds on this page. */
let unstored: string | null = null
const listeners = new Set<() => void>()

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab of the site changed them.
  globalThis.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    globalThis.removeEventListener('storage', listener)
  }
}

function snapshot(): string | null {
  try {
    return globalThis.localStorage.getItem(KEY) ?? unstored
  } catch {
    return unstored
  }
}

function parsed(raw: string | null): ReadingSettings {
  try {
    const value: unknown = raw ? JSON.parse(raw) : {}
    return v.parse(settingsSchema, typeof value === 'object' && value !== null ? value : {})
  } catch {
    // A value not ours: the defaults.
    return DEFAULT_SETTINGS
  }
}

/**
 * The settings, as stored in this browser (the server renders the defaults, and the browser its
 * own once the page is live), written back on every change.
 */
export function useReadingSettings(): [ReadingSettings, (change: Partial<ReadingSettings>) => void, () => void] {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null)
  const settings = useMemo(() => parsed(raw), [raw])
  const save = (next: ReadingSettings) => {
    const text = JSON.stringify(next)
    unstored = text
    try {
      globalThis.localStorage.setItem(KEY, text)
    } catch {
      // Storage refused (a private window, a policy): kept for this page only.
    }
    for (const listener of listeners) listener()
  }
  return [settings, (change) => save(v.parse(settingsSchema, { ...settings, ...change })), () => save(DEFAULT_SETTINGS)]
}
