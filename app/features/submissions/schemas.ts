import { z } from 'zod'
import { BOARD_POSITIONS, QUOTE_QUESTIONS } from './quote-questions'

// One schema per payload (STYLE.md rule 3): the forms use them for hints, the endpoints re-parse them as
// the authority. Messages are sentences a visitor can act on; they come back as `fieldErrors`.

/**
 * A field people never see (hidden from view and from assistive technology). Bots fill it in; a
 * submission carrying it is answered like a success and stored nowhere.
 */
export const HONEYPOT_FIELD = 'company_website'

const text = (label: string, max: number) =>
  z
    .string(`Please enter ${label}.`)
    .trim()
    .min(1, `Please enter ${label}.`)
    .max(max, `Please keep ${label} under ${max} characters.`)

/** Optional text: blank or missing becomes undefined. */
const optionalText = (label: string, max: number) =>
  z
    .string(`${label} must be text.`)
    .trim()
    .max(max, `Please keep ${label} under ${max} characters.`)
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined))

export const EmailSchema = z
  .string('Please enter your email address.')
  .trim()
  .min(1, 'Please enter your email address.')
  .max(254, 'That email address is too long.')
  .pipe(z.email('Please enter a valid email address, like name@example.com.'))

const optionalEmail = z
  .string('Email must be text.')
  .trim()
  .max(254, 'That email address is too long.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined))
  .pipe(z.email('Please enter a valid email address, like name@example.com.').optional())

/** 7 to 15 digits once spaces, dashes, dots, brackets and a leading + are set aside. */
export const PhoneSchema = text('your phone number', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\d{7,15})$/.test(value.replace(/\D/g, '')),
  'Please enter a phone number with 7 to 15 digits, like 801-555-0100.',
)

const optionalPhone = z
  .string('Phone must be text.')
  .trim()
  .max(30, 'Please keep the phone number under 30 characters.')
  .optional()
  .nullable()
  .transform((value) => (value ? value : undefined))
  .refine(
    (value) => value === undefined || /^\+?[\d\s().-]{7,30}$/.test(value),
    'Please enter a phone number with 7 to 15 digits, like 801-555-0100.',
  )

const count = (label: string, max: number) =>
  z
    .number(`${label} must be a whole number.`)
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be ${max} or less.`)

// Spec section 3 "Feedback"; section 5: a rating of 1 to 5 must be chosen.
export const FeedbackSchema = z.object({
  rating: z
    .number('Please choose a rating from 1 to 5 stars.')
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  comments: optionalText('your comments', 4000),
  email: optionalEmail,
})
export type Feedback = z.infer<typeof FeedbackSchema>

// Spec section 3 "Management proposal" and section 5 "Consultation form".
export const ManagementProposalSchema = z.object({
  name: text('your name', 120),
  email: EmailSchema,
  city: text('the community name and location', 200),
  units: count('Units', 100_000).default(0),
  age: optionalText('the current management company', 200),
  goals: text('your phone number and concerns', 5000),
})
export type ManagementProposal = z.infer<typeof ManagementProposalSchema>

export const ContactSchema = z.object({
  name: text('your name', 120),
  email: EmailSchema,
  phone: optionalPhone,
  community: optionalText('the community name', 200),
  message: text('a message', 5000),
})
export type Contact = z.infer<typeof ContactSchema>

type QuestionId = (typeof QUOTE_QUESTIONS)[number]['id']
const answerShape = Object.fromEntries(
  QUOTE_QUESTIONS.map((q) => [
    q.id,
    z.enum(q.options.map((o) => o.value) as [string, ...string[]], `Please answer "${q.label}"`),
  ]),
) as Record<QuestionId, z.ZodEnum<Record<string, string>>>

/** "Units is marked required but is not checked" (spec section 4): a number, a numeric string or blank. */
const totalUnits = z
  .union([z.number(), z.string().trim(), z.null()], 'Total units must be a whole number.')
  .optional()
  .transform((value) => (value === '' || value === null || value === undefined ? undefined : Number(value)))
  .pipe(count('Total units', 100_000).optional())

// Spec section 3 "Quote request". The two file fields are always null in the JSON call; files come in
// the multipart form of the same endpoint (DESIGN.md).
export const QuoteRequestSchema = z.object({
  name: text('your name', 120),
  board_position: z.enum(BOARD_POSITIONS, 'Please choose your board position.'),
  phone: PhoneSchema,
  email: EmailSchema,
  community_name: text('the community name', 200),
  total_units: totalUnits,
  ...answerShape,
  budget_file: z.null().optional(),
  reserve_study_file: z.null().optional(),
})
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>

const isoDate = (label: string) =>
  z
    .string(`Please enter ${label}.`)
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Please enter ${label} as a date.`)
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
      `Please enter ${label} as a real date.`,
    )

const RentalPersonSchema = z.object({
  name: text('a name', 120),
  email: optionalEmail,
  phone: optionalPhone,
})

// Utah Code 57-8a-209: only owner and contact, unit, tenants and their contact, lease term, occupants,
// vehicles, an emergency contact and the acknowledgement of the rules (DESIGN.md "Rental registration").
export const RentalRegistrationSchema = z
  .object({
    community: text('the community name', 200),
    unitAddress: text('the unit address', 200),
    ownerName: text('the owner’s name', 120),
    ownerEmail: EmailSchema,
    ownerPhone: PhoneSchema,
    ownerMailingAddress: text('the owner’s mailing address', 300),
    tenants: z
      .array(RentalPersonSchema, 'Please list the tenants.')
      .min(1, 'Please list at least one tenant.')
      .max(10, 'Please list at most 10 tenants.'),
    leaseStart: isoDate('the lease start date'),
    leaseEnd: isoDate('the lease end date')
      .optional()
      .nullable()
      .or(z.literal('').transform(() => undefined)),
    occupantCount: count('Occupants', 30).min(1, 'Please enter how many people will live in the unit.'),
    vehicles: z
      .array(
        z.object({
          description: text('the vehicle make and color', 120),
          plate: text('the plate number', 12),
        }),
        'Vehicles must be a list.',
      )
      .max(6, 'Please list at most 6 vehicles.')
      .default([]),
    emergencyContact: z.object({ name: text('an emergency contact name', 120), phone: PhoneSchema }),
    acknowledgeRules: z.literal(true, 'Please confirm that the tenants have received the association rules.'),
  })
  .refine((value) => !value.leaseEnd || value.leaseEnd >= value.leaseStart, {
    message: 'The lease cannot end before it starts.',
    path: ['leaseEnd'],
  })
export type RentalRegistration = z.infer<typeof RentalRegistrationSchema>
