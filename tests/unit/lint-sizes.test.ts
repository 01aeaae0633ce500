/**
 * The size rules of eslint.config.js (issue 54): no file over 500 lines and no function over 120
 * lines in src and app, shown on files planted where none exists, linted with the project's own
 * ESLint configuration.
 */
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const ROOT = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

/** The messages of `rule` for `code` planted as the file `path` (from the root). */
async function messagesOf(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
  return (result?.messages ?? []).filter((message) => message.ruleId === rule).map((message) => message.message)
}

/** A module of `lines` lines, each a constant of its own. */
const moduleOf = (lines: number) => Array.from({ length: lines }, (_, index) => `export const planted${index} = ${index}`).join('\n') + '\n'

describe('the file size rule', () => {
  it('fails on a file over 500 lines in the documents, the threads, the app and the other folders of the core', async () => {
    for (const path of ['src/documents/planted.ts', 'src/documents/oai/planted.ts', 'src/threads/planted.ts', 'src/iiif/planted.ts', 'src/store/planted.ts', 'app/features/planted.tsx', 'app/routes/planted.ts']) {
      expect(await messagesOf('max-lines', path, moduleOf(501)), path).toEqual(['File has too many lines (501). Maximum allowed is 500.'])
    }
  })

  it("fails on a file over 500 lines in the demo generator's logic, its story books' types included", async () => {
    for (const path of ['src/demo/planted.ts', 'src/demo/issue.ts', 'src/demo/story.ts', 'src/demo/vocabulary.ts', 'src/demo/stories/types.ts']) {
      expect(await messagesOf('max-lines', path, moduleOf(501)), path).toEqual(['File has too many lines (501). Maximum allowed is 500.'])
    }
  })

  it("lets only the demo's story books, one language's article templates each, run longer", async () => {
    for (const path of ['src/demo/stories/de.ts', 'src/demo/stories/fr-war.ts']) {
      expect(await messagesOf('max-lines', path, moduleOf(501)), path).toEqual([])
    }
  })

  it('lets a file of 500 lines pass', async () => {
    expect(await messagesOf('max-lines', 'src/documents/planted.ts', moduleOf(500))).toEqual([])
  })
})

/** A module whose one function has `lines` lines, its braces included. */
const functionOf = (lines: number) => `export function planted(): number {\n  let total = 0\n${Array.from({ length: lines - 4 }, (_, index) => `  total += ${index}`).join('\n')}\n  return total\n}\n`

describe('the function size rule', () => {
  it('fails on a function over 120 lines anywhere in src', async () => {
    for (const path of ['src/documents/planted.ts', 'src/server/planted.ts', 'src/search/solr/planted.ts', 'src/domain/planted.ts', 'src/demo/planted.ts']) {
      expect(await messagesOf('max-lines-per-function', path, functionOf(121)), path).toEqual(["Function 'planted' has too many lines (121). Maximum allowed is 120."])
    }
  })

  it('lets a function of 120 lines pass', async () => {
    expect(await messagesOf('max-lines-per-function', 'src/documents/planted.ts', functionOf(120))).toEqual([])
  })
})

/** A component whose one function has `lines` lines, its braces included: a list of `lines - 6` items. */
const componentOf = (lines: number) =>
  `export function Planted() {\n  return (\n    <ul>\n${Array.from({ length: lines - 6 }, (_, index) => `      <li>${index}</li>`).join('\n')}\n    </ul>\n  )\n}\n`

/** A route file whose page component has `lines` lines, as the app's routes are written. */
const routeOf = (lines: number) =>
  `import { createFileRoute } from '@tanstack/react-router'\n\nexport const Route = createFileRoute('/{-$locale}/planted')({ component: Planted })\n\n` +
  componentOf(lines).replace('export function Planted', 'function Planted')

describe('the function size rule in the app', () => {
  it('fails on a component of 121 lines in a feature and on a route', async () => {
    for (const path of ['app/features/reader/planted.tsx', 'app/features/search/planted.tsx', 'app/ui/planted.tsx', 'app/planted.tsx']) {
      expect(await messagesOf('max-lines-per-function', path, componentOf(121)), path).toEqual(["Function 'Planted' has too many lines (121). Maximum allowed is 120."])
    }
    for (const path of ['app/routes/{-$locale}/planted.tsx', 'app/routes/planted.tsx']) {
      expect(await messagesOf('max-lines-per-function', path, routeOf(121)), path).toEqual(["Function 'Planted' has too many lines (121). Maximum allowed is 120."])
    }
  })

  it('fails on a hook or helper of 121 lines in the app', async () => {
    expect(await messagesOf('max-lines-per-function', 'app/features/reader/planted.ts', functionOf(121))).toEqual(["Function 'planted' has too many lines (121). Maximum allowed is 120."])
  })

  it('lets a component of 120 lines pass', async () => {
    expect(await messagesOf('max-lines-per-function', 'app/features/reader/planted.tsx', componentOf(120))).toEqual([])
    expect(await messagesOf('max-lines-per-function', 'app/routes/{-$locale}/planted.tsx', routeOf(120))).toEqual([])
  })
})
