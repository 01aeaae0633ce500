/**
 * The sixth close reading's faults in English culture notes, European news, telegrams, English fire,
 * traffic and club notes, French theatre notes and small advertisements
 * (docs/evidence/issue-51/sixth-reading.md rows 12–16 and three of its small faults), each counted
 * over every text the generator wrote. The integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0]
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))

// --- 12. English culture notes: a headline, a company and a work of one event -------------------------------------

const ENSEMBLE_PRESENTS_TITLE = /(?:Orchestra|orchestre|Orchester|Philharmonie|choir|chorale|Gesangverein)[^.]*(?:presented|a donné|gab|aufgeführt)[^.]*[“«„]/
const EXHIBITION = /Exhibition|Exposition|Ausstellung/
const SHOWN = /exhibit|exposition|Ausstellung|tableaux|Bilder|paintings/
function headlineOfAnother(t: GeneratedText): string | false {
  if (kindOf(t) !== 'culture' || t.language !== 'en') return false
  const body = bodyOf(t)
  if (/theatre/i.test(t.title) && !/Players/.test(body)) return `${t.title} — ${body.slice(0, 80)}`
  if (/Concert|Music/.test(t.title) && /Players|exhibition/.test(body)) return `${t.title} — ${body.slice(0, 80)}`
  return false
}

// --- 13. The European institutions in Luxembourg, by date ------------------------------------------------------------

const EEC_COUNCIL = /Council of Ministers of the European Economic Community|Ministerrat der (?:EWG|Europäischen Wirtschaftsgemeinschaft)|Conseil des ministres de la (?:C\.E\.E|Communauté économique)/
const IN_LUXEMBOURG = /in Luxembourg|à Luxembourg|in Luxemburg|Hotels in the capital|Cercle municipal/
/** Bodies that met in Brussels: a European note of the capital never has them sit there. */
const SAT_IN_BRUSSELS = /Council of Ministers of the European Economic Community|Commission of the European Communities/
function eecCouncilInLuxembourg(t: GeneratedText): string | false {
  return yearOf(t) < 1965 && EEC_COUNCIL.test(bodyOf(t)) ? matchIn(bodyOf(t), IN_LUXEMBOURG) : false
}

// --- 14. Telegrams: no season a month contradicts, no assembly before it first sat ----------------------------------

const AUTUMN = /autumn session|session d.automne|Herbsttagung|Herbstsession|Herbstsitzung|Hierschtsessioun|Herbstmanöver|manœuvres d.automne/
/** Each assembly from its first sitting (the European Parliament by that name from 30 March 1962). */
const FIRST_SITTINGS: readonly (readonly [RegExp, string])[] = [
  [/Europarat|Conseil de l.Europe|Europarot|Council of Europe/, '1949-08-10'],
  [/Common Assembly/, '1952-09-10'],
  [/European Parliamentary Assembly/, '1958-03-19'],
  [/European Parliament(?!ary)/, '1962-03-30'],
]
function assemblyBeforeItSat(t: GeneratedText): string | false {
  for (const [name, first] of FIRST_SITTINGS) if (t.date < first && name.test(bodyOf(t))) return matchIn(bodyOf(t), name)
  return false
}

// --- 15. English weather: no ice from May to September ---------------------------------------------------------------

const ICY = /\bicy\b|roads were icy/

// --- 16. English club notes ------------------------------------------------------------------------------------------

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
function moreThereThanMembers(t: GeneratedText): string | false {
  const body = bodyOf(t)
  const present = /with (\d+) members present/.exec(body)
  const members = /now has (\d+) members/.exec(body)
  return present && members && Number(members[1]) < Number(present[1]) ? `${present[0]} … ${members[0]}` : false
}
function tripPast(t: GeneratedText): string | false {
  const planned = /planned for (January|February|March|April|May|June|July|August|September|October|November|December)/.exec(bodyOf(t))
  return planned && MONTHS.indexOf(planned[1] ?? '') + 1 <= monthOf(t) ? `${t.date}: ${planned[0]}` : false
}
function tripToItsTown(t: GeneratedText): string | false {
  const body = bodyOf(t)
  const trip = /(?:outing|trip|picnic) to (?:the )?(\p{Lu}[\p{L}-]+)/u.exec(body)
  return trip && new RegExp(`held [^.]*\\b${trip[1] ?? ''}\\b`).test(body) ? matchIn(body, /held [^.]*/) : false
}

