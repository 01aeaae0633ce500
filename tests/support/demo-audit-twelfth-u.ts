/**
 * Four faults of the twelfth close reading's "still seen" list (docs/evidence/issue-51/twelfth-reading.md), fixed on
 * i51u12: a French vintage "begun" while a grower already tops the wine auction; "le 8 septembre soir" without "au";
 * two death notices of one issue with the same death day and the same funeral day and hour; and the councils of Esch,
 * Differdange and Dudelange given another size than their own (first: eleven or fewer from 1910; now the 1913 arrêté's sizes). Each is counted over every text the
 * generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))

// --- 1. A harvest just begun and the same season's wine already at auction -------------------------------------

/** The auctions sold the last vintage in winter and spring: a harvest report that says the picking has begun has none. */
const BEGUN = /vendanges ont commencé|hat .{0,40}Weinlese begonnen|Weinlese hat .{0,30}begonnen|Wiesse .{0,30}ugefaang|ugefaang .{0,30}Wiesse|grape harvest (?:has )?beg[au]n/u
const AUCTION = /vente publique|meilleur prix à la vente|Versteigerung|Verstee?gerung|auction/u
const harvestAndAuction = (t: GeneratedText) => (kindOf(t) === 'vintage' && BEGUN.test(bodyOf(t)) ? matchIn(bodyOf(t), AUCTION) : false)

// --- 2. "le 8 septembre soir" ------------------------------------------------------------------------------------

const FR_MONTHS = 'janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre'
const BARE_PART_OF_DAY = new RegExp(`(?<![\\p{L}\\d])(?:\\d{1,2}|1er) (?:${FR_MONTHS}) (?:soir|matin)(?!\\p{L})`, 'u')
const barePartOfDay = (t: GeneratedText) => (t.language === 'fr' ? matchIn(bodyOf(t), BARE_PART_OF_DAY) : false)

// --- 3. Two families of one issue burying their dead at the same hour, after deaths on the same day ---------------

const MONTHS = [
  FR_MONTHS,
  'Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember',
  'Mäerz|Abrëll|Mee',
  'January|February|March|April|May|June|July|August|September|October|November|December',
].join('|')
const A_DATE = new RegExp(`(?<!\\d)(\\d{1,2})(?:\\.|er)? (?:${MONTHS})(?!\\p{L})`, 'gu')
const FUNERAL = new RegExp(`(?<!\\d)(\\d{1,2})(?:\\.|er)? (?:${MONTHS}),?[^.;]*? (?:um|à|at) (\\d{1,2})(?: Uhr| heures?| Auer| [ap]\\.m\\.)( (?:nachmittags|abends|de l'après-midi|du soir)| p\\.m\\.)?`, 'u')
const YESTERDAY = /(?<!\p{L})(?:gestern|hier|yesterday|gëschter)(?!\p{L})/iu
const DAY_BEFORE = /(?<!\p{L})(?:vorgestern|avant-hier)(?!\p{L})/iu

/** The issue's day less some days, as a day of the month. */
function dayBefore(date: string, days: number): number {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() - days)
  return d.getUTCDate()
}

/** "death day | funeral day | hour (24-hour clock)" of a notice, by days of the month (a notice's days lie within a week). */
function deathAndFuneral(t: GeneratedText): string | undefined {
  const text = t.paragraphs.join(' ')
  const funeral = FUNERAL.exec(text)
  if (!funeral) return undefined
  const before = text.slice(0, funeral.index)
  const dated = [...before.matchAll(A_DATE)][0]?.[1]
  const died = DAY_BEFORE.test(before) ? dayBefore(t.date, 2) : YESTERDAY.test(before) ? dayBefore(t.date, 1) : dated === undefined ? undefined : Number(dated)
  if (died === undefined) return undefined
  const hour = Number(funeral[2]) + (funeral[3] !== undefined && Number(funeral[2]) < 12 ? 12 : 0)
  return `${died} | ${funeral[1] ?? ''} | ${hour}`
}

