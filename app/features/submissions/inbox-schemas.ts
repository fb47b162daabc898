import { z } from '~/lib/zod'
import { SUBMISSION_STATUSES, SUBMISSION_TYPES } from './kinds'

// The staff inbox's payloads (issue 4 "Staff"): one schema each, re-parsed by the services as the authority.

const isoDate = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} date as YYYY-MM-DD.`)
    // Date.parse rolls 2026-02-31 over to 3 March where PostgreSQL refuses it: the day must read back the same.
    .refine((value) => {
      const ms = Date.parse(`${value}T00:00:00Z`)
      return ms >= Date.UTC(1, 0, 1) && new Date(ms).toISOString().slice(0, 10) === value
    }, `Enter a real ${label} date.`)

/** Blank query parameters (`?status=`) mean "any". */
const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const SubmissionTypeSchema = z.enum(SUBMISSION_TYPES, 'Choose a submission type.')
export const SubmissionStatusSchema = z.enum(SUBMISSION_STATUSES, 'Choose New, In progress or Done.')

/** The filters shared by the list and the CSV export; dates are calendar days in America/Denver. */
const FilterShape = {
  status: z.preprocess(blankToUndefined, SubmissionStatusSchema.optional()),
  from: z.preprocess(blankToUndefined, isoDate('start').optional()),
  to: z.preprocess(blankToUndefined, isoDate('end').optional()),
}

const checkRange = (value: { from?: string; to?: string }) =>
  !value.from || !value.to || value.from <= value.to
const RANGE_MESSAGE = { message: 'The start date must be on or before the end date.', path: ['to'] }

/** `?type=quote&status=new&from=2026-11-01&to=2026-11-30&q=smith&page=2&pageSize=25` */
export const InboxQuerySchema = z
  .object({
    ...FilterShape,
    type: z.preprocess(blankToUndefined, SubmissionTypeSchema.optional()),
    q: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(200, 'Keep the search under 200 characters.')
        // PostgreSQL text cannot hold a NUL, so comparing with one fails in the database instead of matching nothing.
        .refine((q) => !q.includes('\0'), 'Remove the control character from the search.')
        .optional(),
    ),
    page: z.coerce.number('Page must be a number.').int().min(1).max(1_000_000).default(1),
    pageSize: z.coerce.number('Page size must be a number.').int().min(1).max(100).default(25),
  })
  .refine(checkRange, RANGE_MESSAGE)
export type InboxQuery = z.infer<typeof InboxQuerySchema>

export const ExportQuerySchema = z.object(FilterShape).refine(checkRange, RANGE_MESSAGE)
export type ExportQuery = z.infer<typeof ExportQuerySchema>

export const ChangeStatusSchema = z.object({ status: SubmissionStatusSchema })
export type ChangeStatus = z.infer<typeof ChangeStatusSchema>

export const NOTE_MAX_LENGTH = 4000

export const AddNoteSchema = z.object({
  body: z
    .string('Please write a note.')
    .trim()
    .min(1, 'Please write a note.')
    .max(NOTE_MAX_LENGTH, `Please keep the note under ${NOTE_MAX_LENGTH} characters.`)
    // Found by fuzzing: PostgreSQL text cannot hold a NUL, and saving one was a 500.
    .refine((body) => !body.includes('\0'), 'The note contains a NUL character, which cannot be saved.'),
})
export type AddNote = z.infer<typeof AddNoteSchema>
