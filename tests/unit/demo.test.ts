import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PERIODICALS, periodicalById } from '#src/demo/catalog.ts'
import { ITEMS } from '#src/demo/catalog-items.ts'
import { DEMO_BATCH_ISSUES, DEMO_DEFAULT_ARTICLES, DEMO_DEFAULT_SEED, generateDemo, type DemoBatch } from '#src/demo/generate.ts'
import { ISSUE_UNIT_TYPES, planIssue } from '#src/demo/issue-plan.ts'
import { TEXT_STYLES, SOFT_HYPHEN, textWidth, wrapWords } from '#src/demo/layout.ts'
import { Rng, WeightedList } from '#src/demo/random.ts'
import { FEATURED_RUNS, allocate, planSchedule } from '#src/demo/schedule.ts'
import { articleText } from '#src/demo/text.ts'
import { altoPage } from '#src/demo/write-alto.ts'
import { field008 } from '#src/demo/write-marc.ts'
import { escapeXml } from '#src/demo/xml-text.ts'
import { STRUCTURAL_TYPES } from '#src/ingest/types.ts'
import { child, children, descendants, parseXml, textOf, type XmlElement } from '#src/ingest/xml.ts'

const ARTICLES = 600

interface Run {
  dir: string
  batches: DemoBatch[]
}

function run(seed: number, articles: number, maxBatches = Infinity): Run {
  const dir = mkdtempSync(join(tmpdir(), 'demo-test-'))
  const batches: DemoBatch[] = []
  for (const batch of generateDemo({ seed, articles, outDir: dir })) {
    batches.push(batch)
    if (batches.length >= maxBatches) break
  }
  return { dir, batches }
}

function listFiles(dir: string): string[] {
  const out: string[] = []
  const walk = (d: string) => {
    for (const entry of readdirSync(d).sort()) {
      const full = join(d, entry)
      if (statSync(full).isDirectory()) walk(full)
      else out.push(full)
    }
  }
  walk(dir)
  return out
}

function attr(el: XmlElement, name: string): string {
  return el.attributes[name] ?? ''
}

function logicalMap(mets: XmlElement): XmlElement {
  const map = descendants(mets, 'structMap').find((m) => attr(m, 'TYPE') === 'LOGICAL')
  if (!map) throw new Error('no logical structMap')
  return map
}

const UNIT_TYPES = new Set([...ISSUE_UNIT_TYPES, 'CHAPTER'])

let main: Run
let again: Run
let other: Run
const parsedMets = new Map<string, XmlElement>()

beforeAll(() => {
  main = run(DEMO_DEFAULT_SEED, ARTICLES)
  again = run(DEMO_DEFAULT_SEED, ARTICLES)
  other = run(DEMO_DEFAULT_SEED + 1, ARTICLES, 2)
  for (const batch of main.batches) {
    for (const file of batch.files) {
      if (file.endsWith('mets.xml')) parsedMets.set(file, parseXml(readFileSync(file, 'utf8'), file))
    }
  }
})

afterAll(() => {
  for (const r of [main, again, other]) if (r) rmSync(r.dir, { recursive: true, force: true })
})

describe('seeded randomness', () => {
  it('repeats for a seed and differs between seeds', () => {
    const a = new Rng(7)
    const b = new Rng(7)
    const c = new Rng(8)
    const seqA = Array.from({ length: 20 }, () => a.nextUint32())
    expect(Array.from({ length: 20 }, () => b.nextUint32())).toEqual(seqA)
    expect(Array.from({ length: 20 }, () => c.nextUint32())).not.toEqual(seqA)
  })

  it('keeps int, pick, shuffle and weighted picks in range', () => {
    const rng = new Rng(1)
    const counts = new Map<string, number>()
    const list = new WeightedList(['a', 'b', 'c'], [1, 0, 9])
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(3, 5)
      expect(n).toBeGreaterThanOrEqual(3)
      expect(n).toBeLessThanOrEqual(5)
      const picked = list.pick(rng)
      counts.set(picked, (counts.get(picked) ?? 0) + 1)
    }
    expect(counts.get('b')).toBeUndefined()
    expect(counts.get('c') ?? 0).toBeGreaterThan((counts.get('a') ?? 0) * 4)
    expect(rng.shuffle([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5])
    expect(['x', 'y']).toContain(rng.pick(['x', 'y']))
  })
})

