/**
 * Reading a delivery: the files and folders given, walked (src/ingest/walk.ts), each file claimed
 * by a format of the registry (ADR 033) or listed as not read with the reason, archives unpacked
 * (ADR 034), references followed inside their folders (ADR 015), what the files lack completed
 * (ADR 022), and each issue or item assembled with its pages and units for a sink: the store's
 * copy (src/ingest/session.ts) or a dry run's report (src/ingest/check.ts).
 */
import { existsSync, statSync } from 'node:fs'
import { basename, dirname, join, relative, resolve, sep } from 'node:path'
import { readImages, readPages, readUnitTexts, unitsOf } from './assemble.ts'
import { withOcrScores } from './ocr-scores.ts'
import { cleanPackageText } from './clean-text.ts'
import { summarised } from './summary.ts'
import { entryPath, isArchiveName, newUnpackTotals, unpackArchive } from './archives.ts'
import { bareAltoPackage, groupByFolder, unmatchedScans } from './bare-alto.ts'
import { confine, notLocal, type Reference } from './confine.ts'
import { type ImportMetadata, SIDECAR_NAME, completeDelivery, isSidecar, readSidecar, sidecarFor } from './metadata.ts'
import { ocrLanguages } from './ocr-languages.ts'
import { servable, servableUnit } from './ids.ts'
import { pairWholeIssues } from './whole-issue.ts'
import { type Format, type PageFormat, detectFormat, unclaimedReason } from './registry.ts'
import { peekSource, readSource } from './source.ts'
import { type ArticleSupplement, mergeArticles, sameIssue } from './supplement.ts'
import { IngestError, type PageRef, type SourcePackage } from './types.ts'
import { asIngestError, listFolder, realPathOf } from './walk.ts'
import { type DeliveryOptions, type DeliverySink, type ImportProgress, type NotRead, type Unpacked, countStored } from './delivery-types.ts'

export type { DeliveryOptions, DeliverySink, ImportProgress, NotRead, ReadDocument } from './delivery-types.ts'

export class Delivery {
  readonly progress: ImportProgress = { files: 0, issues: 0, items: 0, pages: 0, units: 0, outside: 0, skipped: 0 }
  readonly skippedFiles: { file: string; message: string }[] = []
  readonly warnings: string[] = []
  readonly notRead: NotRead[] = []
  titleRecords = 0
  readonly sources: string[] = []
  private readonly sink: DeliverySink
  private readonly options: DeliveryOptions
  /** Where archives are unpacked: a folder of the import's own, made when the first archive is met. */
  private readonly unpackRoot: string
  /**
   * What was unpacked, to name it as `archive!/entry`: a ZIP's folder (every path under it), or a
   * gzip file's one file; with the root the archive was found in (the boundary of sidecars and
   * of dates in paths for what it holds) and the sidecar that applies to the archive.
   */
  private readonly archives: Unpacked[] = []
  /** What this import has unpacked so far, over all its archives and gzip files (ADR 053). */
  private readonly unpackTotals = newUnpackTotals()
  /** The folder a source folder's gzip files are unpacked to, together, so a folder of gzipped pages stays one issue. */
  private readonly gzipFolders = new Map<string, string>()
  private readonly seen = new Set<string>()
  /** Page OCR files met in the current path, read through no container yet. */
  private pagesMet: string[] = []
  /** The page format of each page OCR file met, to read whole those that may hold several pages. */
  private readonly pageFormats = new Map<string, PageFormat>()
  /** Page OCR files some package read. */
  private readonly pagesRead = new Set<string>()
  /** Folders holding a container (METS, batch, manifest…): OCR pages under them are theirs, read or refused with them. */
  private readonly containerFolders = new Set<string>()
  /** Sidecar metadata by folder (src/ingest/metadata.ts). */
  private readonly sidecars = new Map<string, { meta: ImportMetadata; file: string }>()
  /** Packages read in the current path, written once every file of it is read (a METS of articles may come after its pages'). */
  private pending: { pkg: SourcePackage; bare: boolean; file: string }[] = []
  /** The documents read so far, by what the store knows them by, with the file each came from. */
  private readonly documentsRead = new Map<string, string>()
  /** Articles delivered apart from their pages, by folder. */
  private supplements = new Map<string, ArticleSupplement[]>()
  /** The folder (or a file's folder) being imported: the boundary of sidecars and of dates in paths. */
  private root = ''

