/**
 * The lead's fixes of the ninth reading's leftovers and the tenth reading's rows outside the helpers' files
 * (docs/evidence/issue-51/tenth-reading.md), each counted over every text the generator wrote: a fair's
 * telegram that gives its head count and then says the details are missing, a great steelworks employing a
 * few hundred, an English band concert told in three lines, and a telephone number written into an
 * advertisement's own words. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { LAST_KING_GRAND_DUKE_END } from '#src/demo/era.ts'
import { escapeRegExp } from '#src/domain/regex.ts'
import { LAW_SUBJECTS } from '#src/demo/laws.ts'
import { onceAnIssue } from '#src/demo/ads.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))

/** A fair or market telegram (a head count of cattle) closed as if its news were not yet in. */
function fairDetailsMissing(t: GeneratedText): string | false {
  const body = bodyOf(t)
  if (!/Stück Vieh|têtes de bétail/u.test(body)) return false
  return /Einzelheiten fehlen|Ausführlicher Bericht folgt|détails manquent|manque encore de détails|plus amples détails/u.exec(body)?.[0] ?? false
}

/** A steelworks' whole workforce under 4,000 before the crisis of 1975: each of the great works employed several thousand. */
function smallSteelWorkforce(t: GeneratedText): string | false {
  if (t.language !== 'en' || yearOf(t) >= 1975) return false
  const found = /works at [^.]* now employ ([\d,]+) people/u.exec(bodyOf(t))
  return found && Number(found[1]?.replace(/,/gu, '')) < 4000 ? found[0] : false
}

/** An English band concert in fewer than four sentences (the ninth reading: "The programme of twelve pieces ended with a march." and no more). */
function thinConcert(t: GeneratedText): string | false {
  if (t.language !== 'en' || !/^Music: the /u.test(t.title)) return false
  const sentences = t.paragraphs.join(' ').split(/(?<=[.!?])\s+/u).filter((s) => s.trim() !== '').length
  return sentences < 4 ? `${sentences} sentences` : false
}

/** A telephone number inside an advertisement's own words, where the era's length rule of its telephone line does not reach. */
function inlineTelephone(t: GeneratedText): string | false {
  if (t.type !== 'ADVERTISEMENT') return false
  return t.paragraphs.some((p) => /\b(?:Telephone|Téléphone|Telephon|Tel\.) (?:n° |Nr\. )?\d+ or /u.test(p)) ? t.title : false
}

/** The Belgian Chamber passing its workers' pensions law outside the years it passed one (1900, 1924, 1955). */
function belgianPensionsOutOfYear(t: GeneratedText): string | false {
  if (!/Arbeiterpensionen|pensions ouvrières/u.test(bodyOf(t)) || !/belgische Kammer|Chambre belge/u.test(bodyOf(t))) return false
  return [1900, 1924, 1955].includes(yearOf(t)) ? false : t.date
}

/** An lb shop's opening ad whose headline names goods its words never sell, or a furniture sale of tools and timber. */
function lbAdBeside(t: GeneratedText): string | false {
  if (t.type !== 'ADVERTISEMENT' || t.language !== 'lb') return false
  const good = /^Nei zu [^:]+: (.+) am Geschäft /u.exec(t.title)?.[1]
  if (good !== undefined && !bodyOf(t).slice(t.title.length).includes(good)) return `${good}: ${t.paragraphs[0] ?? ''}`
  return /^Verkaf vu Miwwelen/u.test(t.title) && /Schräinergeschir an Holz/u.test(bodyOf(t)) ? t.title : false
}

/** A French appointment's decree in the wrong sovereign's form: "royal grand-ducal" to 23 November 1890, "grand-ducal" after. */
function appointmentDecreeForm(t: GeneratedText): string | false {
  const found = /Arrêté (?:royal )?grand-ducal du|arrêté (?:royal )?grand-ducal du/u.exec(bodyOf(t))?.[0]
  if (found === undefined || t.language !== 'fr' || !t.template.startsWith('appointments:')) return false
  const royal = found.includes('royal')
  const before = t.date < LAST_KING_GRAND_DUKE_END
  return royal === before ? false : `${t.date}: ${found}`
}

/** fr: a mayor "re-elected" by the voters, whom the sovereign named from among the councillors. */
function frMayorReelected(t: GeneratedText): string | false {
  return t.language === 'fr' && /bourgmestre [^.;]* a été réélue? à une/u.test(bodyOf(t)) ? (/bourgmestre [^.;]* a été réélue? à une/u.exec(bodyOf(t))?.[0] ?? false) : false
}

