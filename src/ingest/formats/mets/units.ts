/**
 * A METS's logical structure as search units: BnL areas (fptr/area BEGIN naming an ALTO block),
 * British Library structLink arcs to physical page areas, nested divs whose blocks go to the
 * innermost unit. Also the articles of a METS that holds only them (src/ingest/supplement.ts).
 */
import { isHeadingPart, mapLogicalType } from '../../logical-types.ts'
import { modsLanguages, modsTitles } from '../../crosswalks/mods-read.ts'
import type { SupplementUnit } from '../../supplement.ts'
import type { LogicalUnit } from '../../types.ts'
import { children, descendants, type XmlElement } from '../../xml.ts'

export interface BlockRef {
  pageSequence: number
  blockId: string
}

/** What readUnits needs of the pages: file ID → page sequence, and physical area div ID → block (BL). */
export interface PagePlaces {
  pageOfFile: Map<string, number>
  physicalBlocks: Map<string, BlockRef>
}

function attr(element: XmlElement, name: string): string | undefined {
  const value = element.attributes[name]?.trim()
  return value === undefined || value === '' ? undefined : value
}

function idList(value: string | undefined): string[] {
  return value ? value.split(/\s+/).filter((id) => id !== '') : []
}

export /** Logical div ID → physical div IDs, in arc order, from smLink and smLinkGrp. */
function readStructLinks(root: XmlElement): Map<string, string[]> {
  const links: [string, string][] = []
  for (const structLink of children(root, 'structLink')) {
    for (const link of children(structLink, 'smLink')) {
      const from = attr(link, 'from')
      const to = attr(link, 'to')
      if (from && to) links.push([from, to])
    }
    for (const group of children(structLink, 'smLinkGrp')) {
      const byLabel = new Map<string, string[]>()
      for (const locator of children(group, 'smLocatorLink')) {
        const label = attr(locator, 'label')
        const id = attr(locator, 'href')?.replace(/^#/, '')
        if (label && id) byLabel.set(label, [...(byLabel.get(label) ?? []), id])
      }
      for (const arc of children(group, 'smArcLink')) {
        for (const from of byLabel.get(attr(arc, 'from') ?? '') ?? []) {
          for (const to of byLabel.get(attr(arc, 'to') ?? '') ?? []) links.push([from, to])
        }
      }
    }
  }
  const byLogical = new Map<string, string[]>()
  for (const [from, to] of links) byLogical.set(from, [...(byLogical.get(from) ?? []), to])
  return byLogical
}

export function readUnits(
  logical: XmlElement | undefined,
  pages: PagePlaces,
  links: Map<string, string[]>,
  mods: Map<string, XmlElement>,
): LogicalUnit[] {
  if (!logical) return []
  const units: LogicalUnit[] = []
  let generated = 0

  /** A unit's blocks in reading order, and which of them are in its heading parts. */
  const blocksOf = (unitDiv: XmlElement): { blocks: BlockRef[]; headings: BlockRef[] } => {
    const out: BlockRef[] = []
    const headings: BlockRef[] = []
    const seen = new Set<string>()
    const add = (ref: BlockRef | undefined, heading: boolean) => {
      if (!ref) return
      const key = `${ref.pageSequence}\u0000${ref.blockId}`
      if (seen.has(key)) return
      seen.add(key)
      out.push(ref)
      if (heading) headings.push(ref)
    }
    const gather = (div: XmlElement, heading: boolean) => {
      for (const target of links.get(attr(div, 'ID') ?? '') ?? []) add(pages.physicalBlocks.get(target), heading)
      for (const node of div.children) {
        if (node.name === 'fptr') {
          for (const area of descendants(node, 'area')) {
            const begin = attr(area, 'BEGIN')
            const sequence = pages.pageOfFile.get(attr(area, 'FILEID') ?? '')
            if (begin && sequence !== undefined) add({ pageSequence: sequence, blockId: begin }, heading)
          }
        } else if (node.name === 'div' && !mapLogicalType(attr(node, 'TYPE') ?? '')) {
          // Nested units (an article in a section, a table in an article)
          // keep their blocks: each block belongs to the innermost unit only,
          // so a word is found once, in the unit that holds it.
          gather(node, heading || isHeadingPart(attr(node, 'TYPE') ?? ''))
        }
      }
    }
    gather(unitDiv, false)
    return { blocks: out, headings }
  }

  const visit = (div: XmlElement) => {
    const sourceType = attr(div, 'TYPE') ?? ''
    const mapping = mapLogicalType(sourceType)
    if (mapping) {
      generated += 1
      const records = idList(attr(div, 'DMDID'))
        .map((id) => mods.get(id))
        .filter((record): record is XmlElement => record !== undefined)
      const titles = records.flatMap(modsTitles)
      const title = titles.length > 0 ? titles.join(' ') : attr(div, 'LABEL')
      const language = records.flatMap(modsLanguages)[0]
      const { blocks, headings } = blocksOf(div)
      if (blocks.length > 0) {
        const unit: LogicalUnit = { id: attr(div, 'ID') ?? `unit-${generated}`, type: mapping.type, sourceType, blocks }
        if (headings.length > 0) unit.headingBlocks = headings
        if (title) unit.title = title
        if (language) unit.language = language
        units.push(unit)
      }
    }
    for (const node of children(div, 'div')) visit(node)
  }
  for (const div of children(logical, 'div')) visit(div)
  return units
}


/**
 * The units of a METS that has no pages, each block named by the FILEID it is in rather than by a
 * page: the package beside it places them (src/ingest/supplement.ts).
 */
export function supplementUnits(logical: XmlElement, fileIds: readonly string[], links: Map<string, string[]>, mods: Map<string, XmlElement>): SupplementUnit[] {
  const pageOfFile = new Map(fileIds.map((id, index) => [id, index + 1]))
  const fileOf = (block: BlockRef) => ({ fileId: fileIds[block.pageSequence - 1] ?? '', blockId: block.blockId })
  return readUnits(logical, { pageOfFile, physicalBlocks: new Map() }, links, mods).map((unit) => {
    const { blocks, headingBlocks, ...rest } = unit
    return { ...rest, blocks: blocks.map(fileOf), ...(headingBlocks ? { headingBlocks: headingBlocks.map(fileOf) } : {}) }
  })
}
