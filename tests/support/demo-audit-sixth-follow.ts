/**
 * Follow-ups of the sixth close reading (docs/evidence/issue-51/sixth-reading.md and sixth-fixes-i51x.md):
 * telegrams out of their season or credited to an agency that did not wire the city's news to a paper
 * of the language, Luxembourgish summer ice, the High Authority's members as national delegates, an
 * English club's next meeting on a wrong day, the Holland-America Line under its German name in English
 * and French (docs/evidence/issue-51/sixth-fixes-i51z.md). Each is counted over every text the generator
 * wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0]
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const telegram = (t: GeneratedText) => kindOf(t) === 'telegram'
/** The paragraphs without the title: a dateline and a lead open them. */
const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. Telegrams in their season ------------------------------------------------------------------------------------

/**
 * News and the months it can be dated in: a parliament in session (no vote in the summer recess), a
 * budget "for the coming year" voted or drafted before that year, a Moselle flood in the wet half-year,
 * a cold in the winter, large troop exercises from spring to autumn, farm prices before the marketing year.
 */
const SEASONS: readonly (readonly [RegExp, readonly number[]])[] = [
  [/belgische Kammer|Chambre belge/, [12, 1, 2, 3, 4, 5, 6, 7]],
  [/\bReichstag\b/, [11, 12, 1, 2, 3, 4, 5, 6]],
  [/Unterhause|Chambre des communes/, [2, 3, 4, 5, 6, 7, 8]],
  [/House of Commons/, [11, 12, 1, 2, 3, 4, 5, 6, 7]],
  [/European Parliament|European Parliamentary Assembly|Common Assembly/, [1, 2, 3, 4, 5, 6, 7, 9, 10, 11, 12]],
  [/Versammlung des Europarates|Assemblée consultative|Versammlung vum Europarot/, [1, 4, 5, 6, 9, 10, 11]],
  [/(?:verabschiedet|passed)[^.]*(?:kommende Jahr|coming year)|(?:kommende Jahr|coming year)[^.]*(?:verabschiedet|passed)/, [11, 12]],
  [/kommende Rechnungsjahr|coming financial year/, [2, 3]],
  [/(?:Cabinet|Ministerrot)[\s\S]*(?:budget for the coming year|Budget vum nächste Joer)/, [6, 7, 8, 9, 10, 11, 12]],
  [/Assemblée nationale a poursuivi aujourd'hui la discussion du budget/, [11, 12, 1, 2, 3]],
  [/Mosel ist in der vergangenen Nacht|La Moselle a monté|The Moselle rose|D'Musel ass an der Nuecht/, [11, 12, 1, 2, 3, 4, 5]],
  [/Erkältung|refroidissement/, [10, 11, 12, 1, 2, 3, 4]],
  [/Truppenübungen|exercices de troupes/, [3, 4, 5, 6, 7, 8, 9, 10]],
  [/agreement on farm prices/, [12, 1, 2, 3, 4, 5, 6]],
  [/foreign aid bill/, [5, 6, 7, 8, 9, 10]],
]
function outOfSeason(t: GeneratedText): string | false {
  if (!telegram(t)) return false
  const body = bodyOf(t)
  for (const [news, months] of SEASONS) if (news.test(body) && !months.includes(monthOf(t))) return `${t.date}: ${matchIn(body, news) || ''}`
  return false
}
/** The Fifth Republic's budget debate: in the autumn session (from 1959). */
function budgetOfTheFifth(t: GeneratedText): string | false {
  return telegram(t) && yearOf(t) >= 1959 && ![11, 12].includes(monthOf(t)) ? matchIn(bodyOf(t), /Assemblée nationale a poursuivi aujourd'hui la discussion du budget/) : false
}

// --- 1. Telegrams: the agency that wired the city's news to a paper of the language ------------------------------------

/** "Metz, 3. Mai. (Havas) — …", "Bonn, 3 May (AP). — …": the dateline's city and its source. */
const DATELINE = /^([^,]+), [^(]*\(([^)]+)\)/
const GERMAN_CITY = /^(?:Berlin|Bonn|Metz|Trier|Trèves|Tréier)$/
const GERMAN_BUREAU = /^(?:W\.T\.B\.|D\.N\.B\.)$/
/** The agencies and the years they wired news [from, to). */
const AGENCY_YEARS: readonly (readonly [RegExp, number, number])[] = [
  [/^Havas$/, 1835, 1941],
  [/^W\.T\.B\.$/, 1849, 1934],
  [/^D\.N\.B\.$/, 1933, 1946],
  [/^Reuters?$/, 1851, 10_000],
  [/^Stefani$/, 1853, 1945],
  [/^Belga$/, 1920, 10_000],
  [/^(?:A\.F\.P\.|AFP)$/, 1944, 10_000],
  [/^ANSA$/, 1945, 10_000],
  [/^dpa$/, 1949, 10_000],
  [/^UP$/, 1907, 1958],
  [/^UPI$/, 1958, 10_000],
]
function dateline(t: GeneratedText): { city: string; source: string } | undefined {
  const match = telegram(t) ? DATELINE.exec(textOf(t)) : null
  return match ? { city: match[1] ?? '', source: match[2] ?? '' } : undefined
}
/** A correspondent's news (a cattle market) is his own; an agency's German news is the German bureau's. */
function germanNewsNotByItsBureau(t: GeneratedText): string | false {
  const line = dateline(t)
  if (!line || (t.language !== 'de' && t.language !== 'lb') || yearOf(t) < 1849 || yearOf(t) >= 1945) return false
  const byAgency = AGENCY_YEARS.some(([name]) => name.test(line.source))
  return GERMAN_CITY.test(line.city) && byAgency && !GERMAN_BUREAU.test(line.source) ? `${t.date} ${line.city} (${line.source})` : false
}
function germanBureauAbroad(t: GeneratedText): string | false {
  const line = dateline(t)
  return line && !GERMAN_CITY.test(line.city) && GERMAN_BUREAU.test(line.source) ? `${t.date} ${line.city} (${line.source})` : false
}
function agencyOutOfItsYears(t: GeneratedText): string | false {
  const line = dateline(t)
  if (!line) return false
  for (const [name, from, to] of AGENCY_YEARS) if (name.test(line.source) && (yearOf(t) < from || yearOf(t) >= to)) return `${t.date} (${line.source})`
  return false
}
function wireBeforeTheWire(t: GeneratedText): string | false {
  const line = dateline(t)
  return line && yearOf(t) < 1849 && AGENCY_YEARS.some(([name]) => name.test(line.source)) ? `${t.date} ${line.city} (${line.source})` : false
}
function localFairByAgency(t: GeneratedText): string | false {
  const line = dateline(t)
  return line?.city === 'Arlon' && AGENCY_YEARS.some(([name]) => name.test(line.source)) ? `${t.date} Arlon (${line.source})` : false
}

// --- 2. Luxembourgish road reports: no ice in summer ------------------------------------------------------------------

const LB_ICE = /Strooss war glat|gefruer|Glatäis|Äis op der Strooss/

// --- 3. The High Authority's members were no national delegates --------------------------------------------------------

const AS_DELEGATES = /Representatives of all[^.]*member countries|delegations were received|Hotels in the capital were full/
function highAuthorityAsDelegates(t: GeneratedText): string | false {
  return kindOf(t) === 'europe' && t.language === 'en' && /^The High Authority/.test(textOf(t)) ? matchIn(textOf(t), AS_DELEGATES) : false
}

// --- 4. An English club's next meeting: its weekday, after the paper ----------------------------------------------------

const EN_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const EN_WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']
function nextMeetingAmiss(t: GeneratedText): string | false {
  if (t.language !== 'en') return false
  const next = /next meeting will be held on (\w+), (\d{1,2}) (\w+)/.exec(bodyOf(t))
  const month = EN_MONTHS.indexOf(next?.[3] ?? '')
  if (!next || month < 0) return false
  // A day of an earlier month than the paper's is in the next year.
  const year = month + 1 < monthOf(t) ? yearOf(t) + 1 : yearOf(t)
  const day = new Date(Date.UTC(year, month, Number(next[2])))
  const paper = new Date(`${t.date}T00:00:00Z`)
  return EN_WEEKDAYS[day.getUTCDay()] !== next[1] || day <= paper ? `${t.date}: ${next[0]}` : false
}

/** Each follow-up of the sixth reading, counted over all texts. */
export function sixthFollow(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('sixth follow-up 1: a telegram out of its season (a parliament in its recess, a flood in summer, a budget for the coming year in spring)', texts, outOfSeason),
    countTexts('sixth follow-up 1: the Fifth Republic\'s budget debated outside its autumn session', texts, budgetOfTheFifth),
    countTexts('sixth follow-up 1: a German or Luxembourgish paper\'s German news of 1849–1944 not from the W.T.B. or the D.N.B.', texts, germanNewsNotByItsBureau),
    countTexts('sixth follow-up 1: the W.T.B. or the D.N.B. for a dispatch from outside Germany', texts, germanBureauAbroad),
    countTexts('sixth follow-up 1: a news agency in a dateline before or after its years', texts, agencyOutOfItsYears),
    countTexts('sixth follow-up 1: an agency\'s wire before 1849', texts, wireBeforeTheWire),
    countTexts('sixth follow-up 1: the Arlon fair wired by an agency', texts, localFairByAgency),
    countTexts('sixth follow-up 2: lb an icy road from May to September', texts, (t) => (t.language === 'lb' && monthOf(t) >= 5 && monthOf(t) <= 9 ? matchIn(bodyOf(t), LB_ICE) : false)),
    countTexts('sixth follow-up 3: en the High Authority\'s members as national representatives or visiting delegations', texts, highAuthorityAsDelegates),
    countTexts('sixth follow-up 4: en a next meeting on a wrong weekday or not after the paper', texts, nextMeetingAmiss),
    countTexts('sixth follow-up 5: the Holland-America Line under its German name in English or French', texts, (t) => (t.language === 'en' || t.language === 'fr' ? matchIn(`${t.title} ${bodyOf(t)}`, /Holland-Amerika/) : false)),
  ]
}
