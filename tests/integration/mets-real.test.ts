import { existsSync, readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { readMets } from '#src/ingest/formats/mets/read.ts'
import { readNdnpBatch } from '#src/ingest/formats/ndnp/read.ts'
import type { SourcePackage } from '#src/ingest/types.ts'
import { HAS_REAL, REAL } from '../fixtures/real-data'


function read(path: string): SourcePackage {
  const file = join(REAL, path)
  return readMets(readFileSync(file, 'utf8'), file)
}

/** Every block a unit names is an element ID in its page's ALTO file. */
function expectBlocksInAlto(pkg: SourcePackage): void {
  const ids = new Map<number, Set<string>>()
  for (const page of pkg.pages) {
    const alto = page.altoPath ? readFileSync(page.altoPath, 'utf8') : ''
    ids.set(page.sequence, new Set([...alto.matchAll(/\bID="([^"]+)"/g)].map((match) => match[1] ?? '')))
  }
  const missing = pkg.units.flatMap((unit) =>
    unit.blocks.filter((block) => !ids.get(block.pageSequence)?.has(block.blockId)).map((block) => `${unit.id} ${block.pageSequence}:${block.blockId}`),
  )
  expect(missing).toEqual([])
}

function expectAltoFilesExist(pkg: SourcePackage): void {
  for (const page of pkg.pages) {
    expect(page.altoPath).toBeDefined()
    expect(existsSync(page.altoPath ?? '')).toBe(true)
  }
}

describe.skipIf(!HAS_REAL)('METS readers on the real samples', () => {
  describe('BnL', () => {
    it('reads Luxemburger Zeitung 1858-07-10', () => {
      const pkg = read('bnl-luxzeit-1858-07-10/example-mets.xml')
      expect(pkg.kind).toBe('issue')
      expect(pkg.documentType).toBe('newspaper')
      expect(pkg.bornDigital).toBe(false)
      expect(pkg.parentId).toBe('luxzeit1858')
      expect(pkg.title).toBe('Luxemburger Zeitung – Journal de Luxembourg')
      expect(pkg.date).toBe('1858-07-10')
      expect(pkg.edition).toBe(1)
      expect(pkg.number).toBe('161')
      expect(pkg.permalink).toBe('https://persist.lu/ark:70795/4b7rzq')
      expect(pkg.languages).toEqual(expect.arrayContaining(['de', 'fr']))
      expect(pkg.pages.map((page) => page.sequence)).toEqual([1, 2, 3, 4])
      expectAltoFilesExist(pkg)

      const article = pkg.units.find((unit) => unit.type === 'article' && unit.title === 'Revue politique.')
      expect(article?.language).toBe('fr')
      expect(article?.blocks.length).toBeGreaterThan(0)
      const ads = pkg.units.filter((unit) => unit.type === 'advertisement')
      expect(ads.map((unit) => unit.blocks)).toEqual([
        [{ pageSequence: 4, blockId: 'P4_CB00005' }],
        [{ pageSequence: 4, blockId: 'P4_CB00006' }],
        [{ pageSequence: 4, blockId: 'P4_CB00007' }],
        [{ pageSequence: 4, blockId: 'P4_CB00008' }],
      ])
      expect(pkg.units.every((unit) => unit.blocks.length > 0)).toBe(true)
      expect(new Set(pkg.units.map((unit) => unit.type))).toEqual(
        new Set(['title_section', 'illustration', 'section', 'article', 'table', 'advertisement']),
      )
      expectBlocksInAlto(pkg)
    })

    it('gives each ALTO block to one unit only', () => {
      const pkg = read('bnl-luxzeit-1858-07-10/example-mets.xml')
      const keys = pkg.units.flatMap((unit) => unit.blocks.map((block) => `${block.pageSequence}:${block.blockId}`))
      expect(new Set(keys).size).toBe(keys.length)
    })

    it('reads the issue number of 1858-12-07', () => {
      const pkg = read('bnl-luxzeit-1858-12-07/2385348_newspaper_luxzeit1858_1858-12-07_01-mets.xml')
      expect(pkg.parentId).toBe('luxzeit1858')
      expect(pkg.date).toBe('1858-12-07')
      expect(pkg.edition).toBe(1)
      expect(pkg.number).toBe('288')
      expect(pkg.permalink).toBe('https://persist.lu/ark:/70795/hnpwc4')
      expect(pkg.pages).toHaveLength(4)
      expectAltoFilesExist(pkg)
      expect(pkg.units.some((unit) => unit.type === 'article' && unit.blocks.length > 0)).toBe(true)
      expect(pkg.units.some((unit) => unit.type === 'advertisement' && unit.blocks.length > 0)).toBe(true)
      expectBlocksInAlto(pkg)
    })

    it('marks the blocks of each unit\'s HEADING, in the unit and in its order, for the headline field (ADR 019)', () => {
      const pkg = read('bnl-luxzeit-1858-12-07/2385348_newspaper_luxzeit1858_1858-12-07_01-mets.xml')
      const revue = pkg.units.find((unit) => unit.id === 'DTL48')
      expect(revue?.title).toBe('Revue politique.')
      expect(revue?.headingBlocks).toHaveLength(1)
      expect(revue?.blocks[0]).toEqual(revue?.headingBlocks?.[0])
      const headed = pkg.units.filter((unit) => unit.headingBlocks !== undefined)
      expect(headed.length).toBeGreaterThan(10)
      for (const unit of headed) {
        const keys = unit.blocks.map((block) => `${block.pageSequence}:${block.blockId}`)
        const headingKeys = (unit.headingBlocks ?? []).map((block) => `${block.pageSequence}:${block.blockId}`)
        expect(headingKeys.every((key) => keys.includes(key)), unit.id).toBe(true)
        expect(headingKeys.length, unit.id).toBeLessThan(keys.length + 1)
      }
      // Units without a HEADING part have none: an advertisement's blocks are all body.
      expect(pkg.units.filter((unit) => unit.type === 'advertisement').every((unit) => unit.headingBlocks === undefined)).toBe(true)
    })
  })

  describe('British Library', () => {
    it('reads 0002244, 1855-09-22, through structLink', () => {
      const pkg = read('british-library/BLIP_20190929_04/0002244/1855/0922/0002244_18550922_mets.xml')
      expect(pkg.kind).toBe('issue')
      expect(pkg.parentId).toBe('bl-0002244')
      expect(pkg.title).not.toBe('')
      expect(pkg.date).toBe('1855-09-22')
      expect(pkg.languages).toEqual(['en'])
      expect(pkg.pages).toHaveLength(4)
      expectAltoFilesExist(pkg)
      expect(pkg.units).toHaveLength(77)
      expect(pkg.units.every((unit) => unit.type === 'article' && unit.blocks.length > 0)).toBe(true)
      expect(pkg.units[0]?.blocks.slice(0, 2)).toEqual([
        { pageSequence: 1, blockId: 'pa0001001' },
        { pageSequence: 1, blockId: 'pa0001002' },
      ])
      expectBlocksInAlto(pkg)
    })
  })

  describe('NDNP (Chronicling America)', () => {
    const batches = ['batch_mnhi_german_ver01', 'batch_dlc_manyyears_ver01']

    it.each(batches)('%s: every batch.xml lists issue METS that exist', (batch) => {
      const data = join(REAL, 'chronicling-america', batch, 'data')
      // The dlc sample ships without its batch.xml; only the files present are checked.
      const batchFiles = readdirSync(data).filter((name) => /^batch(?:_\d+)?\.xml$/.test(name))
      for (const name of batchFiles) {
        const file = join(data, name)
        const { issueMetsPaths, batchName } = readNdnpBatch(readFileSync(file, 'utf8'), file)
        expect(batchName).not.toBe('')
        expect(issueMetsPaths.length).toBeGreaterThan(0)
        for (const path of issueMetsPaths) expect(existsSync(path)).toBe(true)
      }
    })

    it('reads Der Nordstern 1878-01-03 from its batch', () => {
      const file = join(REAL, 'chronicling-america/batch_mnhi_german_ver01/data/batch.xml')
      const [issue] = readNdnpBatch(readFileSync(file, 'utf8'), file).issueMetsPaths
      expect(issue).toBeDefined()
      const pkg = readMets(readFileSync(issue ?? '', 'utf8'), issue ?? '')
      expect(pkg.kind).toBe('issue')
      expect(pkg.documentType).toBe('newspaper')
      expect(pkg.parentId).toBe('sn83045350')
      expect(pkg.title).toBe('Der Nordstern (St. Cloud, Minn.)')
      expect(pkg.date).toBe('1878-01-03')
      expect(pkg.edition).toBe(1)
      expect(pkg.pages).toHaveLength(8)
      expectAltoFilesExist(pkg)
      expect(pkg.units).toEqual([])
    })

    it('refuses the reel METS next to the issues', () => {
      expect(() => read('chronicling-america/batch_mnhi_german_ver01/data/sn83045350/00295876384/00295876384.xml')).toThrow(/reel/)
    })

    it('reads Evening Star 1915-03-22', () => {
      const pkg = read('chronicling-america/batch_dlc_manyyears_ver01/data/sn83045462/00280658637/1915032201/1915032201.xml')
      expect(pkg.parentId).toBe('sn83045462')
      expect(pkg.title).toBe('Evening star (Washington, D.C.)')
      expect(pkg.date).toBe('1915-03-22')
      expect(pkg.pages).toHaveLength(1)
      expectAltoFilesExist(pkg)
      expect(pkg.units).toEqual([])
    })
  })
})
