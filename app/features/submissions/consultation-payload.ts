import type { FieldErrors } from '~/lib/field-errors'
import { PhoneSchema } from './schemas'

// The consultation form has more fields than the spec's payload (section 3): phone and concerns travel
// together in `goals`, the community is `city`, the current management company is `age`.

export type ConsultationValues = {
  name: string
  email: string
  phone: string
  community: string
  units: string
  currentCompany: string
  concerns: string
}

export const emptyConsultation: ConsultationValues = {
  name: '',
  email: '',
  phone: '',
  community: '',
  units: '',
  currentCompany: '',
  concerns: '',
}

/** "Phone: 801-555-0100\n\nMain concerns: ..." */
export function composeGoals(phone: string, concerns: string): string {
  const parts = [`Phone: ${phone.trim()}`]
  if (concerns.trim()) parts.push(`Main concerns: ${concerns.trim()}`)
  return parts.join('\n\n')
}

/** The spec's payload. Units: an integer, 0 when blank; anything else is left for the schema to refuse. */
export function toProposal(values: ConsultationValues) {
  const units = values.units.trim()
  return {
    name: values.name,
    email: values.email,
    city: values.community,
    units: units === '' ? 0 : Number(units),
    age: values.currentCompany,
    goals: composeGoals(values.phone, values.concerns),
  }
}

const payloadToForm: Record<string, keyof ConsultationValues> = {
  name: 'name',
  email: 'email',
  city: 'community',
  units: 'units',
  age: 'currentCompany',
  // The only required part of `goals` is the phone number.
  goals: 'phone',
}

/** Puts the payload's field errors (browser check or the server's 422) beside the form's fields. */
export function toFormErrors(fieldErrors: FieldErrors): Partial<Record<keyof ConsultationValues, string>> {
  const errors: Partial<Record<keyof ConsultationValues, string>> = {}
  for (const [key, messages] of Object.entries(fieldErrors)) {
    const field = payloadToForm[key]
    if (field && messages[0] && !errors[field]) errors[field] = messages[0]
  }
  return errors
}

/** The phone is checked on its own before it disappears into `goals`. */
export function checkPhone(phone: string): string | undefined {
  const result = PhoneSchema.safeParse(phone)
  return result.success ? undefined : result.error.issues[0]?.message
}
