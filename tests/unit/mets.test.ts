import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentTypeOf, isBornDigital, mapLogicalType } from '#src/ingest/logical-types.ts'
import { readMets } from '#src/ingest/formats/mets/read.ts'
import { normalizeLanguage } from '#src/domain/languages.ts'
import { parseModsDate } from '#src/ingest/crosswalks/mods-read.ts'
import { isNdnpBatch, readNdnpBatch } from '#src/ingest/formats/ndnp/read.ts'
import type { SourcePackage } from '#src/ingest/types.ts'
import { refusal } from '../fixtures/ingest-error'

/** A docWorks (BnL) issue: logical divs point at ALTO blocks with area@BEGIN. `p` is the METS prefix with its colon. */
function bnlMets(p: string): string {
  const ns = p === '' ? 'xmlns="http://www.loc.gov/METS/"' : `xmlns:${p.slice(0, -1)}="http://www.loc.gov/METS/"`
  return `<?xml version="1.0" encoding="utf-8"?>
<${p}mets ${ns} xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" OBJID="https://persist.lu/ark:70795/test1" TYPE="Newspaper" LABEL="Test Zeitung 1858-07-10_02">
  <${p}dmdSec ID="MODSMD_COLLECTION"><${p}mdWrap MDTYPE="MODS"><${p}xmlData>
    <mods:mods>
      <mods:identifier type="local">testzeit</mods:identifier>
      <mods:titleInfo xml:lang="de"><mods:title>Test Zeitung</mods:title></mods:titleInfo>
    </mods:mods>
  </${p}xmlData></${p}mdWrap></${p}dmdSec>
  <${p}dmdSec ID="MODSMD_PRINT"><${p}mdWrap MDTYPE="MODS"><${p}xmlData>
    <mods:mods>
      <mods:language>
        <mods:languageTerm authority="iso639-2b" type="code">ger</mods:languageTerm>
        <mods:languageTerm authority="iso639-2b" type="code">fre</mods:languageTerm>
      </mods:language>
      <mods:identifier type="local">LQ 1007</mods:identifier>
      <mods:originInfo><mods:dateIssued keyDate="yes">10.07.1858</mods:dateIssued></mods:originInfo>
      <mods:titleInfo><mods:title>Test Zeitung</mods:title><mods:partNumber>Jg. 2, nº 161</mods:partNumber></mods:titleInfo>
    </mods:mods>
  </${p}xmlData></${p}mdWrap></${p}dmdSec>
  <${p}dmdSec ID="MODSMD_SECTION1"><${p}mdWrap MDTYPE="MODS"><${p}xmlData>
    <mods:mods>
      <mods:titleInfo><mods:title>Amtlicher Theil.</mods:title></mods:titleInfo>
      <mods:language><mods:languageTerm type="code">de</mods:languageTerm></mods:language>
    </mods:mods>
  </${p}xmlData></${p}mdWrap></${p}dmdSec>
  <${p}dmdSec ID="MODSMD_ARTICLE1"><${p}mdWrap MDTYPE="MODS"><${p}xmlData>
    <mods:mods>
      <mods:titleInfo><mods:nonSort>Le</mods:nonSort><mods:title>Nord.</mods:title></mods:titleInfo>
      <mods:language><mods:languageTerm type="code">fr</mods:languageTerm></mods:language>
    </mods:mods>
  </${p}xmlData></${p}mdWrap></${p}dmdSec>
  <${p}fileSec>
    <${p}fileGrp ID="IMGGRP" USE="Images">
      <${p}file ID="IMG00001" MIMETYPE="image/tiff"><${p}FLocat LOCTYPE="URL" xlink:href="file://./images/p1.tif"/></${p}file>
      <${p}file ID="IMG00002" MIMETYPE="image/tiff"><${p}FLocat LOCTYPE="URL" xlink:href="file://./images/p2.tif"/></${p}file>
    </${p}fileGrp>
    <${p}fileGrp ID="ALTOGRP" USE="Text">
      <${p}file ID="ALTO00001" MIMETYPE="text/xml"><${p}FLocat LOCTYPE="URL" xlink:href="file://./text/p1.xml"/></${p}file>
      <${p}file ID="ALTO00002" MIMETYPE="text/xml"><${p}FLocat LOCTYPE="URL" xlink:href="file://./text/p2.xml"/></${p}file>
    </${p}fileGrp>
  </${p}fileSec>
  <${p}structMap TYPE="PHYSICAL">
    <${p}div DMDID="MODSMD_COLLECTION MODSMD_PRINT" ID="PHYS" TYPE="Newspaper">
      <${p}div ID="PAGE1" ORDER="1" ORDERLABEL="1" TYPE="PAGE">
        <${p}fptr><${p}par>
          <${p}area FILEID="IMG00001"/>
          <${p}area BEGIN="P1" BETYPE="IDREF" FILEID="ALTO00001"/>
        </${p}par></${p}fptr>
      </${p}div>
      <${p}div ID="PAGE2" ORDER="2" ORDERLABEL="2" TYPE="PAGE">
        <${p}fptr><${p}par>
          <${p}area FILEID="IMG00002"/>
          <${p}area BEGIN="P2" BETYPE="IDREF" FILEID="ALTO00002"/>
        </${p}par></${p}fptr>
      </${p}div>
    </${p}div>
  </${p}structMap>
  <${p}structMap TYPE="LOGICAL">
    <${p}div ID="L1" TYPE="Newspaper">
      <${p}div ID="L2" DMDID="MODSMD_COLLECTION MODSMD_PRINT" TYPE="VOLUME">
        <${p}div ID="L3" TYPE="ISSUE">
          <${p}div ID="L4" TYPE="TITLE_SECTION">
            <${p}div ID="L4a" TYPE="TEXTBLOCK"><${p}fptr><${p}area BEGIN="P1_TB1" BETYPE="IDREF" FILEID="ALTO00001"/></${p}fptr></${p}div>
          </${p}div>
          <${p}div ID="L5" TYPE="CONTENT">
            <${p}div ID="L6" DMDID="MODSMD_SECTION1" LABEL="Amtlicher Theil." TYPE="SECTION">
              <${p}div ID="L6a" TYPE="HEADING"><${p}div ID="L6b" TYPE="TITLE">
                <${p}fptr><${p}area BEGIN="P1_TB2" BETYPE="IDREF" FILEID="ALTO00001"/></${p}fptr>
              </${p}div></${p}div>
              <${p}div ID="L7" DMDID="MODSMD_ARTICLE1" LABEL="Le Nord." TYPE="ARTICLE">
                <${p}div ID="L7a" TYPE="HEADING"><${p}div ID="L7b" TYPE="TITLE">
                  <${p}fptr><${p}area BEGIN="P1_TB3" BETYPE="IDREF" FILEID="ALTO00001"/></${p}fptr>
                </${p}div></${p}div>
                <${p}div ID="L7c" TYPE="BODY">
                  <${p}div ID="L7d" TYPE="BODY_CONTENT"><${p}div ID="L7e" TYPE="PARAGRAPH"><${p}div ID="L7f" TYPE="TEXT">
                    <${p}fptr><${p}seq>
                      <${p}area BEGIN="P1_TB4" BETYPE="IDREF" FILEID="ALTO00001"/>
                      <${p}area BEGIN="P2_TB1" BETYPE="IDREF" FILEID="ALTO00002"/>
                    </${p}seq></${p}fptr>
                  </${p}div></${p}div></${p}div>
                  <${p}div ID="L7g" TYPE="FOOTNOTE"><${p}div ID="L7h" TYPE="TEXT">
                    <${p}fptr><${p}area BEGIN="P2_TB2" BETYPE="IDREF" FILEID="ALTO00002"/></${p}fptr>
                  </${p}div></${p}div>
                  <${p}div ID="L8" TYPE="TABLE"><${p}div ID="L8a" TYPE="IMAGE">
                    <${p}fptr><${p}area BEGIN="P2_CB1" BETYPE="IDREF" FILEID="ALTO00002"/></${p}fptr>
                  </${p}div></${p}div>
                </${p}div>
              </${p}div>
            </${p}div>
            <${p}div ID="L9" LABEL="Empty" TYPE="ARTICLE"/>
            <${p}div ID="L10" LABEL="Publicités" TYPE="SECTION">
              <${p}div ID="L10a" TYPE="BODY"><${p}div ID="L10b" TYPE="BODY_CONTENT">
                <${p}div ID="L11" LABEL="Publicité 1" TYPE="ADVERTISEMENT">
                  <${p}fptr><${p}area BEGIN="P2_CB2" BETYPE="IDREF" FILEID="ALTO00002"/></${p}fptr>
                </${p}div>
              </${p}div></${p}div>
            </${p}div>
            <${p}div ID="L12" TYPE="PUBLISHING_STMT"><${p}fptr><${p}area BEGIN="P2_TB9" BETYPE="IDREF" FILEID="ALTO00002"/></${p}fptr></${p}div>
          </${p}div>
        </${p}div>
      </${p}div>
    </${p}div>
  </${p}structMap>
</${p}mets>`
}