  constructor(sink: DeliverySink, options: DeliveryOptions, unpackRoot: string) {
    this.sink = sink
    this.options = options
    this.unpackRoot = unpackRoot
  }

  /** Whether the delivery gave the store anything. */
  taken(): boolean {
    return this.progress.issues + this.progress.items + this.titleRecords > 0
  }

  /** The error of an import that took nothing: every file skipped or not read, each with its reason. */
  nothingImportable(paths: readonly string[]): IngestError {
    const lines = [
      ...this.skippedFiles.map((skipped) => skipped.message),
      ...summarised(this.notRead, (file) => `${file.file}: ${file.reason}`, (file) => file.reason),
    ]
    const only = paths.length === 1 ? resolve(paths[0] ?? '') : undefined
    const single = this.notRead.length === 1 && this.skippedFiles.length === 0 ? this.notRead[0] : undefined
    if (only !== undefined && single !== undefined && (single.file === only || single.file === realPathOf(only))) {
      return new IngestError(single.file, undefined, `nothing importable: ${single.reason}`)
    }
    const total = this.skippedFiles.length + this.notRead.length
    const listed = lines.length === 0 ? '; no file of a format the importer reads was found' : `; ${total.toLocaleString('en')} file(s) not imported:${lines.map((line) => `\n  ${line}`).join('')}`
    return new IngestError(only ?? paths.join(', '), undefined, `nothing importable${listed}`)
  }

  /** A path as the operator knows it: a file unpacked from an archive is `archive!/entry`. */
  display(path: string): string {
    return this.unpacked(path)?.shown ?? path
  }

  /** The archive a path was unpacked from, and how the path is named. */
  private unpacked(path: string): { shown: string; archive: Unpacked } | undefined {
    for (const archive of this.archives) {
      if (path === archive.path) return { shown: archive.folder ? archive.archive : entryPath(archive.archive, archive.entry), archive }
      if (archive.folder && path.startsWith(`${archive.path}${sep}`)) return { shown: entryPath(archive.archive, relative(archive.path, path).split(sep).join('/')), archive }
    }
    return undefined
  }

  /** A message with every unpacked path in it named as the archive's entry. */
  private displayText(text: string): string {
    let shown = text
    for (const archive of this.archives) {
      const path = archive.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      shown = archive.folder
        ? shown.replace(new RegExp(`${path}(?:/([^\\s:"]+))?`, 'g'), (_, entry?: string) => (entry ? entryPath(archive.archive, entry) : archive.archive))
        : shown.replace(new RegExp(path, 'g'), entryPath(archive.archive, archive.entry))
    }
    return shown
  }

  private displayError(error: IngestError): IngestError {
    if (this.archives.length === 0) return error
    return new IngestError(this.display(error.file), error.line, this.displayText(error.detail))
  }

  /** Imports a file or every source file under a folder; the folder is the root its symbolic links must stay in. */
  importPath(path: string): void {
    // A path given by hand that does not exist stops the import even with --skip-bad: it is a typo, not a bad file.
    const real = realPathOf(path)
    this.sources.push(resolve(path))
    this.importRoot(real)
  }

