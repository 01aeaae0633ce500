/**
 * The words the domain asks of a dictionary, in shapes it defines itself (issue 54): the
 * generated dictionary's functions (i18n/i18n-types.ts) fit them, so src/domain imports nothing
 * from the dictionary, and a function here says which words it needs, no more. The compiler checks
 * the fit where the app or the server passes its `LL`.
 */
import type { ItemType } from './issue-path.ts'
import type { OcrBand } from './ocr.ts'

type Say = () => string
type SayWith<A> = (arg: A) => string
type Page = { page: number }
type Pages = { first: number; last: number }

/** Names of structural and document types, by the store's type ("issue", "article", "book"…). */
export interface TypeWords {
  structuralTypes: Record<string, Say>
}

/** An OCR score in words. */
export interface OcrWords {
  ocr: {
    none: Say
    bands: Record<Exclude<OcrBand, 'unknown'>, Say>
    estimated: SayWith<{ percent: string; band: string }>
    measured: SayWith<{ percent: string; band: string }>
  }
}

/** A unit of the reader by name: its title, "Text of page N" or "Untitled <type>". */
export interface UnitWords extends TypeWords {
  reader: { pageText: SayWith<Page>; untitled: SayWith<{ type: string }> }
}

/** A citation's line: the quoted title, the number, "p. N" or "pp. N–M". */
export interface CitationWords {
  search: { quoted: SayWith<{ q: string }> }
  reader: { number: SayWith<{ number: string }> }
  citationText: { page: SayWith<Page>; pages: SayWith<Pages> }
}

/** A list's member by name and kind. */
export interface MemberWords extends UnitWords {
  library: { types: Record<ItemType, Say> }
  lists: {
    member: { page: SayWith<{ label: string }>; region: SayWith<{ label: string }> }
    kinds: { issue: Say; page: Say; region: Say }
  }
}

/** "on page N" or "on pages N–M", in a list's citation line. */
export interface OnPagesWords {
  reader: { onPage: SayWith<Page>; onPages: SayWith<Pages> }
}
