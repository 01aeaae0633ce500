import '@fontsource/atkinson-hyperlegible/400.css'
import '@fontsource/atkinson-hyperlegible/700.css'
import '@fontsource/opendyslexic/400.css'
import '@fontsource/opendyslexic/700.css'
import { useNavigate } from '@tanstack/react-router'
import { type KeyboardEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { languageName } from '#src/domain/format.ts'
import { unitName } from '#src/domain/labels.ts'
import { LOCALE_TAGS, isLocale } from '#src/domain/locale.ts'
import { type ReadingText, sentenceAt } from '#src/domain/reading-text.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import type { PageDocument } from '#app/features/reader/reader.queries.ts'
import { pageTextName } from '#app/features/reader/page-text.tsx'
import { ShadeToggle } from '#app/features/reader/ocr-shading.tsx'
import { type ReadingData, type ReadingModePage, type ReadingModeUnit, type ReadingTarget, neighbours, readingTarget, useReadingData } from './reading-data'
import { ReadingTextColumn } from './reading-text-column'
import { ReadingImage } from './reading-image'
import { ReadAloudBar, ReadingKeys, ReadingSettingsPanel } from './reading-controls'
import { useReadingSettings } from './reading-settings'
import { bestVoice, useReadAloud, useVoices } from './read-aloud'
import type { ReadingLink } from './reading-link'

/**
 * Reading mode (issue 56, ADR 066): an article's or a page's text reflowed in a readable column,
 * beside its page (alone on a phone until asked for), synced both ways with it; set to the visitor's
 * liking (kept in the browser) and read aloud by the browser's voice. The address holds what is read
 * and where (`read=`, `at=`), so a reload, a shared link, Back and Forward come back to the same
 * word; how it looks is the visitor's own.
 */

export interface ReadingModeProps {
  document: PageDocument
  /** The document's name (the periodical and date, or the item's title). */
  heading: string
  languages: readonly string[]
  pages: readonly ReadingModePage[]
  units: readonly ReadingModeUnit[]
  read: string
  at: number
  /** This document's address with `read=` and `at=` (or, without `read`, the reader at a fragment). */
  link: ReadingLink
}

/** Which of a session's panels are open: its settings, and its page (on a phone, where it is not shown by default). */
interface Panels {
  settings: boolean
  image: boolean
}

/** A language tag a voice is asked for in: the site's region for its own languages (de → de-DE). */
const tagOf = (lang: string) => (isLocale(lang) ? LOCALE_TAGS[lang] : lang)

/** A key typed into a control is the control's. */
const typing = (target: EventTarget) => target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement

/**
 * Reading mode's letters (R, N, P, Escape while reading): heard only where the focus is inside it
 * and not in a field or a list, so they never take a letter a visitor types (WCAG 2.1.4).
 */
function readingKeys(actions: Record<string, () => void>) {
  return (event: KeyboardEvent<HTMLDivElement>) => {
    if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return
    const action = actions[event.key.toLowerCase()]
    if (!action) return
    event.preventDefault()
    action()
  }
}

/** What the visitor is told of the voice for a language: its name, or that there is none. */
function useVoiceNote(supported: boolean, voices: readonly SpeechSynthesisVoice[] | null, lang: string): string {
  const { LL, locale } = useI18n()
  if (!supported) return LL.readingMode.noSpeech()
  // Chrome lists its voices only after a first event: until then nothing is said.
  if (voices === null) return ''
  const best = bestVoice(voices, lang, tagOf(lang))
  return best ? LL.readingMode.voice({ voice: best.name, language: languageName(lang, locale) }) : LL.readingMode.noVoice({ language: languageName(lang, locale) })
}

/** Where reading mode leads: out to the reader at what is read, to the article or page before and after. */
function ReadingHeader({ target, name, heading, units, pages, link }: { target: ReadingTarget | undefined; name: string; heading: string; units: readonly ReadingModeUnit[]; pages: readonly ReadingModePage[]; link: ReadingLink }) {
  const { LL } = useI18n()
  const around = target ? neighbours(target, units, pages) : {}
  const back = link({}, target?.kind === 'unit' ? `unit-${target.unit.id}` : target ? `page-${target.page.sequence}` : undefined)
  const article = target?.kind === 'unit'
  // Coming in from the reader, the link followed is gone: the keyboard starts again at the heading
  // (once this chunk is here, which the router's own focus did not wait for).
  const title = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    const at = globalThis.document.activeElement
    if (!at || at === globalThis.document.body || !at.isConnected) title.current?.focus({ preventScroll: true })
  }, [])
  return (
    <>
      <nav className="reading__nav" aria-label={LL.readingMode.navigation()}>
        <Link {...back}>← {LL.readingMode.leave()}</Link>
        {around.previous ? <Link {...link({ read: around.previous })}>{article ? LL.readingMode.previousArticle() : LL.readingMode.previousPage()}</Link> : null}
        {around.next ? <Link {...link({ read: around.next })}>{article ? LL.readingMode.nextArticle() : LL.readingMode.nextPage()}</Link> : null}
      </nav>
      <header className="page-header">
        <h1 ref={title} tabIndex={-1}>
          {target ? LL.readingMode.title({ name }) : LL.readingMode.notFound()}
        </h1>
        <p className="page-header__intro">{heading}</p>
      </header>
    </>
  )
}