  private importRoot(real: string): void {
    this.pagesMet = []
    const previous = this.root
    if (!statSync(real).isDirectory()) {
      this.root = dirname(real)
      const sidecar = join(this.root, SIDECAR_NAME)
      if (existsSync(sidecar)) this.readSidecarFile(sidecar)
      this.importListed(real)
    } else {
      this.root = real
      const listed = listFolder(real)
      // Sidecars first: they apply to every file of their folder, whatever the order of the names.
      for (const entry of listed) if (entry.kind === 'source' && isSidecar(entry.file)) this.readSidecarFile(entry.file)
      for (const entry of listed) {
        if (entry.kind === 'refused') this.refuse(entry.file, entry.error)
        else if (entry.kind === 'other') this.notRead.push({ file: this.display(entry.file), reason: entry.reason })
        else if (!isSidecar(entry.file)) this.importListed(entry.file)
      }
    }
    this.flush()
    this.importBarePages()
    this.root = previous
  }

  /** A file named on the command line or found in a folder: an archive is unpacked and imported as a folder. */
  private importListed(file: string): void {
    if (isArchiveName(file)) this.importArchive(file)
    else this.importOne(file)
  }

  private importArchive(file: string): void {
    const real = realPathOf(file)
    if (this.seen.has(real)) return
    this.seen.add(real)
    if (this.unpacked(real)) {
      this.notRead.push({ file: this.display(real), reason: 'an archive inside an archive: unpack the outer one first' })
      return
    }
    const sidecar = this.root ? this.sidecarOf(real) : undefined
    this.progress.files += 1
    if (!/\.zip$/i.test(real)) {
      // A gzip file's one file is unpacked beside the other gzip files of its folder, and read like a
      // file of that folder, whatever its name: a folder of gzipped pages is one issue.
      let folder = this.gzipFolders.get(dirname(real))
      if (folder === undefined) {
        folder = join(this.unpackRoot, `${this.gzipFolders.size + this.archives.length + 1}`, basename(dirname(real)) || 'files')
        this.gzipFolders.set(dirname(real), folder)
      }
      let inner: string | undefined
      try {
        inner = unpackArchive(real, folder, this.unpackTotals)
      } catch (error) {
        this.refuse(real, asIngestError(error, real))
        return
      }
      if (inner === undefined) return
      this.archives.push({ path: inner, folder: false, archive: real, entry: basename(inner), root: this.root, sidecar })
      this.importOne(inner)
      return
    }
    // Named after the archive, so a date in its name ("18971214_01.zip") is a date in the path.
    const root = join(this.unpackRoot, `${this.gzipFolders.size + this.archives.length + 1}`)
    const folder = join(root, basename(real).replace(/\.zip$/i, '') || 'archive')
    try {
      unpackArchive(real, folder, this.unpackTotals)
    } catch (error) {
      this.refuse(real, asIngestError(error, real))
      return
    }
    this.archives.push({ path: folder, folder: true, archive: real, entry: '', root: this.root, sidecar })
    const outer = { root: this.root, pagesMet: this.pagesMet, pending: this.pending, supplements: this.supplements }
    this.pending = []
    this.supplements = new Map()
    // The archive is a folder of its own: references and links stay inside it, its pages are grouped in it.
    this.importRoot(root)
    this.root = outer.root
    this.pagesMet = outer.pagesMet
    this.pending = outer.pending
    this.supplements = outer.supplements
  }

  /** The sidecar that applies to a file: the nearest above it inside the root, else the one that applies to its archive. */
  private sidecarOf(file: string): { meta: ImportMetadata; file: string } | undefined {
    const found = sidecarFor(file, this.root, this.sidecars)
    if (found) return found
    return this.unpacked(file)?.archive.sidecar
  }

  private readSidecarFile(file: string): void {
    try {
      this.sidecars.set(dirname(file), { meta: readSidecar(readSource(file, 'json'), file), file: this.display(file) })
    } catch (error) {
      this.refuse(file, asIngestError(error, file))
    }
  }

  /** Whether a container (METS, batch, manifest) sits in the file's folder or above it, up to the root. */
  private underContainer(file: string): boolean {
    for (let folder = dirname(file); ; folder = dirname(folder)) {
      if (this.containerFolders.has(folder)) return true
      if (folder === this.root || dirname(folder) === folder) return false
    }
  }

