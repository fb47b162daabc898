import { forwardRef } from 'react'
import { cn } from '~/lib/cn'
import type { ChatLink } from '../schemas'

export type ChatEntry = {
  id: number
  role: 'visitor' | 'assistant'
  /** Always rendered as text: nothing a visitor types or an answer holds becomes markup. */
  text: string
  links?: ChatLink[]
  tone?: 'error'
}

/** Only links the assistant may offer: our own pages, the web, phone and text. Anything else is dropped. */
export function safeHref(href: string): string | null {
  if (/^\/(?!\/)/.test(href)) return href
  if (/^(tel|sms):\+?[\d]+$/.test(href)) return href
  try {
    const url = new URL(href)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

function EntryLinks({ links }: { links: readonly ChatLink[] }) {
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {links.map((link) => {
        const href = safeHref(link.href)
        if (!href) return null
        const external = /^https?:/.test(href)
        return (
          <li key={link.href}>
            <a
              href={href}
              // The page may sit in a frame: our own pages open in the whole window, others in a new tab.
              target={external ? '_blank' : href.startsWith('/') ? '_top' : undefined}
              rel={external ? 'noopener noreferrer' : undefined}
              className="inline-flex rounded-md border border-brand-200 bg-white px-2.5 py-1 text-sm font-semibold text-brand-700 hover:border-brand-300 hover:bg-brand-50"
            >
              {link.label}
              {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          </li>
        )
      })}
    </ul>
  )
}

/** The conversation so far, announced politely as it grows (role="log"). */
export const ChatTranscript = forwardRef<HTMLDivElement, { entries: readonly ChatEntry[]; busy: boolean }>(
  function ChatTranscript({ entries, busy }, ref) {
    return (
      <div
        ref={ref}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-4 focus-visible:-outline-offset-4"
      >
        {entries.map((entry) => (
          <div
            key={entry.id}
            className={cn('flex', entry.role === 'visitor' ? 'justify-end' : 'justify-start')}
          >
            <div
              className={cn(
                'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed',
                entry.role === 'visitor'
                  ? 'rounded-br-sm bg-brand-700 text-white'
                  : entry.tone === 'error'
                    ? 'rounded-bl-sm border border-rock-100 bg-rock-50 text-rock-700'
                    : 'rounded-bl-sm border border-line bg-white text-ink',
              )}
            >
              <span className="sr-only">{entry.role === 'visitor' ? 'You: ' : 'Assistant: '}</span>
              <p className="break-words whitespace-pre-line">{entry.text}</p>
              {entry.links?.length ? <EntryLinks links={entry.links} /> : null}
            </div>
          </div>
        ))}
        {busy ? (
          <p className="text-sm text-muted" aria-live="off">
            The assistant is writing…
          </p>
        ) : null}
      </div>
    )
  },
)
