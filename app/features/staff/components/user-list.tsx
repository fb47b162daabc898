import { Button } from '~/components/ui/button'
import { cn } from '~/lib/cn'
import { STAFF_ROLE_LABELS, type StaffUserRecord } from '../schemas'
import type { CommunityOption } from './community-picker'
import type { Outcome } from './create-user-form'
import { EditUserDialog } from './edit-user-dialog'

export type StaffUserJson = Omit<StaffUserRecord, 'createdAt' | 'updatedAt' | 'lastLoginAt'> & {
  createdAt: string
  lastLoginAt: string | null
}

type UserListProps = {
  users: StaffUserJson[]
  communities: readonly CommunityOption[]
  currentUserId: string
  busy: boolean
  formatTime: (iso: string) => string
  onUpdate: (id: string, input: unknown) => Promise<Outcome<unknown>>
  onSetActive: (user: StaffUserJson, active: boolean) => void
  onResetPassword: (user: StaffUserJson) => void
}

/** Every staff account with what an admin can do to it; your own account is changed elsewhere. */
export function UserList({
  users,
  communities,
  currentUserId,
  busy,
  formatTime,
  onUpdate,
  onSetActive,
  onResetPassword,
}: UserListProps) {
  return (
    <ul
      className="divide-y divide-line overflow-hidden rounded-card border border-line bg-white shadow-card"
      aria-label="Staff accounts"
    >
      {users.map((user) => {
        const self = user.id === currentUserId
        return (
          <li
            key={user.id}
            className={cn(
              'grid gap-3 p-4 md:grid-cols-[minmax(0,1fr)_auto] md:items-center',
              !user.active && 'bg-canvas',
            )}
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink">{user.name}</span>
                <span className="rounded-full border border-brand-200 bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {STAFF_ROLE_LABELS[user.role]}
                </span>
                {!user.active ? (
                  <span className="rounded-full border border-line bg-white px-2 py-0.5 text-xs font-semibold text-muted">
                    Deactivated
                  </span>
                ) : null}
                {user.mustChangePassword && user.active ? (
                  <span className="text-xs text-muted">Must choose a new password</span>
                ) : null}
              </p>
              <p className="mt-0.5 text-sm break-all text-muted">{user.email}</p>
              {user.role === 'board' ? (
                <p className="mt-0.5 text-sm text-ink">
                  Communities:{' '}
                  {communities
                    .filter((c) => user.communityIds.includes(c.id))
                    .map((c) => c.name)
                    .join(', ') || 'none'}
                </p>
              ) : null}
              <p className="mt-0.5 text-xs text-muted">
                {user.lastLoginAt ? `Last signed in ${formatTime(user.lastLoginAt)}` : 'Never signed in'}
              </p>
            </div>
            {self ? (
              <p className="text-sm text-muted">This is you</p>
            ) : (
              <div className="flex flex-wrap gap-2">
                <EditUserDialog
                  user={user}
                  communities={communities}
                  onSave={(input) => onUpdate(user.id, input)}
                />
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => onResetPassword(user)}
                  aria-label={`Reset password of ${user.name}`}
                >
                  Reset password
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => onSetActive(user, !user.active)}
                  aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${user.name}`}
                >
                  {user.active ? 'Deactivate' : 'Reactivate'}
                </Button>
              </div>
            )}
          </li>
        )
      })}
    </ul>
  )
}
