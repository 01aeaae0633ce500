import { useState } from 'react'

/**
 * What a visitor is typing into a field the address fills: it starts as `value` and goes back to
 * it whenever `key` changes (a navigation, Back included), so the box never shows the words of
 * another page; between navigations it is the visitor's.
 */
export function useDraft(value: string, key: string = value, initial: string = value): [string, (typed: string) => void] {
  const [typed, setTyped] = useState(initial)
  const [shownFor, setShownFor] = useState(key)
  if (shownFor !== key) {
    setShownFor(key)
    setTyped(value)
  }
  return [typed, setTyped]
}
