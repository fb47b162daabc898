import type { FieldErrors } from '~/lib/field-errors'
import { checkFields } from '~/lib/field-errors'
import { QUOTE_QUESTIONS, QUOTE_STEPS } from './quote-questions'
import { HONEYPOT_FIELD, QuoteRequestSchema } from './schemas'

// The quote wizard's rules without its markup (spec sections 4 and 5): which fields each step needs,
// what Next and Submit check, which step holds a field the server refused, and what is sent.

export const QUOTE_STEP_COUNT = 6

/** Step 1. Total units is marked required but not checked (spec section 4). */
export const CONTACT_FIELDS = ['name', 'board_position', 'phone', 'email', 'community_name'] as const

export const QUOTE_FILE_INPUTS = ['budget_file', 'reserve_study_file'] as const
export type QuoteFileInput = (typeof QUOTE_FILE_INPUTS)[number]

/** The step holding the file pickers: the one asking about reserves and finances. */
export const FILES_STEP = 3

/** Spec section 3: the picker accepts pdf, xlsx, xls, doc, docx. */
export const QUOTE_FILE_ACCEPT = '.pdf,.xlsx,.xls,.doc,.docx'
export const QUOTE_FILE_MAX_BYTES = 10 * 1024 * 1024

/** Every text value of the form by field name; an unanswered question is ''. */
export type QuoteFormValues = Record<string, string>
export type QuoteFiles = Record<QuoteFileInput, File | null>

export function emptyQuoteForm(): QuoteFormValues {
  return Object.fromEntries(
    [...CONTACT_FIELDS, 'total_units', HONEYPOT_FIELD, ...QUOTE_QUESTIONS.map((q) => q.id)].map((f) => [
      f,
      '',
    ]),
  )
}

export const emptyQuoteFiles = (): QuoteFiles => ({ budget_file: null, reserve_study_file: null })

/** The required fields of a step, 1 to 6. */
export function requiredFields(step: number): readonly string[] {
  if (step === 1) return CONTACT_FIELDS
  return (QUOTE_STEPS[step - 2] ?? []).map((q) => q.id)
}

/** The step on which a field is asked; unknown fields belong to step 1. */
export function stepOfField(field: string): number {
  if ((QUOTE_FILE_INPUTS as readonly string[]).includes(field)) return FILES_STEP
  const index = QUOTE_STEPS.findIndex((questions) => questions.some((q) => q.id === field))
  return index === -1 ? 1 : index + 2
}

/** The earliest step holding one of the fields, or null when there are none. */
export function firstStepWith(fields: readonly string[]): number | null {
  return fields.length === 0 ? null : Math.min(...fields.map(stepOfField))
}

export type StepCheck =
  | { ok: true }
  /** `missing`: some required field is blank (the spec's toast); otherwise a value is malformed. */
  | { ok: false; missing: boolean; fieldErrors: FieldErrors }

const stepSchemas = new Map<number, ReturnType<typeof QuoteRequestSchema.pick>>()
function stepSchema(step: number) {
  let schema = stepSchemas.get(step)
  if (!schema) {
    const keys = Object.fromEntries(requiredFields(step).map((f) => [f, true])) as Record<string, true>
    schema = QuoteRequestSchema.pick(keys as Parameters<typeof QuoteRequestSchema.pick>[0])
    stepSchemas.set(step, schema)
  }
  return schema
}

/** What Next checks: the step's required fields, with the server's own messages. */
export function checkStep(values: QuoteFormValues, step: number): StepCheck {
  const fields = requiredFields(step)
  const input = Object.fromEntries(fields.map((f) => [f, values[f]?.trim() ? values[f] : undefined]))
  const result = checkFields(stepSchema(step), input)
  if (result.ok) return { ok: true }
  return { ok: false, missing: fields.some((f) => !values[f]?.trim()), fieldErrors: result.fieldErrors }
}

/** What Submit checks: every step; the answer names the first step with a problem. */
export function checkAll(values: QuoteFormValues): StepCheck & { step?: number } {
  for (let step = 1; step <= QUOTE_STEP_COUNT; step++) {
    const check = checkStep(values, step)
    if (!check.ok) return { ...check, step }
  }
  return { ok: true }
}

/** A whole number as a number; anything else as typed, for the server to judge; blank as null. */
function units(value: string): number | string | null {
  const trimmed = value.trim()
  if (trimmed === '') return null
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** Spec section 3: the JSON call, with both file fields null. */
export function quoteJson(values: QuoteFormValues): Record<string, unknown> {
  return {
    ...values,
    total_units: units(values.total_units ?? ''),
    budget_file: null,
    reserve_study_file: null,
  }
}

/** DESIGN.md: the same fields as multipart/form-data when a file was picked, so the file is received. */
export function quoteFormData(values: QuoteFormValues, files: QuoteFiles): FormData {
  const data = new FormData()
  for (const [field, value] of Object.entries(values)) data.append(field, value)
  for (const field of QUOTE_FILE_INPUTS) {
    const file = files[field]
    if (file) data.append(field, file, file.name)
  }
  return data
}

export const hasFiles = (files: QuoteFiles) => QUOTE_FILE_INPUTS.some((f) => files[f] !== null)

const EXTENSIONS = QUOTE_FILE_ACCEPT.split(',')

/** The browser's early word on a picked file; the server checks the content itself. */
export function checkPickedFile(file: File, label: string): string | null {
  const name = file.name.toLowerCase()
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)))
    return `The ${label} file must be a PDF, Word (DOC, DOCX) or Excel (XLS, XLSX) file.`
  if (file.size === 0) return `The ${label} file is empty. Please choose the file again.`
  if (file.size > QUOTE_FILE_MAX_BYTES)
    return `The ${label} file is larger than 10 MB. Please send a smaller file.`
  return null
}
