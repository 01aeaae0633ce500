/**
 * Build updates (spec §4, §7, §9; ADR 010). About a second after load the page
 * fetches its build's metadata (route rules, prerendered pages), then polls
 * the latest build's id. When a newer build is out, or a code chunk failed to
 * load, the next route change loads the whole page instead, so the visitor
 * gets the new code; the same path is never reloaded twice within 10 seconds.
 */
import * as v from 'valibot'
import {
  type BuildMetadata,
  LATEST_PATH,
  type ReloadLog,
  buildInfoSchema,
  buildMetadataSchema,
  isPrerendered,
  mayReload,
  metadataPath,
  payloadPath,
  recordReload,
  reloadLogSchema,
} from '#src/domain/build-info.ts'
import type { Locale } from '#src/domain/locale.ts'

export const BUILD_ID = import.meta.env.VITE_BUILD_ID
/** Not given by the spec; often enough that a visitor with an open tab picks up a release the same hour. */
const POLL_INTERVAL_MS = 5 * 60_000
const MANIFEST_DELAY_MS = 1000
const RELOAD_LOG_KEY = 'library.reloads'

let stale = false
let metadata: Promise<BuildMetadata | undefined> | undefined

async function getJson(url: string, cache: RequestCache = 'default'): Promise<unknown> {
  const response = await fetch(url, { cache })
  if (!response.ok) throw new Error(`${url}: ${response.status}`)
  return response.json()
}

/** This build's metadata, fetched once; undefined under `vite dev` or when it cannot be had. */
export function buildMetadata(): Promise<BuildMetadata | undefined> {
  if (!BUILD_ID || typeof window === 'undefined') return Promise.resolve(undefined)
  metadata ??= getJson(metadataPath(BUILD_ID))
    .then((json) => {
      const parsed = v.safeParse(buildMetadataSchema, json)
      return parsed.success ? parsed.output : undefined
    })
    .catch(() => {
      // A server that no longer has this build's files is serving a newer one.
      stale = true
      metadata = undefined
      return undefined
    })
  return metadata
}

/**
 * The data of a prerendered page from its payload file, or undefined when the
 * page is not prerendered (or on the server, or under `vite dev`): the caller
 * then asks the server.
 */
export async function prerenderedPayload<T>(
  locale: Locale,
  path: string,
  schema: v.GenericSchema<unknown, T>,
): Promise<T | undefined> {
  if (!BUILD_ID || typeof window === 'undefined') return undefined
  const meta = await buildMetadata()
  if (!meta || !isPrerendered(meta, locale, path)) return undefined
  try {
    const parsed = v.safeParse(schema, await getJson(payloadPath(BUILD_ID, locale, path)))
    return parsed.success ? parsed.output : undefined
  } catch {
    return undefined
  }
}

export async function checkForNewBuild(): Promise<void> {
  try {
    const parsed = v.safeParse(buildInfoSchema, await getJson(`${LATEST_PATH}?t=${Date.now()}`, 'no-store'))
    if (parsed.success && parsed.output.id !== BUILD_ID) stale = true
  } catch {
    // Offline or a server restarting: try again at the next poll.
  }
}

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari). */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : ''
  return /^(Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed)/.test(message)
}

export function markStale(): void {
  stale = true
}

export function isStale(): boolean {
  return stale
}

function readReloadLog(): ReloadLog {
  try {
    const parsed = v.safeParse(reloadLogSchema, JSON.parse(sessionStorage.getItem(RELOAD_LOG_KEY) ?? '{}'))
    return parsed.success ? parsed.output : {}
  } catch {
    return {}
  }
}

/**
 * Whether the page may load `href` as a whole new document now: the guard
 * allows it and records it. The caller then does the full load.
 */
export function claimReload(href: string): boolean {
  const path = new URL(href, window.location.href).pathname
  const now = Date.now()
  const log = readReloadLog()
  if (!mayReload(log, path, now)) return false
  try {
    sessionStorage.setItem(RELOAD_LOG_KEY, JSON.stringify(recordReload(log, path, now)))
  } catch {
    // Without storage there is no guard across reloads; refusing is the safe side.
    return false
  }
  return true
}

/** Starts watching for new builds in the browser; returns the clean-up. */
export function watchBuilds(): () => void {
  if (!BUILD_ID) return () => {}
  let lastCheck = 0
  const check = () => {
    lastCheck = Date.now()
    void checkForNewBuild()
  }
  const first = window.setTimeout(() => {
    void buildMetadata()
    check()
  }, MANIFEST_DELAY_MS)
  const poll = window.setInterval(check, POLL_INTERVAL_MS)
  // A tab coming back after a long time checks at once rather than at its next tick.
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastCheck > 60_000) check()
  }
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.clearTimeout(first)
    window.clearInterval(poll)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * Code that failed to load (a chunk of the old build gone from the server):
 * Vite reports a failed dynamic import, the browser a failed module preload or
 * script. Listened to from the moment this module runs, before hydration.
 */
function watchChunkFailures(): void {
  if (typeof window === 'undefined' || !BUILD_ID) return
  window.addEventListener('vite:preloadError', markStale)
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target
      if (target instanceof HTMLScriptElement || (target instanceof HTMLLinkElement && target.rel === 'modulepreload')) markStale()
    },
    true,
  )
}
watchChunkFailures()
