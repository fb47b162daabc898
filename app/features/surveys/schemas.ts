import { optionalTextField, textField } from '~/lib/text-fields'
import { z } from '~/lib/zod'
import { isCalendarDay } from './answers'
import { TODAY } from './date-limits'
import { FILE_KINDS } from './file-kinds'
import { QUESTION_TYPES, SURVEY_AUDIENCES } from './types'

// Payloads of /api/surveys (issue 13). The builder checks its form with the same schemas; the answers
// themselves are checked against the survey's questions in answers.ts, not here.

const uuid = (message: string) =>
  z.string(message).regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, message)

/** Option, row and scale ids: short and plain, since answers and show-if rules refer to them. */
export const CHOICE_ID = /^[A-Za-z0-9_-]{1,64}$/

const ChoiceSchema = z.object({
  id: z.string().regex(CHOICE_ID, 'A choice id is 1 to 64 letters, digits, "-" or "_".').optional(),
  label: textField('choice', 300),
})

/** A date question's limit: a real calendar day, or `today`. */
const dateBound = (which: string) =>
  z
    .string()
    .refine(
      (value) => value === TODAY || isCalendarDay(value),
      `Enter the ${which} date as year-month-day, or choose today.`,
    )
    .nullable()
    .optional()

const choices = (what: string, max: number) =>
  z.array(ChoiceSchema, `List the ${what}.`).max(max, `At most ${max} ${what}.`).optional()

const ConditionSchema = z.object({
  questionId: uuid('Choose the earlier question this one depends on.'),
  operator: z.enum(['equals', 'not_equals', 'includes', 'answered'], 'Choose when the question is shown.'),
  value: z.union([z.string().max(64), z.number(), z.boolean()]).optional(),
})

export const ShowIfSchema = ConditionSchema.extend({
  match: z.enum(['all', 'any'], 'Choose whether all or any of the conditions must hold.').optional(),
  more: z.array(ConditionSchema).max(9, 'At most 10 conditions.').optional(),
})

/** "After this page": an answer (option id or 'other', or yes/no) leads to a later page (from 0) or the end. */
const JumpSchema = z.object({
  value: z.union([z.string().max(64), z.boolean()], 'Choose the answer this applies to.'),
  to: z.union(
    [z.number().int().min(0).max(49), z.literal('end')],
    'Choose a later page, or the end of the survey.',
  ),
})

// The limit's range is checked with the whole survey (definition.ts), so its message sits at the quota.
const QuotaSchema = z.object({
  value: z.union([z.string().max(64), z.boolean()], 'Choose the answer the limit is for.'),
  limit: z.number('Enter the limit as a whole number.').nullable(),
})

/** Spanish text is optional field by field: a blank one is left out, and the page shows the English. */
const spanishText = (what: string, max: number) =>
  optionalTextField(`Spanish ${what}`, max)
    .nullable()
    .optional()
    .transform((value) => value || undefined)

/** Spanish labels of choices, rows or scale points, by the English one's id. */
const spanishLabels = (what: string) =>
  z
    .record(
      z.string().regex(CHOICE_ID, 'A choice id is 1 to 64 letters, digits, "-" or "_".'),
      spanishText(what, 300),
    )
    .optional()

/** A question's text in other languages (localize.ts `QuestionTranslation`), beside the English fields. */
export const QuestionTranslationsSchema = z
  .object({
    es: z
      .object({
        prompt: spanishText('question', 500),
        help: spanishText('help text', 1000),
        options: spanishLabels('choice'),
        rows: spanishLabels('row'),
        scale: spanishLabels('scale point'),
      })
      .optional(),
  })
  .optional()
  .default({})

/** A survey's title, introduction and thank-you in other languages (localize.ts `SurveyTranslation`). */
export const SurveyTranslationsSchema = z
  .object({
    es: z
      .object({
        title: spanishText('survey title', 200),
        description: spanishText('introduction', 4000),
        thankYou: spanishText('thank-you message', 2000),
      })
      .optional(),
  })
  .optional()
  .default({})

