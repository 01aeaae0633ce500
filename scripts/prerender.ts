/**
 * Writes what a build publishes about itself under dist/client/_build/
 * (src/domain/build-info.ts, ADR 010): the latest-build file, this build's
 * metadata (route rules, prerender list) and the payload of every
 * prerendered page. The editorial pages come from content/, known at build
 * time; pages whose data lives in the store (news, staff picks) are not
 * prerendered, because an import changes them without a rebuild.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { getEditorialPage, listEditorialPages } from '../src/content/index.ts'
import { type BuildMetadata, LATEST_PATH, type PrerenderedPage, SITEMAP_PAGE, metadataPath, payloadPath } from '../src/domain/build-info.ts'
import { LOCALES } from '../src/domain/locale.ts'
import { ROUTE_RULES } from '../src/domain/route-rules.ts'


export function writeBuildFiles(clientDir: string, id: string, builtAt = new Date().toISOString()): BuildMetadata {
  const write = (urlPath: string, data: unknown) => {
    const file = join(clientDir, urlPath)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, JSON.stringify(data))
  }
  // Only this build's payloads: an old build's files would otherwise pile up.
  rmSync(join(clientDir, '_build'), { recursive: true, force: true })
  const prerender: PrerenderedPage[] = []
  for (const locale of LOCALES) {
    const pages = listEditorialPages(locale)
    write(payloadPath(id, locale, SITEMAP_PAGE), pages)
    prerender.push({ locale, path: SITEMAP_PAGE, kind: 'index' })
    for (const { path } of pages) {
      const page = getEditorialPage(path, locale)
      if (!page) continue
      write(payloadPath(id, locale, path), page)
      prerender.push({ locale, path, kind: 'page' })
    }
  }
  const metadata: BuildMetadata = { id, builtAt, routeRules: ROUTE_RULES.map((rule) => ({ ...rule })), prerender }
  write(metadataPath(id), metadata)
  write(LATEST_PATH, { id, builtAt })
  console.log(`> prerendered ${prerender.length} page payloads for build ${id}`)
  return metadata
}