/** The page of the word being read (or at the caret), with that word, the caret's and the pointer's boxed on it. */
function ReadingPageImage({ pages, data, text, words, onPick }: { pages: readonly ReadingModePage[]; data: ReadingData; text: ReadingText; words: readonly (number | null)[]; onPick: (word: number) => void }) {
  const first = words.find((word) => word !== null)
  const page = pages.find((candidate) => candidate.sequence === (first === undefined || first === null ? undefined : text.words[first]?.page)) ?? pages[0]
  const shown = page ? data.pages.get(page.sequence) : undefined
  if (!page || !shown) return null
  const boxed = [
    ...new Set(
      words.flatMap((word) => {
        const found = word === null ? undefined : text.words[word]
        return found && found.page === page.sequence && found.index !== null ? [found.index] : []
      }),
    ),
  ]
  const pick = (index: number) => {
    const word = text.words.findIndex((candidate) => candidate.page === page.sequence && candidate.index === index)
    if (word >= 0) onPick(word)
  }
  return <ReadingImage page={page} text={shown.text} lines={shown.lines} boxed={boxed} onPick={pick} />
}

export function ReadingMode({ document, heading, languages, pages, units, read, at, link }: ReadingModeProps) {
  const { LL, locale } = useI18n()
  const target = useMemo(() => readingTarget(read, units, pages), [read, units, pages])
  const data = useReadingData(document, target, units)
  const name = target?.kind === 'unit' ? unitName(LL, target.unit) : target ? LL.reader.page({ label: target.page.label ?? String(target.page.sequence) }) : ''
  const fallbackLanguage = languages.length === 1 ? (languages[0] ?? locale) : locale
  const moveTo = useCallback((place: number) => link({ read, at: place }), [link, read])
  // Which panels are open stays as the visitor goes from article to article (each its own session).
  const [panels, setPanels] = useState<Panels>({ settings: false, image: false })
  return (
    <div className="container reading">
      <ReadingHeader target={target} name={name} heading={heading} units={units} pages={pages} link={link} />
      {!target ? null : data.text && data.text.words.length > 0 ? (
        <ReadingSession
          key={read}
          panels={panels}
          onPanels={setPanels}
          text={data.text}
          data={data}
          pages={target.pages}
          units={units}
          language={fallbackLanguage}
          name={target.kind === 'page' ? pageTextName(LL, locale, target.page.label ?? String(target.page.sequence), data.pages.get(target.page.sequence)?.ocr) : LL.readingMode.textOf({ name })}
          at={at}
          moveTo={moveTo}
        />
      ) : (
        <p className="reading__text reading__text--empty" role="status">
          {data.pending ? LL.readingMode.loading() : LL.readingMode.noText()}
        </p>
      )}
    </div>
  )
}

/** The language of each word: its unit's, else `language`. */
function useWordLanguages(text: ReadingText, units: readonly ReadingModeUnit[], language: string): string[] {
  return useMemo(() => {
    const byUnit = new Map(units.map((unit) => [unit.id, unit.language]))
    return text.paragraphs.flatMap((paragraph) => paragraph.words.map(() => (paragraph.unitId === null ? undefined : byUnit.get(paragraph.unitId)) ?? language))
  }, [text, units, language])
}

/**
 * Where the caret is: the address's place (`at`) until the visitor moves it, the address's again
 * when the address changes; kept among the text's `words`.
 */
function useCaret(at: number, words: number, moveTo: (at: number) => ReturnType<ReadingLink>) {
  const navigate = useNavigate()
  const [caret, setCaret] = useState(at)
  const [shownAt, setShownAt] = useState(at)
  // The address changed (Back, Forward, a link): its place wins.
  if (shownAt !== at) {
    setShownAt(at)
    setCaret(at)
  }
  const place = Math.max(0, Math.min(caret, words - 1))
  // The place goes into the address (replacing the entry: moving the caret is no new page), once it rests.
  useEffect(() => {
    if (place === at) return
    const timer = setTimeout(() => void navigate({ ...moveTo(place), replace: true, resetScroll: false }), 700)
    return () => clearTimeout(timer)
  }, [place, at, moveTo, navigate])
  return { place, setCaret }
}

/** What the visitor's keys and buttons do to the voice and the caret (`place`: the caret among the words). */
function voiceControls(voice: ReturnType<typeof useReadAloud>, place: number, setCaret: (word: number) => void) {
  const moveCaret = (word: number) => {
    setCaret(word)
    if (voice.state === 'playing') voice.play(word)
  }
  const pause = () => {
    voice.pause()
    setCaret(voice.place())
  }
  const step = (direction: 1 | -1) => setCaret(voice.step(direction, place))
  const onKeyDown = readingKeys({
    r: () => (voice.state === 'playing' ? pause() : voice.play(place)),
    n: () => step(1),
    p: () => step(-1),
    ...(voice.state === 'idle' ? {} : { escape: voice.stop }),
  })
  return { moveCaret, pause, step, onKeyDown }
}

