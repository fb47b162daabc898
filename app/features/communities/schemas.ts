import { associationTypes } from '~/content/association-types'
import { LOCALES } from '~/i18n/locales'
import { readDecimal } from '~/lib/decimal'
import { z } from '~/lib/zod'
import { emailProblem, LIMITS, textProblem } from './roll-rules'
import { QUORUM_BASES, WEIGHT_BASES } from './types'

// Payloads of /api/communities (issue 11). The back-office forms check with the same schemas.

const text = (what: string, max: number) =>
  z
    .string(`Please enter the ${what}.`)
    .trim()
    .min(1, `Please enter the ${what}.`)
    .superRefine((value, ctx) => {
      const problem = textProblem(value, max, what)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

/** An optional text: empty means "not given" (null). Only an address may run over several lines. */
const optionalText = (what: string, max: number, lines: 'one' | 'many' = 'one') =>
  z
    .string()
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine((value, ctx) => {
      const problem = value ? textProblem(value, max, what, lines) : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

// "hoa" is what people type; the stored value is the law assistant's own name for it.
const AssociationTypeSchema = z.preprocess(
  (value) => (value === 'hoa' ? 'homeowners-association' : value),
  z.enum(associationTypes, 'Choose the kind of association.'),
)

const QuorumPercentSchema = z
  .union([z.string(), z.number()], 'Enter the quorum as a percent from 0 to 100.')
  .transform((value) => String(value).trim())
  .superRefine((value, ctx) => {
    const read = readDecimal(value)
    // Places as written: the column keeps "50.000" as it is, and its check allows a scale of 2.
    const places = value.split('.')[1]?.length ?? 0
    if (!read.ok || read.value > 100_000_000n || places > 2)
      ctx.addIssue({
        code: 'custom',
        message: 'Enter the quorum as a percent from 0 to 100, with at most 2 decimal places.',
      })
  })

const CommunityFieldsSchema = z.object({
  name: text('community name', 120),
  associationType: AssociationTypeSchema,
  city: optionalText('city', 80),
  county: optionalText('county', 40),
  weightBasis: z.enum(WEIGHT_BASES, 'Choose how votes are weighted.'),
  quorumPercent: QuorumPercentSchema,
  quorumBasis: z.enum(QUORUM_BASES, 'Choose whether quorum counts units or weight.'),
  secretBallotDefault: z.boolean('Say whether ballots are secret by default (true or false).'),
  revoteAllowedDefault: z.boolean('Say whether a cast ballot may be changed (true or false).'),
  proxyValidityMonths: z
    .number('Enter how many months a proxy is valid.')
    .int('Enter a whole number of months.')
    .min(1, 'A proxy is valid for at least 1 month.')
    .max(120, 'A proxy is valid for at most 120 months.'),
})

// The defaults (Utah Code 16-6a-709(5), 16-6a-712) apply to a new community only: Zod 4 applies a
// default even inside .partial(), so a patch built from these would reset every setting it leaves out.
const { shape } = CommunityFieldsSchema
export const CommunitySettingsSchema = CommunityFieldsSchema.extend({
  weightBasis: shape.weightBasis.default('unit'),
  quorumPercent: shape.quorumPercent.default('0'),
  quorumBasis: shape.quorumBasis.default('units'),
  secretBallotDefault: shape.secretBallotDefault.default(true),
  revoteAllowedDefault: shape.revoteAllowedDefault.default(false),
  proxyValidityMonths: shape.proxyValidityMonths.default(11),
})
export type CommunitySettings = z.infer<typeof CommunitySettingsSchema>

/** A percentage roll that does not total 100 is saved only when someone says so (issue 11). */
const Acknowledge = z.boolean('Say true to accept the total.').optional()

export const CommunityPatchSchema = CommunityFieldsSchema.partial().extend({
  acknowledgeTotal: Acknowledge,
})
export type CommunityPatch = z.infer<typeof CommunityPatchSchema>

export const OwnerInputSchema = z.object({
  name: text('owner’s name', LIMITS.name),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .nullish()
    .transform((value) => (value ? value : null))
    .superRefine((value, ctx) => {
      const problem = value ? emailProblem(value) : null
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  phone: optionalText('phone number', LIMITS.phone),
  mailingAddress: optionalText('mailing address', LIMITS.mailingAddress, 'many'),
  /** Left out, the owner keeps the language stored for them (English for a new owner). */
  language: z.enum(LOCALES, 'Choose the language the owner reads: en (English) or es (Spanish).').optional(),
})
export type OwnerInput = z.infer<typeof OwnerInputSchema>

// Weights travel as decimal strings: a JSON number may already have lost digits as a float.
const WeightSchema = z.string('Send the weight as a decimal string, like "0.5".').trim()

export const UnitInputSchema = z.object({
  label: text('unit label', LIMITS.label),
  address: optionalText('address', LIMITS.address, 'many'),
  weight: WeightSchema,
  owners: z
    .array(OwnerInputSchema, 'List the unit’s owners.')
    .min(1, 'A unit needs at least one owner.')
    .max(LIMITS.ownersPerUnit, `A unit can have at most ${LIMITS.ownersPerUnit} owners.`),
  acknowledgeTotal: Acknowledge,
})
export type UnitInput = z.infer<typeof UnitInputSchema>

export const UnitPatchSchema = UnitInputSchema.partial()
export type UnitPatch = z.infer<typeof UnitPatchSchema>

export const UnitListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'Please keep the search under 100 characters.')
    // PostgreSQL text cannot hold U+0000: refused here rather than failing as a 500 in the query.
    .refine((q) => !q.includes('\u0000'), 'Please search for printable text.')
    .optional(),
  cursor: z.string().max(400).optional(),
  limit: z.coerce.number().int().min(1).max(200).optional(),
})
