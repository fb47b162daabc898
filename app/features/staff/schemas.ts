import { z } from '~/lib/zod'
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy'

export const STAFF_ROLES = ['admin', 'manager'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose admin or manager.')
export type StaffRole = z.infer<typeof StaffRoleSchema>

/** Emails are compared trimmed and lower-cased everywhere, so "Ann@X.com " and "ann@x.com" are one account. */
export const StaffEmailSchema = z
  .string('Please enter your email address.')
  .trim()
  .toLowerCase()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address.'))

const NameSchema = z
  .string('Please enter a name.')
  .trim()
  .min(1, 'Please enter a name.')
  .max(120, 'Please keep the name under 120 characters.')
  // PostgreSQL text cannot hold a NUL (found by fuzzing: it was a 500), and no name needs control characters.
  .refine((name) => !/\p{Cc}/u.test(name), 'Please use only printable characters in the name.')

/** A password someone is choosing now: the policy of password-policy.ts. */
export const NewPasswordSchema = z.string('Please enter a password.').superRefine((value, ctx) => {
  const problem = passwordProblem(value)
  if (problem) ctx.addIssue({ code: 'custom', message: problem })
})

export const LoginSchema = z.object({
  email: StaffEmailSchema,
  // Any stored password may be typed here; the policy applies when one is chosen, not when one is used.
  password: z
    .string('Please enter your password.')
    .min(1, 'Please enter your password.')
    .max(PASSWORD_MAX_LENGTH * 4, 'That password is too long.'),
})
export type Login = z.infer<typeof LoginSchema>

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string('Please enter your current password.')
    .min(1, 'Please enter your current password.'),
  newPassword: NewPasswordSchema,
})
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

/** An admin adds a colleague; without a password one is generated and shown to the admin once. */
export const CreateStaffUserSchema = z.object({
  email: StaffEmailSchema,
  name: NameSchema,
  role: StaffRoleSchema,
  password: NewPasswordSchema.optional(),
})
export type CreateStaffUser = z.infer<typeof CreateStaffUserSchema>

export const UpdateStaffUserSchema = z
  .object({ name: NameSchema.optional(), role: StaffRoleSchema.optional() })
  .refine((v) => v.name !== undefined || v.role !== undefined, 'Change the name, the role or both.')
export type UpdateStaffUser = z.infer<typeof UpdateStaffUserSchema>

export const ResetStaffPasswordSchema = z.object({ password: NewPasswordSchema.optional() })
export type ResetStaffPassword = z.infer<typeof ResetStaffPasswordSchema>

/** What a signed-in staff member's client sees of an account. */
export type StaffUser = {
  id: string
  email: string
  name: string
  role: StaffRole
  /** The password was set by someone else (first start, an admin's reset): choose a new one first. */
  mustChangePassword: boolean
}

/** What an admin sees in the user list. */
export type StaffUserRecord = StaffUser & {
  active: boolean
  createdAt: Date
  updatedAt: Date
  lastLoginAt: Date | null
}

export const SetStaffUserActiveSchema = z.object({
  active: z.boolean('Say whether the account is active (true or false).'),
})
export type SetStaffUserActive = z.infer<typeof SetStaffUserActiveSchema>
