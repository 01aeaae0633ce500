/**
 * Books, manuscripts and posters: METS (TYPE Monograph, BornDigitalMonograph,
 * Manuscript, Poster) with chapters, or for a poster a single ILLUSTRATION
 * unit holding the picture and its text.
 */
import type { CatalogItem } from './catalog.ts'
import { PageComposer, placeDraft, splitWords, type DraftPiece, type DraftUnit } from './compose.ts'
import { altoFileName, countUnits, demoArk, homeOf, unitTypes, type BuiltPackage } from './issue.ts'
import { Rng } from './random.ts'
import { dateParts } from './schedule.ts'
import { chapterTitle, homePlace, ocrNoise, paragraphs, type CastMember, type TextContext } from './text.ts'
import { VOCABULARY, type Lang } from './vocabulary.ts'
import { altoPage } from './write-alto.ts'
import { itemMets, type ItemMetsType, type MetsPrefix } from './write-mets.ts'

function metsType(item: CatalogItem): ItemMetsType {
  if (item.kind === 'poster') return 'Poster'
  if (item.kind === 'manuscript') return 'Manuscript'
  return item.bornDigital ? 'BornDigitalMonograph' : 'Monograph'
}

function format(item: CatalogItem): { width: number; height: number; columns: number } {
  if (item.kind === 'poster') return { width: 6000, height: 8400, columns: 2 }
  if (item.kind === 'manuscript') return { width: 2100, height: 3000, columns: 1 }
  if (item.bornDigital) return { width: 2100, height: 2970, columns: 1 }
  return { width: 1400, height: 2200, columns: 1 }
}

function entryTitle(rng: Rng, lang: Lang, year: number): string {
  const v = VOCABULARY[lang]
  const day = rng.int(1, 28)
  const month = v.months[rng.int(0, 11)] ?? ''
  switch (lang) {
    case 'fr':
      return `Le ${day} ${month} ${year}.`
    case 'en':
      return `${month} ${day}, ${year}.`
    default:
      return `Den ${day}. ${month} ${year}.`
  }
}

function posterLine(rng: Rng, lang: Lang, ctx: TextContext): string {
  const v = VOCABULARY[lang]
  const wd = v.weekdays[rng.pick([0, 6])] ?? ''
  const month = v.months[ctx.date.month - 1] ?? ''
  const where = ctx.home?.[lang] ?? homePlace(rng, lang)
  const day = rng.int(1, 28)
  switch (lang) {
    case 'de':
      return `${wd}, den ${day}. ${month} ${ctx.date.year}, in ${where}`
    case 'fr':
      return `${wd} ${day} ${month} ${ctx.date.year}, à ${where}`
    case 'lb':
      return `${wd}, den ${day}. ${month} ${ctx.date.year}, zu ${where}`
    case 'en':
      return `${wd}, ${month} ${day}, ${ctx.date.year}, at ${where}`
  }
}

