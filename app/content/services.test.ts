import { describe, expect, test } from 'vitest'
import { allServices, serviceCount, serviceGroups, serviceTerms } from './services'

describe('management services (spec section 1)', () => {
  test('lists exactly 27 services', () => {
    expect(serviceCount).toBe(27)
    expect(allServices).toHaveLength(serviceCount)
  })

  test('every service is distinct by id and by title', () => {
    expect(new Set(allServices.map((s) => s.id)).size).toBe(allServices.length)
    expect(new Set(allServices.map((s) => s.title.toLowerCase())).size).toBe(allServices.length)
  })

  test('every group has a unique id and at least one service', () => {
    expect(new Set(serviceGroups.map((g) => g.id)).size).toBe(serviceGroups.length)
    for (const group of serviceGroups) expect(group.services.length, group.id).toBeGreaterThan(0)
  })

  test('each description is one sentence', () => {
    for (const service of allServices) {
      expect(service.description, service.id).toMatch(/^[A-Z].*\.$/)
      // No full stop inside, except in statute numbers such as 57-8-13.1.
      expect(service.description.slice(0, -1), service.id).not.toMatch(/\.\s/)
    }
  })

  test('covers every item of the spec list', () => {
    const text = allServices.map((s) => `${s.title} ${s.description}`.toLowerCase()).join('\n')
    const specItems = [
      'paying expenses',
      'statements',
      'accounting',
      'reconcil',
      'reserve',
      'financial reports',
      'site visits',
      'fine policy',
      'collection policy',
      'budget',
      'at least 1 business day before each meeting',
      'annual meeting notice',
      'maintenance',
      'insurance',
      'email',
      'vendor',
      'portal',
      'point of contact',
      'title compan',
      'agent',
    ]
    for (const item of specItems) expect(text, item).toContain(item)
  })

  test('states what the contract decides, the 90 days and the 4 weeks', () => {
    expect(serviceTerms.frequency).toMatch(/set by your management contract/)
    expect(serviceTerms.enhancedSupport).toContain('first 90 days')
    expect(serviceTerms.transition).toContain('4 weeks')
  })
})
