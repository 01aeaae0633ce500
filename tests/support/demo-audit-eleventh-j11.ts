/**
 * The eleventh close reading's German rows fixed on i51j11 (docs/evidence/issue-51/eleventh-reading.md, rows 6,
 * 9 (de), 10, 11, 12 and 13 (de)): a castle in the history of a town that had none, the whole workforce of a
 * big steelworks given as a few hundred or thousand men, a wine auction in a harvest report, the farmers'
 * clubs and farming teachers of the 1880s in the 1840s, "Spätsommer" in July, and a potato crop judged before
 * the plants are up. Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthDay = (t: GeneratedText) => t.date.slice(5)
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

/**
 * Towns (German names) with a castle or a castle ruin, from the general guides to the country's castles:
 * Vianden, Clervaux, Wiltz, Beaufort, Larochette, Bourscheid, Esch-sur-Sûre, Mersch, Hollenfels, Ansembourg,
 * Useldange, Schengen, Bettembourg, Septfontaines, Koerich, Meysembourg, Berbourg, Hesperange (ruin), Sanem,
 * Colpach, Stolzembourg, Brandenbourg, Dudelange (the ruin on the Mont Saint-Jean).
 */
const CASTLE_TOWNS = [
  'Vianden', 'Clerf', 'Wiltz', 'Befort', 'Beaufort', 'Fels', 'Bourscheid', 'Esch an der Sauer', 'Mersch', 'Hollenfels', 'Ansemburg', 'Useldingen', 'Schengen',
  'Bettemburg', 'Simmern', 'Körich', 'Meysemburg', 'Berburg', 'Hesperingen', 'Sassenheim', 'Colpach', 'Stolzemburg', 'Brandenburg', 'Düdelingen',
]

function castleOfNoTown(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('eleventh J11: a German history unit of a castle, headed with a town that had none (row 6)', texts, (t) => {
    if (t.language !== 'de' || kindOf(t) !== 'history' || !/Schlo(ß|ss)/.test(`${t.title} ${bodyText(t)}`)) return false
    return CASTLE_TOWNS.some((town) => t.title.includes(town)) ? false : t.title
  })
}

const BIG_WORKS = /Esch an der Alzette|Differdingen|Düdelingen/
const HEADCOUNT = /(Belegschaft|beschäftig\w*|zählt)\D{0,40}?(\d{1,2}(?:[ .\u202f\u00a0]\d{3})|\d{2,4})\s*(Arbeiter\w*|Mann)/

function smallBigWorks(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('eleventh J11: a German mining unit of 1920–74 giving a big steelworks (Esch, Differdingen, Düdelingen) a whole workforce under 4,000 (row 9)', texts, (t) => {
    if (t.language !== 'de' || !kindOf(t).startsWith('mining') || yearOf(t) < 1920 || yearOf(t) >= 1975 || !BIG_WORKS.test(t.title)) return false
    const found = HEADCOUNT.exec(bodyText(t))
    return found && Number((found[2] ?? '').replace(/\D/g, '')) < 4000 ? found[0] : false
  })
}

function auctionAtHarvest(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('eleventh J11: a German harvest report with a wine auction, which sold the last vintage in winter and spring (row 10)', texts, (t) => {
    if (t.language !== 'de' || kindOf(t) !== 'vintage') return false
    const found = /[^.]*Versteigerung[^.]*\./.exec(bodyText(t))
    return found ? found[0] : false
  })
}

const FARM_MODERNITY = /Lokalverein|Kunstdünger|Ackerbaulehrer/

function farmClubsTooEarly(texts: readonly GeneratedText[]): AuditRule {
  return countTexts("eleventh J11: a German farmers' club, artificial manure or farming teacher before 1885 (row 11)", texts, (t) => {
    if (t.language !== 'de' || yearOf(t) >= 1885) return false
    const found = FARM_MODERNITY.exec(bodyText(t))
    return found ? found[0] : false
  })
}

function lateSummerTooEarly(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('eleventh J11: a German headline saying "Spätsommer" before 15 August (row 12)', texts, (t) =>
    t.language === 'de' && t.title.includes('Spätsommer') && monthDay(t) < '08-15' ? t.title : false,
  )
}

function potatoJudgedEarly(texts: readonly GeneratedText[]): AuditRule {
  return countTexts('eleventh J11: a German farm report judging the potato crop before June, when the plants are not yet up (row 13)', texts, (t) =>
    t.language === 'de' && kindOf(t) === 'agriculture' && monthDay(t) < '06-01' && /Kartoffel/.test(`${t.title} ${bodyText(t)}`) ? t.title : false,
  )
}

export function eleventhJ11(texts: readonly GeneratedText[]): AuditRule[] {
  return [castleOfNoTown(texts), smallBigWorks(texts), auctionAtHarvest(texts), farmClubsTooEarly(texts), lateSummerTooEarly(texts), potatoJudgedEarly(texts)]
}
