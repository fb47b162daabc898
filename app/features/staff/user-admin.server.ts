import { and, asc, eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { assertRole } from './auth.server'
import { generatePassword, hashPassword } from './password.server'
import { membershipsOf, setMemberships } from './memberships.server'
import {
  BOARD_NEEDS_COMMUNITY_MESSAGE,
  ONLY_BOARD_HAS_COMMUNITIES_MESSAGE,
  type CreateStaffUser,
  type ResetStaffPassword,
  type StaffUser,
  type StaffUserRecord,
  type UpdateStaffUser,
} from './schemas'
import { endSessionsOfUser } from './sessions.server'
import {
  assertPasswordAcceptable,
  findStaffUserById,
  insertStaffUser,
  notFound,
  toStaffUserRecord,
} from './staff-users.server'

// User management is for admins only (issue 4: "a manager can do everything but manage users").

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const LAST_ADMIN_MESSAGE =
  'This is the last active admin account. Make another account an admin first, so someone can still manage users.'

/**
 * Refuses a change that would leave no active admin. The active admins' rows stay locked until the
 * transaction ends, so two admins demoting each other at once cannot both succeed.
 */
async function assertNotLastAdmin(tx: Tx, userId: string): Promise<void> {
  const admins = await tx
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(and(eq(staffUsers.role, 'admin'), eq(staffUsers.active, true)))
    .for('update')
  if (admins.length === 1 && admins[0]!.id === userId)
    throw new AppError('last_admin', 409, LAST_ADMIN_MESSAGE)
}

export async function listStaffUsers(db: Database, actor: StaffUser): Promise<StaffUserRecord[]> {
  assertRole(actor, 'admin')
  const rows = await db.select().from(staffUsers).orderBy(asc(staffUsers.name), asc(staffUsers.email))
  const memberships = await membershipsOf(
    db,
    rows.filter((row) => row.role === 'board').map((row) => row.id),
  )
  return rows.map((row) => toStaffUserRecord(row, memberships.get(row.id)))
}

/** Adds a colleague. Without a chosen password one is generated, returned once, and must be changed. */
export async function createStaffUser(
  db: Database,
  actor: StaffUser,
  input: CreateStaffUser,
): Promise<{ user: StaffUser; generatedPassword?: string }> {
  assertRole(actor, 'admin')
  // Whoever picks the password, it is the admin who knows it: the colleague replaces it at first sign-in.
  return insertStaffUser(db, { ...input, mustChangePassword: true })
}

export async function updateStaffUser(
  db: Database,
  actor: StaffUser,
  userId: string,
  input: UpdateStaffUser,
): Promise<StaffUserRecord> {
  assertRole(actor, 'admin')
  return db.transaction(async (tx) => {
    const user = await findStaffUserById(tx, userId)
    if (!user) throw notFound()
    const role = input.role ?? user.role
    if (role !== 'admin' && user.role === 'admin') await assertNotLastAdmin(tx, userId)
    if (role === 'board' && (input.communityIds ? !input.communityIds.length : user.role !== 'board'))
      throw new AppError('invalid_input', 422, BOARD_NEEDS_COMMUNITY_MESSAGE, {
        fieldErrors: { communityIds: [BOARD_NEEDS_COMMUNITY_MESSAGE] },
      })
    if (role !== 'board' && input.communityIds?.length)
      throw new AppError('invalid_input', 422, ONLY_BOARD_HAS_COMMUNITIES_MESSAGE, {
        fieldErrors: { communityIds: [ONLY_BOARD_HAS_COMMUNITIES_MESSAGE] },
      })
    const [row] = await tx
      .update(staffUsers)
      .set({ name: input.name ?? user.name, role, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, userId))
      .returning()
    // Leaving the board role ends the memberships; a board account keeps them unless new ones are given.
    if (role !== 'board') await setMemberships(tx, userId, [])
    else if (input.communityIds) await setMemberships(tx, userId, input.communityIds)
    // A change of role or communities applies at once: role and memberships are read on every request.
    const memberships = await membershipsOf(tx, [userId])
    return toStaffUserRecord(row!, memberships.get(userId))
  })
}

/** Deactivating ends every session of the account at once; reactivating lets it sign in again. */
export async function setStaffUserActive(
  db: Database,
  actor: StaffUser,
  userId: string,
  active: boolean,
): Promise<StaffUserRecord> {
  assertRole(actor, 'admin')
  return db.transaction(async (tx) => {
    const user = await findStaffUserById(tx, userId)
    if (!user) throw notFound()
    if (!active && user.active) await assertNotLastAdmin(tx, userId)
    const [row] = await tx
      .update(staffUsers)
      .set({ active, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, userId))
      .returning()
    if (!active) await endSessionsOfUser(tx, userId)
    return toStaffUserRecord(row!)
  })
}

/**
 * Sets a new password for a colleague who lost theirs: the given one or a generated one, returned once.
 * Their sessions end, and they must choose their own password at the next sign-in.
 */
export async function resetStaffUserPassword(
  db: Database,
  actor: StaffUser,
  userId: string,
  input: ResetStaffPassword,
): Promise<{ password: string; generated: boolean }> {
  assertRole(actor, 'admin')
  if (userId === actor.id)
    throw new AppError('own_account', 409, 'To change your own password, use Change password instead.')
  const user = await findStaffUserById(db, userId)
  if (!user) throw notFound()
  if (input.password !== undefined) assertPasswordAcceptable(input.password, user)
  const password = input.password ?? generatePassword()
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ passwordHash, mustChangePassword: true, updatedAt: sql`now()` })
      .where(eq(staffUsers.id, userId))
    await endSessionsOfUser(tx, userId)
  })
  return { password, generated: input.password === undefined }
}
