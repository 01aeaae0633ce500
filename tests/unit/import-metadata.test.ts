import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bareAltoPackage, groupByFolder } from '#src/ingest/bare-alto.ts'
import { checkDate, completePackage, dateFromPath, isPlaceholderTitle, metadataFromOptions, readSidecar } from '#src/ingest/metadata.ts'
import { refusal } from '../fixtures/ingest-error'

function message(run: () => unknown): string {
  return refusal(run).message
}

describe('dates in folder and file names', () => {
  it('finds YYYYMMDD, YYYY-MM-DD and YYYY/MM/DD, nearest the file first', () => {
    // One folder per issue with an edition number, and issue files named by an identifier ending in
    // the date: the two path forms of the deliveries reported in issue 16.
    expect(dateFromPath('/in/rzt/18451228_01/00000001.xml')).toEqual({ date: '1845-12-28', from: '18451228_01' })
    expect(dateFromPath('/in/bpp-pug-19240129.xml')).toEqual({ date: '1924-01-29', from: 'bpp-pug-19240129.xml' })
    expect(dateFromPath('/in/wort/1924-01-29/p1.xml')?.date).toBe('1924-01-29')
    expect(dateFromPath('/in/wort/1924/01/29/p1.xml')).toEqual({ date: '1924-01-29', from: '1924/01/29' })
    expect(dateFromPath('/in/1900-01-01/wort/1924-01-29/p1.xml')?.date).toBe('1924-01-29')
    // The BCU Lausanne's ABBYY pages: underscores, one separator throughout.
    expect(dateFromPath('/in/bcul/FAL_1762_12_07_0001_page_1.xml')).toEqual({ date: '1762-12-07', from: 'FAL_1762_12_07_0001_page_1.xml' })
    expect(dateFromPath('/in/1762_12-07/p1.xml')).toBeUndefined()
  })

  it('ignores impossible dates and longer digit runs', () => {
    expect(dateFromPath('/in/19241329/p1.xml')).toBeUndefined()
    expect(dateFromPath('/in/18450230/p1.xml')).toBeUndefined()
    expect(dateFromPath('/in/scan-0012345678/p1.xml')).toBeUndefined()
    expect(dateFromPath('/in/no-date/p1.xml')).toBeUndefined()
  })

  it('finds any real date written in any of the three forms anywhere in a path (property)', () => {
    const day = fc.date({ min: new Date('1500-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z'), noInvalidDate: true })
    fc.assert(
      fc.property(day, fc.constantFrom('compact', 'dashed', 'folders'), fc.stringMatching(/^[a-z]{0,8}$/), (when, form, prefix) => {
        const iso = when.toISOString().slice(0, 10)
        const [y, m, d] = iso.split('-')
        const segment = form === 'compact' ? `${prefix}${y}${m}${d}_01` : form === 'dashed' ? `${prefix}-${iso}` : `${y}/${m}/${d}`
        expect(dateFromPath(`/in/${segment}/0001.xml`)?.date).toBe(iso)
      }),
    )
  })

  it('checks dates the way a calendar does', () => {
    expect(checkDate('1924-02-29')).toBeUndefined()
    expect(checkDate('1923-02-29')).toBe('there is no day 29 in 1923-02')
    expect(checkDate('1924-13')).toBe('there is no month 13')
    expect(checkDate('1924')).toBeUndefined()
    expect(checkDate('29.01.1924')).toBe('expected YYYY-MM-DD, YYYY-MM or YYYY')
  })
})

