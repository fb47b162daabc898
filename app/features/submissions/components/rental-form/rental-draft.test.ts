import { expect, test } from 'vitest'
import { checkFields } from '~/lib/field-errors'
import { translator } from '~/i18n/catalogues.server'
import { rentalRegistrationSchema } from '../../form-schemas'
import {
  checkLeaseFile,
  emptyDraft,
  newTenant,
  toFormData,
  toPayload,
  type RentalDraft,
} from './rental-draft'

const say = translator('en', 'forms')
const RentalRegistrationSchema = rentalRegistrationSchema(say)

const filled = (): RentalDraft => ({
  ...emptyDraft(),
  community: 'Oak Hollow HOA',
  unitAddress: '12 Elm St, Unit 4',
  ownerName: 'Ann Lee',
  ownerEmail: 'ann@example.com',
  ownerPhone: '801-555-0142',
  ownerMailingAddress: 'PO Box 88, Provo, UT',
  tenants: [{ ...newTenant(), name: 'Bo Kim' }],
  leaseStart: '2026-01-01',
  occupantCount: ' 2 ',
  emergencyName: 'Rita Bell',
  emergencyPhone: '801-555-0199',
  acknowledgeRules: true,
})

test('a filled draft is a payload the endpoint’s schema accepts, without the rows’ keys', () => {
  const payload = toPayload(filled())
  expect(payload.tenants).toEqual([{ name: 'Bo Kim', email: '', phone: '' }])
  expect(payload.occupantCount).toBe(2)
  expect(payload).not.toHaveProperty('company_website')
  const check = checkFields(RentalRegistrationSchema, payload)
  expect(check.ok).toBe(true)
})

test('the empty draft fails with the messages the server would send, keyed by the same paths', () => {
  const check = checkFields(RentalRegistrationSchema, toPayload(emptyDraft()))
  expect(check.ok).toBe(false)
  if (check.ok) return
  expect(check.fieldErrors['tenants.0.name']).toEqual(['Please enter the tenant’s full name.'])
  expect(check.fieldErrors['emergencyContact.phone']).toEqual([
    'Please enter the emergency contact’s phone number.',
  ])
  expect(check.fieldErrors.occupantCount).toEqual(['Please enter how many people will live in the unit.'])
})

test('an occupant count that is not digits stays text, so the schema names the problem', () => {
  const check = checkFields(RentalRegistrationSchema, toPayload({ ...filled(), occupantCount: 'two' }))
  expect(check.ok ? [] : check.fieldErrors.occupantCount).toEqual([
    'The number of occupants must be a whole number.',
  ])
})

test('the honeypot travels only when filled, and the multipart body carries the fields as JSON', async () => {
  expect(toPayload({ ...filled(), honeypot: 'http://spam.example' })).toHaveProperty(
    'company_website',
    'http://spam.example',
  )
  const lease = new File(['%PDF-1.4'], 'lease.pdf', { type: 'application/pdf' })
  const form = toFormData(filled(), lease)
  expect(JSON.parse(form.get('data') as string)).toMatchObject({ ownerName: 'Ann Lee' })
  expect((form.get('lease_file') as File).name).toBe('lease.pdf')
  expect(toFormData(filled(), null).has('lease_file')).toBe(false)
})

test('the browser’s own check of a picked lease: its name and size', () => {
  expect(checkLeaseFile(null, say)).toBeUndefined()
  expect(checkLeaseFile(new File(['x'], 'Lease.PDF'), say)).toBeUndefined()
  expect(checkLeaseFile(new File(['x'], 'photo.jpeg'), say)).toBeUndefined()
  expect(checkLeaseFile(new File(['x'], 'lease.xlsx'), say)).toMatch(
    /must be a PDF, DOC, DOCX, JPG, PNG file/,
  )
  expect(checkLeaseFile(new File([], 'lease.pdf'), say)).toMatch(/empty/)
  expect(checkLeaseFile(new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'lease.pdf'), say)).toMatch(/10 MB/)
})

test('in Spanish, the same checks speak Spanish', () => {
  const es = translator('es', 'forms')
  const check = checkFields(rentalRegistrationSchema(es), toPayload(emptyDraft()))
  expect(check.ok ? {} : check.fieldErrors['tenants.0.name']).toEqual([
    'Escriba el nombre completo del inquilino.',
  ])
  expect(checkLeaseFile(new File([], 'lease.pdf'), es)).toBe(
    'El archivo del contrato está vacío. Elija el archivo de nuevo.',
  )
})