  /**
   * OCR pages that no container read and none claims: each folder of them is one issue (or item,
   * with --type), completed from the command line, the sidecar and the path, or refused saying
   * what is missing.
   */
  private importBarePages(): void {
    // A gzipped page counts where it was delivered: a METS beside it may have read it (src/ingest/assemble.ts).
    const delivered = (file: string) => {
      const from = this.unpacked(file)?.archive
      return from && !from.folder ? from.archive : file
    }
    const bare = this.pagesMet.filter((file) => !this.pagesRead.has(delivered(file)) && !this.underContainer(delivered(file)))
    this.pagesMet = []
    for (const pages of groupByFolder(bare).values()) {
      const first = pages[0] ?? ''
      try {
        this.progress.files += pages.length
        for (const warning of unmatchedScans(pages)) this.warn(warning)
        this.importPackage(this.readWholeFiles(bareAltoPackage(pages)), true)
      } catch (error) {
        this.refuse(first, asIngestError(error, first))
      }
      this.options.onProgress?.({ ...this.progress })
    }
  }

  /**
   * A folder's bare pages with the files that may hold several pages (ABBYY, hOCR) read now, each
   * file's pages in its place in the order (ADR 033): an Internet Archive book's one file is the
   * item's every page, a library's file per page one page each. A scan named like such a file is
   * its page's when it holds one page; the languages the files name are the package's.
   */
  private readWholeFiles(pkg: SourcePackage): SourcePackage {
    const whole = (ref: PageRef): PageFormat | undefined => {
      const format = ref.altoPath === undefined ? undefined : this.pageFormats.get(ref.altoPath)
      return format?.manyPages === true ? format : undefined
    }
    if (!pkg.pages.some((ref) => whole(ref) !== undefined)) return pkg
    const pages: PageRef[] = []
    const languages: string[] = []
    for (const ref of pkg.pages) {
      const format = whole(ref)
      if (format === undefined || ref.altoPath === undefined) {
        pages.push({ ...ref, sequence: pages.length + 1 })
        continue
      }
      const file = ref.altoPath
      const read = format.readPages(readSource(file, format.text), file)
      for (const ocr of read) {
        for (const language of ocr.languages ?? []) if (!languages.includes(language)) languages.push(language)
        const scan = read.length === 1 && ref.imagePath !== undefined ? { imagePath: ref.imagePath, ...(ref.imageHref === undefined ? {} : { imageHref: ref.imageHref }) } : {}
        pages.push({ sequence: pages.length + 1, ocr, ...scan })
      }
    }
    return { ...pkg, pages, languages: pkg.languages.length > 0 ? pkg.languages : languages }
  }

  /** Imports one file and what it names; the files it names are read only from its own folder (ADR 015). */
  importFile(file: string): void {
    this.importOne(file)
    this.flush()
  }

  private importOne(file: string): void {
    if (/\.tar$/i.test(file)) {
      this.notRead.push({ file: this.display(file), reason: 'a TAR archive, which the importer does not unpack: unpack it first' })
      return
    }
    let real: string
    try {
      real = realPathOf(file)
    } catch (error) {
      this.refuse(file, asIngestError(error, file))
      return
    }
    if (this.seen.has(real)) return
    this.seen.add(real)
    try {
      this.importKnownFile(real)
    } catch (error) {
      this.refuse(real, asIngestError(error, real))
    }
    this.options.onProgress?.({ ...this.progress })
  }

  /** Stops the import with the error, or with --skip-bad lists the file as skipped and goes on. */
  private refuse(file: string, raw: IngestError): void {
    const error = this.displayError(raw)
    if (!this.options.skipBad) throw error
    const shown = this.display(file)
    // A METS refused for one of its ALTO pages is listed under its own name, then the page's error
    // (an error about the folder a file was found in already says where it is).
    const named = error.file === shown || shown.startsWith(`${error.file}${sep}`)
    this.skippedFiles.push({ file: shown, message: named ? error.message : `${shown}: ${error.message}` })
    this.progress.skipped += 1
  }

