import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'
import { scrollSettled } from './helpers'

/**
 * Runs axe-core with the WCAG 2.x A/AA rules and fails on any violation, once the page has stopped
 * scrolling: mid-scroll (a hash link, a jump to a hit) a sticky bar passes over links, and axe
 * judges those as partly obscured targets (target-size), a state no visitor stops in.
 */
export async function expectNoAxeViolations(page: Page) {
  await scrollSettled(page)
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  )
  expect(summary, `axe violations on ${page.url()}`).toEqual([])
}
