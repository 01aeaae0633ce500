// citation-js ships no types; the tests use it only to parse the citations the site writes (ADR 023).
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown, options?: { forceType?: string })
    /** The records read, as CSL-JSON. */
    data: unknown[]
  }
}
declare module '@citation-js/plugin-bibtex'
declare module '@citation-js/plugin-ris'
