/**
 * The eighth close reading's row 3 and its small steelworks item, as fixed on branch i51b8
 * (docs/evidence/issue-51/eighth-fixes-i51b8.md): each counted over every text the generator
 * wrote. The integration test holds each to 0; `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts, matchIn } from './demo-audit.ts'

const textOf = (t: GeneratedText) => t.paragraphs.join(' ')

/** The English surnames the demo draws (people.ts's ENGLISH_FAMILY). */
const ENGLISH = 'Smith|Brown|Taylor|Wilson|Clarke|Hughes|Walker|Wright|Green|Hall|Turner|Harris'

/**
 * A private person of a Luxembourg town named in the English paper by a British surname: the
 * landlord, the seller of a car, the loser of a wallet, the clerk's employer, the piano teacher,
 * the painter at a town hall, a concert's soloist, a choir's conductor, a town's players, a
 * publisher, a photographer. The notices of the English-speaking community itself (English lessons,
 * an English-speaking babysitter), the English-language Players' actors, the serial's author and
 * the paper's own critic may be British.
 */
const PRIVATE_ENGLISH = new RegExp(
  `(?:Apply in writing to|Apply to|given by|Reward on return to|paintings by|The soloist,|conducted by|just published by|photograph by) (?:(?:Mr|Mrs)\\. )?(?:\\p{Lu}\\p{L}+ )?(?:${ENGLISH})\\b|(?:Mr|Mrs)\\. (?:${ENGLISH}) gave a fine performance`,
  'u',
)
function englishPrivatePerson(t: GeneratedText): string | false {
  if (t.language !== 'en' || !/^(ad|culture|review|ILLUSTRATION)\b/.test(t.template)) return false
  return matchIn(`${t.title} ${textOf(t)}`, PRIVATE_ENGLISH)
}

/**
 * The towns of the English paper's years (1952–) whose works made steel: Esch-sur-Alzette (with
 * Belval), Schifflange, Rodange (printed by its commune, Pétange), Dudelange and Differdange. Rumelange's works had blast furnaces
 * only, and Steinfort's closed in 1932.
 */
const STEEL_MADE_AT = ['Esch-sur-Alzette', 'Schifflange', 'Rodange', 'Pétange', 'Dudelange', 'Differdange']
function steelElsewhere(t: GeneratedText): string | false {
  if (t.language !== 'en' || !t.template.startsWith('business')) return false
  const town = /Steel production at (.+?) rose/.exec(textOf(t))?.[1]
  return town !== undefined && !STEEL_MADE_AT.includes(town) ? `steel made at ${town}: ${t.title}` : false
}

export function eighthB8(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('a British surname for a private person of a Luxembourg town in the English paper (eighth, row 3)', texts, englishPrivatePerson),
    countTexts('steel made at a town whose works made none, en (eighth, small)', texts, steelElsewhere),
  ]
}
