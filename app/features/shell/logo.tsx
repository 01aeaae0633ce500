import { translations } from '../../i18n'
import type { Locale } from '../../../src/domain/locale'

/** The logo image; its alt text is made of the translated institution and project names (spec §1). */
export function Logo({ locale }: { locale: Locale }) {
  const LL = translations(locale)
  return (
    <img
      className="logo"
      src="/logo.svg"
      width={220}
      height={48}
      alt={LL.site.logoAlt({ institution: LL.site.institution(), project: LL.site.project() })}
    />
  )
}
