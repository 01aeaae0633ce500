/**
 * CSV for the search export: RFC 4180 quoting, UTF-8 with a byte-order mark
 * (so spreadsheet programs read accents right), and cells that a spreadsheet
 * would run as a formula neutralised with a leading apostrophe (OWASP's
 * advice against CSV injection).
 */
export const CSV_BOM = '\uFEFF'
export const EXPORT_LIMIT = 1000
/** The texts of a search in bulk (/api/texts, src/documents/texts-zip.ts): units, and bytes of text (200 MB), in one download. */
export const TEXTS_MAX_UNITS = 10_000
export const TEXTS_MAX_BYTES = 200_000_000

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}
