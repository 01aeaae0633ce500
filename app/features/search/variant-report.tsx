import type { QueryNoteAnswer, SearchResults, VariantReport as Report } from '#src/search/contract.ts'
import { type SearchState, withRestoredVariant, withSkippedVariant } from '#src/domain/search-state.ts'
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
    tildeShort: () => LL.searchBudget.tildeShort({ text: note.text }),
    tildeConfusions: () => LL.searchBudget.tildeConfusions({ text: note.text }),
    tildeOneEdit: () => LL.searchBudget.tildeOneEdit({ text: note.text }),
    fuzzyWords: () => LL.searchBudget.fuzzyWords({ max: MAX_FUZZY_WORDS, text: note.text }),
    variantTerms: () => LL.searchBudget.variantTerms({ max: MAX_VARIANT_TERMS }),
  }
  return <li>{text[note.kind]()}</li>
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
                <Link {...searchTarget(withSkippedVariant(state, variant.term))} className="chip" resetScroll={false}>
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
              <Link {...searchTarget(withRestoredVariant(state, term))} resetScroll={false}>
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
  if (answer.variants.length === 0 && answer.notes.length === 0) return null
  return (
    <section className="variants" aria-label={LL.search.variantsHeading()}>
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