const BNL_FILE = '/data/bnl/1234_newspaper_testzeit_1858-07-10_02-mets.xml'

const BNL_EXPECTED: SourcePackage = {
  kind: 'issue',
  documentType: 'newspaper',
  bornDigital: false,
  parentId: 'testzeit',
  title: 'Test Zeitung',
  date: '1858-07-10',
  edition: 2,
  number: '161',
  languages: ['de', 'fr'],
  permalink: 'https://persist.lu/ark:70795/test1',
  pages: [
    // The page's scan too (MIMETYPE image/…), for the page view (ADR 024).
    { sequence: 1, altoPath: resolve('/data/bnl/text/p1.xml'), altoHref: 'file://./text/p1.xml', altoLine: 38, label: '1', imagePath: resolve('/data/bnl/images/p1.tif'), imageHref: 'file://./images/p1.tif' },
    { sequence: 2, altoPath: resolve('/data/bnl/text/p2.xml'), altoHref: 'file://./text/p2.xml', altoLine: 39, label: '2', imagePath: resolve('/data/bnl/images/p2.tif'), imageHref: 'file://./images/p2.tif' },
  ],
  units: [
    { id: 'L4', type: 'title_section', sourceType: 'TITLE_SECTION', blocks: [{ pageSequence: 1, blockId: 'P1_TB1' }] },
    {
      id: 'L6',
      type: 'section',
      sourceType: 'SECTION',
      title: 'Amtlicher Theil.',
      language: 'de',
      blocks: [{ pageSequence: 1, blockId: 'P1_TB2' }],
      // The section's only block is its heading (ADR 019).
      headingBlocks: [{ pageSequence: 1, blockId: 'P1_TB2' }],
    },
    {
      id: 'L7',
      type: 'article',
      sourceType: 'ARTICLE',
      title: 'Le Nord.',
      language: 'fr',
      blocks: [
        { pageSequence: 1, blockId: 'P1_TB3' },
        { pageSequence: 1, blockId: 'P1_TB4' },
        { pageSequence: 2, blockId: 'P2_TB1' },
        { pageSequence: 2, blockId: 'P2_TB2' },
      ],
      // The HEADING's block, not the body's nor the footnote's.
      headingBlocks: [{ pageSequence: 1, blockId: 'P1_TB3' }],
    },
    { id: 'L8', type: 'table', sourceType: 'TABLE', blocks: [{ pageSequence: 2, blockId: 'P2_CB1' }] },
    {
      id: 'L11',
      type: 'advertisement',
      sourceType: 'ADVERTISEMENT',
      title: 'Publicité 1',
      blocks: [{ pageSequence: 2, blockId: 'P2_CB2' }],
    },
  ],
  sourcePath: BNL_FILE,
}

