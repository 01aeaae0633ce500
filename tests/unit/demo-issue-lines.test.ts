/**
 * An issue's memory of the lines its stories printed (issue-lines.ts; issue 51, sixteenth reading): a second story draws the
 * lines not printed yet, by the same draws, and states a figure once.
 */
import { describe, expect, it } from 'vitest'
import { IssueLines, pickUnprinted, unprintedInOrder } from '#src/demo/issue-lines.ts'
import { Rng } from '#src/demo/random.ts'

const LINES = ['a', 'b', 'c', 'd', 'e', 'f']

describe('an issue remembers the lines its stories printed', () => {
  it('draws as the plain shuffle and pick when nothing is printed', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const plain = new Rng(seed)
      const chosen = new Set(plain.shuffle(LINES.map((_, i) => i)).slice(0, 3))
      expect(unprintedInOrder(new Rng(seed), LINES, 3, () => false)).toEqual(LINES.filter((_, i) => chosen.has(i)))
      expect(pickUnprinted(new Rng(seed), LINES, () => false)).toBe(new Rng(seed).pick(LINES))
    }
  })

  it('takes lines not printed first, a printed one only when none is left, in the order written', () => {
    const printed = (line: string) => ['a', 'c', 'e'].includes(line)
    for (let seed = 1; seed <= 20; seed++) {
      expect(unprintedInOrder(new Rng(seed), LINES, 3, printed)).toEqual(['b', 'd', 'f'])
      expect(unprintedInOrder(new Rng(seed), LINES, 4, printed).filter(printed)).toHaveLength(1)
      expect(printed(pickUnprinted(new Rng(seed), LINES, printed))).toBe(false)
    }
  })

  it('counts the lines drawn again and knows the figures stated', () => {
    const issue = new IssueLines()
    issue.add({ lines: [IssueLines.key('lb', 'a'), IssueLines.key('lb', 'b')], figures: ['crowd=28'] })
    issue.add({ lines: [IssueLines.key('lb', 'b'), IssueLines.key('de', 'a')], figures: [] })
    expect(issue.repeats).toBe(1)
    expect(issue.has(IssueLines.key('de', 'a'))).toBe(true)
    expect(issue.figureTaken({ lines: [], figures: ['crowd=28'] })).toBe(true)
    expect(issue.figureTaken({ lines: [], figures: ['crowd=29'] })).toBe(false)
  })
})
