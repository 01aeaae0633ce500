/**
 * The eleventh reading's farm-report leftovers fixed on i51q12 (docs/evidence/issue-51/wave9-fixes-i51m12.md and
 * wave9-fixes-i51o12.md, "Not done"): a potato crop given a grain's yield (12–24 quintals a hectare, a tenth of what
 * potatoes give) or a grain given a potato's, and rye, wheat or barley judged "standing" after August, when they are cut.
 * (The third leftover, Befort's castle, is held by eleventh J11, which now knows the town's printed name Beaufort.)
 * Each is counted over every text the generator wrote; the integration test holds each to 0.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, countTexts } from './demo-audit.ts'

const kindOf = (t: GeneratedText) => t.template.split(':')[0] ?? ''
const monthOf = (t: GeneratedText) => Number(t.date.slice(5, 7))
const textOf = (t: GeneratedText) => [t.title, ...t.paragraphs, ...(t.rows ?? [])].join(' ')
const isFarmReport = (t: GeneratedText) => kindOf(t) === 'agriculture' && ['de', 'fr', 'lb'].includes(t.language)

// --- 1. Each crop with its own yield ----------------------------------------------------------------------

/** The crops a report names, in its three languages (case kept: lb "weess" is also "knows"). */
const POTATO = /Kartoffel|pommes? de terre|Gromper/u
const GRAIN = /(?<!\p{L})(?:Roggens?|Weizens?|Hafers?|Gerste|seigle|froment|avoine|orge|Kar|Weess|Hawer)(?!\p{L})/u
/** "etwa 18 Doppelzentnern", "un rendement de 120 quintaux": the yield a hectare. */
const YIELD = /(\d+) (?:Doppelzentner|quintaux|Duebelzentner)/u
/** Below this no potato field yields, above it no grain field did before the 1990s (approximate: potatoes 90–300, grain 10–55). */
const POTATO_GRAIN_LINE = 60

function yieldOfTheWrongCrop(t: GeneratedText): string | false {
  if (!isFarmReport(t)) return false
  const text = textOf(t)
  const found = YIELD.exec(text)
  if (!found) return false
  const value = Number(found[1] ?? '')
  if (POTATO.test(text)) return value < POTATO_GRAIN_LINE ? `${t.language} potatoes ${value}` : false
  if (GRAIN.test(text)) return value > POTATO_GRAIN_LINE ? `${t.language} grain ${value}` : false
  return false
}

// --- 2. Grain judged standing after it is cut ---------------------------------------------------------------

/** Rye, wheat and barley are cut in July and August; oats, latest in the Ösling, by the end of September. */
const SUMMER_GRAIN = /(?<!\p{L})(?:Roggens?|Weizens?|Gerste|seigle|froment|orge|Kar|Weess)(?!\p{L})/u
const OATS = /(?<!\p{L})(?:Hafers?|avoine|Hawer)(?!\p{L})/u

function grainStandingAfterHarvest(t: GeneratedText): string | false {
  if (!isFarmReport(t)) return false
  const text = textOf(t)
  const month = monthOf(t)
  if (month >= 9 && SUMMER_GRAIN.test(text)) return `${t.date} ${SUMMER_GRAIN.exec(text)?.[0] ?? ''}`
  if (month >= 10 && OATS.test(text)) return `${t.date} ${OATS.exec(text)?.[0] ?? ''}`
  return false
}

export function wave9Q(texts: readonly GeneratedText[]): AuditRule[] {
  return [
    countTexts('wave9 Q 1: a de/fr/lb farm report giving potatoes under 60 quintals a hectare, or grain over 60', texts, yieldOfTheWrongCrop),
    countTexts('wave9 Q 2: a de/fr/lb farm report judging rye, wheat or barley after August, or oats after September', texts, grainStandingAfterHarvest),
  ]
}
