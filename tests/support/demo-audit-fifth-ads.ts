/**
 * Two faults of the advertisements a fifth close reading found (docs/evidence/issue-51/fifth-reading.md,
 * rows 1 and 8), each counted over every text the generator wrote, as the reading counted them
 * (`c_adrep.py`, `c_notary.py`), not by the generator's own check (ads.ts, draft-writer.ts). The
 * integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { TOWN_CENTRES, distanceKm } from '#src/demo/geography.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

/** Every printed name of the towns of TOWN_CENTRES in the four languages, to its German name. */
const TOWN_OF = new Map<string, string>()
for (const place of PLACES) {
  if (place.de in TOWN_CENTRES) for (const form of [place.de, place.fr, place.lb, place.en]) TOWN_OF.set(form, place.de)
}
/** A town's name, longest first ("Esch-sur-Alzette" before "Esch"), anywhere in a word, as the reading matched it. */
const TOWN = [...TOWN_OF.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')
const TOWNS = new RegExp(TOWN, 'g')

const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. Two advertisements of one shape in one issue, in the same sentences -----------------------

/** Notices of a fixed formula, which a real page prints alike (engagements, births, thanks, losses, auctions): the reading left them aside. */
const FORMULA = /(Verlobung|Fiançailles|Geburtsanzeige|Naissance|Verloren|Perdu|Lost|Danksagung|Remerciements|Merci|Versteigerung|Vente publique|Verkaf|death|Todesanzeige|Engagement|Birth|Thanks|Trauer|Hochzeit|Mariage|Bestietnes|Gebuert)/
const CAPITALISED = /(?<![\p{L}\p{N}_])[A-ZÉ][\p{L}\p{N}_éèëöüäß'’-]+/gu

/** An advertisement's sentences of six words or more, its towns, figures and capitalised words masked. */
function maskedSentences(t: GeneratedText): Set<string> {
  const masked = textOf(t).replace(TOWNS, 'P').replace(/\d[\d., ]*/g, 'N').replace(CAPITALISED, 'W')
  // And its first seven words (the sixth reading: two "Le soussigné …, négociant à …, a l'honneur d'informer le public" of one page).
  const opening = masked.split(/\s+/).slice(0, 7)
  return new Set([...masked.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 6), ...(opening.length === 7 ? [`opening: ${opening.join(' ')}`] : [])])
}

/** The advertisements printed with one of their shape in an issue that shares a sentence with another of it: all of that shape in the issue. */
function adsAlikeInIssue(texts: readonly GeneratedText[]): Map<GeneratedText, string> {
  const shapes = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (t.type !== 'ADVERTISEMENT') continue
    const key = `${t.periodical} ${t.date} ${t.edition} ${t.template}`
    shapes.set(key, [...(shapes.get(key) ?? []), t])
  }
  const alike = new Map<GeneratedText, string>()
  for (const ads of shapes.values()) {
    if (ads.length < 2) continue
    const sentences = ads.map(maskedSentences)
    let shared: string | undefined
    sentences.forEach((a, i) => sentences.slice(i + 1).forEach((b) => (shared ??= [...a].find((s) => b.has(s)))))
    if (shared === undefined) continue
    for (const ad of ads) if (!FORMULA.test(ad.template)) alike.set(ad, `${ads.length} of "${ad.template}" in the issue, alike in «${shared}»`)
  }
  return alike
}

// --- 8. The notary of a sale lives over 20 km from it --------------------------------------------

/** The notary and his town, in the four languages' advertisements: the reading's three patterns, and "Notar X in …", "notaire à …" beside them. */
const NOTARY = new RegExp(`(?:Notar [A-ZÉ][\\p{L}]+,? (?:in )?|[Nn]otaire [A-ZÉ][\\p{L}]+ zu |notary, |notaire à )(${TOWN})`, 'gu')

/** The notary's town and the sale's (the first town of the headline, else of the text before him), where they lie over 20 km apart. */
function notaryFarAway(t: GeneratedText): string | false {
  const text = textOf(t)
  for (const match of text.matchAll(NOTARY)) {
    const notary = TOWN_OF.get(match[1] ?? '')
    const sale = [...t.title.matchAll(TOWNS)][0]?.[0] ?? [...text.slice(0, match.index).matchAll(TOWNS)][0]?.[0]
    const town = sale === undefined ? undefined : TOWN_OF.get(sale)
    if (notary === undefined || town === undefined) continue
    const km = distanceKm(town, notary)
    if (km > 20) return `${match[0]} for a sale at ${town}, ${Math.round(km)} km`
  }
  return false
}

/** The fifth reading's rows 1 and 8, counted over all texts. */
export function fifthAds(texts: readonly GeneratedText[]): AuditRule[] {
  const alike = adsAlikeInIssue(texts)
  return [
    countTexts('fifth 1, sixth 2: two advertisements of one shape in one issue sharing a sentence (6+ words) or their first seven words (places, figures, names masked; formula notices aside)', texts, (t) => alike.get(t) ?? false),
    countTexts('fifth 8: the notary of a sale or auction lives over 20 km from it', texts, notaryFarAway),
  ]
}
