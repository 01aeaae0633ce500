import * as Dialog from '@radix-ui/react-dialog'
import { useRouteContext } from '@tanstack/react-router'
import { useState } from 'react'
import { pinnedSearch, searchPath, utcDay } from '#src/domain/search-citation.ts'
import type { SearchState } from '#src/domain/search-state.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { ClosedTrigger, useOpenedOnce } from '#app/ui/closed-trigger.tsx'
import { Icon } from '#app/ui/icon.tsx'
import { formatDate, formatNumber } from '#src/domain/format.ts'
import { type TitleLabel, describeSearch } from './search-labels'

/**
 * "Cite this search" (issue 18): the search pinned to the collection of a day (today, unless the
 * address already pins it), so the link finds the same results years later while new material
 * keeps arriving; with the search in words, its count and the day, ready to copy.
 */
export function CiteSearch(props: CiteSearchProps) {
  const { LL } = useI18n()
  const [opened, openOnce] = useOpenedOnce()
  // Only the button until it is first pressed (issue 52): the permalink and the citation are made when asked for.
  if (opened) return <OpenedCiteSearch {...props} />
  return (
    <ClosedTrigger className="button button--quiet" onOpen={openOnce}>
      <Icon name="copy" />
      {LL.research.citeSearch()}
    </ClosedTrigger>
  )
}

interface CiteSearchProps {
  state: SearchState
  total: number
  titles: TitleLabel[]
}

/** The dialog, from its first opening on (open at first). */
function OpenedCiteSearch({ state, total, titles }: CiteSearchProps) {
  const { locale, LL } = useI18n()
  const { origin } = useRouteContext({ from: '__root__' })
  // The day is read when the dialog opens, in the visitor's browser (this is only made in one).
  const [today, setToday] = useState(() => utcDay(new Date()))
  const pinned = pinnedSearch({ ...state, page: 1 }, today)
  const permalink = `${origin}${searchPath(pinned, locale)}`
  // The words and filters; the day is said apart, once.
  const description = describeSearch(LL, locale, { ...pinned, asof: '' }, titles) || LL.research.everything()
  const asOf = pinned.asof ? formatDate(pinned.asof, locale) : ''
  const citation = LL.research.citation({ site: LL.site.project(), description, count: total, date: asOf, url: permalink })
  return (
    <Dialog.Root defaultOpen onOpenChange={(open) => open && setToday(utcDay(new Date()))}>
      <Dialog.Trigger className="button button--quiet">
        <Icon name="copy" />
        {LL.research.citeSearch()}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog cite-search">
          <div className="dialog__header">
            <Dialog.Title>{LL.research.citeSearch()}</Dialog.Title>
            <Dialog.Close className="icon-button">
              <Icon name="close" label={LL.research.close()} />
            </Dialog.Close>
          </div>
          <Dialog.Description>{LL.research.citeExplained({ date: asOf })}</Dialog.Description>
          <dl className="cite-search__facts">
            <dt>{LL.research.theSearch()}</dt>
            <dd>{description}</dd>
            <dt>{LL.research.results()}</dt>
            <dd>{formatNumber(total, locale)}</dd>
            <dt>{LL.research.collectionAsOf()}</dt>
            <dd>
              <time dateTime={pinned.asof}>{asOf}</time>
            </dd>
            <dt>{LL.research.permalink()}</dt>
            <dd>
              <CopyLink href={permalink} />
            </dd>
          </dl>
          <h3 className="cite-search__heading">{LL.research.asCitation()}</h3>
          <p className="cite-search__citation">{citation}</p>
          <div className="dialog__actions">
            <Dialog.Close className="button button--primary">{LL.research.close()}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
