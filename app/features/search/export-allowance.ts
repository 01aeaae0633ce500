import type { Locale } from '#src/domain/locale.ts'
import { serverEnv } from '#src/server/env.ts'
import { takeAllowance } from '#src/server/shared-limits.ts'
import { translations } from '#app/i18n.ts'

/**
 * Exports per visitor, shared by the CSV, RIS and BibTeX export (/api/export) and the texts in
 * bulk (/api/texts): EXPORTS_PER_MINUTE a minute, whichever they ask for. Counted where the export
 * happens, so every spelling the router accepts for either route (`/api/export/`, `/API/export`,
 * `/api/exp%6Frt`) draws on the same allowance; the visitor is the address the production server
 * resolved (src/server/client-address.ts), which only a configured proxy can name. Counted once
 * for the whole server, however many processes serve it (src/server/shared-limits.ts).
 *
 * A refusal is worded in the visitor's language (the export's `locale`): the page that offered the
 * download asks first (/api/export-check, issue 53) and shows the same sentence where the link is.
 */

/** A 429 in the visitor's language, with when to try again. */
export function tooManyExports(locale: Locale, limit: number, wait: number): Response {
  return new Response(`${translations(locale).downloads.tooManyExports({ limit, seconds: wait })}\n`, {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
  })
}

/**
 * A 429 when the visitor has used their allowance; undefined (and one export counted) otherwise.
 * With `peek`, nothing is counted: the answer says whether an export would be refused now.
 */
export async function refuseExportOverAllowance(clientAddress: string | undefined, locale: Locale, peek = false): Promise<Response | undefined> {
  const { exportsPerMinute } = serverEnv()
  const wait = await takeAllowance('exports', exportsPerMinute, 60_000, clientAddress ?? 'unknown', peek)
  return wait <= 0 ? undefined : tooManyExports(locale, exportsPerMinute, wait)
}
