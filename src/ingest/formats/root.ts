/** What the XML formats' `detect` share: the root element of a file's start, lower case. */
import { rootElement } from '../registry.ts'

export function rootIs(head: string, ...names: string[]): boolean {
  const root = rootElement(head)?.toLowerCase()
  return root !== undefined && names.includes(root)
}
