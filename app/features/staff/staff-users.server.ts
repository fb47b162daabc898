import { eq, sql } from 'drizzle-orm'
import type { Database } from '~/db/client.server'
import { staffUsers } from '~/db/schema'
import { AppError } from '~/lib/errors'
import { isUuid } from '~/lib/ids'
import { setMemberships } from './memberships.server'
import { generatePassword, hashPassword } from './password.server'
import { passwordProblem, personalWords } from './password-policy'
import type { CreateStaffUser, StaffUser, StaffUserRecord } from './schemas'

export type StaffUserRow = typeof staffUsers.$inferSelect

export function toStaffUser(row: StaffUserRow): StaffUser {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    mustChangePassword: row.mustChangePassword,
  }
}

export function toStaffUserRecord(row: StaffUserRow, communityIds: string[] = []): StaffUserRecord {
  return {
    ...toStaffUser(row),
    communityIds,
    active: row.active,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastLoginAt: row.lastLoginAt,
  }
}

export async function findStaffUserByEmail(db: Database, email: string): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .select()
    .from(staffUsers)
    .where(eq(sql`lower(${staffUsers.email})`, email.trim().toLowerCase()))
  return row
}

export async function findStaffUserById(db: Database, id: string): Promise<StaffUserRow | undefined> {
  if (!isUuid(id)) return undefined
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id))
  return row
}

export function notFound(): AppError {
  return new AppError('staff_user_not_found', 404, 'There is no staff account with that id.')
}

/** The password rules plus "not your own name or email", as a 422 on the password field. */
export function assertPasswordAcceptable(password: string, owner: { email: string; name: string }): void {
  const problem = passwordProblem(password, personalWords(owner))
  if (problem) throw new AppError('weak_password', 422, problem, { fieldErrors: { password: [problem] } })
}

/**
 * Adds an account with the given password, or a generated one that is returned once for the person
 * creating it. Who may do this is the caller's business (the CLI, first start, an admin).
 */
export async function insertStaffUser(
  db: Database,
  input: CreateStaffUser & { mustChangePassword?: boolean },
): Promise<{ user: StaffUser; generatedPassword?: string }> {
  if (input.password !== undefined) assertPasswordAcceptable(input.password, input)
  const generatedPassword = input.password === undefined ? generatePassword() : undefined
  const password = input.password ?? generatedPassword!
  const passwordHash = await hashPassword(password)
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(staffUsers)
      .values({
        email: input.email.trim().toLowerCase(),
        name: input.name.trim(),
        role: input.role,
        passwordHash,
        mustChangePassword: input.mustChangePassword ?? false,
      })
      .onConflictDoNothing()
      .returning()
    if (!inserted)
      throw new AppError('email_taken', 409, 'A staff account with this email already exists.', {
        fieldErrors: { email: ['A staff account with this email already exists.'] },
      })
    if (input.role === 'board') await setMemberships(tx, inserted.id, input.communityIds ?? [])
    return inserted
  })
  return { user: toStaffUser(row), generatedPassword }
}
