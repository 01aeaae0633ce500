/**
 * The fifteenth reading's rows fixed on i51a14 (docs/evidence/issue-51/fifteenth-reading.md, rows 3 and 2, and a
 * still-seen fault): fairs, markets and church feasts as usual in the towns of the front in the winter of 1944–45; a
 * First Communion outside the weeks after Easter, and a bell consecrated in the war years; a cattle headline naming a
 * month over a fair of another. Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { daysFromEaster } from '#src/demo/calendar.ts'
import { PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- Row 3. Peacetime local life at the front, winter 1944–45 ------------------------------------------------------

/**
 * The towns and the days the reading counts (its c88.py), stated here rather than taken from the generator's table, so
 * that a change of the table is caught: the towns of the border rivers from the liberation to mid-March 1945, and those
 * of the north, the Sauer and the Müllerthal from the offensive of 16 December 1944 to the end of February.
 */
const FRONT_SPANS: readonly { towns: readonly string[]; from: string; until: string }[] = [
  { towns: ['Vianden', 'Echternach', 'Wasserbillig', 'Grevenmacher', 'Wormeldingen', 'Remich', 'Schengen', 'Mondorf'], from: '1944-09-10', until: '1945-03-15' },
  { towns: ['Clerf', 'Wiltz', 'Diekirch', 'Ettelbrück', 'Hosingen', 'Ulflingen', 'Befort', 'Fels'], from: '1944-12-16', until: '1945-03-31' },
]
/** Fairs, markets, festivals, church feasts, societies: the kinds of a town's peacetime life. */
const LOCAL_LIFE = new Set(['cattle', 'market', 'festival', 'parish', 'procession', 'society', 'schobermesse', 'schueberfouer'])

/** A town's names in the four languages, as a word of a text. */
const townPattern = (town: string): RegExp => {
  const place = PLACES.find((p) => p.de === town)
  const names = [...new Set(place ? [place.de, place.fr, place.lb, place.en] : [town])]
  return new RegExp(`(?<![\\p{L}-])(?:${names.join('|')})(?![\\p{L}])`, 'u')
}
const SPAN_PATTERNS = FRONT_SPANS.map((span) => ({ ...span, patterns: span.towns.map((town) => ({ town, pattern: townPattern(town) })) }))

/** "Der Monatsmarkt in Remich vom 27. Dezember." in December 1944, "Vom Viehmarkt zu Vianden" in February 1945. */
function fairAtTheFront(t: GeneratedText): string | false {
  if (!LOCAL_LIFE.has(kindOf(t))) return false
  const all = `${printedHeadline(t.title)} ${bodyText(t)}`
  for (const span of SPAN_PATTERNS) {
    if (t.date < span.from || t.date > span.until) continue
    const hit = span.patterns.find(({ pattern }) => pattern.test(all))
    if (hit) return `${hit.town} (${kindOf(t)}): ${printedHeadline(t.title)}`
  }
  return false
}

const FOREIGN_DEALERS = /Eifel|Belgien|Lothringen|Ösling|belges|Lorraine|lorrains|étrangers/u

/** "Händler aus Belgien und der Eifel waren zahlreich erschienen" in October 1944: dealers across a border at war, or from the Eifel to 1949. */
function dealersAcrossTheFront(t: GeneratedText): string | false {
  if (kindOf(t) !== 'cattle') return false
  const year = Number(t.date.slice(0, 4))
  const found = (year === 1944 || year === 1945 ? FOREIGN_DEALERS : year >= 1946 && year <= 1949 ? /Eifel/u : undefined)?.exec(bodyText(t))
  return found ? `${found[0]}: ${printedHeadline(t.title)}` : false
}

// --- Row 2. The First Communion after Easter; no new bell in the war years ------------------------------------------

const FIRST_COMMUNION = /Erstkommunion|première communion|Kommioun|First Communion/iu
const dayOf = (t: GeneratedText) => {
  const [year = 0, month = 0, day = 0] = t.date.split('-').map(Number)
  return { year, month, day }
}

