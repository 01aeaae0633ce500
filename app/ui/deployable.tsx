import * as Popover from '@radix-ui/react-popover'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Icon } from './icon'

export type DeployableMode = 'hover' | 'focus' | 'focus-extend'
export type DeployableSide = 'left' | 'center' | 'right'

const ALIGN: Record<DeployableSide, 'start' | 'center' | 'end'> = {
  left: 'start',
  center: 'center',
  right: 'end',
}

interface DeployableProps {
  /** Content of the trigger button. */
  trigger: ReactNode
  /** Accessible name of the trigger when its content is only an icon. */
  triggerLabel?: string
  triggerClassName?: string
  /** Accessible name of the panel. */
  label: string
  mode?: DeployableMode
  side?: DeployableSide
  /** Label of the close bar shown in focus-extend mode (the filters-close text). */
  closeLabel?: string
  /** A visible line on how the keyboard moves inside a focus-extend panel. */
  hint?: string
  children: ReactNode
}

const CLOSE_DELAY_MS = 150

/**
 * A deployable panel (dropdown or tooltip, spec §2): opens on hover or focus,
 * toggles on click, closes on Escape or when the pointer leaves.
 *
 * In focus-extend mode the panel shows a close bar and a hint. Focus reaching the trigger opens
 * the panel but leaves focus on the trigger, so Tab goes on through the page (the panel closes);
 * Enter, Space or a click takes focus into the panel, where Tab wraps (as the hint says) and
 * Escape or the close bar closes it and returns focus to the trigger.
 */
export function Deployable({
  trigger,
  triggerLabel,
  triggerClassName,
  label,
  mode = 'hover',
  side = 'center',
  closeLabel,
  hint,
  children,
}: DeployableProps) {
  const content = useRef<HTMLDivElement>(null)
  const [open, setOpen] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const openedByClick = useRef(false)

  useEffect(() => () => clearTimeout(closeTimer.current), [])

  // Focus moves into a focus-extend panel opened by keyboard or click, never into one a passing pointer opened.
  const openedByPointer = useRef(false)
  const showOnHover = () => {
    if (!open) openedByPointer.current = true
    show()
  }
  const show = () => {
    clearTimeout(closeTimer.current)
    setOpen(true)
  }
  const hideSoon = () => {
    if (openedByClick.current) return
    clearTimeout(closeTimer.current)
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS)
  }
  // Closing hands focus back to the trigger; that focus must not reopen the panel.
  const focusReturning = useRef(false)
  const onOpenChange = (next: boolean) => {
    if (!next) openedByClick.current = false
    setOpen(next)
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        className={triggerClassName ?? 'button button--quiet'}
        aria-label={triggerLabel}
        onPointerEnter={showOnHover}
        onPointerLeave={hideSoon}
        onFocus={
          mode === 'hover'
            ? undefined
            : () => {
                if (focusReturning.current) focusReturning.current = false
                else if (!open) {
                  // Opened by focus: focus stays on the trigger until Enter, Space or a click.
                  openedByPointer.current = true
                  show()
                }
              }
        }
        onClick={(event) => {
          // Radix toggles on click; a click on a panel opened by hover or focus keeps it open instead
          // (and, in focus-extend mode, takes focus into it).
          // A click or Enter opens the panel with focus in it (focus-extend), also after Escape
          // closed one that focus alone had opened.
          openedByPointer.current = false
          if (open && !openedByClick.current) {
            event.preventDefault()
            if (mode === 'focus-extend') focusInto(content.current)
          }
          openedByClick.current = true
        }}
      >
        {trigger}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={content}
          className={`deployable deployable--${mode}`}
          aria-label={label}
          align={ALIGN[side]}
          sideOffset={6}
          collisionPadding={8}
          onPointerEnter={show}
          onPointerLeave={hideSoon}
          onCloseAutoFocus={(event) => {
            // A panel a passing pointer opened never had the focus: leave it where it is.
            if (openedByPointer.current) event.preventDefault()
            else focusReturning.current = true
          }}
          onOpenAutoFocus={(event) => {
            // Radix would skip links and land on the close bar: a focus-extend panel opened by Enter
            // or a click takes the keyboard to its first link or button, as Enter on an open one does.
            event.preventDefault()
            if (mode === 'focus-extend' && !openedByPointer.current) focusInto(content.current)
          }}
        >
          {mode === 'focus-extend' && hint ? <p className="deployable__hint">{hint}</p> : null}
          <div className="deployable__body">{children}</div>
          {mode === 'focus-extend' && closeLabel ? (
            <Popover.Close className="deployable__close">
              <Icon name="close" />
              {closeLabel}
            </Popover.Close>
          ) : null}
          <Popover.Arrow className="deployable__arrow" width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

/** The first link or button of a panel: where Enter on its trigger takes the keyboard. */
function focusInto(panel: HTMLElement | null): void {
  panel?.querySelector<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])')?.focus()
}
