import { type RefObject, useLayoutEffect, useRef } from 'react'
import type { QueryNoteAnswer, SearchResults, VariantReport as Report } from '#src/search/contract.ts'
import { type SearchState, withAddedVariant, withRestoredVariant, withSkippedVariant, withoutAddedVariant } from '#src/domain/search-state.ts'
import { MAX_FUZZY_WORDS, MAX_VARIANTS, MAX_VARIANT_TERMS } from '#src/search/query.ts'
import { useI18n } from '#app/i18n.ts'
import { Icon } from '#app/ui/icon.tsx'
import { Link } from '#app/ui/link.tsx'
import { searchTarget } from '#app/ui/targets.ts'

/** What the parser read otherwise than typed (a `~` it could not apply), or the search's budget changed, in the visitor's words. */
function QueryNote({ note }: { note: QueryNoteAnswer }) {
  const { LL } = useI18n()
  const text: Record<QueryNoteAnswer['kind'], () => string> = {
    tildeAlone: () => LL.search.noteTildeAlone({ text: note.text }),
    tildeDistance: () => LL.search.noteTildeDistance({ text: note.text }),
    tildePhrase: () => LL.search.noteTildePhrase({ text: note.text }),
    tildePrefix: () => LL.search.noteTildePrefix({ text: note.text }),
    tildeExclusion: () => LL.search.noteTildeExclusion({ text: note.text }),
    operatorOr: () => LL.searchNotes.operatorOr({ text: note.text }),
    tildeShort: () => LL.searchBudget.tildeShort({ text: note.text }),
    tildeOneEdit: () => LL.searchBudget.tildeOneEdit({ text: note.text }),
    fuzzyWords: () => LL.searchBudget.fuzzyWords({ max: MAX_FUZZY_WORDS, text: note.text }),
    variantTerms: () => LL.searchBudget.variantTerms({ max: MAX_VARIANT_TERMS }),
  }
  return <li>{text[note.kind]()}</li>
}

/**
 * Where the focus goes once a variant is removed, put back or added (issue 53): the chip the visitor
 * used is gone with the new results, and the page's heading is no place to go on from. It goes to
 * the link that undoes what was done: "Put back" the variant just removed, the chip of the one just
 * put back or added, the link to add again the one just taken out. Kept outside the components: the
 * report may be rendered anew while the results load.
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

/**
 * A chip for a variant that matched: its term and count as seen, and, for the ear, what a click
 * does; the accessible name starts with the visible label (WCAG 2.5.3) and includes the count.
 */
function VariantChip({ term, count, to, added }: { term: string; count: number; to: SearchState; added: boolean }) {
  const { LL } = useI18n()
  return (
    <Link
      {...searchTarget(to)}
      className="chip"
      resetScroll={false}
      data-focus-key={`chip:${term}`}
      onClick={() => {
        pendingFocus = added ? `add:${term}` : `restore:${term}`
      }}
    >
      {LL.search.variantFound({ term, count })}
      <span className="visually-hidden">{LL.search.misreadings.removeHint()}</span>
      <Icon name="close" />
    </Link>
  )
}

/**
 * One word's misreadings that matched, each removable in one step (`skip=`), those removed, each
 * to put back, and the lexicon's words that are possibly misreadings of it too, each to add (`also=`).
 */
function VariantGroup({ group, state }: { group: Report; state: SearchState }) {
  const { LL } = useI18n()
  return (
    <div className="variants__group">
      {group.matched.length > 0 ? (
        <>
          <p className="variants__label">{LL.search.variantsMatched({ word: group.typed })}</p>
          <ul className="chips__list">
            {group.matched.map((variant) => (
              <li key={variant.term}>
                <VariantChip
                  term={variant.term}
                  count={variant.count}
                  added={variant.added === true}
                  to={variant.added ? withoutAddedVariant(state, variant.term) : withSkippedVariant(state, variant.term)}
                />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="variants__label">{LL.search.variantsNone({ word: group.typed })}</p>
      )}
      {group.capped ? <p className="variants__note">{LL.search.variantsCapped({ word: group.typed, max: MAX_VARIANTS })}</p> : null}
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
      {group.others.length > 0 ? (
        <p className="variants__note">
          {LL.search.misreadings.othersLabel()}{' '}
          {group.others.map((term, index) => (
            <span key={term}>
              {index > 0 ? ', ' : null}
              <Link
                {...searchTarget(withAddedVariant(state, term))}
                resetScroll={false}
                data-focus-key={`add:${term}`}
                onClick={() => {
                  pendingFocus = `chip:${term}`
                }}
              >
                {term}
                <span className="visually-hidden">{LL.search.misreadings.addHint()}</span>
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
