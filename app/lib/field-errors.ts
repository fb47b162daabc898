import type { z } from 'zod'

/** Per-field messages keyed by the field's path (`tenants.0.name`), `_form` for the whole body. */
export type FieldErrors = Record<string, string[]>

/** The one shape both the server's 422 answer and the forms' own checks use. */
export function toFieldErrors(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const fieldErrors: FieldErrors = {}
  for (const issue of issues) {
    const key = issue.path.join('.') || '_form'
    ;(fieldErrors[key] ??= []).push(issue.message)
  }
  return fieldErrors
}

/** Checks a value against a schema in the browser: the same messages the server would send. */
export function checkFields<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; fieldErrors: FieldErrors } {
  const result = schema.safeParse(value)
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, fieldErrors: toFieldErrors(result.error.issues) }
}
