/**
 * The fifteenth reading's small rows fixed on i51e14 (docs/evidence/issue-51/fifteenth-reading.md, "Small"): two farm notes of
 * one issue with opposite weather or prices, a Chamber rapporteur who attacks the minister and answers himself, a farm burning
 * in the capital's streets, a fireman of a brigade the text never called, a band planning its "summer" outing in late July, and
 * a ration-card notice that gives the streets A to K their hours and L to Z none. Each is counted over every text the generator
 * wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')
const issueOf = (t: GeneratedText) => `${t.periodical} ${t.date} ${t.edition}`
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))

/** Each text's verdict, by issue: a rule of one issue counts the texts that another text of their issue gainsays. */
function gainsaidInIssue(texts: readonly GeneratedText[], verdictOf: (t: GeneratedText) => string | undefined): (t: GeneratedText) => string | false {
  const verdicts = new Map<string, Set<string>>()
  for (const t of texts) {
    const verdict = verdictOf(t)
    if (verdict === undefined) continue
    const seen = verdicts.get(issueOf(t)) ?? new Set<string>()
    seen.add(verdict)
    verdicts.set(issueOf(t), seen)
  }
  return (t) => {
    const own = verdictOf(t)
    const all = own === undefined ? undefined : verdicts.get(issueOf(t))
    return own !== undefined && all !== undefined && all.size > 1 ? `${own} beside ${[...all].filter((v) => v !== own).join(', ')}` : false
  }
}

// --- Row 1. Two farm notes of one issue, one of weeks too dry and one of weeks too wet; or of good and low prices ----------------

const DRY = /ze dréchen|bal guer net gereent|zu trocken|Trockenheit|trop sec|sécheresse|too dry/iu
const WET = /ze naass|vill gereent|zu na(?:ß|ss)|anhaltende Regen|Nässe|trop humide|pluies persistantes|too wet/iu

/** A farm note's weather, where it blames one kind only (one that blames both is counted by itself, farmWeatherBothWays). */
function weatherOf(t: GeneratedText): string | undefined {
  if (kindOf(t) !== 'agriculture') return undefined
  const dry = DRY.test(bodyText(t))
  const wet = WET.test(bodyText(t))
  return dry === wet ? undefined : dry ? 'dry' : 'wet'
}

/** "die lange Trockenheit habe dem Hafer geschadet. Die Witterung der letzten Wochen war zu naß." */
function farmWeatherBothWays(t: GeneratedText): string | false {
  if (kindOf(t) !== 'agriculture') return false
  const dry = DRY.exec(bodyText(t))
  const wet = WET.exec(bodyText(t))
  return dry && wet ? `${dry[0]} … ${wet[0]}` : false
}

const LB_PRICES = /waren d'Präisser (gutt|net schlecht|ze niddreg)/u
const pricesOf = (t: GeneratedText) => (kindOf(t) === 'agriculture' && t.language === 'lb' ? LB_PRICES.exec(bodyText(t))?.[1] : undefined)

// --- Row 2. The rapporteur who attacks the minister and then answers himself ------------------------------------------------

const RAPPORTEUR = /(?:Rapporteur war den Deputéierten|Berichterstatter war der Abgeordnete|Berichterstatter(?: ist|,)? (?:der )?Abgeordnete|rapporteur(?: était|,)? M\.|rapporteur was Mr\.?) ?(\p{Lu}[\p{L}-]+)/u

/** "Rapporteur war den Deputéierten Brück. Den Deputéierten Brück … huet dem Minister virgehäit": the rapporteur named again. */
function rapporteurTwice(t: GeneratedText): string | false {
  if (kindOf(t) !== 'chamber') return false
  const text = bodyText(t)
  const found = RAPPORTEUR.exec(text)
  const name = found?.[1]
  if (!found || name === undefined) return false
  return new RegExp(`(?<!\\p{L})${name}(?!\\p{L})`, 'u').test(text.slice(found.index + found[0].length)) ? `${name}: ${text.slice(found.index, found.index + 160)}` : false
}

// --- Row 3. A farm burning in the capital -----------------------------------------------------------------------------------

