/**
 * The `test` every e2e spec uses: Playwright's, with a watch on the browser's console. A journey
 * fails when any page it opened logged an error (`console.error`, a resource the browser reports
 * as failed) or threw one (`pageerror`): a React hydration error (#418) or a script error is a
 * defect even when every assertion of the journey holds.
 *
 * One thing is allowed everywhere, because the spec asks for it: a page the server answered with an
 * error status (a test opened an address that does not exist) shows the error screen, which logs
 * its error to the console (spec §8), and the browser reports the document's status. Both are
 * allowed only on such a document: the error screen on a page the server answered with 200 (a
 * render error in a journey) fails the test.
 *
 * A test that causes another error on purpose (it makes the search engine fail) says which, with
 * the reason, through `consoleErrors.allow`: that allowance belongs to that test only.
 */
import { type BrowserContext, type Page, test as base } from '@playwright/test'

export { expect } from '@playwright/test'

interface Logged {
  kind: 'console.error' | 'pageerror'
  text: string
  /** Where it was logged from: the page's address, or the resource's for a failed load. */
  where: string
  /** Whether the page's document was an error the server answered (status 400 or more). */
  onErrorDocument: boolean
}

/** What the browser and the error screen log on a document the server answered with an error status. */
function errorDocumentLog(entry: Logged, errorDocuments: ReadonlySet<string>): boolean {
  if (entry.kind !== 'console.error') return false
  // The browser's report of the document's own status.
  if (/^Failed to load resource: the server responded with a status of [45]\d\d\b/.test(entry.text) && errorDocuments.has(entry.where)) return true
  // The error screen's log of its error (spec §8: "The error is also logged to the console").
  return entry.onErrorDocument && /^\{statusCode: [45]\d\d\b/.test(entry.text)
}

export class ConsoleErrors {
  private readonly logged: Logged[] = []
  /** Documents (addresses) the server answered with an error status. */
  private readonly errorDocuments = new Set<string>()
  private readonly allowed: { pattern: RegExp; why: string }[] = []

  /** Records the errors of every page of `context`, those open now and those opened later. */
  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page)
    context.on('page', (page) => this.watchPage(page))
  }

  private watchPage(page: Page): void {
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().isNavigationRequest() && response.frame() === page.mainFrame()) this.errorDocuments.add(response.url())
    })
    page.on('console', (message) => {
      if (message.type() !== 'error') return
      this.logged.push({ kind: 'console.error', text: message.text(), where: message.location().url || page.url(), onErrorDocument: this.errorDocuments.has(page.url()) })
    })
    page.on('pageerror', (error) => this.logged.push({ kind: 'pageerror', text: error.message, where: page.url(), onErrorDocument: this.errorDocuments.has(page.url()) }))
  }

  /**
   * This test causes errors that match `pattern` (tested against "text @ where") on purpose,
   * for the reason given (which the failure report repeats when something else is logged).
   */
  allow(pattern: RegExp, why: string): void {
    this.allowed.push({ pattern, why })
  }

  /** What was logged that no allowance of this test covers. */
  unexpected(): string[] {
    return this.logged
      .filter((entry) => !errorDocumentLog(entry, this.errorDocuments))
      .map((entry) => `${entry.kind}: ${entry.text} @ ${entry.where}`)
      .filter((line) => !this.allowed.some((allowance) => allowance.pattern.test(line)))
  }

  /** What this test allowed, for the report. */
  allowances(): string[] {
    return this.allowed.map((allowance) => `${String(allowance.pattern)} (${allowance.why})`)
  }
}

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ context }, use) => {
      const errors = new ConsoleErrors()
      errors.watch(context)
      await use(errors)
      const unexpected = errors.unexpected()
      if (unexpected.length > 0) {
        const allowed = errors.allowances()
        throw new Error(
          [`The browser logged ${unexpected.length} error(s) during this journey:`, ...unexpected.map((line) => `  ${line}`), ...(allowed.length > 0 ? ['Allowed in this test:', ...allowed.map((line) => `  ${line}`)] : [])].join('\n'),
        )
      }
    },
    { auto: true },
  ],
})
