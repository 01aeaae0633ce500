/**
 * Parts of OAI-PMH (src/documents/oai.ts, issue 37) that need no store: periodical ids in setSpecs,
 * the protocol's arguments and dates, and the answers of a repository with nothing in it.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { answerOai, periodicalOfSet, setOfPeriodical } from '#src/documents/oai.ts'

const SET_SPEC = /^[A-Za-z0-9\-_.!~*'()]+(:[A-Za-z0-9\-_.!~*'()]+)*$/
const NOW = new Date('2026-11-27T10:00:00Z')

function ask(query: string): string {
  const answer = answerOai({ db: undefined, origin: 'https://collections.example.org', adminEmail: 'oai@example.org', now: NOW, pageSize: 10 }, query)
  expect(answer.status).toBe(200)
  expect(answer.keep).toBe(false)
  return typeof answer.body === 'string' ? answer.body : new TextDecoder().decode(answer.body)
}

const errorOf = (query: string) => /<error code="(\w+)">/.exec(ask(query))?.[1]

describe('OAI-PMH without a store', () => {
  it('writes any periodical id as a valid setSpec and reads it back', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }), (id) => {
        const set = setOfPeriodical(id)
        expect(set).toMatch(SET_SPEC)
        expect(periodicalOfSet(set.slice('periodical:'.length))).toBe(id)
      }),
    )
    expect(setOfPeriodical('luxwort')).toBe('periodical:luxwort')
    expect(setOfPeriodical('a b~/é')).toBe('periodical:a~20b~7e~2f~c3~a9')
    expect(periodicalOfSet('~zz')).toBeUndefined()
    expect(periodicalOfSet('~ff')).toBeUndefined()
  })

  it('reads dates by day and by second, refuses the rest, and compares granularities', () => {
    const list = (extra: string) => errorOf(`verb=ListRecords&metadataPrefix=oai_dc&${extra}`)
    expect(list('from=2026-01-01')).toBe('noRecordsMatch')
    expect(list('from=2026-01-01T10:00:00Z&until=2026-01-02T00:00:00Z')).toBe('noRecordsMatch')
    for (const bad of ['from=2026-1-01', 'from=2026-01-01T10:00Z', 'until=2026-01-01T10:00:00.5Z', 'from=2026-02-29', 'until=24%3A00', 'from=2026-01-02&until=2026-01-01', 'from=2026-01-01&until=2026-01-01T00:00:00Z']) {
      expect(list(bad), bad).toBe('badArgument')
    }
  })

  it('answers an empty repository with the protocol’s errors, naming the request only when the arguments were good', () => {
    expect(errorOf('verb=ListSets')).toBe('noSetHierarchy')
    expect(errorOf('verb=ListRecords&metadataPrefix=oai_dc&set=type')).toBe('noSetHierarchy')
    expect(errorOf('verb=ListIdentifiers&metadataPrefix=mods')).toBe('noRecordsMatch')
    expect(errorOf('verb=GetRecord&metadataPrefix=oai_dc&identifier=oai:collections.example.org:periodicals/luxwort')).toBe('idDoesNotExist')
    expect(ask('verb=ListIdentifiers&metadataPrefix=mods')).toContain('<request verb="ListIdentifiers" metadataPrefix="mods">https://collections.example.org/oai</request>')
    expect(ask('verb=Nonsense&x=%3Csvg%3E')).toContain('<request>https://collections.example.org/oai</request>')
    expect(errorOf('')).toBe('badVerb')
    expect(errorOf('verb=Identify&verb=Identify')).toBe('badVerb')
    expect(errorOf('verb=Identify&from=2026-01-01')).toBe('badArgument')
    expect(ask('verb=Identify')).toContain('<earliestDatestamp>2026-11-27T10:00:00Z</earliestDatestamp>')
  })

  it('answers empty arguments as the protocol says (issue 48, L5): they are arguments, not absent ones', () => {
    const list = 'verb=ListIdentifiers&metadataPrefix=oai_dc'
    expect(errorOf(`${list}&from=`)).toBe('badArgument')
    expect(errorOf(`${list}&until=`)).toBe('badArgument')
    expect(errorOf(`${list}&set=`)).toBe('badArgument')
    expect(errorOf('verb=GetRecord&metadataPrefix=oai_dc&identifier=')).toBe('badArgument')
    expect(errorOf('verb=ListIdentifiers&resumptionToken=')).toBe('badResumptionToken')
    expect(errorOf('verb=&verb=Identify')).toBe('badVerb')
    expect(errorOf('verb=')).toBe('badVerb')
    expect(errorOf('verb=Identify&foo')).toBe('badArgument')
    expect(errorOf('verb=Identify&foo=')).toBe('badArgument')
  })

  it('reads the years 0 to 99 as themselves, not as 1900 to 1999 (issue 48, L5)', () => {
    const list = (extra: string) => errorOf(`verb=ListRecords&metadataPrefix=oai_dc&${extra}`)
    for (const early of ['from=0001-01-01', 'from=0099-12-31', 'until=0050-06-15T12:00:00Z', 'from=0000-01-01&until=0099-12-31']) expect(list(early), early).toBe('noRecordsMatch')
    expect(list('from=0099-02-29')).toBe('badArgument')
    expect(list('from=0096-02-29')).toBe('noRecordsMatch')
    expect(list('from=0099-12-31&until=0001-01-01')).toBe('badArgument')
  })

  it('escapes what a request sends wherever it is named', () => {
    const body = ask('verb=ListRecords&metadataPrefix=%3Csvg%2Fonload%3Dalert(1)%3E')
    expect(body).toContain('<error code="cannotDisseminateFormat">')
    expect(body).toContain('metadataPrefix="&lt;svg/onload=alert(1)&gt;"')
    expect(body).not.toContain('<svg')
    const argument = ask('verb=Identify&%3Cx%3E=1')
    expect(argument).toContain('does not take the argument &quot;&lt;x&gt;&quot;')
  })
})
