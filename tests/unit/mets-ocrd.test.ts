// METS as OCR-D writes it (OCR-D/assets, data/kant_aufklaerung_1784/data/mets.xml): one fileGrp per
// processing step, PAGE-XML and ALTO side by side, group names that all say "OCR", a MODS record with
// an identifier and no title. Written here after that structure, with a physical structMap added.
import { describe, expect, it } from 'vitest'
import { completePackage } from '#src/ingest/metadata.ts'
import { readMets } from '#src/ingest/formats/mets/read.ts'
import { IngestError } from '#src/ingest/types.ts'

const OCRD_METS = `<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink">
  <mets:dmdSec ID="DMDLOG_0001"><mets:mdWrap MDTYPE="MODS"><mets:xmlData>
    <mods:mods xmlns:mods="http://www.loc.gov/mods/v3"><mods:identifier type="purl">http://kant_aufklaerung_1784</mods:identifier></mods:mods>
  </mets:xmlData></mets:mdWrap></mets:dmdSec>
  <mets:fileSec>
    <mets:fileGrp USE="OCR-D-IMG">
      <mets:file ID="INPUT_0017" MIMETYPE="image/tiff"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-IMG/INPUT_0017.tif"/></mets:file>
    </mets:fileGrp>
    <mets:fileGrp USE="OCR-D-OCR-TESS">
      <mets:file ID="OCR_0017" MIMETYPE="application/vnd.prima.page+xml"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-OCR-TESS/OCR_0017.xml"/></mets:file>
    </mets:fileGrp>
    <mets:fileGrp USE="OCR-D-OCR-TESS-ALTO">
      <mets:file ID="OCR_0017_ALTO" MIMETYPE="application/alto+xml"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-OCR-TESS-ALTO/OCR_0017.xml"/></mets:file>
    </mets:fileGrp>
  </mets:fileSec>
  <mets:structMap TYPE="PHYSICAL"><mets:div TYPE="physSequence">
    <mets:div TYPE="page" ID="PHYS_0017" ORDER="1">
      <mets:fptr FILEID="INPUT_0017"/><mets:fptr FILEID="OCR_0017"/><mets:fptr FILEID="OCR_0017_ALTO"/>
    </mets:div>
  </mets:div></mets:structMap>
</mets:mets>`

describe('METS with PAGE-XML beside ALTO (OCR-D)', () => {
  it('takes the ALTO file as the page OCR, never the PAGE file', () => {
    const pkg = readMets(OCRD_METS, '/in/kant/mets.xml')
    expect(pkg.pages).toEqual([expect.objectContaining({ sequence: 1, altoPath: '/in/kant/OCR-D-OCR-TESS-ALTO/OCR_0017.xml' })])
  })

  it('has no title of its own: the file name stands in, and the import asks for --title', () => {
    const pkg = readMets(OCRD_METS, '/in/kant/mets.xml')
    expect(pkg).toMatchObject({ title: 'mets', titleFromFile: true })
    expect(() => completePackage(pkg, {})).toThrow(IngestError)
    const book = completePackage(pkg, { title: 'Beantwortung der Frage: Was ist Aufklärung?', type: 'book', date: '1784' })
    expect(book).toMatchObject({ kind: 'item', title: 'Beantwortung der Frage: Was ist Aufklärung?', date: '1784' })
  })
})

describe('METS whose only OCR is PAGE-XML', () => {
  it('OCR-D: takes the last step that holds text, not a segmentation', () => {
    const xml = OCRD_METS.replace(/<mets:fileGrp USE="OCR-D-OCR-TESS-ALTO">[\s\S]*?<\/mets:fileGrp>/, '')
      .replace('<mets:fptr FILEID="OCR_0017_ALTO"/>', '<mets:fptr FILEID="SEG_0017"/><mets:fptr FILEID="GT_0017"/>')
      .replace(
        '</mets:fileSec>',
        `<mets:fileGrp USE="OCR-D-SEG-LINE"><mets:file ID="SEG_0017" MIMETYPE="application/vnd.prima.page+xml"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-SEG-LINE/SEG_0017.xml"/></mets:file></mets:fileGrp>
    <mets:fileGrp USE="OCR-D-GT-PAGE"><mets:file ID="GT_0017" MIMETYPE="application/vnd.prima.page+xml"><mets:FLocat LOCTYPE="URL" xlink:href="OCR-D-GT-PAGE/PAGE_0017_PAGE.xml"/></mets:file></mets:fileGrp>
  </mets:fileSec>`,
      )
    const pkg = readMets(xml, '/in/kant/mets.xml')
    expect(pkg.pages).toEqual([expect.objectContaining({ sequence: 1, altoPath: '/in/kant/OCR-D-GT-PAGE/PAGE_0017_PAGE.xml' })])
  })

  it('Transkribus: the PAGEXML group (MIMETYPE application/xml) is the OCR', () => {
    // After a Transkribus document export: mets.xml, the images, and page/*.xml.
    const xml = `<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink">
  <mets:fileSec>
    <mets:fileGrp ID="MASTERSANDDERIVATES"><mets:fileGrp ID="IMG">
      <mets:file ID="IMG_1" MIMETYPE="image/jpeg"><mets:FLocat LOCTYPE="OTHER" OTHERLOCTYPE="FILE" xlink:href="0001_p001.jpg"/></mets:file>
    </mets:fileGrp>
    <mets:fileGrp ID="PAGEXML">
      <mets:file ID="PAGEXML_1" MIMETYPE="application/xml"><mets:FLocat LOCTYPE="OTHER" OTHERLOCTYPE="FILE" xlink:href="page/0001_p001.xml"/></mets:file>
    </mets:fileGrp></mets:fileGrp>
  </mets:fileSec>
  <mets:structMap ID="TRANSKRIBUS_STRUCTMAP" TYPE="MANUSCRIPT"><mets:div ID="DOC_1" TYPE="document">
    <mets:div ID="PAGE_1" ORDER="1" TYPE="SINGLE_PAGE"><mets:fptr><mets:area FILEID="IMG_1"/></mets:fptr><mets:fptr><mets:area FILEID="PAGEXML_1"/></mets:fptr></mets:div>
  </mets:div></mets:structMap>
</mets:mets>`
    const pkg = readMets(xml, '/in/export/mets.xml')
    expect(pkg.pages).toEqual([expect.objectContaining({ sequence: 1, altoPath: '/in/export/page/0001_p001.xml' })])
  })
})
