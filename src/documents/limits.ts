/** How much of a text one piece of a streamed download holds (characters): ./run.ts asks for the next as the last is sent. */
export const TEXT_PIECE_CHARACTERS = 256 * 1024
/** Pages of print in one PDF (./pdf.ts): past it the reader is told to take articles or pages one at a time. */
export const MAX_PDF_PAGES = 200
/**
 * Words of one PDF (issue 48, H2): its cost follows its words, not its pages. Each word is placed
 * as invisible text (./pdf.ts), about 16 µs on one core, so a PDF of the largest issue the importer
 * allows (2,000,000 words) was half a minute of a thread. 250,000 words is a few seconds: a real
 * 200-page book holds about 100,000, a page at the importer's limit 100,000.
 */
export const MAX_PDF_WORDS = 250_000
/** A PDF draws on the per-visitor allowance one for every this many words (at least one): a dense page counts four. */
export const PDF_WORDS_A_COUNT = 25_000
