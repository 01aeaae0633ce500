/**
 * OAI-PMH's verbs (src/documents/oai.ts says what the repository gives): each verb's answer, the
 * envelope, and protocol errors answered as the protocol says.
 */
import { typeLabel } from '../../domain/labels.ts'
import { xml } from '../../domain/seo.ts'
import type { Db } from '../../store/db.ts'
import { type HarvestRow, type RecordKey, deletedPeriodicals, findRecord, periodicalSets, storeTimes, typesWithRecords } from '../../store/harvest.ts'
import { demoBatches } from '../../store/demo.ts'
import type { DocumentAnswer } from '../answer.ts'
import { demoMarks } from '../demo-mark.ts'
import { METADATA_FORMATS, type MetadataPrefix, isMetadataPrefix } from '../oai-metadata.ts'
import { translations } from '../translations.ts'
import {
  type Arguments,
  type ListRequest,
  OaiError,
  TOKEN_LIFETIME_MS,
  type OaiContext,
  type Token,
  type Verb,
  datestamp,
  decodeToken,
  encodeToken,
  keyOfIdentifier,
  listRequestOf,
  readArguments,
  selectionOf,
  setOfPeriodical,
} from './arguments.ts'
import { disseminates, header, listPage, listSize, recordXml, withTitleStamp } from './records.ts'

function answerList(context: OaiContext & { db: Db }, verb: 'ListIdentifiers' | 'ListRecords', values: Map<string, string>): { body: string; attributes: Map<string, string> } {
  const { db, now } = context
  const tokenText = values.get('resumptionToken')
  let request: ListRequest
  let after: RecordKey | undefined
  let given = 0
  let size: number
  if (tokenText !== undefined) {
    const token = decodeToken(tokenText, now)
    if (token.verb !== verb) throw new OaiError('badResumptionToken', `The resumption token continues ${token.verb}, not ${verb}.`)
    const selection = selectionOf(token.set)
    if (!isMetadataPrefix(token.prefix) || !selection) throw new OaiError('badResumptionToken', 'The resumption token is not one this repository gave.')
    request = {
      prefix: token.prefix,
      set: token.set,
      selection: token.prefix === 'marc21' ? { kinds: selection.kinds.filter((kind) => kind === 'periodical'), filter: selection.filter } : selection,
      from: token.from,
      until: token.until,
      snapshot: token.snapshot,
    }
    const [kind, periodicalId, date, edition, itemId] = token.after
    after = { kind, periodicalId, date, edition, itemId }
    given = token.given
    size = token.size
  } else {
    request = listRequestOf(values, storeTimes(db).latest)
    size = listSize(db, request)
  }
  const limit = verb === 'ListRecords' ? context.pageSize : context.pageSize * 5
  const page = listPage(db, request, after, limit)
  if (page.rows.length === 0) {
    // Only a first page can be empty: a token is given only when a record follows, and a record of the snapshot stays in it.
    if (tokenText !== undefined) throw new OaiError('badResumptionToken', 'The list this token continues has no more records.')
    throw new OaiError('noRecordsMatch', 'No record matches these arguments.')
  }
  const items = page.rows.map((row) => (verb === 'ListRecords' ? recordXml(context, row, request.prefix) : header(context, row))).join('')
  const last = page.rows.at(-1)
  let resumption = ''
  if (page.more && last) {
    const token: Token = {
      verb,
      prefix: request.prefix,
      ...(request.set === undefined ? {} : { set: request.set }),
      ...(request.from === undefined ? {} : { from: request.from }),
      ...(request.until === undefined ? {} : { until: request.until }),
      snapshot: request.snapshot,
      after: [last.kind, last.periodicalId, last.date, last.edition, last.itemId],
      given: given + page.rows.length,
      size,
      expires: now.getTime() + TOKEN_LIFETIME_MS,
    }
    const expires = datestamp(new Date(token.expires).toISOString())
    resumption = `<resumptionToken expirationDate="${expires}" completeListSize="${size}" cursor="${given}">${encodeToken(token)}</resumptionToken>`
  } else if (tokenText !== undefined) {
    // The last page of a list that had more than one: an empty token says the list is complete.
    resumption = `<resumptionToken completeListSize="${size}" cursor="${given}"/>`
  }
  return { body: `<${verb}>${items}${resumption}</${verb}>`, attributes: values }
}