describe('readMets, BnL profile (logical divs → area@BEGIN)', () => {
  it('reads pages, issue metadata and units in reading order', () => {
    expect(readMets(bnlMets('mets:'), BNL_FILE)).toEqual(BNL_EXPECTED)
  })

  it('does not care how the METS namespace is spelled', () => {
    expect(readMets(bnlMets('METS:'), BNL_FILE)).toEqual(BNL_EXPECTED)
    expect(readMets(bnlMets(''), BNL_FILE)).toEqual(BNL_EXPECTED)
  })
})

const BL_METS = `<?xml version="1.0" encoding="UTF-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" TYPE="Newspaper">
  <mets:dmdSec ID="MODS_ISSUE_0001234-00000"><mets:mdWrap MDTYPE="MODS"><mets:xmlData>
    <mods:mods>
      <mods:identifier type="NLP">0001234-00000</mods:identifier>
      <mods:relatedItem type="host" displayLabel="Newspaper"><mods:identifier type="NLP">0001234</mods:identifier></mods:relatedItem>
      <mods:originInfo><mods:dateIssued encoding="w3cdtf" keyDate="yes">1855-09-22</mods:dateIssued></mods:originInfo>
      <mods:part><mods:detail type="issue"><mods:number></mods:number></mods:detail></mods:part>
    </mods:mods>
  </mets:xmlData></mets:mdWrap></mets:dmdSec>
  <mets:dmdSec ID="modsarticle1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData>
    <mods:mods>
      <mods:titleInfo><mods:title>Great Fire</mods:title></mods:titleInfo>
      <mods:language><mods:languageTerm type="code" authority="rfc3066">en</mods:languageTerm></mods:language>
    </mods:mods>
  </mets:xmlData></mets:mdWrap></mets:dmdSec>
  <mets:dmdSec ID="modsarticle2"><mets:mdWrap MDTYPE="MODS"><mets:xmlData>
    <mods:mods><mods:language><mods:languageTerm type="code">eng</mods:languageTerm></mods:language></mods:mods>
  </mets:xmlData></mets:mdWrap></mets:dmdSec>
  <mets:fileSec>
    <mets:fileGrp USE="DigitalManifestation">
      <mets:fileGrp USE="PreservationMaster">
        <mets:file ID="img0001-master" MIMETYPE="image/jp2"><mets:FLocat LOCTYPE="URL" xlink:href="0001234_18550922_0001.jp2"/></mets:file>
        <mets:file ID="img0002-master" MIMETYPE="image/jp2"><mets:FLocat LOCTYPE="URL" xlink:href="0001234_18550922_0002.jp2"/></mets:file>
      </mets:fileGrp>
      <mets:fileGrp USE="Fulltext">
        <mets:file ID="img0001-alto" MIMETYPE="text/xml"><mets:FLocat LOCTYPE="URL" xlink:href="0001234_18550922_0001.xml"/></mets:file>
        <mets:file ID="img0002-alto" MIMETYPE="text/xml"><mets:FLocat LOCTYPE="URL" xlink:href="0001234_18550922_0002.xml"/></mets:file>
      </mets:fileGrp>
    </mets:fileGrp>
  </mets:fileSec>
  <mets:structMap LABEL="Logical Structure" TYPE="LOGICAL">
    <mets:div ID="log1" TYPE="ISSUE" DMDID="MODS_ISSUE_0001234-00000">
      <mets:div ID="art0001" TYPE="ARTICLE" DMDID="modsarticle1"/>
      <mets:div ID="art0002" TYPE="ARTICLE" DMDID="modsarticle2"/>
      <mets:div ID="art0003" TYPE="ARTICLE"/>
    </mets:div>
  </mets:structMap>
  <mets:structMap LABEL="Physical Structure" TYPE="PHYSICAL">
    <mets:div ID="phys0" TYPE="physSequence" DMDID="MODS_ISSUE_0001234-00000">
      <mets:div ID="phys1" ORDER="1" ORDERLABEL="1" TYPE="page">
        <mets:fptr FILEID="img0001-master"/>
        <mets:fptr FILEID="img0001-alto"/>
        <mets:div ID="pa0001001" TYPE="pagearea">
          <mets:fptr><mets:area FILEID="img0001-master" SHAPE="RECT" COORDS="90,4901,213,4950"/></mets:fptr>
          <mets:fptr><mets:area FILEID="img0001-alto" BETYPE="IDREF" BEGIN="word000001" END="word000002"/></mets:fptr>
        </mets:div>
        <mets:div ID="pa0001002" TYPE="pagearea">
          <mets:fptr><mets:area FILEID="img0001-alto" BETYPE="IDREF" BEGIN="word000003" END="word000009"/></mets:fptr>
        </mets:div>
      </mets:div>
      <mets:div ID="phys2" ORDER="2" ORDERLABEL="2" TYPE="page">
        <mets:fptr FILEID="img0002-master"/>
        <mets:fptr FILEID="img0002-alto"/>
        <mets:div ID="pa0002001" TYPE="pagearea">
          <mets:fptr><mets:area FILEID="img0002-alto" BETYPE="IDREF" BEGIN="word000010" END="word000012"/></mets:fptr>
        </mets:div>
      </mets:div>
    </mets:div>
  </mets:structMap>
  <mets:structLink>
    <mets:smLinkGrp>
      <mets:smLocatorLink xlink:href="#log1" xlink:label="issue" xlink:type="locator"/>
      <mets:smLocatorLink xlink:href="#phys0" xlink:label="physSeq" xlink:type="locator"/>
      <mets:smArcLink xlink:type="arc" xlink:from="issue" xlink:to="physSeq" ARCTYPE="logicalphysical"/>
    </mets:smLinkGrp>
    <mets:smLinkGrp>
      <mets:smLocatorLink xlink:href="#art0001" xlink:label="article" xlink:type="locator"/>
      <mets:smLocatorLink xlink:href="#pa0001002" xlink:label="page1 area2" xlink:type="locator"/>
      <mets:smLocatorLink xlink:href="#pa0001001" xlink:label="page1 area1" xlink:type="locator"/>
      <mets:smLocatorLink xlink:href="#pa0002001" xlink:label="page2 area1" xlink:type="locator"/>
      <mets:smArcLink xlink:type="arc" xlink:from="article" xlink:to="page1 area1" ARCTYPE="logicalphysical"/>
      <mets:smArcLink xlink:type="arc" xlink:from="article" xlink:to="page1 area2" ARCTYPE="logicalphysical"/>
      <mets:smArcLink xlink:type="arc" xlink:from="article" xlink:to="page2 area1" ARCTYPE="logicalphysical"/>
    </mets:smLinkGrp>
    <mets:smLinkGrp>
      <mets:smLocatorLink xlink:href="#art0002" xlink:label="article" xlink:type="locator"/>
      <mets:smLocatorLink xlink:href="#pa0002001" xlink:label="page2 area1" xlink:type="locator"/>
      <mets:smArcLink xlink:type="arc" xlink:from="article" xlink:to="page2 area1" ARCTYPE="logicalphysical"/>
    </mets:smLinkGrp>
  </mets:structLink>
</mets:mets>`

