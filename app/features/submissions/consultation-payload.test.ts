import { describe, expect, test } from 'vitest'
import { checkFields } from '~/lib/field-errors'
import { checkPhone, composeGoals, emptyConsultation, toFormErrors, toProposal } from './consultation-payload'
import { ManagementProposalSchema } from './schemas'

const filled = {
  ...emptyConsultation,
  name: 'Dana Whitaker',
  email: 'dana@example.com',
  phone: ' 801-555-0100 ',
  community: 'Red Ledges HOA, Heber City',
}

describe('the consultation payload (spec section 3)', () => {
  test('goals carry the phone, then the main concerns when there are any', () => {
    expect(composeGoals('801-555-0100', '')).toBe('Phone: 801-555-0100')
    expect(composeGoals('801-555-0100', ' Slow replies. ')).toBe(
      'Phone: 801-555-0100\n\nMain concerns: Slow replies.',
    )
  })

  test('community becomes city, current company becomes age, blank units become 0', () => {
    expect(toProposal({ ...filled, currentCompany: 'Summit Property Group' })).toEqual({
      name: 'Dana Whitaker',
      email: 'dana@example.com',
      city: 'Red Ledges HOA, Heber City',
      units: 0,
      age: 'Summit Property Group',
      goals: 'Phone: 801-555-0100',
    })
    expect(toProposal({ ...filled, units: ' 142 ' }).units).toBe(142)
  })

  test('units that are not a whole number reach the schema, which refuses them beside the units field', () => {
    const checked = checkFields(ManagementProposalSchema, toProposal({ ...filled, units: '12.5' }))
    expect(checked.ok).toBe(false)
    if (checked.ok) return
    expect(toFormErrors(checked.fieldErrors)).toEqual({ units: 'Units must be a whole number.' })
  })

  test('the payload’s errors land on the form’s fields; goals on the phone', () => {
    expect(
      toFormErrors({
        name: ['Please enter your name.'],
        city: ['Please enter the community name and location.'],
        age: ['Too long.'],
        goals: ['Please enter your phone number and concerns.'],
        _form: ['Ignored here.'],
      }),
    ).toEqual({
      name: 'Please enter your name.',
      community: 'Please enter the community name and location.',
      currentCompany: 'Too long.',
      phone: 'Please enter your phone number and concerns.',
    })
  })

  test('the phone is checked on its own, with the same message as the other forms', () => {
    expect(checkPhone('801-555-0100')).toBeUndefined()
    expect(checkPhone('')).toBe('Please enter your phone number.')
    expect(checkPhone('call me')).toMatch(/7 to 15 digits/)
  })
})
