/**
 * The faults a fifth close reading of the demo found (docs/evidence/issue-51/fifth-reading.md), each
 * counted over every text the generator wrote. The integration test holds each to 0;
 * `node scripts/demo-audit.ts` prints them with the others.
 */
import type { GeneratedText } from '#src/demo/draft-writer.ts'
import { type AuditRule, bodyOf, countTexts, matchIn } from './demo-audit.ts'

const yearOf = (t: GeneratedText) => Number(t.date.slice(0, 4))

// --- 17. A woman in the Chamber before 1965 -------------------------------------------------------

/** A woman deputy, in each language's words (the role's female forms, people.ts). */
const WOMAN_DEPUTY = /Die Abgeordnete \p{Lu}|der Abgeordneten \p{Lu}[\p{L}-]+ aus|(?:Mme|Madame) \p{Lu}[\p{L}-]+, députée?|la députée|Mrs\.? \p{Lu}[\p{L}-]+, deputy|d'Deputéiert \p{Lu}/u
const womanDeputyEarly = (t: GeneratedText) => (yearOf(t) < 1965 ? matchIn(bodyOf(t), WOMAN_DEPUTY) : false)

/** Each fault of the fifth reading that is fixed, counted over all texts. */
export function fifth(texts: readonly GeneratedText[]): AuditRule[] {
  return [countTexts('fifth 17: a woman deputy before 1965 (one sat, 1919–31, before Astrid Lulling in 1965)', texts, womanDeputyEarly)]
}
