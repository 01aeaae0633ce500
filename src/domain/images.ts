/**
 * A page scan's key: the SHA-256 of its file, which names its tiles (made at import, src/ingest/images.ts)
 * and is all a request for them may name. Shared by serving and importing (issue 54).
 */
export const IMAGE_KEY = /^[0-9a-f]{64}$/
