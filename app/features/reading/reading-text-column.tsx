import { type CSSProperties, type KeyboardEvent, memo, useEffect, useId, useRef } from 'react'
import type { ReadingText, ReadingWord } from '#src/domain/reading-text.ts'
import { useI18n } from '#app/i18n.ts'

/**
 * The text of reading mode (issue 56): paragraphs in their own language, a word a span, so the word
 * under the caret, the pointer and the voice can be shown here and boxed on the page. The column
 * takes the keyboard: the arrows move the caret a word at a time (Home and End to the start and
 * the end), a click puts it on a word. A screen reader reads it as plain paragraphs.
 */

function wordClass(word: ReadingWord, shade: boolean): string | undefined {
  const names = [word.hit ? 'reading__hit' : '', shade && word.low ? 'ocr-low' : ''].filter((name) => name !== '')
  return names.length > 0 ? names.join(' ') : undefined
}

/** The words, drawn once per text and setting: the caret and the voice move by class, not by a new render of thousands of spans. */
const Paragraphs = memo(function Paragraphs({ text, langs, shade, uncertain }: { text: ReadingText; langs: readonly (string | undefined)[]; shade: boolean; uncertain: string }) {
  return text.paragraphs.map((paragraph) => (
    <p key={paragraph.first} lang={langs[paragraph.first]}>
      {paragraph.words.map((word, index) => {
        const at = paragraph.first + index
        const Tag = word.hit ? 'mark' : 'span'
        return (
          <Tag key={at} data-at={at} className={wordClass(word, shade)}>
            {word.text}
            {shade && word.low ? <span className="visually-hidden"> ({uncertain})</span> : null}
            {index < paragraph.words.length - 1 ? ' ' : null}
          </Tag>
        )
      })}
    </p>
  ))
})

/** Marks one word of the column with a class, taking it off the word that had it. */
function useWordClass(column: React.RefObject<HTMLElement | null>, at: number | null, name: string, scroll: boolean) {
  useEffect(() => {
    const element = column.current
    if (!element) return
    for (const old of element.querySelectorAll(`.${name}`)) old.classList.remove(name)
    if (at === null) return
    const word = element.querySelector<HTMLElement>(`[data-at="${at}"]`)
    word?.classList.add(name)
    if (!scroll || !word) return
    const box = word.getBoundingClientRect()
    if (box.top < 80 || box.bottom > globalThis.innerHeight - 40) {
      const still = globalThis.matchMedia('(prefers-reduced-motion: reduce)').matches
      word.scrollIntoView({ block: 'center', behavior: still ? 'instant' : 'smooth' })
    }
  }, [column, at, name, scroll])
}

export function ReadingTextColumn({
  text,
  langs,
  name,
  caret,
  spoken,
  shade,
  style,
  onCaret,
  onHover,
}: {
  text: ReadingText
  /** Each word's language (`lang` of its paragraph). */
  langs: readonly (string | undefined)[]
  /** What the column is called: "Text of …". */
  name: string
  caret: number
  spoken: number | null
  shade: boolean
  style: CSSProperties
  onCaret: (at: number) => void
  onHover: (at: number | null) => void
}) {
  const { LL } = useI18n()
  const column = useRef<HTMLElement>(null)
  const keysId = useId()
  useWordClass(column, caret, 'reading__caret', spoken === null)
  useWordClass(column, spoken, 'reading__spoken', true)
  const last = text.words.length - 1
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || event.altKey || event.ctrlKey || event.metaKey) return
    const moves: Record<string, number> = { ArrowRight: caret + 1, ArrowLeft: caret - 1, Home: 0, End: last }
    const next = moves[event.key]
    if (next === undefined || last < 0) return
    event.preventDefault()
    onCaret(Math.max(0, Math.min(last, next)))
  }
  const wordOf = (target: EventTarget) => {
    const word = target instanceof Element ? target.closest<HTMLElement>('[data-at]') : null
    return word ? Number(word.dataset.at) : null
  }
  return (
    <section
      ref={column}
      className="reading__text"
      aria-label={name}
      aria-describedby={keysId}
      tabIndex={0}
      style={style}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        const at = wordOf(event.target)
        if (at !== null) onCaret(at)
      }}
      onPointerOver={(event) => onHover(wordOf(event.target))}
      onPointerLeave={() => onHover(null)}
    >
      <p id={keysId} className="visually-hidden">
        {LL.readingMode.textKeys()}
      </p>
      <Paragraphs text={text} langs={langs} shade={shade} uncertain={LL.ocr.sample()} />
    </section>
  )
}
