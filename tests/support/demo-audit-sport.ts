/**
 * Faults of the second close reading (docs/evidence/issue-51/second-reading.md, rows 13, 15, 18,
 * 19, 21 and 22), each counted over every text the generator wrote: football clubs before they
 * were founded or after they merged, league football on a weekday, French clubs' agreement, the
 * Luxembourgish n-rule outside dates, French medical reports against their own figures or their
 * time, and the capital's mayor invented by name or its council voting as a village's. The
 * integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 *
 * The facts are the audit's own (club years, the capital council's size), not the generator's:
 * a rule that read the generator's table would keep whatever the table got wrong.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn, printedHeadline } from './demo-audit.ts'

// --- 13. Football clubs outside their years --------------------------------------------------

/**
 * Each club the football reports name, in any language, with the first season it played and the
 * year it ended (merged into another). Racing and Sporting merged into the Spora in 1923; US
 * Hollerich and Jeunesse Verlorenkost into the Union in 1925; the SC Differdange became the Red
 * Boys in 1919; the Stade, US and Alliance Dudelange into the F91 in 1991.
 */
const CLUBS: readonly { name: RegExp; from: number; to?: number }[] = [
  { name: /Fola/, from: 1906 },
  { name: /Jeunesse/, from: 1907 },
  { name: /Racing/, from: 1907, to: 1923 },
  { name: /Sporting/, from: 1909, to: 1923 },
  { name: /US Hollerich|US Hollerech/, from: 1908, to: 1925 },
  { name: /US R[üu]mel|US Rëmeleng/, from: 1907 },
  { name: /Red Boys/, from: 1919, to: 2003 },
  { name: /Stade D[üu]del|Stade Diddeleng/, from: 1913, to: 1991 },
  { name: /Etzella/, from: 1917 },
  { name: /Progrès/, from: 1919 },
  { name: /Aris/, from: 1922, to: 2001 },
  { name: /Spora/, from: 1923, to: 2005 },
  { name: /(?<![\p{L}])Union(?![\p{L}])/u, from: 1925, to: 2005 },
]
const FOOTBALL = /^football:/

function clubOutOfItsYears(t: GeneratedText): string | false {
  if (!FOOTBALL.test(t.template)) return false
  const year = Number(t.date.slice(0, 4))
  // The first league was the season 1909–10: no league report before its autumn.
  if (t.date < '1909-09') return `league football in ${year}`
  const text = bodyOf(t)
  for (const club of CLUBS) {
    if (club.name.test(text) && (year < club.from || (club.to !== undefined && year >= club.to))) return `${matchIn(text, club.name)} (${club.from}–${club.to ?? ''}) in ${year}`
  }
  return false
}

// --- 19. League football on a weekday --------------------------------------------------------

const WEEKDAY_NAMES = [
  ['Sonntag', 'dimanche', 'Sonndeg', 'Sunday'],
  ['Montag', 'lundi', 'Méindeg', 'Monday'],
  ['Dienstag', 'mardi', 'Dënschdeg', 'Tuesday'],
  ['Mittwoch', 'mercredi', 'Mëttwoch', 'Wednesday'],
  ['Donnerstag', 'jeudi', 'Donneschdeg', 'Thursday'],
  ['Freitag', 'vendredi', 'Freideg', 'Friday'],
  ['Samstag', 'samedi', 'Samschdeg', 'Saturday'],
]
const WORKDAY_WORD = new RegExp(`(?<![\\p{L}])(?:${WEEKDAY_NAMES.slice(1).flat().join('|')})(?![\\p{L}])`, 'u')
const MONTHS = ['Januar|janvier|January|Jänner', 'Februar|février|February', 'März|mars|March|Mäerz', 'April|avril|Abrëll', 'Mai|mai|May|Mee', 'Juni|juin|June', 'Juli|juillet|July', 'August|août', 'September|septembre', 'Oktober|octobre|October', 'November|novembre', 'Dezember|décembre|December']
const DAY_OF_MONTH = new RegExp(`(\\d{1,2})(?:\\.|er)? (${MONTHS.join('|')})(?![\\p{L}])`, 'u')

function dayOfWeek(year: number, month: number, day: number): number {
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay()
}

