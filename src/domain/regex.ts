/** A text as a literal in a regular expression: every character with a meaning there escaped (a town's name, a path, a query's word). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
