// One description model, a crosswalk per standard (ADR 054): MODS, MARC 21, Dublin Core, a METS LABEL.
import { describe, expect, it } from 'vitest'
import { dcDescription } from '#src/ingest/crosswalks/dc.ts'
import { describeElement } from '#src/ingest/crosswalks/describe.ts'
import { labelRecord } from '#src/ingest/crosswalks/label.ts'
import { marcRecord } from '#src/ingest/crosswalks/marc.ts'
import { modsRecord } from '#src/ingest/crosswalks/mods.ts'
import { numberIn, parseRecordDate } from '#src/ingest/crosswalks/record.ts'
import { collect } from '#src/ingest/crosswalks/dc-read.ts'
import { parseXml } from '#src/ingest/xml.ts'

const mods = (body: string) => modsRecord(parseXml(`<mods:mods xmlns:mods="http://www.loc.gov/mods/v3">${body}</mods:mods>`, 'mods.xml'))

describe('parseRecordDate: dates as records write them', () => {
  it.each([
    ['1858-07-10', '1858-07-10'],
    ['18580710', '1858-07-10'],
    ['1858/07/10', '1858-07-10'],
    ['1858/7/9', '1858-07-09'],
    ['10.07.1858', '1858-07-10'],
    ['10/07/1858', '1858-07-10'],
    ['1858-07', '1858-07'],
    ['185807', '1858-07'],
    ['1858', '1858'],
    ['[1858]', '1858'],
    ['1858?', '1858'],
    ['1858-07-10T00:00:00Z', '1858-07-10'],
    ['July 10, 1858', '1858-07-10'],
    ['Friday, March 15, 1878', '1878-03-15'],
    ['15-JUN-1850', '1850-06-15'],
    ['10 juillet 1858', '1858-07-10'],
    ['1. Dezember 1897', '1897-12-01'],
    ['Dezember 1897', '1897-12'],
  ])('%j → %j', (input, expected) => {
    expect(parseRecordDate(input)).toBe(expected)
  })

  it.each(['1858-02-30', '1858-13-10', '31.04.1858', 'no date', '', 'July 1858 or 1859?'])('%j is not a date', (input) => {
    expect(parseRecordDate(input)).toBeUndefined()
  })

  it('reads the number in a printed designation', () => {
    expect(['Nr. 25', 'nº 288', 'Jg. unknown, nº 288', 'No. 12-13', '68', 'Numéro 68', 'Heft 3', '2. Jahrgang'].map(numberIn)).toEqual(['25', '288', '288', '12-13', '68', '68', '3', undefined])
  })
})

