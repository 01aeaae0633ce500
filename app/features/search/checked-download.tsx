import { type MouseEvent, type ReactNode, useState } from 'react'
import * as v from 'valibot'
import type { Locale } from '#src/domain/locale.ts'

/** /api/export-check's answer. */
const CHECK = v.object({ refused: v.nullable(v.string()) })

/**
 * Downloads that may be refused (issue 53): an export past the visitor's allowance answers 429,
 * which a browser shows only as a broken file in its downloads. With JavaScript the page asks first
 * (/api/export-check, which counts nothing) and, when the answer is no, says why where the link is,
 * in the visitor's language; when it is yes, the browser downloads the file as it would from the
 * link itself (streamed to disk, its name from the server). Without JavaScript, or a modified
 * click, the link is an ordinary download.
 */
export function useCheckedDownloads(locale: Locale) {
  const [refusal, setRefusal] = useState('')
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const link = event.currentTarget
    const download = () => {
      setRefusal('')
      const copy = document.createElement('a')
      copy.href = link.href
      copy.download = link.download
      copy.click()
    }
    void fetch(`/api/export-check?locale=${locale}`, { cache: 'no-store' })
      .then(async (answer) => {
        const check = v.safeParse(CHECK, await answer.json())
        if (check.success && check.output.refused) setRefusal(check.output.refused)
        else download()
      })
      // The check could not be asked: the download tries for itself.
      .catch(download)
  }
  return { onClick, refusal }
}

/** Where a refused download says why: present from the start, so that a screen reader hears it. */
export function DownloadRefusal({ refusal }: { refusal: string }): ReactNode {
  return (
    <p className={refusal ? 'notice export-links__refused' : 'visually-hidden'} role="alert">
      {refusal}
    </p>
  )
}
