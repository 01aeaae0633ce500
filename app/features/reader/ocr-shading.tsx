import { useId } from 'react'
import { formatPercent } from '#src/domain/format.ts'
import { ocrScoreText } from '#src/domain/labels.ts'
import { LOW_CONFIDENCE, type OcrScore } from '#src/domain/ocr.ts'
import type { SnippetPart } from '#src/search/snippet.ts'
import { useI18n } from '#app/i18n.ts'

/**
 * The OCR's confidence in the reader (issue 36, ADR 040): the document's score, and a switch that
 * shades the words the OCR was unsure of in the page view and the text. Shaded words are also
 * underlined with dots, so they are told apart without colour; the legend says what both mean.
 */

/** The document's score as a definition: "OCR confidence — 87 % (fair): …". */
export function OcrScoreLine({ ocr }: { ocr: OcrScore }) {
  const { LL, locale } = useI18n()
  return (
    <dl className="reader__ocr">
      <dt>{LL.ocr.label()}</dt>
      <dd>{ocrScoreText(LL, locale, ocr)}</dd>
    </dl>
  )
}

/** The switch and its legend: a native checkbox, so Space toggles it and its state is announced. */
export function ShadeToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const { LL, locale } = useI18n()
  const legendId = useId()
  return (
    <div className="ocr-shade">
      <label className="ocr-shade__switch">
        <input type="checkbox" checked={on} onChange={(event) => onChange(event.currentTarget.checked)} aria-describedby={legendId} />{' '}
        {LL.ocr.shade()}
      </label>
      <p id={legendId} className="ocr-shade__legend">
        <span className="ocr-low" aria-hidden="true">
          {LL.ocr.sample()}
        </span>{' '}
        {LL.ocr.legend({ threshold: formatPercent(LOW_CONFIDENCE, locale) })}
      </p>
    </div>
  )
}

/** Under a page while shading: how many of its words are shaded, or that its OCR gave no word confidences to shade. */
export function LowWordsNote({ ocr, count }: { ocr: OcrScore; count: number }) {
  const { LL } = useI18n()
  const measured = ocr.score !== null && !ocr.estimated
  return <p className="page-view__note ocr-shade__count">{measured ? LL.ocr.lowCount({ count }) : LL.ocr.noWordConfidences()}</p>
}

/** A part of a unit's text, and whether it holds a word the OCR was unsure of. */
export interface ShadedPart extends SnippetPart {
  low: boolean
}

/**
 * Splits a unit's marked parts where its uncertain words begin and end. `low` holds the places
 * of those words among the text's words split at white space (the store's count, ocr-words.ts); a
 * word split between a mark and the text around it is one word. Marks are never split (the hit
 * navigation counts one hit a mark): a mark holding an uncertain word is shaded whole.
 */
export function shadeParts(parts: readonly SnippetPart[], low: ReadonlySet<number>): ShadedPart[] {
  const out: ShadedPart[] = []
  let word = -1
  let afterSpace = true
  const push = (text: string, match: boolean, isLow: boolean) => {
    const last = out.at(-1)
    if (last && !match && !last.match && last.low === isLow) last.text += text
    else out.push({ text, match, low: isLow })
  }
  for (const part of parts) {
    let partLow = false
    const segments = part.text.split(/(\s+)/u).filter((segment) => segment !== '')
    const pieces: { text: string; low: boolean }[] = []
    for (const segment of segments) {
      if (/^\s+$/u.test(segment)) {
        afterSpace = true
        pieces.push({ text: segment, low: false })
        continue
      }
      if (afterSpace) word += 1
      afterSpace = false
      const isLow = low.has(word)
      partLow ||= isLow
      pieces.push({ text: segment, low: isLow })
    }
    if (part.match) push(part.text, true, partLow)
    else for (const piece of pieces) push(piece.text, false, piece.low)
  }
  return out
}