describe('the MODS crosswalk', () => {
  it('reads the title with what sorts before it and its subtitle, the part for an item, and the other titles', () => {
    const record = mods(`
      <mods:titleInfo><mods:nonSort>Le </mods:nonSort><mods:title>Temps</mods:title><mods:subTitle>journal du soir</mods:subTitle>
        <mods:partNumber>Band 3</mods:partNumber><mods:partName>Briefe</mods:partName></mods:titleInfo>
      <mods:titleInfo type="alternative"><mods:title>Temps (Paris)</mods:title></mods:titleInfo>
      <mods:titleInfo type="uniform"><mods:title>Temps (Paris. 1861)</mods:title></mods:titleInfo>`)
    expect(record).toMatchObject({
      standard: 'MODS',
      title: 'Le Temps: journal du soir',
      partTitle: 'Le Temps: journal du soir. Band 3. Briefe',
      alternativeTitles: ['Temps (Paris)'],
      otherTitles: ['Temps (Paris. 1861)'],
    })
  })

  it('reads an issue of the DFG profile: no originInfo, its date in part/date, its number and volume in part/detail, its periodical in the host', () => {
    const record = mods(`
      <mods:part order="19210131"><mods:detail type="volume"><mods:number>1. Jahrgang</mods:number></mods:detail>
        <mods:detail type="issue"><mods:number>Nr. 25</mods:number></mods:detail><mods:date encoding="iso8601">1921-01-31</mods:date></mods:part>
      <mods:relatedItem type="host"><mods:titleInfo><mods:title>Klassenkampf</mods:title></mods:titleInfo>
        <mods:identifier type="zdb">3098062-8</mods:identifier><mods:identifier type="issn">0000-0000</mods:identifier></mods:relatedItem>`)
    expect(record).toMatchObject({
      date: { iso: '1921-01-31', from: 'part/date' },
      number: '25',
      volume: '1. Jahrgang',
      host: { title: 'Klassenkampf', identifiers: [{ type: 'zdb', value: '3098062-8' }, { type: 'issn', value: '0000-0000' }] },
    })
    expect(record.title).toBeUndefined()
  })

  it('takes the key date in any encoding before a start and an end, and never the digitisation', () => {
    const issued = (...dates: string[]) => mods(`<mods:originInfo>${dates.join('')}</mods:originInfo>`).date?.iso
    expect(issued('<mods:dateIssued encoding="marc">1858</mods:dateIssued>')).toBe('1858')
    expect(issued('<mods:dateIssued encoding="iso8601">18580710</mods:dateIssued>')).toBe('1858-07-10')
    expect(issued('<mods:dateIssued point="end">1800</mods:dateIssued>', '<mods:dateIssued point="start">1759</mods:dateIssued>')).toBe('1759')
    expect(issued('<mods:dateIssued>1760</mods:dateIssued>', '<mods:dateIssued keyDate="yes" encoding="w3cdtf">1761-02-03</mods:dateIssued>')).toBe('1761-02-03')
    expect(issued('<mods:dateIssued keyDate="yes">[1759-1800]</mods:dateIssued>')).toBe('1759')
    expect(issued('<mods:dateIssued>1858-13-45</mods:dateIssued>')).toBeUndefined()
    // Digits the cataloguer supplied, in brackets (the BSB's incunable of the conformance corpus dates itself "[14]86").
    expect(issued('<mods:dateIssued>[14]86</mods:dateIssued>')).toBe('1486')
    expect(issued('<mods:dateIssued>1[4]86</mods:dateIssued>')).toBe('1486')
    expect(issued('<mods:dateIssued>[14]8</mods:dateIssued>')).toBeUndefined()
    const digitised = mods(`<mods:originInfo eventType="publication"><mods:dateIssued>1780</mods:dateIssued></mods:originInfo>
      <mods:originInfo eventType="digitization"><mods:dateIssued>2019</mods:dateIssued><mods:place><mods:placeTerm>Halle</mods:placeTerm></mods:place></mods:originInfo>`)
    expect(digitised.date?.iso).toBe('1780')
    expect(digitised.place).toBeUndefined()
  })

  it('reads languages by code or name, authors by their roles, and typed identifiers', () => {
    const record = mods(`
      <mods:language><mods:languageTerm type="code" authority="iso639-2b">ger</mods:languageTerm></mods:language>
      <mods:language><mods:languageTerm type="text">French</mods:languageTerm></mods:language>
      <mods:name><mods:namePart type="family">Kant</mods:namePart><mods:namePart type="given">Immanuel</mods:namePart>
        <mods:role><mods:roleTerm type="code" authority="marcrelator">aut</mods:roleTerm></mods:role></mods:name>
      <mods:name><mods:namePart>Görlitz</mods:namePart><mods:role><mods:roleTerm type="code">asn</mods:roleTerm></mods:role></mods:name>
      <mods:identifier type="urn">urn:nbn:de:gbv:3:1-119388</mods:identifier>
      <mods:identifier type="lccn">sn 83045350</mods:identifier>
      <mods:identifier type="ark">https://persist.lu/ark:70795/4b7rzq</mods:identifier>`)
    expect(record.languages).toEqual(['de', 'fr'])
    expect(record.authors).toEqual(['Kant, Immanuel'])
    expect(record.identifiers.map((identifier) => identifier.type)).toEqual(['urn', 'lccn', 'ark'])
  })

  it('keeps the particle and title a name carries: a term of address, a display form that is the name with more', () => {
    const author = (body: string) => mods(`<mods:name type="personal">${body}<mods:role><mods:roleTerm type="code" authority="marcrelator">aut</mods:roleTerm></mods:role></mods:name>`).authors
    // SLUB's Kitodo leaves "von" out of the parts and keeps it in the display form (the GND's heading).
    expect(author('<mods:namePart type="family">Burgsdorf</mods:namePart><mods:namePart type="given">Friedrich August Ludwig</mods:namePart><mods:displayForm>Burgsdorf, Friedrich August Ludwig von</mods:displayForm>')).toEqual(['Burgsdorf, Friedrich August Ludwig von'])
    // SBB's records put it in termsOfAddress.
    expect(author('<mods:namePart type="given">Helene</mods:namePart><mods:namePart type="family">Hülsen</mods:namePart><mods:namePart type="termsOfAddress">von</mods:namePart>')).toEqual(['Hülsen, Helene von'])
    expect(author('<mods:namePart type="family">Scott</mods:namePart><mods:namePart type="given">Walter</mods:namePart><mods:namePart type="termsOfAddress">Sir</mods:namePart>')).toEqual(['Scott, Walter, Sir'])
    // A display form in another order, or with dates, is not the heading: the parts are.
    expect(author('<mods:namePart type="family">Kant</mods:namePart><mods:namePart type="given">Immanuel</mods:namePart><mods:displayForm>Immanuel Kant</mods:displayForm>')).toEqual(['Kant, Immanuel'])
    expect(author('<mods:namePart type="family">Kant</mods:namePart><mods:namePart type="given">Immanuel</mods:namePart><mods:displayForm>Kant, Immanuel, 1724-1804</mods:displayForm>')).toEqual(['Kant, Immanuel'])
    // A name given by its display form alone (the BSB's RAK heading) and no role is the author as written.
    expect(mods('<mods:name type="personal"><mods:displayForm>Vincentius &lt;Ferrerius&gt;</mods:displayForm></mods:name>').authors).toEqual(['Vincentius <Ferrerius>'])
  })
})

