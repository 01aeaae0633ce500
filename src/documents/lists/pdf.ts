/**
 * A PDF of a list's members (issue 55), made on a search thread as every PDF is (../pdf.ts, ADR 036):
 * a title page with the list's title, note, collection date and permanent link and each member's
 * citation; then each member's pages (a unit's, a page, a region's
 * page with the region outlined, a whole document), scans with their OCR as an invisible text layer,
 * or the OCR typeset. At most MAX_PDF_PAGES pages of print (413 past it, saying so). Kept per store,
 * list, language and day, like the other PDFs.
 */
import { mkdirSync, utimesSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join } from 'node:path'
import PDFDocument from 'pdfkit'
import { formatDate } from '../../domain/format.ts'
import { parseMemberRef } from '../../domain/lists.ts'
import { type ResolvedMember, memberPrintedPages, memberTitle } from '../../domain/list-view.ts'
import type { Locale } from '../../domain/locale.ts'
import type { Db } from '../../store/db.ts'
import { getPage, pageWordCounts } from '../../store/issues.ts'
import { storeGeneration } from '../../store/library.ts'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { type DocumentAnswer, TEXT } from '../answer.ts'
import { MAX_PDF_PAGES, MAX_PDF_WORDS, PDF_WORDS_A_COUNT } from '../limits.ts'
import { A4, MARGIN, PDF_TYPE, drain, keptFolder, loadFonts, ownScan, prune, scanPage, tiledScan, typesetPage, writeWhole } from '../pdf.ts'
import { checkBudget } from '../../domain/work-budget.ts'
import { translations } from '../translations.ts'
import type { ListCitation } from './citations.ts'
import { citationLine, memberRecord } from '../../domain/list-citation.ts'
import type { ListJob } from './job.ts'
import { resolveList } from './resolve.ts'

interface Planned {
  member: ResolvedMember
  sequences: number[]
}

function titlePages(doc: PDFKit.PDFDocument, LL: TranslationFunctions, locale: Locale, list: ListCitation & { note: string }, planned: Planned[], origin: string, now: Date): void {
  doc.addPage({ size: A4, margin: MARGIN })
  const width = A4[0] - 2 * MARGIN
  doc.font('body').fontSize(10).fillColor('#555555').text(`${LL.site.institution()} – ${LL.site.project()}`, { width })
  doc.moveDown(2)
  doc.font('bold').fontSize(20).fillColor('#111111').text(list.title, { width })
  if (list.note) {
    doc.moveDown(0.7)
    doc.font('body').fontSize(11).text(list.note, { width })
  }
  doc.moveDown(1)
  doc.font('body').fontSize(10).fillColor('#333333').text(LL.lists.page.pinned({ date: formatDate(list.asof, locale) }), { width })
  doc.fillColor('#0b57d0').text(list.permalink, { width, link: list.permalink, underline: true })
  doc.moveDown(1.2)
  const context = { origin, archive: `${LL.site.institution()}, ${LL.site.project()}`, accessed: now.toISOString().slice(0, 10) }
  planned.forEach(({ member }, index) => {
    const record = memberRecord(LL, locale, member, index + 1, context)
    const line = record ? citationLine(LL, locale, record) : `${member.ref} – ${LL.lists.page.withdrawn()}`
    doc.font('bold').fontSize(10).fillColor('#111111').text(`${index + 1}. ${memberTitle(LL, locale, member)}`, { width })
    doc.font('body').fontSize(9).fillColor('#333333').text(line, { width })
    doc.moveDown(0.5)
  })
  doc.moveDown(1)
  doc.font('body').fontSize(9).fillColor('#555555').text(LL.reading.pdfTextLayer(), { width })
  doc.text(LL.reading.pdfMade({ date: formatDate(now.toISOString().slice(0, 10), locale), site: LL.site.project() }), { width })
  doc.fillColor('#111111')
}

/** The words on the pages the list's PDF would hold, from the store's counts. */
function listWords(db: Db, planned: readonly Planned[]): number {
  let words = 0
  for (const { member, sequences } of planned) {
    const parsed = parseMemberRef(member.ref)
    if (!parsed || sequences.length === 0) continue
    const counts = pageWordCounts(db, parsed.document, { first: Math.min(...sequences), last: Math.max(...sequences) })
    for (const sequence of sequences) words += counts.get(sequence) ?? 0
  }
  return words
}

