import type { issueTarget, itemTarget } from '#app/ui/targets.ts'

/**
 * A document's own address with reading mode's `read=` and `at=` (the search's words and the way
 * back kept), or, without `read`, the reader at a fragment: the one typed route of the document.
 */
export type ReadingLink = (reading: { read?: string; at?: number }, hash?: string) => ReturnType<typeof issueTarget> | ReturnType<typeof itemTarget>
