import { type ReactNode, useState } from 'react'

/**
 * Whether a Radix popover or dialog has been opened once (issue 52): until then a component
 * renders only its trigger, as a ClosedTrigger, and none of Radix's tree (its contexts, ids,
 * presence, focus scope and the content's own state and queries), which a page with twenty
 * "Add to list" buttons would otherwise build on the server and hydrate in the browser for
 * popovers nobody opens. The first press mounts the Radix tree already open; from then on
 * Radix's own trigger opens and closes it (and takes focus back to it on closing).
 */
export function useOpenedOnce(): [boolean, () => void] {
  const [opened, setOpened] = useState(false)
  return [opened, () => setOpened(true)]
}

/**
 * A closed Radix trigger's exact markup (Popover.Trigger and Dialog.Trigger both render it so
 * while closed: the same attributes, no aria-controls as there is no content yet), so the page
 * reads, looks and hydrates the same; a press opens it (`onOpen`).
 */
export function ClosedTrigger({ className, onOpen, children, ...aria }: { className: string; onOpen: () => void; children: ReactNode; 'aria-label'?: string | undefined }) {
  return (
    <button type="button" aria-haspopup="dialog" aria-expanded={false} data-state="closed" className={className} onClick={onOpen} {...aria}>
      {children}
    </button>
  )
}