/** The buttons that open the settings and show the page (beside the text on a wide screen, asked for on a phone). */
function PanelSwitches({ panels, onPanels, settingsId, imageId }: { panels: Panels; onPanels: (panels: Panels) => void; settingsId: string; imageId: string }) {
  const { LL } = useI18n()
  const { settings: settingsOpen, image: imageShown } = panels
  return (
    <div className="reading__switches">
      <button type="button" className="button button--quiet" aria-expanded={settingsOpen} aria-controls={settingsId} onClick={() => onPanels({ ...panels, settings: !settingsOpen })}>
        {LL.readingMode.settings()}
      </button>
      <button type="button" className="button button--quiet reading__image-toggle" aria-expanded={imageShown} aria-controls={imageId} onClick={() => onPanels({ ...panels, image: !imageShown })}>
        {LL.readingMode.showImage()}
      </button>
    </div>
  )
}

/** The text being read, its page, its voice and its settings. */
function ReadingSession({
  panels,
  onPanels,
  text,
  data,
  pages,
  units,
  language,
  name,
  at,
  moveTo,
}: {
  panels: Panels
  onPanels: (panels: Panels) => void
  text: ReadingText
  data: ReadingData
  pages: readonly ReadingModePage[]
  units: readonly ReadingModeUnit[]
  /** The language of words of no known unit. */
  language: string
  name: string
  at: number
  moveTo: (at: number) => ReturnType<ReadingLink>
}) {
  const { LL, locale } = useI18n()
  const [settings, change, reset] = useReadingSettings()
  const [hover, setHover] = useState<number | null>(null)
  const { settings: settingsOpen, image: imageShown } = panels
  const settingsId = useId()
  const imageId = useId()
  const voices = useVoices()
  const langs = useWordLanguages(text, units, language)
  const voice = useReadAloud({
    text,
    langOf: (word) => langs[word] ?? language,
    voiceFor: (lang) => bestVoice(voices ?? [], lang, tagOf(lang)),
    rate: settings.rate,
    uncertain: settings.shade ? { word: LL.ocr.sample(), lang: LOCALE_TAGS[locale] } : undefined,
  })
  // Called after the voice, so the effects run in the order they always have: the voice's first.
  const { place, setCaret } = useCaret(at, text.words.length, moveTo)
  const voiceNote = useVoiceNote(voice.supported, voices, langs[place] ?? language)
  // A new speed is heard from the word being read.
  const { restart } = voice
  useEffect(() => restart(), [settings.rate]) // eslint-disable-line react-hooks/exhaustive-deps
  const { moveCaret, pause, step, onKeyDown } = voiceControls(voice, place, setCaret)
  return (
    <div className={`reading__session reading--${settings.contrast} reading--font-${settings.font}`} onKeyDown={onKeyDown}>
      <div className="reading__tools">
        <ReadAloudBar
          state={voice.state}
          sentence={sentenceAt(text, voice.spoken ?? place)}
          sentences={text.sentences.length}
          rate={settings.rate}
          voiceNote={voiceNote}
          onPlay={() => voice.play(place)}
          onPause={pause}
          onStop={voice.stop}
          onStep={step}
          onRate={(rate) => change({ rate })}
        />
        <PanelSwitches panels={panels} onPanels={onPanels} settingsId={settingsId} imageId={imageId} />
      </div>
      <div id={settingsId} hidden={!settingsOpen}>
        {settingsOpen ? (
          <ReadingSettingsPanel settings={settings} onChange={change} onReset={reset} headingId={`${settingsId}-heading`}>
            <ShadeToggle on={settings.shade} onChange={(shade) => change({ shade })} />
          </ReadingSettingsPanel>
        ) : null}
      </div>
      {text.placed ? null : <p className="notice">{LL.readingMode.notPlaced()}</p>}
      <div className="reading__body">
        <ReadingTextColumn
          text={text}
          langs={langs}
          name={name}
          caret={place}
          spoken={voice.spoken}
          shade={settings.shade}
          style={{ fontSize: `${(1.125 * settings.size) / 100}rem`, lineHeight: settings.lineHeight, letterSpacing: `${settings.letterSpacing}em` }}
          onCaret={moveCaret}
          onHover={setHover}
        />
        <div id={imageId} className={imageShown ? 'reading__image reading__image--shown' : 'reading__image'}>
          <ReadingPageImage pages={pages} data={data} text={text} words={[voice.spoken ?? place, voice.spoken === null ? null : place, hover]} onPick={moveCaret} />
        </div>
      </div>
      <ReadingKeys />
    </div>
  )
}
