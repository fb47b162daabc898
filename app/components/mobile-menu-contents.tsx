import { LogIn } from 'lucide-react'
import type { ReactNode } from 'react'
import { DialogButton } from '~/components/dialog-button'
import { NavLinks } from '~/components/nav-links'
import { buttonClasses } from '~/components/ui/button'
import { OWNER_LOGIN_PATH } from '~/content/navigation'
import { useT } from '~/i18n/i18n-provider'
import { DEFAULT_LOCALE, type Locale } from '~/i18n/locales'
import { cn } from '~/lib/cn'

export const MENU_ID = 'mobile-menu'
/**
 * Where the header's own links take over from the menu: from md in English; from xl in a language whose labels
 * (and their "EN" marks, since the linked pages are English) need more room than a tablet's bar has.
 */
export const wideHeader = (locale: Locale) =>
  locale === DEFAULT_LOCALE
    ? { menu: 'md:hidden', nav: 'hidden md:block', button: 'max-md:hidden' }
    : { menu: 'xl:hidden', nav: 'hidden xl:block', button: 'max-xl:hidden' }
export const menuPanelClasses = (locale: Locale) =>
  cn('flex-col bg-white text-ink shadow-float', wideHeader(locale).menu)
export const menuTitleClasses = 'font-serif text-lg font-semibold text-brand-900'
export const menuCloseClasses = 'inline-flex size-11 items-center justify-center rounded-md hover:bg-canvas'

/** The mobile menu's title bar, links and Owner Login: the same in the popover and in the dialog. */
export function MenuContents({
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
  const t = useT('shell')
  return (
    <>
      <div className="flex h-16 items-center justify-between border-b border-line px-4">
        {title}
        {close}
      </div>
      <NavLinks
        label={t('header.mobileNav')}
        pathname={pathname}
        className="flex-1 overflow-y-auto p-4"
        listClassName="space-y-1"
        onChoose={onChoose}
        linkClassName={(active) =>
          cn(
            'block rounded-md px-3 py-3 text-base font-medium',
            active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas',
          )
        }
      />
      <div className="border-t border-line p-4">
        <DialogButton
          dialog="homeowner-portal"
          pageHref={OWNER_LOGIN_PATH}
          onOpen={onChoose}
          returnFocusTo={returnFocusTo}
          className={buttonClasses('primary', 'md', 'w-full')}
        >
          <LogIn aria-hidden="true" className="size-4" />
          {t('header.ownerLogin')}
        </DialogButton>
      </div>
    </>
  )
}
