import { X } from 'lucide-react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import type { RefObject } from 'react'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import {
  MenuContents,
  menuCloseClasses,
  menuPanelClasses,
  menuTitleClasses,
  wideHeader,
} from './mobile-menu-contents'

/**
 * The hydrated mobile menu: a modal dialog that keeps focus inside, returns it to the Open menu button and
 * closes when a link is chosen. Its code (Radix's dialog) is fetched when the page is idle or the menu is first
 * opened, whichever comes first (issue 16).
 */
export default function MobileMenuDialog({
  pathname,
  open,
  onOpenChange,
  trigger,
}: {
  pathname: string
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: RefObject<HTMLButtonElement | null>
}) {
  const t = useT('shell')
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          className={cn('fixed inset-0 z-50 animate-fade-in bg-brand-900/50', wideHeader(t.locale).menu)}
        />
        <DialogPrimitive.Content
          className={cn(
            menuPanelClasses(t.locale),
            'fixed inset-y-0 right-0 z-50 flex w-[min(20rem,85vw)] animate-slide-in-right focus:outline-none',
          )}
          aria-describedby={undefined}
          // The button that opened it is outside Radix's dialog, so focus is handed back here.
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            trigger.current?.focus()
          }}
        >
          <MenuContents
            pathname={pathname}
            onChoose={() => onOpenChange(false)}
            returnFocusTo={() => trigger.current}
            title={
              <DialogPrimitive.Title className={menuTitleClasses}>{t('menu.title')}</DialogPrimitive.Title>
            }
            close={
              <DialogPrimitive.Close className={menuCloseClasses} aria-label={t('menu.close')}>
                <X aria-hidden="true" className="size-6" />
              </DialogPrimitive.Close>
            }
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  )
}
