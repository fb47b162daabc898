import { useState } from 'react'
import { useNavigate, useRevalidator, useRouteLoaderData } from 'react-router'
import { StaffErrorPanel } from '~/components/staff/staff-error-panel'
import { Panel, StaffPage } from '~/components/staff/staff-page'
import { staffMeta } from '~/components/staff/staff-meta'
import { FormAlert } from '~/components/ui/form-field'
import { toast } from '~/components/ui/toast-store'
import type { CommunityOption } from '~/features/staff/components/community-picker'
import { CreateUserForm, type Outcome } from '~/features/staff/components/create-user-form'
import { UserList, type StaffUserJson } from '~/features/staff/components/user-list'
import type { StaffUser } from '~/features/staff/schemas'
import { detourFor, formatStaffTime, staffCall, staffLoad } from '~/lib/staff-client'
import type { Route } from './+types/users'

export const meta: Route.MetaFunction = () => staffMeta('Staff users')

// Admins only: the API answers a manager with 403, shown by the ErrorBoundary below.
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [{ users }, { communities }] = await Promise.all([
    staffLoad<{ users: StaffUserJson[] }>(request, '/api/staff/users'),
    staffLoad<{ communities: CommunityOption[] }>(request, '/api/communities'),
  ])
  return { users, communities: communities.map(({ id, name }) => ({ id, name })) }
}

/** A password shown to the admin exactly once, to hand over in person. */
type Shown = { name: string; password: string }

export default function StaffUsers({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData('routes/staff/layout') as { user: StaffUser } | undefined
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const [shown, setShown] = useState<Shown | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function call<T>(method: string, path: string, body: unknown): Promise<Outcome<T>> {
    const result = await staffCall<T>(method, path, body)
    if (!result.ok) {
      const detour = detourFor(result)
      if (detour) await navigate(detour)
      return result
    }
    await revalidator.revalidate()
    return result
  }

  async function act<T>(method: string, path: string, body: unknown): Promise<Outcome<T>> {
    setBusy(true)
    setError(null)
    const result = await call<T>(method, path, body)
    setBusy(false)
    if (!result.ok) setError(result.message)
    return result
  }

  return (
    <StaffPage
      title="Staff users"
      description="Accounts that can sign in to the back office: company staff, and board members who read their own communities. Only admins see this page."
    >
      <div className="grid gap-6">
        {shown ? (
          <div
            role="status"
            className="rounded-card border border-brand-200 bg-brand-50 p-4 text-sm text-brand-900"
          >
            <p className="font-semibold">One-time password for {shown.name}</p>
            <p className="mt-2">
              <code className="rounded bg-white px-2 py-1 font-mono text-base select-all">
                {shown.password}
              </code>
            </p>
            <p className="mt-2 text-brand-800">
              It is shown only now. Give it to them in person or by phone; they choose their own at first
              sign-in.
            </p>
          </div>
        ) : null}
        <Panel title="Add a staff member">
          <CreateUserForm
            communities={loaderData.communities}
            onCreate={async (input) => {
              const result = await call<{ user: StaffUser; generatedPassword?: string }>(
                'POST',
                '/api/staff/users',
                input,
              )
              if (result.ok) {
                setShown(
                  result.data.generatedPassword
                    ? { name: result.data.user.name, password: result.data.generatedPassword }
                    : null,
                )
                toast({ title: `${result.data.user.name} can now sign in.` })
              }
              return result
            }}
          />
        </Panel>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <UserList
          users={loaderData.users}
          communities={loaderData.communities}
          currentUserId={layout?.user.id ?? ''}
          busy={busy}
          formatTime={formatStaffTime}
          onUpdate={(id, input) => call('PATCH', `/api/staff/users/${id}`, input)}
          onSetActive={async (user, active) => {
            const result = await act('POST', `/api/staff/users/${user.id}/active`, { active })
            if (result.ok)
              toast({
                title: `${user.name} ${active ? 'can sign in again' : 'is deactivated and signed out'}.`,
              })
          }}
          onResetPassword={async (user) => {
            const result = await act<{ password: string }>('POST', `/api/staff/users/${user.id}/password`, {})
            if (result.ok) setShown({ name: user.name, password: result.data.password })
          }}
        />
      </div>
    </StaffPage>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPanel error={error} />
}