/** fr: a deputy "of" a town after 1919, when the deputies were elected in four constituencies. */
function frDeputyOfTown(t: GeneratedText): string | false {
  if (t.language !== 'fr' || yearOf(t) < 1919) return false
  return /, députée? d(?:e |’|')(?!la circonscription)[^,]*,/u.exec(bodyOf(t))?.[0] ?? false
}

/** The mills' pairs of the lb serial: the mill's village and the town the schoolmaster is bound for, one road apart. */
const MILL_ROADS = new Set(['Befort Fels', 'Hosingen Clerf', 'Bissen Mersch', 'Junglinster Fels', 'Redingen Ettelbrück', 'Kehlen Capellen', 'Ulflingen Clerf'].map((pair) => pair.toLowerCase()))
/** A town's German name by its Luxembourgish one, as the demo writes both (vocabulary.ts). */
const GERMAN_OF_LB: ReadonlyMap<string, string> = new Map(PLACES.map((place) => [place.lb, place.de]))

/** lb serial "D'Millen": the schoolmaster bound for a town that is not the next on the mill's road. */
function farMill(t: GeneratedText): string | false {
  if (t.language !== 'lb' || !/^D'Millen /u.test(t.title)) return false
  const mill = /^D'Millen (?:vu|vun) (\S+)/u.exec(t.title)?.[1]?.replace(/[.,]$/u, '')
  const bound = /sollt haut den Owend zu (\S+?) sinn/u.exec(bodyOf(t))?.[1]
  if (mill === undefined || bound === undefined) return false
  const pair = `${GERMAN_OF_LB.get(mill) ?? mill} ${GERMAN_OF_LB.get(bound) ?? bound}`.toLowerCase()
  return MILL_ROADS.has(pair) ? false : `${mill} → ${bound}`
}

/** Each law subject's German and French wording (an ordinance of the occupation has none in French), its slots ({town}) open, as a title names it ("betreffend …", "concernant …"). */
const SUBJECT_PATTERNS = LAW_SUBJECTS.map((subject) => ({
  key: subject.de,
  pattern: new RegExp([subject.de, subject.fr].filter((words) => words !== '').map((words) => words.split(/\{[^}]*\}/u).map(escapeRegExp).join('.+?')).join('|'), 'u'),
}))

/** The laws of an issue that share a subject with an earlier law of the same issue (tenth reading row 9: two hunting laws a day apart). */
function lawsTwiceInAnIssue(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const seen = new Map<string, Set<string>>()
  const twice = new Set<GeneratedText>()
  for (const t of texts) {
    if (t.type !== 'LAW') continue
    const subject = SUBJECT_PATTERNS.find((entry) => entry.pattern.test(t.title))?.key
    if (subject === undefined) continue
    const issue = `${t.periodical} ${t.date} ${t.edition}`
    const subjects = seen.get(issue) ?? new Set<string>()
    if (subjects.has(subject)) twice.add(t)
    seen.set(issue, subjects.add(subject))
  }
  return (t) => (twice.has(t) ? t.title : false)
}

/** de: a barn or stable fire blamed on an overturned stable lantern from 1950, when farms had electric light (tenth reading row 13; i51g10 fixed the fr). */
function deLanternFire(t: GeneratedText): string | false {
  return t.language === 'de' && yearOf(t) >= 1950 ? (/umgestürzten? (?:Stall?aterne|Laterne)/u.exec(bodyOf(t))?.[0] ?? false) : false
}

/** A second advertisement of one shape in an issue (two nurseries in the same sentence but two option words), a family's notices aside. */
function adShapeTwice(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const seen = new Set<string>()
  const twice = new Set<GeneratedText>()
  for (const t of texts) {
    if (t.type !== 'ADVERTISEMENT' || !onceAnIssue(t.template)) continue
    const key = `${t.periodical} ${t.date} ${t.edition} ${t.template}`
    if (seen.has(key)) twice.add(t)
    seen.add(key)
  }
  return (t) => (twice.has(t) ? t.template : false)
}

export function tenthLead(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a fair\'s telegram that gives its head count and then says the details are missing (tenth reading row 7)', texts, fairDetailsMissing),
    countTexts('en: a great steelworks employing under 4,000 before 1975 (tenth reading row 12)', texts, smallSteelWorkforce),
    countTexts('en: a band concert told in fewer than four sentences (ninth reading, English culture notes)', texts, thinConcert),
    countTexts('the Belgian Chamber passing its workers\' pensions law outside 1900, 1924 and 1955 (tenth reading, still seen)', texts, belgianPensionsOutOfYear),
    countTexts('lb: a shop opening ad whose headline\'s goods its words never name, a furniture sale of tools (tenth reading, small)', texts, lbAdBeside),
    countTexts('fr: an appointment by "arrêté grand-ducal" before 23 November 1890, or "royal grand-ducal" after (tenth reading row 4)', texts, appointmentDecreeForm),
    countTexts('fr: a mayor re-elected by the voters (ninth reading, small; i51c10 fixed the de)', texts, frMayorReelected),
    countTexts('fr: a deputy of a town after 1919 (ninth reading, still seen; i51b10 fixed the en)', texts, frDeputyOfTown),
    countTexts('lb serial: the mill\'s schoolmaster bound for a town off its road (ninth reading, small)', texts, farMill),
    countTexts('two laws of one subject in one issue (tenth reading row 9)', texts, lawsTwiceInAnIssue(texts)),
    countTexts('de: a fire from an overturned stable lantern from 1950 (tenth reading row 13)', texts, deLanternFire),
    countTexts('a second advertisement of one shape in an issue, a family\'s notices aside (the lead\'s reading of the quoted 1942 issue: three nurseries)', texts, adShapeTwice(texts)),
    countTexts('a telephone number written into an advertisement\'s words, outside the era\'s length rule (i51b10 leftover)', texts, inlineTelephone),
  ]
}
