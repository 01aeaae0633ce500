import { useCallback } from 'react'
import { issueSegment, shownDate } from '#src/domain/issue-path.ts'
import { formatDate } from '#src/domain/format.ts'
import { useI18n } from '#app/i18n.ts'
import { issueTarget, itemTarget } from '#app/ui/targets.ts'
import type { ReaderIssue } from '#app/features/reader/issue-reader.tsx'
import type { ReaderItem } from '#app/features/reader/item-reader.tsx'
import { useSearchReturn } from '#app/features/reader/search-return.tsx'
import { ReadingMode } from './reading-mode'

/** Reading mode of an issue: its pages and articles, its address (issue 56). */
export function IssueReading({ issue, q, start, read, at }: { issue: ReaderIssue; q: string; start: number; read: string; at: number }) {
  const { locale, LL } = useI18n()
  const { carry } = useSearchReturn(q)
  const { id } = issue.periodical
  const link = useCallback(
    (reading: { read?: string; at?: number }, hash?: string) => issueTarget(id, issue.date, issue.edition, { ...carry, start, ...reading }, hash),
    // The carried words and way back are strings: named by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, issue.date, issue.edition, carry.q, carry.back, start],
  )
  return (
    <ReadingMode
      document={{ kind: 'issue', paperid: id, issue: issueSegment(issue.date, issue.edition) }}
      heading={LL.reader.issueOf({ title: issue.periodical.title, date: formatDate(shownDate(issue.date, issue.datePrecision), locale) })}
      languages={issue.languages}
      pages={issue.pages}
      units={issue.units}
      read={read}
      at={at}
      link={link}
    />
  )
}

/** Reading mode of a book, manuscript, poster or postcard. */
export function ItemReading({ item, q, start, read, at }: { item: ReaderItem; q: string; start: number; read: string; at: number }) {
  const { carry } = useSearchReturn(q)
  const link = useCallback(
    (reading: { read?: string; at?: number }, hash?: string) => itemTarget(item.type, item.id, { ...carry, start, ...reading }, hash),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [item.type, item.id, carry.q, carry.back, start],
  )
  return <ReadingMode document={{ kind: 'item', id: item.id }} heading={item.title} languages={item.languages} pages={item.pages} units={item.units} read={read} at={at} link={link} />
}