// --- Small: a touring company in a village, the capital's orchestra at a village play, old formulas, family phones --

const FAMILY_NOTICE = /^(?:Danksagung|Verlobung|Geburtsanzeige|Remerciements|Naissance|Fiançailles|Merci vun)/
const PHONE = /Téléphone n°|Telephon Nr\.|Tel\. \d|Telephone \d/g
const OLD_SHOP_FORMULA = /soussignée? [^.]{0,80}a l'honneur d'informer le public|Unterzeichnete empfiehlt|Unterzeichnete beehrt sich/

/** Each fault of the sixth reading's rows 12–16 and small faults fixed with them, counted over all texts. */
export function sixthWire(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('sixth 12: an orchestra or a choir "presented" a play', texts, (t) => (kindOf(t) === 'culture' ? matchIn(bodyOf(t), ENSEMBLE_PRESENTS_TITLE) : false)),
    countTexts('sixth 12: an "Exhibition" headline over a culture note with no exhibition', texts, (t) => (kindOf(t) === 'culture' && EXHIBITION.test(t.title) && !SHOWN.test(bodyOf(t)) ? t.title : false)),
    countTexts('sixth 12: en a theatre headline over no play, a concert headline over a play or an exhibition', texts, headlineOfAnother),
    countTexts('sixth 13: the EEC Council of Ministers meeting in Luxembourg before 1965', texts, eecCouncilInLuxembourg),
    countTexts('sixth 13: a European note with a body that sat in Brussels (the EEC Council, the Commission)', texts, (t) => (kindOf(t) === 'europe' ? matchIn(bodyOf(t), SAT_IN_BRUSSELS) : false)),
    countTexts('sixth 14: an autumn session or autumn manoeuvres outside September–November', texts, (t) => (monthOf(t) >= 9 && monthOf(t) <= 11 ? false : matchIn(bodyOf(t), AUTUMN))),
    countTexts('sixth 14: a European assembly named before its first sitting', texts, assemblyBeforeItSat),
    countTexts('sixth 15: en icy roads from May to September', texts, (t) => (t.language === 'en' && monthOf(t) >= 5 && monthOf(t) <= 9 ? matchIn(bodyOf(t), ICY) : false)),
    countTexts('sixth 16: en more members present than the club has', texts, moreThereThanMembers),
    countTexts('sixth 16: en a church committee with dozens of members present', texts, (t) => (/Church committee/.test(bodyOf(t)) ? matchIn(bodyOf(t), /with \d+ members present/) : false)),
    countTexts('sixth 16: en a trip "planned for" a month already come', texts, tripPast),
    countTexts('sixth 16: en a trip to the town the club meets in', texts, tripToItsTown),
    countTexts('sixth small: a touring troupe expected outside the capital', texts, (t) => (/troupe venue de/.test(bodyOf(t)) && !/à Luxembourg/.test(bodyOf(t)) ? matchIn(bodyOf(t), /troupe venue de/) : false)),
    countTexts('sixth small: a town\'s orchestra playing between the acts of another town\'s amateurs', texts, (t) => (kindOf(t) === 'theatre' ? matchIn(bodyOf(t), /l[’']orchestre de/) : false)),
    countTexts('sixth small: the shop formula "Le soussigné … a l\'honneur d\'informer le public" from 1940', texts, (t) => (yearOf(t) >= 1940 ? matchIn(bodyOf(t), OLD_SHOP_FORMULA) : false)),
    countTexts('sixth small: a telephone number under a family\'s thanks, birth or engagement', texts, (t) => (FAMILY_NOTICE.test(t.title) ? matchIn(bodyOf(t), new RegExp(PHONE.source)) : false)),
    countTexts('sixth small: two telephone numbers in one advertisement', texts, (t) => ((bodyOf(t).match(PHONE) ?? []).length > 1 ? t.title : false)),
  ]
}
