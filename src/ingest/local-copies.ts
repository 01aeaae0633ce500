/**
 * Local copies of files a package names elsewhere (ADR 055). A METS harvested by OAI-PMH keeps its
 * remote FLocats (`https://…/download/fulltext/alto3/16258165`), and a METS written on another
 * machine its absolute paths (`/home/…/FULLTEXT/00000004.xml`), while the files themselves were
 * downloaded beside it: Kitodo, Visual Library and OCR-D workspaces leave them as
 * `<fileGrp USE>/<last segment>` (with `.xml` added or not). Such a reference is matched to the
 * copy under the package's folder, by the reference's last segment or the file's ID, in the folder
 * named like its file group first, then anywhere below the package: never fetched, each match a
 * warning. Several copies of one name outside the group's folder are not guessed between.
 */
import { type Dirent, readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

/** Entries looked at below one package folder: a delivery is a few thousand files; more is a mistake, not a package. */
const MAX_ENTRIES = 100_000

export interface CopyWanted {
  href: string
  /** The file group's USE (the folder a download names after it). */
  use?: string | undefined
  /** The file's ID in the package. */
  id?: string | undefined
}

export type CopyFound = { path: string } | { ambiguous: string[] } | undefined

/** The names a copy may have: the reference's last segment (decoded, without its query), with `.xml` or without, and the file's ID likewise. */
export function copyNames(wanted: CopyWanted): string[] {
  const path = wanted.href.replace(/[?#].*$/, '').replace(/\\/g, '/').replace(/\/+$/, '')
  let last = path.slice(path.lastIndexOf('/') + 1)
  try {
    last = decodeURIComponent(last)
  } catch {
    // A stray % is part of the name.
  }
  const names: string[] = []
  for (const name of [last, wanted.id]) {
    if (name === undefined || name === '' || name === '.' || name === '..' || /[/\\\0]/.test(name)) continue
    names.push(name)
    if (!/\.xml$/i.test(name)) names.push(`${name}.xml`)
  }
  return [...new Set(names.map((name) => name.toLowerCase()))]
}

/** The files below a package folder by lower-cased name, each with its path; built once per package. */
export class LocalCopies {
  private readonly root: string
  private index: Map<string, string[]> | undefined

  constructor(root: string) {
    this.root = root
  }

  private files(): Map<string, string[]> {
    if (this.index) return this.index
    const index = new Map<string, string[]>()
    const pending = [this.root]
    let seen = 0
    for (let folder = pending.shift(); folder !== undefined && seen < MAX_ENTRIES; folder = pending.shift()) {
      let entries: Dirent[]
      try {
        entries = readdirSync(folder, { withFileTypes: true })
      } catch {
        continue
      }
      for (const entry of entries) {
        seen += 1
        const path = join(folder, entry.name)
        // Symbolic links are left to confinement: a copy is a file of the delivery itself.
        if (entry.isDirectory()) pending.push(path)
        else if (entry.isFile()) index.set(entry.name.toLowerCase(), [...(index.get(entry.name.toLowerCase()) ?? []), path])
      }
    }
    this.index = index
    return index
  }

  /** The local copy of a file named elsewhere, several when the name is not unique, or undefined. */
  find(wanted: CopyWanted): CopyFound {
    const index = this.files()
    const candidates = [...new Set(copyNames(wanted).flatMap((name) => index.get(name) ?? []))]
    if (candidates.length === 0) return undefined
    const use = wanted.use?.split(/\s+/)[0]?.toLowerCase()
    const inGroup = use === undefined ? [] : candidates.filter((path) => relative(this.root, path).toLowerCase().split(sep).slice(0, -1).includes(use))
    const [only, ...more] = inGroup.length > 0 ? inGroup : candidates
    if (only === undefined) return undefined
    return more.length === 0 ? { path: only } : { ambiguous: [only, ...more].map((path) => relative(this.root, path)) }
  }
}