/** The death notices of the corpus that share their death day and funeral day and hour with another of their issue. */
function sameFuneralInIssue(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const keyOf = new Map<GeneratedText, string>()
  const seen = new Map<string, number>()
  for (const t of texts) {
    if (t.type !== 'DEATH_NOTICE') continue
    const key = deathAndFuneral(t)
    if (key === undefined) continue
    const full = `${t.periodical} ${t.date} ${t.edition}: ${key}`
    keyOf.set(t, full)
    seen.set(full, (seen.get(full) ?? 0) + 1)
  }
  return (t) => {
    const key = keyOf.get(t)
    return key !== undefined && (seen.get(key) ?? 0) > 1 ? key : false
  }
}

// --- 4. A steel town's council of another size than its own ----------------------------------------------------

/**
 * The councils of Esch, Differdange and Dudelange: 11 members until the arrêté of 1 August 1913 (electoral law of 13 July
 * 1913, art. 190) raised them to 13, sitting from 1914; from the elections of 1987 (law of 13 March 1987, art. 147) Esch's
 * 19, the two others' at least 15. (This rule first held "no eleven or fewer from 1910", taking 15 members from 1900–1910:
 * a size the 1913 arrêté contradicts; issue 51, thirteenth-fixes-i51k13.) A report names between its size less two and its
 * size present, and a vote's yes and no leave at most two more out.
 */
const STEEL_TOWN_SIZES: Readonly<Record<string, readonly (readonly [number, number])[]>> = {
  'Esch an der Alzette': [[1914, 13], [1988, 19]],
  Differdingen: [[1914, 13], [1988, 15]],
  Düdelingen: [[1914, 13], [1988, 15]],
}
const WORDS: Readonly<Record<string, number>> = {
  sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15, sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19,
  sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11, douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, 'dix-sept': 17, 'dix-huit': 18, 'dix-neuf': 19,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  siwen: 7, aacht: 8, néng: 9, zéng: 10, eelef: 11, zwielef: 12, dräizéng: 13, véierzéng: 14, fofzéng: 15, siechzéng: 16, siwwenzéng: 17, uechtzéng: 18, nonzéng: 19,
}
const PRESENT = /(?<![\p{L}-])([\p{L}-]+|\d+) (?:Mitglieder (?:waren erschienen|waren anwesend|erschienen waren)|conseillers étaient présents|Conseilleren)|où siégeaient ([\p{L}-]+|\d+) conseillers|with ([\p{L}-]+|\d+) members present/u
/**
 * A vote of the de, fr and lb reports, whose yes and no are drawn from the members present: the English one's are of
 * "seats-7..seats-5 votes to 1-3", which leaves a large council's absent and abstaining out, and are not counted.
 */
const VOTES = /(?<!\d)(\d+) (?:voix )?(?:gegen|contre|géint) (\d+)(?!\d)/u

function steelTownCouncilSize(t: GeneratedText): string | false {
  const town = t.event?.split(':')[1] ?? ''
  const sizes = STEEL_TOWN_SIZES[town]
  if (kindOf(t) !== 'council' || sizes === undefined) return false
  let size = 11
  for (const [from, seats] of sizes) if (yearOf(t) >= from) size = seats
  const text = t.paragraphs.join(' ')
  const present = PRESENT.exec(text)
  const said = present?.[1] ?? present?.[2] ?? present?.[3]
  const count = said === undefined ? undefined : /^\d+$/u.test(said) ? Number(said) : WORDS[said.toLowerCase()]
  if (said !== undefined && count === undefined) return `${present?.[0] ?? ''}: a number this rule does not read`
  if (count !== undefined && (count > size || count < size - 2)) return `${present?.[0] ?? ''} (council of ${size})`
  const votes = VOTES.exec(text)
  const cast = votes ? Number(votes[1]) + Number(votes[2]) : undefined
  return votes && cast !== undefined && (cast > size || cast < size - 4) ? `${votes[0]} (council of ${size})` : false
}

export function twelfthU(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('twelfth U 1: a vintage report of a harvest begun that has a grower top the wine auction (all languages)', texts, harvestAndAuction),
    countTexts('twelfth U 2: fr "le 8 septembre soir" / "matin" (without "au")', texts, barePartOfDay),
    countTexts('twelfth U 3: two death notices of one issue with the same death day and the same funeral day and hour', texts, sameFuneralInIssue(texts)),
    countTexts('twelfth U 4: a council of Esch, Differdange or Dudelange with more members present than its size (11; 13 from 1914; from 1988 Esch 19, the others 15) or fewer than its size less two, or voting fewer than its size less four', texts, steelTownCouncilSize),
  ]
}
