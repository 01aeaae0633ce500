/**
 * The icon set of spec §9, drawn on a 24×24 grid with strokes so they inherit
 * the text colour. Icons are decorative unless given a label.
 *
 * Each drawing is SVG markup, written into its icon as one string (issue 52): a search page has
 * about sixty icons, and React writes every element and attribute of a drawing as five pieces or
 * more. The stroke (none filled, the text colour, 1.75 wide, round ends and joins) is the
 * stylesheet's `.icon`, so the `<svg>` keeps only what names and sizes it. The strings are
 * constants of this file, never data.
 */
const DRAWINGS = {
  external: '<path d="M14 4h6v6"/><path d="M20 4 10 14"/><path d="M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"/>',
  'arrow-left': '<path d="M19 12H5m6-6-6 6 6 6"/>',
  'arrow-right': '<path d="M5 12h14m-6-6 6 6-6 6"/>',
  'arrow-up': '<path d="M12 19V5m-6 6 6-6 6 6"/>',
  'arrow-down': '<path d="M12 5v14m6-6-6 6-6-6"/>',
  'chevron-left': '<path d="m15 6-6 6 6 6"/>',
  // Beyond the spec's set: the statistics carousel's rotation control.
  pause: '<path d="M9 6v12M15 6v12"/>',
  play: '<path d="m8 5 11 7-11 7z"/>',
  'chevron-right': '<path d="m9 6 6 6-6 6"/>',
  'chevron-up': '<path d="m6 15 6-6 6 6"/>',
  'chevron-down': '<path d="m6 9 6 6 6-6"/>',
  calendar: '<rect x="3.5" y="5" width="17" height="15" rx="1.5"/><path d="M3.5 10h17M8 3v4m8-4v4"/>',
  copy: '<rect x="8" y="8" width="12" height="12" rx="1.5"/><path d="M16 8V5.5A1.5 1.5 0 0 0 14.5 4h-9A1.5 1.5 0 0 0 4 5.5v9A1.5 1.5 0 0 0 5.5 16H8"/>',
  check: '<path d="m5 12.5 4.5 4.5L19 7.5"/>',
  help: '<circle cx="12" cy="12" r="9"/><path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6v.6M12 17.2v.1"/>',
  info: '<circle cx="12" cy="12" r="9"/><path d="M12 11v6M12 7.3v.1"/>',
  close: '<path d="M6 6l12 12M18 6 6 18"/>',
  plus: '<path d="M12 5v14M5 12h14"/>',
  stats: '<path d="M4 20h16M7 16v-5m5 5V6m5 10v-8"/>',
  ellipsis: '<path d="M5.5 12h.01M12 12h.01M18.5 12h.01" stroke-width="3"/>',
  filter: '<path d="M4 5h16l-6 7.5V19l-4-2v-4.5L4 5z"/>',
  'checkbox-on': '<rect x="4" y="4" width="16" height="16" rx="2"/><path d="m8 12.5 3 3 5-6"/>',
  'checkbox-off': '<rect x="4" y="4" width="16" height="16" rx="2"/>',
  list: '<path d="M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01"/>',
  details: '<rect x="4" y="4" width="6" height="7" rx="1"/><path d="M13 5h7M13 9h7M4 15h16M4 19h16"/>',
  compact: '<path d="M4 5h16M4 9.5h16M4 14h16M4 18.5h16"/>',
  loader: '<path d="M12 3a9 9 0 1 0 9 9"/>',
  bug: '<rect x="7.5" y="8" width="9" height="12" rx="4.5"/><path d="M12 8v12M9 5.5 10.5 8m4.5-2.5L13.5 8M4 13h3.5m9 0H20M5 8.5l2.8 1.8M19 8.5l-2.8 1.8M5 18l2.8-1.6M19 18l-2.8-1.6"/>',
  menu: '<path d="M4 7h16M4 12h16M4 17h16"/>',
  search: '<circle cx="10.5" cy="10.5" r="6"/><path d="m15 15 5 5"/>',
} satisfies Record<string, string>

export type IconName = keyof typeof DRAWINGS
export const ICON_NAMES = Object.keys(DRAWINGS)

/** Each icon's inner markup, made once: React is handed the same object on every render. */
const MARKUP: Partial<Record<IconName, { __html: string }>> = {}

interface IconProps {
  name: IconName
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string
  /** Spinning and pulsing stop when the visitor prefers reduced motion (see the stylesheet). */
  motion?: 'spin' | 'pulse'
  className?: string
}

export function Icon({ name, label, motion, className }: IconProps) {
  const classes = ['icon', motion ? `icon--${motion}` : '', className ?? ''].filter(Boolean).join(' ')
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      dangerouslySetInnerHTML={(MARKUP[name] ??= { __html: DRAWINGS[name] })}
    />
  )
}
