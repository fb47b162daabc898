import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import {
  BANNER_DELAY_MS,
  CONSENT_CHANGE_EVENT,
  CONSENT_DISMISSED_KEY,
  CONSENT_KEY,
  parseConsent,
  saveConsent,
  type ConsentPreferences,
} from '~/lib/cookie-consent'
import { BannerPlacement, useOpenDialogSlot } from './banner-placement'
import { CookieBanner } from './cookie-banner'

type BannerState = 'hidden' | 'simple' | 'customize'

type ConsentValue = {
  /** The saved choice; null before hydration and while no choice is saved. */
  consent: ConsentPreferences | null
  openSettings: () => void
}

const ConsentContext = createContext<ConsentValue>({ consent: null, openSettings: () => {} })

export function useCookieConsentControls(): ConsentValue {
  return use(ConsentContext)
}

/** Owns the saved choice and the banner: shown 2 s after load while no choice is saved (spec section 4). */
// The saved choice is an outside store: this tab's choices and other tabs' (the storage event).
function subscribe(onChange: () => void) {
  window.addEventListener(CONSENT_CHANGE_EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(CONSENT_CHANGE_EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}
const readSaved = () => window.localStorage.getItem(CONSENT_KEY)
const noneOnServer = () => null

export function CookieConsentProvider({ children }: { children: ReactNode }) {
  const raw = useSyncExternalStore(subscribe, readSaved, noneOnServer)
  const consent = useMemo(() => parseConsent(raw), [raw])
  const [banner, setBanner] = useState<BannerState>('hidden')
  const slot = useOpenDialogSlot(banner !== 'hidden')

  useEffect(() => {
    if (readSaved() !== null || window.sessionStorage.getItem(CONSENT_DISMISSED_KEY)) return
    const timer = setTimeout(
      () => setBanner((state) => (state === 'hidden' ? 'simple' : state)),
      BANNER_DELAY_MS,
    )
    return () => clearTimeout(timer)
  }, [])

  const choose = useCallback((preferences: ConsentPreferences) => {
    const saved = saveConsent(window.localStorage, preferences)
    setBanner('hidden')
    window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: saved }))
  }, [])

  // Dismissing is not a choice: nothing non-essential loads, and the banner returns next visit.
  const dismiss = useCallback(() => {
    window.sessionStorage.setItem(CONSENT_DISMISSED_KEY, '1')
    setBanner('hidden')
  }, [])

  const value = useMemo<ConsentValue>(
    () => ({ consent, openSettings: () => setBanner('customize') }),
    [consent],
  )

  // First in the page, so first in the focus order: a region the reader has to act on comes before the page
  // it floats over (it is drawn at the bottom of the window; the page keeps room for it, banner-space.ts).
  return (
    <ConsentContext value={value}>
      {banner !== 'hidden' ? (
        <BannerPlacement slot={slot}>
          <CookieBanner
            view={banner}
            initial={consent}
            onCustomize={() => setBanner('customize')}
            onBack={() => setBanner('simple')}
            onChoose={choose}
            onDismiss={dismiss}
            placement={slot ? 'inline' : 'floating'}
          />
        </BannerPlacement>
      ) : null}
      {children}
    </ConsentContext>
  )
}
