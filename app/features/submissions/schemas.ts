import { z } from '~/lib/zod'
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

const FILES_AS_MULTIPART = 'Send files as multipart/form-data; in JSON this field is always null.'

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
  budget_file: z.null(FILES_AS_MULTIPART).optional(),
  reserve_study_file: z.null(FILES_AS_MULTIPART).optional(),
})
export type QuoteRequest = z.infer<typeof QuoteRequestSchema>

/** A calendar date as `YYYY-MM-DD` that exists (no February 30) and that PostgreSQL's `date` can hold. */
const isoDate = (label: string) =>
  z
    .string(`Please enter ${label}.`)
    .trim()
    .min(1, { message: `Please enter ${label}.`, abort: true })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `Please enter ${label} as a date.`, abort: true })
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`)
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
    }, `Please enter ${label} as a real date.`)
    .refine((value) => value >= '1950-01-01' && value <= '2125-12-31', `Please check the year of ${label}.`)

/** A phone number that must be given, named for the person it belongs to. */
const requiredPhone = (label: string) =>
  z
    .string(`Please enter ${label}.`)
    .trim()
    .min(1, { message: `Please enter ${label}.`, abort: true })
    .max(30, `Please keep ${label} under 30 characters.`)
    .refine(
      (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\d{7,15})$/.test(value.replace(/\D/g, '')),
      'Please enter a phone number with 7 to 15 digits, like 801-555-0100.',
    )

const RentalTenantSchema = z.object(
  {
    name: text('the tenant’s full name', 120),
    email: optionalEmail,
    phone: optionalPhone,
  },
  'Each tenant must be a name with an optional email and phone.',
)

const RentalVehicleSchema = z.object(
  {
    description: text('the vehicle’s make and color', 120),
    // US and Canadian plates are at most 8 characters; a little room for spaces and dashes.
    plate: text('the license plate', 12),
  },
  'Each vehicle must be a make and color with a license plate.',
)

export const RENTAL_MAX_TENANTS = 10
export const RENTAL_MAX_VEHICLES = 6
export const RENTAL_MAX_OCCUPANTS = 30

const occupantCount = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? 'Please enter how many people will live in the unit.'
        : 'The number of occupants must be a whole number.',
  })
  .int('The number of occupants must be a whole number.')
  .min(1, 'Please enter how many people will live in the unit.')
  .max(RENTAL_MAX_OCCUPANTS, `Please call us for more than ${RENTAL_MAX_OCCUPANTS} occupants.`)

const leaseDates = z.object({ leaseStart: z.string(), leaseEnd: z.string() })

// Utah Code 57-8a-209 lets an association regulate rentals; to apply its rules it may keep only what
// identifies and reaches the people living in a rented unit: the owner and contact, the unit, tenant
// names and contact, the lease term, occupants, vehicles, an emergency contact and the acknowledgement
// of the rules (DESIGN.md "Rental registration"). Never SSN, income, credit or criminal history: the
// object drops any key it does not name, so such a field is never stored even if one is sent.
export const RentalRegistrationSchema = z
  .object(
    {
      community: text('the community (association) name', 200),
      unitAddress: text('the rental unit’s address', 200),
      ownerName: text('the owner’s name', 120),
      ownerEmail: z
        .string('Please enter the owner’s email address.')
        .trim()
        .min(1, { message: 'Please enter the owner’s email address.', abort: true })
        .max(254, 'That email address is too long.')
        .pipe(z.email('Please enter a valid email address, like name@example.com.')),
      ownerPhone: requiredPhone('the owner’s phone number'),
      ownerMailingAddress: text('the owner’s mailing address', 300),
      tenants: z
        .array(RentalTenantSchema, 'Please list the tenants.')
        .min(1, 'Please list at least one tenant.')
        .max(RENTAL_MAX_TENANTS, `Please list at most ${RENTAL_MAX_TENANTS} tenants.`),
      leaseStart: isoDate('the lease start date'),
      // Blank for a month-to-month lease.
      leaseEnd: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        isoDate('the lease end date').optional(),
      ),
      occupantCount,
      vehicles: z
        .array(RentalVehicleSchema, 'Vehicles must be a list.')
        .max(RENTAL_MAX_VEHICLES, `Please list at most ${RENTAL_MAX_VEHICLES} vehicles.`)
        .default([]),
      emergencyContact: z.object(
        {
          name: text('the emergency contact’s name', 120),
          phone: requiredPhone('the emergency contact’s phone number'),
        },
        'Please enter an emergency contact with a name and phone number.',
      ),
      acknowledgeRules: z.literal(
        true,
        'Please confirm that the tenants have received the association’s rules.',
      ),
    },
    'Please send the rental registration as an object of fields.',
  )
  // Checked as soon as both dates are valid, so the form shows it beside the end date with the other messages.
  .refine((value) => !value.leaseEnd || value.leaseEnd >= value.leaseStart, {
    message: 'The lease end date cannot be before the start date.',
    path: ['leaseEnd'],
    when: (payload) => {
      const dates = leaseDates.safeParse(payload.value)
      return (
        dates.success &&
        isoDate('').safeParse(dates.data.leaseStart).success &&
        isoDate('').safeParse(dates.data.leaseEnd).success
      )
    },
  })
export type RentalRegistration = z.infer<typeof RentalRegistrationSchema>
export type RentalRegistrationInput = z.input<typeof RentalRegistrationSchema>
