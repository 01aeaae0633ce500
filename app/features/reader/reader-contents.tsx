import { useI18n } from '#app/i18n.ts'
import { Link } from '#app/ui/link.tsx'
import { typeLabel, unitName } from '#src/domain/labels.ts'
import type { ReaderUnit, StartTarget } from './issue-reader'

/** The document's contents, its units in order: a link to each where its page is shown, else to the pages it is on. */
export function ReaderContents({ units, shown, startTarget }: { units: readonly ReaderUnit[]; shown: (sequence: number) => boolean; startTarget: StartTarget }) {
  const { LL } = useI18n()
  return (
    <section aria-labelledby="contents-heading" className="reader__contents">
      <h2 id="contents-heading">{LL.reader.contents()}</h2>
      <ol>
        {units.map((unit) => (
          <li key={unit.id}>
            {shown(unit.firstPage) ? (
              <a href={`#unit-${unit.id}`}>{unitName(LL, unit)}</a>
            ) : (
              <Link {...startTarget(unit.firstPage, `unit-${unit.id}`)}>
                {unitName(LL, unit)}
              </Link>
            )}{' '}
            <span className="record__meta">
              {typeLabel(LL, unit.type)} · {LL.reader.onPage({ page: unit.firstPage })}
              {unit.matches > 0 ? ` · ${LL.reader.unitMatches({ count: unit.matches })}` : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  )
}