/** The weekday of the match: named, or "yesterday" and "the day before" counted from the issue, or the date of the headline. */
function matchWeekday(t: GeneratedText): { day: number; said: string } | undefined {
  const text = [t.title, ...t.paragraphs].join('\n')
  const named = WORKDAY_WORD.exec(text)
  if (named) return { day: WEEKDAY_NAMES.findIndex((names) => names.includes(named[0])), said: named[0] }
  const [y = 1900, m = 1, d = 1] = t.date.split('-').map(Number)
  const before = /(?<![\p{L}-])(vorgestern|avant-hier)(?![\p{L}])/u.exec(text) ? 2 : /(?<![\p{L}-])(gestern|hier|gëschter|yesterday)(?![\p{L}])/u.exec(text) ? 1 : 0
  if (before > 0) return { day: dayOfWeek(y, m, d - before), said: `${before} day(s) before ${t.date}` }
  // Not the issue's own date, which a headline printed before is told apart by ("… (19 mars 1927)").
  const dated = DAY_OF_MONTH.exec(printedHeadline(t.title))
  if (dated) {
    const month = MONTHS.findIndex((names) => names.split('|').includes(dated[2] ?? '')) + 1
    // The year of the date nearest before the issue.
    const year = month > m ? y - 1 : y
    return { day: dayOfWeek(year, month, Number(dated[1])), said: dated[0] }
  }
  return undefined
}

function footballOnAWeekday(t: GeneratedText): string | false {
  if (!FOOTBALL.test(t.template)) return false
  const when = matchWeekday(t)
  return when && when.day !== 0 ? `${when.said} (${WEEKDAY_NAMES[when.day]?.[0] ?? when.day})` : false
}

// --- 22. French clubs' agreement -------------------------------------------------------------