/** "Aus der Pfarrei Ulflingen: die Erstkommunion." in January, or in an issue before Low Sunday or after June. */
function communionOutOfSeason(t: GeneratedText): string | false {
  if (!FIRST_COMMUNION.test(`${t.title} ${bodyText(t)}`)) return false
  const day = dayOf(t)
  if (day.month < 3 || day.month > 6) return `in month ${day.month}: ${printedHeadline(t.title)}`
  const fromEaster = daysFromEaster(day)
  return fromEaster < 7 ? `${-fromEaster} days before Easter: ${printedHeadline(t.title)}` : false
}

const NEW_BELL = /Glockenweihe|neue(?:n)? Glocke|nouvelle cloche|bénédiction des cloches|nei Klack|new bell/iu

/** "Bettemburg: Die Glockenweihe in der Pfarrkirche." in December 1944: no bell was cast or consecrated from 1940 to 1945. */
function bellInTheWar(t: GeneratedText): string | false {
  const year = dayOf(t).year
  if (year < 1940 || year > 1945) return false
  const bell = NEW_BELL.exec(`${t.title} ${bodyText(t)}`)
  return bell ? `${bell[0]} (${kindOf(t)}): ${printedHeadline(t.title)}` : false
}

// --- Still seen. A cattle headline of one month over a fair of another ------------------------------------------------

const MONTHS: Readonly<Record<string, number>> = {
  janvier: 1, février: 2, mars: 3, avril: 4, mai: 5, juin: 6, juillet: 7, août: 8, septembre: 9, octobre: 10, novembre: 11, décembre: 12,
  Januar: 1, Februar: 2, März: 3, April: 4, Mai: 5, Juni: 6, Juli: 7, August: 8, September: 9, Oktober: 10, November: 11, Dezember: 12,
}
const MONTH_NAMES = Object.keys(MONTHS).join('|')
const HEADLINE_MONTH = new RegExp(`(?<![\\p{L}])(${MONTH_NAMES})(?![\\p{L}])`, 'u')
const FAIR_DAY = new RegExp(`(?:le|am|den|vom|du) (\\d+)(?:er)?\\.? (${MONTH_NAMES})(?![\\p{L}])`, 'u')
const monthNumber = (name: string | undefined) => MONTHS[name ?? ''] ?? 0

/** "Foire aux bestiaux à Mersch (avril 1970)." over "La foire tenue le 24 mars à Mersch". */
function fairMonthAstray(t: GeneratedText): string | false {
  if (kindOf(t) !== 'cattle') return false
  const headline = HEADLINE_MONTH.exec(printedHeadline(t.title))
  const fair = FAIR_DAY.exec(bodyText(t))
  if (!headline || !fair) return false
  return monthNumber(headline[1]) === monthNumber(fair[2]) ? false : `${printedHeadline(t.title)} / ${fair[0]}`
}

export function fifteenthA(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifteenth A15 1: a fair, market, festival, society or church-feast unit naming a town of the front in its days (border towns 10 Sep 1944 – 15 Mar 1945; the north 16 Dec 1944 – 28 Feb 1945)', texts, fairAtTheFront),
    countTexts('fifteenth A15 2: a unit naming a First Communion in an issue of July–February or before Low Sunday', texts, communionOutOfSeason),
    countTexts('fifteenth A15 3: a new bell consecrated (Glockenweihe, nouvelle cloche) in a unit of 1940–1945', texts, bellInTheWar),
    countTexts('fifteenth A15 4: a cattle headline naming a month over a fair day of another month', texts, fairMonthAstray),
    countTexts('fifteenth A15 5: a cattle fair of 1944–1945 with dealers from abroad or the Ösling, or of 1946–1949 with dealers from the Eifel', texts, dealersAcrossTheFront),
  ]
}
