/**
 * The faults a third close reading of the demo found (docs/evidence/issue-51/third-reading.md): the
 * lead's reading of the nine whole issues the evidence quotes, each fault then counted over every
 * text the generator wrote. The integration test holds each to 0; `node scripts/demo-audit.ts`
 * prints them with the others.
 */
import { whitTuesday } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { MOSELLE_BANK } from '#src/demo/stories/types.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

// --- 1. A ration at an odd weight: coupons were for round weights ------------------------------

const RATION = /(?<![\d.])(\d+) Gramm Brot/g
function oddRation(t: GeneratedText): string | false {
  for (const match of bodyOf(t).matchAll(RATION)) if (Number(match[1]) % 50 !== 0) return match[0]
  return false
}

// --- 2. A night fire in the afternoon -----------------------------------------------------------

const NIGHT = /Nächtliche|nocturne|\bNight\b|Nuets/
const DAYTIME = /nachmittag|vormittag|après-midi|du matin|afternoon|morning|Mëtteg/
const nightByDay = (t: GeneratedText) => (NIGHT.test(t.title) && DAYTIME.test(t.paragraphs.join(' ')) ? `${t.title} … ${matchIn(t.paragraphs.join(' '), DAYTIME)}` : false)

// --- 3. Vineyards where there are none ----------------------------------------------------------

const WINE = new Set(MOSELLE_BANK.flatMap((town) => {
  const place = PLACES.find((p) => p.de === town)
  return place ? [place.de, place.fr, place.lb, place.en] : []
}))
const WINE_TOWNS = /(?:vignerons des communes|Weinbauern der Gemeinden) (?:de |d')?([\p{L}-]+(?: an der [\p{L}]+)?) (?:et|und) (?:de |d')?([\p{L}-]+(?: an der [\p{L}]+)?)|retrouve ([\p{L}-]+) et ses vignerons/u
function vinesOffTheMoselle(t: GeneratedText): string | false {
  const match = WINE_TOWNS.exec(bodyOf(t))
  if (!match) return false
  const towns = [match[1], match[2], match[3]].filter((town): town is string => town !== undefined)
  return towns.every((town) => WINE.has(town)) ? false : match[0]
}

// --- 4. An official appointed in his own place --------------------------------------------------

const APPOINTED = [/(?:Herr|Frau) ([\p{L}-]+) zum [\p{L} ]+ ernannt worden, an Stelle (?:des Herrn|der Frau) ([\p{L}-]+)/u, /(?:M\.|Mme|Mlle) ([\p{L}-]+), candidate?, a été nommée? .*? en remplacement de (?:M\.|Mme|Mlle) ([\p{L}-]+)/u]
function ownSuccessor(t: GeneratedText): string | false {
  for (const pattern of APPOINTED) {
    const match = pattern.exec(bodyOf(t))
    if (match && match[1] === match[2]) return match[0]
  }
  return false
}

// --- 5. An office, a school, a market or a delivery on a Sunday ---------------------------------

