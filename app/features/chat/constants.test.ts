import { describe, expect, test } from 'vitest'
import {
  CHAT_CLOSE_BUTTON_DELAY_MS,
  CHAT_MOBILE_BREAKPOINT_PX,
  CHAT_WIDGET_FALLBACK_MS,
  chatwootSdkUrl,
  chatwootWidgetUrl,
} from './constants'

describe('chat constants', () => {
  test('the spec section 9 timings and breakpoint', () => {
    expect(CHAT_WIDGET_FALLBACK_MS).toBe(2000)
    expect(CHAT_CLOSE_BUTTON_DELAY_MS).toBe(1000)
    expect(CHAT_MOBILE_BREAKPOINT_PX).toBe(768)
  })

  test('the Chatwoot dialog page and SDK come from the configured base URL', () => {
    const settings = { baseUrl: 'https://chat.example.com', websiteToken: 'tok en&1' }
    expect(chatwootWidgetUrl(settings)).toBe('https://chat.example.com/widget?website_token=tok+en%261')
    expect(chatwootSdkUrl(settings)).toBe('https://chat.example.com/packs/js/sdk.js')
  })
})