/** Everything for one catalogue item: its METS and ALTO pages. */
export function buildItem(seed: number, item: CatalogItem, cast: readonly CastMember[], prefix: MetsPrefix): BuiltPackage {
  const rng = Rng.derive(seed, 'item', item.id)
  const lang: Lang = item.languages[0] ?? 'de'
  const date = dateParts(Date.UTC(item.year, 5, 15))
  const ctx: TextContext = { date, cast: cast.filter((c) => c.from <= item.year && c.to >= item.year), home: homeOf(item.place) }
  const ocr = !item.bornDigital
  const hyphenRate = item.bornDigital ? 0 : item.kind === 'manuscript' ? 0.1 : 0.25
  const composer = new PageComposer(rng, { ...format(item), ocr, hyphenRate })
  const noise = item.bornDigital ? 0 : item.kind === 'manuscript' ? 0.04 : item.year < 1900 ? 0.015 : 0.004
  const words = (text: string) =>
    splitWords(text).map((w) => (noise > 0 && w.length >= 4 && /^[a-zäöüéèàç]/.test(w) && rng.chance(noise) ? ocrNoise(w, rng) : w))
  const authors = item.authors.map((a) => ({ given: a.given, family: a.family, alsoKnownAs: a.alsoKnownAs }))
  const authorLine = item.authors.map((a) => `${a.given} ${a.family}`).join(', ')

  const drafts: DraftUnit[] = []
  if (item.kind === 'poster') {
    const pieces: DraftPiece[] = [
      { role: 'TITLE', kind: 'text', words: splitWords(item.title), style: 'display', span: 'full', split: false },
      { role: 'IMAGE', kind: 'illustration', height: Math.round(composer.geometry.printHeight * 0.4), type: 'drawing', span: 'full' },
      { role: 'SUBHEADLINE', kind: 'text', words: splitWords(item.subTitle ?? posterLine(rng, lang, ctx)), style: 'heading', span: 'full', split: false },
    ]
    for (const p of paragraphs(rng, lang, ctx, rng.int(60, 140))) pieces.push({ role: 'PARAGRAPH', kind: 'text', words: words(p), style: 'heading' })
    pieces.push({ role: 'CAPTION', kind: 'text', words: splitWords(`${authorLine}${item.publisher ? ` — ${item.publisher}` : ''}`), style: 'small', span: 'full' })
    drafts.push({ type: 'ILLUSTRATION', title: item.title, subTitle: item.subTitle, language: lang, authors, pieces })
  } else {
    const titlePage: DraftPiece[] = [{ role: 'HEADLINE', kind: 'text', words: splitWords(item.title), style: 'display', span: 'full' }]
    if (item.subTitle !== undefined) titlePage.push({ role: 'TEXTBLOCK', kind: 'text', words: splitWords(item.subTitle), style: 'heading', span: 'full' })
    titlePage.push({ role: 'TEXTBLOCK', kind: 'text', words: splitWords(authorLine), style: 'heading', span: 'full' })
    const imprint = [item.place, item.publisher, String(item.year)].filter((x) => x !== undefined).join(' — ')
    titlePage.push({ role: 'PUBLISHING_STMT', kind: 'text', words: splitWords(imprint), style: 'body', span: 'full' })
    drafts.push({ type: 'TITLE_SECTION', title: item.title, subTitle: item.subTitle, language: lang, pieces: titlePage })
    const chapters = Math.min(8, Math.max(3, Math.round(item.pages / 2.5)))
    for (let n = 1; n <= chapters; n++) {
      const chapterLang: Lang = item.languages.length > 1 && rng.chance(0.25) ? (item.languages[1] ?? lang) : lang
      const title = item.kind === 'manuscript' ? entryTitle(rng, chapterLang, item.year) : chapterTitle(rng, chapterLang, n)
      const size = item.kind === 'manuscript' ? rng.int(80, 200) : rng.int(150, 380)
      const pieces: DraftPiece[] = [{ role: 'TITLE', kind: 'text', words: splitWords(title), style: 'heading', split: false }]
      for (const p of paragraphs(rng, chapterLang, ctx, size)) pieces.push({ role: 'PARAGRAPH', kind: 'text', words: words(p), style: 'body' })
      drafts.push({ type: 'CHAPTER', title, language: chapterLang, pieces })
    }
  }

  const units = drafts.map((draft, i) => {
    // Books and manuscripts start every chapter on a new page.
    if (i > 0 && !composer.pageIsEmpty) composer.newPage()
    return placeDraft(composer, draft)
  })
  const altoInputs = composer.pages(item.id)
  const mets = itemMets({
    prefix,
    metsType: metsType(item),
    itemId: item.id,
    title: item.title,
    subTitle: item.subTitle,
    alternativeTitles: item.alternativeTitles,
    titleLanguage: lang,
    authors,
    publisher: item.publisher,
    place: item.place,
    date: String(item.year),
    extent: item.extent,
    languages: item.languages,
    objId: demoArk(item.id),
    bornDigital: item.bornDigital,
    pages: altoInputs.map((p) => ({ sequence: p.pageNumber, href: `text/${altoFileName(p.pageNumber)}` })),
    units,
  })
  return { mets, alto: altoInputs.map(altoPage), units: countUnits(units), types: unitTypes(units) }
}
