import { CHAT_MOBILE_BREAKPOINT_PX } from './constants'

/** Spec section 2: at 768 px or less, or on a touch device, the chat opens as a dialog, not a widget. */
export function prefersChatDialog(): boolean {
  if (typeof window === 'undefined') return false
  return (
    window.matchMedia(`(max-width: ${CHAT_MOBILE_BREAKPOINT_PX}px)`).matches ||
    window.matchMedia('(pointer: coarse)').matches ||
    'ontouchstart' in window
  )
}
