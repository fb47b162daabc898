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

/** 7 to 15 digits once spaces, dashes, dots, brackets and a leading + are set aside. */
export const PhoneSchema = text('your phone number', 30).refine(
  (value) => /^\+?[\d\s().-]+$/.test(value) && /^(\d{7,15})$/.test(value.replace(/\D/g, '')),
  'Please enter a phone number with 7 to 15 digits, like 801-555-0100.',
)

const count = (label: string, max: number) =>
  z
    .number(`${label} must be a whole number.`)
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be ${max} or less.`)

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