describe('readMets, British Library profile (structLink/smLinkGrp)', () => {
  const file = '/data/bl/0001234/1855/0922/0001234_18550922_mets.xml'

  it('follows the arcs to page areas, whose IDs are the ALTO block IDs', () => {
    expect(readMets(BL_METS, file)).toEqual({
      kind: 'issue',
      documentType: 'newspaper',
      bornDigital: false,
      parentId: 'bl-0001234',
      title: 'British Library newspaper 0001234',
      date: '1855-09-22',
      edition: 1,
      languages: ['en'],
      pages: [
        {
          sequence: 1,
          altoPath: resolve('/data/bl/0001234/1855/0922/0001234_18550922_0001.xml'),
          altoHref: '0001234_18550922_0001.xml',
          altoLine: 27,
          label: '1',
          imagePath: resolve('/data/bl/0001234/1855/0922/0001234_18550922_0001.jp2'),
          imageHref: '0001234_18550922_0001.jp2',
        },
        {
          sequence: 2,
          altoPath: resolve('/data/bl/0001234/1855/0922/0001234_18550922_0002.xml'),
          altoHref: '0001234_18550922_0002.xml',
          altoLine: 28,
          label: '2',
          imagePath: resolve('/data/bl/0001234/1855/0922/0001234_18550922_0002.jp2'),
          imageHref: '0001234_18550922_0002.jp2',
        },
      ],
      units: [
        {
          id: 'art0001',
          type: 'article',
          sourceType: 'ARTICLE',
          title: 'Great Fire',
          language: 'en',
          blocks: [
            { pageSequence: 1, blockId: 'pa0001001' },
            { pageSequence: 1, blockId: 'pa0001002' },
            { pageSequence: 2, blockId: 'pa0002001' },
          ],
        },
        { id: 'art0002', type: 'article', sourceType: 'ARTICLE', language: 'en', blocks: [{ pageSequence: 2, blockId: 'pa0002001' }] },
      ],
      sourcePath: file,
    } satisfies SourcePackage)
  })
})

