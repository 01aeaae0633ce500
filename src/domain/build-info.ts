/**
 * What a build publishes about itself (spec §7, ADR 010), as static files
 * under /_build/:
 * - `latest.json`: the id of the build being served, polled by open pages
 *   (with a timestamp query) to learn that a newer build replaced theirs;
 * - `<id>.json`: that build's metadata, the route rules and the list of
 *   prerendered pages, fetched about a second after load;
 * - `<id>/payload/<locale><path>.json`: the data of each prerendered page.
 * A build id names files that never change, so they cache forever; only
 * latest.json must be revalidated.
 */
import * as v from 'valibot'
import { LOCALES, type Locale } from './locale.ts'

export const BUILD_DIR = '/_build'
export const LATEST_PATH = `${BUILD_DIR}/latest.json`
/** The sitemap page, whose data is the index of editorial pages. */
export const SITEMAP_PAGE = '/support/sitemap'

export const buildInfoSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w-]{1,40}$/)),
  builtAt: v.string(),
})
export type BuildInfo = v.InferOutput<typeof buildInfoSchema>

const prerenderedSchema = v.object({ locale: v.picklist(LOCALES), path: v.string(), kind: v.picklist(['page', 'index']) })
export type PrerenderedPage = v.InferOutput<typeof prerenderedSchema>

export const buildMetadataSchema = v.object({
  ...buildInfoSchema.entries,
  routeRules: v.array(v.object({ from: v.string(), to: v.string() })),
  prerender: v.array(prerenderedSchema),
})
export type BuildMetadata = v.InferOutput<typeof buildMetadataSchema>

export function metadataPath(id: string): string {
  return `${BUILD_DIR}/${id}.json`
}

/** The payload file of a prerendered page: `/support/about` in English is `/_build/<id>/payload/en/support/about.json`. */
export function payloadPath(id: string, locale: Locale, path: string): string {
  return `${BUILD_DIR}/${id}/payload/${locale}${path === '/' ? '/index' : path}.json`
}

export function isPrerendered(metadata: BuildMetadata, locale: Locale, path: string): boolean {
  return metadata.prerender.some((page) => page.locale === locale && page.path === path)
}

/** Spec §4: the same path is never reloaded twice within 10 seconds. */
export const RELOAD_GUARD_MS = 10_000

/** Reloads done recently, by path: kept in sessionStorage so the record survives the reload itself. */
export type ReloadLog = Record<string, number>

export const reloadLogSchema = v.record(v.string(), v.number())

export function mayReload(log: ReloadLog, path: string, now: number): boolean {
  const last = log[path]
  return last === undefined || now - last >= RELOAD_GUARD_MS || now < last
}

/** The log with this reload added and entries older than the guard dropped. */
export function recordReload(log: ReloadLog, path: string, now: number): ReloadLog {
  const kept = Object.entries(log).filter(([, at]) => now - at < RELOAD_GUARD_MS && at <= now)
  return Object.fromEntries([...kept.filter(([p]) => p !== path), [path, now]])
}
