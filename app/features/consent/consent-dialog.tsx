import * as Dialog from '@radix-ui/react-dialog'
import { useState } from 'react'
import type { Consent } from '#src/domain/consent.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { saveConsent } from './consent-store'

interface ConsentDialogProps {
  open: boolean
  consent: Consent | undefined
  onOpenChange: (open: boolean) => void
  onClosed: () => void
}

export default function ConsentDialog({ open, consent, onOpenChange, onClosed }: ConsentDialogProps) {
  const { LL } = useI18n()
  // Until the visitor chose, every refusable group starts off.
  const [optional, setOptional] = useState(consent?.optional ?? false)
  const [analytics, setAnalytics] = useState(consent?.analytics ?? false)
  const [wasOpen, setWasOpen] = useState(open)
  if (open !== wasOpen) {
    // Each opening starts from the stored choice, not from an abandoned edit.
    setWasOpen(open)
    if (open) {
      setOptional(consent?.optional ?? false)
      setAnalytics(consent?.analytics ?? false)
    }
  }
  const groups = [
    { id: 'essential', name: LL.consent.essentialName(), text: LL.consent.essentialText(), checked: true, set: undefined },
    { id: 'optional', name: LL.consent.optionalName(), text: LL.consent.optionalText(), checked: optional, set: setOptional },
    { id: 'analytics', name: LL.consent.analyticsName(), text: LL.consent.analyticsText(), checked: analytics, set: setAnalytics },
  ]
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content
          className="dialog"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
        >
          <div className="dialog__header">
            <Dialog.Title>{LL.consent.dialogTitle()}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.consent.close()} />
            </Dialog.Close>
          </div>
          <Dialog.Description>{LL.consent.dialogIntro()}</Dialog.Description>
          <form
            onSubmit={(event) => {
              event.preventDefault()
              saveConsent({ essential: true, optional, analytics })
              onOpenChange(false)
            }}
          >
            <ul className="consent-groups">
              {groups.map((group) => (
                <li key={group.id}>
                  <input
                    type="checkbox"
                    id={`consent-${group.id}`}
                    name={group.id}
                    checked={group.checked}
                    disabled={group.set === undefined}
                    aria-describedby={`consent-${group.id}-text`}
                    onChange={(event) => group.set?.(event.currentTarget.checked)}
                  />
                  <label htmlFor={`consent-${group.id}`}>
                    {group.name}
                    {group.set === undefined ? <span className="consent-groups__always"> ({LL.consent.alwaysOn()})</span> : null}
                  </label>
                  <p id={`consent-${group.id}-text`}>{group.text}</p>
                </li>
              ))}
            </ul>
            <div className="dialog__actions">
              <button type="submit" className="button button--primary">
                {LL.consent.confirm()}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
