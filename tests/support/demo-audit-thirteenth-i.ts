/**
 * The thirteenth reading's rows fixed on i51i13 (docs/evidence/issue-51/thirteenth-reading.md, rows 9 and 12, and three
 * still-seen faults): an lb school of some sixty children a classroom, lb cattle at grass while the barn burns in winter, an
 * lb band chaired by a woman before 1970, a small commune's council of eleven, a council
 * vote that does not pass by the members present, and a pit accident counted the second or third of the year in January.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. An lb school with more than 45 children a classroom ------------------------------------------------------------------

const ROOMS = /(\d+) Klassesäll/u
const PLANNED_FOR = /fir (\d+) Kanner/u
const PER_ROOM = /all Klassesall[^.]*?(\d+) Kanner/u

function crowdedClassrooms(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'council') return false
  const text = bodyText(t)
  const rooms = Number(ROOMS.exec(text)?.[1] ?? 0)
  const perRoom = PER_ROOM.exec(text)
  if (perRoom && Number(perRoom[1]) > 45) return perRoom[0]
  const children = PLANNED_FOR.exec(text)
  return rooms > 0 && children && Number(children[1]) / rooms > 45 ? `${rooms} Klassesäll, ${children[0]}` : false
}

// --- 2. lb cattle at grass while the barn burns in winter --------------------------------------------------------------------

function cattleAtGrassInWinter(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'fire' || ![11, 12, 1, 2, 3].includes(monthOf(t))) return false
  const found = /(?:Véi|Kéi)[^.]{0,40}op der Wiss/u.exec(bodyText(t))
  return found ? `${t.date}: ${found[0]}` : false
}

// --- 3. An lb band or choir chaired by a woman before 1970 -------------------------------------------------------------------

function lbWomanChairsBand(t: GeneratedText): string | false {
  if (t.language !== 'lb' || kindOf(t) !== 'society' || yearOf(t) >= 1970) return false
  const found = /D'Presidentin \S+/u.exec(bodyText(t))
  return found ? `${t.date}: ${found[0]}` : false
}

// --- 4. A council larger or smaller than its commune's -----------------------------------------------------------------------

/**
 * The communes that stayed under 3,000 inhabitants (9 members) and the years some passed it (11): the table of stories/types.ts's SMALL_COMMUNE_COUNCILS, written out again so that the rule does not trust it.
 */
const SIZED: readonly { pattern: RegExp; sizes: readonly (readonly [number, number])[] }[] = [
  { pattern: /Vianden|Veianen/u, sizes: [[0, 9]] },
  { pattern: /Clerf|Clervaux|Klierf/u, sizes: [[0, 9]] },
  { pattern: /Hosingen|Housen/u, sizes: [[0, 9]] },
  { pattern: /Ulflingen|Troisvierges|Ëlwen/u, sizes: [[0, 9]] },
  { pattern: /Befort|Beaufort|Beefort/u, sizes: [[0, 9]] },
  { pattern: /Fels|Larochette|Fiels/u, sizes: [[0, 9]] },
  { pattern: /Bissen|Biissen/u, sizes: [[0, 9]] },
  { pattern: /Redingen|Redange|Réiden/u, sizes: [[0, 9]] },
  { pattern: /Wormeldingen|Wormeldange|Wuermer/u, sizes: [[0, 9]] },
  { pattern: /Schengen/u, sizes: [[0, 9]] },
  { pattern: /Remich|Réimech/u, sizes: [[0, 9]] },
  { pattern: /Mondorf|Munneref/u, sizes: [[0, 9], [1985, 11]] },
  { pattern: /Junglinster|Jonglënster/u, sizes: [[0, 9], [1975, 11]] },
  { pattern: /Kehlen|Kielen/u, sizes: [[0, 9], [1980, 11]] },
  { pattern: /Steinfort|Stengefort/u, sizes: [[0, 9], [1980, 11]] },
]
const WORDS: Readonly<Record<string, number>> = {
  fünf: 5, sechs: 6, sieben: 7, acht: 8, neun: 9, zehn: 10, elf: 11, zwölf: 12, dreizehn: 13, vierzehn: 14, fünfzehn: 15,
  sechzehn: 16, siebzehn: 17, achtzehn: 18, neunzehn: 19, cinq: 5, six: 6, sept: 7, huit: 8, neuf: 9, dix: 10, onze: 11,
  douze: 12, treize: 13, quatorze: 14, quinze: 15, seize: 16, 'dix-sept': 17, 'dix-huit': 18, 'dix-neuf': 19, five: 5,
  seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16,
  seventeen: 17, eighteen: 18, nineteen: 19,
}
const asNumber = (said: string | undefined) => (said === undefined ? undefined : /^\d+$/u.test(said) ? Number(said) : WORDS[said.toLowerCase()])
const PRESENT = /(?<![\p{L}-])([\p{L}-]+|\d+) (?:Mitglieder (?:waren erschienen|waren anwesend|erschienen waren)|conseillers étaient présents|Conseilleren)|où siégeaient ([\p{L}-]+|\d+) conseillers|with ([\p{L}-]+|\d+) members present/u
const VOTES = /(?<!\d)(\d+) (?:voix )?(?:gegen|contre|géint|votes to) (\d+)(?!\d)/u

