import { LogIn, Menu, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Link } from 'react-router'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { headerLinks, isNavActive, OWNER_LOGIN_PATH } from '~/content/navigation'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'

const POPOVER_ID = 'mobile-menu'
const panelClasses = 'flex-col bg-white text-ink shadow-float md:hidden'
const titleClasses = 'font-serif text-lg font-semibold text-brand-900'
const closeClasses = 'inline-flex size-11 items-center justify-center rounded-md hover:bg-canvas'

/**
 * Below the md breakpoint: a side menu with the header's links and Owner Login (spec section 2).
 *
 * Before hydration, and without JavaScript, the browser runs it as a popover: the Open menu button shows it,
 * Escape or a tap beside it hides it, and its links are plain links (issue 15: a tap is never lost). Hydrated,
 * it is a modal dialog that keeps focus inside, returns it to the button and closes when a link is chosen; a
 * menu opened before that stays open, as the dialog.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const hydrated = useHydrated()
  const trigger = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)

  // Hydrated: the button no longer shows the popover, and a click on it opens the dialog in its place.
  useEffect(() => {
    if (!hydrated || !isPopoverOpen(popover.current)) return
    popover.current?.hidePopover()
    trigger.current?.click()
  }, [hydrated])

  // Until hydrated the button only shows the popover; the browser then says itself whether it is expanded.
  const popoverInvoker = hydrated
    ? {}
    : { popoverTarget: POPOVER_ID, 'aria-expanded': undefined, 'aria-controls': undefined }
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        ref={trigger}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-canvas md:hidden"
        aria-label="Open menu"
        // Where popovers are missing, a tap before hydration opens the dialog once hydrated (app/lib/early-tap.ts).
        data-early-tap="menu"
        {...popoverInvoker}
      >
        <Menu aria-hidden="true" className="size-6" />
      </DialogPrimitive.Trigger>
      {/* Kept after hydration, closed, so the effect above finds it open if it was. */}
      <div
        ref={popover}
        id={POPOVER_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${POPOVER_ID}-title`}
        className={cn(
          panelClasses,
          'fixed inset-y-0 right-0 left-auto m-0 hidden h-full max-h-none w-[min(20rem,85vw)] p-0',
          'animate-slide-in-right backdrop:bg-brand-900/50 open:flex',
        )}
      >
        <MenuContents
          pathname={pathname}
          title={
            <h2 id={`${POPOVER_ID}-title`} className={titleClasses}>
              Menu
            </h2>
          }
          close={
            <button
              type="button"
              popoverTarget={POPOVER_ID}
              popoverTargetAction="hide"
              className={closeClasses}
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          }
        />
      </div>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-brand-900/50 md:hidden" />
        <DialogPrimitive.Content
          className={cn(
            panelClasses,
            'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] animate-slide-in-right focus:outline-none',
          )}
          aria-describedby={undefined}
        >
          <MenuContents
            pathname={pathname}
            onChoose={() => setOpen(false)}
            returnFocusTo={() => trigger.current}
            title={<DialogPrimitive.Title className={titleClasses}>Menu</DialogPrimitive.Title>}
            close={
              <DialogPrimitive.Close className={closeClasses} aria-label="Close menu">
                <X aria-hidden="true" className="size-6" />
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}

function MenuContents({
  pathname,
  title,
  close,
  onChoose,
  returnFocusTo,
}: {
  pathname: string
  title: ReactNode
  close: ReactNode
  onChoose?: () => void
  returnFocusTo?: () => HTMLElement | null
}) {
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        {title}
        {close}
      </div>
      <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-4">
        <ul className="space-y-1">
          {headerLinks.map((link) => {
            const active = isNavActive(pathname, link.href)
            return (
              <li key={link.href}>
                <Link
                  to={link.href}
                  onClick={onChoose}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'block rounded-md px-3 py-3 text-base font-medium',
                    active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            )
          })}
        </ul>
      </nav>
      <div className="border-t border-line p-4">
        <DialogButton
          dialog="homeowner-portal"
          pageHref={OWNER_LOGIN_PATH}
          onOpen={onChoose}
          returnFocusTo={returnFocusTo}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          <LogIn aria-hidden="true" className="size-4" />
          Owner Login
        </DialogButton>
      </div>
    </>
  )
}

function isPopoverOpen(element: HTMLElement | null): boolean {
  try {
    return Boolean(element?.matches(':popover-open'))
  } catch {
    // A browser without popovers does not know the selector; its menu was never open.
    return false
  }
}
