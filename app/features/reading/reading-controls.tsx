import { type ReactNode, useId } from 'react'
import { formatNumber, formatPercent } from '#src/domain/format.ts'
import { useI18n } from '#app/i18n.ts'
import { CONTRASTS, FONTS, LETTER_SPACING, LINE_HEIGHT, RATES, type ReadingSettings, SIZE } from './reading-settings'
import type { ReadAloudState } from './read-aloud'

/**
 * Reading mode's controls (issue 56): the voice's buttons, the text's settings, the keys. Native
 * controls throughout (buttons, sliders, radio buttons, a select), so each is named, reachable and
 * announced without help; the keys are listed where they are used and in the help.
 */

export function ReadAloudBar({
  state,
  sentence,
  sentences,
  rate,
  voiceNote,
  onPlay,
  onPause,
  onStop,
  onStep,
  onRate,
}: {
  state: ReadAloudState
  sentence: number
  sentences: number
  rate: number
  /** What the visitor should know of the voice: the one chosen, or that the browser has none. */
  voiceNote: string
  onPlay: () => void
  onPause: () => void
  onStop: () => void
  onStep: (direction: 1 | -1) => void
  onRate: (rate: (typeof RATES)[number]) => void
}) {
  const { LL, locale } = useI18n()
  const rateId = useId()
  return (
    <div className="reading__voice" role="group" aria-label={LL.readingMode.readAloud()}>
      {state === 'playing' ? (
        <button type="button" className="button" onClick={onPause} aria-keyshortcuts="R">
          {LL.readingMode.pause()}
        </button>
      ) : (
        <button type="button" className="button" onClick={onPlay} aria-keyshortcuts="R">
          {state === 'paused' ? LL.readingMode.resume() : LL.readingMode.readAloud()}
        </button>
      )}
      <button type="button" className="button button--quiet" onClick={() => onStep(-1)} aria-keyshortcuts="P">
        {LL.readingMode.previousSentence()}
      </button>
      <button type="button" className="button button--quiet" onClick={() => onStep(1)} aria-keyshortcuts="N">
        {LL.readingMode.nextSentence()}
      </button>
      <button type="button" className="button button--quiet" onClick={onStop} disabled={state === 'idle'}>
        {LL.readingMode.stop()}
      </button>
      <label htmlFor={rateId} className="reading__rate">
        {LL.readingMode.speed()}{' '}
        <select
          id={rateId}
          value={rate}
          onChange={(event) => {
            const value = event.currentTarget.value
            const chosen = RATES.find((candidate) => String(candidate) === value)
            if (chosen !== undefined) onRate(chosen)
          }}
        >
          {RATES.map((value) => (
            <option key={value} value={value}>
              {LL.readingMode.rate({ rate: formatNumber(value, locale) })}
            </option>
          ))}
        </select>
      </label>
      <p className="reading__status" role="status">
        {state === 'idle' ? '' : LL.readingMode.sentenceOf({ current: sentence + 1, total: sentences })}
      </p>
      <p className="reading__voice-note">{voiceNote}</p>
    </div>
  )
}

function Slider({ label, value, bounds, shown, onChange }: { label: string; value: number; bounds: { min: number; max: number; step: number }; shown: string; onChange: (value: number) => void }) {
  const id = useId()
  return (
    <div className="reading__slider">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="range" min={bounds.min} max={bounds.max} step={bounds.step} value={value} aria-valuetext={shown} onChange={(event) => onChange(Number(event.currentTarget.value))} />
      <output htmlFor={id}>{shown}</output>
    </div>
  )
}

function Choice<T extends string>({ legend, name, options, value, label, onChange }: { legend: string; name: string; options: readonly T[]; value: T; label: (option: T) => string; onChange: (value: T) => void }) {
  return (
    <fieldset className="reading__choice">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option} className={`reading__option reading__option--${option}`}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} /> {label(option)}
        </label>
      ))}
    </fieldset>
  )
}

export function ReadingSettingsPanel({
  settings,
  onChange,
  onReset,
  headingId,
  children,
}: {
  settings: ReadingSettings
  onChange: (change: Partial<ReadingSettings>) => void
  onReset: () => void
  headingId: string
  /** Further settings (the shading of uncertain words). */
  children?: ReactNode
}) {
  const { LL, locale } = useI18n()
  const name = useId()
  // Rounded as the slider steps: 0.1 + 0.2 is not 0.3 in floating point.
  const round = (value: number, step: number) => Math.round(value / step) * step
  return (
    <section className="reading__settings" aria-labelledby={headingId}>
      <h2 id={headingId}>{LL.readingMode.settings()}</h2>
      <Slider label={LL.readingMode.size()} value={settings.size} bounds={SIZE} shown={formatPercent(settings.size / 100, locale)} onChange={(size) => onChange({ size })} />
      <Slider
        label={LL.readingMode.lineHeight()}
        value={settings.lineHeight}
        bounds={LINE_HEIGHT}
        shown={formatNumber(settings.lineHeight, locale)}
        onChange={(value) => onChange({ lineHeight: round(value, LINE_HEIGHT.step) })}
      />
      <Slider
        label={LL.readingMode.letterSpacing()}
        value={settings.letterSpacing}
        bounds={LETTER_SPACING}
        shown={LL.readingMode.em({ value: formatNumber(settings.letterSpacing, locale) })}
        onChange={(value) => onChange({ letterSpacing: round(value, LETTER_SPACING.step) })}
      />
      <Choice legend={LL.readingMode.contrast()} name={`${name}-contrast`} options={CONTRASTS} value={settings.contrast} label={(option) => LL.readingMode.contrasts[option]()} onChange={(contrast) => onChange({ contrast })} />
      {children}
      <Choice legend={LL.readingMode.font()} name={`${name}-font`} options={FONTS} value={settings.font} label={(option) => LL.readingMode.fonts[option]()} onChange={(font) => onChange({ font })} />
      <p className="reading__kept">
        {LL.readingMode.kept()}{' '}
        <button type="button" className="button button--quiet" onClick={onReset}>
          {LL.readingMode.reset()}
        </button>
      </p>
    </section>
  )
}

/** The keys of reading mode, as a list a visitor can open where they read. */
export function ReadingKeys() {
  const { LL } = useI18n()
  const keys: [string, string][] = [
    ['R', LL.readingMode.keys.read()],
    ['N', LL.readingMode.keys.next()],
    ['P', LL.readingMode.keys.previous()],
    ['Esc', LL.readingMode.keys.stop()],
    ['← →', LL.readingMode.keys.words()],
    ['Home End', LL.readingMode.keys.ends()],
  ]
  return (
    <details className="reading__keys">
      <summary>{LL.readingMode.keys.title()}</summary>
      <dl>
        {keys.map(([key, meaning]) => (
          <div key={key}>
            <dt>
              <kbd>{key}</kbd>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
      <p>{LL.readingMode.keys.note()}</p>
    </details>
  )
}
