import { X } from 'lucide-react'
import { Toast } from 'radix-ui'
import { dismissToast, useToasts } from '~/components/ui/toast-store'
import { cn } from '~/lib/cn'
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD } from './toaster'

/** The toasts themselves, with Radix's viewport (fetched with the first toast: see ./toaster). */
export default function ToastList() {
  const toasts = useToasts()
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD}
    >
      {toasts.map((t) => (
        <Toast.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => !open && dismissToast(t.id)}
          className={cn(
            'relative grid animate-slide-up gap-1 rounded-card border p-4 pr-10 shadow-float',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:animate-none',
            t.variant === 'destructive'
              ? 'border-rock-600 bg-rock-700 text-white'
              : 'border-line bg-white text-ink',
          )}
        >
          <Toast.Title className="font-semibold">{t.title}</Toast.Title>
          {t.description ? <Toast.Description className="text-sm">{t.description}</Toast.Description> : null}
          <Toast.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* On a phone at the top, clear of the actions at the bottom of a tall dialog; bottom right above. */}
      <Toast.Viewport
        hotkey={['F8']}
        className="fixed top-0 right-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0"
      />
    </Toast.Provider>
  )
}