const NDNP_METS = `<?xml version='1.0' encoding='utf-8'?>
<mets LABEL="Der Nordstern (St. Cloud, Minn.), 1878-01-03" PROFILE="urn:library-of-congress:mets:profiles:ndnp:issue:v1.5" TYPE="urn:library-of-congress:ndnp:mets:newspaper:issue" xmlns="http://www.loc.gov/METS/" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:mods="http://www.loc.gov/mods/v3">
  <dmdSec ID="issueModsBib"><mdWrap MDTYPE="MODS"><xmlData>
    <mods:mods>
      <mods:relatedItem type="host">
        <mods:identifier type="lccn">sn83045350</mods:identifier>
        <mods:part><mods:detail type="edition"><mods:number>2</mods:number></mods:detail></mods:part>
      </mods:relatedItem>
      <mods:originInfo><mods:dateIssued encoding="iso8601">1878-01-03</mods:dateIssued></mods:originInfo>
    </mods:mods>
  </xmlData></mdWrap></dmdSec>
  <dmdSec ID="pageModsBib1"><mdWrap MDTYPE="MODS"><xmlData>
    <mods:mods><mods:part><mods:extent unit="pages"><mods:start>1</mods:start></mods:extent></mods:part></mods:mods>
  </xmlData></mdWrap></dmdSec>
  <fileSec>
    <fileGrp ID="pageFileGrp1">
      <file ID="masterFile1" USE="master"><FLocat LOCTYPE="OTHER" OTHERLOCTYPE="file" xlink:href="./0011.tif"/></file>
      <file ID="ocrFile1" USE="ocr"><FLocat LOCTYPE="OTHER" OTHERLOCTYPE="file" xlink:href="./0011.xml"/></file>
    </fileGrp>
    <fileGrp ID="pageFileGrp2">
      <file ID="masterFile2" USE="master"><FLocat LOCTYPE="OTHER" OTHERLOCTYPE="file" xlink:href="./0012.tif"/></file>
      <file ID="ocrFile2" USE="ocr"><FLocat LOCTYPE="OTHER" OTHERLOCTYPE="file" xlink:href="./0012.xml"/></file>
    </fileGrp>
  </fileSec>
  <structMap>
    <div DMDID="issueModsBib" TYPE="np:issue">
      <div DMDID="pageModsBib1" TYPE="np:page"><fptr FILEID="masterFile1"/><fptr FILEID="ocrFile1"/></div>
      <div TYPE="np:page"><fptr FILEID="masterFile2"/><fptr FILEID="ocrFile2"/></div>
    </div>
  </structMap>
</mets>`

describe('readMets, page-only METS (NDNP)', () => {
  it('has pages and no units; the LCCN is the periodical id', () => {
    const file = '/batch/data/sn83045350/00295876384/1878010302/1878010302.xml'
    expect(readMets(NDNP_METS, file)).toEqual({
      kind: 'issue',
      documentType: 'newspaper',
      bornDigital: false,
      parentId: 'sn83045350',
      title: 'Der Nordstern (St. Cloud, Minn.)',
      date: '1878-01-03',
      edition: 2,
      languages: [],
      pages: [
        { sequence: 1, altoPath: resolve('/batch/data/sn83045350/00295876384/1878010302/0011.xml'), altoHref: './0011.xml', altoLine: 18, label: '1' },
        { sequence: 2, altoPath: resolve('/batch/data/sn83045350/00295876384/1878010302/0012.xml'), altoHref: './0012.xml', altoLine: 22 },
      ],
      units: [],
      sourcePath: file,
    } satisfies SourcePackage)
  })
})

