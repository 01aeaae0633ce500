/**
 * The layer rule (eslint/layers.js) fails on an import that points up, shown on imports planted
 * in files that do not exist, linted with the project's own ESLint configuration.
 */
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { pathBack } from '../../eslint/layers.js'

const ROOT = join(import.meta.dirname, '..', '..')
const eslint = new ESLint({ cwd: ROOT })

/** The layer rule's messages for `code` planted as the file `path` (from the root). */
async function layerMessages(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'layers/no-upward-import').map((message) => message.message)
}

describe('the layers rule', () => {
  it('fails on a store module importing the search engine, by a relative path or the #src alias', async () => {
    const relative = await layerMessages('src/store/planted.ts', "import { planOf } from '../search/plan.ts'\nexport const planted = planOf\n")
    expect(relative).toEqual(['src/store (layer 1) may not import src/search (layer 2): layers point down only (eslint/layers.js, DESIGN rule 11)'])
    const aliased = await layerMessages('src/store/planted.ts', "export { planOf } from '#src/search/plan.ts'\n")
    expect(aliased).toHaveLength(1)
  })

  it('fails on the domain importing the store, and the engine importing the app or the server', async () => {
    expect(await layerMessages('src/domain/planted.ts', "import type { Db } from '../store/db.ts'\nexport type Planted = Db\n")).toHaveLength(1)
    expect(await layerMessages('src/search/embedded/planted.ts', "import { Route } from '../../../app/routes/__root.tsx'\nexport const planted = Route\n")).toHaveLength(1)
    expect(await layerMessages('src/search/planted.ts', "const server = await import('../server/server.ts')\nexport const planted = server\n")).toHaveLength(1)
  })

  it('keeps the threads above documents and documents above search (issue 48, DESIGN rule 11)', async () => {
    expect(await layerMessages('src/search/planted.ts', "import { answerDocumentJob } from '../documents/job.ts'\nexport const planted = answerDocumentJob\n")).toEqual([
      'src/search (layer 2) may not import src/documents (layer 3): layers point down only (eslint/layers.js, DESIGN rule 11)',
    ])
    expect(await layerMessages('src/documents/planted.ts', "import { ThreadPool } from '#src/threads/pool.ts'\nexport const planted = ThreadPool\n")).toHaveLength(1)
    expect(await layerMessages('src/search/planted.ts', "import type { ThreadJob } from '../threads/jobs.ts'\nexport type Planted = ThreadJob\n")).toHaveLength(1)
  })

  it('fails on an import between two folders of one layer that already import each other the other way, by value or by type (issue 54)', async () => {
    // src/iiif/content-search.ts reads the search's query parser: the search may not read src/iiif back.
    expect(await layerMessages('src/search/planted.ts', "import { findHits } from '../iiif/content-search.ts'\nexport const planted = findHits\n")).toEqual([
      'src/search may not import src/iiif: both are layer 2 and src/iiif already imports src/search (src/iiif/content-search.ts → src/search); folders of one layer import each other one way only (eslint/layers.js)',
    ])
    expect(await layerMessages('src/search/embedded/planted.ts', "import type { LanguageMap } from '#src/iiif/presentation.ts'\nexport type Planted = LanguageMap\n")).toHaveLength(1)
    // The way the folders already go stays open.
    expect(await layerMessages('src/iiif/planted.ts', "import { parseQuery } from '../search/query.ts'\nexport const planted = parseQuery\n")).toEqual([])
  })

  it('finds a way back through several folders of one layer, and none where there is none', () => {
    const graph = new Map([
      ['a', new Map([['b', 'a/x.ts']])],
      ['b', new Map([['c', 'b/y.ts']])],
      ['c', new Map()],
    ])
    expect(pathBack(graph, 'a', 'c')).toEqual([
      { folder: 'b', file: 'a/x.ts' },
      { folder: 'c', file: 'b/y.ts' },
    ])
    expect(pathBack(graph, 'c', 'a')).toBeUndefined()
  })

  it('fails on the documents importing the importer, by value or by type (issue 54)', async () => {
    const [result] = await eslint.lintText("import { IMAGE_KEY } from '../ingest/images.ts'\nimport type { MarcRecord } from '#src/ingest/types.ts'\nexport const planted: [RegExp, MarcRecord?] = [IMAGE_KEY]\n", {
      filePath: join(ROOT, 'src/documents/planted.ts'),
    })
    expect((result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports')).toHaveLength(2)
  })

  it('fails on the domain importing the dictionary, by value or by type (issue 54)', async () => {
    const [result] = await eslint.lintText("import type { TranslationFunctions } from '#i18n/i18n-types.ts'\nimport { loadedLocales } from '../../i18n/i18n-util.ts'\nexport const planted: [unknown, TranslationFunctions?] = [loadedLocales]\n", {
      filePath: join(ROOT, 'src/domain/planted.ts'),
    })
    expect((result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports')).toHaveLength(2)
  })

  it("fails on an app component importing the store, by value or by type (issue 54)", async () => {
    const [result] = await eslint.lintText("import type { PeriodicalSummary } from '#src/store/library.ts'\nimport { library } from '../../src/store/library.ts'\nexport const planted: [unknown, PeriodicalSummary?] = [library]\n", {
      filePath: join(ROOT, 'app/features/planted.tsx'),
    })
    expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => message.line)).toEqual([1, 2])
    const [allowed] = await eslint.lintText("import type { PeriodicalSummary } from '#src/domain/library-views.ts'\nexport type Planted = PeriodicalSummary\n", { filePath: join(ROOT, 'app/features/planted.tsx') })
    expect(allowed?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([])
  })

  it('fails on src importing React or TanStack', async () => {
    const messages = await layerMessages('src/domain/planted.ts', "import { useState } from 'react'\nimport { createServerFn } from '@tanstack/react-start'\nexport const planted = [useState, createServerFn]\n")
    expect(messages).toEqual(['src/ is framework-free: src/domain may not import react', 'src/ is framework-free: src/domain may not import @tanstack/react-start'])
  })

  it('lets imports point down and across a layer, and leaves the app, tests and scripts their imports', async () => {
    // Across a layer the way it already goes: the importer judges the frequent words' misreadings with the search's code (ADR 077).
    expect(await layerMessages('src/ingest/planted.ts', "import { FACETS } from '../domain/facets.ts'\nimport { unitsByIds } from '../store/search.ts'\nimport { MAX_VARIANTS } from '../search/query.ts'\nexport const planted = [FACETS, unitsByIds, MAX_VARIANTS]\n")).toEqual([])
    expect(await layerMessages('src/threads/planted.ts', "import { answerDocumentJob } from '../documents/job.ts'\nimport { answerSearchJob } from '../search/jobs.ts'\nexport const planted = [answerDocumentJob, answerSearchJob]\n")).toEqual([])
    expect(await layerMessages('app/planted.ts', "import { useState } from 'react'\nimport { runSearchResults } from '../src/search/search-runner.ts'\nexport const planted = [useState, runSearchResults]\n")).toEqual([])
    expect(await layerMessages('scripts/planted.ts', "import { search } from '../tests/support/search.ts'\nexport const planted = search\n")).toEqual([])
  })
})