describe('catalog', () => {
  it('has at least 40 periodicals with unique ids, invented: no real title, paper id or ISSN (issue 51)', () => {
    expect(PERIODICALS.length).toBeGreaterThanOrEqual(40)
    expect(new Set(PERIODICALS.map((t) => t.id)).size).toBe(PERIODICALS.length)
    expect(PERIODICALS.filter((t) => t.issn !== undefined)).toEqual([])
    // The paper ids of the national library's digitised titles (as impresso lists them) and the
    // titles the demo used to borrow: none may name an invented one.
    const realIds = ['actionfem', 'armeteufel', 'avenirgdl', 'buergerbeamten', 'courriergdl', 'deletz1893', 'demitock', 'diekwochen', 'dunioun', 'gazgrdlux', 'indeplux', 'kommmit', 'landwortbild', 'lunion', 'luxembourg1935', 'luxland', 'luxwort', 'luxzeit1844', 'luxzeit1858', 'obermosel', 'onsjongen', 'schmiede', 'tageblatt', 'volkfreu1869', 'waechtersauer', 'waeschfra', 'luxzeit', 'memorial']
    const realTitles = /Luxemburger Wort|Tageblatt|Luxemburger Zeitung|Indépendance luxembourgeoise|Obermosel|Landwirt|Volksblatt|Courrier du Grand-Duché|Diekircher Wochenblatt|Echternacher Anzeiger|Wochenblatt|Mémorial|Volksfreund|Action féminine|Ons Hémecht|Escher|Revue luxembourgeoise|Cahiers économiques|Luxembourg Herald|Luxembourg News|Arbeiter-Zeitung|Bauernzeitung|Geschichtsfreund|Kierchebliet|Kannerblat/
    for (const t of PERIODICALS) {
      expect(realIds, t.id).not.toContain(t.id)
      expect(t.title, t.id).not.toMatch(realTitles)
    }
  })

  it('has both newspapers and serials in all four languages and frequencies between 1840 and 1990', () => {
    expect(new Set(PERIODICALS.map((t) => t.type))).toEqual(new Set(['newspaper', 'serial']))
    expect(new Set(PERIODICALS.flatMap((t) => t.languages))).toEqual(new Set(['de', 'fr', 'lb', 'en']))
    expect(new Set(PERIODICALS.map((t) => t.frequency))).toEqual(new Set(['daily', 'weekly', 'monthly', 'quarterly']))
    for (const t of PERIODICALS) {
      expect(t.startYear).toBeGreaterThanOrEqual(1840)
      expect(t.endYear).toBeLessThanOrEqual(1990)
      expect(t.endYear).toBeGreaterThanOrEqual(t.startYear)
    }
  })

  it('links at least four title changes both ways', () => {
    const changes = PERIODICALS.filter((t) => t.laterTitleId !== undefined)
    expect(changes.length).toBeGreaterThanOrEqual(4)
    for (const t of changes) {
      const later = periodicalById(t.laterTitleId ?? '')
      expect(later?.earlierTitleId).toBe(t.id)
      expect(later?.startYear ?? 0).toBeGreaterThanOrEqual(t.endYear)
    }
  })

  it('has several titles running through the occupation, May 1940 to September 1944', () => {
    const through = PERIODICALS.filter((t) => t.startYear <= 1940 && t.endYear >= 1944)
    expect(through.length).toBeGreaterThanOrEqual(3)
  })

  it('has books (some born digital), manuscripts and posters with their metadata', () => {
    const books = ITEMS.filter((i) => i.kind === 'book')
    expect(books.length).toBeGreaterThanOrEqual(12)
    expect(books.some((b) => b.bornDigital)).toBe(true)
    expect(ITEMS.filter((i) => i.kind === 'manuscript').length).toBeGreaterThanOrEqual(8)
    expect(ITEMS.filter((i) => i.kind === 'poster').length).toBeGreaterThanOrEqual(10)
    for (const item of ITEMS) {
      expect(item.authors.length).toBeGreaterThan(0)
      expect(item.authors.every((a) => a.alsoKnownAs.length > 0)).toBe(true)
      expect(item.alternativeTitles.length).toBeGreaterThan(0)
      expect(item.extent.length).toBeGreaterThan(0)
    }
  })
})

