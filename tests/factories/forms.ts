import { QUOTE_QUESTIONS } from '~/features/submissions/quote-questions'

// Valid bodies of the public forms, as the site's own forms send them, for the endpoint tests.

/** POST /api/management-proposal. */
export const validProposal = () => ({
  name: 'Dana Whitaker',
  email: 'dana@example.com',
  city: 'Red Ledges HOA, Heber City',
  units: 142,
  age: 'Summit Property Group',
  goals: 'Phone: 801-555-0100\n\nMain concerns: Late financial statements and slow vendor payments.',
})

/** POST /api/pricing-quotes as JSON: each question answered with its last option, easy to find in emails. */
export const validQuote = () => ({
  name: 'Dana Whitlock',
  board_position: 'Treasurer',
  phone: '801-555-0142',
  email: 'dana@example.com',
  community_name: 'Red Cliffs Villas',
  total_units: 128,
  ...Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options.at(-1)!.value])),
  budget_file: null,
  reserve_study_file: null,
})

/** POST /api/landlord-tenant: two tenants (one with no contact details), a vehicle and a lease. */
export const validRegistration = () => ({
  community: 'Oak Hollow Homeowners Association',
  unitAddress: '1234 E Maple Ridge Dr, Unit 12, Sandy, UT 84092',
  ownerName: 'Ann Lee',
  ownerEmail: 'ann.lee@example.com',
  ownerPhone: '801-555-0142',
  ownerMailingAddress: 'PO Box 88, Provo, UT 84601',
  tenants: [
    { name: 'Marcus Bell', email: 'marcus@example.com', phone: '385-555-0107' },
    { name: 'Dana Bell', email: '', phone: '' },
  ],
  leaseStart: '2026-01-01',
  leaseEnd: '2026-12-31',
  occupantCount: 3,
  vehicles: [{ description: 'Subaru Outback, blue', plate: 'UT 7KX392' }],
  emergencyContact: { name: 'Rita Bell', phone: '(801) 555-0199' },
  acknowledgeRules: true,
})

export type FormPart = string | { name: string; bytes: Buffer; type?: string }

/** A multipart/form-data body as a browser sends a form: text fields, and files with a name and a type. */
export function multipartForm(fields: Record<string, FormPart>): FormData {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string') data.append(key, value)
    else data.append(key, new Blob([new Uint8Array(value.bytes)], { type: value.type ?? '' }), value.name)
  }
  return data
}
