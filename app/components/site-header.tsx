import { LogIn } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { DialogButton } from '~/components/dialog-button'
import { MobileMenu } from '~/components/mobile-menu'
import { wideHeader } from '~/components/mobile-menu-contents'
import { NavLinks } from '~/components/nav-links'
import { buttonClasses } from '~/components/ui/button'
import { company } from '~/content/company'
import { OWNER_LOGIN_PATH } from '~/content/navigation'
import { LanguageSwitch } from '~/components/language-switch'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'

export function SiteHeader() {
  const { pathname } = useLocation()
  const t = useT('shell')
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to="/"
          className="flex items-center gap-3 rounded-md"
          aria-label={t('header.home', { company: company.fullName })}
        >
          <BrandMark className="size-10 shrink-0" />
          <span className="leading-tight">
            <span className="block font-serif text-lg font-semibold text-brand-900">{company.name}</span>{' '}
            <span className="block text-xs font-medium tracking-wide text-muted uppercase">
              {t('header.tagline')}
            </span>
          </span>
        </Link>
        <NavLinks
          label={t('header.mainNav')}
          pathname={pathname}
          className={wideHeader(t.locale).nav}
          listClassName="flex items-center gap-1"
          linkClassName={(active) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
              active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas hover:text-brand-800',
            )
          }
        />
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          <DialogButton
            dialog="homeowner-portal"
            pageHref={OWNER_LOGIN_PATH}
            className={buttonClasses('primary', 'sm', cn('whitespace-nowrap', wideHeader(t.locale).button))}
          >
            <LogIn aria-hidden="true" className="size-4" />
            {t('header.ownerLogin')}
          </DialogButton>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  )
}