/** Answers the `pdf` part of a list job: a file the route sends, or a 413 past the pages allowed. */
export function answerListPdf(db: Db, job: ListJob, list: ListCitation): DocumentAnswer {
  const LL = translations(job.locale)
  const now = new Date(job.now)
  const { members } = resolveList(db, job.members, '')
  const planned: Planned[] = []
  let total = 0
  for (const member of members) {
    const sequences = memberPrintedPages(member)
    planned.push({ member, sequences })
    total += sequences.length
  }
  if (total > MAX_PDF_PAGES) return { status: 413, type: TEXT, body: `${LL.lists.pdf.tooLong({ count: total, limit: MAX_PDF_PAGES })}\n`, keep: false }
  // Bounded and weighed by its words as a document's PDF is (H2 of issue 48), counted before any of it is made.
  const words = listWords(db, planned)
  if (words > MAX_PDF_WORDS) return { status: 413, type: TEXT, body: `${LL.pdfBudget.tooManyWords({ count: words, limit: MAX_PDF_WORDS })}\n`, keep: false }
  const weight = Math.max(1, Math.ceil(words / PDF_WORDS_A_COUNT))
  const folder = keptFolder({ folder: job.folder })
  mkdirSync(folder, { recursive: true })
  const key = createHash('sha256').update([storeGeneration(), job.origin, job.id, job.locale, now.toISOString().slice(0, 10)].join('\u0000')).digest('hex')
  const file = join(folder, `list-${key}.pdf`)
  try {
    const seconds = now.getTime() / 1000
    utimesSync(file, seconds, seconds)
  } catch {
    writeListPdf({ db, job, list, planned, LL, file, now })
    prune(folder)
  }
  return { status: 200, type: PDF_TYPE, body: '', file, filename: `list-${job.id}.pdf`, keep: false, weight }
}

interface Writing {
  db: Db
  job: ListJob
  list: ListCitation
  planned: Planned[]
  LL: TranslationFunctions
  file: string
  now: Date
}

function writeListPdf({ db, job, list, planned, LL, file, now }: Writing): void {
  writeWhole(file, (fd) => {
    const { body, bold } = loadFonts()
    const doc = new PDFDocument({ autoFirstPage: false, compress: true, lang: job.locale, displayTitle: true, info: { Title: list.title, Subject: list.permalink, Creator: LL.site.project() } })
    doc.registerFont('body', body)
    doc.registerFont('bold', bold)
    titlePages(doc, LL, job.locale, { ...list, note: job.note }, planned, job.origin, now)
    drain(doc, fd)
    for (const [index, { member, sequences }] of planned.entries()) {
      const parsed = parseMemberRef(member.ref)
      if (!parsed) continue
      for (const [offset, sequence] of sequences.entries()) {
        // Between pages, as a document's PDF: it stops when its budget is spent or its client has gone, and is not kept.
        checkBudget()
        const page = getPage(db, parsed.document, sequence)
        if (!page) continue
        const pieces = (page.imageKey === null ? undefined : tiledScan(job.images, page.imageKey)) ?? ownScan(page.imagePath, job.sources)
        if (pieces) {
          scanPage(doc, page, pieces)
          // A region is outlined on its page, where it was clipped from.
          if (member.region) {
            const { width, height } = doc.page
            doc.save().lineWidth(3).strokeColor('#7a2418').rect((member.region.x / 10000) * width, (member.region.y / 10000) * height, (member.region.width / 10000) * width, (member.region.height / 10000) * height).stroke().restore()
          }
        } else typesetPage(doc, page, LL)
        // Each member is a bookmark of the PDF, on its first page: where it begins, whatever a typeset page ran to.
        if (offset === 0) doc.outline.addItem(`${index + 1}. ${memberTitle(LL, job.locale, member)}`)
        drain(doc, fd)
      }
    }
    doc.end()
    drain(doc, fd)
  })
}

