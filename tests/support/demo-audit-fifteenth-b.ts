/**
 * The fifteenth reading's rows fixed on i51b14 (docs/evidence/issue-51/fifteenth-reading.md, rows 4 and 1): steel works
 * reported booming after the liberation of September 1944 or in the steel crisis from 1975, and a town's fire brigade keeping
 * its jubilee (now also in German) in a year that is not its own. Each is counted over every text the generator wrote; the
 * integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { BRIGADE_FOUNDED } from '#src/demo/brigades.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const townOf = (t: GeneratedText) => t.event?.split(':')[1] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const allText = (t: GeneratedText) => `${t.title} ${t.paragraphs.join(' ')}`

// --- 1. Steel works booming in the wrong years ----------------------------------------------------------------------

/** A text about the steelworks: its furnaces, its steel, its works (the reading's c80.py, with the plural "hauts fourneaux"). */
const STEEL = /steel|Stahl|acier|aciérie|Hochofen|Hochöfen|Hütte|hauts? fourneaux?|Schmelz|usines?\b/iu
/** Men hired, output up or figures of a working furnace, demand holding: a works at work (c80.py, and "ne faiblit pas", "higher output"). */
const BOOM =
  /take on|taken on|eingestellt|embauché|engagé|agestallt|rose by|gestiegen|en hausse|remains strong|hält weiter an|reste forte|demeure forte|durchschnittlich \d+ Tonnen|Nachfrage nach|ne faiblit pas|higher output|more steel/iu
/** From the liberation to VE day the works stood nearly idle for want of coke; from 1975 the steel crisis shed jobs every year. */
const idleOrCrisis = (t: GeneratedText) => (t.date >= '1944-09-01' && t.date <= '1945-05-08') || yearOf(t) >= 1975

const steelBoomInIdleOrCrisis = (t: GeneratedText): string | false => {
  if (t.type !== 'ARTICLE' || !idleOrCrisis(t)) return false
  const text = allText(t)
  const boom = BOOM.exec(text)
  return boom && STEEL.test(text) ? `${t.language} ${kindOf(t)}: ${boom[0]}` : false
}

/** Dudelange's blast furnaces and steel plant were shut by 1984: no steel report (furnaces, output, hiring) of the town after it. */
const DUDELANGE = /Dudelange|Düdelingen|Diddeleng/u
const steelAtDudelangeAfter1984 = (t: GeneratedText): string | false =>
  ['mining', 'business'].includes(kindOf(t)) && yearOf(t) >= 1985 && (townOf(t) === 'Düdelingen' || DUDELANGE.test(t.title)) ? `${yearOf(t)} ${t.language}: ${t.title}` : false

// --- 2. A fire brigade's jubilee in a year that is not its own, in every language ---------------------------------

/** The jubilee forms of the four languages, with the years each says (fourteenth N14 2 read only the French and a digit form). */
const JUBILEE =
  /(vingt-cinquième anniversaire|cinquantenaire|centenaire) des pompiers|(fünfundzwanzig|fünfzig|hundert|\d+)jährige[sn]? (?:Stiftungsfest|Jubiläum) der (?:Feuerwehr|Pompjeeën)|(\d+) Joer Pompjeeën|(twenty-fifth|fiftieth|hundredth) (?:anniversary|jubilee) of the (?:fire )?brigade|Jubiläum der Feuerwehr/iu
const JUBILEE_YEARS: Record<string, number> = {
  'vingt-cinquième anniversaire': 25, cinquantenaire: 50, centenaire: 100,
  fünfundzwanzig: 25, fünfzig: 50, hundert: 100,
  'twenty-fifth': 25, fiftieth: 50, hundredth: 100,
}

/**
 * "In Ettelbrück fand am Sonntag … das fünfzigjährige Jubiläum der Feuerwehr statt" in 1891: only in the town's one year
 * (brigades.ts), and none in the war years 1940–1945 (Capellen's fiftieth in May 1945).
 */
function jubileeNotOfItsYear(t: GeneratedText): string | false {
  const found = JUBILEE.exec(allText(t))
  if (!found) return false
  const said = found[1] ?? found[2] ?? found[3] ?? found[4]
  const years = said === undefined ? undefined : (JUBILEE_YEARS[said.toLowerCase()] ?? (/^\d+$/u.test(said) ? Number(said) : undefined))
  const founded = BRIGADE_FOUNDED[townOf(t)]
  const inWar = yearOf(t) >= 1940 && yearOf(t) <= 1945
  return founded !== undefined && years !== undefined && founded + years === yearOf(t) && !inWar ? false : `${townOf(t)} ${yearOf(t)}: ${found[0]}`
}

/** A town's jubilee is one feast: its reports fall in one month (brigades.ts), not in May and again in August of its year. */
function jubileeInTwoMonths(texts: readonly GeneratedText[]): (t: GeneratedText) => string | false {
  const months = new Map<string, Set<string>>()
  const keyOf = (t: GeneratedText) => {
    const found = JUBILEE.exec(allText(t))
    return found ? `${townOf(t)} ${yearOf(t)} ${found[0].toLowerCase()}` : undefined
  }
  for (const t of texts) {
    const key = keyOf(t)
    if (key !== undefined) months.set(key, (months.get(key) ?? new Set()).add(t.date.slice(5, 7)))
  }
  return (t) => {
    const key = keyOf(t)
    const seen = key === undefined ? undefined : months.get(key)
    return seen !== undefined && seen.size > 1 ? `${key ?? ''}: months ${[...seen].sort().join(', ')}` : false
  }
}

export function fifteenthB(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifteenth B15 1: a steel text of 1 September 1944 – 8 May 1945 or from 1975 with men hired, output up or demand holding (the works idle for want of coke; the steel crisis)', texts, steelBoomInIdleOrCrisis),
    countTexts('fifteenth B15 2: a steel report (mining, business) of Dudelange from 1985, after its furnaces and steel plant were shut', texts, steelAtDudelangeAfter1984),
    countTexts("fifteenth B15 3: a fire brigade's jubilee in any language (\"das fünfzigjährige Jubiläum der Feuerwehr\") in a year that is not its town's (brigades.ts) or in 1940–1945", texts, jubileeNotOfItsYear),
    countTexts("fifteenth B15 4: a town's fire-brigade jubilee told in two or more months of its year (May and again in August)", texts, jubileeInTwoMonths(texts)),
  ]
}
