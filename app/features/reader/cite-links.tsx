import { Fragment, useId } from 'react'
import { useI18n } from '#app/i18n.ts'

/** The citation formats offered (ADR 023): their names are the formats' own, in every language. */
const FORMATS = [
  ['ris', 'RIS'],
  ['bib', 'BibTeX'],
  ['json', 'CSL-JSON'],
] as const

/**
 * Downloads of one document or article: its citation in each format, its text, its PDF (the scan
 * with its text beneath, src/documents/pdf.ts) and (for a whole document) its IIIF manifest. Plain links to files the server writes, not pages of the site; the
 * label before them describes each one to a screen reader.
 */
export function CiteLinks({ label, cite, text, manifest, pdf }: { label: string; cite: string; text: string; manifest?: string; pdf?: string | undefined }) {
  const { locale, LL } = useI18n()
  const id = useId()
  return (
    <p className="cite-links">
      {/* The label carries its colon: French writes it after a no-break space. */}
      <span id={id}>{label}</span>{' '}
      {FORMATS.map(([extension, name]) => (
        <Fragment key={extension}>
          <a href={`${cite}.${extension}?lang=${locale}`} download aria-describedby={id}>
            {name}
          </a>
          {' · '}
        </Fragment>
      ))}
      <a href={text} download aria-describedby={id}>
        {LL.reader.plainText()}
      </a>
      {pdf ? (
        <>
          {' · '}
          <a href={`${pdf}.pdf?lang=${locale}`} type="application/pdf" download aria-describedby={id}>
            {LL.reading.pdf()}
          </a>
        </>
      ) : null}
      {manifest ? (
        <>
          {' · '}
          <a href={manifest} aria-describedby={id}>
            {LL.reader.iiifManifest()}
          </a>
        </>
      ) : null}
    </p>
  )
}
