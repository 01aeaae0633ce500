/**
 * Wave 9, helper N (issue 51): the laws' subjects. A law on a subject printed in a year before the country's first law on
 * it (the vote of women before 1919, the eight-hour day before 1918, a motorway before 1967), read from the printed law
 * against dates written here, not from the generator's table; and the share of laws whose subject a law of the same
 * language repeated within the five years before, which the evidence reports (it is no rule held at 0: see the evidence).
 * The integration test holds each rule to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { LAW_SUBJECTS } from '#src/demo/laws.ts'
import { escapeRegExp } from '#src/domain/regex.ts'
import { type AuditRule, bodyOf, countTexts } from './demo-audit.ts'

/** The first year a law could be on a subject (the year of the country's first law on it), and the year after the last. */
const FIRST_LAWS: readonly { what: string; words: RegExp; from: number; to?: number }[] = [
  { what: 'the Zollverein (1842 to 1918)', words: /Zollvereins|tarif du Zollverein/u, from: 1842, to: 1919 },
  { what: 'the vote of women (1919)', words: /Luxemburgerinnen|Luxembourgeoises/u, from: 1919 },
  { what: 'the sickness insurance (1901)', words: /gegen Krankheit zu versichern|assurés contre la maladie/u, from: 1901 },
  { what: 'the accident insurance (1902)', words: /gegen die Folgen der Betriebsunfälle|suites des accidents du travail/u, from: 1902 },
  { what: 'the old age pensions of workers (1911)', words: /Altersrente|rente de vieillesse/u, from: 1911 },
  { what: 'the eight-hour day (1918)', words: /acht Stunden täglich|huit heures par jour/u, from: 1918 },
  { what: 'the employees\' pension insurance (1931)', words: /Angestellten der Privatbetriebe|employés des entreprises privées/u, from: 1931 },
  { what: 'the ECSC treaty (1951)', words: /Kohle und Stahl|charbon et de l’acier/u, from: 1951 },
  { what: 'the EEC treaty (1957)', words: /Wirtschaftsgemeinschaft|Communauté économique européenne/u, from: 1957 },
  { what: 'the motorways (1967)', words: /Autobahn|autoroute/u, from: 1967 },
  { what: 'television (1955)', words: /Fernsehen|télévision/u, from: 1955 },
  { what: 'the university centre (1969)', words: /Universitätszentrum|Centre universitaire/u, from: 1969 },
  { what: 'the consolidation of farm land (1964)', words: /Flurbereinigung|remembrement/u, from: 1964 },
  { what: 'the ban on child labour under twelve (1876)', words: /Kinder unter zwölf Jahren|moins de douze ans ne peuvent être employés/u, from: 1876 },
  { what: 'the telephone (1885)', words: /Fernsprechnetz|réseau téléphonique/u, from: 1885 },
  { what: 'the driving licence (1906)', words: /Führerschein|permis de conduire/u, from: 1906 },
]

const isLaw = (t: GeneratedText) => t.type === 'LAW'

/** A law printed on a subject before the country had its first law on it, or after the thing it regulates had gone. */
function lawBeforeItsSubject(t: GeneratedText): string | false {
  if (!isLaw(t)) return false
  const year = Number(t.date.slice(0, 4))
  const body = bodyOf(t)
  const entry = FIRST_LAWS.find((fact) => (year < fact.from || year >= (fact.to ?? 10_000)) && fact.words.test(body))
  return entry ? `${entry.what} in ${year}` : false
}

/** Each law subject's printed words, its slots open, as the title names it. */
const SUBJECTS = LAW_SUBJECTS.map((subject) => ({
  key: subject.de,
  pattern: new RegExp(`(?:betreffend|concernant|über) (?:${[subject.de, subject.fr].filter((w) => w !== '').map((w) => w.split(/\{[^}]*\}/u).map(escapeRegExp).join('.+?')).join('|')})\\.$`, 'u'),
}))

/**
 * The share of a language's laws whose subject (its entry in the laws' table, as the title names it) a law of the same
 * language dated within the five years before had: what a reader of the collection meets as "a law on X" again. Printed by
 * the evidence, not held at 0: the collection prints some 200 laws in a year of one paper (1910, 1913, 1986).
 */
export function lawSubjectRepeats(texts: readonly GeneratedText[]): Record<string, { laws: number; repeats: number; subjects: number }> {
  const byLanguage: Record<string, { laws: number; repeats: number; subjects: number }> = {}
  const last = new Map<string, string>()
  const seen = new Set<string>()
  for (const t of [...texts].filter(isLaw).sort((a, b) => a.date.localeCompare(b.date))) {
    const subject = SUBJECTS.find((entry) => entry.pattern.test(t.title))?.key ?? t.title
    const key = `${t.language}:${subject}`
    const figures = (byLanguage[t.language] ??= { laws: 0, repeats: 0, subjects: 0 })
    figures.laws++
    if (!seen.has(key)) figures.subjects++
    seen.add(key)
    const before = last.get(key)
    const fiveYearsAgo = `${Number(t.date.slice(0, 4)) - 5}${t.date.slice(4)}`
    if (before !== undefined && before > fiveYearsAgo) figures.repeats++
    last.set(key, t.date)
  }
  return byLanguage
}

export function wave9N(texts: readonly GeneratedText[]): AuditRule[] {
  return [countTexts('wave 9 N: a law on a subject before the country\'s first law on it (women\'s vote 1919, eight-hour day 1918, motorways 1967 …)', texts, lawBeforeItsSubject)]
}
