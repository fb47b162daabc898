import type { ReactNode } from 'react'
import { useDialogs, type DialogName } from '~/components/dialog-host'

type DialogButtonProps = {
  dialog: DialogName
  className?: string
  children: ReactNode
  onOpen?: () => void
  /** Where to go while the dialog is not part of the site (a later issue adds it). */
  fallbackHref?: string
  /** Where focus returns on close when this button will be gone by then (e.g. inside a closing menu). */
  returnFocusTo?: () => HTMLElement | null
}

/**
 * A button that opens a dialog by name. Until that dialog exists it is a plain link to the same
 * destination, so it always does something real.
 */
export function DialogButton({
  dialog,
  className,
  children,
  onOpen,
  fallbackHref,
  returnFocusTo,
}: DialogButtonProps) {
  const { openDialog, isAvailable, preloadDialog } = useDialogs()
  if (!isAvailable(dialog) && fallbackHref) {
    const external = /^https?:/.test(fallbackHref)
    return (
      <a
        href={fallbackHref}
        className={className}
        onClick={onOpen}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {children}
      </a>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-haspopup="dialog"
      // Lets a StaticIsland open the dialog from server-rendered HTML that React does not hydrate.
      data-dialog={dialog}
      onPointerEnter={() => preloadDialog(dialog)}
      onFocus={() => preloadDialog(dialog)}
      onClick={() => {
        onOpen?.()
        openDialog(dialog, { returnFocusTo: returnFocusTo?.() })
      }}
    >
      {children}
    </button>
  )
}