const MONOGRAPH_METS = `<?xml version="1.0" encoding="utf-8"?>
<mets:mets xmlns:mets="http://www.loc.gov/METS/" xmlns:mods="http://www.loc.gov/mods/v3" xmlns:xlink="http://www.w3.org/1999/xlink" TYPE="Monograph" OBJID="https://example.org/ark:/12345/b1">
  <mets:dmdSec ID="DMD1"><mets:mdWrap MDTYPE="MODS"><mets:xmlData>
    <mods:mods>
      <mods:identifier type="local">hugo-miserables-1862</mods:identifier>
      <mods:titleInfo><mods:nonSort>Les </mods:nonSort><mods:title>Misérables</mods:title><mods:subTitle>roman</mods:subTitle></mods:titleInfo>
      <mods:titleInfo type="alternative"><mods:title>Die Elenden</mods:title></mods:titleInfo>
      <mods:titleInfo type="uniform"><mods:title>Misérables</mods:title></mods:titleInfo>
      <mods:name type="personal">
        <mods:namePart type="family">Hugo</mods:namePart>
        <mods:namePart type="given">Victor</mods:namePart>
        <mods:role><mods:roleTerm type="code" authority="marcrelator">aut</mods:roleTerm></mods:role>
      </mods:name>
      <mods:name type="personal">
        <mods:namePart>Nanteuil, Célestin</mods:namePart>
        <mods:role><mods:roleTerm type="code">ill</mods:roleTerm></mods:role>
      </mods:name>
      <mods:name type="personal">
        <mods:namePart>Doe, Jane</mods:namePart>
        <mods:role><mods:roleTerm type="text">Author</mods:roleTerm></mods:role>
      </mods:name>
      <mods:originInfo><mods:publisher>Lacroix</mods:publisher><mods:dateIssued>1862</mods:dateIssued></mods:originInfo>
      <mods:physicalDescription><mods:extent>412 p.</mods:extent></mods:physicalDescription>
      <mods:language><mods:languageTerm type="code" authority="iso639-2b">fre</mods:languageTerm></mods:language>
    </mods:mods>
  </mets:xmlData></mets:mdWrap></mets:dmdSec>
  <mets:fileSec>
    <mets:fileGrp USE="FULLTEXT">
      <mets:file ID="FT1" MIMETYPE="application/xml"><mets:FLocat LOCTYPE="URL" xlink:href="alto/00000001.xml"/></mets:file>
    </mets:fileGrp>
    <mets:fileGrp USE="DEFAULT">
      <mets:file ID="IMG1" MIMETYPE="image/jpeg"><mets:FLocat LOCTYPE="URL" xlink:href="https://iiif.example.org/iiif/2/b1%2F1/full/full/0/default.jpg"/></mets:file>
    </mets:fileGrp>
  </mets:fileSec>
  <mets:structMap TYPE="LOGICAL">
    <mets:div ID="LOG1" DMDID="DMD1" TYPE="Monograph">
      <mets:div ID="LOG2" LABEL="Fantine" TYPE="chapter">
        <mets:fptr><mets:area BEGIN="TB1" BETYPE="IDREF" FILEID="FT1"/></mets:fptr>
      </mets:div>
    </mets:div>
  </mets:structMap>
  <mets:structMap TYPE="PHYSICAL">
    <mets:div ID="PHYS0" TYPE="physSequence">
      <mets:div ID="PHYS1" ORDER="1" ORDERLABEL="[I]" TYPE="page"><mets:fptr FILEID="IMG1"/><mets:fptr FILEID="FT1"/></mets:div>
    </mets:div>
  </mets:structMap>
</mets:mets>`

