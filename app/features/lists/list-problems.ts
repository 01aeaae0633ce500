/**
 * Why a list was not published, in words: the same sentences in the panel (from the route's codes)
 * and in the route's own answer (for a client that is not this site), in the visitor's language.
 */
import type { TranslationFunctions } from '#i18n/i18n-types.ts'
import { formatDate } from '#src/domain/format.ts'
import type { MemberProblem } from '#src/domain/list-view.ts'
import type { Locale } from '#src/domain/locale.ts'
import type { ListProblem } from '#src/documents/lists/publish.ts'

export function listProblemText(LL: TranslationFunctions, locale: Locale, problem: ListProblem, counts: { title: number; note: number }): string {
  const P = LL.lists.problems
  switch (problem.field) {
    case 'title':
    case 'note': {
      const field = problem.field === 'title' ? P.fieldTitle() : P.fieldNote()
      if (problem.problem === 'empty') return P.titleEmpty()
      if (problem.problem === 'markup') return P.markup({ field })
      if (problem.problem === 'control') return P.control({ field })
      return problem.field === 'title' ? P.titleTooLong({ count: counts.title, limit: problem.limit }) : P.noteTooLong({ count: counts.note, limit: problem.limit })
    }
    case 'members':
      return problem.problem === 'none' ? P.noMembers() : P.tooMany({ count: problem.count, limit: problem.limit })
    case 'asof':
      if (problem.problem === 'invalid') return P.asofInvalid()
      return problem.problem === 'future' ? P.asofFuture({ limit: formatDate(problem.limit, locale) }) : P.asofEarly({ limit: formatDate(problem.limit, locale) })
    case 'copiedFrom':
      return P.copiedFrom()
  }
}

export function memberProblemText(LL: TranslationFunctions, locale: Locale, problem: MemberProblem): string {
  const P = LL.lists.problems
  const reason =
    problem.problem === 'notYet'
      ? P.notYet({ date: problem.addedOn ? formatDate(problem.addedOn, locale) : '' })
      : { malformed: P.malformed, duplicate: P.duplicate, noDocument: P.noDocument, noUnit: P.noUnit, noPage: P.noPage }[problem.problem]()
  return P.member({ position: problem.index + 1, ref: problem.ref, reason })
}
