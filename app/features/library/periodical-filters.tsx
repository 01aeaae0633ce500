import { PERIODICAL_SORTS, type PeriodicalListState, parsePeriodicalListState } from '#src/domain/periodical-list.ts'
import { periodicalListOptions } from '#src/domain/list-order.ts'
import type { PeriodicalSummary } from '#src/domain/library-views.ts'
import { useI18n } from '#app/i18n.ts'
import { periodicalListTarget } from '#app/ui/targets.ts'
import { ListFilters } from './list-filters'

/** The periodicals list's filters: first letter, type, language, and the sort. */
export function PeriodicalFilters({ state, periodicals }: { state: PeriodicalListState; periodicals: PeriodicalSummary[] }) {
  const { LL } = useI18n()
  const options = periodicalListOptions(periodicals)
  const href = (patch: Partial<PeriodicalListState>) => periodicalListTarget({ ...state, ...patch })
  return (
    <ListFilters
      action="/periodicals"
      letter={state.letter}
      lang={state.lang}
      sort={state.sort}
      letters={options.letters}
      languages={options.languages}
      sorts={PERIODICAL_SORTS.map((sort) => ({ value: sort, label: LL.periodicalList.sorts[sort]() }))}
      groups={[
        {
          label: LL.periodicalList.byType(),
          title: LL.periodicalList.type(),
          current: state.type,
          choices: options.types.map((type) => ({ value: type, label: LL.library.types[type]() })),
          href: (type) => href({ type: parsePeriodicalListState({ type }).type }),
        },
      ]}
      hidden={{ letter: state.letter, lang: state.lang, type: state.type }}
      href={href}
      sortTarget={(sort, latest) => periodicalListTarget({ ...parsePeriodicalListState(latest), sort: parsePeriodicalListState({ sort }).sort })}
    />
  )
}
