/**
 * The importer's entry points, for the command line, the demo, the bench and the tests (ADR 005,
 * ADR 033): the format registry (src/ingest/registry.ts), the delivery reader
 * (src/ingest/delivery.ts), the import session (src/ingest/session.ts), the atomic store copy
 * (src/ingest/store-copy.ts) and title records (src/ingest/title-records.ts) live in their own
 * modules; this one names them together.
 */
export { sniff } from './registry.ts'
export { type ImportOptions, type ImportProgress, type ImportReport, ImportSession, importPaths } from './session.ts'
export { StoreCopy, recomputeCatalogue, removeStaleTemporaries } from './store-copy.ts'
export { mergeTitleRecords, parseTitleRecord, periodicalsMatching } from './title-records.ts'
