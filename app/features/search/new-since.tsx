import { useNavigate, useRouter } from '@tanstack/react-router'
import { type FormEvent, useId } from 'react'
import { localizePath } from '#src/domain/locale.ts'
import { type SearchState, changeSearchState, parseSearchState } from '#src/domain/search-state.ts'
import { useI18n } from '#app/i18n.ts'
import { searchTarget } from '#app/ui/targets.ts'
import { HiddenSearchFields } from './search-href'

/**
 * "What is new in this search since…" beside the search's feed (issue 37): a day, and the search
 * shows only what was added to the collection after it (`since=YYYY-MM-DD`, which the engines
 * compare with each unit's first import). A GET form, so it works without JavaScript; with it, the
 * router navigates from the latest address, keeping a filter chosen meanwhile.
 */
export function NewSince({ state }: { state: SearchState }) {
  const { locale, LL } = useI18n()
  const navigate = useNavigate()
  const router = useRouter()
  const inputId = useId()
  const hintId = useId()
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const since = new FormData(event.currentTarget).get('since')
    const latest = parseSearchState(router.latestLocation.search)
    // The search state validates the day: one that is not a calendar day is dropped.
    const next = parseSearchState({ since: typeof since === 'string' ? since : '' })
    void navigate({ ...searchTarget(changeSearchState(latest, { since: next.since })), resetScroll: false })
  }
  return (
    <form action={localizePath('/search', locale)} method="get" className="new-since" onSubmit={onSubmit}>
      <HiddenSearchFields state={state} except={['since']} />
      <label htmlFor={inputId}>{LL.research.newSinceLabel()}</label>{' '}
      <input key={state.since} id={inputId} type="date" name="since" defaultValue={state.since} required aria-describedby={hintId} />{' '}
      <button type="submit" className="button button--quiet">
        {LL.research.newSinceShow()}
      </button>
      <span id={hintId} className="new-since__hint">
        {LL.research.newSinceHint()}
      </span>
    </form>
  )
}
