import { useEffect, useId, useRef, useState } from 'react'
import { EARLIEST_LIST_DAY, MAX_LIST_NOTE, MAX_LIST_TITLE, characters } from '#src/domain/lists.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { TargetLink } from '#app/ui/link.tsx'
import { type DraftList, drafts } from './draft-store'
import { type PublishResult, publishDraft } from './publish-client'

/**
 * One list to edit and publish: its title, note and collection date, its members in order (moved
 * and taken out by buttons), and "Publish". A refused publication lists every reason, each member's
 * beside it, and loses nothing; a published list leaves the drafts and its permanent link is shown.
 */
export function DraftEditor({ list, onPublished }: { list: DraftList; onPublished: (title: string, result: Extract<PublishResult, { kind: 'published' }>) => void }) {
  const { locale, LL } = useI18n()
  const id = useId()
  const [result, setResult] = useState<PublishResult | undefined>(undefined)
  const [sending, setSending] = useState(false)
  const outcome = useRef<HTMLDivElement>(null)
  const today = new Date().toISOString().slice(0, 10)
  // The reasons are where the keyboard goes on from, and what a screen reader reads next.
  useEffect(() => {
    if (result) outcome.current?.focus()
  }, [result])
  const publish = async () => {
    if (sending) return
    setSending(true)
    const answer = await publishDraft(list, LL, locale)
    setSending(false)
    if (answer.kind === 'published') {
      // The panel shows the permanent link: this draft leaves the drafts with its editor.
      onPublished(list.title, answer)
      drafts.published(list.key, { id: answer.id, title: list.title, asof: answer.asof, at: new Date().toISOString() })
      return
    }
    setResult(answer)
  }
  const problems = result?.kind === 'refused' ? result.byMember : new Map<string, string>()
  return (
    <div className="draft-editor">
      <div className="field">
        <label htmlFor={`${id}-title`}>{LL.lists.panel.name()}</label>
        <input id={`${id}-title`} type="text" value={list.title} aria-describedby={`${id}-title-help`} onChange={(event) => drafts.edit(list.key, { title: event.currentTarget.value })} />
        <p id={`${id}-title-help`} className="field__help">
          {LL.lists.panel.textHelp({ count: characters(list.title), max: MAX_LIST_TITLE })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-note`}>{LL.lists.panel.note()}</label>
        <textarea id={`${id}-note`} rows={3} value={list.note} aria-describedby={`${id}-note-help`} onChange={(event) => drafts.edit(list.key, { note: event.currentTarget.value })} />
        <p id={`${id}-note-help`} className="field__help">
          {LL.lists.panel.textHelp({ count: characters(list.note), max: MAX_LIST_NOTE })}
        </p>
      </div>
      <div className="field">
        <label htmlFor={`${id}-asof`}>{LL.lists.panel.asof()}</label>
        <input
          id={`${id}-asof`}
          type="date"
          value={list.asof}
          min={EARLIEST_LIST_DAY}
          max={today}
          aria-describedby={`${id}-asof-help`}
          onChange={(event) => drafts.edit(list.key, { asof: event.currentTarget.value })}
        />
        <p id={`${id}-asof-help`} className="field__help">
          {LL.lists.panel.asofHelp()}
        </p>
      </div>
      {list.copiedFrom ? (
        <p className="lists-panel__copied">
          {LL.lists.panel.copiedFrom()} <TargetLink target={`/lists/${list.copiedFrom.id}`}>{list.copiedFrom.title}</TargetLink>
        </p>
      ) : null}
      <h3 id={`${id}-members`}>{LL.lists.panel.members({ count: list.members.length })}</h3>
      {list.members.length === 0 ? (
        <p className="empty-state">{LL.lists.panel.noMembers()}</p>
      ) : (
        <ol className="draft-members" aria-labelledby={`${id}-members`}>
          {list.members.map((member, index) => (
            <li key={member.ref} className={problems.has(member.ref) ? 'draft-members__item draft-members__item--problem' : 'draft-members__item'}>
              <div className="draft-members__text">
                <span className="draft-members__title" translate="no">
                  {member.title}
                </span>
                <span className="record__meta">{member.source}</span>
                {problems.has(member.ref) ? <span className="draft-members__problem">{problems.get(member.ref)}</span> : null}
              </div>
              <div className="draft-members__tools">
                <button type="button" className="icon-button" disabled={index === 0} onClick={() => drafts.move(list.key, index, -1)}>
                  <Icon name="arrow-up" label={LL.lists.panel.moveUp({ title: member.title })} />
                </button>
                <button type="button" className="icon-button" disabled={index === list.members.length - 1} onClick={() => drafts.move(list.key, index, 1)}>
                  <Icon name="arrow-down" label={LL.lists.panel.moveDown({ title: member.title })} />
                </button>
                <button type="button" className="icon-button" onClick={() => drafts.remove(list.key, member.ref)}>
                  <Icon name="close" label={LL.lists.panel.remove({ title: member.title })} />
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div ref={outcome} tabIndex={-1} className="draft-editor__outcome" role={result ? 'alert' : undefined}>
        {result?.kind === 'refused' ? (
          <>
            <p>{result.summary}</p>
            <ul>
              {result.sentences.map((sentence) => (
                <li key={sentence}>{sentence}</li>
              ))}
            </ul>
          </>
        ) : result?.kind === 'failed' ? (
          <p>{result.summary}</p>
        ) : null}
      </div>
      <div className="dialog__actions draft-editor__actions">
        {/* Not disabled while sending: a disabled button loses the keyboard's focus to the page. */}
        <button type="button" className="button button--primary" aria-disabled={sending} onClick={() => void publish()}>
          {sending ? LL.lists.panel.publishing() : LL.lists.panel.publish()}
        </button>
        <button type="button" className="button button--quiet" onClick={() => drafts.delete(list.key)}>
          {LL.lists.panel.deleteList()}
        </button>
      </div>
    </div>
  )
}

/** What the panel shows once a list is published: its permanent link, and the way to it; focused when shown. */
export function PublishedNotice({ title, result, onOpen }: { title: string; result: Extract<PublishResult, { kind: 'published' }>; onOpen: () => void }) {
  const { LL } = useI18n()
  const shown = useRef<HTMLDivElement>(null)
  useEffect(() => shown.current?.focus(), [result.id])
  return (
    <div className="draft-editor__outcome draft-editor__outcome--published" role="status" tabIndex={-1} ref={shown}>
      <p>{result.created ? LL.lists.panel.published({ title }) : LL.lists.panel.alreadyPublished()}</p>
      <CopyLink href={result.permalink} />
      <p>
        <TargetLink target={`/lists/${result.id}`} onClick={onOpen}>
          {LL.lists.panel.open()}
        </TargetLink>
      </p>
    </div>
  )
}
