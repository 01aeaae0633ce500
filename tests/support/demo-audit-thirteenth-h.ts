/**
 * The thirteenth reading's rows fixed on i51h13 (docs/evidence/issue-51/thirteenth-reading.md, row 6 and the still-seen
 * women chairing bands and choirs): a picture of a season printed out of it, a band's, a choir's or a gymnastics
 * society's meeting chaired by a woman before 1970, and a portrait of a woman as a society's president before 1970.
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { GIVEN_NAMES } from '#src/demo/people.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const bodyText = (t: GeneratedText) => t.paragraphs.join(' ')

// --- 1. A picture of a season out of its season --------------------------------------------------------------

/**
 * The vintage is pictured from September to November, winter from December to March; a caption with its own year
 * ("im Winter 1891") shows a past season and is not counted.
 */
const SEASONS: readonly (readonly [RegExp, readonly number[]])[] = [
  [/Weinlese|vendanges|Wäinlies|vintage/u, [9, 10, 11]],
  [/Winter|hiver|Wanter|winter/u, [12, 1, 2, 3]],
]
function seasonOutOfSeason(t: GeneratedText): string | false {
  if (t.type !== 'ILLUSTRATION') return false
  const caption = printedHeadline(t.title)
  if (/\d{4}/u.test(caption)) return false
  const season = SEASONS.find(([words, months]) => words.test(caption) && !months.includes(monthOf(t)))
  return season ? `${t.date} ${caption}` : false
}

// --- 2. A band's or a choir's meeting chaired by a woman before 1970 -------------------------------------------

/**
 * The de and fr society reports are of bands, choirs and gymnastics or drama societies, chaired by men until about
 * 1970; the English clubs other than the women's likewise. The lb society is counted on its own branch.
 */
function womanChairsBand(t: GeneratedText): string | false {
  if (yearOf(t) >= 1970) return false
  const kind = kindOf(t)
  const text = bodyText(t)
  const found =
    kind === 'society' && t.language === 'de' ? /Die Präsidentin, [^,]+/u.exec(text)
    : kind === 'society' && t.language === 'fr' ? /[^.;]+, la présidente/u.exec(text)
    : kind === 'community' && t.language === 'en' && !/Ladies|Women/u.test(`${t.title} ${text}`) ? /The chairman, (?:Mrs\.|Miss) [^,]+/u.exec(text)
    : null
  return found ? `${t.date} ${printedHeadline(t.title)} … ${found[0]}` : false
}

// --- 3. A portrait of a woman as a society's president before 1970 ----------------------------------------------

const FEMALE = new Set(GIVEN_NAMES.female)
const PORTRAIT = /^(\S+) [^,]+, (Präsidentin|présidente|Presidentin|Präsident|président|President|president)\.?$/u
function womanPresidentPortrait(t: GeneratedText): string | false {
  if (t.type !== 'ILLUSTRATION' || yearOf(t) >= 1970) return false
  const found = PORTRAIT.exec(printedHeadline(t.title))
  if (!found) return false
  const [, given = '', office = ''] = found
  return FEMALE.has(given) || ['Präsidentin', 'présidente', 'Presidentin'].includes(office) ? `${t.date} ${found[0]}` : false
}

export function thirteenthH(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('thirteenth H 1: a picture of the vintage outside September–November or of winter outside December–March, with no year of its own', texts, seasonOutOfSeason),
    countTexts('thirteenth H 2: a de or fr band, choir or gymnastics society, or an en club not of women, chaired by a woman before 1970', texts, womanChairsBand),
    countTexts('thirteenth H 3: a portrait caption of a woman as a society\'s president before 1970', texts, womanPresidentPortrait),
  ]
}
