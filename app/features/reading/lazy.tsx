import { lazy, Suspense } from 'react'
import type { ReaderIssue } from '#app/features/reader/issue-reader.tsx'
import type { ReaderItem } from '#app/features/reader/item-reader.tsx'
import { useI18n } from '#app/i18n.ts'

// Reading mode (issue 56) is a chunk of its own, with its fonts' declarations: the reader's pages
// load it only when `read=` asks for it, and no other page ever does.
const IssueReadingChunk = lazy(() => import('./reading-documents').then((module) => ({ default: module.IssueReading })))
const ItemReadingChunk = lazy(() => import('./reading-documents').then((module) => ({ default: module.ItemReading })))

function Loading() {
  const { LL } = useI18n()
  return (
    <p className="container reading__loading" role="status">
      {LL.readingMode.loading()}
    </p>
  )
}

export function IssueReadingMode(props: { issue: ReaderIssue; q: string; start: number; read: string; at: number }) {
  return (
    <Suspense fallback={<Loading />}>
      <IssueReadingChunk {...props} />
    </Suspense>
  )
}

export function ItemReadingMode(props: { item: ReaderItem; q: string; start: number; read: string; at: number }) {
  return (
    <Suspense fallback={<Loading />}>
      <ItemReadingChunk {...props} />
    </Suspense>
  )
}