describe('texts for search to fold', () => {
  it('print ß, umlauts, accents and ligatures, as the period did', () => {
    const rng = new Rng(11)
    const ctx = (year: number) => ({ date: { year, month: 6, day: 14, weekday: 5 }, cast: [] })
    const text = (lang: 'de' | 'fr', year: number) =>
      Array.from({ length: 200 }, () => {
        const t = articleText(rng, lang, ctx(year), 120)
        return `${t.title} ${t.paragraphs.join(' ')}`
      }).join(' ')
    const german = text('de', 1900)
    const french = text('fr', 1900)
    for (const mark of ['ß', 'ä', 'ö', 'ü', 'Großherzog']) expect(german, mark).toContain(mark)
    for (const mark of ['é', 'è', 'ê', 'à', 'ç', 'œ']) expect(french, mark).toContain(mark)
  })
})

describe('layout', () => {
  it('wraps words within the width and marks broken words with a soft hyphen', () => {
    const style = TEXT_STYLES.body
    const words = 'Die Versammlungen der Großherzoglichen Regierung beschäftigten sich ausführlich mit den Telegraphenlinien'.split(' ')
    const lines = wrapWords(words, 300, style, (w) => (w.length >= 8 ? 4 : 0))
    for (const line of lines) {
      const width = line.reduce((sum, w) => sum + textWidth(w, style), 0) + (line.length - 1) * Math.round(style.charWidth * 0.6)
      expect(width).toBeLessThanOrEqual(300)
    }
    expect(lines.some((l) => l.at(-1)?.endsWith(SOFT_HYPHEN))).toBe(true)
    const page = altoPage({ pageNumber: 3, width: 1400, height: 2200, blocks: [{ id: 'P3_TB00001', lines }] })
    const alto = parseXml(page, 'page.xml')
    const strings = descendants(alto, 'String')
    const first = strings.find((s) => attr(s, 'SUBS_TYPE') === 'HypPart1')
    const second = strings[strings.indexOf(first ?? strings[0] ?? alto) + 1]
    expect(first).toBeDefined()
    expect(second && attr(second, 'SUBS_TYPE')).toBe('HypPart2')
    expect(second && attr(second, 'SUBS_CONTENT')).toBe(first && attr(first, 'SUBS_CONTENT'))
    expect(descendants(alto, 'HYP').length).toBeGreaterThan(0)
  })

  it('escapes the XML specials', () => {
    expect(escapeXml(`Schroell & Cie <"L'Écho"> `)).toBe('Schroell &amp; Cie &lt;&quot;L&apos;Écho&quot;&gt; ')
  })
})

