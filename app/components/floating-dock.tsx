import { useEffect, type ReactNode } from 'react'
import { useToasts } from '~/components/ui/toast-store'
import { cn } from '~/lib/cn'
import { revealFocus } from '~/lib/focus-clear'

/** One floating button of the dock: a round icon on a phone, a labelled pill from the sm breakpoint. */
export const dockButtonClass =
  'flex h-(--dock-size) items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold text-white shadow-float max-sm:w-(--dock-size) max-sm:px-0'

/**
 * The floating buttons (Provide Feedback, chat), bottom right on every page, in the band at the bottom of the
 * window that the page keeps clear (app.css, --floating-space): above the cookie banner while it spans the
 * window, and above a toast, which shows bottom right from the sm breakpoint. A control that takes the focus
 * under that band is moved clear of it (lib/focus-clear.ts).
 */
export function FloatingDock({ children }: { children: ReactNode }) {
  const toastOpen = useToasts().some((t) => t.open)
  useEffect(() => {
    document.addEventListener('focusin', revealFocus)
    return () => document.removeEventListener('focusin', revealFocus)
  }, [])
  return (
    <div
      data-floating
      className={cn(
        'fixed right-4 bottom-(--dock-bottom) z-40 flex items-end gap-2 transition-[bottom] print:hidden',
        toastOpen && 'sm:bottom-[max(var(--dock-bottom),8rem)]',
      )}
    >
      {children}
    </div>
  )
}