  private warn(message: string): void {
    this.warnings.push(this.displayText(message))
  }

  /**
   * Imports the file a batch or collection names, once confined to the
   * batch's or collection's folder; a reference refused is the referring
   * file's fault, listed under its name, and the other references go on.
   */
  private follow(reference: Reference, path: string | undefined): void {
    let real: string
    try {
      if (path === undefined) throw notLocal(reference)
      real = confine(dirname(reference.from), path, reference)
    } catch (error) {
      this.refuse(reference.from, asIngestError(error, reference.from))
      return
    }
    this.importOne(real)
  }

  private detect(file: string): { format: Format | undefined; head: string } {
    const peeked = peekSource(file)
    // A file of whitespace longer than its head is read whole, to be refused as such.
    const head = peeked.trim() === '' ? readSource(file, 'xml').slice(0, 4096) : peeked
    return { format: detectFormat(head, basename(file)), head }
  }

  private importKnownFile(file: string): void {
    const { format, head } = this.detect(file)
    if (format === undefined) {
      this.notRead.push({ file: this.display(file), reason: unclaimedReason(head, file) })
      return
    }
    if (format.container) this.containerFolders.add(dirname(file))
    if (format.role === 'page') {
      // Read through its METS or manifest if one names it; otherwise a bare page (importBarePages).
      if (this.root) {
        this.pagesMet.push(file)
        this.pageFormats.set(file, format)
      }
      return
    }
    // Reel METS describe microfilm, not issues; article texts are read through their didl.xml.
    if (format.role === 'part') return
    const reading = format.read(readSource(file, format.text), file)
    if (reading.kind === 'part') return
    this.progress.files += 1
    if (reading.kind === 'packages' || reading.kind === 'title-records') for (const warning of reading.warnings ?? []) this.warn(warning)
    switch (reading.kind) {
      case 'packages':
        for (const pkg of reading.packages) this.pending.push({ pkg, bare: false, file })
        return
      case 'references':
        for (const ref of reading.references) this.follow(ref.reference, ref.path)
        return
      case 'title-records':
        this.sink.titleRecords(reading.records, this.display(file))
        this.titleRecords += reading.records.length
        return
      case 'articles': {
        const folder = dirname(file)
        this.supplements.set(folder, [...(this.supplements.get(folder) ?? []), reading.articles])
        return
      }
    }
  }

  /** Writes the packages read so far, each with the articles delivered beside it. */
  private flush(): void {
    const pending = pairWholeIssues(this.pending, (message) => this.warn(message))
    this.pending = []
    const supplements = [...this.supplements.entries()].flatMap(([folder, list]) => list.map((supplement) => ({ folder, supplement })))
    this.supplements = new Map()
    const used = new Set<ArticleSupplement>()
    for (const { pkg, bare, file } of pending) {
      // The articles' METS lies beside the pages' METS, or in a folder of its own below it (BnF: toc/).
      const folder = dirname(pkg.sourcePath)
      const articles = supplements
        .filter((candidate) => candidate.folder === folder || candidate.folder.startsWith(`${folder}${sep}`))
        .map((candidate) => candidate.supplement)
        .filter((supplement) => sameIssue(pkg, supplement))
      for (const supplement of articles) used.add(supplement)
      try {
        this.importPackage(articles.reduce(mergeArticles, pkg), bare)
      } catch (error) {
        this.refuse(file, asIngestError(error, file))
      }
      this.options.onProgress?.({ ...this.progress })
    }
    for (const { supplement } of supplements) {
      if (used.has(supplement)) continue
      const error = new IngestError(supplement.sourcePath, undefined, 'the METS has no pages (no divs in a physical structMap), and no METS with the pages of its articles lies beside it or above it')
      this.refuse(supplement.sourcePath, error)
    }
  }

