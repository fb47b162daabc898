import { useEffect } from 'react'
import { hasConsent, type ConsentCategory } from '~/lib/cookie-consent'
import { useCookieConsentControls } from './cookie-consent-provider'

/**
 * Loads a non-essential third-party script only once its category has consent (spec section 4).
 * It is added once per page and never before hydration, so a server render never includes it.
 */
export function ConsentScript({
  category,
  src,
  onLoad,
}: {
  category: ConsentCategory
  src: string
  onLoad?: () => void
}) {
  const { consent } = useCookieConsentControls()
  const allowed = hasConsent(consent, category)
  useEffect(() => {
    if (!allowed || document.querySelector(`script[data-consent-src="${CSS.escape(src)}"]`)) return
    const script = document.createElement('script')
    script.src = src
    script.async = true
    script.dataset.consentSrc = src
    script.dataset.consentCategory = category
    // The CSP allows scripts carrying this page's nonce; the IDL property still exposes it to us.
    script.nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? ''
    if (onLoad) script.addEventListener('load', onLoad, { once: true })
    document.head.append(script)
  }, [allowed, category, src, onLoad])
  return null
}
