/**
 * The twelfth reading's leftovers fixed on i51d13 (wave 11): a Luxembourgish local-news unit set in a town outside
 * Luxembourg ("Brand zu Tréier: d'Scheier vun der Famill Schmit ofgebrannt … D'Pompjeeën vun Tréier ware séier do",
 * "Brand zu Roum"). Counted over every text the generator wrote; the integration test holds it to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { HOME_PLACE_COUNT, PLACES } from '#src/demo/vocabulary.ts'
import { type AuditRule, countTexts, printedHeadline } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''

/** The kinds whose {place} is the home of the event: a brigade, a fair, a club, a council, a farmers' union, a town's past. */
const LOCAL_KINDS = new Set(['fire', 'festival', 'society', 'council', 'byElection', 'agriculture', 'history', 'review', 'children', 'accident'])

/** The foreign cities of the place table, by their Luxembourgish names (Tréier, Arel, Roum …). */
const FOREIGN = PLACES.slice(HOME_PLACE_COUNT).map((place) => place.lb)
const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\-]/gu, '\\$&')
/** "zu Tréier", "vun Arel", "vu Metz": the town named as where it happened or whose brigade, club or council it is. */
const AT_FOREIGN = new RegExp(`(?<![\\p{L}])(?:zu|vun|vu) (?:${FOREIGN.map(escape).join('|')})(?![\\p{L}])`, 'u')

function localAbroad(t: GeneratedText): string | false {
  if (t.language !== 'lb' || !LOCAL_KINDS.has(kindOf(t))) return false
  const title = printedHeadline(t.title)
  // The headline and the opening carry the unit's own town; an accident's second town may lie on the road to the border.
  const text = kindOf(t) === 'accident' ? title : `${title}\n${t.paragraphs.join('\n')}`
  const found = AT_FOREIGN.exec(text)
  return found ? `${t.date} ${title} (${found[0]})` : false
}

export function wave11D(texts: readonly GeneratedText[]): AuditRule[] {
  return [countTexts('wave11 D13 1: an lb local-news unit (fire, fair, club, council, farmers, history …) set in a town outside Luxembourg ("Brand zu Tréier")', texts, localAbroad)]
}