/**
 * A repository holding the demonstration collection says so in Identify (issue 51): a Dublin Core
 * description, the container the protocol allows for it, in every language.
 */
function demoDescription(name: string): string {
  const notes = demoMarks()
    .map((note) => `<dc:description xml:lang="${note.locale}">${xml(note.text)}</dc:description>`)
    .join('')
  return (
    `<description><oai_dc:dc xmlns:oai_dc="${METADATA_FORMATS.oai_dc.namespace}" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${METADATA_FORMATS.oai_dc.namespace} ${METADATA_FORMATS.oai_dc.schema}"><dc:title>${xml(name)}</dc:title>${notes}</oai_dc:dc></description>`
  )
}

function answerIdentify(context: OaiContext): string {
  const LL = translations('en')
  const times = context.db ? storeTimes(context.db) : { earliest: undefined }
  const name = `${LL.site.institution()}, ${LL.site.project()}`
  return (
    `<Identify><repositoryName>${xml(name)}</repositoryName>` +
    `<baseURL>${xml(`${context.origin}/oai`)}</baseURL><protocolVersion>2.0</protocolVersion>` +
    `<adminEmail>${xml(context.adminEmail)}</adminEmail>` +
    `<earliestDatestamp>${datestamp(times.earliest ?? context.now.toISOString())}</earliestDatestamp>` +
    `<deletedRecord>persistent</deletedRecord><granularity>YYYY-MM-DDThh:mm:ssZ</granularity>` +
    `${context.db && demoBatches(context.db).size > 0 ? demoDescription(name) : ''}</Identify>`
  )
}

function answerFormats(context: OaiContext, values: Map<string, string>): string {
  let prefixes: MetadataPrefix[] = ['oai_dc', 'mods', 'marc21']
  const identifier = values.get('identifier')
  if (identifier !== undefined) {
    const row = context.db ? rowOfIdentifier(context.db, context.origin, identifier) : undefined
    if (!row || !context.db) throw new OaiError('idDoesNotExist', 'The repository has no record with that identifier.')
    const db = context.db
    prefixes = prefixes.filter((prefix) => prefix !== 'marc21' || (row.kind === 'periodical' && disseminates(db, row, prefix)))
  }
  const formats = prefixes
    .map(
      (prefix) =>
        `<metadataFormat><metadataPrefix>${prefix}</metadataPrefix><schema>${METADATA_FORMATS[prefix].schema}</schema><metadataNamespace>${METADATA_FORMATS[prefix].namespace}</metadataNamespace></metadataFormat>`,
    )
    .join('')
  return `<ListMetadataFormats>${formats}</ListMetadataFormats>`
}

function rowOfIdentifier(db: Db, origin: string, identifier: string): HarvestRow | undefined {
  const key = keyOfIdentifier(origin, identifier)
  const row = key ? findRecord(db, key) : undefined
  return row ? withTitleStamp(db, row) : undefined
}

function answerGetRecord(context: OaiContext, values: Map<string, string>): string {
  const prefix = values.get('metadataPrefix') ?? ''
  const identifier = values.get('identifier') ?? ''
  const db = context.db
  const row = db ? rowOfIdentifier(db, context.origin, identifier) : undefined
  if (!db || !row) throw new OaiError('idDoesNotExist', 'The repository has no record with that identifier.')
  if (!isMetadataPrefix(prefix)) throw new OaiError('cannotDisseminateFormat', 'The repository gives oai_dc, mods and marc21 (title records).')
  if (!disseminates(db, row, prefix)) throw new OaiError('cannotDisseminateFormat', 'This record has no MARC record: ask for oai_dc or mods.')
  return `<GetRecord>${recordXml({ ...context, db }, row, prefix)}</GetRecord>`
}

