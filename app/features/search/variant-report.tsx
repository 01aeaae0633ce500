import { type RefObject, useLayoutEffect, useRef } from 'react'
import type { QueryNoteAnswer, SearchResults, VariantReport as Report } from '#src/search/contract.ts'
import { type SearchState, withRestoredVariant, withSkippedVariant } from '#src/domain/search-state.ts'
import { MAX_VARIANTS } from '#src/search/query.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { searchTarget } from '#app/ui/targets.ts'

/** What the parser read otherwise than typed (a `~` it could not apply), in the visitor's words. */
function QueryNote({ note }: { note: QueryNoteAnswer }) {
  const { LL } = useI18n()
  const text = {
    tildeAlone: LL.search.noteTildeAlone,
    tildeDistance: LL.search.noteTildeDistance,
    tildePhrase: LL.search.noteTildePhrase,
    tildePrefix: LL.search.noteTildePrefix,
    tildeExclusion: LL.search.noteTildeExclusion,
    operatorOr: LL.searchNotes.operatorOr,
  }[note.kind]
  return <li>{text({ text: note.text })}</li>
}

/**
 * Where the focus goes once a variant is removed or put back (issue 53): the chip the visitor used
 * is gone with the new results, and the page's heading is no place to go on from. It goes to the
 * link that undoes what was done: "Put back" the variant just removed, or the chip of the one just
 * put back. Kept outside the components: the report may be rendered anew while the results load.
 */
let pendingFocus: string | undefined

function usePendingFocus(section: RefObject<HTMLElement | null>, answer: unknown) {
  useLayoutEffect(() => {
    if (pendingFocus === undefined) return
    const target = section.current?.querySelector<HTMLElement>(`[data-focus-key="${CSS.escape(pendingFocus)}"]`)
    if (!target) return
    pendingFocus = undefined
    target.focus()
  }, [section, answer])
}

/** One word's misreadings that matched, each removable in one step (`skip=`), and those removed, each to put back. */
function VariantGroup({ group, state }: { group: Report; state: SearchState }) {
  const { LL } = useI18n()
  return (
    <div className="variants__group">
      {group.matched.length > 0 ? (
        <>
          <p className="variants__label">{LL.search.variantsMatched({ word: group.word })}</p>
          <ul className="chips__list">
            {group.matched.map((variant) => (
              <li key={variant.term}>
                <Link
                  {...searchTarget(withSkippedVariant(state, variant.term))}
                  className="chip"
                  resetScroll={false}
                  data-focus-key={`chip:${variant.term}`}
                  onClick={() => {
                    pendingFocus = `restore:${variant.term}`
                  }}
                >
                  <span className="visually-hidden">{LL.search.removeVariant({ term: variant.term })}</span>
                  <span aria-hidden="true">{LL.search.variantFound({ term: variant.term, count: variant.count })}</span>
                  <Icon name="close" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="variants__label">{LL.search.variantsNone({ word: group.word })}</p>
      )}
      {group.capped ? <p className="variants__note">{LL.search.variantsCapped({ word: group.word, max: MAX_VARIANTS })}</p> : null}
      {group.skipped.length > 0 ? (
        <p className="variants__note">
          {LL.search.variantsSkipped()}{' '}
          {group.skipped.map((term, index) => (
            <span key={term}>
              {index > 0 ? ', ' : null}
              <Link
                {...searchTarget(withRestoredVariant(state, term))}
                resetScroll={false}
                data-focus-key={`restore:${term}`}
                onClick={() => {
                  pendingFocus = `chip:${term}`
                }}
              >
                {LL.search.restoreVariant({ term })}
              </Link>
            </span>
          ))}
        </p>
      ) : null}
    </div>
  )
}

/**
 * The words expanded to their OCR misreadings and the variants that matched (ADR 039), and the
 * notes on a `~` that could not be applied. Nothing when the search asked for neither.
 */
export function VariantReport({ answer, state }: { answer: Pick<SearchResults, 'variants' | 'notes'>; state: SearchState }) {
  const { LL } = useI18n()
  const section = useRef<HTMLElement>(null)
  usePendingFocus(section, answer)
  if (answer.variants.length === 0 && answer.notes.length === 0) return null
  return (
    <section className="variants" aria-label={LL.search.variantsHeading()} ref={section}>
      {answer.notes.length > 0 ? (
        <ul className="variants__notes">
          {answer.notes.map((note) => (
            <QueryNote key={`${note.kind}:${note.text}`} note={note} />
          ))}
        </ul>
      ) : null}
      {answer.variants.map((group) => (
        <VariantGroup key={group.word} group={group} state={state} />
      ))}
    </section>
  )
}
