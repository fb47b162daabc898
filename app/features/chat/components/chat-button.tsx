import { MessageCircle } from 'lucide-react'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useDialogs } from '~/components/dialog-host'
import { dockButtonClass } from '~/components/floating-dock'
import { useT } from '~/i18n/i18n-provider'
import { cn } from '~/lib/cn'
import {
  CHAT_CLOSE_BUTTON_DELAY_MS,
  CHAT_READY_MESSAGE,
  CHAT_WIDGET_FALLBACK_MS,
  type ChatwootSettings,
} from '../constants'
import { chatwootApi, chatwootWidget, loadChatwoot, waitFor } from '../chatwoot'
import { prefersChatDialog } from '../device'
import { CHAT_WIDGET_ID, ChatWidget } from './chat-widget'

const CLOSE_BUTTON_CLASS = 'site-chat-close'

/**
 * The assistant's page is on screen once its server-rendered conversation has arrived, before its script
 * says it is ready: a busy computer must not swap a widget that is showing for the dialog. A frame that
 * failed to load holds the browser's error page, which is of another origin and reads as null here.
 */
function showsConversation(frame: HTMLIFrameElement | null): boolean {
  try {
    return Boolean(frame?.contentDocument?.querySelector('[role="log"]'))
  } catch {
    return false
  }
}

/**
 * Spec section 2, "Floating chat button": on a phone-sized or touch screen it opens the chat dialog; on a
 * desktop it toggles the chat widget (Chatwoot's when configured, else the built-in assistant's), attaches a
 * close button after 1 s, closes on an outside click, and falls back to the dialog if no widget shows in 2 s.
 */
export function ChatButton({ chatwoot }: { chatwoot: ChatwootSettings | null }) {
  const { openDialog } = useDialogs()
  const t = useT('shell')
  const closeLabel = t('chat.close')
  const [open, setOpen] = useState(false)
  const [builtInMounted, setBuiltInMounted] = useState(false)
  const [showClose, setShowClose] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLElement>(null)
  const frame = useRef<HTMLIFrameElement>(null)
  const ready = useRef(false)
  const attempt = useRef(0)

  const widgetElement = useCallback(() => (chatwoot ? chatwootWidget() : panel.current), [chatwoot])

  const close = useCallback(() => {
    attempt.current++
    setOpen(false)
    setShowClose(false)
    if (chatwoot) {
      chatwootApi()?.toggle('close')
      chatwootWidget()?.querySelector(`.${CLOSE_BUTTON_CLASS}`)?.remove()
    } else setBuiltInMounted(false)
  }, [chatwoot])

  const fallBack = useCallback(() => {
    close()
    openDialog('chat', { returnFocusTo: button.current })
  }, [close, openDialog])

  // The embedded assistant says when it is up; only a message from our own widget frame counts.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.data !== CHAT_READY_MESSAGE) return
      if (frame.current && event.source === frame.current.contentWindow) ready.current = true
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [])

  async function openWidget() {
    const mine = ++attempt.current
    setOpen(true)
    let widget: HTMLElement | null
    if (chatwoot) {
      loadChatwoot(chatwoot).catch(() => undefined)
      widget = await waitFor(() => (chatwootApi() ? chatwootWidget() : null), CHAT_WIDGET_FALLBACK_MS)
      if (mine !== attempt.current) return
      if (widget) chatwootApi()?.toggle('open')
    } else {
      ready.current = false
      setBuiltInMounted(true)
      widget = await waitFor(
        () => (ready.current || showsConversation(frame.current) ? panel.current : null),
        CHAT_WIDGET_FALLBACK_MS,
      )
      if (mine !== attempt.current) return
    }
    if (!widget) fallBack()
  }

  // Spec section 9: the close button is attached 1000 ms after the widget opens.
  useEffect(() => {
    if (!open) return
    const timer = window.setTimeout(() => {
      const widget = widgetElement()
      if (!widget) return
      if (!chatwoot) return setShowClose(true)
      if (widget.querySelector(`.${CLOSE_BUTTON_CLASS}`)) return
      const closeButton = document.createElement('button')
      closeButton.type = 'button'
      closeButton.className = CLOSE_BUTTON_CLASS
      closeButton.setAttribute('aria-label', closeLabel)
      closeButton.textContent = '×'
      // Styled here: the button lives inside Chatwoot's element, outside our stylesheet's components.
      Object.assign(closeButton.style, {
        position: 'absolute',
        top: '8px',
        right: '8px',
        zIndex: '2147483647',
        width: '32px',
        height: '32px',
        borderRadius: '9999px',
        border: '1px solid #dde3ea',
        background: '#fff',
        color: '#1a2433',
        fontSize: '20px',
        lineHeight: '1',
        cursor: 'pointer',
      })
      closeButton.addEventListener('click', close)
      widget.append(closeButton)
    }, CHAT_CLOSE_BUTTON_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [open, chatwoot, close, widgetElement, closeLabel])

  // A click outside the widget (and outside the button, which toggles) closes it; so does Escape.
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (button.current?.contains(target) || widgetElement()?.contains(target)) return
      close()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, close, widgetElement])

  function onClick() {
    if (prefersChatDialog()) return openDialog('chat', { returnFocusTo: button.current })
    if (open) return close()
    void openWidget()
  }

  return (
    <aside aria-label={t('chat.region')}>
      {builtInMounted ? (
        <ChatWidget frameRef={frame} panelRef={panel} showClose={showClose} onClose={close} />
      ) : null}
      <button
        ref={button}
        type="button"
        onClick={onClick}
        // Tapped before hydration, it is clicked again once the page is interactive (app/lib/early-tap.ts).
        data-early-tap="chat"
        aria-expanded={open}
        aria-controls={builtInMounted ? CHAT_WIDGET_ID : undefined}
        // In the dock beside Provide Feedback (components/floating-dock.tsx), which keeps clear of toasts.
        className={cn(dockButtonClass, 'bg-brand-700 hover:bg-brand-800')}
      >
        <MessageCircle aria-hidden="true" className="size-5" />
        <span className="max-sm:sr-only">{t('chat.button')}</span>
      </button>
    </aside>
  )
}
