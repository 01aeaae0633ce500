/**
 * The public OCR ground truth the misreading model is learned from and measured on (issue 50,
 * ADR 057): aligned OCR and corrected text of historical newspapers and books in German, French
 * and English, as collected in impresso/llm-transcript-postcorrection (data/datasets/ocr/original)
 * at commit 3affcc4ec485c7eab24955387534bdf1f88ce5b2. Each source, its licence and why it is used
 * is in docs/evidence/issue-50/dataset.md; the raw files stay out of this repository.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Column, alignLine, columnsOfAligned } from './align.ts'

export type GtLanguage = 'de' | 'en' | 'fr'

/** One document of a source: its alignment, as columns. */
export interface GtDocument {
  source: string
  language: GtLanguage
  /** The file (and article, for Overproof) it came from, relative to the data folder. */
  id: string
  columns: Column[]
}

/** The sources used, by folder under data/datasets/ocr/original, with their language. */
export const SOURCES: readonly { source: string; language: GtLanguage; folder: string; format: 'icdar' | 'overproof'; licence: string; what: string }[] = [
  { source: 'icdar2019-DE1', language: 'de', folder: 'icdar-2019/ICDAR2019-POCR-ground-truth/evaluation_4M_without_Finnish/DE/DE1', format: 'icdar', licence: 'CC BY 4.0 (zenodo.org/record/3333627)', what: 'Neue Zürcher Zeitung front pages 1780–1947, black letter, ABBYY FineReader (impresso)' },
  { source: 'icdar2019-DE3', language: 'de', folder: 'icdar-2019/ICDAR2019-POCR-ground-truth/evaluation_4M_without_Finnish/DE/DE3', format: 'icdar', licence: 'CC BY-SA 4.0 (GT4HistOCR, zenodo.org/record/1344132)', what: 'GT4HistOCR dta19: 19th-century German books in Fraktur (Deutsches Textarchiv)' },
  { source: 'icdar2017-fr_periodical', language: 'fr', folder: 'icdar-2017/ICDAR2017_datasetPostOCR_Evaluation_2M_v1.2/fr_periodical', format: 'icdar', licence: 'BnF: free non-commercial reuse (gallica.bnf.fr conditions of use)', what: 'French newspapers of the BnF (Europeana Newspapers ground truth)' },
  { source: 'icdar2017-fr_monograph', language: 'fr', folder: 'icdar-2017/ICDAR2017_datasetPostOCR_Evaluation_2M_v1.2/fr_monograph', format: 'icdar', licence: 'BnF: free non-commercial reuse (gallica.bnf.fr conditions of use)', what: 'French books of the 17th–20th centuries, BnF' },
  { source: 'icdar2019-FR2', language: 'fr', folder: 'icdar-2019/ICDAR2019-POCR-ground-truth/evaluation_4M_without_Finnish/FR/FR2', format: 'icdar', licence: 'CC BY-NC-SA 3.0 (IMPACT, BnF)', what: 'French books of the IMPACT project, BnF' },
  { source: 'overproof-smh', language: 'en', folder: 'overproof/dataset2/rawTextAndHumanCorrectionAndOverproofCorrectionTriples', format: 'overproof', licence: 'Trove / NLA text of the Sydney Morning Herald 1842–1954 (out of copyright), corrected by overProof (projectcomputing.com)', what: 'Sydney Morning Herald articles 1842–1954, ABBYY FineReader, hand-corrected (Overproof dataset 2)' },
  { source: 'overproof-chronam', language: 'en', folder: 'overproof/dataset3/rawTextAndHumanCorrectionAndOverproofCorrectionTriples', format: 'overproof', licence: 'Chronicling America (Library of Congress) text: public domain; corrections by overProof', what: 'Five US newspapers from Chronicling America, hand-corrected (Overproof dataset 3)' },
  { source: 'icdar2017-eng_periodical', language: 'en', folder: 'icdar-2017/ICDAR2017_datasetPostOCR_Evaluation_2M_v1.2/eng_periodical', format: 'icdar', licence: 'British Library: public domain', what: 'English periodicals of the British Library' },
  { source: 'icdar2017-eng_monograph', language: 'en', folder: 'icdar-2017/ICDAR2017_datasetPostOCR_Evaluation_2M_v1.2/eng_monograph', format: 'icdar', licence: 'British Library: public domain', what: 'An English book of 1858, British Library' },
  { source: 'icdar2019-EN1', language: 'en', folder: 'icdar-2019/ICDAR2019-POCR-ground-truth/evaluation_4M_without_Finnish/EN/EN1', format: 'icdar', licence: 'CC BY-NC-SA 3.0 (IMPACT, British Library)', what: 'English books of the IMPACT project, British Library' },
]

function icdarDocument(text: string): Column[] | undefined {
  const line = (tag: string) => text.split(/\r?\n/).find((entry) => entry.startsWith(tag))?.slice(tag.length)
  const ocr = line('[OCR_aligned] ')
  const gt = line('[ GS_aligned] ')
  return ocr === undefined || gt === undefined ? undefined : columnsOfAligned(ocr, gt)
}

/** A line pair whose ground truth is this far from the OCR (edits per character) was rewritten, not corrected. */
const MAX_LINE_DISTANCE = 0.5

/** Overproof's files: articles headed `*$*OVERPROOF*$*`, then `ocr||@@||corrected||@@||overProof's output` lines. */
function overproofDocuments(text: string): { id: string; columns: Column[] }[] {
  const documents: { id: string; columns: Column[] }[] = []
  let current: { id: string; columns: Column[] } | undefined
  for (const line of text.split('\n')) {
    if (line.startsWith('*$*OVERPROOF*$*')) {
      current = { id: line.split(' ')[1] ?? String(documents.length), columns: [] }
      documents.push(current)
      continue
    }
    const [ocr, gt] = line.split('||@@||')
    if (!current || ocr === undefined || gt === undefined) continue
    const aligned = alignLine(ocr.trim(), gt.trim())
    if (aligned.distance > MAX_LINE_DISTANCE * Math.max(1, gt.trim().length)) continue
    current.columns.push(...aligned.columns, { ocr: ' ', gt: ' ' })
  }
  return documents
}

/** Every document of every source under `root` (data/datasets/ocr/original of the repository above). */
export function readSources(root: string): GtDocument[] {
  const documents: GtDocument[] = []
  for (const { source, language, folder, format } of SOURCES) {
    const directory = join(root, folder)
    const files = readdirSync(directory)
      .filter((name) => name.endsWith('.txt'))
      .sort()
    for (const name of files) {
      const text = readFileSync(join(directory, name), 'utf8')
      if (format === 'icdar') {
        const columns = icdarDocument(text)
        if (columns) documents.push({ source, language, id: `${folder}/${name}`, columns })
        else console.warn(`${folder}/${name}: OCR and ground truth are not aligned column for column; left out`)
      } else {
        for (const article of overproofDocuments(text)) documents.push({ source, language, id: `${folder}/${name}#${article.id}`, columns: article.columns })
      }
    }
  }
  return documents
}
