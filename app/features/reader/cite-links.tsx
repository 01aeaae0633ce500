import { Fragment, useId } from 'react'
import { useI18n } from '#app/i18n.ts'

/** The citation formats offered (ADR 023): their names are the formats' own, in every language. */
const FORMATS = [
  ['ris', 'RIS'],
  ['bib', 'BibTeX'],
  ['json', 'CSL-JSON'],
] as const

/**
 * Of one document or article: its citation in each format, then, apart, what is downloaded or
 * opened of it (issue 53: a text, a PDF and a manifest are not citations): its text, its PDF (the
 * scan with its text beneath, src/documents/pdf.ts, read in the browser) and (for a whole document)
 * its IIIF manifest. Plain links to files the server writes, not pages of the site; the label
 * before each group describes its links to a screen reader.
 */
export function CiteLinks({ label, cite, text, manifest, pdf }: { label: string; cite: string; text: string; manifest?: string; pdf?: string | undefined }) {
  const { locale, LL } = useI18n()
  const id = useId()
  const filesId = useId()
  return (
    <div className="cite-links">
      <p>
        {/* The label carries its colon: French writes it after a no-break space. */}
        <span id={id}>{label}</span>{' '}
        {FORMATS.map(([extension, name], index) => (
          <Fragment key={extension}>
            {index > 0 ? ' · ' : null}
            <a href={`${cite}.${extension}?lang=${locale}`} download aria-describedby={id}>
              {name}
            </a>
          </Fragment>
        ))}
      </p>
      <p>
        <span id={filesId}>{LL.citeLinks.files()}</span>{' '}
        <a href={text} download aria-describedby={filesId}>
          {LL.reader.plainText()}
        </a>
        {pdf ? (
          <>
            {' · '}
            <a href={`${pdf}.pdf?lang=${locale}`} type="application/pdf" aria-describedby={filesId}>
              {LL.reading.pdf()}
            </a>
          </>
        ) : null}
        {manifest ? (
          <>
            {' · '}
            <a href={manifest} aria-describedby={filesId}>
              {LL.reader.iiifManifest()}
            </a>
          </>
        ) : null}
      </p>
    </div>
  )
}
