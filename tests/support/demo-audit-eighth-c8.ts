/**
 * Rows of the eighth close reading (docs/evidence/issue-51/eighth-reading.md) fixed on branch i51c8,
 * each counted over every text the generator wrote: a letter to the editor whose complaint belongs
 * to another path than its own (schoolchildren on the way to the cemetery), two letters alike word
 * for word but for their towns, a new town hall inaugurated in the capital, and an epidemic's deaths
 * told as "only three". The integration test holds each to 0; `node scripts/demo-audit.ts` prints them.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, matchIn } from './demo-audit.ts'
import { ANY_TOWN, storyTown } from './demo-audit-sixth-local.ts'

const textOf = (t: GeneratedText) => t.paragraphs.join(' ')
const kindOf = (t: GeneratedText) => t.template.split(':')[0]

// --- 4. A letter's complaint that belongs to another path ------------------------------------------

/** A path a letter to the editor is about: how the letter names it, and the words only its own users bring in. */
interface Path {
  name: string
  noun: RegExp
  users: RegExp
}
const PATHS: readonly Path[] = [
  {
    name: 'cemetery',
    noun: /Weg\w* zum Friedhof|chemin du cimetière/g,
    users: /Friedhof|Gräber|Grabe\b|Begräbnis|Sarg|Toten\b|Leidtragend|Allerheiligen|cimetière|enterrement|cercueil|défunt|la tombe|nos morts|Toussaint/,
  },
  { name: 'mill', noun: /Straße zur Mühle|route du moulin/g, users: /Mühle|Müller|Korn\b|Getreide|Mehl|moulin|meunier|grain|farine/ },
  { name: 'school', noun: /Schulweg\w*|chemin de l'école/g, users: /Kinder|Schul(?!ter)|Lehrer|enfants|école|écoliers|instituteur|en classe/ },
  { name: 'church', noun: /Gasse hinter der Kirche|ruelle derrière l'église/g, users: /Kirch|Messe|église|messe|fidèles/ },
  { name: 'field', noun: /Feldweg\w* nach/g, users: /Äcker|Feldern|Erntezeit|Kartoffeln/ },
]

/** A letter that names two paths, or brings in the users of a path it is not about ("the children arrive at school" over the cemetery path). */
function letterOfAnotherPath(t: GeneratedText): string | false {
  if (kindOf(t) !== 'letter') return false
  const all = `${t.title} ${textOf(t)}`
  const named = PATHS.filter((path) => all.match(path.noun) !== null)
  if (named.length !== 1) return named.length === 0 ? false : `names ${named.map((path) => path.name).join(' and ')}`
  const own = named[0]
  if (!own) return false
  const rest = all.replace(own.noun, '')
  for (const other of PATHS) {
    if (other === own) continue
    const found = matchIn(rest, other.users)
    if (found) return `${own.name} path, ${other.name}'s "${found}"`
  }
  return false
}

// --- 4. Two letters alike word for word but for their towns ----------------------------------------

const ANY_TOWN_GLOBAL = new RegExp(`(?<![\\p{L}-])(?:${ANY_TOWN})(?![\\p{L}-])`, 'gu')
/** Letters whose text, with every town written "#", another letter repeats (the same letter in 1910 and 1958). */
function lettersAlike(texts: readonly GeneratedText[]): Set<GeneratedText> {
  const byText = new Map<string, GeneratedText[]>()
  for (const t of texts) {
    if (kindOf(t) !== 'letter') continue
    const key = `${t.language} ${textOf(t).replace(ANY_TOWN_GLOBAL, '#')}`
    byText.set(key, [...(byText.get(key) ?? []), t])
  }
  return new Set([...byText.values()].filter((same) => same.length > 1).flat())
}

// --- 7. A new town hall inaugurated in the capital -------------------------------------------------

const TOWN_HALL = /Gemeindehaus|Rathaus|Stadthaus|Gemengenhaus|hôtel de ville|maison communale|town hall/i
const CAPITAL_TOWN_HALL = /(?:Gemeindehaus|Rathaus|Stadthaus|Gemengenhaus|hôtel de ville|maison communale|town hall)\w* (?:in|zu|à|at|vun|of) (?:Luxemburg|Luxembourg|Lëtzebuerg)\b/i
/** The capital's town hall on the place Guillaume was built in 1830–38 and is still in use: no new one is inaugurated there. */
function capitalTownHall(t: GeneratedText): string | false {
  const headline = matchIn(t.title, CAPITAL_TOWN_HALL)
  if (headline && /inaugur|Einweihung|eingeweiht|vollendet|achevé|opened|ageweit/i.test(t.title)) return headline
  if (kindOf(t) !== 'building' || storyTown(t) !== 'Luxemburg') return false
  return matchIn(`${t.title} ${textOf(t)}`, TOWN_HALL)
}

// --- small. An epidemic's deaths told as "only three" -----------------------------------------------

const ONLY_DEATHS = /(?:n'y a eu|n’y a eu)[^.]*que (?:un|deux|trois|quatre|cinq|six|\d+) décès|que (?:un|deux|trois|quatre|cinq|six|\d+) décès|nur (?:einen|zwei|drei|vier|fünf|\d+) Todesf|only (?:one|two|three|four|five|\d+) deaths?\b/

export function eighthC8(texts: readonly GeneratedText[]): AuditRule[] {
  const alike = lettersAlike(texts)
  return [
    countTexts('eighth 4, letter: a complaint of another path than its own (schoolchildren on the cemetery path)', texts, letterOfAnotherPath),
    countTexts('eighth 4, letter: a letter alike word for word, but for its towns, with another', texts, (t) => (alike.has(t) ? textOf(t).slice(0, 120) : false)),
    countTexts('eighth 7, building: a new town hall in the capital, or its town hall called a village\'s "Gemeindehaus"', texts, capitalTownHall),
    countTexts('eighth small, medicine: deaths told as "only three" ("il n\'y a eu que trois décès")', texts, (t) => matchIn(textOf(t), ONLY_DEATHS)),
  ]
}
