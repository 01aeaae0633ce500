import { RIGHTS, rightsOf } from '#src/domain/rights.ts'
import { useI18n } from '#app/i18n.ts'
import { ExternalLink } from '#app/ui/link.tsx'

/**
 * A document's rights as the IIIF manifest states them (src/domain/rights.ts): public domain only
 * where its age makes it so, otherwise in copyright as far as the library knows; each links to its
 * statement.
 */
export function RightsLine({ date }: { date: string | null }) {
  const { LL } = useI18n()
  const year = date ? Number(date.slice(0, 4)) : null
  const rights = rightsOf(Number.isInteger(year) ? year : null, new Date())
  return (
    <p className="reader__rights">
      {LL.reader.rightsLabel()} <ExternalLink href={RIGHTS[rights]}>{rights === 'publicDomain' ? LL.reader.publicDomain() : LL.reader.inCopyright()}</ExternalLink>
    </p>
  )
}
