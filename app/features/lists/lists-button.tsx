import { Suspense, lazy, useEffect, useRef, useState } from 'react'
import { DICTIONARY_PARTS } from '#src/domain/dictionary-parts.ts'
import { formatNumber } from '#src/domain/format.ts'
import { ensureDictionaryParts, useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { memberCount, onPanelRequest, useDrafts } from './draft-store'

// The panel (Radix Dialog, the editing and publishing) loads when it is first opened, not with every page.
const ListsPanel = lazy(() => import('./lists-panel'))

/**
 * The header's way to the visitor's lists (issue 55), on every page: a button with the count of
 * what the lists hold, opening the lists panel. Counted from this browser's storage after
 * hydration (the server renders no count: its pages are the same for every visitor).
 */
export function ListsButton() {
  const { locale, LL } = useI18n()
  const state = useDrafts()
  const count = memberCount(state)
  const [open, setOpen] = useState(false)
  const [ready, setReady] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const show = () => {
    // The panel's labels are in the second part of the dictionary, which the home page does not load.
    void ensureDictionaryParts(locale, DICTIONARY_PARTS).then(() => {
      setReady(true)
      setOpen(true)
    })
  }
  useEffect(() => onPanelRequest(show))
  return (
    <>
      <button ref={trigger} type="button" className="button button--quiet lists-button" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <Icon name="list" />
        <span className="lists-button__label">{LL.lists.header.button()}</span>
        {count > 0 ? (
          <>
            <span className="lists-button__count" aria-hidden="true">
              {formatNumber(count, locale)}
            </span>
            <span className="visually-hidden">{` (${LL.lists.header.count({ count })})`}</span>
          </>
        ) : null}
      </button>
      {ready ? (
        <Suspense fallback={null}>
          <ListsPanel open={open} onOpenChange={setOpen} returnFocus={trigger} />
        </Suspense>
      ) : null}
    </>
  )
}