const MARC = `<record xmlns="http://www.loc.gov/MARC21/slim">
  <leader>00000nas a2200000 a 4500</leader>
  <controlfield tag="001">ocm12345</controlfield>
  <controlfield tag="008">850101e18580710luxwr ne      0   a0ger d</controlfield>
  <datafield tag="010" ind1=" " ind2=" "><subfield code="a">sn 84038814 </subfield></datafield>
  <datafield tag="022" ind1=" " ind2=" "><subfield code="a">0123-4567</subfield></datafield>
  <datafield tag="041" ind1="0" ind2=" "><subfield code="a">gerfre</subfield></datafield>
  <datafield tag="100" ind1="1" ind2=" "><subfield code="a">Hugo, Victor,</subfield><subfield code="e">author.</subfield></datafield>
  <datafield tag="245" ind1="1" ind2="4"><subfield code="a">Die Zeitung :</subfield><subfield code="b">ein Blatt für alle /</subfield><subfield code="n">Nr. 12.</subfield><subfield code="c">hrsg. von X.</subfield></datafield>
  <datafield tag="246" ind1="3" ind2=" "><subfield code="a">Zeitung für alle</subfield></datafield>
  <datafield tag="264" ind1=" " ind2="1"><subfield code="a">Luxemburg :</subfield><subfield code="b">Buck,</subfield><subfield code="c">1858.</subfield></datafield>
  <datafield tag="700" ind1="1" ind2=" "><subfield code="a">Doe, Jane,</subfield><subfield code="e">illustrator.</subfield></datafield>
</record>`

