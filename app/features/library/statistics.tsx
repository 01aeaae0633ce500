import type { LibraryStatistics } from '../../../src/store/library'
import { useI18n } from '../../i18n'
import { formatDate, formatNumber } from './format'

export function StatisticsFigures({ statistics }: { statistics: LibraryStatistics }) {
  const { locale, LL } = useI18n()
  const figures = [
    [statistics.totalPages, LL.library.totalPages()],
    [statistics.totalArticles, LL.library.totalArticles()],
    [statistics.totalDocuments, LL.library.totalDocuments()],
    [statistics.totalPeriodicals, LL.library.totalPeriodicals()],
  ] as const
  return (
    <section aria-labelledby="statistics-heading" className="statistics">
      <h2 id="statistics-heading">{LL.library.statisticsHeading()}</h2>
      <dl className="statistics__figures">
        {figures.map(([value, label]) => (
          <div key={label} className="statistics__figure">
            <dt>{label}</dt>
            <dd>{formatNumber(value, locale)}</dd>
          </div>
        ))}
      </dl>
      <p className="statistics__updated">{LL.library.updated({ date: formatDate(statistics.updated.slice(0, 10), locale) })}</p>
    </section>
  )
}
