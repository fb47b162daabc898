// Spec sections 3 and 4: the choice lives in localStorage under a cookie-consent key, with the date
// of the choice under a separate key.
export const CONSENT_KEY = 'cookie-consent'
export const CONSENT_DATE_KEY = 'cookie-consent-date'
export const CONSENT_DISMISSED_KEY = 'cookie-consent-dismissed'
export const CONSENT_CHANGE_EVENT = 'cookie-consent-change'
export const BANNER_DELAY_MS = 2000

export type ConsentCategory = 'analytics' | 'marketing' | 'functional'
export type ConsentPreferences = { necessary: true } & Record<ConsentCategory, boolean>

export const NECESSARY_ONLY: ConsentPreferences = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
}
export const ACCEPT_ALL: ConsentPreferences = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** The saved choice, or null when there is none (or it is unreadable, which counts as none). */
export function readConsent(storage: KeyValueStore): ConsentPreferences | null {
  return parseConsent(storage.getItem(CONSENT_KEY))
}

/** The stored value as preferences; missing or unreadable is null. */
export function parseConsent(raw: string | null): ConsentPreferences | null {
  try {
    if (!raw) return null
    const parsed = JSON.parse(raw) as Partial<Record<ConsentCategory, unknown>>
    return {
      necessary: true,
      analytics: parsed.analytics === true,
      marketing: parsed.marketing === true,
      functional: parsed.functional === true,
    }
  } catch {
    return null
  }
}

export function readConsentDate(storage: KeyValueStore): Date | null {
  const raw = storage.getItem(CONSENT_DATE_KEY)
  const date = raw ? new Date(raw) : null
  return date && !Number.isNaN(date.getTime()) ? date : null
}

export function saveConsent(storage: KeyValueStore, preferences: ConsentPreferences, now = new Date()) {
  const value: ConsentPreferences = { ...preferences, necessary: true }
  storage.setItem(CONSENT_KEY, JSON.stringify(value))
  storage.setItem(CONSENT_DATE_KEY, now.toISOString())
  return value
}

export function hasConsent(preferences: ConsentPreferences | null, category: ConsentCategory): boolean {
  return preferences?.[category] === true
}
