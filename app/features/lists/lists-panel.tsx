import * as Dialog from '@radix-ui/react-dialog'
import { type RefObject, useId, useState } from 'react'
import { formatDate } from '#src/domain/format.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { TargetLink } from '#app/ui/link.tsx'
import { DraftEditor, PublishedNotice } from './draft-editor'
import type { PublishResult } from './publish-client'
import { drafts, useDrafts } from './draft-store'

interface ListsPanelProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Where focus goes back when the panel closes (the header's button). */
  returnFocus: RefObject<HTMLButtonElement | null>
}

/**
 * The visitor's lists (issue 55): which list is shown, that list to edit and publish
 * (./draft-editor.tsx), a new list, and the lists published from this browser. A Radix dialog:
 * focus is held inside it while open and goes back to the header's button when it closes; on a
 * phone it takes the whole screen.
 */
export default function ListsPanel({ open, onOpenChange, returnFocus }: ListsPanelProps) {
  const { locale, LL } = useI18n()
  const state = useDrafts()
  const chooseId = useId()
  const current = state.lists.find((list) => list.key === state.current) ?? state.lists[0]
  const [notice, setNotice] = useState<{ title: string; result: Extract<PublishResult, { kind: 'published' }> } | undefined>(undefined)
  const newList = () => drafts.create(LL.lists.add.defaultName({ date: formatDate(new Date().toISOString().slice(0, 10), locale) }))
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        // Each opening starts without the last publication's notice.
        if (!next) setNotice(undefined)
        onOpenChange(next)
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog lists-panel"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className="dialog__header">
            <Dialog.Title>{LL.lists.panel.title()}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.lists.panel.close()} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="lists-panel__intro">{LL.lists.panel.intro()}</Dialog.Description>
          {notice ? <PublishedNotice title={notice.title} result={notice.result} onOpen={() => onOpenChange(false)} /> : null}
          <div className="lists-panel__choose">
            {state.lists.length > 0 ? (
              <div className="field">
                <label htmlFor={chooseId}>{LL.lists.panel.choose()}</label>
                <select id={chooseId} value={current?.key ?? ''} onChange={(event) => drafts.choose(event.currentTarget.value)}>
                  {state.lists.map((list) => (
                    <option key={list.key} value={list.key}>
                      {`${list.title} (${LL.lists.add.memberCount({ count: list.members.length })})`}
                    </option>
                  ))}
                </select>
              </div>
            ) : (
              <p className="empty-state">{LL.lists.panel.empty()}</p>
            )}
            <button type="button" className="button button--quiet" onClick={newList}>
              <Icon name="plus" />
              {LL.lists.panel.newList()}
            </button>
          </div>
          {current ? <DraftEditor key={current.key} list={current} onPublished={(title, result) => setNotice({ title, result })} /> : null}
          {state.published.length > 0 ? (
            <section className="lists-panel__published" aria-labelledby={`${chooseId}-published`}>
              <h3 id={`${chooseId}-published`}>{LL.lists.panel.publishedLists()}</h3>
              <ul>
                {state.published.map((entry) => (
                  <li key={entry.id}>
                    <TargetLink target={`/lists/${entry.id}`} onClick={() => onOpenChange(false)}>
                      {entry.title}
                    </TargetLink>{' '}
                    <span className="record__meta">{formatDate(entry.asof, locale)}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
