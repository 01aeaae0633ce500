import * as Dialog from '@radix-ui/react-dialog'
import * as Popover from '@radix-ui/react-popover'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ClosedTrigger } from '#app/ui/closed-trigger.tsx'

// Issue 52: a popover or dialog nobody has opened renders only a ClosedTrigger, which must be the
// markup Radix's own closed trigger renders, so the page reads, looks and hydrates as before.
const noop = () => undefined

describe('ClosedTrigger', () => {
  it('is the markup of a closed Radix popover', () => {
    const radix = renderToStaticMarkup(
      <Popover.Root>
        <Popover.Trigger className="add-to-list--inline add-to-list">
          <span>Add to list</span>
        </Popover.Trigger>
      </Popover.Root>,
    )
    const ours = renderToStaticMarkup(
      <ClosedTrigger className="add-to-list--inline add-to-list" onOpen={noop}>
        <span>Add to list</span>
      </ClosedTrigger>,
    )
    expect(ours).toBe(radix)
    expect(ours).toContain('aria-expanded="false"')
  })

  it('is the markup of a closed Radix dialog, with an accessible name when given one', () => {
    const radix = renderToStaticMarkup(
      <Dialog.Root>
        <Dialog.Trigger className="icon-button" aria-label="Search tips">
          ?
        </Dialog.Trigger>
      </Dialog.Root>,
    )
    const ours = renderToStaticMarkup(
      <ClosedTrigger className="icon-button" aria-label="Search tips" onOpen={noop}>
        ?
      </ClosedTrigger>,
    )
    expect(ours).toBe(radix)
    expect(ours).toContain('aria-haspopup="dialog"')
  })
})
