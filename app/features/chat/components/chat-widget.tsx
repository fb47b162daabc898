import { X } from 'lucide-react'
import type { Ref } from 'react'
import { CHAT_PAGE_PATH } from '../constants'
import { AvailabilityBadge } from './availability-badge'

export const CHAT_WIDGET_ID = 'chat-widget'

/** The desktop chat widget of the built-in assistant: a panel above the chat button embedding /chat. */
export function ChatWidget({
  frameRef,
  panelRef,
  showClose,
  onClose,
}: {
  frameRef: Ref<HTMLIFrameElement>
  panelRef: Ref<HTMLElement>
  showClose: boolean
  onClose: () => void
}) {
  return (
    <section
      ref={panelRef}
      id={CHAT_WIDGET_ID}
      aria-labelledby="chat-widget-title"
      // Above the dock of floating buttons (components/floating-dock.tsx), clear of both.
      className="fixed right-4 bottom-[calc(var(--dock-bottom)+var(--dock-size)+0.75rem)] z-40 flex h-[min(38rem,calc(100dvh-8rem))] w-[min(24rem,calc(100vw-2rem))] animate-fade-in flex-col overflow-hidden rounded-card border border-line bg-white shadow-float"
    >
      <header className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
        <div className="grid gap-1">
          <h2 id="chat-widget-title" className="font-sans text-base font-semibold text-brand-900">
            Chat with us
          </h2>
          <AvailabilityBadge className="justify-self-start" />
        </div>
        {/* Spec section 2: the close button is attached once the widget has settled (CHAT_CLOSE_BUTTON_DELAY_MS). */}
        {showClose ? (
          <button
            type="button"
            onClick={onClose}
            aria-label="Close chat"
            className="-mr-2 rounded-md p-2 text-muted hover:bg-canvas hover:text-ink"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        ) : null}
      </header>
      <iframe
        ref={frameRef}
        title="Chat assistant"
        src={`${CHAT_PAGE_PATH}?view=widget`}
        className="min-h-0 w-full flex-1 border-0"
      />
    </section>
  )
}
