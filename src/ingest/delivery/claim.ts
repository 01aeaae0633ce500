/**
 * The claim (ADR 069): a path given walked (src/ingest/walk.ts), each file claimed by a format of
 * the registry (ADR 033) or listed as not read with the reason, sidecars read, archives unpacked
 * (ADR 034), references followed inside their folders (ADR 015). What a path holds is returned as
 * a value (`Claimed`): its page files, the packages its containers read and the articles delivered
 * apart, for the pairing and the writes. Two things do not wait for them, as they never did: a
 * title record describes a periodical, not pages, and goes to the sink as it is met; and a ZIP
 * archive is a path of its own, claimed, paired and written where it is met (`PassRoot`).
 */
import { existsSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { confine, notLocal, type Reference } from '../confine.ts'
import { SIDECAR_NAME, isSidecar, readSidecar } from '../metadata.ts'
import { type Format, detectFormat, unclaimedReason } from '../registry.ts'
import { peekSource, readSource } from '../source.ts'
import { isArchiveName } from '../archives.ts'
import { asIngestError, listFolder, realPathOf } from '../walk.ts'
import { openArchive } from './archive.ts'
import { notRead, progressed, refuse, warn } from './report.ts'
import { type Claimed, type Run, newClaim } from './state.ts'
import { display, sidecarOf, unpackedFrom } from './unpacked.ts'

/** Claims, pairs and writes a folder of its own (a ZIP archive's), where it is met. */
export type PassRoot = (root: string) => void

/** Claims a file or every source file under a folder (its real path); the folder is the root its symbolic links must stay in. */
export function claimRoot(run: Run, real: string, passRoot: PassRoot): Claimed {
  if (!statSync(real).isDirectory()) {
    const claimed = newClaim(dirname(real))
    const sidecar = join(claimed.root, SIDECAR_NAME)
    if (existsSync(sidecar)) readSidecarFile(run, sidecar)
    claimListed(run, claimed, real, passRoot)
    return claimed
  }
  const claimed = newClaim(real)
  const listed = listFolder(real)
  // Sidecars first: they apply to every file of their folder, whatever the order of the names.
  for (const entry of listed) if (entry.kind === 'source' && isSidecar(entry.file)) readSidecarFile(run, entry.file)
  for (const entry of listed) {
    if (entry.kind === 'refused') refuse(run, entry.file, entry.error)
    else if (entry.kind === 'other') notRead(run, entry.file, entry.reason)
    else if (!isSidecar(entry.file)) claimListed(run, claimed, entry.file, passRoot)
  }
  return claimed
}

/** Claims one file and what it names, outside any root: its pages are not claimed, no sidecar applies (ADR 015). */
export function claimFile(run: Run, file: string): Claimed {
  const claimed = newClaim('')
  claimOne(run, claimed, file)
  return claimed
}

/** A file named on the command line or found in a folder: an archive is unpacked and claimed as a folder. */
function claimListed(run: Run, claimed: Claimed, file: string, passRoot: PassRoot): void {
  if (isArchiveName(file)) claimArchive(run, claimed, file, passRoot)
  else claimOne(run, claimed, file)
}

function claimArchive(run: Run, claimed: Claimed, file: string, passRoot: PassRoot): void {
  const real = realPathOf(file)
  const { seen, sidecars } = run.state.claimed
  const { archives } = run.state.unpacking
  if (seen.has(real)) return
  seen.add(real)
  if (unpackedFrom(archives, real)) {
    notRead(run, real, 'an archive inside an archive: unpack the outer one first')
    return
  }
  const sidecar = claimed.root ? sidecarOf(sidecars, archives, claimed.root, real) : undefined
  run.state.report.progress.files += 1
  const opened = openArchive(run, real, claimed.root, sidecar)
  if (opened?.kind === 'file') claimOne(run, claimed, opened.file)
  // The archive is a folder of its own: references and links stay inside it, its pages are grouped in it.
  else if (opened?.kind === 'folder') passRoot(opened.root)
}

function readSidecarFile(run: Run, file: string): void {
  try {
    run.state.claimed.sidecars.set(dirname(file), { meta: readSidecar(readSource(file, 'json'), file), file: display(run.state.unpacking.archives, file) })
  } catch (error) {
    refuse(run, file, asIngestError(error, file))
  }
}

function claimOne(run: Run, claimed: Claimed, file: string): void {
  if (/\.tar$/i.test(file)) {
    notRead(run, file, 'a TAR archive, which the importer does not unpack: unpack it first')
    return
  }
  let real: string
  try {
    real = realPathOf(file)
  } catch (error) {
    refuse(run, file, asIngestError(error, file))
    return
  }
  const { seen } = run.state.claimed
  if (seen.has(real)) return
  seen.add(real)
  try {
    claimKnownFile(run, claimed, real)
  } catch (error) {
    refuse(run, real, asIngestError(error, real))
  }
  progressed(run)
}

function detect(file: string): { format: Format | undefined; head: string } {
  const peeked = peekSource(file)
  // A file of whitespace longer than its head is read whole, to be refused as such.
  const head = peeked.trim() === '' ? readSource(file, 'xml').slice(0, 4096) : peeked
  return { format: detectFormat(head, basename(file)), head }
}

function claimKnownFile(run: Run, claimed: Claimed, file: string): void {
  const { format, head } = detect(file)
  if (format === undefined) {
    notRead(run, file, unclaimedReason(head, file))
    return
  }
  if (format.container) run.state.claimed.containerFolders.add(dirname(file))
  if (format.role === 'page') {
    // Read through its METS or manifest if one names it; otherwise a bare page (pair.ts, write.ts).
    if (claimed.root) {
      claimed.pagesMet.push(file)
      run.state.claimed.pageFormats.set(file, format)
    }
    return
  }
  // Reel METS describe microfilm, not issues; article texts are read through their didl.xml.
  if (format.role === 'part') return
  const reading = format.read(readSource(file, format.text), file)
  if (reading.kind === 'part') return
  const report = run.state.report
  report.progress.files += 1
  if (reading.kind === 'packages' || reading.kind === 'title-records') for (const warning of reading.warnings ?? []) warn(run, warning)
  switch (reading.kind) {
    case 'packages':
      for (const pkg of reading.packages) claimed.pending.push({ pkg, bare: false, file })
      return
    case 'references':
      for (const ref of reading.references) follow(run, claimed, ref.reference, ref.path)
      return
    case 'title-records':
      run.sink.titleRecords(reading.records, display(run.state.unpacking.archives, file))
      report.titleRecords += reading.records.length
      return
    case 'articles': {
      const folder = dirname(file)
      claimed.supplements.set(folder, [...(claimed.supplements.get(folder) ?? []), reading.articles])
      return
    }
  }
}

/**
 * Claims the file a batch or collection names, once confined to the batch's or collection's
 * folder; a reference refused is the referring file's fault, listed under its name, and the
 * other references go on.
 */
function follow(run: Run, claimed: Claimed, reference: Reference, path: string | undefined): void {
  let real: string
  try {
    if (path === undefined) throw notLocal(reference)
    real = confine(dirname(reference.from), path, reference)
  } catch (error) {
    refuse(run, reference.from, asIngestError(error, reference.from))
    return
  }
  claimOne(run, claimed, real)
}
