import { LogOut } from 'lucide-react'
import { Link, NavLink } from 'react-router'
import { BrandMark } from '~/components/brand-mark'
import { company } from '~/content/company'
import { cn } from '~/lib/cn'

export type StaffNavItem = { to: string; label: string; end?: boolean }

type StaffHeaderProps = {
  name: string
  roleLabel: string
  nav: readonly StaffNavItem[]
  onSignOut: () => void
  signingOut?: boolean
}

/** The back office's compact header: who is signed in, where they can go, and signing out. */
export function StaffHeader({ name, roleLabel, nav, onSignOut, signingOut }: StaffHeaderProps) {
  return (
    <header className="border-b border-brand-900 bg-brand-800 text-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3 sm:px-6">
        <StaffBrand />
        <nav aria-label="Back office" className="order-last w-full sm:order-none sm:w-auto">
          <ul className="flex flex-wrap gap-1">
            {nav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    cn(
                      'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold',
                      isActive ? 'bg-white text-brand-800' : 'text-white hover:bg-brand-700',
                    )
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-3 text-sm">
          <p className="text-right leading-tight">
            <span className="block font-semibold">{name}</span>
            <span className="block text-xs text-brand-100">
              {roleLabel} ·{' '}
              <Link to="/staff/password" className="underline underline-offset-2 hover:text-white">
                Change password
              </Link>
            </span>
          </p>
          <button
            type="button"
            onClick={onSignOut}
            disabled={signingOut}
            className="inline-flex h-9 items-center gap-2 rounded-md border border-brand-300 px-3 font-semibold hover:bg-brand-700 disabled:opacity-60"
          >
            <LogOut aria-hidden="true" className="size-4" />
            Sign out
          </button>
        </div>
      </div>
    </header>
  )
}

function StaffBrand() {
  return (
    <p className="flex items-center gap-2 font-semibold">
      <BrandMark className="size-8" />
      <span>
        {company.name} <span className="font-normal text-brand-100">Staff</span>
      </span>
    </p>
  )
}

/** The header while the signed-in account is still being checked (a page's first load): the brand alone. */
export function StaffHeaderPending() {
  return (
    <header className="border-b border-brand-900 bg-brand-800 text-white">
      <div className="mx-auto flex min-h-15 max-w-7xl items-center px-4 py-3 sm:px-6">
        <StaffBrand />
      </div>
    </header>
  )
}
