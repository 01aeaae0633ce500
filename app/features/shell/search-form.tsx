import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { localizePath } from '../../../src/domain/locale'
import { useI18n } from '../../i18n'
import { Icon } from '../../ui/icon'

interface SearchFormProps {
  /** The form that "skip to search" lands on carries id="search". */
  primary?: boolean
  variant?: 'header' | 'welcome' | 'page'
  defaultQuery?: string
}

/**
 * A GET form to /search: it works without JavaScript, and with JavaScript it
 * navigates inside the app.
 */
export function SearchForm({ primary = false, variant = 'page', defaultQuery = '' }: SearchFormProps) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const generatedId = useId()
  const inputId = primary ? 'search' : generatedId
  const action = localizePath('/search', locale)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const q = new FormData(event.currentTarget).get('q')
    const query = typeof q === 'string' ? q.trim() : ''
    void navigate({ to: action, search: query ? { q: query } : {} })
  }

  return (
    <form
      className={`search-form search-form--${variant}`}
      action={action} method="get" role="search" aria-label={LL.searchBox.label()} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={variant === 'header' ? 'visually-hidden' : 'search-form__label'}>
          {LL.searchBox.label()}
        </label>
        <div className="search-form__row">
          <input
            id={inputId}
            type="search"
            name="q"
            defaultValue={defaultQuery}
            placeholder={LL.searchBox.placeholder()}
            autoComplete="off"
            enterKeyHint="search"
          />
          <button type="submit" className="button button--primary">
            <Icon name="search" />
            <span className={variant === 'header' ? 'visually-hidden' : undefined}>{LL.searchBox.submit()}</span>
          </button>
        </div>
    </form>
  )
}
