import { lazy, Suspense, useState } from 'react'
import { useToasts } from '~/components/ui/toast-store'

// Spec section 9: shown for 5000 ms, swiped away to the right past 50 px, viewport reached with F8.
export const TOAST_DURATION_MS = 5000
export const TOAST_SWIPE_THRESHOLD = 50

const ToastList = lazy(() => import('./toast-list'))

/**
 * The site's toasts. Their code (Radix's toast) is fetched with the first toast a visitor is shown, not with
 * every page (issue 16); from then on the viewport stays, reachable with F8.
 */
export function Toaster() {
  const shown = useToasts().length > 0
  const [wanted, setWanted] = useState(false)
  if (shown && !wanted) setWanted(true)
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  )
}
