import type { MouseEvent, ReactNode } from 'react'
import { useDialogs, type DialogName } from '~/components/dialog-host'

type DialogButtonProps = {
  dialog: DialogName
  className?: string
  children: ReactNode
  onOpen?: () => void
  /** Where to go while the dialog is not part of the site (a later issue adds it). */
  fallbackHref?: string
  /**
   * A page of this site that holds the dialog's content (e.g. `/owner-login`). The control is then a link to it,
   * which works without JavaScript and before hydration (issue 15); once hydrated a plain click opens the dialog.
   */
  pageHref?: string
  /** Where focus returns on close when this button will be gone by then (e.g. inside a closing menu). */
  returnFocusTo?: () => HTMLElement | null
}

/**
 * A button that opens a dialog by name. Until that dialog exists it is a plain link to the same
 * destination, so it always does something real. With `pageHref` it is a link that opens the dialog.
 * Tapped before hydration, the button is clicked again once the page is interactive (app/lib/early-tap.ts).
 */
export function DialogButton({
  dialog,
  className,
  children,
  onOpen,
  fallbackHref,
  pageHref,
  returnFocusTo,
}: DialogButtonProps) {
  const { openDialog, isAvailable, preloadDialog } = useDialogs()
  const open = () => {
    onOpen?.()
    openDialog(dialog, { returnFocusTo: returnFocusTo?.() })
  }
  if (pageHref && isAvailable(dialog)) {
    return (
      <a
        href={pageHref}
        className={className}
        aria-haspopup="dialog"
        // A StaticIsland opens the dialog from this too.
        data-dialog={dialog}
        onPointerEnter={() => preloadDialog(dialog)}
        onFocus={() => preloadDialog(dialog)}
        onClick={(event) => {
          // A modified or middle click opens the page in a new tab or window, as any link's does.
          if (!isPlainClick(event)) return
          event.preventDefault()
          open()
        }}
      >
        {children}
      </a>
    )
  }
  if (!isAvailable(dialog) && (pageHref ?? fallbackHref)) {
    const href = pageHref ?? fallbackHref
    const external = /^https?:/.test(href ?? '')
    return (
      <a
        href={href}
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
      onClick={open}
    >
      {children}
    </button>
  )
}

/** A plain left click, which a dialog link answers itself (the others open a tab or a menu as usual). */
export function isPlainClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
  )
}