/** Clubs the French papers make feminine (la Fola, la Jeunesse, l'Union, l'US, l'Etzella, la Spora); the others are masculine. */
const FEMININE_CLUB = /^(?:la |l')(?:Fola|Jeunesse|Union|US|Etzella|Spora)/
function clubsNotAgreed(t: GeneratedText): string | false {
  if (t.language !== 'fr' || !FOOTBALL.test(t.template)) return false
  const met = /((?:le|la|les|l')[^,;]*?) et ((?:le|la|les|l')[^,;]*?) se sont rencontré(e?)s/.exec(bodyOf(t))
  if (!met) return false
  const bothFeminine = FEMININE_CLUB.test(met[1] ?? '') && FEMININE_CLUB.test(met[2] ?? '')
  return bothFeminine === (met[3] === 'e') ? false : met[0]
}

// --- 15. The Luxembourgish n-rule outside dates -----------------------------------------------

/** The words that lose their n before a consonant other than n, d, t, z, h, with their short forms. */
const N_WORDS: Record<string, string> = { vun: 'vu', an: 'a', den: 'de', en: 'e', een: 'ee', un: 'u', kéin: 'kéi', mäin: 'mäi', däin: 'däi', hunn: 'hu', ginn: 'gi', wann: 'wa', hien: 'hie' }
const SHORT_WORDS: Record<string, string> = Object.fromEntries(Object.entries(N_WORDS).map(([long, short]) => [short, long]))
const N_RULE_PAIR = new RegExp(`(?<![\\p{L}'’-])(${[...Object.keys(N_WORDS), ...Object.values(N_WORDS)].join('|')}) [„“«"(]*([\\p{L}\\d][\\p{L}\\d.'’]*)`, 'giu')

/** Whether a number, as Luxembourgish speaks it, begins with a sound that keeps the n: "vun 18" (uechtzéng), "vu 60" (siechzeg). */
function numberKeepsN(written: string): boolean {
  const n = Number((/^\d{1,3}(?:\.\d{3})+(?!\d)/.exec(written)?.[0] ?? /^\d+/.exec(written)?.[0] ?? '0').replace(/\./g, ''))
  if (n >= 1_000_000) return numberKeepsN(String(Math.floor(n / 1_000_000)))
  if (n >= 1000) return Math.floor(n / 1000) === 1 || numberKeepsN(String(Math.floor(n / 1000)))
  if (n >= 100) return Math.floor(n / 100) === 1 || numberKeepsN(String(Math.floor(n / 100)))
  if (n >= 10 && n < 20) return ![14, 15, 16, 17].includes(n)
  // Twenty-one and up say the unit first ("véieranzwanzeg"); the tens alone say themselves ("véierzeg").
  const first = n < 10 ? n : n % 10 !== 0 ? n % 10 : n / 10
  return ![4, 5, 6, 7].includes(first)
}

/** Whether the n stays before the word (the Eifel rule): before a vowel and before n, d, t, z, h. */
function keepsN(word: string): boolean {
  return /^\d/.test(word) ? numberKeepsN(word) : /^[aeiouyäëéèöüâêîôûndtzh]/i.test(word)
}

function luxNRule(t: GeneratedText): string | false {
  if (t.language !== 'lb') return false
  const text = bodyOf(t)
  for (const match of text.matchAll(N_RULE_PAIR)) {
    const [whole, written = '', next = ''] = match
    const lower = written.toLowerCase()
    // A day of the month is the date rule's (reading 6).
    if (/^\d{1,2}\.$/.test(next) && /^(?:den|de)$/.test(lower)) continue
    const long = N_WORDS[lower] !== undefined
    if (long !== keepsN(next)) return `${whole} (${long ? N_WORDS[lower] : SHORT_WORDS[lower]})`
  }
  return false
}

// --- 18. French medical reports ---------------------------------------------------------------

function medicalReportAstray(t: GeneratedText): string | false {
  if (t.language !== 'fr') return false
  const text = bodyOf(t)
  const cases = /(\d+) cas de/.exec(text)
  if (/(?<![\p{L}])un cas de/u.test(t.title) && cases && Number(cases[1]) > 1) return `${t.title} … ${cases[0]}`
  // The village fountain and the call for drinking water in the rural communes: the water mains reached them by about 1930.
  if (t.template.startsWith('medicine:') && Number(t.date.slice(0, 4)) >= 1930) return matchIn(text, /fontaine|puits|eau potable/)
  return false
}

// --- 21. The capital's mayor and council ------------------------------------------------------

/** A mayor named: "Bürgermeister Welter", "unter dem Vorsitz des Herrn Welter", "M. Krantz, bourgmestre", "the mayor, Mr. Krantz". */
const NAMED_MAYOR = /Bürgermeister(?:in|s)? \p{Lu}\p{Ll}|Vorsitz (?:des Herrn|der Frau) \p{Lu}|bisherige Bürgermeister(?:in)?, |(?:M\.|Mme) \p{Lu}[\p{L}-]*, bourgmestre|bourgmestre \p{Lu}|Buergermeeschte(?:r|sch) \p{Lu}|mayor, (?:Mr|Mrs)\./u
/**
 * The members of the capital's council: fifteen at least before 1920, twenty-five after Eich was
 * joined to the city (law of 30 June 1920, art. 3), twenty-seven from 1 January 1964 (vdl.lu).
 */
const capitalSeats = (year: number) => (year < 1920 ? 15 : year < 1964 ? 25 : 27)
const PRESENT = /(\d+|\p{L}+) (?:Mitglieder|conseillers|Memberen|members) (?:waren|étaient|were)/u
const VOTE = /(\d+) (?:gegen|contre|to|géint) (\d+)/
const WORDS: Record<string, number> = { neun: 9, zehn: 10, elf: 11, zwölf: 12, neuf: 9, dix: 10, onze: 11, douze: 12, nine: 9, ten: 10, eleven: 11, twelve: 12 }

function capitalMayorOrCouncil(t: GeneratedText): string | false {
  // The event of a text is its kind and its town (the town of its mayor).
  if (t.event?.split(':')[1] !== 'Luxemburg') return false
  const text = bodyOf(t)
  const named = matchIn(text, NAMED_MAYOR)
  if (named) return `named: ${named}`
  if (!t.template.startsWith('council:')) return false
  const seats = capitalSeats(Number(t.date.slice(0, 4)))
  const present = PRESENT.exec(text)?.[1]
  const n = present === undefined ? undefined : /^\d+$/.test(present) ? Number(present) : WORDS[present.toLowerCase()]
  if (n !== undefined && (n <= seats / 2 || n > seats)) return `${present} present of ${seats}`
  const vote = VOTE.exec(text)
  // A vote needs more than half the council present.
  if (vote && Number(vote[1]) + Number(vote[2]) <= seats / 2) return `${vote[0]} of ${seats}`
  return false
}

/** Each fault of rows 13, 15, 18, 19, 21 and 22 of the second reading, counted over all texts. */
export function sport(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('second reading 13: a football club before it was founded or after it merged ("la Spora" in 1910), or league football before 1909–10', texts, clubOutOfItsYears),
    countTexts('second reading 15, lb: the n-rule outside dates ("vu Ettelbréck", "vun 60", "e Dënschdeg")', texts, luxNRule),
    countTexts('second reading 18, fr: "un cas" over a report of many, or the village fountain from 1930', texts, medicalReportAstray),
    countTexts('second reading 19: league football on a weekday', texts, footballOnAWeekday),
    countTexts('second reading 21: the capital\'s mayor named, or its council present or voting in a village\'s numbers', texts, capitalMayorOrCouncil),
    countTexts('second reading 22, fr: two clubs that met not agreed ("la Fola et la Spora se sont rencontrés")', texts, clubsNotAgreed),
  ]
}
