import { useSyncExternalStore } from 'react'

/** Whether hydration has happened (false on the server and during hydration). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  )
}
