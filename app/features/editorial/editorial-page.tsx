import type { ReactNode } from 'react'
import type { EditorialPageView } from '#src/content/index.ts'
import type { ContentBlock, Inline, RichText } from '#src/content/types.ts'
import { type Locale, LOCALE_TAGS } from '#src/domain/locale.ts'
import { translations, useI18n } from '#app/i18n.ts'
import { TargetLink } from '#app/ui/link.tsx'
import { formatDate } from '#src/domain/format.ts'
import { PageHeader } from '../pages/page-layout'

export function EditorialPage({ page, children }: { page: EditorialPageView; children?: ReactNode }) {
  const { locale, LL } = useI18n()
  const isFallback = page.contentLocale !== page.locale
  return (
    <article className="container prose">
      {isFallback ? <FallbackNotice requested={page.locale} shown={page.contentLocale} /> : null}
      {/* The text may be in another language than the page around it; screen readers switch voice on lang. */}
      <div lang={isFallback ? LOCALE_TAGS[page.contentLocale] : undefined}>
        <PageHeader title={page.title} intro={page.summary} />
        {page.blocks.map((block, index) => (
          <Block key={`${block.kind}-${index}`} block={block} />
        ))}
      </div>
      {/* The text's date under the text: a page with figures of its own (the project's) dates them apart. */}
      {page.updated ? (
        <p className="prose__updated">
          {LL.pages.editorial.updated({
            date: formatDate(page.updated, locale),
          })}
        </p>
      ) : null}
      {children}
    </article>
  )
}

/** Says plainly that the text below is not in the visitor's language, and in which one it is. */
export function FallbackNotice({ requested, shown }: { requested: Locale; shown: Locale }) {
  const LL = translations(requested)
  return (
    <p className="notice" role="note">
      {LL.editorial.fallbackNotice({
        requested: LL.editorial.language[requested](),
        shown: LL.editorial.language[shown](),
      })}
    </p>
  )
}

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'heading':
      return block.level === 2 ? (
        <h2>
          <Text parts={block.text} />
        </h2>
      ) : (
        <h3>
          <Text parts={block.text} />
        </h3>
      )
    case 'paragraph':
      return (
        <p>
          <Text parts={block.text} />
        </p>
      )
    case 'list':
      return (
        <ul>
          {block.items.map((item, index) => (
            <li key={index}>
              <Text parts={item} />
            </li>
          ))}
        </ul>
      )
    case 'links':
      return (
        <ul className="link-list">
          {block.items.map((item, index) => (
            <li key={`${item.target}-${index}`}>
              <TargetLink target={item.target}>
                <Text parts={item.label} />
              </TargetLink>
              {item.description.length > 0 ? (
                <span className="link-list__description">
                  {' '}
                  <Text parts={item.description} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )
  }
}

/** Inline parts as elements; the content never reaches the page as an HTML string. */
function Text({ parts }: { parts: RichText }): ReactNode {
  return parts.map((part, index) => <Part key={index} part={part} />)
}

function Part({ part }: { part: Inline }): ReactNode {
  switch (part.kind) {
    case 'text':
      return part.text
    case 'emphasis':
      return (
        <em>
          <Text parts={part.children} />
        </em>
      )
    case 'strong':
      return (
        <strong>
          <Text parts={part.children} />
        </strong>
      )
    case 'link':
      return (
        <TargetLink target={part.target}>
          <Text parts={part.children} />
        </TargetLink>
      )
  }
}
