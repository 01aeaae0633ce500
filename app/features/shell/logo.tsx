import type { Locale } from '#src/domain/locale.ts'
import { translations } from '#app/i18n.ts'

/** Width of each locale's wordmark at 48 px height (the names differ in length). */
const LOGO_WIDTHS: Record<Locale, number> = { en: 240, de: 256, fr: 300 }

/** The logo image; its alt text is made of the translated institution and project names (spec §1). */
export function Logo({ locale }: { locale: Locale }) {
  const LL = translations(locale)
  return (
    <img
      className="logo"
      src={`/logo-${locale}.svg`}
      width={LOGO_WIDTHS[locale]}
      height={48}
      alt={LL.site.logoAlt({ institution: LL.site.institution(), project: LL.site.project() })}
    />
  )
}
