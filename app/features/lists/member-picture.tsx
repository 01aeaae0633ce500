import { canvasSize } from '#src/iiif/presentation.ts'
import type { ResolvedMember } from '#src/domain/list-view.ts'
import { useI18n } from '#app/i18n.ts'

/** Width of a member's picture, CSS pixels. */
const WIDTH = 120

/**
 * A member's picture (issue 55): its page (the scan, or its layout drawn), its unit outlined; a
 * region shows only that part of the page, the page's picture scaled and shifted inside a frame of
 * the region's proportions, so no image server needs to cut regions.
 */
export function MemberPicture({ member }: { member: ResolvedMember }) {
  const { LL } = useI18n()
  if (!member.thumbnail || !member.page) return null
  const label = member.page.label ?? String(member.page.sequence)
  const size = canvasSize(member.page)
  const region = member.region
  if (!region) {
    return <img className="list-member__picture" src={member.thumbnail} alt={LL.lists.page.thumbnail({ label })} width={WIDTH} height={Math.round((WIDTH * size.height) / size.width)} loading="lazy" decoding="async" />
  }
  // The frame has the region's proportions in pixels; the page inside it is 10000/region wide and high.
  const ratio = (region.width * size.width) / (region.height * size.height)
  const height = Math.round(Math.min(WIDTH * 1.6, WIDTH / ratio))
  return (
    <span className="list-member__picture list-member__picture--region" role="img" aria-label={LL.lists.page.regionThumbnail({ label })} style={{ width: `${Math.round(height * ratio)}px`, height: `${height}px` }}>
      <img
        src={member.thumbnail}
        alt=""
        loading="lazy"
        decoding="async"
        style={{
          width: `${(10000 / region.width) * 100}%`,
          height: `${(10000 / region.height) * 100}%`,
          left: `${(-region.x / region.width) * 100}%`,
          top: `${(-region.y / region.height) * 100}%`,
        }}
      />
    </span>
  )
}
