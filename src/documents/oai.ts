/**
 * OAI-PMH 2.0 at /oai (issue 37, ADR 035), answered on the threads as a document job: its arguments
 * (./oai/arguments.ts), records (./oai/records.ts) and verbs (./oai/verbs.ts).
 *
 * Records are the library's periodicals (their titles), issues and items, identified as
 * `oai:{host}:{path of the permanent link}` and listed in one stable order (kind, then the
 * record's key). Datestamps are the batches' times (src/store/harvest.ts). Sets: `type` and
 * `type:{newspaper|serial|book|manuscript|poster|postcard}`, `periodical` and `periodical:{id}`.
 * Formats: `oai_dc` and `mods` for every record, `marc21` for a periodical whose MARC title record
 * was imported. Deleted records are persistent (the purge's tombstones).
 *
 * A list is pinned to the store as it was when the harvest began: its resumption tokens carry
 * the newest batch or purge time then (the snapshot) and the key of the last record given, and
 * the next page reads the records after that key. Keys never move, so no record is given twice;
 * a record of the snapshot that an import changed, or a purge removed, between two pages is given
 * as it is now (its new version, or deleted), never left out; what was added after the snapshot
 * waits for the next harvest. Protocol errors are answered with HTTP 200, as the protocol says
 * (3.6: its errors are not HTTP errors), with the right code; nothing a request sends is a 500.
 */
export { DEFAULT_OAI_PAGE_SIZE, type OaiContext, TOKEN_LIFETIME_MS, periodicalOfSet, setOfPeriodical } from './oai/arguments.ts'
export { answerOai } from './oai/verbs.ts'
