import { Menu, X } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import { useHydrated } from '~/lib/use-hydrated'
import { whenIdle } from '~/lib/when-idle'
import {
  MENU_ID,
  MenuContents,
  menuCloseClasses,
  menuPanelClasses,
  wideHeader,
  menuTitleClasses,
} from './mobile-menu-contents'

// Null when the chunk cannot be fetched (offline, or removed by a deploy since): the popover serves instead.
const loadDialog = () => import('./mobile-menu-dialog').catch(() => null)
// Rendered only once loadDialog has answered with the module, which the browser then keeps.
const MobileMenuDialog = lazy(async () => {
  const loaded = await loadDialog()
  if (!loaded) throw new Error('The menu dialog could not be loaded')
  return loaded
})

/**
 * Below the md breakpoint: a side menu with the header's links and Owner Login (spec section 2).
 *
 * Before hydration, and without JavaScript, the browser runs it as a popover: the Open menu button shows it,
 * Escape or a tap beside it hides it, and its links are plain links (issue 15: a tap is never lost). Hydrated,
 * it is a modal dialog (./mobile-menu-dialog, fetched on idle or at the first opening) that keeps focus inside,
 * returns it to the button and closes when a link is chosen; a menu opened before that stays open, as the dialog.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const t = useT('shell')
  const [open, setOpen] = useState(false)
  const [wanted, setWanted] = useState(false)
  const hydrated = useHydrated()
  const trigger = useRef<HTMLButtonElement>(null)
  const popover = useRef<HTMLDivElement>(null)

  // Hydrated: the button no longer shows the popover, and a click on it opens the dialog in its place. A menu
  // opened before stays on screen until the dialog's code is here to take over.
  useEffect(() => {
    if (!hydrated) return
    let live = true
    if (isPopoverOpen(popover.current))
      void loadDialog().then((loaded) => {
        if (!live || !loaded || !isPopoverOpen(popover.current)) return
        popover.current?.hidePopover()
        trigger.current?.click()
      })
    const cancelIdle = whenIdle(() => void loadDialog())
    return () => {
      live = false
      cancelIdle()
    }
  }, [hydrated])

  async function openMenu() {
    if (isPopoverOpen(popover.current)) return
    if (await loadDialog()) {
      setWanted(true)
      setOpen(true)
    } else popover.current?.showPopover()
  }

  // Until hydrated the button only shows the popover; the browser then says itself whether it is expanded.
  const invoker = hydrated
    ? { 'aria-haspopup': 'dialog' as const, 'aria-expanded': open, onClick: () => void openMenu() }
    : { popoverTarget: MENU_ID }
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className={cn(
          'inline-flex size-11 items-center justify-center rounded-md text-brand-900 hover:bg-canvas',
          wideHeader(t.locale).menu,
        )}
        aria-label={t('menu.open')}
        // Where popovers are missing, a tap before hydration opens the dialog once hydrated (app/lib/early-tap.ts).
        data-early-tap="menu"
        {...invoker}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      {/* Kept after hydration, closed, so the effect above finds it open if it was. */}
      <div
        ref={popover}
        id={MENU_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${MENU_ID}-title`}
        className={cn(
          menuPanelClasses(t.locale),
          'fixed inset-y-0 right-0 left-auto m-0 hidden h-full max-h-none w-[min(20rem,85vw)] p-0',
          'animate-slide-in-right backdrop:bg-brand-900/50 open:flex',
        )}
      >
        <MenuContents
          pathname={pathname}
          title={
            <h2 id={`${MENU_ID}-title`} className={menuTitleClasses}>
              {t('menu.title')}
            </h2>
          }
          close={
            <button
              type="button"
              popoverTarget={MENU_ID}
              popoverTargetAction="hide"
              className={menuCloseClasses}
              aria-label={t('menu.close')}
            >
              <X aria-hidden="true" className="size-6" />
            </button>
          }
        />
      </div>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuDialog pathname={pathname} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
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