const FARM_BUILDING = /farmhouse|\bbarn\b|\bstable\b|cowshed|\bferme\b|grange|écurie|étable|Scheune|Scheier|Stallung|Ökonomiegebäude|Bauernhaus|Bauerenhaus/iu

/** From 1950, "Brand in Luxemburg: die Scheune der Familie Molitor": the fire's town (its event) the capital, a farm building in its headline or first paragraph. */
function farmFireInTheCapital(t: GeneratedText): string | false {
  if (kindOf(t) !== 'fire' || Number(t.date.slice(0, 4)) < 1950 || !t.event?.startsWith('fire:Luxemburg:')) return false
  const found = FARM_BUILDING.exec(`${printedHeadline(t.title)} ${t.paragraphs[0] ?? ''}`)
  return found ? `${found[0]}: ${printedHeadline(t.title)}` : false
}

// --- Row 4. A fireman of a brigade the text never called -----------------------------------------------------------------

const HURT_FIREMAN = /One fireman from ([\p{L} -]+?) was|Ein Feuerwehrmann aus ([\p{L} -]+?) erlitt/u

/** "One fireman from Beaufort was slightly burned" where no other line names Beaufort (its brigade coming to help). */
function firemanOfNoBrigade(t: GeneratedText): string | false {
  if (kindOf(t) !== 'fire') return false
  const text = bodyText(t)
  const found = HURT_FIREMAN.exec(text)
  const town = found?.[1] ?? found?.[2]
  if (!found || town === undefined) return false
  const rest = `${printedHeadline(t.title)} ${text.slice(0, found.index)} ${text.slice(found.index + found[0].length)}`
  return rest.includes(town) ? false : found[0]
}

// --- Row 5. An outing planned for a season already half gone ------------------------------------------------------------------

/** The lb outings and the months of the issue in which their season is no longer ahead. */
const PASSED: readonly (readonly [RegExp, readonly number[]])[] = [
  [/Am Summer ass en Ausfluch/u, [7, 8, 9, 10, 11]],
  [/Am Hierscht ass en Ausfluch/u, [10, 11, 12, 1, 2, 3, 4, 5]],
  [/Am Fréijoer ass en Ausfluch/u, [4, 5, 6, 7, 8]],
]
function outingPassed(t: GeneratedText): string | false {
  if (kindOf(t) !== 'society' || t.language !== 'lb') return false
  const passed = PASSED.find(([outing, months]) => outing.test(bodyText(t)) && months.includes(monthOf(t)))
  return passed ? `${t.date}: ${passed[0].source}` : false
}

// --- Row 6. A ration-card notice with the hours of one letter group -------------------------------------------------------

function oneLetterGroup(t: GeneratedText): string | false {
  const text = bodyText(t)
  const first = text.includes('A bis K')
  return first === text.includes('L bis Z') ? false : first ? 'A bis K, no L bis Z' : 'L bis Z, no A bis K'
}

export function fifteenthE(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifteenth E15 1: a farm note (lb, de, fr) whose weeks were too dry in an issue with another of weeks too wet (or the reverse)', texts, gainsaidInIssue(texts, weatherOf)),
    countTexts('fifteenth E15 1: a farm note whose weeks were both too dry and too wet', texts, farmWeatherBothWays),
    countTexts('fifteenth E15 1: an lb farm note whose market prices were good, fair or low beside another of the same issue saying otherwise', texts, gainsaidInIssue(texts, pricesOf)),
    countTexts('fifteenth E15 2: a Chamber report whose rapporteur is named again as another speaker (he attacks the minister and answers himself)', texts, rapporteurTwice),
    countTexts('fifteenth E15 3: from 1950, a farm building (barn, stable, farmhouse) burning in the capital', texts, farmFireInTheCapital),
    countTexts('fifteenth E15 4: a fireman "from" a town hurt at a fire whose text names no brigade or anything else of that town', texts, firemanOfNoBrigade),
    countTexts("fifteenth E15 5: an lb club's general meeting planning its outing for a season already begun or past", texts, outingPassed),
    countTexts('fifteenth E15 6: a ration-card notice giving one letter group of streets its hours and the other none', texts, oneLetterGroup),
  ]
}