describe('readMets, items', () => {
  it('reads a monograph as a book item with its bibliographic data', () => {
    const file = '/data/books/b1/mets.xml'
    expect(readMets(MONOGRAPH_METS, file)).toEqual({
      kind: 'item',
      documentType: 'book',
      bornDigital: false,
      parentId: 'hugo-miserables-1862',
      title: 'Les Misérables: roman',
      date: '1862',
      edition: 1,
      languages: ['fr'],
      permalink: 'https://example.org/ark:/12345/b1',
      authors: ['Hugo, Victor', 'Doe, Jane'],
      alternativeTitles: ['Die Elenden'],
      alsoKnownAs: ['Misérables'],
      publisher: 'Lacroix',
      physicalDescription: '412 p.',
      pages: [
        {
          sequence: 1,
          altoPath: resolve('/data/books/b1/alto/00000001.xml'),
          altoHref: 'alto/00000001.xml',
          altoLine: 29,
          imageService: 'https://iiif.example.org/iiif/2/b1%2F1',
          label: '[I]',
        },
      ],
      units: [{ id: 'LOG2', type: 'chapter', sourceType: 'chapter', title: 'Fantine', blocks: [{ pageSequence: 1, blockId: 'TB1' }] }],
      sourcePath: file,
    } satisfies SourcePackage)
  })

  it('keeps the base type of a born-digital variant', () => {
    const xml = NDNP_METS.replace(/TYPE="urn:library-of-congress:ndnp:mets:newspaper:issue"/, 'TYPE="BornDigitalNewspaper"')
    const pkg = readMets(xml, '/x/issue.xml')
    expect([pkg.kind, pkg.documentType, pkg.bornDigital]).toEqual(['issue', 'newspaper', true])
  })
})

describe('readMets errors', () => {
  it('reports malformed XML with its line', () => {
    const error = refusal(() => readMets('<mets:mets xmlns:mets="http://www.loc.gov/METS/">\n<mets:fileSec>\n</mets:mets>\n', '/x/bad.xml'))
    expect(error.file).toBe('/x/bad.xml')
    expect(error.line).toBe(3)
    expect(error.message).toMatch(/^\/x\/bad\.xml:3: malformed XML/)
  })

  it('refuses a document that is not METS, at the root element', () => {
    const error = refusal(() => readMets('<?xml version="1.0"?>\n\n<alto><Layout/></alto>', '/x/page.xml'))
    expect(error.line).toBe(3)
    expect(error.message).toContain('expected a METS document, found <alto>')
  })

  it('refuses an NDNP reel METS, which describes microfilm', () => {
    const xml = NDNP_METS.replace(
      /PROFILE="[^"]*" TYPE="[^"]*"/,
      'PROFILE="urn:library-of-congress:mets:profiles:ndnp:microfilmReel:v1.4" TYPE="urn:library-of-congress:ndnp:mets:microfilmReel"',
    )
    const error = refusal(() => readMets(xml, '/x/00295876384.xml'))
    expect(error.line).toBe(2)
    expect(error.message).toContain('reel')
  })

  it('refuses a METS without pages, at the root element', () => {
    const error = refusal(() =>
      readMets('<?xml version="1.0"?>\n<mets TYPE="Newspaper">\n<structMap TYPE="LOGICAL"><div TYPE="ARTICLE"/></structMap>\n</mets>', '/x/empty.xml'),
    )
    expect(error.line).toBe(2)
    expect(error.message).toContain('no pages')
  })
})

describe('readNdnpBatch', () => {
  it('lists the issue METS, resolved against the batch file, and leaves reels out', () => {
    const xml = `<?xml version='1.0' encoding='utf-8'?>
<batch awardYear="2011" awardee="mnhi" name="batch_mnhi_uhaul" xmlns="http://www.loc.gov/ndnp">
  <issue editionOrder="1" issueDate="1878-01-03" lccn="sn83045350">./sn83045350/00295876384/1878010301/1878010301.xml</issue>
  <issue editionOrder="1" issueDate="1878-01-10" lccn="sn83045350">sn83045350/00295876384/1878011001/1878011001.xml</issue>
  <reel reelNumber="00295876384">./sn83045350/00295876384/00295876384.xml</reel>
</batch>`
    const first = resolve('/b/batch_mnhi_german_ver01/data/sn83045350/00295876384/1878010301/1878010301.xml')
    const second = resolve('/b/batch_mnhi_german_ver01/data/sn83045350/00295876384/1878011001/1878011001.xml')
    expect(readNdnpBatch(xml, '/b/batch_mnhi_german_ver01/data/batch.xml')).toEqual({
      batchName: 'batch_mnhi_uhaul',
      issueMetsPaths: [first, second],
      issues: [
        { href: './sn83045350/00295876384/1878010301/1878010301.xml', line: 3, path: first },
        { href: 'sn83045350/00295876384/1878011001/1878011001.xml', line: 4, path: second },
      ],
    })
  })

  it('accepts a prefixed batch and names it after its folder when @name is missing', () => {
    const xml = '<ndnp:batch xmlns:ndnp="http://www.loc.gov/ndnp"><ndnp:issue>a/b.xml</ndnp:issue></ndnp:batch>'
    expect(readNdnpBatch(xml, '/b/batch_x_ver01/data/batch_1.xml')).toEqual({
      batchName: 'batch_x_ver01',
      issueMetsPaths: [resolve('/b/batch_x_ver01/data/a/b.xml')],
      issues: [{ href: 'a/b.xml', line: 1, path: resolve('/b/batch_x_ver01/data/a/b.xml') }],
    })
  })

  it('tells batches from other roots and refuses the others', () => {
    expect(isNdnpBatch('batch')).toBe(true)
    expect(isNdnpBatch('mets')).toBe(false)
    expect(refusal(() => readNdnpBatch('<mets/>', '/x/batch.xml')).line).toBe(1)
  })
})

