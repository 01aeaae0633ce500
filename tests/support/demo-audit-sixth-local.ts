/**
 * Local news of the sixth close reading (docs/evidence/issue-51/sixth-reading.md, rows 5, 7, 8, 9,
 * 23 and 24), each counted over every text the generator wrote: a court's defence that does not fit
 * its offence or names a statement never made, a council that never reaches its announced business,
 * an injured carter taken across the country, a new building's contractor or guest choir from far
 * away, a ribbon cut before 1920. The integration test holds each to 0; `node scripts/demo-audit.ts`
 * prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { distanceKm } from '#src/demo/geography.ts'
import { HOME_PLACE_COUNT, PLACES } from '#src/demo/vocabulary.ts'
import { germanPlaceName } from '#src/demo/period.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'
import { escapeRegExp } from '#src/domain/regex.ts'

const OFFICIAL = { year: 1930, month: 1, day: 1, weekday: 3 }
const OCCUPIED = { year: 1941, month: 6, day: 1, weekday: 0 }
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')
const kindOf = (t: GeneratedText) => t.template.split(':')[0]

/** Every name of a town of the Grand Duchy, in any language, to its German name. */
export const GERMAN_NAME = new Map<string, string>(
  PLACES.slice(0, HOME_PLACE_COUNT).flatMap((p) =>
    // The official French form a German paper printed until the autumn of 1940, and the occupier's German one after (Kapellen, Bad Mondorf).
    [p.de, p.fr, p.lb, p.en, germanPlaceName(p.de, OFFICIAL), germanPlaceName(p.de, OCCUPIED)].map((name) => [name, p.de] as const),
  ),
)
export const ANY_TOWN = [...GERMAN_NAME.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|')
export const TOWN = new RegExp(`(?<![\\p{L}-])(${ANY_TOWN})(?![\\p{L}-])`, 'u')
/** The first town a text's headline names (else its body): the town of its story. */
export function storyTown(t: GeneratedText): string | undefined {
  const found = TOWN.exec(t.title) ?? TOWN.exec(textOf(t))
  return found ? GERMAN_NAME.get(found[1] ?? '') : undefined
}

// --- 5. An alibi for an offence with no hour, a sick cow sold by night -----------------------------

/** The accused's claim to have been elsewhere "at the time of the offence". */
const ALIBI = /zur fraglichen Zeit|à l.heure du délit|at the time of the offence/
/** An offence that has no hour: a fraud, an embezzlement, a breach of trust. */
const NO_HOUR = /Unterschlagung|als Kassierer|Betrug|kranke Kuh|escroquerie|abus de confiance|détournement|vache malade|pour le compte de la société|embezzl/
/** A sale at night. */
const NIGHT_SALE = /(?:in der Nacht|am Abend|dans la nuit|au soir)[^]{0,40}?(?:kranke Kuh|vache malade)/
function alibiWithoutHour(t: GeneratedText): string | false {
  if (kindOf(t) !== 'court') return false
  const text = textOf(t)
  return (ALIBI.test(text) ? matchIn(text, NO_HOUR) : false) || matchIn(text, NIGHT_SALE)
}

// --- 9. "Diese Aussage", "contre lui", "l'aubergiste" with nothing before them ---------------------

/** A sentence that answers another, and what that other must say before it. */
const ANSWERS: readonly (readonly [RegExp, RegExp])[] = [
  [/diese Aussage|diese Angabe/, /behauptete/],
  [/Der Wirt aus/, /Wirtschaft/],
  [/L'aubergiste|L’aubergiste/, /auberge/],
  [/cette affirmation|ses dires/, /soutenu|prétendant/],
  [/ont déposé contre lui|, son défenseur/, /prévenu|nommé|accusé/],
  [/gegen ihn aus/, /Angeklagte|\p{Lu}\p{L}+ aus/u],
]
function answerWithoutStatement(t: GeneratedText): string | false {
  if (kindOf(t) !== 'court') return false
  const text = textOf(t)
  for (const [answer, statement] of ANSWERS) {
    const at = answer.exec(text)
    if (at && !statement.test(text.slice(0, at.index))) return matchIn(text, answer)
  }
  return false
}

// --- 7. A council that meets on a matter and never reports it --------------------------------------

/** The opening announces a matter: "um über … zu beraten", "beschäftigte sich mit", "pour délibérer sur", "s'est occupé avant tout de". */
const ANNOUNCED = /zu beraten|beschäftigte sich|hat \S+ über .* beraten|délibérer sur|occupé avant tout/
/** A sentence that reports the matter: its report, cost, estimate, rent or budget, or the vote on it. */
const BUSINESS = /berichtete|Kostenvoranschlag|Kosten|Haushalt|Pacht|Vorlage|a présenté le projet|rapport sur|devis|dépense|projet/
/** The Luxembourgish report's matter (its headline names it), and the English one's: its plans, or the matter it "discussed" (the opening's own words, all an issue's second council may keep once its sentences alike to the first's are struck). */
const LB_MATTER = /Ordre du jour|Haaptpunkt|Mëttelpunkt|ze beroden|beroden;/
// The accounts are reported by their balance ("The accounts close with a surplus …"), with or without the alderman's presenting.
const EN_MATTER = /presented|discussed (?:the|street|parking|a new)|accounts close with/
/** An English headline that promises a vote the text must tell. */
const EN_VOTE_HEADLINE = /approves|votes on/
function councilWithoutBusiness(t: GeneratedText): string | false {
  if (kindOf(t) !== 'council') return false
  const text = textOf(t)
  const missing =
    t.language === 'lb' ? !LB_MATTER.test(text)
    : t.language === 'en' ? !EN_MATTER.test(text) || (EN_VOTE_HEADLINE.test(t.title) && !/approved by/.test(text))
    : ANNOUNCED.test(text) && !BUSINESS.test(text)
  return missing ? text.slice(0, 200) : false
}

// --- 8. An injured man taken to a hospital across the country --------------------------------------

const HOSPITAL_AT = new RegExp(`(?:Spital|Krankenhaus|Klinik)\\S* (?:nach|in|zu) (${ANY_TOWN})|(?:hôpital|clinique) (?:de |d'|à )(${ANY_TOWN})|hospital (?:at|in) (${ANY_TOWN})|Spidol (?:zu|op|an) (${ANY_TOWN})`, 'u')
/** Towns that had a hospital in every year of the demo: a man is not taken 15 km beyond the nearest of them. */
const HOSPITAL_TOWNS = ['Luxemburg', 'Ettelbrück', 'Esch an der Alzette']
const HOSPITAL_KM = 25
function hospitalAcrossTheCountry(t: GeneratedText): string | false {
  const text = textOf(t)
  const found = HOSPITAL_AT.exec(text)
  const town = storyTown(t)
  if (!found || town === undefined) return false
  const hospital = GERMAN_NAME.get(found.slice(1).find((name) => name !== undefined) ?? '') ?? ''
  const km = distanceKm(town, hospital)
  const nearest = Math.min(...HOSPITAL_TOWNS.map((other) => distanceKm(town, other)))
  return km > HOSPITAL_KM && km - nearest > 15 ? `${town} → ${found[0]} (${Math.round(km)} km)` : false
}

// --- 23. A new building's contractor or guest society from far away ---------------------------------

const FROM_TOWN = new RegExp(`(?:Unternehmer \\S+ aus|l.entrepreneur \\S+, d[e'] ?|Gesangverein von|Musikgesellschaft von|chorale d[e'] ?|harmonie d[e'] ?|fanfare d[e'] ?) ?(${ANY_TOWN})`, 'gu')
/** A day's cart or train journey to a village's feast: the contractors and the societies of the next towns (the capital's serve all). */
const BUILDING_KM = 25
function buildingFromAfar(t: GeneratedText): string | false {
  if (kindOf(t) !== 'building') return false
  const town = storyTown(t)
  if (town === undefined) return false
  for (const found of textOf(t).matchAll(FROM_TOWN)) {
    const other = GERMAN_NAME.get(found[1] ?? '') ?? ''
    if (other !== 'Luxemburg' && distanceKm(town, other) > BUILDING_KM) return `${town} … ${found[0]} (${Math.round(distanceKm(town, other))} km)`
  }
  return false
}

// --- 24. A ribbon cut before 1920 ------------------------------------------------------------------

const RIBBON = /coupé le ruban|durchschnitt das Band|Band durch|cut the ribbon|d'Band duerchgeschnidden/
const ribbonBefore1920 = (t: GeneratedText) => (yearOf(t) < 1920 ? matchIn(bodyOf(t), RIBBON) : false)

export function sixthLocal(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('court: an alibi for an offence with no hour (a fraud, an embezzlement), or a sick cow sold by night (sixth reading, row 5)', texts, alibiWithoutHour),
    countTexts('court: "diese Aussage", "der Wirt", "l\'aubergiste", "contre lui" with no statement or accused before it (sixth reading, row 9)', texts, answerWithoutStatement),
    countTexts('council: the matter the opening or headline announces never reported, a vote headlined and not told (sixth reading, row 7)', texts, councilWithoutBusiness),
    countTexts('a hospital over 25 km away while a hospital town is 15 km nearer (sixth reading, row 8)', texts, hospitalAcrossTheCountry),
    countTexts('building: the contractor or a guest society from over 25 km away, the capital aside (sixth reading, row 23)', texts, buildingFromAfar),
    countTexts('a ribbon cut before 1920 (sixth reading, row 24)', texts, ribbonBefore1920),
  ]
}
