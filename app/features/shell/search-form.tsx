import { useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { type ChangeEvent, type FormEvent, useId, useState } from 'react'
import { localizePath } from '#src/domain/locale.ts'
import { type SearchState, hasFilters, parseSearchState, withQuery, withVariants } from '#src/domain/search-state.ts'
import { useI18n } from '#app/i18n.ts'
import { searchTarget } from '#app/ui/targets.ts'
import { useDraft } from '#app/ui/draft.ts'
import { Icon } from '#app/ui/icon.tsx'
import { HiddenSearchFields, searchHref } from '../search/search-href'

interface SearchFormProps {
  /** The form that "skip to search" lands on carries id="search". */
  primary?: boolean
  variant?: 'header' | 'welcome' | 'page'
  /**
   * On the search page: the search in the address. The box shows its words after every
   * navigation (Back included), and a new query keeps its filters, sort, size, view and paging.
   */
  state?: SearchState
}

/**
 * A GET form to /search: it works without JavaScript, and with JavaScript it
 * navigates inside the app.
 */
export function SearchForm({ primary = false, variant = 'page', state }: SearchFormProps) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const generatedId = useId()
  const noteId = useId()
  const variantsId = useId()
  // Off the search page the box has no search state: the checkbox is the form's own until it is sent.
  const [ownVariants, setOwnVariants] = useState(false)
  const variantsOn = state ? state.variants : ownVariants
  const inputId = primary ? 'search' : generatedId
  const action = localizePath('/search', locale)
  const urlQuery = state?.q ?? ''
  // The address is the source of truth: each navigation puts its words back in the box, so Back
  // never leaves the words of a later search above earlier results. Read from the location, which
  // changes as soon as a navigation starts (the route's search only once it has loaded), and
  // compared as the search it names, not as the string the router happens to hold.
  const shown = useLocation({
    select: (location) => (state ? searchHref(parseSearchState(location.search)) : location.pathname),
  })
  const addressQuery = useLocation({ select: (location) => (state ? parseSearchState(location.search).q : '') })
  const [typed, setTyped] = useDraft(addressQuery, shown, urlQuery)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const query = typed.trim()
    if (state) {
      // From the latest location, not this render's: a filter chosen a moment ago is kept.
      const latest = parseSearchState(router.latestLocation.search)
      void navigate(searchTarget(withQuery(latest, query)))
    } else {
      void navigate({ to: '/{-$locale}/search', search: query ? { q: query, ...(ownVariants ? { variants: '1' } : {}) } : {} })
    }
  }

  // On the search page the checkbox applies at once, as a filter does; elsewhere it goes with the words.
  const onVariants = (event: ChangeEvent<HTMLInputElement>) => {
    const on = event.currentTarget.checked
    if (!state) {
      setOwnVariants(on)
      return
    }
    const latest = parseSearchState(router.latestLocation.search)
    void navigate({ ...searchTarget(withVariants(latest, on)), resetScroll: false })
  }

  const keepsFilters = state !== undefined && hasFilters(state)
  return (
    <form
      className={`search-form search-form--${variant}`}
      action={action}
      method="get"
      role="search"
      aria-label={LL.searchBox.label()}
      onSubmit={onSubmit}
    >
      <label htmlFor={inputId} className={variant === 'header' ? 'visually-hidden' : 'search-form__label'}>
        {LL.searchBox.label()}
      </label>
      {/* Without JavaScript the same search state travels as hidden fields. */}
      {state ? <HiddenSearchFields state={state} except={['q', 'variants']} /> : null}
      <div className="search-form__row">
        <input
          id={inputId}
          type="search"
          name="q"
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          placeholder={LL.searchBox.placeholder()}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby={keepsFilters ? noteId : undefined}
        />
        <button type="submit" className="button button--primary">
          <Icon name="search" />
          <span className={variant === 'header' ? 'visually-hidden' : undefined}>{LL.searchBox.submit()}</span>
        </button>
      </div>
      {variant === 'header' ? null : (
        <p className="search-form__option">
          <input id={variantsId} type="checkbox" name="variants" value="1" checked={variantsOn} onChange={onVariants} />
          <label htmlFor={variantsId}>{LL.search.variantsToggle()}</label>
        </p>
      )}
      {keepsFilters ? (
        <p id={noteId} className="search-form__note">
          {LL.search.filtersKept()}
        </p>
      ) : null}
    </form>
  )
}
