import { useEffect, useRef, useState } from 'react'
import { useI18n } from '../i18n'
import { Icon } from './icon'
import { TargetLink } from './link'

/**
 * A permanent link, shown and copyable: the button copies it, turns into a
 * check mark for a moment, and a polite live region says it was copied.
 */
export function CopyLink({ href }: { href: string }) {
  const { LL } = useI18n()
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const reset = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(reset.current), [])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href)
      setState('copied')
    } catch {
      setState('failed')
    }
    clearTimeout(reset.current)
    reset.current = setTimeout(() => setState('idle'), 4000)
  }
  return (
    <span className="copy-link">
      <TargetLink target={href}>{href}</TargetLink>
      <button type="button" className="button button--quiet copy-link__button" onClick={() => void copy()}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} />
        {state === 'copied' ? LL.copy.copied() : LL.copy.copy()}
      </button>
      <span className="visually-hidden" role="status">
        {state === 'copied' ? LL.copy.announced() : state === 'failed' ? LL.copy.failed() : ''}
      </span>
    </span>
  )
}
