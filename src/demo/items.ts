/**
 * Books, manuscripts and posters: METS (TYPE Monograph, BornDigitalMonograph,
 * Manuscript, Poster) with chapters, or for a poster a single ILLUSTRATION
 * unit holding the picture and its text. The texts are each item's own (items-text.ts).
 */
import type { CatalogItem } from './catalog-items.ts'
import { PageComposer, placeDraft, splitWords, type DraftPiece, type DraftUnit } from './compose.ts'
import { altoFileName, countUnits, demoArk, unitTypes, type BuiltPackage } from './issue.ts'
import { ITEM_CHAPTERS, POSTER_TEXTS } from './items-text.ts'
import { noisyWords, ocrRate } from './ocr.ts'
import { Rng } from './random.ts'
import { dateParts } from './schedule.ts'
import { longDate } from './calendar.ts'
import type { Lang } from './story.ts'
import type { CastMember } from './text.ts'
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

/** A poster's day written out with its weekday, in the poster's language. */
function posterDate(iso: string, lang: Lang): string {
  const [year = 1900, month = 1, day = 1] = iso.split('-').map(Number)
  const text = longDate(dateParts(Date.UTC(year, month - 1, day)), lang)
  return lang === 'fr' ? `${text} ${year}` : `${text} ${year}`
}

/** Everything for one catalogue item: its METS and ALTO pages. */
export function buildItem(seed: number, item: CatalogItem, cast: readonly CastMember[], prefix: MetsPrefix): BuiltPackage {
  void cast
  const rng = Rng.derive(seed, 'item', item.id)
  const lang: Lang = item.languages[0] ?? 'de'
  const ocr = !item.bornDigital
  const hyphenRate = item.bornDigital ? 0 : item.kind === 'manuscript' ? 0.1 : 0.25
  const composer = new PageComposer(rng, { ...format(item), ocr, hyphenRate })
  const rate = ocrRate(item.year, item.bornDigital ? 'born-digital' : item.kind === 'manuscript' ? 'manuscript' : 'print')
  const words = (text: string, wordsLang: Lang) => noisyWords(splitWords(text), rng, rate, wordsLang, item.year)
  const authors = item.authors.map((a) => ({ given: a.given, family: a.family, alsoKnownAs: a.alsoKnownAs }))
  const authorLine = item.authors.map((a) => `${a.given} ${a.family}`).join(', ')

  const drafts: DraftUnit[] = []
  if (item.kind === 'poster') {
    const poster = POSTER_TEXTS[item.id]
    const date = poster ? posterDate(poster.date, lang) : String(item.year)
    const lines = (poster?.paragraphs ?? [item.title]).map((p) => p.replace('{date}', date))
    const [headline = item.title, ...rest] = lines
    const pieces: DraftPiece[] = [
      { role: 'TITLE', kind: 'text', words: splitWords(item.title), style: 'display', span: 'full', split: false },
      { role: 'IMAGE', kind: 'illustration', height: Math.round(composer.geometry.printHeight * 0.4), type: 'drawing', span: 'full' },
      { role: 'SUBHEADLINE', kind: 'text', words: splitWords(item.subTitle ?? headline), style: 'heading', span: 'full', split: false },
    ]
    for (const p of item.subTitle ? lines : rest) pieces.push({ role: 'PARAGRAPH', kind: 'text', words: words(p, lang), style: 'heading' })
    pieces.push({ role: 'CAPTION', kind: 'text', words: splitWords(`${authorLine}${item.publisher ? ` — ${item.publisher}` : ''}`), style: 'small', span: 'full' })
    drafts.push({ type: 'ILLUSTRATION', title: item.title, subTitle: item.subTitle, language: lang, authors, pieces })
  } else {
    const titlePage: DraftPiece[] = [{ role: 'HEADLINE', kind: 'text', words: splitWords(item.title), style: 'display', span: 'full' }]
    if (item.subTitle !== undefined) titlePage.push({ role: 'TEXTBLOCK', kind: 'text', words: splitWords(item.subTitle), style: 'heading', span: 'full' })
    titlePage.push({ role: 'TEXTBLOCK', kind: 'text', words: splitWords(authorLine), style: 'heading', span: 'full' })
    const imprint = [item.place, item.publisher, String(item.year)].filter((x) => x !== undefined).join(' — ')
    titlePage.push({ role: 'PUBLISHING_STMT', kind: 'text', words: splitWords(imprint), style: 'body', span: 'full' })
    drafts.push({ type: 'TITLE_SECTION', title: item.title, subTitle: item.subTitle, language: lang, pieces: titlePage })
    for (const chapter of ITEM_CHAPTERS[item.id] ?? []) {
      const chapterLang = chapter.lang ?? lang
      const pieces: DraftPiece[] = [{ role: 'TITLE', kind: 'text', words: splitWords(chapter.title), style: 'heading', split: false }]
      for (const p of chapter.paragraphs) pieces.push({ role: 'PARAGRAPH', kind: 'text', words: words(p, chapterLang), style: 'body' })
      drafts.push({ type: 'CHAPTER', title: chapter.title, language: chapterLang, pieces })
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
