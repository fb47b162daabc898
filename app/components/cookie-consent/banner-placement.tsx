import { useCallback, useSyncExternalStore, type ReactNode } from 'react'
import { createPortal } from 'react-dom'

/**
 * The notice slot of the dialog that is open, if any (components/ui/dialog.tsx). A modal dialog makes the
 * rest of the page inert: a banner floating over it could be neither clicked nor reached by keyboard, and
 * on a phone it covered the dialog's actions (issue 15). So while a dialog is open the banner is shown in
 * the dialog's own flow, and floats again once it closes.
 */
export function useOpenDialogSlot(watching: boolean): HTMLElement | null {
  // Watched only while the banner shows: every change to the page would otherwise run the lookup.
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!watching) return () => {}
      const observer = new MutationObserver(onChange)
      observer.observe(document.body, { childList: true, subtree: true })
      return () => observer.disconnect()
    },
    [watching],
  )
  const lastSlot = useCallback(() => {
    if (!watching) return null
    const slots = document.querySelectorAll<HTMLElement>('[data-dialog-notice-slot]')
    return slots[slots.length - 1] ?? null
  }, [watching])
  return useSyncExternalStore(subscribe, lastSlot, noSlotOnServer)
}

const noSlotOnServer = () => null

export function BannerPlacement({ slot, children }: { slot: HTMLElement | null; children: ReactNode }) {
  return slot ? createPortal(children, slot) : children
}