describe('parseModsDate', () => {
  it.each([
    ['1858-07-10', '1858-07-10'],
    [' 1858-07-10 ', '1858-07-10'],
    ['1858-07', '1858-07'],
    ['1858', '1858'],
    ['10.07.1858', '1858-07-10'],
    ['1.2.1900', '1900-02-01'],
    ['29.02.2000', '2000-02-29'],
    ['1904-02-29', '1904-02-29'],
  ])('%j → %j', (input, expected) => {
    expect(parseModsDate(input)).toBe(expected)
  })

  it.each(['29.02.1900', '1858-02-30', '31.04.1858', '1858-13', '1858-00-10', '0000', '1858-7-10', '10/07/1858', 'July 1858', '[1858]', ''])(
    '%j is not a date',
    (input) => {
      expect(parseModsDate(input)).toBeUndefined()
    },
  )
})

describe('normalizeLanguage', () => {
  it.each([
    ['de', 'de'],
    ['de-LU', 'de'],
    ['ger', 'de'],
    ['deu', 'de'],
    ['fre', 'fr'],
    ['fra', 'fr'],
    ['eng', 'en'],
    ['ltz', 'lb'],
    ['dut', 'nl'],
    ['nld', 'nl'],
    ['German', 'de'],
    ['mul', undefined],
    ['und', undefined],
    ['', undefined],
  ])('%j → %j', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected)
  })
})

describe('mapLogicalType', () => {
  it.each([
    ['ARTICLE', 'article', []],
    ['article', 'article', []],
    ['ADVERTISEMENT', 'advertisement', ['advertisement']],
    ['ILLUSTRATION', 'illustration', ['illustration']],
    ['PICTURE', 'illustration', ['illustration']],
    ['TABLE', 'table', ['table']],
    ['MAP', 'map', ['map']],
    ['CHART', 'chart_diagram', ['diagram']],
    ['CHART_DIAGRAM', 'chart_diagram', ['diagram']],
    ['DEATH_NOTICE', 'death_notice', ['death_notice']],
    ['SECTION', 'section', []],
    ['TITLE_SECTION', 'title_section', []],
    ['SUPPLEMENT', 'supplement', []],
    ['WEATHER', 'weather', []],
    ['SHIPPING', 'shipping', []],
    ['LAW', 'law', []],
    ['REVIEW', 'review', []],
    ['INDEX', 'index', []],
    ['TABLE_OF_CONTENTS', 'table_of_contents', []],
    ['CONTENTS', 'table_of_contents', []],
    ['Table of contents', 'table_of_contents', []],
    ['CHAPTER', 'chapter', []],
    ['PREFACE', 'preface', []],
    ['APPENDIX', 'appendix', []],
    ['BIBLIOGRAPHY', 'bibliography', []],
    ['IMPRINT', 'imprint', []],
    ['COVER_SECTION', 'cover_section', []],
  ])('%s → %s %j', (input, type, content) => {
    expect(mapLogicalType(input)).toEqual({ type, content })
  })

  it.each([
    'Newspaper',
    'ISSUE',
    'VOLUME',
    'CONTENT',
    'BODY',
    'BODY_CONTENT',
    'TEXT',
    'TEXTBLOCK',
    'HEADING',
    'TITLE',
    'PARAGRAPH',
    'CAPTION',
    'IMAGE',
    'FOOTNOTE',
    'AUTHOR',
    'PUBLISHING_STMT',
    'PAGE',
    'constructor',
    '',
  ])('%j is not a search unit', (input) => {
    expect(mapLogicalType(input)).toBeUndefined()
  })
})

describe('documentTypeOf and isBornDigital', () => {
  it.each([
    ['Newspaper', 'newspaper', false],
    ['urn:library-of-congress:ndnp:mets:newspaper:issue', 'newspaper', false],
    ['Serial', 'serial', false],
    ['Periodical', 'serial', false],
    ['Journal', 'serial', false],
    ['Magazine', 'serial', false],
    ['Monograph', 'book', false],
    ['Book', 'book', false],
    ['Manuscript', 'manuscript', false],
    ['Poster', 'poster', false],
    ['Postcard', 'postcard', false],
    ['BornDigitalNewspaper', 'newspaper', true],
    ['newspaper_born_digital', 'newspaper', true],
    ['born-digital serial', 'serial', true],
  ])('%s → %s, born digital %s', (input, type, bornDigital) => {
    expect(documentTypeOf(input)).toBe(type)
    expect(isBornDigital(input)).toBe(bornDigital)
  })
})
