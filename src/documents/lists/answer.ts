/**
 * A list job answered on a search thread (./job.ts): JSON for the page and the checks, the
 * citations, the IIIF collection, the ZIP's facts and texts, the PDF. Never kept by the document
 * cache (`keep: false`): a list's answer is cheap beside its page, and a withdrawal must show at once.
 */
import { localizePath } from '../../domain/locale.ts'
import type { Db } from '../../store/db.ts'
import { type DocumentAnswer, TEXT } from '../answer.ts'
import { translations } from '../translations.ts'
import { CITATION_TYPES, listCitations } from './citations.ts'
import { listCollection } from './collection.ts'
import type { ListJob } from './job.ts'
import { answerListPdf } from './pdf.ts'
import { checkMembers, resolveList } from './resolve.ts'
import { memberBodies, memberFiles } from './texts.ts'

const JSON_TYPE = 'application/json; charset=utf-8'
const COLLECTION_TYPE = 'application/ld+json;profile="http://iiif.io/api/presentation/3/context.json"'

const json = (value: unknown): DocumentAnswer => ({ status: 200, type: JSON_TYPE, body: JSON.stringify(value), keep: false })

/** The list's permanent link: its page without a language prefix. */
export function listPermalink(origin: string, id: string): string {
  return `${origin}${localizePath(`/lists/${id}`, 'fr')}`
}

export function answerListJob(db: Db, job: ListJob): DocumentAnswer {
  const LL = translations(job.locale)
  const now = new Date(job.now)
  const cited = { id: job.id, title: job.title, asof: job.asof, permalink: listPermalink(job.origin, job.id) }
  switch (job.part) {
    case 'check':
      return json({ problems: checkMembers(db, job.members, job.asof) })
    case 'resolve':
      return json(resolveList(db, job.members, job.q))
    case 'citations': {
      const { members } = resolveList(db, job.members, '')
      return { status: 200, type: CITATION_TYPES[job.format], body: listCitations(LL, job.locale, cited, members, job.format, job.origin, now), keep: false }
    }
    case 'collection': {
      const { members } = resolveList(db, job.members, '')
      return { status: 200, type: COLLECTION_TYPE, body: JSON.stringify(listCollection({ ...cited, note: job.note }, members, job.origin)), keep: false }
    }
    case 'textsManifest':
      return json(memberFiles(db, job.members, job.from, Math.min(job.to, job.members.length)))
    case 'textsBodies':
      return { status: 200, type: 'application/octet-stream', body: memberBodies(db, job.members, job.from, Math.min(job.to, job.members.length)), keep: false }
    case 'pdf':
      return answerListPdf(db, job, cited)
  }
  return { status: 400, type: TEXT, body: 'Unknown part\n', keep: false }
}