describe('the MARC 21 crosswalk', () => {
  it('reads 245 (and keeps 246 apart), the authors by relator, 264, the 008 date and language, 041, 022, 010', () => {
    const record = marcRecord(parseXml(MARC, 'marc.xml'))
    expect(record).toMatchObject({
      standard: 'MARC',
      title: 'Die Zeitung : ein Blatt für alle',
      partTitle: 'Die Zeitung : ein Blatt für alle. Nr. 12',
      alternativeTitles: ['Zeitung für alle'],
      authors: ['Hugo, Victor'],
      publisher: 'Buck',
      place: 'Luxemburg',
      date: { iso: '1858-07-10', from: '008/07-14' },
      number: '12',
      languages: ['de', 'fr'],
      recordIdentifier: 'ocm12345',
    })
    expect(record.identifiers).toEqual(expect.arrayContaining([{ type: 'issn', value: '0123-4567' }, { type: 'lccn', value: 'sn84038814' }]))
  })

  it('is chosen by the element or by the MDTYPE a METS declares', () => {
    const wrap = parseXml(`<mdWrap MDTYPE="MARC"><xmlData><marc:collection xmlns:marc="x">${MARC.replace('<record xmlns="http://www.loc.gov/MARC21/slim">', '<marc:record>').replace('</record>', '</marc:record>')}</marc:collection></xmlData></mdWrap>`, 'mets.xml')
    expect(describeElement(wrap, 'MARC')?.standard).toBe('MARC')
    const modsWrap = parseXml('<mdWrap MDTYPE="MODS"><xmlData><mods><titleInfo><title>T</title></titleInfo></mods></xmlData></mdWrap>', 'mets.xml')
    expect(describeElement(modsWrap, 'MODS')).toMatchObject({ standard: 'MODS', title: 'T' })
    expect(describeElement(parseXml('<mdWrap MDTYPE="MARC"><binData>MDI0ODdj</binData></mdWrap>', 'mets.xml'), 'MARC')).toBeUndefined()
  })
})

describe('the Dublin Core crosswalk', () => {
  it('takes a title that names the document, never one of the issue designation alone', () => {
    const dc = collect(
      parseXml(
        `<dc xmlns:dc="x"><dc:title>1915-12-01 (Année 12, Numéro 78)</dc:title><dc:date>1915-12-01</dc:date><dc:language>fre</dc:language>
         <dc:description type="spar_dc:sequentialDesignation1">Année 12</dc:description><dc:description type="spar_dc:sequentialDesignation2">Numéro 78</dc:description><dc:creator>Doe, Jane</dc:creator></dc>`,
        'dc.xml',
      ),
    )
    expect(dcDescription(dc)).toMatchObject({ standard: 'DC', date: { iso: '1915-12-01' }, number: '78', languages: ['fr'], authors: ['Doe, Jane'] })
    expect(dcDescription(dc).title).toBeUndefined()
  })
})

describe('a METS LABEL, the last resort', () => {
  it('splits an NDNP citation into title, place, date and edition, the title keeping its place as the Library of Congress names it', () => {
    expect(labelRecord('The Park Record (Park City, UT), 1935-08-02, Main Edition')).toMatchObject({
      title: 'The Park Record (Park City, UT)',
      place: 'Park City, UT',
      date: { iso: '1935-08-02' },
      edition: '1',
    })
    expect(labelRecord('Der Nordstern (St. Cloud, Minn.), 1878-01-03')).toMatchObject({ title: 'Der Nordstern (St. Cloud, Minn.)', date: { iso: '1878-01-03' } })
    expect(labelRecord('Evening star (Washington, D.C.), 1915-03-22, Second Edition')?.edition).toBe('2')
  })

  it('reads the docWorks and Europeana Newspapers shapes, a date inside, and no placeholder', () => {
    expect(labelRecord('Luxemburger Zeitung 1858-07-10_01')).toMatchObject({ title: 'Luxemburger Zeitung', date: { iso: '1858-07-10' }, edition: '1' })
    expect(labelRecord('Essex Standard no. 2466 15.03.1878')).toMatchObject({ title: 'Essex Standard', number: '2466', date: { iso: '1878-03-15' } })
    expect(labelRecord('Le Journal des Débats politiques et littéraires no.  01.08.1821')).toMatchObject({ title: 'Le Journal des Débats politiques et littéraires', date: { iso: '1821-08-01' } })
    expect(labelRecord('Supplement of 1878-01-03 (evening)')).toMatchObject({ date: { iso: '1878-01-03' } })
    expect(labelRecord('DOCUMENT_TITLE_PLACEHOLDER')).toBeUndefined()
    expect(labelRecord('Test Newspaper')).toMatchObject({ title: 'Test Newspaper' })
  })
})
