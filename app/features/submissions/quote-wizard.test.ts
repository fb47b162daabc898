import { describe, expect, test } from 'vitest'
import { QUOTE_QUESTIONS, QUOTE_STEP_TITLES } from './quote-questions'
import {
  checkAll,
  checkPickedFile,
  checkStep,
  emptyQuoteForm,
  firstStepWith,
  QUOTE_STEP_COUNT,
  quoteFormData,
  quoteJson,
  requiredFields,
  stepOfField,
} from './quote-wizard'
import { QuoteRequestSchema } from './schemas'

const contact = {
  name: 'Dana Whitlock',
  board_position: 'President',
  phone: '(435) 555-0188',
  email: 'dana@example.com',
  community_name: 'Sand Hollow Estates',
}
const answered = () => ({
  ...emptyQuoteForm(),
  ...contact,
  ...Object.fromEntries(QUOTE_QUESTIONS.map((q) => [q.id, q.options[0]!.value])),
})

describe('the quote wizard rules', () => {
  test('six steps: contact first, then four questions on each of the other five', () => {
    expect(QUOTE_STEP_COUNT).toBe(6)
    expect(QUOTE_STEP_TITLES).toHaveLength(6)
    expect(requiredFields(1)).toEqual(['name', 'board_position', 'phone', 'email', 'community_name'])
    const asked = [2, 3, 4, 5, 6].flatMap((step) => {
      expect(requiredFields(step)).toHaveLength(4)
      return requiredFields(step)
    })
    expect(asked).toEqual(QUOTE_QUESTIONS.map((q) => q.id))
    expect(new Set(asked).size).toBe(20)
    for (const id of asked) expect(id).toMatch(/^q\d{1,2}_[a-z]+(_[a-z]+)*$/)
  })

  test('Next on an empty step reports missing fields with the messages the server would send', () => {
    const check = checkStep(emptyQuoteForm(), 1)
    expect(check).toEqual({
      ok: false,
      missing: true,
      fieldErrors: {
        name: ['Please enter your name.'],
        board_position: ['Please choose your board position.'],
        phone: ['Please enter your phone number.'],
        email: ['Please enter your email address.'],
        community_name: ['Please enter the community name.'],
      },
    })
    const step2 = checkStep({ ...emptyQuoteForm(), q1_community_age: 'new' }, 2)
    expect(step2.ok === false && Object.keys(step2.fieldErrors)).toEqual([
      'q2_community_size',
      'q3_location_type',
      'q4_amenity_level',
    ])
  })

  test('units are not checked; a filled but malformed email is an error without the missing toast', () => {
    expect(checkStep({ ...emptyQuoteForm(), ...contact, total_units: '' }, 1)).toEqual({ ok: true })
    const check = checkStep({ ...emptyQuoteForm(), ...contact, email: 'dana@' }, 1)
    expect(check).toEqual({
      ok: false,
      missing: false,
      fieldErrors: { email: ['Please enter a valid email address, like name@example.com.'] },
    })
  })

  test('Submit checks every step and names the first one with a gap', () => {
    expect(checkAll(answered())).toEqual({ ok: true })
    expect(checkAll({ ...answered(), q14_manager_attendance: '' })).toMatchObject({ ok: false, step: 5 })
  })

  test('a refused field sends the wizard to the step that asks it', () => {
    expect(stepOfField('email')).toBe(1)
    expect(stepOfField('total_units')).toBe(1)
    expect(stepOfField('budget_file')).toBe(3)
    expect(stepOfField('q9_delinquency_rate')).toBe(4)
    expect(stepOfField('q20_transition_timing')).toBe(6)
    expect(firstStepWith(['q20_transition_timing', 'reserve_study_file'])).toBe(3)
    expect(firstStepWith([])).toBeNull()
  })

  test('the JSON call carries both files as null and is what the endpoint accepts', () => {
    const body = quoteJson({ ...answered(), total_units: ' 86 ' })
    expect(body).toMatchObject({ total_units: 86, budget_file: null, reserve_study_file: null })
    expect(QuoteRequestSchema.safeParse(body).success).toBe(true)
    expect(quoteJson(answered()).total_units).toBeNull()
  })

  test('the multipart form carries the text fields and only the picked files', () => {
    const pdf = new File(['%PDF-1.4'], 'budget.pdf', { type: 'application/pdf' })
    const data = quoteFormData(answered(), { budget_file: pdf, reserve_study_file: null })
    expect(data.get('community_name')).toBe('Sand Hollow Estates')
    expect((data.get('budget_file') as File).name).toBe('budget.pdf')
    expect(data.has('reserve_study_file')).toBe(false)
  })

  test('a picked file of the wrong kind, empty or over 10 MB is named at once', () => {
    const file = (name: string, size: number) => new File([new Uint8Array(size)], name)
    expect(checkPickedFile(file('budget.PDF', 10), 'budget')).toBeNull()
    expect(checkPickedFile(file('study.xlsx', 10 * 1024 * 1024), 'reserve study')).toBeNull()
    expect(checkPickedFile(file('budget.html', 10), 'budget')).toMatch(/must be a PDF/)
    expect(checkPickedFile(file('budget.pdf', 0), 'budget')).toMatch(/empty/)
    expect(checkPickedFile(file('budget.pdf', 10 * 1024 * 1024 + 1), 'budget')).toMatch(/larger than 10 MB/)
  })
})
