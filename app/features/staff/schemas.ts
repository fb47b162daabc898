import { isUuid } from '~/lib/ids'
import { z } from '~/lib/zod'
import { PASSWORD_MAX_LENGTH, passwordProblem } from './password-policy'

/** `board`: a board member or election inspector who sees only their communities (decision 0010). */
export const STAFF_ROLES = ['admin', 'manager', 'board'] as const
export const StaffRoleSchema = z.enum(STAFF_ROLES, 'Choose admin, manager or board.')
export type StaffRole = z.infer<typeof StaffRoleSchema>
export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  manager: 'Manager',
  board: 'Board',
}

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
  /** The code emailed when a sign-in from a new address needs one (sign-in-codes.server.ts). */
  code: z
    .string('Enter the 6-digit code from the email.')
    .transform((value) => value.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'))
    .optional(),
})
export type Login = z.infer<typeof LoginSchema>

export const ChangePasswordSchema = z.object({
  currentPassword: z
    .string('Please enter your current password.')
    .min(1, 'Please enter your current password.'),
  newPassword: NewPasswordSchema,
})
export type ChangePassword = z.infer<typeof ChangePasswordSchema>

const CommunityIdsSchema = z
  .array(z.string().refine(isUuid, 'A community id is not valid.'), 'List the board member’s communities.')
  .max(500, 'That is too many communities for one account.')
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))])

export const BOARD_NEEDS_COMMUNITY_MESSAGE = 'Choose at least one community for a board account.'
export const ONLY_BOARD_HAS_COMMUNITIES_MESSAGE =
  'Only board accounts belong to communities; company staff see every community.'

/** Board accounts name their communities; staff accounts do not (they see every community). */
function checkCommunities(value: { role?: StaffRole; communityIds?: string[] }, ctx: z.RefinementCtx) {
  if (value.role === 'board' && !value.communityIds?.length)
    ctx.addIssue({ code: 'custom', path: ['communityIds'], message: BOARD_NEEDS_COMMUNITY_MESSAGE })
  if (value.role && value.role !== 'board' && value.communityIds?.length)
    ctx.addIssue({ code: 'custom', path: ['communityIds'], message: ONLY_BOARD_HAS_COMMUNITIES_MESSAGE })
}

/** An admin adds a colleague; without a password one is generated and shown to the admin once. */
export const CreateStaffUserSchema = z
  .object({
    email: StaffEmailSchema,
    name: NameSchema,
    role: StaffRoleSchema,
    password: NewPasswordSchema.optional(),
    communityIds: CommunityIdsSchema.optional(),
  })
  .superRefine(checkCommunities)
export type CreateStaffUser = z.infer<typeof CreateStaffUserSchema>

export const UpdateStaffUserSchema = z
  .object({
    name: NameSchema.optional(),
    role: StaffRoleSchema.optional(),
    communityIds: CommunityIdsSchema.optional(),
  })
  .refine(
    (v) => v.name !== undefined || v.role !== undefined || v.communityIds !== undefined,
    'Change the name, the role or the communities.',
  )
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

/** What an admin sees in the user list; `communityIds` are a board account's communities. */
export type StaffUserRecord = StaffUser & {
  communityIds: string[]
  active: boolean
  createdAt: Date
  updatedAt: Date
  lastLoginAt: Date | null
}

export const SetStaffUserActiveSchema = z.object({
  active: z.boolean('Say whether the account is active (true or false).'),
})
export type SetStaffUserActive = z.infer<typeof SetStaffUserActiveSchema>