describe('schedule', () => {
  it('allocates proportionally under caps and sums exactly', () => {
    expect(allocate([1, 1, 2], [10, 10, 10], 8)).toEqual([2, 2, 4])
    expect(allocate([1, 1, 100], [10, 10, 3], 9)).toEqual([3, 3, 3])
  })

  it('plans exactly the requested units over dated issues', () => {
    const slots = planSchedule(DEMO_DEFAULT_SEED, 5000)
    expect(slots.reduce((a, s) => a + s.units, 0)).toBe(5000)
    expect(slots.every((s) => s.units >= 1)).toBe(true)
    expect(slots.some((s) => s.edition === 2)).toBe(true)
    for (const s of slots) {
      expect(s.date.year).toBeGreaterThanOrEqual(s.periodical.startYear)
      expect(s.date.year).toBeLessThanOrEqual(s.periodical.endYear)
    }
    const keys = slots.map((s) => `${s.periodical.id}/${s.iso}/${s.edition}`)
    expect(new Set(keys).size).toBe(keys.length)
    expect(slots.some((s) => s.iso >= '1940-05-10' && s.iso <= '1944-09-10')).toBe(true)
  })

  it('holds full runs at the default size: three dailies with whole years, one through 1939–1945', () => {
    const slots = planSchedule(DEMO_DEFAULT_SEED, DEMO_DEFAULT_ARTICLES)
    const perYear = new Map<string, number>()
    for (const s of slots) if (s.edition === 1) perYear.set(`${s.periodical.id} ${s.date.year}`, (perYear.get(`${s.periodical.id} ${s.date.year}`) ?? 0) + 1)
    // A daily's full year: every day but Sundays (312 or 313), far above the issue's 280.
    const fullDailyYears = [...perYear].filter(([key, n]) => periodicalById(key.split(' ')[0] ?? '')?.frequency === 'daily' && n >= 280)
    expect(new Set(fullDailyYears.map(([key]) => key.split(' ')[0])).size).toBeGreaterThanOrEqual(3)
    for (let year = 1939; year <= 1945; year++) expect(perYear.get(`morgenblatt ${year}`), String(year)).toBeGreaterThanOrEqual(310)
    // No paper on Sundays, and every weekday of the run is there.
    const wort = slots.filter((s) => s.periodical.id === 'morgenblatt' && s.edition === 1)
    expect(wort.every((s) => s.date.weekday !== 0)).toBe(true)
    const days = new Set(wort.map((s) => s.iso))
    for (let ms = Date.UTC(1939, 0, 1); ms <= Date.UTC(1945, 11, 31); ms += 86_400_000) {
      const day = new Date(ms)
      if (day.getUTCDay() !== 0) expect(days.has(day.toISOString().slice(0, 10)), day.toISOString()).toBe(true)
    }
    // Every run of FEATURED_RUNS is complete: the editorial texts point at them.
    for (const run of FEATURED_RUNS) {
      const got = slots.filter((s) => s.periodical.id === run.id && s.edition === 1)
      expect(got[0]?.iso, run.id).toBe(got.map((s) => s.iso).sort()[0])
      expect(got.every((s) => s.iso >= run.from && s.iso <= run.to), run.id).toBe(true)
      expect(got.length, run.id).toBeGreaterThan(0)
    }
  })

  it('takes a part of each run, around its anchor, when the demo is too small for all of it', () => {
    const slots = planSchedule(DEMO_DEFAULT_SEED, 10_000).filter((s) => s.periodical.id === 'morgenblatt')
    expect(slots.length).toBeGreaterThan(10)
    expect(slots.some((s) => s.iso < '1940-05-10')).toBe(true)
    expect(slots.some((s) => s.iso >= '1940-05-10' && s.iso <= '1944-09-10')).toBe(true)
  })

  it('plans issues with exactly the scheduled number of units', () => {
    const rng = new Rng(3)
    const count = (nodes: ReturnType<typeof planIssue>) => nodes.reduce((a, n) => a + (n.kind === 'SECTION' ? 1 + n.children.length : 1), 0)
    for (const t of PERIODICALS.slice(0, 12)) {
      for (const units of [1, 2, 3, 7, 15, 30]) expect(count(planIssue(rng, t, 1900, units))).toBe(units)
    }
  })
})

