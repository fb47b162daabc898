import { LogIn } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { DialogButton } from '~/components/dialog-button'
import { MobileMenu } from '~/components/mobile-menu'
import { NavLinks } from '~/components/nav-links'
import { buttonClasses } from '~/components/ui/button'
import { company } from '~/content/company'
import { OWNER_LOGIN_PATH } from '~/content/navigation'
import { cn } from '~/lib/cn'

export function SiteHeader() {
  const { pathname } = useLocation()
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-3 rounded-md" aria-label={`${company.fullName}, home`}>
          <BrandMark className="size-10 shrink-0" />
          <span className="leading-tight">
            <span className="block font-serif text-lg font-semibold text-brand-900">{company.name}</span>{' '}
            <span className="block text-xs font-medium tracking-wide text-muted uppercase">
              HOA Management
            </span>
          </span>
        </Link>
        <NavLinks
          label="Main"
          pathname={pathname}
          className="hidden md:block"
          listClassName="flex items-center gap-1"
          linkClassName={(active) =>
            cn(
              'rounded-md px-3 py-2 text-sm font-medium transition-colors',
              active ? 'bg-brand-50 text-brand-800' : 'text-ink hover:bg-canvas hover:text-brand-800',
            )
          }
        />
        <div className="flex items-center gap-2">
          <DialogButton
            dialog="homeowner-portal"
            pageHref={OWNER_LOGIN_PATH}
            className={buttonClasses('primary', 'sm', 'max-md:hidden')}
          >
            <LogIn aria-hidden="true" className="size-4" />
            Owner Login
          </DialogButton>
          <MobileMenu pathname={pathname} />
        </div>
      </div>
    </header>
  )
}
