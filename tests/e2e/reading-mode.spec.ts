import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { expectNoAxeViolations } from './axe'
import { gotoHydrated } from './helpers'
import { advanceSpeech, cancels, spoken, stubSpeech } from './speech-stub'

test.skip(!process.env.LIBRARY_DB, 'needs the e2e store that npm test builds (tests/fixtures/e2e-scans.ts)')

/**
 * Reading it any way (issue 56), by keyboard, on real pages (tests/fixtures/e2e-scans.ts): the
 * Luxemburger Zeitung of 1858-07-10, a BnL issue segmented into German and French articles over
 * four pages (no scans: the page is drawn from its layout), and the General-Anzeiger für Halle of
 * 1897-12-14, a bare ALTO page with its scan. Reading mode from a search result, its settings kept
 * in the browser, read aloud (the browser's voice stubbed: the utterances in order, in each
 * article's language, the word heard highlighted and boxed on the page), text selected and copied
 * from the scan, the page's text as a labelled region with its hits announced; axe clean in every
 * state, at 375 and 1280 px, in English and German.
 */

const HALLE = '/periodicals/general-anzeiger-fur-halle-und-den-saalkreis/1897-12-14'

const TEXTS = {
  en: {
    prefix: '/en',
    result: 'Dagbladet',
    readingMode: 'Reading mode',
    title: 'Reading mode: Dagbladet',
    settings: 'Text settings',
    size: 'Text size',
    atkinson: 'Atkinson Hyperlegible',
    readAloud: 'Read aloud',
    nextArticle: 'Next article',
    showPage: 'Show the page',
    leave: 'Leave reading mode',
    shade: 'Shade uncertain words',
    uncertain: 'uncertain',
    region: /^Text of page 1, OCR, quality \d{1,3}%$/,
    selectText: 'Select text',
    hitLine: /^Page 1, line \d+: .*Reichskanzler/i,
    nextHit: 'Next hit',
    copied: /^\d+ words copied\.$/,
  },
  de: {
    prefix: '/de',
    result: 'Dagbladet',
    readingMode: 'Lesemodus',
    title: 'Lesemodus: Dagbladet',
    settings: 'Texteinstellungen',
    size: 'Schriftgröße',
    atkinson: 'Atkinson Hyperlegible',
    readAloud: 'Vorlesen',
    nextArticle: 'Nächster Artikel',
    showPage: 'Seite zeigen',
    leave: 'Lesemodus verlassen',
    shade: 'Unsichere Wörter hervorheben',
    uncertain: 'unsicher',
    region: /^Text der Seite 1, OCR, Qualität \d{1,3} %$/,
    selectText: 'Text auswählen',
    hitLine: /^Seite 1, Zeile \d+: .*Reichskanzler/i,
    nextHit: 'Nächster Treffer',
    copied: /^\d+ Wörter kopiert\.$/,
  },
} as const

const VOICES = [
  { name: 'Test Deutsch', lang: 'de-DE' },
  { name: 'Test Français', lang: 'fr-FR' },
  { name: 'Test English', lang: 'en-GB' },
]

/** Presses Tab until `target` has the focus (at most `limit` times): the keyboard's own way there. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let index = 0; index < limit; index += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  await expect(target).toBeFocused()
}

/** The word being read in the text, and the word boxed on the page drawn from the layout. */
async function heardAndBoxed(page: Page): Promise<{ heard: string; boxed: string }> {
  const heard = (await page.locator('.reading__spoken').first().textContent())?.trim() ?? ''
  const boxed = (await page.locator('.reading__box').first().getAttribute('data-word')) ?? ''
  return { heard, boxed }
}

