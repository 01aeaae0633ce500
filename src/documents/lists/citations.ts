/**
 * A list's members cited (issue 55): RIS, BibTeX and CSL-JSON with one record per member, from the
 * same records as every other citation of the site (src/domain/citation-records.ts), and a CSV with
 * one row per member that opens with the list's own citation (as a search's export does). A unit is
 * cited by its permanent link; a page or a region by its place in the reader, which names it.
 */
import type { CitationContext } from '../../domain/citation-records.ts'
import { toBibtex, toCslJson, toRis } from '../../domain/citation.ts'
import { memberPermalink, memberRecord } from '../../domain/list-citation.ts'
import { CSV_BOM, csvRow } from '../../domain/csv.ts'
import { contentState } from '../../domain/content-state.ts'
import { shownDate } from '../../domain/issue-path.ts'
import { listDocumentPath, parseMemberRef } from '../../domain/lists.ts'
export { memberPermalink, memberRecord }
import { type ResolvedMember, memberKindLabel, memberReaderPath, memberSource, memberTitle } from '../../domain/list-view.ts'
import type { Locale } from '../../domain/locale.ts'
import { canvasSize } from '../../iiif/presentation.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import type { CitationFormat } from './job.ts'

export interface ListCitation {
  id: string
  title: string
  asof: string
  /** The list's permanent link. */
  permalink: string
}

/** The member as IIIF Content State (base64url), naming its page of its document's manifest, at its region when it has one. */
export function memberContentState(origin: string, member: ResolvedMember): string | undefined {
  const parsed = parseMemberRef(member.ref)
  if (!parsed || !member.page) return undefined
  const manifest = `${origin}/iiif${listDocumentPath(parsed.document)}/manifest`
  const region = member.region ?? { x: 0, y: 0, width: 10000, height: 10000 }
  return contentState(manifest, { page: member.page.sequence, ...region }, canvasSize(member.page))
}

export const CSV_COLUMNS = [
  'position',
  'status',
  'kind',
  'type',
  'title',
  'periodical_or_item',
  'date',
  'language',
  'page',
  'region',
  'permalink',
  'reader',
  'iiif_content_state',
] as const

function csvOf(LL: TranslationFunctions, locale: Locale, list: ListCitation, members: readonly ResolvedMember[], origin: string, now: Date): string {
  const head = [
    ['list', list.title],
    ['members', members.length],
    ['asof', list.asof],
    ['permalink', list.permalink],
    ['retrieved', now.toISOString()],
  ].map(([key, value]) => csvRow([key, value]))
  const rows = members.map((member, index) => {
    const document = member.document
    const date = document?.kind === 'issue' ? shownDate(document.date, document.datePrecision) : (document?.date ?? '')
    const reader = memberReaderPath(member)
    const region = member.region ? [member.region.x, member.region.y, member.region.width, member.region.height].join(',') : ''
    return csvRow([
      index + 1,
      member.status,
      member.kind,
      member.status === 'ok' ? memberKindLabel(LL, member) : '',
      member.status === 'ok' ? memberTitle(LL, locale, member) : member.ref,
      memberSource(locale, member),
      date,
      member.unit?.language ?? (document?.languages.length === 1 ? document.languages[0] : ''),
      member.page?.sequence ?? '',
      region,
      memberPermalink(origin, member),
      reader ? `${origin}${reader}` : '',
      memberContentState(origin, member) ?? '',
    ])
  })
  return CSV_BOM + head.join('') + '\r\n' + csvRow([...CSV_COLUMNS]) + rows.join('')
}

export const CITATION_TYPES: Record<CitationFormat, string> = {
  ris: 'application/x-research-info-systems; charset=utf-8',
  bib: 'application/x-bibtex; charset=utf-8',
  json: 'application/vnd.citationstyles.csl+json; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
}

/** The list's members in one of the formats; withdrawn members are left out of the records, kept (marked) in the CSV. */
export function listCitations(LL: TranslationFunctions, locale: Locale, list: ListCitation, members: readonly ResolvedMember[], format: CitationFormat, origin: string, now: Date): string {
  if (format === 'csv') return csvOf(LL, locale, list, members, origin, now)
  const context: CitationContext = { origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: now.toISOString().slice(0, 10) }
  const records = members.flatMap((member, index) => memberRecord(LL, locale, member, index + 1, context) ?? [])
  if (format === 'ris') return records.length > 0 ? toRis(records) : ''
  if (format === 'bib') return toBibtex(records)
  return `${JSON.stringify(toCslJson(records), null, 2)}\n`
}
