// "Also known as" (spec §3, books and manuscripts): the authors' other names, as MODS 3.7 records
// them in name/alternativeName (the demo's catalogue writes its pseudonyms that way too).
import { describe, expect, it } from 'vitest'
import { readMets } from '#src/ingest/formats/mets/read.ts'

const METS = `<mets xmlns="http://www.loc.gov/METS/" xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" TYPE="monograph">
  <dmdSec ID="DMD1"><mdWrap MDTYPE="MODS"><xmlData><mods:mods>
    <mods:titleInfo><mods:title>Im Minett</mods:title></mods:titleInfo>
    <mods:titleInfo type="uniform"><mods:title>Minett</mods:title></mods:titleInfo>
    <mods:name type="personal">
      <mods:namePart type="given">Batty</mods:namePart><mods:namePart type="family">Kremer</mods:namePart>
      <mods:alternativeName altType="pseudonym"><mods:namePart>Batty vun Esch</mods:namePart></mods:alternativeName>
      <mods:alternativeName><mods:namePart type="given">B.</mods:namePart><mods:namePart type="family">Kremer</mods:namePart></mods:alternativeName>
      <mods:role><mods:roleTerm type="code" authority="marcrelator">aut</mods:roleTerm></mods:role>
    </mods:name>
    <mods:originInfo><mods:dateIssued>1931</mods:dateIssued></mods:originInfo>
  </mods:mods></xmlData></mdWrap></dmdSec>
  <fileSec><fileGrp USE="FULLTEXT"><file ID="FT1" MIMETYPE="text/xml"><FLocat LOCTYPE="URL" xlink:href="alto/1.xml"/></file></fileGrp></fileSec>
  <structMap TYPE="PHYSICAL"><div TYPE="physSequence"><div TYPE="page" ORDER="1"><fptr FILEID="FT1"/></div></div></structMap>
</mets>`

describe('MODS name variants', () => {
  it('are the "also known as" of the item, with its uniform title', () => {
    const item = readMets(METS, '/in/minett/mets.xml')
    expect(item.authors).toEqual(['Kremer, Batty'])
    expect(item.alsoKnownAs).toEqual(['Batty vun Esch', 'Kremer, B.', 'Minett'])
  })
})