export const QuestionInputSchema = z.object({
  /** Kept when given (the builder makes ids so show-if rules can point at new questions); made otherwise. */
  id: uuid('A question id must be a UUID.').optional(),
  type: z.enum(QUESTION_TYPES, 'Choose the kind of question.'),
  prompt: textField('question', 500),
  // null as the API answers it, so a question read back can be saved again as it is.
  help: optionalTextField('help text', 1000)
    .nullable()
    .transform((value) => value ?? ''),
  required: z.boolean().optional().default(false),
  page: z.number().int().min(0).max(49, 'At most 50 pages.').optional().default(0),
  options: choices('choices', 100),
  allowOther: z.boolean().optional().default(false),
  earliest: dateBound('earliest'),
  latest: dateBound('latest'),
  min: z.number().finite().nullable().optional(),
  max: z.number().finite().nullable().optional(),
  rows: choices('rows', 50),
  scale: choices('scale points', 20),
  showIf: ShowIfSchema.nullable().optional(),
  jumps: z.array(JumpSchema).max(101, 'At most one rule per answer.').nullable().optional(),
  /** Answers kept out of the results (contact details): staff read them in the export only. */
  confidential: z.boolean().optional().default(false),
  /** The choices come from the managed communities list when the survey is read. */
  dynamicOptions: z.literal('communities').nullable().optional(),
  /** File questions: the kinds of file accepted. */
  fileKinds: z.array(z.enum(FILE_KINDS, 'Choose the kinds of file from the list.')).max(6).optional(),
  /** At most so many responses with an answer (single choice, yes/no). */
  quotas: z.array(QuotaSchema).max(100, 'At most 100 limits.').optional(),
  /** The choices in a random order for each respondent. */
  shuffle: z.boolean().optional().default(false),
  translations: QuestionTranslationsSchema,
})
export type QuestionInput = z.output<typeof QuestionInputSchema>

const instant = (what: string) =>
  z
    .string(`Enter when the survey ${what}.`)
    .refine((value) => !Number.isNaN(Date.parse(value)), `Enter when the survey ${what} as a date and time.`)
    .transform((value) => new Date(value))
    .nullable()
    .optional()

const surveyFields = {
  title: textField('survey title', 200),
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/, 'Use lowercase letters, digits and dashes (at most 60).')
    .nullable()
    .optional(),
  description: optionalTextField('introduction', 4000),
  thankYou: optionalTextField('thank-you message', 2000),
  anonymous: z.boolean().optional().default(false),
  audience: z.enum(SURVEY_AUDIENCES, 'Choose who can answer.').optional().default('open'),
  communityId: uuid('Choose a community that exists.').nullable().optional(),
  invitePer: z
    .enum(['owner', 'unit'], 'Choose whether each owner or each unit gets a link.')
    .optional()
    .default('owner'),
  opensAt: instant('opens'),
  closesAt: instant('closes'),
  responseLimit: z
    .number('Enter the response limit as a whole number.')
    .int('Enter the response limit as a whole number.')
    .min(1, 'The response limit is at least 1.')
    .max(1_000_000)
    .nullable()
    .optional(),
  resultsPublic: z.boolean().optional().default(false),
  communityQuestionId: uuid('Choose the community question.').nullable().optional(),
  roleQuestionId: uuid('Choose the owner or renter question.').nullable().optional(),
  /** Each page's questions in a random order for each respondent. */
  shuffleQuestions: z.boolean().optional().default(false),
  translations: SurveyTranslationsSchema,
  questions: z.array(QuestionInputSchema, 'List the questions.').max(200, 'At most 200 questions.'),
}

export const SurveyInputSchema = z.object(surveyFields)
export type SurveyInput = z.output<typeof SurveyInputSchema>

/** A draft's whole definition again: the questions are replaced as a whole. */
export const SurveyPatchSchema = SurveyInputSchema
export type SurveyPatch = z.output<typeof SurveyPatchSchema>

/** POST /api/surveys/:id/responses. The answers' shapes are checked against the questions. */
export const ResponseSubmissionSchema = z.object({
  answers: z.record(z.string().max(64), z.unknown(), 'Send the answers as an object.'),
  token: z.string().max(200).optional(),
  /** The browser's own random id on an open-link survey (also accepted as a header or cookie). */
  browserId: z.string().max(200).optional(),
})
export type ResponseSubmission = z.output<typeof ResponseSubmissionSchema>

/** POST /api/surveys/:id/invitations. */
export const InvitationRequestSchema = z.object({}).passthrough()