for (const [language, viewport] of [
  ['en', { width: 1280, height: 900 }],
  ['de', { width: 375, height: 812 }],
] as const) {
  const t = TEXTS[language]

  test(`reading mode of a real segmented issue from a result: settings, read aloud in each article's language (${language}, ${viewport.width} px)`, async ({ page }) => {
    // Seven axe runs on pages of a few thousand words.
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await stubSpeech(page, VOICES)
    await gotoHydrated(page, `${t.prefix}/search?q=Dagbladet&from=1858-07-10&to=1858-07-10`)
    const hit = page.locator('.hit h3 a').filter({ hasText: t.result }).first()
    await hit.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/periodicals\/luxzeit1858\/1858-07-10\?.*#unit-\d+$/)
    const unit = new URL(page.url()).hash.replace('#unit-', '')
    // From the article's heading, the next stop is its way into reading mode.
    await expect(page.locator(`#unit-${unit} h3`)).toBeFocused()
    await page.keyboard.press('Tab')
    const open = page.getByRole('link', { name: `${t.readingMode}: ${t.result}` })
    await expect(open).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`[?&]read=unit-${unit}(&|$)`))
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeFocused()
    const column = page.locator('.reading__text')
    await expect(column.locator('p:not(.visually-hidden)').first()).toHaveAttribute('lang', 'de')
    await expectNoAxeViolations(page)

    // Size and font, by keyboard; kept in the browser, not in the address.
    await page.getByRole('button', { name: t.settings }).focus()
    await page.keyboard.press('Enter')
    const before = await column.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))
    await page.getByRole('slider', { name: t.size }).focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => column.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThan(before * 1.2)
    await page.getByRole('radio', { name: t.atkinson }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', { name: t.atkinson })).toBeChecked()
    await expect.poll(() => column.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Atkinson Hyperlegible')
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Atkinson Hyperlegible"', 'Kopenhagen'))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('library:reading-mode'))).toContain('"font":"atkinson"')
    expect(page.url()).not.toMatch(/atkinson|size=/)
    await expectNoAxeViolations(page)

    // Read aloud: the first sentence in German, with a German voice, the word heard highlighted and boxed.
    if (viewport.width < 800) {
      await page.getByRole('button', { name: t.showPage }).focus()
      await page.keyboard.press('Enter')
    }
    await page.getByRole('button', { name: t.readAloud }).focus()
    await page.keyboard.press('Enter')
    // The heading is read first, then the first sentence, each asked for in order, in German.
    await expect.poll(async () => (await spoken(page)).length).toBe(1)
    const [heading] = await spoken(page)
    expect(heading).toMatchObject({ text: t.result, lang: 'de', voice: 'Test Deutsch' })
    await expect(page.locator('.reading__spoken')).toHaveText(t.result)
    await expect.poll(() => heardAndBoxed(page)).toEqual({ heard: t.result, boxed: t.result })
    await advanceSpeech(page)
    await expect.poll(async () => (await spoken(page)).length).toBe(2)
    const sentence = (await spoken(page))[1]
    expect(sentence).toMatchObject({ lang: 'de', voice: 'Test Deutsch' })
    const words = (sentence?.text ?? '').split(' ')
    expect(words.length).toBeGreaterThanOrEqual(3)
    const text = await column.innerText()
    expect(text.indexOf(words.join(' '))).toBeGreaterThan(text.indexOf(t.result))
    await advanceSpeech(page, 2)
    await expect(page.locator('.reading__spoken')).toHaveText(words[2] ?? '')
    await expect.poll(() => heardAndBoxed(page)).toEqual({ heard: words[2], boxed: words[2] })
    await expectNoAxeViolations(page)
    // R pauses where the voice is; the place is in the address.
    await page.keyboard.press('r')
    await expect(page).toHaveURL(/[?&]at=\d+/)
    // Paused in the second sentence: N and P move sentence by sentence from there, each press going on
    // from the last, and R reads from where they led.
    const status = page.locator('.reading__status')
    const sentenceNumber = async () => Number(/\d+/.exec((await status.textContent()) ?? '')?.[0])
    const paused = await sentenceNumber()
    expect(paused).toBe(2)
    await page.keyboard.press('n')
    await expect.poll(sentenceNumber).toBe(3)
    await page.keyboard.press('n')
    await expect.poll(sentenceNumber).toBe(4)
    await page.keyboard.press('p')
    await expect.poll(sentenceNumber).toBe(3)
    const resumed = (await spoken(page)).length
    await page.keyboard.press('r')
    await expect.poll(async () => (await spoken(page)).length).toBe(resumed + 1)
    const third = ((await spoken(page))[resumed]?.text ?? '').split(' ')
    expect(text.indexOf(third.join(' '))).toBeGreaterThan(text.indexOf(words.join(' ')))
    await expect(page.locator('.reading__spoken')).toHaveText(third[0] ?? '')
    await page.keyboard.press('r')

    // The next article is French: read with the French voice.
    await page.getByRole('link', { name: t.nextArticle }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Journal des Débats/)
    await expect(column.locator('p:not(.visually-hidden)').first()).toHaveAttribute('lang', 'fr')
    const asked = (await spoken(page)).length
    await page.getByRole('button', { name: t.readAloud }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await spoken(page)).length).toBe(asked + 1)
    expect((await spoken(page))[asked]).toMatchObject({ lang: 'fr', voice: 'Test Français' })
    // Escape stops the voice.
    await page.keyboard.press('Escape')
    await expect(page.getByRole('button', { name: t.readAloud })).toBeFocused()

    // A word clicked on the page's image moves the caret to it, and it is the word boxed there.
    const caret = column.locator('.reading__caret')
    const from = await caret.getAttribute('data-at')
    const drawing = page.locator('.reading__layout svg')
    await drawing.scrollIntoViewIfNeeded()
    // The last line drawn whole within the close-up (the caret's line is in its middle).
    const target = await drawing.evaluate((svg) => {
      const frame = svg.getBoundingClientRect()
      const lines = [...svg.querySelectorAll('.page-view__line')].map((line) => line.getBoundingClientRect())
      const inside = lines.filter((line) => line.height > 2 && line.top >= frame.top && line.bottom <= frame.bottom && line.left >= frame.left && line.left + 4 <= frame.right)
      const last = inside.at(-1)
      return last ? { x: last.left + 3, y: last.top + last.height / 2 } : null
    })
    expect(target).not.toBeNull()
    await page.mouse.click(target?.x ?? 0, target?.y ?? 0)
    await expect(caret).not.toHaveAttribute('data-at', from ?? '')
    const picked = ((await caret.textContent()) ?? '').trim()
    await expect.poll(() => page.locator('.reading__box').evaluateAll((boxes) => boxes.map((box) => box.getAttribute('data-word')))).toContain(picked)

    // With the shading on (a setting), an uncertain word is followed by a note in the visitor's language.
    await expect(page.getByRole('button', { name: t.settings })).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('checkbox', { name: t.shade }).focus()
    await page.keyboard.press('Space')
    const uncertain = column.locator('.ocr-low').first()
    await expect(uncertain).toBeVisible()
    await uncertain.click()
    const sofar = (await spoken(page)).length
    await page.getByRole('button', { name: t.readAloud }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await spoken(page)).slice(sofar).some((entry) => entry.text === t.uncertain)).toBe(true)
    const list = (await spoken(page)).slice(sofar)
    const note = list.findIndex((entry) => entry.text === t.uncertain)
    expect(list[note]?.lang).toBe(language === 'en' ? 'en-GB' : 'de-DE')
    // Reading starts at the word clicked, itself uncertain: the note follows it.
    expect(list[note - 1]?.text).toBe(((await uncertain.textContent()) ?? '').trim().split(/\s+/)[0])
    expect(list[note - 1]?.lang).toBe('fr')
    await expectNoAxeViolations(page)

    // Leaving the page stops the voice.
    const stopped = await cancels(page)
    await page.getByRole('link', { name: t.leave }).focus()
    await page.keyboard.press('Enter')
    await expect(page).not.toHaveURL(/read=/)
    expect(await cancels(page)).toBeGreaterThan(stopped)
  })

  test(`a real bare-ALTO scan: the page's text region, its hits announced, text selected and copied from the scan (${language}, ${viewport.width} px)`, async ({ page, context }) => {
    // A 77-megapixel scan tiled, and axe over its 2,600 words laid for selection.
    test.setTimeout(180_000)
    await page.setViewportSize(viewport)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await stubSpeech(page, VOICES)
    await gotoHydrated(page, `${t.prefix}${HALLE}?q=Reichskanzler`)
    // The page's text as one region named with its OCR quality, reached by keyboard.
    const region = page.getByRole('region', { name: t.region })
    await page.getByRole('button', { name: t.nextHit }).focus()
    await page.keyboard.press('Enter')
    await expect(region.getByRole('status')).toHaveText(t.hitLine)
    await page.locator('#page-1').scrollIntoViewIfNeeded()
    await page.getByRole('button', { name: t.selectText }).focus()
    const inside = region.getByRole('link', { name: new RegExp(`^${t.readingMode}:`) })
    await tabTo(page, inside)
    await expect(inside).toBeFocused()
    await expect(region.locator('p[lang="de"]').first()).toBeVisible()
    await expectNoAxeViolations(page)

    // Two lines selected on the scan by keyboard and copied: the words in reading order, lines joined.
    const select = page.getByRole('button', { name: t.selectText })
    await select.focus()
    await page.keyboard.press('Enter')
    const layer = page.locator('.text-layer--select')
    await expect(layer).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('Shift+ArrowDown')
    await page.keyboard.press('Shift+End')
    await page.keyboard.press('Control+c')
    await expect(layer.getByRole('status')).toHaveText(t.copied)
    const lines = (await region.locator('.page-text__body p').first().innerText()).split('\n')
    const clipboard = await page.evaluate(() => navigator.clipboard.readText())
    expect(clipboard).toBe(`${lines[0]} ${lines[1]}`)
    await expectNoAxeViolations(page)
    await page.keyboard.press('Escape')
    await expect(select).toBeFocused()
    await expect(select).toHaveAttribute('aria-pressed', 'false')

    // Reading mode of the page: the word heard is boxed on the scan, where its word lies.
    await region.getByRole('link', { name: new RegExp(`^${t.readingMode}:`) }).focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/[?&]read=page-1(&|$)/)
    if (viewport.width < 800) {
      await page.getByRole('button', { name: t.showPage }).focus()
      await page.keyboard.press('Enter')
    }
    await page.getByRole('button', { name: t.readAloud }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await spoken(page)).length).toBeGreaterThan(0)
    const [sentence] = await spoken(page)
    expect(sentence?.lang).toBe('de')
    await advanceSpeech(page, 3)
    const fourth = sentence?.text.split(' ')[3]
    await expect(page.locator('.reading__spoken')).toHaveText(fourth ?? '')
    await expect(page.locator('.text-layer__box').first()).toHaveAttribute('data-word', fourth ?? '')
    await expectNoAxeViolations(page)
  })
}