describe('metadata from the command line and sidecar files', () => {
  it('checks each option and names it with the bad value', () => {
    expect(metadataFromOptions({ title: ' Der Nordstern ', date: '1878-01-03', lang: 'DE', periodical: 'nordstern', type: 'Newspaper' })).toEqual({
      title: 'Der Nordstern',
      date: '1878-01-03',
      lang: 'de',
      periodical: 'nordstern',
      type: 'newspaper',
    })
    expect(message(() => metadataFromOptions({ date: '1878-02-30' }))).toBe('--date: "1878-02-30": there is no day 30 in 1878-02')
    expect(message(() => metadataFromOptions({ type: 'magazine' }))).toBe('--type: "magazine": expected one of newspaper, serial, book, manuscript, poster, postcard')
    expect(message(() => metadataFromOptions({ title: 'DOCUMENT_TITLE_PLACEHOLDER' }))).toBe('--title: "DOCUMENT_TITLE_PLACEHOLDER" is not a title')
    expect(message(() => metadataFromOptions({ periodical: '../x' }))).toMatch(/^--periodical: "\.\.\/x": expected an id/)
  })

  it('reads a sidecar file and names its bad key', () => {
    expect(readSidecar('{"title":"Rigasche Zeitung","lang":"de"}', '/in/library-import.json')).toEqual({ title: 'Rigasche Zeitung', lang: 'de' })
    expect(message(() => readSidecar('{"titel":"x"}', '/in/library-import.json'))).toMatch(/^\/in\/library-import\.json: "titel": .*\(the keys are title, date, number, lang, periodical, type\)$/)
    expect(message(() => readSidecar('{"date":"1924-00"}', '/in/library-import.json'))).toBe('/in/library-import.json: "date": "1924-00": there is no month 00')
    expect(message(() => readSidecar('{', '/in/library-import.json'))).toMatch(/^\/in\/library-import\.json: not JSON: /)
  })

  it('knows the placeholders converters leave for titles', () => {
    for (const title of ['DOCUMENT_TITLE_PLACEHOLDER', 'Untitled', '', '  ', '{{ title }}', 'mets', '???']) expect(isPlaceholderTitle(title), title).toBe(true)
    for (const title of ['Der Nordstern', 'Title News', 'L’Unione', 'Mets Gazette']) expect(isPlaceholderTitle(title), title).toBe(false)
  })
})

describe('a folder of bare ALTO pages becomes an issue', () => {
  const pages = groupByFolder(['/in/rzt/18451228_01/00000010.xml', '/in/rzt/18451228_01/00000002.xml', '/in/rzt/18451229_01/00000001.xml'])

  it('groups pages by folder in file-name order', () => {
    expect([...pages.keys()]).toEqual(['/in/rzt/18451228_01', '/in/rzt/18451229_01'])
    expect(pages.get('/in/rzt/18451228_01')).toEqual(['/in/rzt/18451228_01/00000002.xml', '/in/rzt/18451228_01/00000010.xml'])
  })

  it('takes the date from the path and the title from --title, and asks for a title it cannot find', () => {
    const pkg = bareAltoPackage(pages.get('/in/rzt/18451228_01') ?? [])
    expect(message(() => completePackage(pkg, {}))).toBe(
      '/in/rzt/18451228_01/00000002.xml: the issue names no periodical title (found none): give one with --title "…" or in library-import.json',
    )
    const done = completePackage(pkg, { title: 'Rigasche Zeitung', lang: 'de' })
    expect(done).toMatchObject({ title: 'Rigasche Zeitung', parentId: 'rigasche-zeitung', date: '1845-12-28', languages: ['de'], kind: 'issue' })
    expect(done.pages.map((page) => page.sequence)).toEqual([1, 2])
  })

  it('refuses an issue without a date, saying which flag gives it, and keeps a month or a year with its precision', () => {
    const pkg = bareAltoPackage(['/in/nodate/p1.xml'])
    expect(message(() => completePackage(pkg, { title: 'X' }))).toBe(
      '/in/nodate/p1.xml: the issue has no date, in the file or in its path: give one with --date YYYY-MM-DD or in library-import.json',
    )
    // A monthly delivered without days: stored as the month's first day, shown as the month.
    expect(completePackage(pkg, { title: 'X', date: '1924-01' })).toMatchObject({ date: '1924-01-01', datePrecision: 'month' })
    expect(completePackage(pkg, { title: 'X', date: '1924' })).toMatchObject({ date: '1924-01-01', datePrecision: 'year' })
    expect(completePackage(pkg, { title: 'X', date: '1924-01-29' }).datePrecision).toBeUndefined()
    // A book needs no day: --type book keeps the year as its date.
    expect(completePackage(pkg, { title: 'X', date: '1924', type: 'book' })).toMatchObject({ kind: 'item', documentType: 'book', date: '1924' })
  })

  it('replaces a placeholder title from METS, and a real one too when the librarian gives another (ADR 054)', () => {
    const pkg = { ...bareAltoPackage(['/in/1901-05-01/mets.xml']), titleFromFile: false, title: 'DOCUMENT_TITLE_PLACEHOLDER', parentId: 'issue-0042' }
    expect(message(() => completePackage(pkg, {}))).toMatch(/the issue names no periodical title \(found "DOCUMENT_TITLE_PLACEHOLDER"\): give one with --title/)
    expect(completePackage(pkg, { title: 'Le Temps' })).toMatchObject({ title: 'Le Temps', parentId: 'le-temps', date: '1901-05-01' })
    const real = { ...pkg, title: 'Le Temps', parentId: 'letemps' }
    // The librarian has the last word: the title is replaced, the periodical id the files state is kept.
    expect(completePackage(real, { title: 'Other' })).toMatchObject({ title: 'Other', parentId: 'letemps' })
  })
})