function answerSets(context: OaiContext, values: Map<string, string>): string {
  if (values.has('resumptionToken')) throw new OaiError('badResumptionToken', 'ListSets is given whole: it has no resumption tokens.')
  const db = context.db
  const types = db ? typesWithRecords(db) : []
  if (!db || types.length === 0) throw new OaiError('noSetHierarchy', 'The repository holds no records, and so no sets, yet.')
  const LL = translations('en')
  const set = (spec: string, name: string) => `<set><setSpec>${xml(spec)}</setSpec><setName>${xml(name)}</setName></set>`
  const live = periodicalSets(db)
  const gone = deletedPeriodicals(db).filter((entry) => !live.some((periodical) => periodical.id === entry.id))
  return `<ListSets>${[
    set('type', 'Document types'),
    ...types.map((type) => set(`type:${type}`, typeLabel(LL, type))),
    set('periodical', 'Periodicals'),
    ...live.map((periodical) => set(setOfPeriodical(periodical.id), periodical.title)),
    ...gone.map((periodical) => set(setOfPeriodical(periodical.id), periodical.id)),
  ].join('')}</ListSets>`
}

function envelope(context: OaiContext, request: string, body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    // Opened in a browser, the answer reads as a page (./oai-stylesheet.ts); harvesters ignore it.
    '<?xml-stylesheet type="text/xsl" href="/oai.xsl"?>\n' +
    '<OAI-PMH xmlns="http://www.openarchives.org/OAI/2.0/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="http://www.openarchives.org/OAI/2.0/ http://www.openarchives.org/OAI/2.0/OAI-PMH.xsd">' +
    `<responseDate>${datestamp(context.now.toISOString())}</responseDate>${request}${body}</OAI-PMH>\n`
  )
}

function requestElement(context: OaiContext, attributes: Map<string, string> | undefined, verb: Verb | undefined): string {
  const base = xml(`${context.origin}/oai`)
  if (!attributes || !verb) return `<request>${base}</request>`
  const attrs = [['verb', verb], ...attributes].map(([key, value]) => ` ${key}="${xml(value ?? '')}"`).join('')
  return `<request${attrs}>${base}</request>`
}

const XML_TYPE = 'text/xml; charset=utf-8'

/** Answers an OAI-PMH request (its arguments as a query string, from the URL or a POSTed form). */
export function answerOai(context: OaiContext, query: string): DocumentAnswer {
  let args: Arguments | undefined
  try {
    args = readArguments(query)
    const { verb, values } = args
    let body: string
    if (verb === 'Identify') body = answerIdentify(context)
    else if (verb === 'ListMetadataFormats') body = answerFormats(context, values)
    else if (verb === 'ListSets') body = answerSets(context, values)
    else if (verb === 'GetRecord') body = answerGetRecord(context, values)
    else {
      const db = context.db
      if (!db) {
        if (values.has('resumptionToken')) throw new OaiError('badResumptionToken', 'The repository holds no records.')
        listRequestOf(values, undefined)
        throw new OaiError('noRecordsMatch', 'The repository holds no records yet.')
      }
      body = answerList({ ...context, db }, verb, values).body
    }
    return { status: 200, type: XML_TYPE, body: envelope(context, requestElement(context, values, verb), body), keep: false }
  } catch (error) {
    if (!(error instanceof OaiError)) throw error
    // After badVerb and badArgument the request is named by the base URL alone (protocol 3.2).
    const plain = error.code === 'badVerb' || error.code === 'badArgument'
    const request = requestElement(context, plain ? undefined : args?.values, plain ? undefined : args?.verb)
    return { status: 200, type: XML_TYPE, body: envelope(context, request, `<error code="${error.code}">${xml(error.message)}</error>`), keep: false }
  }
}

