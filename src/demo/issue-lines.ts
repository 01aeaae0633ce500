/**
 * What an issue's stories have printed, as the templates they were written from: a second report of
 * a kind in one issue draws other lines than the first (issue 51, fourth and sixteenth readings: "Die
 * Gendarmerie von Mersch hat eine Untersuchung eingeleitet." in two fire reports of a day, the town
 * alone changed), and states a figure the first has stated (a crowd of 2,800 at two matches) anew.
 * The draws stay the scene's own (the seeded Rng): the lines not printed yet are only put first.
 */
import type { Rng } from './random.ts'

/** The numbers ({#name:…}) an issue states once: two matches of a Sunday before the same crowd read as one report copied. */
export const FIGURES_ONCE: readonly string[] = ['crowd']

/** How many drafts of a story are written at most while it states a figure its issue has stated. */
export const REDRAFTS = 8

/** The templates and figures a story was written from, for the issue's memory. */
export interface DrawnLines {
  /** The raw templates (before filling) of its lead, body and closing lines, keyed by language. */
  lines: readonly string[]
  /** Its figures of FIGURES_ONCE, as "name=value". */
  figures: readonly string[]
}

/** One issue's memory of the lines and figures its stories have printed. */
export class IssueLines {
  private readonly lines = new Set<string>()
  private readonly figures = new Set<string>()
  /** How many times a story had to draw a line the issue had printed, its kind having no other (for the tests and the evidence). */
  repeats = 0

  /** The key of a template in a language: a line shared by two kinds of one language is one line. */
  static key(lang: string, template: string): string {
    return `${lang}\u0000${template}`
  }

  has(key: string): boolean {
    return this.lines.has(key)
  }

  /** Whether a story states a figure the issue has stated. */
  figureTaken(drawn: DrawnLines | undefined): boolean {
    return drawn !== undefined && drawn.figures.some((figure) => this.figures.has(figure))
  }

  /** A story as printed: its lines and figures remembered, and the lines it drew again counted. */
  add(drawn: DrawnLines | undefined): void {
    if (drawn === undefined) return
    for (const line of drawn.lines) {
      if (this.lines.has(line)) this.repeats++
      this.lines.add(line)
    }
    for (const figure of drawn.figures) this.figures.add(figure)
  }
}

/**
 * One of the templates, by one draw of the Rng as rng.pick makes it: among those the issue has not
 * printed, while there are any (so that the draws, and every later text, stay as they were in an issue
 * of one story of the kind).
 */
export function pickUnprinted(rng: Rng, templates: readonly string[], printed: (template: string) => boolean): string {
  const fresh = templates.filter((template) => !printed(template))
  return rng.pick(fresh.length > 0 ? fresh : templates)
}

/**
 * `count` of the templates in the order written, by one shuffle as before: those the issue has not
 * printed first, a printed one only when the kind has no other left (IssueLines counts those).
 */
export function unprintedInOrder(rng: Rng, templates: readonly string[], count: number, printed: (template: string) => boolean): string[] {
  const shuffled = rng.shuffle(templates.map((_, i) => i))
  const fresh = shuffled.filter((i) => !printed(templates[i] ?? ''))
  const ranked = [...fresh, ...shuffled.filter((i) => printed(templates[i] ?? ''))]
  const chosen = new Set(ranked.slice(0, count))
  return templates.filter((_, i) => chosen.has(i))
}
