import { useState } from 'react'
import { Outlet, redirect, useNavigate, useNavigation } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { StaffHeader, type StaffNavItem } from '~/components/staff/staff-header'
import { StaffPageLoading, StaffShellLoading } from '~/components/staff/staff-loading'
import { staffMeta } from '~/components/staff/staff-meta'
import { useOpeningStaffPage, useStaffPageName } from '~/components/staff/staff-page-names'
import { STAFF_ROLE_LABELS, type StaffUser } from '~/features/staff/schemas'
import { cn } from '~/lib/cn'
import { clearToken, pageOf, passwordPath, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/layout'

export const meta: Route.MetaFunction = () => staffMeta('Back office')

// Every page under it needs a live session: the token is in localStorage, so this runs in the browser.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { user } = await staffLoad<{ user: StaffUser }>(request, '/api/election-auth/me')
  const url = new URL(request.url)
  if (user.mustChangePassword && url.pathname !== '/staff/password')
    throw redirect(passwordPath(pageOf(request)))
  const away = user.role === 'board' ? boardRedirect(url.pathname) : null
  if (away) throw redirect(away)
  return { user }
}

// A board account sees its communities, their elections and their surveys read-only and nothing else
// (issues 11, 12 and 13):
// any other page, or a page that only changes something, sends it to the nearest page it may read.
function boardRedirect(pathname: string): string | null {
  const path = pathname.replace(/\/+$/, '')
  if (['/staff/password', '/staff/communities', '/staff/elections', '/staff/surveys'].includes(path))
    return null
  const survey = /^\/staff\/surveys\/([^/]+)(\/.*)?$/.exec(path)
  if (survey) {
    if (survey[1] === 'new') return '/staff/surveys'
    return !survey[2] || survey[2] === '/preview' ? null : `/staff/surveys/${survey[1]}`
  }
  const election = /^\/staff\/elections\/([^/]+)(\/.*)?$/.exec(path)
  if (election) {
    if (election[1] === 'new') return '/staff/elections'
    return !election[2] || election[2] === '/preview' ? null : `/staff/elections/${election[1]}`
  }
  const community = /^\/staff\/communities\/([^/]+)(\/.*)?$/.exec(path)
  if (!community || community[1] === 'new') return '/staff/communities'
  const rest = community[2] ?? ''
  if (rest === '' || (/^\/units\/[^/]+$/.test(rest) && rest !== '/units/new')) return null
  return `/staff/communities/${community[1]}`
}

// Every navigation checks the session again, so a sign-out elsewhere or a new role applies at once.
export const shouldRevalidate = () => true

// The first load: the server's page and then the browser show the page's name and a spinner at once, while
// the browser checks the session and loads the page's data.
export function HydrateFallback() {
  return <StaffShellLoading title={useStaffPageName()} />
}

export default function StaffLayout({ loaderData }: Route.ComponentProps) {
  const { user } = loaderData
  const navigate = useNavigate()
  const navigation = useNavigation()
  const opening = useOpeningStaffPage()
  const [signingOut, setSigningOut] = useState(false)
  const communities: StaffNavItem = { to: '/staff/communities', label: 'Communities' }
  const elections: StaffNavItem = { to: '/staff/elections', label: 'Elections' }
  const surveys: StaffNavItem = { to: '/staff/surveys', label: 'Surveys' }
  const nav: StaffNavItem[] =
    user.role === 'board'
      ? [communities, elections, surveys]
      : [
          { to: '/staff', label: 'Inbox', end: true },
          { to: '/staff/outbox', label: 'Outbox' },
          { to: '/staff/law-questions', label: 'Law questions' },
          { to: '/staff/blog', label: 'Blog' },
          communities,
          elections,
          surveys,
          ...(user.role === 'admin'
            ? [
                { to: '/staff/users', label: 'Staff users' },
                { to: '/staff/backups', label: 'Backups' },
              ]
            : []),
        ]
  async function signOut() {
    setSigningOut(true)
    await staffCall('POST', '/api/election-auth/logout')
    clearToken()
    await navigate('/staff/login')
  }
  return (
    <div className="min-h-screen bg-canvas">
      <StaffHeader
        name={user.name}
        roleLabel={STAFF_ROLE_LABELS[user.role]}
        nav={user.mustChangePassword ? [] : nav}
        onSignOut={signOut}
        signingOut={signingOut}
      />
      <main
        id="main"
        tabIndex={-1}
        aria-busy={navigation.state === 'loading'}
        className={cn('focus:outline-none', !opening && 'aria-busy:opacity-70')}
      >
        {opening ? <StaffPageLoading title={opening} /> : <Outlet />}
      </main>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="min-h-screen bg-canvas">
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <StaffErrorPanel error={error} />
      </main>
    </div>
  )
}