const WEEKDAY_KINDS = /^(rationCards|deliveries|requisition|occupationSchool|occupationSchoolSummer|airRaid|warDamage|cattle|market):/
const ON_SUNDAY = /(?:am|bis zum|ab|vom) Sonntag(?:, den \d| vormittag)|(?:le|jusqu'au|du) dimanche \d/
const sundayOffice = (t: GeneratedText) => (WEEKDAY_KINDS.test(t.template) ? matchIn(bodyOf(t), ON_SUNDAY) : false)

// --- 6. A turnout said against its own figures --------------------------------------------------

const TURNOUT_FIGURES = /von ([\d.]+) eingeschriebenen Wählern ([\d.]+) Stimmen|sur ([\d  ]+) électeurs inscrits, ([\d  ]+) ont pris part/
const WEAK = /Wahlbeteiligung [\p{L} ]+ war schwach|participation a été faible/u
const STRONG = /Wahlbeteiligung [\p{L} ]+ war (?:außerordentlich stark|stark|sehr rege)|participation a été (?:très forte|forte)/u
function turnoutAgainstFigures(t: GeneratedText): string | false {
  const text = bodyOf(t)
  const figures = TURNOUT_FIGURES.exec(text)
  if (!figures) return false
  const number = (s: string | undefined) => Number((s ?? '').replace(/\D/g, ''))
  const share = number(figures[2] ?? figures[4]) / number(figures[1] ?? figures[3])
  if (WEAK.test(text) && share >= 0.8) return `${Math.round(share * 100)} %: ${matchIn(text, WEAK)}`
  if (STRONG.test(text) && share < 0.7) return `${Math.round(share * 100)} %: ${matchIn(text, STRONG)}`
  return false
}

// --- 7. The war of 1870 remembered before it was fought -----------------------------------------

const WAR_OF_1870 = /Jahr 1870|Kriege? von 1870|guerre de 1870|war of 1870/
const before1870 = (t: GeneratedText) => (Number(t.date.slice(0, 4)) < 1871 ? matchIn(bodyOf(t), WAR_OF_1870) : false)

// --- 8. Echternach's procession on another day than Whit Tuesday ------------------------------

function processionOffItsDay(t: GeneratedText): string | false {
  if (!t.template.startsWith('procession:')) return false
  const days = (Date.parse(`${t.date}T00:00:00Z`) - Date.parse(`${whitTuesday(Number(t.date.slice(0, 4)))}T00:00:00Z`)) / 86_400_000
  return days >= 1 && days <= 7 ? false : `${t.title} (Whit Tuesday ${whitTuesday(Number(t.date.slice(0, 4)))})`
}

// --- 9. A village feast on a working day ------------------------------------------------------

const WORKDAY = /(?:Am|am) (?:Montag|Dienstag|Mittwoch|Donnerstag|Freitag)\b|\b(?:lundi|mardi|mercredi|jeudi|vendredi) dernier|\be (?:Méindeg|Dënschdeg|Mëttwoch|Donneschdeg|Freideg)\b/
const feastOnWorkday = (t: GeneratedText) => (t.template.startsWith('festival:') ? matchIn(t.paragraphs.join(' '), WORKDAY) : false)

// --- 10. A St Nicholas tale in summer -----------------------------------------------------------

const NICHOLAS = /Nikolaus|Zinnik/
const nicholasOutOfSeason = (t: GeneratedText) => (t.template.startsWith('children:') && !['11', '12'].includes(t.date.slice(5, 7)) ? matchIn(bodyOf(t), NICHOLAS) : false)

// --- 11. lb "vun d'Chorale" (vun der) -----------------------------------------------------------

const VUN_D = /\bvun d'/
const luxVunD = (t: GeneratedText) => (t.language === 'lb' ? matchIn(bodyOf(t), VUN_D) : false)

// --- 12. A tax law that opens credits: its "credits" were the tax -------------------------------

const TAX = /Verbrauchssteuer von|droit de consommation de|Einlagen dürfen|les dépôts ne pourront/
const CREDITS = /erforderlichen Mittel|crédits nécessaires/
const taxWithCredits = (t: GeneratedText) => (t.template.startsWith('law:') && TAX.test(bodyOf(t)) ? matchIn(bodyOf(t), CREDITS) : false)

// --- 13. fr "lundi dernier matin" -----------------------------------------------------------------

const WEEKDAY_PART = /\b(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) dernier (?:matin|après-midi|soir)\b/i
const frWeekdayPart = (t: GeneratedText) => (t.language === 'fr' ? matchIn(bodyOf(t), WEEKDAY_PART) : false)

// --- The fourth reading's (fourth-reading.md): a neighbour's brigade, lb contractions, ß abroad ---

const FAR_FROM_NEAR = /Auch die Wehr von|trotz des weiten Weges|Ceux (?:de |d'|d’)[\p{L}-]+ sont venus leur/u
const LUX_UNCONTRACTED = /(?<![\p{L}'’-])(?:an|vun|mat|bei) dem (?=\p{L})/iu
const ESZETT_ABROAD = /ß/

/** Each fault of the third reading, counted over all texts. */
export function third(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('third 1, de: a ration at an odd weight ("497 Gramm Brot")', texts, oddRation),
    countTexts('third 2: a night fire under a headline of the night, reported in the afternoon', texts, nightByDay),
    countTexts('third 3, de/fr: vineyards in towns without any (aid to the winegrowers of Vianden, "Mersch et ses vignerons")', texts, vinesOffTheMoselle),
    countTexts('third 4, de/fr: an official appointed in place of himself ("Herr Müller … an Stelle des Herrn Müller")', texts, ownSuccessor),
    countTexts('third 5: ration cards, deliveries, a school, a market or a fair on a Sunday', texts, sundayOffice),
    countTexts('third 6, de/fr: a turnout called weak at 80 % or more, or strong under 70 %', texts, turnoutAgainstFigures),
    countTexts('third 7: the war of 1870 remembered before 1871', texts, before1870),
    countTexts("third 8, de: Echternach's dancing procession reported other than in the week after Whit Tuesday", texts, processionOffItsDay),
    countTexts('third 9: a village feast, its procession or its jubilee on a working day', texts, feastOnWorkday),
    countTexts('third 10, de/lb: a St Nicholas tale outside November and December', texts, nicholasOutOfSeason),
    countTexts('third 11, lb: "vun d\'Chorale" (vun der Chorale)', texts, luxVunD),
    countTexts('third 12, de/fr: a tax law with an article of credits (its "credits" were the tax)', texts, taxWithCredits),
    countTexts('third 13, fr: "lundi dernier matin" (lundi dernier, dans la matinée)', texts, frWeekdayPart),
    countTexts('fourth 3/4, de/fr: a helping brigade "trotz des weiten Weges" from the next village, or "Auch die Wehr", "Ceux de X … leur" with no brigade before it', texts, (t) => matchIn(bodyOf(t), FAR_FROM_NEAR)),
    countTexts('fourth 6, lb: "an dem", "vun dem", "mat dem", "bei dem" (am, vum, mam, beim)', texts, (t) => (t.language === 'lb' ? matchIn(bodyOf(t), LUX_UNCONTRACTED) : false)),
    countTexts('fourth 7, fr/en: a German ß in a French or English text ("M. Hoß")', texts, (t) => (t.language === 'fr' || t.language === 'en' ? matchIn(bodyOf(t), ESZETT_ABROAD) : false)),
  ]
}