  /**
   * Warns of a document read twice in one import (an Internet Archive item downloaded whole holds
   * its OCR as ABBYY and as hOCR; two folders given the same --title): the later replaces the
   * earlier in the store, which is said, never done in silence.
   */
  private noteRead(pkg: SourcePackage): void {
    const key = pkg.kind === 'issue' ? `issue ${pkg.parentId} ${pkg.date ?? ''} ${pkg.edition}` : `item ${pkg.parentId}`
    const earlier = this.documentsRead.get(key)
    this.documentsRead.set(key, pkg.sourcePath)
    if (earlier === undefined) return
    const what = pkg.kind === 'issue' ? `the issue of ${pkg.date ?? ''}${pkg.edition > 1 ? ` (edition ${pkg.edition})` : ''} of "${pkg.title}"` : `the item "${pkg.title}" (${pkg.parentId})`
    this.warn(`${pkg.sourcePath}: ${what} was read from ${earlier} too, earlier in this import: this one replaces it`)
  }

  private importPackage(source: SourcePackage, bare: boolean): void {
    const sidecar = this.root ? this.sidecarOf(source.sourcePath) : undefined
    const command = this.options.metadata ?? {}
    // The librarian has the last word (ADR 054): the command line, then the sidecar, over the files.
    // Dates in paths and the messages about what a package lacks are those of the path as delivered
    // (`18971214_01.zip!/…`), within the root the delivery or its archive was found in.
    const shownSource = { ...source, sourcePath: this.display(source.sourcePath) }
    const root = this.unpacked(source.sourcePath)?.archive.root ?? this.root
    const completed = completeDelivery(shownSource, { command, sidecar }, root || undefined, !bare && source.kindGuessed !== true)
    for (const warning of completed.overrides) this.warn(warning)
    const origins = completed.origins
    // Titles and names without control or bidirectional characters, whatever the format (L2 of issue 48).
    let pkg = servable(cleanPackageText({ ...completed.pkg, sourcePath: source.sourcePath }), (message) => this.warn(message))
    const images = readImages(pkg, this.options.imagesDir, (message) => this.warn(message), this.options.verifyScans === true)
    const read = readPages(pkg, images, (message) => this.warn(message))
    for (const file of read.ocrFiles) this.pagesRead.add(file)
    // Where the package states no language, the languages its OCR states (ALTO, PAGE: by their blocks' words).
    const languages = pkg.languages.length === 0 ? ocrLanguages(read.pageBlocks) : []
    if (languages.length > 0) {
      pkg = { ...pkg, languages }
      origins.languages = { from: 'the OCR' }
    }
    // Each page, unit and the document scored by their words' confidences, or estimated (ADR 040).
    const scored = withOcrScores(read.pages, unitsOf(pkg, read, readUnitTexts(pkg)), {
      languages: pkg.languages,
      bornDigital: pkg.bornDigital,
      pageTallies: read.confidences.pages,
    })
    const units = scored.units.map(servableUnit)
    if (pkg.kind === 'item' && (pkg.documentType === 'newspaper' || pkg.documentType === 'serial')) {
      throw new IngestError(pkg.sourcePath, undefined, `an item cannot be of type ${pkg.documentType}`)
    }
    const shown: SourcePackage = { ...pkg, sourcePath: this.display(pkg.sourcePath) }
    this.noteRead(shown)
    const pages = scored.pages.map((page) => ({
      ...page,
      ...(page.ocrPath === undefined ? {} : { ocrPath: this.display(page.ocrPath) }),
      ...(page.imagePath === undefined ? {} : { imagePath: this.display(page.imagePath) }),
    }))
    this.sink.document({
      pkg: shown,
      pages,
      units,
      words: read.words,
      images: pages.filter((page) => page.imagePath !== undefined).length,
      ...(read.confidence.count > 0 ? { confidence: read.confidence.sum / read.confidence.count } : {}),
      ocr: scored.ocr,
      origins,
    })
    countStored(this.progress, pkg.kind, pages.length, units)
  }
}