describe('generated demo collection', () => {
  it('exports the defaults', () => {
    expect(DEMO_DEFAULT_SEED).toBe(1858)
    expect(DEMO_DEFAULT_ARTICLES).toBe(72_000)
  })

  it('yields the titles and items first, then issue batches, done only at the end', () => {
    const [first, ...rest] = main.batches
    expect(first?.issues).toBe(0)
    expect(first?.files[0]?.endsWith('titles.marc.xml')).toBe(true)
    expect(first?.files.length).toBe(1 + ITEMS.length)
    expect(rest.length).toBeGreaterThan(0)
    for (const b of rest) {
      expect(b.issues).toBeGreaterThan(0)
      expect(b.issues).toBeLessThanOrEqual(DEMO_BATCH_ISSUES)
      expect(b.files.length).toBe(b.issues)
    }
    expect(main.batches.map((b) => b.done)).toEqual(main.batches.map((_, i) => i === main.batches.length - 1))
  })

  it('reaches the requested number of logical units', () => {
    const total = main.batches.reduce((a, b) => a + b.articles, 0)
    expect(Math.abs(total - ARTICLES)).toBeLessThanOrEqual(ARTICLES * 0.1)
  })

  it('is byte-identical for the same seed and differs for another seed', () => {
    const a = listFiles(main.dir).map((f) => relative(main.dir, f))
    const b = listFiles(again.dir).map((f) => relative(again.dir, f))
    expect(b).toEqual(a)
    for (const f of a) expect(readFileSync(join(again.dir, f)).equals(readFileSync(join(main.dir, f))), f).toBe(true)

    // An item's text is its own (items-text.ts): another seed changes its OCR errors, page by page.
    const firstItem = main.batches[0]?.files[1] ?? ''
    const firstPage = join(dirname(firstItem), 'text', '02.xml')
    const otherPage = join(other.dir, relative(main.dir, firstPage))
    expect(readFileSync(otherPage, 'utf8')).not.toBe(readFileSync(firstPage, 'utf8'))
    const mainIssues = (main.batches[1]?.files ?? []).map((f) => relative(main.dir, f))
    const otherIssues = (other.batches[1]?.files ?? []).map((f) => relative(other.dir, f))
    const sameNames = mainIssues.filter((f) => otherIssues.includes(f))
    const differs = sameNames.some((f) => readFileSync(join(main.dir, f), 'utf8') !== readFileSync(join(other.dir, f), 'utf8'))
    expect(mainIssues.join() !== otherIssues.join() || differs).toBe(true)
  })

  it('writes MARCXML that parses, one record per periodical', () => {
    const file = main.batches[0]?.files[0] ?? ''
    const xml = readFileSync(file, 'utf8')
    expect(xml).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">')
    const root = parseXml(xml, file)
    const records = children(root, 'record')
    expect(records.length).toBe(PERIODICALS.length)
    const field = (record: XmlElement, tag: string) => [...children(record, 'controlfield'), ...children(record, 'datafield')].filter((f) => attr(f, 'tag') === tag)
    for (const record of records) {
      const id = textOf(field(record, '001')[0])
      const t = periodicalById(id)
      expect(t, id).toBeDefined()
      if (!t) continue
      // Raw text: positions in 008 count blanks, which textOf would collapse.
      expect(field(record, '008')[0]?.text).toBe(field008(t))
      expect(field008(t).slice(7, 11)).toBe(String(t.startYear))
      expect(field008(t).slice(11, 15)).toBe(String(t.endYear))
      expect(field008(t).slice(35, 38)).toMatch(/^(ger|fre|ltz|eng)$/)
      const issn = field(record, '022')[0]
      if (t.issn) expect(textOf(issn)).toBe(t.issn)
      expect(textOf(field(record, '245')[0])).toBe(`${t.title}.`)
      expect(textOf(field(record, '362')[0])).toMatch(/\(\d{4}\)-/)
      if (t.earlierTitleId) expect(field(record, '780').length).toBe(1)
      if (t.laterTitleId) expect(field(record, '785').length).toBe(1)
    }
  })

  it('points every METS area at an existing ALTO block and every FLocat at an existing file', () => {
    const altoCache = new Map<string, XmlElement>()
    let areas = 0
    for (const [file, mets] of parsedMets) {
      const fileIds = new Map<string, string>()
      for (const f of descendants(mets, 'file')) {
        const href = attr(child(f, 'FLocat') ?? f, 'href')
        expect(href).toMatch(/^file:\/\/\.\/text\/\d{2,}\.xml$/)
        const path = join(dirname(file), href.replace('file://./', ''))
        expect(existsSync(path), path).toBe(true)
        fileIds.set(attr(f, 'ID'), path)
      }
      for (const area of descendants(mets, 'area')) {
        const path = fileIds.get(attr(area, 'FILEID'))
        expect(path, attr(area, 'FILEID')).toBeDefined()
        if (!path) continue
        let alto = altoCache.get(path)
        if (!alto) {
          alto = parseXml(readFileSync(path, 'utf8'), path)
          altoCache.set(path, alto)
        }
        const begin = attr(area, 'BEGIN')
        const ids = new Set(['Page', 'TextBlock', 'Illustration'].flatMap((name) => descendants(alto, name).map((e) => attr(e, 'ID'))))
        expect(ids.has(begin), `${file}: ${begin}`).toBe(true)
        areas++
      }
    }
    expect(areas).toBeGreaterThan(500)
  })

  it('keeps every ALTO box inside its page', () => {
    let pages = 0
    for (const file of listFiles(main.dir).filter((f) => f.includes(`${'/text/'}`))) {
      const xml = readFileSync(file, 'utf8')
      expect(xml).toContain('xmlns="http://www.loc.gov/standards/alto/ns-v3#"')
      const alto = parseXml(xml, file)
      expect(textOf(descendants(alto, 'MeasurementUnit')[0])).toBe('mm10')
      const page = descendants(alto, 'Page')[0]
      expect(page).toBeDefined()
      if (!page) continue
      const width = Number(attr(page, 'WIDTH'))
      const height = Number(attr(page, 'HEIGHT'))
      const walk = (el: XmlElement) => {
        if (el.attributes.HPOS !== undefined) {
          const x = Number(attr(el, 'HPOS'))
          const y = Number(attr(el, 'VPOS'))
          const w = Number(el.attributes.WIDTH ?? 0)
          const h = Number(el.attributes.HEIGHT ?? 0)
          expect(x >= 0 && y >= 0 && x + w <= width && y + h <= height, `${file} ${attr(el, 'ID')}`).toBe(true)
        }
        el.children.forEach(walk)
      }
      walk(page)
      pages++
    }
    expect(pages).toBeGreaterThan(50)
  })

  it('gives each unit a MODS title and an ISO 639-1 language, and counts as reported', () => {
    let counted = 0
    for (const mets of parsedMets.values()) {
      const dmd = new Map(descendants(mets, 'dmdSec').map((d) => [attr(d, 'ID'), d]))
      for (const div of descendants(logicalMap(mets), 'div').filter((d) => UNIT_TYPES.has(attr(d, 'TYPE')))) {
        counted++
        const sec = dmd.get(attr(div, 'DMDID'))
        expect(sec, attr(div, 'TYPE')).toBeDefined()
        if (!sec) continue
        expect(textOf(descendants(sec, 'title')[0]).length).toBeGreaterThan(0)
        expect(textOf(descendants(sec, 'languageTerm')[0])).toMatch(/^(de|fr|lb|en)$/)
      }
    }
    expect(counted).toBe(main.batches.reduce((a, b) => a + b.articles, 0))
  })

  it('uses every common structural type, all of them known to the importer', () => {
    const types = new Map<string, number>()
    for (const mets of parsedMets.values()) {
      for (const div of descendants(logicalMap(mets), 'div')) {
        const type = attr(div, 'TYPE')
        if (UNIT_TYPES.has(type)) types.set(type, (types.get(type) ?? 0) + 1)
      }
    }
    for (const type of ['ARTICLE', 'ADVERTISEMENT', 'DEATH_NOTICE', 'ILLUSTRATION', 'TABLE', 'WEATHER', 'LAW', 'REVIEW', 'SECTION', 'TITLE_SECTION', 'CHAPTER']) {
      expect(types.get(type) ?? 0, type).toBeGreaterThan(0)
    }
    const known = new Set<string>(STRUCTURAL_TYPES)
    for (const type of types.keys()) expect(known.has(type.toLowerCase()), type).toBe(true)
    const articles = types.get('ARTICLE') ?? 0
    for (const [type, n] of types) if (type !== 'ARTICLE') expect(articles, type).toBeGreaterThan(n)
  })

  it('describes issues in the BnL way and varies the METS prefix', () => {
    const prefixes = new Set<string>()
    let issues = 0
    for (const [file, mets] of parsedMets) {
      const raw = readFileSync(file, 'utf8')
      prefixes.add(/<(\w+:)?mets[\s>]/.exec(raw)?.[1] ?? '')
      if (!file.includes(`${'/issues/'}`)) continue
      issues++
      const [paperId, dirName] = relative(join(main.dir, 'issues'), dirname(file)).split('/')
      expect(['Newspaper', 'Serial']).toContain(attr(mets, 'TYPE'))
      expect(attr(mets, 'OBJID')).toMatch(/^https:\/\/n2t\.net\/ark:\/99999\/fk4/)
      const collection = descendants(mets, 'dmdSec').find((d) => attr(d, 'ID') === 'MODSMD_COLLECTION')
      expect(textOf(descendants(collection ?? mets, 'identifier')[0])).toBe(paperId)
      const issued = textOf(descendants(mets, 'dateIssued')[0])
      const iso = /^\d{2}\.\d{2}\.\d{4}$/.test(issued) ? issued.split('.').reverse().join('-') : issued
      expect(dirName?.startsWith(`${iso}_`)).toBe(true)
      expect(descendants(mets, 'detail').some((d) => attr(d, 'type') === 'issue')).toBe(true)
    }
    expect(issues).toBeGreaterThan(20)
    expect(prefixes.size).toBeGreaterThanOrEqual(2)
  })

  it('describes books, manuscripts and posters with authors, alternative titles and extent', () => {
    const types = new Set<string>()
    for (const item of ITEMS) {
      const file = join(main.dir, 'items', item.id, 'mets.xml')
      const mets = parsedMets.get(file)
      expect(mets, file).toBeDefined()
      if (!mets) continue
      types.add(attr(mets, 'TYPE'))
      expect(textOf(descendants(mets, 'identifier')[0])).toBe(item.id)
      expect(descendants(mets, 'titleInfo').some((t) => attr(t, 'type') === 'alternative')).toBe(true)
      expect(textOf(descendants(mets, 'roleTerm')[0])).toBe('aut')
      expect(descendants(mets, 'namePart').map(textOf)).toContain(item.authors[0]?.family)
      expect(textOf(descendants(mets, 'dateIssued')[0])).toBe(String(item.year))
      expect(textOf(descendants(mets, 'extent')[0])).toBe(item.extent)
      const units = descendants(logicalMap(mets), 'div').map((d) => attr(d, 'TYPE'))
      if (item.kind === 'poster') expect(units.filter((t) => t === 'ILLUSTRATION').length).toBe(1)
      else expect(units).toContain('CHAPTER')
    }
    expect(types).toEqual(new Set(['Monograph', 'BornDigitalMonograph', 'Manuscript', 'Poster']))
  })
})
