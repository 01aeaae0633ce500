/**
 * iArchives' word lattices (ADR 056). A page's or an article zone's words are nodes `<n i n>`,
 * each with its readings `<o>` (several where the OCR engines disagreed on the word) and its boxes
 * `<r l t r b>` (two for a word hyphenated over a line's end, none in an export without
 * coordinates). Where the engines disagreed on the words themselves, the lattice holds overlapping
 * nodes: "public" beside "P" and "ublia", "professor" beside "Dro" and "fessor". Resolved:
 *
 * - each node's first reading;
 * - where nodes name their next nodes (`n`), the path that follows the first of each, from the
 *   first node: nodes off it are other engines' readings;
 * - of nodes whose boxes overlap (by half of the smaller or more), the widest: the reading of the
 *   whole word rather than of its pieces; the others dropped. Nodes without a box are kept.
 *
 * The words come in the lattice's order.
 */
import type { Box } from '../../types.ts'
import { children, textOf, type XmlElement } from '../../xml.ts'

export interface LatticeWord {
  content: string
  /** The word's box (its first, for a hyphenated word), in the page's pixels; undefined where the export gives none. */
  box: Box | undefined
  line: number
}

interface Node extends LatticeWord {
  id: string
  next: string[]
}

function boxOf(rect: XmlElement, offset: { x: number; y: number }): Box | undefined {
  const [l, t, r, b] = ['l', 't', 'r', 'b'].map((name) => Number(rect.attributes[name]))
  if (l === undefined || t === undefined || r === undefined || b === undefined || ![l, t, r, b].every(Number.isFinite) || r < l || b < t) return undefined
  return { x: l + offset.x, y: t + offset.y, w: r - l, h: b - t }
}

function nodesOf(nodes: XmlElement, offset: { x: number; y: number }): Node[] {
  return children(nodes, 'n').flatMap((n): Node[] => {
    const content = textOf(children(n, 'o')[0])
    if (content === '') return []
    const rect = children(n, 'r')[0]
    const next = (n.attributes.n ?? '').split(',').map((id) => id.trim()).filter((id) => id !== '')
    return [{ id: n.attributes.i ?? '', next, content, box: rect ? boxOf(rect, offset) : undefined, line: n.line }]
  })
}

/** The path from the first node along each node's first next node; the whole list when no node names a next one. */
function firstPath(nodes: readonly Node[]): Node[] {
  if (!nodes.some((node) => node.next.length > 0)) return [...nodes]
  const byId = new Map(nodes.map((node) => [node.id, node]))
  const path: Node[] = []
  const seen = new Set<Node>()
  for (let node = nodes[0]; node !== undefined && !seen.has(node); node = byId.get(node.next[0] ?? '')) {
    seen.add(node)
    path.push(node)
  }
  return path
}

function area(box: Box): number {
  return box.w * box.h
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

/** Of nodes whose boxes overlap by half of the smaller or more, the widest; the order kept. */
function withoutOverlaps(nodes: readonly Node[]): Node[] {
  const boxed = nodes.filter((node): node is Node & { box: Box } => node.box !== undefined && area(node.box) > 0)
  const widest = [...boxed].sort((a, b) => b.box.w - a.box.w || area(b.box) - area(a.box))
  const kept = new Set<Node>()
  const accepted: (Node & { box: Box })[] = []
  for (const node of widest) {
    const clashes = accepted.some((other) => overlap(node.box, other.box) * 2 >= Math.min(area(node.box), area(other.box)))
    if (clashes) continue
    accepted.push(node)
    kept.add(node)
  }
  return nodes.filter((node) => node.box === undefined || area(node.box) === 0 || kept.has(node))
}

/** The words of a `<nodes>` element, its boxes moved by `offset` (an article clipping's place on its page). */
export function resolveLattice(nodes: XmlElement | undefined, offset = { x: 0, y: 0 }): LatticeWord[] {
  if (!nodes) return []
  return withoutOverlaps(firstPath(nodesOf(nodes, offset))).map(({ content, box, line }) => ({ content, box, line }))
}
