/** How much of a text one piece of a streamed download holds (characters): ./run.ts asks for the next as the last is sent. */
export const TEXT_PIECE_CHARACTERS = 256 * 1024
/** Pages of print in one PDF (./pdf.ts): past it the reader is told to take articles or pages one at a time. */
export const MAX_PDF_PAGES = 200
