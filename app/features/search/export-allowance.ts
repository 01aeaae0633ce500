import { serverEnv } from '#src/server/env.ts'
import { takeAllowance } from '#src/server/shared-limits.ts'

/**
 * Exports per visitor, shared by the CSV, RIS and BibTeX export (/api/export) and the texts in
 * bulk (/api/texts): EXPORTS_PER_MINUTE a minute, whichever they ask for. Counted where the export
 * happens, so every spelling the router accepts for either route (`/api/export/`, `/API/export`,
 * `/api/exp%6Frt`) draws on the same allowance; the visitor is the address the production server
 * resolved (src/server/client-address.ts), which only a configured proxy can name. Counted once
 * for the whole server, however many processes serve it (src/server/shared-limits.ts).
 */

const TOO_MANY_EXPORTS = (limit: number) =>
  [
    `Too many exports: at most ${limit} a minute. Please try again shortly.`,
    `Zu viele Exporte: höchstens ${limit} pro Minute. Bitte gleich noch einmal versuchen.`,
    `Trop d’exports : ${limit} par minute au plus. Réessayez dans un instant.`,
    '',
  ].join('\n')

/** A 429 when the visitor has used their allowance; undefined (and one export counted) otherwise. */
export async function refuseExportOverAllowance(clientAddress: string | undefined): Promise<Response | undefined> {
  const { exportsPerMinute } = serverEnv()
  const wait = await takeAllowance('exports', exportsPerMinute, 60_000, clientAddress ?? 'unknown')
  if (wait <= 0) return undefined
  return new Response(TOO_MANY_EXPORTS(exportsPerMinute), {
    status: 429,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'retry-after': String(wait), 'cache-control': 'no-store' },
  })
}
