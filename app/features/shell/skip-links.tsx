import { useI18n } from '#app/i18n.ts'

/** The skip-links accessibility bar: visible when focused (spec §2). */
export function SkipLinks() {
  const { LL } = useI18n()
  return (
    <nav className="skip-links" aria-label={LL.skipLinks.label()}>
      <ul>
        <li>
          <a href="#content">{LL.skipLinks.content()}</a>
        </li>
        <li>
          <a href="#search">{LL.skipLinks.search()}</a>
        </li>
        <li>
          <a href="#footer">{LL.skipLinks.footer()}</a>
        </li>
      </ul>
    </nav>
  )
}
