/**
 * What a METS says of the issue or item it holds, from the descriptions its dmdSecs carry (ADR 054):
 * MODS and MARC records of the divs that stand for the package (read by their crosswalks, in the
 * order src/ingest/formats/mets/read.ts ranks them), the Dublin Core of the divs above the pages, and the METS
 * LABEL as the last resort. Each value is taken from the first description that gives it.
 */
import { basename, dirname } from 'node:path'
import { cleanTitle } from '../../crosswalks/dc.ts'
import { editionNumber } from '../../crosswalks/label.ts'
import { type DescriptiveRecord, distinct, firstOf, identifierOf } from '../../crosswalks/record.ts'
import { slugify } from '../../slug.ts'

export interface MetsDescriptions {
  /** MODS and MARC records of the package, the periodical's (collection) first. */
  records: DescriptiveRecord[]
  /** The Dublin Core of the divs above the pages, merged. */
  dc: DescriptiveRecord | undefined
  /** The METS LABEL (or the logical root's), read as a citation. */
  label: DescriptiveRecord | undefined
  /** The METS OBJID. */
  objid: string | undefined
  file: string
  /** The British Library's profile (structLink arcs): its title id comes from the host's NLP identifier or the path. */
  britishLibrary: boolean
}

const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/** The British Library title id: relatedItem host NLP identifier, or the numeric id in the file name or its folder. */
function blTitleId(records: readonly DescriptiveRecord[], file: string): string | undefined {
  const fromRecords = firstOf(records, (record) => (record.host ? (record.host.identifiers.find((id) => id.type === 'nlp') ?? record.host.identifiers[0])?.value : undefined))
  if (fromRecords && SAFE_ID.test(fromRecords)) return fromRecords
  const fromName = /^(\d+)_\d{8}_mets\.xml$/i.exec(basename(file))?.[1]
  if (fromName) return fromName
  // …/<title id>/<year>/<month+day>/<file>
  const folder = basename(dirname(dirname(dirname(file))))
  return /^\d+$/.test(folder) ? folder : undefined
}

/** The title the files give, or undefined: a record's (an item's with its part), the DC's, the label's, the British Library's id. */
export function describedTitle(described: MetsDescriptions, kind: 'issue' | 'item'): string | undefined {
  const fromRecords =
    firstOf(described.records, (record) => (kind === 'item' ? record.partTitle : record.title)) ?? firstOf(described.records, (record) => record.host?.title)
  if (fromRecords) return cleanTitle(fromRecords) || undefined
  if (described.dc?.title) return described.dc.title
  if (described.label?.title) return described.label.title
  const blId = described.britishLibrary ? blTitleId(described.records, described.file) : undefined
  return blId ? `British Library newspaper ${blId}` : undefined
}

/**
 * The date: for an issue a full day from a record, the label or the DC (in that order), else a
 * month or a year (completePackage keeps its precision); for an item the year or the day.
 */
export function describedDate(described: MetsDescriptions, kind: 'issue' | 'item'): string | undefined {
  const { records, dc, label } = described
  if (kind === 'item') {
    const date = firstOf(records, (record) => record.date?.iso) ?? dc?.date?.iso
    // Items carry a year or a full date, never a month alone.
    return date !== undefined && date.length === 7 ? date.slice(0, 4) : date
  }
  const day = (record: DescriptiveRecord | undefined) => (record?.date?.iso.length === 10 ? record.date.iso : undefined)
  return firstOf(records, day) ?? day(label) ?? dc?.date?.iso ?? firstOf(records, (record) => record.date?.iso)
}

export function describedNumber(described: MetsDescriptions): string | undefined {
  return firstOf(described.records, (record) => record.number ?? record.host?.number) ?? described.dc?.number ?? described.label?.number
}

/** The edition: a record's (NDNP puts it in the host's part), the label's, or "_NN" after the date in the file name or record id (BnL). */
export function describedEdition(described: MetsDescriptions): number {
  const asNumber = (text: string | undefined) => {
    const value = Number.parseInt(text ?? '', 10)
    const number = Number.isInteger(value) ? value : Number.parseInt(editionNumber(text) ?? '', 10)
    return Number.isInteger(number) && number >= 1 ? number : undefined
  }
  const fromRecords = firstOf(described.records, (record) => asNumber(record.edition) ?? asNumber(record.host?.edition)) ?? asNumber(described.label?.edition)
  if (fromRecords !== undefined) return fromRecords
  const hints = [basename(described.file), firstOf(described.records, (record) => record.recordIdentifier)]
  for (const hint of hints) {
    const match = hint ? /\d{4}-?\d{2}-?\d{2}_(\d{1,2})(?!\d)/.exec(hint) : null
    const edition = match?.[1] ? Number(match[1]) : 0
    if (edition >= 1) return edition
  }
  return 1
}

/** The id the store knows the periodical (issues) or the item by: a local id, an LCCN, the BL's title id, a slug of the title. */
export function describedParentId(described: MetsDescriptions, kind: 'issue' | 'item', title: string): string {
  const { records, file } = described
  // "LQ 1007" (a shelf mark) is not an id; "luxzeit1858" is.
  const localId = firstOf(records, (record) => {
    const id = identifierOf(record, 'local')
    return id && SAFE_ID.test(id) ? id : undefined
  })
  const fallback = slugify(title) || slugify(basename(file))
  if (kind === 'item') {
    const recordId = firstOf(records, (record) => record.recordIdentifier)
    return localId ?? (recordId ? slugify(recordId) : undefined) ?? fallback
  }
  const lccn = firstOf(records, (record) => identifierOf(record, 'lccn') ?? record.host?.identifiers.find((id) => id.type === 'lccn')?.value)?.replace(/\s+/g, '')
  const blId = described.britishLibrary ? blTitleId(records, file) : undefined
  return localId ?? lccn ?? (blId ? `bl-${blId}` : undefined) ?? fallback
}

export function describedPermalink(described: MetsDescriptions): string | undefined {
  if (described.objid && /^https?:\/\//i.test(described.objid)) return described.objid
  const permanent = firstOf(described.records, (record) =>
    record.identifiers.find((identifier) => ['uri', 'purl', 'ark', 'permalink', 'url'].includes(identifier.type) && /^https?:\/\//i.test(identifier.value))?.value,
  )
  return permanent ?? described.dc?.identifiers.find((id) => /^https?:\/\//i.test(id.value))?.value
}

export function describedLanguages(described: MetsDescriptions): string[] {
  return distinct([...described.records.flatMap((record) => record.languages), ...(described.dc?.languages ?? [])])
}

/** An item's bibliographic data: authors, other titles and names, publisher, extent. */
export function describedItem(described: MetsDescriptions): {
  authors: string[]
  alternativeTitles: string[]
  alsoKnownAs: string[]
  publisher: string | undefined
  extent: string | undefined
} {
  const { records } = described
  return {
    authors: distinct(records.flatMap((record) => record.authors)),
    alternativeTitles: distinct(records.flatMap((record) => record.alternativeTitles)),
    // Other names: its authors' (pseudonyms, initials) and the item's uniform, translated and abbreviated titles.
    alsoKnownAs: distinct([...records.flatMap((record) => record.nameVariants), ...records.flatMap((record) => record.otherTitles)]),
    publisher: firstOf(records, (record) => record.publisher) ?? described.dc?.publisher,
    extent: firstOf(records, (record) => record.extent),
  }
}
