import type { Page, Response } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks run the app's handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

/** The staff token the e2e server is started with (playwright.config.ts), to read the analytics counts. */
export const E2E_ANALYTICS_TOKEN = 'e2e-analytics-token-not-a-secret-0123456789'

/**
 * Waits until the page has stopped scrolling (six animation frames without moving): a smooth
 * scroll to a hit or an anchor is still under way when its focus has already moved (or has not
 * begun when the target is already found), and axe must judge the page where it comes to rest,
 * not the sticky bar passing over the content.
 */
export async function scrollSettled(page: Page): Promise<void> {
  for (;;) {
    const moved = await page.evaluate(
      () =>
        new Promise<number>((done) => {
          const start = window.scrollY
          let frames = 0
          let moved = 0
          const step = () => {
            moved += Math.abs(window.scrollY - start)
            if (++frames < 6) requestAnimationFrame(step)
            else done(moved)
          }
          requestAnimationFrame(step)
        }),
    )
    if (moved === 0) return
  }
}
