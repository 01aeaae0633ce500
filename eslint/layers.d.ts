/** Types of ./layers.js for the tests that import it (the ESLint configuration reads the JavaScript). */
import type { ESLint } from 'eslint'

export const LAYERS: readonly { folder: string; rank: number }[]
export function pathBack(graph: ReadonlyMap<string, ReadonlyMap<string, string>>, start: string, goal: string): { folder: string; file: string }[] | undefined
declare const plugin: ESLint.Plugin
export default plugin