function councilOfAnotherSize(t: GeneratedText): string | false {
  if (kindOf(t) !== 'council') return false
  let size = 0
  for (const [from, seats] of SIZED.find((s) => s.pattern.test(t.title))?.sizes ?? []) if (yearOf(t) >= from) size = seats
  if (size === 0) return false
  const text = bodyText(t)
  const present = PRESENT.exec(text)
  const count = asNumber(present?.[1] ?? present?.[2] ?? present?.[3])
  if (count !== undefined && (count > size || count < size - 2)) return `${present?.[0] ?? ''} (council of ${size})`
  const votes = VOTES.exec(text)
  return votes && Number(votes[1]) + Number(votes[2]) > size ? `${votes[0]} (council of ${size})` : false
}

/** A council's vote passes by more yes than no, and its yes and no are no more than the members present. */
function voteAgainstItsCount(t: GeneratedText): string | false {
  if (kindOf(t) !== 'council') return false
  const text = bodyText(t)
  const votes = VOTES.exec(text)
  if (!votes) return false
  const [yes, no] = [Number(votes[1]), Number(votes[2])]
  const present = PRESENT.exec(text)
  const count = asNumber(present?.[1] ?? present?.[2] ?? present?.[3])
  if (yes <= no) return votes[0]
  return count !== undefined && yes + no > count ? `${votes[0]} (${present?.[0] ?? ''})` : false
}

// --- 5. A pit accident counted the second or third of the year in January ----------------------------------------------------

function pitAccidentCountedTooSoon(t: GeneratedText): string | false {
  if (kindOf(t) !== 'pitAccident') return false
  const found = /das (zweite|dritte) Unglück[^.]*seit Beginn des Jahres|le (deuxième|troisième) accident[^.]*depuis le début de l'année/u.exec(bodyText(t))
  if (!found) return false
  const third = found[1] === 'dritte' || found[2] === 'troisième'
  return monthOf(t) === 1 || (third && monthOf(t) === 2) ? `${t.date}: ${found[0]}` : false
}

export function thirteenthI(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('thirteenth I 1: an lb council school with more than 45 children a classroom', texts, crowdedClassrooms),
    countTexts('thirteenth I 2: lb cattle at grass while the barn burns, in an issue of November–March', texts, cattleAtGrassInWinter),
    countTexts('thirteenth I 3: an lb band or choir chaired by a woman before 1970', texts, lbWomanChairsBand),
    countTexts("thirteenth I 4: a small commune's council (9 members under 3,000 inhabitants) with more members present or voting than it had, or fewer present than its size less two", texts, councilOfAnotherSize),
    countTexts('thirteenth I 5: a council vote passed with no more yes than no, or with more votes than the members present', texts, voteAgainstItsCount),
    countTexts('thirteenth I 6: a pit accident the second of the year in a January issue, or the third in January or February', texts, pitAccidentCountedTooSoon),
  ]
}
