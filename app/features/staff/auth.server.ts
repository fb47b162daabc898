import type { Database } from '~/db/client.server'
import { AppError } from '~/lib/errors'
import type { StaffRole, StaffUser } from './schemas'
import { resolveSession, type StaffSession } from './sessions.server'

export const SIGN_IN_AGAIN_MESSAGE = 'Please sign in again.'
export const ROLE_FORBIDDEN_MESSAGE = 'Your role does not allow this.'
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Please choose a new password before you continue.'

// An admin can do everything a manager can (issue 4: "a manager can do everything but manage users").
// A board account ranks below both: it passes only checks that ask for `board` (decision 0010).
const RANK: Record<StaffRole, number> = { board: 0, manager: 1, admin: 2 }

/** The token of `Authorization: Bearer <token>` (the client keeps it in localStorage `election_token`). */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null
  return match?.[1] ?? null
}

export type RequireStaffOptions = {
  /**
   * The least role allowed; admins pass a manager check. Without it, `manager`: company staff only, so
   * a route must say `board` to let a board account in (it then checks the community itself).
   */
  role?: StaffRole
  /**
   * Whether a user who must still replace a password someone else set may pass. Only the endpoints
   * that let them do that (me, logout, change password) say yes.
   */
  allowPendingPasswordChange?: boolean
}

/**
 * The signed-in staff member's session, or an AppError: 401 without a live session, 403 when the role
 * is too low or a new password is due first.
 */
export async function requireStaffSession(
  request: Request,
  db: Database,
  options: RequireStaffOptions = {},
): Promise<StaffSession> {
  const token = bearerToken(request)
  const session = token ? await resolveSession(db, token) : null
  if (!session) throw new AppError('unauthenticated', 401, SIGN_IN_AGAIN_MESSAGE)
  if (session.user.mustChangePassword && !options.allowPendingPasswordChange)
    throw new AppError('password_change_required', 403, PASSWORD_CHANGE_REQUIRED_MESSAGE)
  if (RANK[session.user.role] < RANK[options.role ?? 'manager'])
    throw new AppError('forbidden', 403, ROLE_FORBIDDEN_MESSAGE)
  return session
}

/** The guard for staff routes: the signed-in user, or a 401/403 AppError (see requireStaffSession). */
export async function requireStaff(
  request: Request,
  db: Database,
  options: RequireStaffOptions = {},
): Promise<StaffUser> {
  return (await requireStaffSession(request, db, options)).user
}

/** For services that take the acting user: the same role rule as the guard. */
export function assertRole(actor: StaffUser, role: StaffRole): void {
  if (RANK[actor.role] < RANK[role]) throw new AppError('forbidden', 403, ROLE_FORBIDDEN_MESSAGE)
}
