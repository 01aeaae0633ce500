import { useLocation, useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { type PageRegion, formatRegion } from '#src/domain/page-region.ts'
import { contentState } from '#src/domain/content-state.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { AddRegionToList } from '#app/features/lists/list-context.tsx'

/**
 * "Link to this view": the reader's address with the page region shown (`region=`) and the
 * search's words, which reopens the reader at that page, zoomed to it, the words drawn; and the
 * same view as IIIF Content State for other viewers (src/domain/page-region.ts).
 */
export function ShareRegion({ currentRegion, size, manifestPath }: { currentRegion: () => PageRegion; size: { width: number; height: number }; manifestPath: string }) {
  const { LL } = useI18n()
  const { origin } = useRouteContext({ from: '__root__' })
  const location = useLocation()
  const [region, setRegion] = useState<PageRegion | null>(null)
  const q = new URLSearchParams(location.searchStr).get('q') ?? ''
  const address = (params: Record<string, string>) => `${origin}${location.pathname}?${new URLSearchParams({ ...(q ? { q } : {}), ...params })}`
  return (
    <div className="share-region">
      <button type="button" className="button button--quiet" onClick={() => setRegion(currentRegion())}>
        {LL.reader.shareView()}
      </button>
      <AddRegionToList currentRegion={currentRegion} />
      {region ? (
        <>
          <CopyLink href={`${address({ region: formatRegion(region) })}#page-${region.page}`} />
          <a className="share-region__state" href={`${address({ 'iiif-content': contentState(`${origin}${manifestPath}`, region, size) })}#page-${region.page}`}>
            {LL.reader.contentState()}
          </a>
        </>
      ) : null}
    </div>
  )
}
