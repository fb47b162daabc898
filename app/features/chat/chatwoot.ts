// Chatwoot's website SDK (DESIGN.md "Chat"), loaded in the browser only when the visitor first wants the chat.
import { chatwootSdkUrl, type ChatwootSettings } from './constants'

type ChatwootApi = { toggle: (state?: 'open' | 'close') => void }
declare global {
  interface Window {
    chatwootSDK?: { run: (options: { websiteToken: string; baseUrl: string }) => void }
    $chatwoot?: ChatwootApi
  }
}

let loading: Promise<void> | null = null

/** Adds the SDK script once, with the page's CSP nonce, and starts it. */
export function loadChatwoot(settings: ChatwootSettings): Promise<void> {
  if (window.$chatwoot) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = chatwootSdkUrl(settings)
    script.async = true
    // Browsers hide nonce attributes from the DOM but keep the property: copy it from our own scripts.
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce
    if (nonce) script.nonce = nonce
    script.onload = () => {
      try {
        window.chatwootSDK?.run({ websiteToken: settings.websiteToken, baseUrl: settings.baseUrl })
        resolve()
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)))
      }
    }
    script.onerror = () => {
      loading = null
      script.remove()
      reject(new Error('The Chatwoot SDK could not be loaded.'))
    }
    document.body.append(script)
  })
  return loading
}

/** The element Chatwoot renders its chat window in. */
export const chatwootWidget = () => document.querySelector<HTMLElement>('.woot-widget-holder')

export const chatwootApi = () => window.$chatwoot ?? null

/** Polls until `check` returns something, or resolves null when `timeoutMs` is up. */
export function waitFor<T>(
  check: () => T | null | undefined,
  timeoutMs: number,
  everyMs = 100,
): Promise<T | null> {
  return new Promise((resolve) => {
    const started = Date.now()
    const tick = () => {
      const found = check()
      if (found) return resolve(found)
      if (Date.now() - started >= timeoutMs) return resolve(null)
      window.setTimeout(tick, everyMs)
    }
    tick()
  })
}
