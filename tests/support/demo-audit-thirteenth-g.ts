/**
 * The thirteenth reading's advertisement rows fixed on i51g13 (docs/evidence/issue-51/thirteenth-reading.md, rows 4, 5, 8
 * and 11, and the still-seen hotel-pension of a small town): a woman as the master of a garage, a smithy, a tailor's or a
 * builder's business before 1970; a flat to let from an odd day two days after the paper; bride and groom of one surname;
 * a commune's wood sale in summer; a hotel-pension where a town had an inn. Each is counted over every text the generator
 * wrote; the integration test holds each to 0.
 */
import { MONTHS } from '#src/demo/calendar.ts'
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { GIVEN_NAMES } from '#src/demo/people.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const isAd = (t: GeneratedText) => t.template.startsWith('ad:')
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. A woman as the master of a man's trade ------------------------------------------------------------------

/** Names only a woman bears: one borne by both proves nothing. */
const MALE = new Set(GIVEN_NAMES.male)
const ONLY_FEMALE = GIVEN_NAMES.female.filter((name) => !MALE.has(name))
const WOMAN_NAMED = new RegExp(`(?<![\\p{L}])(?:${ONLY_FEMALE.join('|')}) \\p{Lu}[\\p{L}-]+|Die Unterzeichnete|La soussignée`, 'u')
/**
 * The trades a woman did not run as master before about 1970: the motor garage and the car dealer's, the smithy, the
 * locksmith's, the master tailor's, the builder's.
 */
const MAN_TRADE = /Reparaturwerkst|Autoreparatur|Garage|Automobile|Motor cars|Schmiede|Schlosserei|forge|maréchal-ferrant|serrurerie|Schneidermeister|Bauunternehmer|entrepreneur/u
function womanAsMaster(t: GeneratedText): string | false {
  // The Luxembourgish advertisements are another helper's (i51d13): "Bei {P.fam} zu …" names a shop's keeper with no role.
  if (!isAd(t) || t.language === 'lb' || yearOf(t) >= 1970) return false
  const title = printedHeadline(t.title)
  if (!MAN_TRADE.test(title) && !/Bauunternehmer|entrepreneur/u.test(textOf(t))) return false
  const woman = WOMAN_NAMED.exec(textOf(t))
  return woman ? `${title} … ${woman[0]}` : false
}

// --- 2. A flat to let from an odd day, days after the paper ------------------------------------------------------

/** "auf den 13. März zu vermieten", "à louer pour le 13 mars": the day a let begins. */
const LET_DAY = new RegExp(`(?:auf den|à louer pour le) (\\d+)(?:er|\\.)? (${[...MONTHS.de, ...MONTHS.fr].join('|')})`, 'u')
const monthNumber = (name: string) => (MONTHS.de.includes(name) ? MONTHS.de.indexOf(name) : MONTHS.fr.indexOf(name)) + 1
/** The least notice a let is advertised with: two weeks. */
const LET_NOTICE_DAYS = 14
function oddLetDay(t: GeneratedText): string | false {
  if (!isAd(t) || !/zu vermieten|à louer/u.test(textOf(t))) return false
  const found = LET_DAY.exec(textOf(t))
  if (!found) return false
  const day = Number(found[1])
  const month = monthNumber(found[2] ?? '')
  const issue = Date.UTC(yearOf(t), monthOf(t) - 1, Number(t.date.slice(8, 10)))
  const let_ = Date.UTC(yearOf(t) + (month < monthOf(t) ? 1 : 0), month - 1, day)
  const days = Math.round((let_ - issue) / 86_400_000)
  return day !== 1 || days < LET_NOTICE_DAYS ? `${t.date}: ${found[0]} (${days} days on)` : false
}

// --- 3. Bride and groom of one surname --------------------------------------------------------------------------

/** "Verlobung in Ettelbrück: Angélique Glesener und Nikolaus Glesener.", "Fiançailles : Elisabeth Schmit et Paul Schmit." */
const COUPLE = /: (?:\S+) (\S+) (?:und|et) (?:\S+) ([^\s.]+)\.?$/u
/** "Geburtsanzeige der Familie Weber, …" over "… Frau Anna, geb. Weber"; "Naissance chez Weber-Weber". */
function sameSurname(t: GeneratedText): string | false {
  if (!isAd(t)) return false
  const title = printedHeadline(t.title)
  if (/^(?:Verlobung|Fiançailles)/u.test(title)) {
    const couple = COUPLE.exec(title)
    return couple && couple[1] === couple[2] ? title : false
  }
  const family = /^Geburtsanzeige der Familie ([^,]+),/u.exec(title)?.[1]
  if (family !== undefined && textOf(t).includes(`geb. ${family},`)) return title
  const pair = /^Naissance chez ([^-,]+)-([^,]+),/u.exec(title)
  return pair && pair[1] === pair[2] ? title : false
}

// --- 4. A commune's wood sale in summer -------------------------------------------------------------------------

const WOOD_SALE = /Holzversteigerung|Bois à vendre dans la forêt communale/u
/** The commune sold its felled beech from November to April. */
const woodSaleInSummer = (t: GeneratedText) => (isAd(t) && WOOD_SALE.test(t.title) && monthOf(t) >= 5 && monthOf(t) <= 10 ? `${t.date}: ${printedHeadline(t.title)}` : false)

// --- 5. A hotel-pension of a town that had an inn -----------------------------------------------------------------

/**
 * The towns (French names) a traveller's house was a hotel-pension in, and from when: the resorts of the Ardennes, the
 * Mullerthal and the Moselle, Mondorf's spa and the capital; Wiltz after the 1920s. Written out here, not taken from the
 * generator, so a town added there without reason is counted.
 */
const RESORTS: Readonly<Record<string, number>> = {
  Luxembourg: 1880,
  'Mondorf-les-Bains': 1880,
  Vianden: 1880,
  Echternach: 1880,
  Clervaux: 1880,
  Larochette: 1880,
  Remich: 1880,
  Grevenmacher: 1880,
  Wiltz: 1925,
}
function hotelPensionOfInnTown(t: GeneratedText): string | false {
  const title = printedHeadline(t.title)
  const town = /^H[ôo]tel-[Pp]ension .*?, à (.+)\.$/u.exec(title)?.[1]
  if (town === undefined) return /^H[ôo]tel-[Pp]ension/u.test(title) ? `${t.date}: ${title} (no town)` : false
  const from = RESORTS[town]
  return from === undefined || yearOf(t) < from ? `${t.date}: ${title}` : false
}

export function thirteenthG(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('thirteenth G13 1: a de/fr/en ad before 1970 with a woman as master of a garage, car dealer\'s, smithy, tailor\'s or builder\'s ("Garage Muller" … "Anne Muller")', texts, womanAsMaster),
    countTexts('thirteenth G13 2: a flat to let from a day not the 1st of a month, or less than two weeks after the issue ("à louer pour le 13 mars" on 11 March)', texts, oddLetDay),
    countTexts('thirteenth G13 3: an engagement or birth notice whose bride and groom share a surname ("Elisabeth Schmit et Paul Schmit")', texts, sameSurname),
    countTexts('thirteenth G13 4: a commune\'s wood sale advertised in May–October', texts, woodSaleInSummer),
    countTexts('thirteenth G13 5: a hotel-pension advertised in a town (or year) that had an inn (not a resort: Hosingen 1958)', texts, hotelPensionOfInnTown),
  ]
}
