/**
 * The fifth close reading's faults in telegrams, railway notices and Chamber reports
 * (docs/evidence/issue-51/fifth-reading.md rows 4, 7, 9, 11, 14, 15, 22, 23), each counted over
 * every text the generator wrote. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0]
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))

// --- 4, 7, 11. Telegrams: a closing that fits the news, who sent a pilgrimage's news, and when one could travel ---------

/** The news of a telegram, from its template (the kind's headline and the telegram's own topic). */
const PILGRIMAGE = /Pilgerzug|pèlerinage|pilgrimage|Pilger/
/** Telegrams with no "situation" to discuss: pilgrims, floods, timetables, fairs, manoeuvres, the Pope's cold, a pit disaster. */
const NO_SITUATION = /Pilger|pèlerinage|pilgrimage|Mosel|Moselle|Musel|Fahrpl|horaire|foire|Manöver|manœuvres|Papst|pape|Grubenunglück|catastrophe minière/
const SITUATION_TAIL = /Die Blätter besprechen die Lage eingehend|Les journaux commentent longuement la situation|The papers comment at length/
const AGENCY = /\((?:Havas|Reuters?|W\.T\.B\.|D\.N\.B\.|A\.F\.P\.|AFP|AP|UP|dpa|Belga)\)/

function situationTail(t: GeneratedText): string | false {
  return kindOf(t) === 'telegram' && NO_SITUATION.test(t.template) ? matchIn(bodyOf(t), SITUATION_TAIL) : false
}
function pilgrimsByWire(t: GeneratedText): string | false {
  return kindOf(t) === 'telegram' && PILGRIMAGE.test(t.template) ? matchIn(bodyOf(t), AGENCY) : false
}
/** The wars and the months after: the country occupied, Italy at war, the front across it (to May 1945), peace not yet settled. */
const NO_PILGRIMS: readonly (readonly [string, string])[] = [['1914-08-01', '1918-12-31'], ['1939-09-01', '1945-12-31']]
function pilgrimsInWar(t: GeneratedText): string | false {
  if (kindOf(t) !== 'telegram' || !PILGRIMAGE.test(t.template)) return false
  return NO_PILGRIMS.some(([from, to]) => t.date >= from && t.date <= to) ? `${t.date}: ${t.title}` : false
}

// --- 9, 14. Railway notices: who announces a timetable, and goods traffic told as a passenger timetable ---------------------

/** The Guillaume-Luxembourg company owned its lines and never ran a train on them. */
const OWNER_AS_OPERATOR = /Wilhelm-Luxemburg|Guillaume-Luxembourg|William-Luxembourg|Guillaume Luxembourg/
const GOODS = /Güterverkehr|service des marchandises|goods traffic|freight/

// --- 15, 22, 23. The Chamber: a new line after 1919, a woman deputy "als erster Redner", seats per canton after 1919 ------

const RAILWAY_BILL = /Eisenbahnvorlage|projet de chemin de fer|railway bill|Eisebunn|nouvelle ligne|neuen Linie|new line/
const WOMAN_FIRST_SPEAKER = /Die Abgeordnete \p{Lu}[\p{L}-]+(?: aus [\p{L} -]+?)? ergriff als erster Redner/u
const SEATS_BY_CANTON = /jedes Kantons|chaque canton|each canton|all Kanton|nach Kantonen|par canton/

const chamberFrom = (year: number, pattern: RegExp) => (t: GeneratedText) =>
  kindOf(t) === 'chamber' && yearOf(t) >= year ? matchIn(`${t.title}\n${bodyOf(t)}`, pattern) : false

/** Each fault of the fifth reading's telegram, railway and Chamber rows that is fixed, counted over all texts. */
export function fifthWire(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('fifth 4: "the papers discuss the situation" closing a telegram with none (pilgrims, a flood, timetables, a fair)', texts, situationTail),
    countTexts('fifth 7: a parish pilgrimage reported by a news agency', texts, pilgrimsByWire),
    countTexts('fifth 11: a pilgrimage to Rome in the wars (August 1914–1918, September 1939–1945)', texts, pilgrimsInWar),
    countTexts('fifth 9: the Guillaume-Luxembourg company (which never ran a train) in any text', texts, (t) => matchIn(`${t.title}\n${bodyOf(t)}`, OWNER_AS_OPERATOR)),
    countTexts('fifth 14: goods traffic "in force" on a line, told as a passenger timetable', texts, (t) => (kindOf(t) === 'railway' ? matchIn(`${t.title}\n${bodyOf(t)}`, GOODS) : false)),
    countTexts('fifth 15: a bill for a new railway line in the Chamber from 1920', texts, chamberFrom(1920, RAILWAY_BILL)),
    countTexts('fifth 22: de "Die Abgeordnete … ergriff als erster Redner"', texts, (t) => matchIn(bodyOf(t), WOMAN_FIRST_SPEAKER)),
    countTexts('fifth 23: deputies "per canton" from 1919 (four constituencies since)', texts, chamberFrom(1919, SEATS_BY_CANTON)),
  ]
}
