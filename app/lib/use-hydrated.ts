import { useSyncExternalStore } from 'react'

const noChanges = () => () => {}

/**
 * False in the server's HTML and while React hydrates it, true from then on. A control that does nothing until
 * React runs (a chat box whose Enter would be lost) is rendered disabled until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  )
}
