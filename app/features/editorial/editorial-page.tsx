import type { EditorialPageView } from '../../../src/content'
import { LOCALE_TAGS } from '../../../src/domain/locale'
import { useI18n } from '../../i18n'
import { Link } from '../../ui/link'
import { PageHeader } from '../pages/page-layout'

export function EditorialPage({ page }: { page: EditorialPageView }) {
  const { locale, LL } = useI18n()
  const updated = new Intl.DateTimeFormat(LOCALE_TAGS[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${page.updated}T00:00:00Z`),
  )
  return (
    <article className="container prose">
      <PageHeader title={page.title} intro={page.summary} />
      {page.blocks.map((block, index) => {
        const key = `${block.kind}-${index}`
        switch (block.kind) {
          case 'heading':
            return <h2 key={key}>{block.text}</h2>
          case 'paragraph':
            return <p key={key}>{block.text}</p>
          case 'list':
            return (
              <ul key={key}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )
          case 'links':
            return (
              <ul key={key} className="link-list">
                {block.items.map((item) => (
                  <li key={item.href}>
                    <Link to={item.href}>{item.label}</Link>
                    {item.description ? <span className="link-list__description"> {item.description}</span> : null}
                  </li>
                ))}
              </ul>
            )
        }
      })}
      <p className="prose__updated">
        {LL.pages.editorial.updated({ date: updated })}
      </p>
    </article>
  )
}
