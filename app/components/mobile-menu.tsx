import { LogIn, Menu, X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { useRef, useState } from 'react'
import { Link } from 'react-router'
import { DialogButton } from '~/components/dialog-button'
import { buttonClasses } from '~/components/ui/button'
import { externalLinks } from '~/content/company'
import { headerLinks, isNavActive } from '~/content/navigation'
import { cn } from '~/lib/cn'

/** Below the md breakpoint: a side menu with the header's links and Owner Login (spec section 2). */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  return (
    <DialogPrimitive.Root open={open} onOpenChange={setOpen}>
      <DialogPrimitive.Trigger
        ref={trigger}
        className="inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-canvas md:hidden"
        aria-label="Open menu"
      >
        <Menu aria-hidden="true" className="size-6" />
      </DialogPrimitive.Trigger>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 animate-fade-in bg-brand-900/50 md:hidden" />
        <DialogPrimitive.Content
          className="fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] animate-slide-in-right flex-col bg-white shadow-float focus:outline-none md:hidden"
          aria-describedby={undefined}
        >
          <div className="flex h-16 items-center justify-between border-b border-line px-4">
            <DialogPrimitive.Title className="font-serif text-lg font-semibold text-brand-900">
              Menu
            </DialogPrimitive.Title>
            <DialogPrimitive.Close
              className="inline-flex size-11 items-center justify-center rounded-md hover:bg-canvas"
              aria-label="Close menu"
            >
              <X aria-hidden="true" className="size-6" />
            </DialogPrimitive.Close>
          </div>
          <nav aria-label="Mobile" className="flex-1 overflow-y-auto p-4">
            <ul className="space-y-1">
              {headerLinks.map((link) => {
                const active = isNavActive(pathname, link.href)
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      onClick={() => setOpen(false)}
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
              fallbackHref={externalLinks.ownerPortal}
              onOpen={() => setOpen(false)}
              returnFocusTo={() => trigger.current}
              className={buttonClasses('primary', 'md', 'w-full')}
            >
              <LogIn aria-hidden="true" className="size-4" />
              Owner Login
            </DialogButton>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
