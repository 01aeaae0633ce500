/**
 * The fifteenth reading's rows fixed on i51d14 (docs/evidence/issue-51/fifteenth-reading.md, row 6 and three of its "still
 * seen" faults): "the other customers" testifying in a brawl where no inn was named, a railway timetable that enlarges the
 * station "on this occasion", the Action féminine's evening classes for women workers in towns without works, and councils
 * of the 1950s–80s lighting their streets. Each is counted over every text the generator wrote; the integration test holds
 * each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')
const wholeText = (t: GeneratedText) => `${printedHeadline(t.title)} ${bodyText(t)}`

// --- 1. "The other customers" with no inn before them ------------------------------------------------------------

const OTHER_GUESTS = /autres consommateurs|(?:anderen|übrigen) Gäste|other customers|aner Clienten|anere (?:Clienten|Gäscht)/u
const INN = /café|cabaret|auberge|débit|Wirtschaft|Wirtshaus|Gasthaus|Gaststube|Schenke|\binn\b|public house|\bpub\b|Bistro|Wiertschaft/iu
function guestsWithoutInn(t: GeneratedText): string | false {
  if (kindOf(t) !== 'court') return false
  const guests = OTHER_GUESTS.exec(bodyText(t))
  if (!guests) return false
  const before = `${printedHeadline(t.title)} ${bodyText(t).slice(0, guests.index)}`
  return INN.test(before) ? false : guests[0]
}

// --- 2. A timetable that enlarges the station --------------------------------------------------------------------

const ENLARGED = /agrandi|agrandissement|erweitert|Erweiterung|vergrößert|enlarg|extended|vergréissert/iu
const stationEnlarged = (t: GeneratedText) => (kindOf(t) === 'railway' ? (ENLARGED.exec(wholeText(t))?.[0] ?? false) : false)

// --- 3. Evening classes for women workers where none worked --------------------------------------------------------

/** The capital and the towns of the steel and mining basin, in French: where women worked in factories and workshops. */
const WORKING_TOWNS = new Set(['Luxembourg', 'Esch-sur-Alzette', 'Dudelange', 'Differdange', 'Rumelange', 'Pétange', 'Schifflange', 'Kayl'])
function workersClassElsewhere(t: GeneratedText): string | false {
  if (!/cours du soir pour les ouvrières/u.test(bodyText(t))) return false
  const town = /La section (?:de |d')(.+?) de l'Action féminine/u.exec(bodyText(t))?.[1]
  return town !== undefined && WORKING_TOWNS.has(town) ? false : `ouvrières at ${town ?? '(no section named)'}`
}

// --- 4. Councils lighting their streets from 1950 -------------------------------------------------------------------

/** By 1950 the towns and villages had long been lit: new lamps are no council's business in the de and lb councils. */
const FIRST_YEAR_LIT = 1950
const LIGHTING = /Straßenbeleuchtung|Laternen|Stroossebeliichtung|Stroosseluuchte|Luuchte/u
const lightingLate = (t: GeneratedText) =>
  kindOf(t) === 'council' && (t.language === 'de' || t.language === 'lb') && yearOf(t) >= FIRST_YEAR_LIT
    ? (LIGHTING.exec(wholeText(t))?.[0] ?? false)
    : false

export function fifteenthD(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifteenth D15 1: a court report whose "other customers" testify with no inn or café named before them', texts, guestsWithoutInn),
    countTexts('fifteenth D15 2: a railway timetable unit enlarging a station', texts, stationEnlarged),
    countTexts('fifteenth D15 3: the Action féminine\'s evening classes "pour les ouvrières" outside the capital and the steel and mining towns', texts, workersClassElsewhere),
    countTexts('fifteenth D15 4: a de or lb council from 1950 on street lighting or lamps', texts, lightingLate),
  ]
}
