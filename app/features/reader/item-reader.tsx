import { useNavigate, useRouteContext } from '@tanstack/react-router'
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import type { ItemType } from '#src/domain/issue-path.ts'
import { itemPermalink, sourceIdentifierLink } from '#src/domain/permalink.ts'
import { useI18n } from '#app/i18n.ts'
import { CopyLink } from '#app/ui/copy-link.tsx'
import { Link } from '#app/ui/link.tsx'
import { itemListTarget, itemTarget } from '#app/ui/targets.ts'
import { formatDate, languageName } from '#src/domain/format.ts'
import { Field } from '../library/periodical-detail'
import { PageHeader } from '../pages/page-layout'
import { CiteLinks } from './cite-links'
import { MAX_PDF_PAGES } from '#src/documents/limits.ts'
import { RightsLine } from './rights-line'
import { DocumentBody } from './issue-reader'
import { OcrScoreLine } from './ocr-shading'
import type { fetchItem } from './reader.functions'
import { useSearchReturn } from './search-return'
import { AddToList } from '#app/features/lists/add-to-list.tsx'
import { documentMember } from '#app/features/lists/members.ts'

export type ReaderItem = NonNullable<Awaited<ReturnType<typeof fetchItem>>>

/** The name of the list each kind of item is shown in. */
const LIST_NAMES: Record<ItemType, (LL: TranslationFunctions) => string> = {
  book: (LL) => LL.nav.books(),
  manuscript: (LL) => LL.nav.manuscripts(),
  poster: (LL) => LL.nav.posters(),
  postcard: (LL) => LL.nav.collections(),
}

/**
 * One book, manuscript, poster or postcard: the fields of spec §3 (authors,
 * also known as, alternative titles, title, publisher, physical description),
 * a permanent link, then its pages and text when it has any.
 */
export function ItemReader({ item, q }: { item: ReaderItem; q: string }) {
  const { locale, LL } = useI18n()
  const { origin } = useRouteContext({ from: '__root__' })
  // Ours is the permanent link; the source's own identifier (an ARK) is shown beside it (ADR 035).
  const sourceIdentifier = sourceIdentifierLink(item.permalink, origin)
  const none = LL.periodical.notRecorded()
  const lines = (values: string[]) =>
    values.length === 0 ? none : (
      <ul className="plain-list">
        {values.map((value) => (
          <li key={value}>{value}</li>
        ))}
      </ul>
    )
  const kind = `${LL.library.types[item.type]()}${item.bornDigital ? ` (${LL.library.bornDigital()})` : ''}`
  const { link: searchLink, carry } = useSearchReturn(q)
  const navigate = useNavigate()
  return (
    <div className="container reader">
      <PageHeader title={item.title} intro={kind}>
        <p>
          <Link {...itemListTarget(item.type)}>← {LIST_NAMES[item.type](LL)}</Link>
        </p>
      </PageHeader>
      <dl className="fields">
        <Field label={LL.item.title()}>{item.title}</Field>
        <Field label={LL.item.authors()}>{lines(item.authors)}</Field>
        {item.alsoKnownAs.length > 0 ? <Field label={LL.item.alsoKnownAs()}>{lines(item.alsoKnownAs)}</Field> : null}
        {item.alternativeTitles.length > 0 ? <Field label={LL.item.alternativeTitles()}>{lines(item.alternativeTitles)}</Field> : null}
        <Field label={LL.item.publisher()}>{item.publisher ?? none}</Field>
        <Field label={LL.item.physicalDescription()}>{item.physicalDescription ?? none}</Field>
        <Field label={LL.item.date()}>{item.date ? formatDate(item.date, locale) : none}</Field>
        <Field label={LL.item.languages()}>{lines(item.languages.map((code) => languageName(code, locale)))}</Field>
        <Field label={LL.item.extent()}>{LL.library.pageCount({ count: item.pages.length })}</Field>
        <Field label={LL.periodical.permalink()}>
          <CopyLink href={itemPermalink(origin, item.id)} />
        </Field>
        {sourceIdentifier ? (
          <Field label={LL.periodical.sourceIdentifier()}>
            <CopyLink href={sourceIdentifier} />
          </Field>
        ) : null}
      </dl>
      <OcrScoreLine ocr={item.ocr} />
      <RightsLine date={item.date} />
      <CiteLinks
        label={LL.reader.citeItem()}
        cite={`/cite/items/${encodeURIComponent(item.id)}`}
        text={`/iiif/items/${encodeURIComponent(item.id)}/text.txt`}
        manifest={`/iiif/items/${encodeURIComponent(item.id)}/manifest`}
        pdf={item.pages.length > 0 && item.pages.length <= MAX_PDF_PAGES ? `/pdf/items/${encodeURIComponent(item.id)}` : undefined}
      />
      <AddToList member={documentMember({ kind: 'item', id: item.id }, item.title, kind)} />
      {q || searchLink ? (
        <p className="notice" role="status">
          {q ? (item.matches > 0 ? LL.reader.matches({ count: item.matches, q }) : LL.reader.noMatchesInDocument({ q })) : null}{' '}
          {searchLink ? <Link {...searchLink}>{LL.reader.backToSearch()}</Link> : null}
        </p>
      ) : null}
      {item.pages.length > 0 ? (
        <DocumentBody
          listSource={item.title}
          document={{ kind: 'item', id: item.id }}
          pages={item.pages}
          units={item.units}
          pdf={`/pdf/items/${encodeURIComponent(item.id)}`}
          q={q}
          marksCapped={item.marksCapped}
          window={item.window}
          startTarget={(start, hash, read) => itemTarget(item.type, item.id, { ...carry, start, read }, hash)}
          onSearch={(words) =>
            // The fragment (a chapter or a hit of the old words) is left behind.
            void navigate({ ...itemTarget(item.type, item.id, { ...carry, q: words }), resetScroll: false })
          }
        />
      ) : null}
    </div>
  )
}
