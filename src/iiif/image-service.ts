/**
 * Which IIIF Image API service shows a page's scan (issue 17, ADR 024). In order: the service its
 * source names (a METS IIIF file group, a manifest's canvas); the tiles made at import, served by
 * this site; a library's own image server (LIBRARY_IMAGE_SERVER), asked for the scan file by its
 * path inside LIBRARY_SOURCES, as Open ONI asks its IIIF server for a batch's JP2s. The
 * identifier is the path URL-encoded whole (`a%2Fb.jp2`), as Cantaloupe's and IIPImage's file
 * sources take it and as the Image API requires of a slash in an identifier.
 */
import { realpathSync } from 'node:fs'
import { isAbsolute, relative, resolve, sep } from 'node:path'

export interface ImageServerConfig {
  /** The image server's base, without a trailing slash. */
  server: string | undefined
  /** The folder the imported files are kept in; only scans inside it are named to the server. */
  sources: string | undefined
}

const roots = new Map<string, string>()

/** The sources folder by real path (computed once): imported paths are real paths. */
function rootOf(sources: string): string {
  let root = roots.get(sources)
  if (root === undefined) {
    try {
      root = realpathSync(sources)
    } catch {
      root = resolve(sources)
    }
    roots.set(sources, root)
  }
  return root
}

/**
 * The configured image server's service for a scan file, or undefined when there is no server,
 * no sources folder, no scan, or the scan lies outside the folder. Only a name is made here (no
 * file is read), so the scans need not be on this machine, only on the image server's.
 */
export function configuredImageService(imagePath: string | null, config: ImageServerConfig): string | undefined {
  if (!config.server || !config.sources || !imagePath) return undefined
  const inside = relative(rootOf(config.sources), imagePath)
  if (inside === '' || inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside)) return undefined
  return `${config.server}/${encodeURIComponent(inside.split(sep).join('/'))}`
}
