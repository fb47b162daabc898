import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react'
import { useToasts } from '~/components/ui/toast-store'
import { whenIdle } from '~/lib/when-idle'

// Spec section 9: shown for 5000 ms, swiped away to the right past 50 px, viewport reached with F8.
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD = 50

// A chunk that cannot be fetched (offline, or removed by a deploy since) leaves the toasts out, not the page.
// Once fetched, the list is kept here and rendered at once, in the same commit as the change that showed a
// toast, as it was before it was split off; only a toast shown before that waits for the chunk.
let loaded: ComponentType | null = null
const loadList = (): Promise<{ default: ComponentType }> =>
  import('./toast-list').then(
    (module) => ({ default: (loaded = module.default) }),
    () => ({ default: () => null }),
  )
const LazyToastList = lazy(loadList)

/**
 * The site's toasts. Their code (Radix's toast) is fetched once the page is idle, not before it hydrates (issue
 * 16): ahead of the first toast, since that may be the one saying the connection failed. The viewport is added
 * with the first toast and stays, reachable with F8.
 */
export function Toaster() {
  useEffect(() => whenIdle(() => void loadList()), [])
  const shown = useToasts().length > 0
  const [wanted, setWanted] = useState(false)
  if (shown && !wanted) setWanted(true)
  if (!wanted) return null
  if (loaded) {
    const ToastList = loaded
    return <ToastList />
  }
  return (
    <Suspense fallback={null}>
      <LazyToastList />
    </Suspense>
  )
}
