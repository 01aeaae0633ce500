import * as Popover from '@radix-ui/react-popover'
import { useId, useState } from 'react'
import { MAX_LIST_MEMBERS } from '#src/domain/lists.ts'
import { formatDate } from '#src/domain/format.ts'
import { useI18n } from '#app/i18n.ts'
import { ClosedTrigger, useOpenedOnce } from '#app/ui/closed-trigger.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { type DraftMember, drafts, useDrafts } from './draft-store'

interface AddToListProps {
  /** What is added: given, or worked out when the button is pressed (a region: the part of the page in view). */
  member: DraftMember | (() => DraftMember | undefined)
  /** The button's own words, when not "Add to list" (a region: "Add this view to a list"). */
  label?: string
  /** Only the icon shows; the name is still read out. */
  compact?: boolean
  /** A control in a line of text (a result's line of facts): it takes no more height than the text. */
  inline?: boolean
}

/**
 * "Add to list" (issue 55) on a result, an article, a page, a region of a page and a document: a
 * popover with a check box per list (ticked when the list holds this, unticking takes it out) and
 * a new list made with it. Everything stays in this browser until a list is published.
 */
export function AddToList({ member, label, compact = false, inline = false }: AddToListProps) {
  const { locale, LL } = useI18n()
  const state = useDrafts()
  const id = useId()
  const [open, setOpen] = useState(false)
  const [shown, setShown] = useState<DraftMember | undefined>(typeof member === 'function' ? undefined : member)
  const [status, setStatus] = useState('')
  const [name, setName] = useState('')
  const current = typeof member === 'function' ? shown : member
  const inAny = current !== undefined && state.lists.some((list) => list.members.some((known) => known.ref === current.ref))
  const title = label ?? (inAny ? LL.lists.add.inList() : LL.lists.add.button())
  const toggle = (key: string, listTitle: string, checked: boolean) => {
    if (!current) return
    if (!checked) {
      drafts.remove(key, current.ref)
      setStatus(LL.lists.add.removed({ name: listTitle }))
    } else setStatus(drafts.add(key, current) ? LL.lists.add.added({ name: listTitle }) : LL.lists.add.full({ limit: MAX_LIST_MEMBERS }))
  }
  const create = () => {
    if (!current) return
    const listTitle = name.trim() || LL.lists.add.defaultName({ date: formatDate(new Date().toISOString().slice(0, 10), locale) })
    drafts.create(listTitle, [current])
    setName('')
    setStatus(LL.lists.add.added({ name: listTitle }))
  }
  const onOpenChange = (next: boolean) => {
    if (next && typeof member === 'function') setShown(member())
    if (next) setStatus('')
    setOpen(next)
  }
  const [opened, openOnce] = useOpenedOnce()
  const triggerClass = `${inline ? 'add-to-list--inline' : 'button button--quiet'} add-to-list${inAny ? ' add-to-list--in' : ''}`
  const triggerContent = (
    <>
      <Icon name={inAny ? 'check' : 'list'} />
      <span className={compact ? 'visually-hidden' : 'add-to-list__text'}>{title}</span>
      {/* What is added, for a screen reader among the many such buttons of a page; the name starts with what is seen. */}
      {typeof member === 'function' ? null : (
        <span className="visually-hidden">
          {' – '}
          {/* The document's or article's own title, as catalogued or printed: not the site's words. */}
          <span translate="no">{member.title}</span>
        </span>
      )}
    </>
  )
  // Only the button until it is first pressed (issue 52: twenty of them on a page of results).
  if (!opened)
    return (
      <ClosedTrigger
        className={triggerClass}
        onOpen={() => {
          openOnce()
          onOpenChange(true)
        }}
      >
        {triggerContent}
      </ClosedTrigger>
    )
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger className={triggerClass}>{triggerContent}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content className="deployable add-to-list__panel" aria-labelledby={`${id}-heading`} align="start" sideOffset={6} collisionPadding={8}>
          <AddToListPanel id={id} current={current} toggle={toggle} create={create} name={name} setName={setName} status={status} />
          <Popover.Arrow className="deployable__arrow" width={12} height={6} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  )
}

interface AddToListPanelProps {
  id: string
  current: DraftMember | undefined
  toggle: (key: string, listTitle: string, checked: boolean) => void
  create: () => void
  name: string
  setName: (name: string) => void
  status: string
}

/** The open popover's content: a check box per list, a new list, and what was done. */
function AddToListPanel({ id, current, toggle, create, name, setName, status }: AddToListPanelProps) {
  const { LL } = useI18n()
  const state = useDrafts()
  return (
    <>
      <p id={`${id}-heading`} className="add-to-list__heading">
        {LL.lists.add.heading()}
      </p>
      {current ? (
        <p className="add-to-list__what" translate="no">
          {current.title}
        </p>
      ) : null}
      {state.lists.length > 0 ? (
        <fieldset className="add-to-list__lists">
          <legend className="visually-hidden">{LL.lists.add.heading()}</legend>
          <p className="field__help">{LL.lists.add.hint()}</p>
          {state.lists.map((list) => {
            const checked = current !== undefined && list.members.some((known) => known.ref === current.ref)
            return (
              <div key={list.key} className="add-to-list__list">
                <input type="checkbox" id={`${id}-${list.key}`} checked={checked} onChange={(event) => toggle(list.key, list.title, event.currentTarget.checked)} />
                <label htmlFor={`${id}-${list.key}`}>
                  {list.title} <span className="record__meta">({LL.lists.add.memberCount({ count: list.members.length })})</span>
                </label>
              </div>
            )
          })}
        </fieldset>
      ) : null}
      <form
        className="add-to-list__new"
        onSubmit={(event) => {
          event.preventDefault()
          create()
        }}
      >
        <label htmlFor={`${id}-name`}>{LL.lists.add.newListName()}</label>
        <div className="add-to-list__row">
          <input id={`${id}-name`} type="text" value={name} placeholder={LL.lists.add.newList()} onChange={(event) => setName(event.currentTarget.value)} />
          <button type="submit" className="button">
            <Icon name="plus" />
            {LL.lists.add.create()}
          </button>
        </div>
      </form>
      <p className="add-to-list__status" role="status">
        {status}
      </p>
    </>
  )
}
