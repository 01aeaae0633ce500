/** How much of a text one piece of a streamed download holds (characters): ./run.ts asks for the next as the last is sent. */
export const TEXT_PIECE_CHARACTERS = 256 * 1024
