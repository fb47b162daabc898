// Spec section 9 timings and the mobile breakpoint, in one place for the floating chat button.

/** Spec section 9: at this width or less the chat button opens the dialog instead of the widget. */
export const CHAT_MOBILE_BREAKPOINT_PX = 768
/** Spec section 9: how long the button waits for the widget before it falls back to the dialog. */
export const CHAT_WIDGET_FALLBACK_MS = 2000
/** Spec section 9: the close button is attached to the open widget after this delay. */
export const CHAT_CLOSE_BUTTON_DELAY_MS = 1000

/** The built-in assistant's page, embedded by the dialog and the desktop widget. */
export const CHAT_PAGE_PATH = '/chat'
/** The message the embedded page posts to its parent once it is up, so the widget knows it is there. */
export const CHAT_READY_MESSAGE = 'wasatch-chat-ready'

/** Longest question the assistant takes; a chat line, not a letter. */
export const CHAT_MESSAGE_MAX_LENGTH = 500
/** Marks a message left through the chat in the staff inbox. */
export const CHAT_MESSAGE_PREFIX = '[Left through the website chat assistant]'

export type ChatwootSettings = { baseUrl: string; websiteToken: string }

/** The Chatwoot page the dialog embeds (DESIGN.md "Chat"). */
export function chatwootWidgetUrl(settings: ChatwootSettings): string {
  const url = new URL('/widget', settings.baseUrl)
  url.searchParams.set('website_token', settings.websiteToken)
  return url.toString()
}

/** The Chatwoot SDK script the desktop widget loads on first use. */
export const chatwootSdkUrl = (settings: ChatwootSettings) =>
  new URL('/packs/js/sdk.js', settings.baseUrl).toString()
