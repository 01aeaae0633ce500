/**
 * GET /cite/… (answered on a search thread, src/documents/run.ts): a citation of an issue, an article or an item as RIS, BibTeX or CSL-JSON (ADR 023),
 * addressed like the reader page it cites:
 *   /cite/periodicals/{id}/{date[-eN]}.{ris|bib|json}          the issue
 *   /cite/periodicals/{id}/{date[-eN]}/{unit}.{ris|bib|json}   an article of it
 *   /cite/items/{id}.{ris|bib|json}                            a book, manuscript, poster, postcard
 * `?lang=` names the language of what the record must word itself (an untitled article).
 */
import { type CitationContext, articleRecord, issueRecord, itemRecord } from '../domain/citation-records.ts'
import { type CitationRecord, toBibtex, toCslJson, toRis } from '../domain/citation.ts'
import { parseIssueSegment } from '../domain/issue-path.ts'
import { unitName } from '../domain/labels.ts'
import { MAX_ID_LENGTH, MAX_ISSUE_SEGMENT_LENGTH } from '../domain/limits.ts'
import { DEFAULT_LOCALE, isLocale } from '../domain/locale.ts'
import type { Db } from '../store/db.ts'
import { issueHead, itemHead } from '../store/issues.ts'
import { isDemoDocument } from '../store/demo.ts'
import { unitOutlines, unitSourceId } from '../store/outlines.ts'
import { demoMark } from './demo-mark.ts'
import { translations } from './translations.ts'

export interface CiteAnswer {
  status: number
  type: string
  body: string
  filename?: string
}

const FORMATS = {
  ris: { type: 'application/x-research-info-systems; charset=utf-8', write: toRis },
  bib: { type: 'application/x-bibtex; charset=utf-8', write: toBibtex },
  json: { type: 'application/vnd.citationstyles.csl+json; charset=utf-8', write: (records: readonly CitationRecord[]) => `${JSON.stringify(toCslJson(records), null, 2)}\n` },
} as const

function isFormat(value: string): value is keyof typeof FORMATS {
  return Object.hasOwn(FORMATS, value)
}

const notFound = (): CiteAnswer => ({ status: 404, type: 'text/plain; charset=utf-8', body: 'Not found\n' })

export function answerCite(db: Db, origin: string, now: Date, pathname: string, search: URLSearchParams): CiteAnswer {
  let segments: string[]
  try {
    segments = pathname.replace(/^\/cite\/?/, '').split('/').map(decodeURIComponent)
  } catch {
    return notFound()
  }
  const last = segments.at(-1) ?? ''
  const dot = last.lastIndexOf('.')
  const extension = dot === -1 ? '' : last.slice(dot + 1)
  if (!isFormat(extension)) return notFound()
  segments[segments.length - 1] = last.slice(0, dot)
  const lang = search.get('lang') ?? DEFAULT_LOCALE
  const locale = isLocale(lang) ? lang : DEFAULT_LOCALE
  const LL = translations(locale)
  const context: CitationContext = { origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: now.toISOString().slice(0, 10) }

  let record: CitationRecord | undefined
  let demo = false
  if (segments[0] === 'periodicals' && (segments.length === 3 || segments.length === 4)) {
    const [, periodicalId = '', segment = '', unitId] = segments
    const ref = periodicalId.length <= MAX_ID_LENGTH && segment.length <= MAX_ISSUE_SEGMENT_LENGTH ? parseIssueSegment(segment) : undefined
    // What the issue says of itself, and its units' titles and places: never its words.
    const issue = ref && issueHead(db, periodicalId, ref.date, ref.edition)
    if (issue && unitId === undefined) record = issueRecord(issue, context)
    const unit = issue && unitId !== undefined ? unitOutlines(db, { column: 'issue_id', key: issue.key }).find((candidate) => String(candidate.id) === unitId) : undefined
    const sourceId = unit ? unitSourceId(db, unit.id) : undefined
    if (issue && unit && sourceId !== undefined) record = articleRecord(issue, { ...unit, sourceId }, unitName(LL, unit), context)
    demo = issue !== undefined && isDemoDocument(db, { kind: 'issue', periodicalId: issue.periodical.id, date: issue.date, edition: issue.edition })
  } else if (segments[0] === 'items' && segments.length === 2) {
    const id = segments[1] ?? ''
    const item = id.length <= MAX_ID_LENGTH ? itemHead(db, id) : undefined
    if (item) record = itemRecord(item, context)
    demo = item !== undefined && isDemoDocument(db, { kind: 'item', id: item.id })
  }
  if (!record) return notFound()
  if (demo) record = { ...record, note: demoMark(locale) }
  const format = FORMATS[extension]
  return { status: 200, type: format.type, body: format.write([record]), filename: `${record.key}.${extension}` }
}
