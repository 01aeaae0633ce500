import type { Page, Response } from '@playwright/test'

/** Opens a page and waits until React has hydrated it, so clicks run the app's handlers. */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}
