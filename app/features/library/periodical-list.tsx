import type { PeriodicalSummary } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { formatDate, formatPeriod, languageName } from '#src/domain/format.ts'

export function PeriodicalList({ periodicals, headingLevel = 2 }: { periodicals: PeriodicalSummary[]; headingLevel?: 2 | 3 }) {
  const { locale, LL } = useI18n()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const yearSpan = (first: string, last: string) => formatPeriod(formatDate(first, locale, 'year'), formatDate(last, locale, 'year'), locale)
  return (
    <ul className="record-list">
      {periodicals.map((periodical) => (
        <li key={periodical.id} className="record">
          <Heading className="record__title">
            <Link to="/{-$locale}/periodicals/$paperid" params={{ paperid: periodical.id }}>{periodical.title}</Link>
          </Heading>
          <p className="record__meta">
            <span>{LL.library.types[periodical.type]()}</span>
            {periodical.firstDate && periodical.lastDate ? <span>{yearSpan(periodical.firstDate, periodical.lastDate)}</span> : null}
            <span>{LL.library.issueCount({ count: periodical.issueCount })}</span>
            {periodical.languages.length > 0 ? (
              <span>{periodical.languages.map((code) => languageName(code, locale)).join(', ')}</span>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  )
}
