/**
 * One issue of a periodical: decides its logical units (exactly the number
 * the schedule asks for), writes their text, lays it out on pages and
 * returns the METS and ALTO strings. Everything follows from the seed and
 * the issue's identity, so an issue's bytes do not depend on which issues
 * were generated before it.
 *
 * The steps have modules of their own, so that each can be read and changed alone: the plan of
 * units in issue-plan.ts, the writing of a text that the demo has not printed yet in
 * draft-writer.ts; this module chooses each unit's text, its masthead and headings, and lays the
 * drafts out on pages.
 */
import type { Periodical } from './catalog.ts'
import { PageComposer, estimateDraft, placeDraft, splitWords, type DraftPiece, type DraftUnit } from './compose.ts'
import { DraftWriter, HEADLINE_ATTEMPTS, type DemoMemory, type GeneratedText } from './draft-writer.ts'
import { planIssue, profile, type PlanLeaf } from './issue-plan.ts'
import { Rng, WeightedList, hashString } from './random.ts'
import type { IssueSlot } from './schedule.ts'
import { ocrRate } from './ocr.ts'
import { HeadlineWords, SentenceShares } from './shares.ts'
import { MONTHS, WEEKDAYS, frDay, type DateParts } from './calendar.ts'
import { advertisementText, deathNoticeText } from './notices.ts'
import { lawText, marketTableText, reviewText, shippingText, statisticsTableText, weatherText } from './units.ts'
import { captionText } from './captions.ts'
import { articleText, type CastMember, type TextContext, type UnitText } from './text.ts'
import { feuilletonText } from './feuilleton.ts'
import { IssueLines } from './issue-lines.ts'
import { formatPrice, isOccupation, priceFactor } from './period.ts'
import { PLACES, SECTION_TITLES, type Lang, type Localized, type SectionKey } from './vocabulary.ts'
import { altoPage } from './write-alto.ts'
import { issueMets, type MetsPrefix, type MetsUnit } from './write-mets.ts'

export function countUnits(units: readonly MetsUnit[]): number {
  let n = 0
  for (const u of units) n += 1 + countUnits(u.children ?? [])
  return n
}

export function unitTypes(units: readonly MetsUnit[], into: Map<string, number> = new Map()): Map<string, number> {
  for (const u of units) {
    into.set(u.type, (into.get(u.type) ?? 0) + 1)
    unitTypes(u.children ?? [], into)
  }
  return into
}

const NOID_ALPHABET = '0123456789bcdfghjkmnpqrstvwxz'

/** A test ARK (NAAN 99999, "fk" shoulder): a permalink that is plainly not a real one. */
export function demoArk(...key: string[]): string {
  let h = hashString('ark', ...key)
  let h2 = hashString('ark2', ...key)
  let out = ''
  for (let i = 0; i < 8; i++) {
    const source = i < 4 ? h : h2
    out += NOID_ALPHABET.charAt(source % NOID_ALPHABET.length)
    if (i < 4) h = Math.floor(h / NOID_ALPHABET.length)
    else h2 = Math.floor(h2 / NOID_ALPHABET.length)
  }
  return `https://n2t.net/ark:/99999/fk4${out}`
}

/** Draws an ARTICLE's length: 40–250 words, mostly short. */
export function articleWords(rng: Rng): number {
  return 40 + Math.floor(210 * Math.pow(rng.next(), 1.7))
}

export function homeOf(placeName: string): Localized | undefined {
  return PLACES.find((p) => p.de === placeName || p.fr === placeName || p.lb === placeName || p.en === placeName)
}

/** Page size (mm10) and columns by kind and period: papers grew wider over the century. */
export function pageFormat(t: Periodical, year: number): { width: number; height: number; columns: number } {
  if (t.type === 'serial') return { width: 1700, height: 2500, columns: 2 }
  if (year < 1880) return { width: 2580, height: 4060, columns: 3 }
  if (year < 1920) return { width: 3150, height: 4500, columns: 4 }
  return { width: 3500, height: 5000, columns: 5 }
}

function pickPrefix(rng: Rng): MetsPrefix {
  return new WeightedList<MetsPrefix>(['', 'mets:', 'METS:'], [0.45, 0.4, 0.15]).pick(rng)
}

export interface BuiltPackage {
  mets: string
  /** ALTO page files in page order. */
  alto: string[]
  units: number
  types: Map<string, number>
}

