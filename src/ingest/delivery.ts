/**
 * Reading a delivery (ADR 069): each path given is claimed (src/ingest/delivery/claim.ts: walked,
 * each file claimed by a format of the registry or listed as not read with the reason, sidecars
 * read, archives unpacked, references followed inside their folders), paired
 * (src/ingest/delivery/pair.ts: pages with their containers, articles with their pages' package)
 * and written (src/ingest/delivery/write.ts: each issue or item assembled with its pages and units
 * for a sink: the store's copy, src/ingest/session.ts, or a dry run's report, src/ingest/check.ts).
 * The steps work over one value (src/ingest/delivery/state.ts); this class only runs them in turn.
 */
import { resolve } from 'node:path'
import type { IngestError } from './types.ts'
import { realPathOf } from './walk.ts'
import { claimFile, claimRoot } from './delivery/claim.ts'
import { nothingImportable, taken } from './delivery/report.ts'
import { type Run, newDeliveryState } from './delivery/state.ts'
import type { DeliveryOptions, DeliverySink, ImportProgress, NotRead } from './delivery/types.ts'
import { display } from './delivery/unpacked.ts'
import { writeBarePages, writePackages } from './delivery/write.ts'

export type { DeliveryOptions, DeliverySink, ImportProgress, NotRead, ReadDocument } from './delivery/types.ts'

export class Delivery {
  private readonly run: Run

  constructor(sink: DeliverySink, options: DeliveryOptions, unpackRoot: string) {
    this.run = { sink, options, unpackRoot, state: newDeliveryState() }
  }

  get progress(): ImportProgress {
    return this.run.state.report.progress
  }

  get skippedFiles(): { file: string; message: string }[] {
    return this.run.state.report.skippedFiles
  }

  get warnings(): string[] {
    return this.run.state.report.warnings
  }

  get notRead(): NotRead[] {
    return this.run.state.report.notRead
  }

  get titleRecords(): number {
    return this.run.state.report.titleRecords
  }

  get sources(): string[] {
    return this.run.state.report.sources
  }

  /** Whether the delivery gave the store anything. */
  taken(): boolean {
    return taken(this.run.state.report)
  }

  /** The error of an import that took nothing: every file skipped or not read, each with its reason. */
  nothingImportable(paths: readonly string[]): IngestError {
    return nothingImportable(this.run.state.report, paths)
  }

  /** A path as the operator knows it: a file unpacked from an archive is `archive!/entry`. */
  display(path: string): string {
    return display(this.run.state.unpacking.archives, path)
  }

  /** Imports a file or every source file under a folder; the folder is the root its symbolic links must stay in. */
  importPath(path: string): void {
    // A path given by hand that does not exist stops the import even with --skip-bad: it is a typo, not a bad file.
    const real = realPathOf(path)
    this.run.state.report.sources.push(resolve(path))
    this.pass(real)
  }

  /** Imports one file and what it names; the files it names are read only from its own folder (ADR 015). */
  importFile(file: string): void {
    writePackages(this.run, claimFile(this.run, file))
  }

  /** A path claimed, then its packages written with their articles, then its bare pages (which need to know what the packages read). */
  private pass(real: string): void {
    const claimed = claimRoot(this.run, real, (root) => this.pass(root))
    writePackages(this.run, claimed)
    writeBarePages(this.run, claimed)
  }
}
