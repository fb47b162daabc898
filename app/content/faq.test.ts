import { expect, test } from 'vitest'
import { faqItems } from './faq'

test('the five topics of spec section 1, each with a real answer', () => {
  expect(faqItems.map((item) => item.id)).toEqual([
    'cities',
    'qualifications',
    'pricing',
    'compliance',
    'services',
  ])
  for (const item of faqItems) {
    expect(item.question, item.id).toMatch(/\?$/)
    expect(item.answer.length, item.id).toBeGreaterThan(200)
  }
})

test('the answers say what the spec promises', () => {
  const answer = (id: string) => faqItems.find((item) => item.id === id)?.answer ?? ''
  expect(answer('cities')).toContain('30 listed cities across all 29 Utah counties')
  expect(answer('qualifications')).toMatch(/CMCA/)
  expect(answer('qualifications')).toMatch(/AMS/)
  expect(answer('pricing')).toMatch(/size of your community and the services/)
  expect(answer('pricing')).toMatch(/no hidden fees/)
  expect(answer('pricing')).toMatch(/quote/i)
  expect(answer('compliance')).toMatch(/Utah Code/)
  expect(answer('services')).toMatch(/at least one business day before each meeting/)
})