function unitLanguage(rng: Rng, t: Periodical, ctx: TextContext): Lang {
  if (isOccupation(ctx.date)) return 'de'
  const weights = t.languages.map((_, i) => [0.7, 0.22, 0.08][i] ?? 0.05)
  const lang = new WeightedList(t.languages, weights).pick(rng)
  // Luxembourgish in print is rare before 1900.
  if (lang === 'lb' && ctx.date.year < 1900) return 'de'
  return lang
}

function draftLeaf(w: DraftWriter, leaf: PlanLeaf, t: Periodical, lang: Lang, section?: SectionKey): DraftUnit {
  const { rng, ctx } = w
  switch (leaf.kind) {
    case 'ARTICLE': {
      const where = section === 'foreign' ? 'foreign' : section === 'local' ? 'local' : undefined
      // The serial's instalment is the paper's, not drawn: only a repeated title is dated (fresh writes it once).
      // The morning edition printed the day's instalment; an evening edition prints news in its place, not the same instalment again.
      // A news article's length is drawn once: written again (a headline taken, a story told in another's words), it stays as long.
      const serial = leaf.feuilleton === true && w.slot.edition === 1
      const words = serial ? 0 : articleWords(rng)
      const text = serial ? w.fresh(() => feuilletonText(rng, lang, ctx), lang, 'ARTICLE') : w.fresh(() => articleText(rng, lang, ctx, words, where), lang, 'ARTICLE')
      // Its lines and figures are the issue's now: a second story of its kind is told in others (issue-lines.ts).
      ctx.printed?.add(text.drawn)
      return w.unit('ARTICLE', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'REVIEW': {
      const text = w.fresh(() => reviewText(rng, lang, ctx), lang, 'REVIEW')
      return w.unit('REVIEW', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'LAW': {
      const lawLang: 'de' | 'fr' = isOccupation(ctx.date) ? 'de' : lang === 'fr' || (lang !== 'de' && rng.chance(0.5)) ? 'fr' : 'de'
      const text = w.fresh(() => lawText(rng, lawLang, ctx), lawLang, 'LAW')
      return w.unit('LAW', text, lawLang, [...w.heading(text, 'subheading'), ...w.body(text, lawLang)])
    }
    case 'SUPPLEMENT': {
      // The supplement's name stands over its article, whose headline stays the unit's title.
      // Drawn once, as an article's.
      const words = articleWords(rng) + 40
      const base = w.fresh(() => articleText(rng, lang, ctx, words), lang, 'SUPPLEMENT')
      ctx.printed?.add(base.drawn)
      const text: UnitText = { ...base, overline: rng.pick(SECTION_TITLES.supplement[lang]) }
      return w.unit('SUPPLEMENT', text, lang, [...w.heading(text), ...w.body(text, lang)])
    }
    case 'ADVERTISEMENT': {
      const text = w.fresh(() => advertisementText(rng, lang, ctx), lang, 'ADVERTISEMENT')
      return w.unit('ADVERTISEMENT', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')], true)
    }
    case 'DEATH_NOTICE': {
      const text = w.fresh(() => deathNoticeText(rng, lang, ctx), lang, 'DEATH_NOTICE')
      return w.unit('DEATH_NOTICE', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')], true)
    }
    case 'WEATHER': {
      const text = w.fresh(() => weatherText(rng, lang, ctx), lang, 'WEATHER')
      return w.unit('WEATHER', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')])
    }
    case 'SHIPPING': {
      const text = w.fresh(() => shippingText(rng, lang, ctx), lang, 'SHIPPING')
      return w.unit('SHIPPING', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang, 'small')])
    }
    case 'TABLE': {
      const text = w.fresh(() => (profile(t, ctx.date.year).statistics && rng.chance(0.7) ? statisticsTableText(rng, lang, ctx) : marketTableText(rng, lang, ctx)), lang, 'TABLE')
      return w.unit('TABLE', text, lang, [...w.heading(text, 'subheading'), ...w.body(text, lang)])
    }
    case 'ILLUSTRATION':
    case 'MAP':
    case 'CHART_DIAGRAM': {
      // A caption may repeat ("Vue de Luxembourg."), but not in more than 2 % of its kind (issue 51).
      let caption = captionText(rng, leaf.kind, lang, ctx)
      for (let attempt = 1; attempt < HEADLINE_ATTEMPTS && w.shares.overShared(leaf.kind, lang, [caption]); attempt++) caption = captionText(rng, leaf.kind, lang, ctx)
      w.shares.add(leaf.kind, lang, [caption])
      w.onText?.({ periodical: t.id, date: w.slot.iso, edition: w.slot.edition, type: leaf.kind, language: lang, title: caption.replace(/\.$/, ''), template: leaf.kind, paragraphs: [caption] })
      const height = Math.round(w.columnHeight * (0.18 + rng.next() * 0.22))
      const type = { ILLUSTRATION: 'photo', MAP: 'map', CHART_DIAGRAM: 'chart' }[leaf.kind]
      return {
        type: leaf.kind,
        title: caption.replace(/\.$/, ''),
        language: lang,
        pieces: [
          { role: 'IMAGE', kind: 'illustration', height, type },
          { role: 'CAPTION', kind: 'text', words: splitWords(caption), style: 'small' },
        ],
      }
    }
  }
}

function dateline(t: Periodical, slot: IssueSlot, lang: Lang): string {
  const wd = WEEKDAYS[lang][slot.date.weekday] ?? ''
  const month = MONTHS[lang][slot.date.month - 1] ?? ''
  const { day, year } = slot.date
  const evening = slot.edition > 1
  switch (lang) {
    case 'de':
      return `Nr. ${slot.number}. — ${wd}, ${day}. ${month} ${year}. — ${slot.volume}. Jahrgang.${evening ? ' — Abend-Ausgabe.' : ''}`
    case 'fr':
      return `N° ${slot.number}. — ${wd} ${frDay(day)} ${month} ${year}. — ${slot.volume === 1 ? '1re' : `${slot.volume}e`} année.${evening ? ' — Édition du soir.' : ''}`
    case 'lb':
      return `Nr. ${slot.number} — ${wd}, ${day}. ${month} ${year} — ${slot.volume}. Joergang${evening ? ' — Owesausgab' : ''}`
    case 'en':
      return `No. ${slot.number} — ${wd}, ${month} ${day}, ${year} — Vol. ${slot.volume}${evening ? ' — Evening Edition' : ''}`
  }
}

function publishingStatement(t: Periodical, slot: IssueSlot, lang: Lang): string {
  // "3,50 Fr." already ends the sentence.
  const price = formatPrice(3.5 * priceFactor(slot.date), lang, slot.date).replace(/\.$/, '')
  const old = slot.date.year < 1920
  switch (lang) {
    case 'de':
      return old
        ? `Abonnementspreis: vierteljährlich ${price}. — Einrückungsgebühren: 15 Cts. die Zeile. — Verlag: ${t.publisher}, ${t.place}.`
        : `Bezugspreis: vierteljährlich ${price}. — Anzeigen nach Tarif. — Verlag und Druck: ${t.publisher}, ${t.place}.`
    case 'fr':
      return old
        ? `Prix de l'abonnement : ${price} par trimestre. — Annonces : 15 centimes la ligne. — Éditeur : ${t.publisher}, ${t.place}.`
        : `Abonnement : ${price} par trimestre. — Publicité : selon tarif. — Éditeur : ${t.publisher}, ${t.place}.`
    case 'lb':
      return `Abonnement: ${price} den Trimester. — Verlag: ${t.publisher}, ${t.place}.`
    case 'en':
      return `Subscription: ${price} a quarter. — Published by ${t.publisher}, ${t.place}.`
  }
}

function sectionTitle(rng: Rng, key: SectionKey, lang: Lang, t: Periodical, date: DateParts): { title: string; titleLanguage: Lang } {
  const title = rng.pick(SECTION_TITLES[key][lang])
  // Bilingual papers printed headings in both languages, as "Amtlicher Theil. — Partie officielle.",
  // but not under the press control, when French was banned from print.
  const other = t.languages.find((l) => l !== lang && (l === 'de' || l === 'fr'))
  if (other && (lang === 'de' || lang === 'fr') && !isOccupation(date) && rng.chance(0.35)) {
    return { title: `${title} — ${rng.pick(SECTION_TITLES[key][other])}`, titleLanguage: lang }
  }
  return { title, titleLanguage: lang }
}

/** Everything for one issue: its METS and ALTO pages. */
export function buildIssue(
  seed: number,
  slot: IssueSlot,
  cast: readonly CastMember[],
  demo: DemoMemory = { headlines: new Set(), shares: new SentenceShares(), headlineWords: new HeadlineWords(), letters: new Set() },
  onText?: (text: GeneratedText) => void,
): BuiltPackage {
  const t = slot.periodical
  const rng = Rng.derive(seed, 'issue', t.id, slot.iso, slot.edition, slot.units)
  const year = slot.date.year
  const ctx: TextContext = {
    date: slot.date,
    cast: cast.filter((c) => c.from <= year && c.to >= year),
    home: homeOf(t.place),
    paper: t.id,
    issueNumber: slot.number,
    printed: new IssueLines(),
  }
  const composer = new PageComposer(rng, { ...pageFormat(t, year), ocr: true, hyphenRate: year < 1950 ? 0.3 : 0.12 })
  const writer = new DraftWriter(rng, ctx, ocrRate(year), composer.geometry.printHeight, demo, slot, onText)
  const mainLang: Lang = isOccupation(slot.date) ? 'de' : (t.languages[0] ?? 'de')

  const drafts: DraftUnit[] = planIssue(rng, t, year, slot.units, isOccupation(slot.date)).map((node): DraftUnit => {
    if (node.kind === 'TITLE_SECTION') {
      const pieces: DraftPiece[] = [
        { role: 'HEADLINE', kind: 'text', words: splitWords(t.title), style: t.type === 'newspaper' ? 'masthead' : 'display', span: 'full' },
        { role: 'TEXTBLOCK', kind: 'text', words: splitWords(dateline(t, slot, mainLang)), style: 'small', span: 'full' },
      ]
      if (rng.chance(0.7)) {
        pieces.push({ role: 'PUBLISHING_STMT', kind: 'text', words: splitWords(publishingStatement(t, slot, mainLang)), style: 'small', span: 'full' })
      }
      return { type: 'TITLE_SECTION', title: t.title, language: mainLang, pieces }
    }
    if (node.kind === 'SECTION') {
      const lang = unitLanguage(rng, t, ctx)
      const { title, titleLanguage } = sectionTitle(rng, node.section, lang, t, ctx.date)
      return {
        type: 'SECTION',
        title,
        titleLanguage,
        language: lang,
        pieces: [{ role: 'TITLE', kind: 'text', words: splitWords(title), style: 'heading', split: false }],
        children: node.children.map((leaf) => draftLeaf(writer, leaf, t, unitLanguage(rng, t, ctx), node.section)),
      }
    }
    return draftLeaf(writer, node, t, unitLanguage(rng, t, ctx))
  })

  // Spread the units over the paper's pages, each page about 60% full, never more pages than the paper had.
  const estimates = drafts.map((d) => estimateDraft(composer, d))
  const total = estimates.reduce((a, b) => a + b, 0)
  const targetPages = Math.max(1, t.pagesPerIssue)
  const pages = Math.max(Math.min(2, targetPages), Math.min(targetPages, Math.ceil(total / (composer.pageCapacity * 0.6))))
  const share = total / pages
  // Balanced columns: each page's columns run only as deep as its share of the text needs.
  const depth = Math.min(1, Math.max(0.25, (share / composer.pageCapacity) * 1.25))
  composer.setDepth(depth)
  const units: MetsUnit[] = []
  let placed = 0
  drafts.forEach((draft, i) => {
    if (i > 0 && composer.pageNumber < pages && placed >= share * composer.pageNumber && !composer.pageIsEmpty) composer.newPage(depth)
    placed += estimates[i] ?? 0
    units.push(placeDraft(composer, draft))
  })

  const altoInputs = composer.pages(`${slot.iso}_${String(slot.edition).padStart(2, '0')}`)
  const alto = altoInputs.map(altoPage)
  const mets = issueMets({
    prefix: pickPrefix(rng),
    documentType: t.type,
    periodicalId: t.id,
    periodicalTitle: t.title,
    titleLanguage: t.languages[0] ?? 'de',
    date: slot.iso,
    dateStyle: rng.chance(0.1) ? 'dmy' : 'iso',
    edition: slot.edition,
    number: String(slot.number),
    volume: String(slot.volume),
    languages: isOccupation(slot.date) ? ['de'] : t.languages,
    objId: demoArk(t.id, slot.iso, String(slot.edition)),
    publisher: t.publisher,
    shelfmark: `LQ ${1000 + (hashString(t.id) % 9000)}`,
    pages: altoInputs.map((p) => ({ sequence: p.pageNumber, href: `text/${altoFileName(p.pageNumber)}` })),
    units,
  })
  return { mets, alto, units: countUnits(units), types: unitTypes(units) }
}

/** text/01.xml, text/02.xml, … (three digits once an item passes 99 pages). */
export function altoFileName(page: number): string {
  return `${String(page).padStart(2, '0')}.xml`
}
