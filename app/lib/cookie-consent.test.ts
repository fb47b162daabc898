import { describe, expect, test } from 'vitest'
import {
  ACCEPT_ALL,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  NECESSARY_ONLY,
  hasConsent,
  readConsent,
  readConsentDate,
  saveConsent,
} from './cookie-consent'

function memoryStorage() {
  const map = new Map<string, string>()
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }
}

describe('cookie consent storage', () => {
  test('nothing saved means no choice yet', () => {
    expect(readConsent(memoryStorage())).toBeNull()
  })

  test('a choice is kept under the consent key, with its date under a separate key', () => {
    const storage = memoryStorage()
    saveConsent(storage, { ...NECESSARY_ONLY, analytics: true }, new Date('2026-03-01T12:00:00Z'))
    expect(JSON.parse(storage.map.get(CONSENT_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: false,
    })
    expect(storage.map.get(CONSENT_DATE_KEY)).toBe('2026-03-01T12:00:00.000Z')
    expect(readConsentDate(storage)?.toISOString()).toBe('2026-03-01T12:00:00.000Z')
    expect(hasConsent(readConsent(storage), 'analytics')).toBe(true)
    expect(hasConsent(readConsent(storage), 'marketing')).toBe(false)
  })

  test('necessary is always true, whatever is stored', () => {
    const storage = memoryStorage()
    storage.setItem(CONSENT_KEY, JSON.stringify({ necessary: false, marketing: true }))
    expect(readConsent(storage)).toEqual({
      necessary: true,
      analytics: false,
      marketing: true,
      functional: false,
    })
  })

  test('an unreadable saved value counts as no choice, so the banner asks again', () => {
    const storage = memoryStorage()
    storage.setItem(CONSENT_KEY, '{not json')
    expect(readConsent(storage)).toBeNull()
  })

  test('accept all grants every category', () => {
    expect(
      hasConsent(ACCEPT_ALL, 'analytics') &&
        hasConsent(ACCEPT_ALL, 'marketing') &&
        hasConsent(ACCEPT_ALL, 'functional'),
    ).toBe(true)
    expect(hasConsent(null, 'functional')).toBe(false)
  })
})
