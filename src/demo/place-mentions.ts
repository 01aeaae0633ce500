/**
 * A town named again within one text, as a reporter names it: in full the first time, then as the
 * town's own people shorten it. "Esch an der Alzette" six times in one festival report reads as a
 * form filled in (issue 51, eighth reading: "mould sameness"); a paper wrote "Esch" after the first.
 */
import { escapeRegExp } from '../domain/regex.ts'

/**
 * Long names of towns and the short form their people and papers use, only where the short form is
 * the town's everyday name: Esch an der Alzette, Esch-sur-Alzette, Esch-Uelzecht → Esch,
 * Mondorf-les-Bains → Mondorf. A town with no such short name (Ettelbrück) keeps its name.
 */
export const SHORT_TOWN_NAMES: ReadonlyMap<string, string> = new Map([
  ['Esch an der Alzette', 'Esch'],
  ['Esch-sur-Alzette', 'Esch'],
  ['Esch-Uelzecht', 'Esch'],
  ['Mondorf-les-Bains', 'Mondorf'],
])

/** A name as a whole: not a part of a longer one ("Esch" in "Esch-sur-Sûre", "Mondorf" in "Bad Mondorf-…"). */
const whole = (names: readonly string[]) => new RegExp(`(?<![\\p{L}-])(?:${names.map(escapeRegExp).join('|')})(?![\\p{L}-])`, 'gu')

/** The long names that shorten to one short form, the longest first. */
function longNamesOf(short: string): string[] {
  return [...SHORT_TOWN_NAMES].filter(([, s]) => s === short).map(([long]) => long).sort((a, b) => b.length - a.length)
}

/**
 * Whether the short form could be read as another town in this text: a name that begins with it and is
 * not one of its long names ("Esch-sur-Sûre", "Esch an der Sauer"), so "Esch" would not say which.
 */
function ambiguous(short: string, text: string): boolean {
  const rest = text.replace(whole(longNamesOf(short)), '')
  return new RegExp(`(?<![\\p{L}-])${escapeRegExp(short)}(?:-|\\s+(?:an|sur|op|on)\\s)`, 'u').test(rest)
}

/**
 * A text's paragraphs with a town's long name kept the first time and shortened after it (the
 * headline, not passed here, names it in full). A text that names another town the short form
 * could mean keeps every long name.
 */
export function laterMentionsShort(title: string, paragraphs: readonly string[]): string[] {
  let out = [...paragraphs]
  const all = [title, ...paragraphs].join('\n')
  for (const short of new Set(SHORT_TOWN_NAMES.values())) {
    const names = whole(longNamesOf(short))
    if ((paragraphs.join('\n').match(names) ?? []).length < 2 || ambiguous(short, all)) continue
    let seen = false
    out = out.map((paragraph) =>
      paragraph.replace(names, (name) => {
        if (!seen) {
          seen = true
          return name
        }
        return short
      }),
    )
  }
  return out
}
